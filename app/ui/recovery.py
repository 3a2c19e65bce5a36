"""The notice that the household's database file was damaged: every phone that connects
is told where the file was moved and that a new, empty one was started, until one
person confirms it (:mod:`app.stats.recovery` keeps that across restarts). A phone that
comes back (a reload keeps its session, and with it the notice) after someone confirmed
it elsewhere has it taken away."""

from __future__ import annotations

import logging
from collections.abc import Callable
from typing import TYPE_CHECKING, Protocol

import flet as ft

from app.stats.recovery import confirm, unconfirmed
from app.ui.widgets import tagged

if TYPE_CHECKING:
    from app.i18n import Arg, Translator
    from app.ui.household import Household

log = logging.getLogger(__name__)


class Shell(Protocol):
    """What the notice needs of a phone's shell (:class:`app.ui.shell.Shell`)."""

    page: ft.Page
    tr: Translator
    household: Household
    recovery: ft.AlertDialog | None

    def t(self, message_id: str, **args: Arg) -> str: ...
    def notify(self, text: str, undo: Callable[[], None] | None = None) -> None: ...


def tell(shell: Shell) -> None:
    """Show the notice on ``shell``'s phone, unless nobody needs to hear it any more."""
    household = shell.household
    path = household.path
    if path is None:
        return
    _ = household.db  # opening it is what moves a damaged file aside
    moved = unconfirmed(path)
    if not moved:
        return

    def confirmed() -> None:
        try:
            confirm(path)
        except OSError:
            log.warning("could not confirm the damaged-file notice", exc_info=True)
            shell.notify(shell.t("err-not-stored"))
            return
        if household.syncer is not None:
            household.syncer.request()
        withdraw(shell)

    files = shell.tr.join([str(p) for p in moved])
    shell.page.update()
    shell.recovery = ft.AlertDialog(
        modal=True,
        title=ft.Text(shell.t("storage-recovered-title")),
        content=ft.Text(shell.t("storage-recovered-body", file=files, count=len(moved))),
        actions=[
            tagged(
                "recovery-confirm",
                ft.FilledButton(shell.t("storage-recovered-ok"), on_click=confirmed),
            )
        ],
    )
    shell.page.show_dialog(shell.recovery)


def withdraw(shell: Shell) -> None:
    """Take the notice off ``shell``'s phone once anyone has confirmed it."""
    dialog, path = shell.recovery, shell.household.path
    if dialog is None or path is None or unconfirmed(path):
        return
    shell.recovery = None
    if dialog.open:
        dialog.open = False
        dialog.update()
