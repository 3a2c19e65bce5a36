"""Snorkeling screens: setup (/play/snorkeling/setup), the table (/play/snorkeling) with its first
steps, and the replay (/history/<id>); no statistics lines of its own."""

from __future__ import annotations

from app.games.snorkeling import GAME
from app.ui.screens.game import GameScreens
from app.ui.screens.snorkeling import setup
from app.ui.screens.snorkeling.choices import Choices
from app.ui.screens.snorkeling.replay import REPLAYER
from app.ui.screens.snorkeling.table import MARKS, SnorkelingBoard

SCREENS = GameScreens(
    GAME, setup.view, SnorkelingBoard, stats=None, replay=REPLAYER, marks=MARKS, choices=Choices
)
