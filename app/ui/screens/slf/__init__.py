"""Schnapp, Land, Fluss! screens: setup (/play/slf/setup), the table (/play/slf) with its first
steps, the statistics lines and the replay (/history/<id>)."""

from __future__ import annotations

from app.games.slf import GAME
from app.ui.screens.game import GameScreens
from app.ui.screens.slf import setup
from app.ui.screens.slf.choices import Choices
from app.ui.screens.slf.replay import REPLAYER
from app.ui.screens.slf.stats import lines
from app.ui.screens.slf.table import MARKS, SlfBoard

SCREENS = GameScreens(
    GAME, setup.view, SlfBoard, stats=lines, replay=REPLAYER, marks=MARKS, choices=Choices
)
