"""The error boundary: an unexpected exception in a screen's drawing or in a callback (a
tap, a route change, a background task) shows "Something went wrong" with a way back to
the games instead of Flet's own error screen; the traceback goes to the log, and the
saved game stays for "Continue".

Flet 1.0.5 catches the exception of an event handler (``Session.dispatch_event``), of the
app's ``main`` and of a component's effect, and hands its text to ``Session.error``,
which tells the browser the session crashed: Flutter then covers the app with "Error
running app" and the traceback until the page is loaded again. :func:`guard` puts
:func:`failed` in place of that method on the session's object, the one place all of
them pass through. A task started with ``page.run_task`` is not among them (Flet raises
its exception in a done callback, which only the event loop's log sees, and the screen
stays as it was): ``guard`` has each such task report its exception here as well. The
drawings that ``Shell.show`` sends from a task of its own report theirs themselves.

A running game is let go (its table, with every task that works for it, is dropped),
so "Continue" opens it afresh from its autosave.
"""

from __future__ import annotations

import logging
import sys
from collections.abc import Awaitable, Callable
from concurrent.futures import Future
from typing import TYPE_CHECKING, ParamSpec, Protocol, TypeVar

import flet as ft

from app.ui.widgets import tagged

if TYPE_CHECKING:
    from app.i18n import Arg
    from app.ui.household import Household
    from app.ui.table import Table

log = logging.getLogger(__name__)
P = ParamSpec("P")
R = TypeVar("R")


class Shell(Protocol):
    """What the boundary reads and resets of a phone's shell (:class:`app.ui.shell.Shell`)."""

    page: ft.Page
    route: str
    released: bool
    table: Table | None
    pending: str | None
    household: Household

    def connected(self) -> bool: ...
    def lost_game(self, game: str) -> None: ...
    def leave(self) -> None: ...
    def t(self, message_id: str, **args: Arg) -> str: ...


def guard(shell: Shell) -> None:
    """From now on, an exception Flet catches in ``shell``'s session, or one of a task it
    runs, shows this module's screen instead of Flet's."""
    page = shell.page
    # both replace Flet's own methods on this one session, which is what a guard does
    page.session.error = lambda message: failed(shell, message)  # type: ignore[method-assign]
    run_task = page.run_task

    def run_reported(
        handler: Callable[P, Awaitable[R]], *args: P.args, **kwargs: P.kwargs
    ) -> Future[R]:
        """Flet's ``run_task``, the task's exception reported to :func:`failed`."""
        future = run_task(handler, *args, **kwargs)
        future.add_done_callback(lambda done: ended(shell, done))
        return future

    page.run_task = run_reported  # type: ignore[method-assign]  # (as above)


def ended(shell: Shell, done: Future) -> None:
    """A task has ended: if by an exception, show the error screen."""
    if not done.cancelled() and (error := done.exception()) is not None:
        failed(shell, error)


def failed(shell: Shell, error: BaseException | str) -> None:
    """Log ``error`` (an exception, or Flet's text of the one being handled) with its
    traceback and show "Something went wrong"; a running game is let go, its save kept."""
    caught = error if isinstance(error, BaseException) else sys.exc_info()[1]
    if caught is not None:
        log.error("Unexpected error on %s", shell.route, exc_info=caught)
    else:
        log.error("Unexpected error on %s: %s", shell.route, error)
    if shell.released:
        return
    try:
        playing = shell.table is not None
        shell.pending = None  # a drawing on its way would cover the screen
        if playing:
            shell.household.owners.free(shell)
            shell.table = None
        if shell.connected():
            shell.page.views.clear()
            shell.page.views.append(view(shell, playing))
            shell.page.update()
    except Exception:  # the error screen itself: the log has it, the screen stays
        log.exception("The error screen could not be shown")


def view(shell: Shell, playing: bool) -> ft.View:
    """The error screen: what happened, that the game is saved (if one was open), and
    the way back to the games."""
    t = shell.t
    home = ft.FilledButton(
        t("play-back-home"), icon=ft.Icons.HOME, height=56, width=360, on_click=shell.leave
    )
    lines = [t("boundary-body"), *([t("boundary-saved")] if playing else [])]
    return ft.View(
        route=shell.route,
        key=f"{shell.route}#boundary",
        can_pop=False,
        controls=[
            ft.Icon(ft.Icons.ERROR_OUTLINE, size=96),
            tagged(
                "boundary",
                ft.Text(
                    t("boundary-title"),
                    size=26,
                    weight=ft.FontWeight.BOLD,
                    text_align=ft.TextAlign.CENTER,
                ),
            ),
            *(ft.Text(line, size=18, text_align=ft.TextAlign.CENTER) for line in lines),
            ft.Container(height=8),
            tagged("boundary-home", home),
        ],
        vertical_alignment=ft.MainAxisAlignment.CENTER,
        horizontal_alignment=ft.CrossAxisAlignment.CENTER,
        spacing=16,
        padding=24,
        scroll=ft.ScrollMode.AUTO,
    )
