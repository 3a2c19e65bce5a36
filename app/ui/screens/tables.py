"""Table screens by game id: a game is playable in the app once its table is listed here."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import flet as ft

if TYPE_CHECKING:
    from app.ui.shell import Shell

TABLES: dict[str, Callable[[Shell], ft.View]] = {}
