"""Schnapp, Land, Fluss! screens: setup (/play/slf/setup) and the table (/play/slf)."""

from __future__ import annotations

from app.games.slf import GAME
from app.ui.screens.game import GameScreens
from app.ui.screens.slf import setup
from app.ui.screens.slf.stats import lines
from app.ui.screens.slf.table import SlfBoard

SCREENS = GameScreens(GAME, setup.view, SlfBoard, lines)
