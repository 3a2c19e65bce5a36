"""Schnapsen screens: setup (/play/schnapsen/setup) and the table (/play/schnapsen)."""

from __future__ import annotations

from app.games.schnapsen import GAME
from app.ui.screens.game import GameScreens
from app.ui.screens.schnapsen import setup
from app.ui.screens.schnapsen.stats import lines
from app.ui.screens.schnapsen.table import SchnapsenBoard

SCREENS = GameScreens(GAME, setup.view, SchnapsenBoard, lines)
