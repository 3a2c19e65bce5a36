"""Schnapsen screens: setup (/play/schnapsen/setup), the table (/play/schnapsen) with its first
steps, the statistics lines and the replay (/history/<id>)."""

from __future__ import annotations

from app.games.schnapsen import GAME
from app.ui.screens.game import GameScreens
from app.ui.screens.schnapsen import setup
from app.ui.screens.schnapsen.choices import Choices
from app.ui.screens.schnapsen.replay import REPLAYER
from app.ui.screens.schnapsen.stats import lines
from app.ui.screens.schnapsen.table import MARKS, SchnapsenBoard

SCREENS = GameScreens(
    GAME, setup.view, SchnapsenBoard, stats=lines, replay=REPLAYER, marks=MARKS, choices=Choices
)
