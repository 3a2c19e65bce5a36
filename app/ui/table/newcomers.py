"""Typed names kept as players: when a game starts with "Remember these players" on
(:func:`remember`), or, if it was off, with one tap at the end of the game, so the
finished game (recorded when the result is closed) and the next ones count in their
statistics. Names remembered at the start are not offered again at the end."""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import TYPE_CHECKING

import flet as ft

from app.core.errors import UserError
from app.stats import keep_player
from app.ui.widgets import tagged

if TYPE_CHECKING:
    from app.ui.host import Host
    from app.ui.session import GameSession

Tap = Callable[[str, Callable[[], object]], Callable[[], None]]
"""The table's tap: a handler for a target that runs an action if the tap is taken."""


def remember(host: Host, session: GameSession) -> list[str]:
    """List every typed name of ``session`` as a player (or find them listed) and seat
    them as those players; the names kept. A store that cannot be written just now says
    so and keeps the rest typed (they are offered again at the end of the game)."""
    kept = []
    for seat in session.newcomers():
        try:
            player = host.stored(partial(keep_player, host.db, session.lineup[seat].name))
        except UserError as error:
            host.notify(host.tr.error(error))
            break
        session.adopt(seat, player.id, player.name)
        kept.append(player.name)
    return kept


def keep_offer(
    host: Host, session: GameSession, tap: Tap, redraw: Callable[[], None]
) -> list[ft.Control]:
    """ "Add Lukas and Ben to your players" while typed names are not listed; once they
    are, what became of them (a tap keeps them, then the result is drawn again)."""
    newcomers = [session.seats[i].name for i in session.newcomers()]
    if newcomers:
        button = ft.Card(
            ft.ListTile(
                leading=ft.Icon(ft.Icons.PERSON_ADD),
                title=ft.Text(host.t("keep-names", names=host.tr.join(newcomers))),
                on_click=tap("keep-names", lambda: keep(host, session, redraw)),
            ),
            bgcolor=ft.Colors.SECONDARY_CONTAINER,
            width=360,
        )
        return [tagged("keep-names", button)]
    if session.kept:
        text = host.t("kept-names", names=host.tr.join(list(session.kept)))
        line = ft.Row(
            [
                ft.Icon(ft.Icons.CHECK_CIRCLE_OUTLINE, color=ft.Colors.PRIMARY),
                ft.Text(text, expand=True),
            ],
            width=360,
            vertical_alignment=ft.CrossAxisAlignment.START,
        )
        return [tagged("kept-names", line)]
    return []


def keep(host: Host, session: GameSession, redraw: Callable[[], None]) -> None:
    """Keep every typed name as a player (:func:`remember`), save, and draw the result
    again, saying who was kept."""
    session.kept += tuple(remember(host, session))
    host.autosave()
    redraw()
