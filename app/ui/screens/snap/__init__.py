"""Schnipp-Schnapp screens: setup (/play/snap/setup), the table (/play/snap) with its first
steps, the statistics lines and the replay (/history/<id>)."""

from __future__ import annotations

from app.games.snap import GAME
from app.ui.screens.game import GameScreens
from app.ui.screens.snap import setup, stats
from app.ui.screens.snap.choices import Choices
from app.ui.screens.snap.replay import REPLAYER
from app.ui.screens.snap.table import MARKS, SnapBoard

SCREENS = GameScreens(
    GAME, setup.view, SnapBoard, stats=stats.lines, replay=REPLAYER, marks=MARKS, choices=Choices
)
