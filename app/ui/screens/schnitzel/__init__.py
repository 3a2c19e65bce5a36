"""Schnitzel screens: setup (/play/schnitzel/setup), the table (/play/schnitzel) with its first
steps, the statistics lines and the replay (/history/<id>)."""

from __future__ import annotations

from app.games.schnitzel import GAME
from app.ui.screens.game import GameScreens
from app.ui.screens.schnitzel import setup, stats
from app.ui.screens.schnitzel.choices import Choices
from app.ui.screens.schnitzel.replay import REPLAYER
from app.ui.screens.schnitzel.table import MARKS, SchnitzelBoard

SCREENS = GameScreens(
    GAME,
    setup.view,
    SchnitzelBoard,
    stats=stats.lines,
    replay=REPLAYER,
    marks=MARKS,
    choices=Choices,
)
