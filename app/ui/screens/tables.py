"""Game screens by game id: a game is playable in the app once it is listed here."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

import flet as ft

from app.ui.screens.schnapsen import setup as schnapsen_setup
from app.ui.screens.schnapsen.table import Table as SchnapsenTable
from app.ui.screens.slf import setup as slf_setup
from app.ui.screens.slf.table import Table as SlfTable
from app.ui.screens.snorkeling import setup as snorkeling_setup
from app.ui.screens.snorkeling.table import Table as SnorkelingTable

if TYPE_CHECKING:
    from app.ui.session import GameSession
    from app.ui.shell import Shell


@dataclass(frozen=True)
class GameScreens:
    """A game's setup view and the table controller that draws a running session."""

    setup: Callable[[Shell], ft.View]
    table: Callable[[Shell, GameSession], Any]


TABLES: dict[str, GameScreens] = {
    "schnapsen": GameScreens(schnapsen_setup.view, SchnapsenTable),
    "slf": GameScreens(slf_setup.view, SlfTable),
    "snorkeling": GameScreens(snorkeling_setup.view, SnorkelingTable),
}
