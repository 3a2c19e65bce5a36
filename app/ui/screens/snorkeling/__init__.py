"""Snorkeling screens: setup (/play/snorkeling/setup) and the table (/play/snorkeling)."""

from __future__ import annotations

from app.games.snorkeling import GAME
from app.ui.screens.game import GameScreens
from app.ui.screens.snorkeling import setup
from app.ui.screens.snorkeling.table import SnorkelingBoard

SCREENS = GameScreens(GAME, setup.view, SnorkelingBoard)
