"""Schnipp-Schnapp screens: setup (/play/snap/setup) and the table (/play/snap)."""

from __future__ import annotations

from app.games.snap import GAME
from app.ui.screens.game import GameScreens
from app.ui.screens.snap import setup, stats
from app.ui.screens.snap.table import SnapBoard

SCREENS = GameScreens(GAME, setup.view, SnapBoard, stats.lines)
