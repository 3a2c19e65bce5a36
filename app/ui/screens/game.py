"""What the app's screens need of one game: its setup screen, the board its table draws,
and the lines it adds to a player's statistics. Each package under ``app/ui/screens/``
for a game exports one :class:`GameScreens` as ``SCREENS``; :data:`app.ui.games.SCREENS`
collects them."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass

import flet as ft

from app.games.game import Game
from app.ui.host import Host
from app.ui.table import Board, Table


@dataclass(frozen=True)
class GameScreens:
    """One game's screens."""

    game: Game
    setup: Callable[[Host], ft.View]
    """The setup view (route ``/play/<id>/setup``)."""
    board: Callable[[Table], Board]
    """Its board class: what the shared table frame draws of it (route ``/play/<id>``)."""
    stats: Callable[[Host], Mapping[int, list[ft.Control]]] | None = None
    """Extra statistics lines per player id, shown under the game's played/won line."""
