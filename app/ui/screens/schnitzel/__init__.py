"""Schnitzel screens: setup (/play/schnitzel/setup) and the table (/play/schnitzel)."""

from __future__ import annotations

from app.games.schnitzel import GAME
from app.ui.screens.game import GameScreens
from app.ui.screens.schnitzel import setup, stats
from app.ui.screens.schnitzel.table import SchnitzelBoard

SCREENS = GameScreens(GAME, setup.view, SchnitzelBoard, stats.lines)
