"""The notice that nothing can be saved on this device: the household's database file
(or its folder) may not be written. Every phone is told once, in its own language, as it
connects; the game is played all the same (:mod:`app.stats.db` opens what it can read)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

import flet as ft

from app.ui.widgets import tagged

if TYPE_CHECKING:
    from app.i18n import Arg
    from app.ui.household import Household


class Shell(Protocol):
    """What the notice needs of a phone's shell (:class:`app.ui.shell.Shell`)."""

    page: ft.Page
    household: Household

    def t(self, message_id: str, **args: Arg) -> str: ...


def tell(shell: Shell) -> None:
    """Show the notice on ``shell``'s phone if the database may not be written."""
    household = shell.household
    _ = household.db  # opening it is what finds out
    if not household.unwritable or household.path is None:
        return
    dialog = ft.AlertDialog(
        modal=True,
        title=ft.Text(shell.t("storage-read-only-title")),
        content=ft.Text(shell.t("storage-read-only-body", folder=str(household.path.parent))),
        actions=[
            tagged(
                "read-only-ok",
                ft.FilledButton(
                    shell.t("storage-read-only-ok"), on_click=lambda: shell.page.pop_dialog()
                ),
            )
        ],
    )
    shell.page.show_dialog(dialog)
