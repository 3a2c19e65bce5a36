"""What the app's screens need of one game: its setup screen, the board its table draws,
and the lines it adds to a player's statistics. Each package under ``app/ui/screens/``
for a game exports one :class:`GameScreens` as ``SCREENS``; :data:`app.ui.games.SCREENS`
collects them."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

import flet as ft

from app.games.game import Game

if TYPE_CHECKING:
    from app.ui.session import GameSession
    from app.ui.shell import Shell


@dataclass(frozen=True)
class GameScreens:
    """One game's screens."""

    game: Game
    setup: Callable[[Shell], ft.View]
    """The setup view (route ``/play/<id>/setup``)."""
    table: Callable[[Shell, GameSession], Any]
    """The controller that draws a running session (route ``/play/<id>``)."""
    stats: Callable[[Shell], Mapping[int, list[ft.Control]]] | None = None
    """Extra statistics lines per player id, shown under the game's played/won line."""
