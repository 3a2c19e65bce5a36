"""Schnapp, Land, Fluss! (rules: RULES.md beside it): what the home screen shows of it; its engine
and computer levels are built by :mod:`.engine` when first needed."""

from __future__ import annotations

from app.games.game import Game
from app.games.slf.model import SEAT_COUNTS

GAME = Game(
    id="slf",
    seat_counts=SEAT_COUNTS,
    minutes=20,
    accent="#F57C00",
    icon="abc",
    built="app.games.slf.engine",
    bench=None,
    sample="app.games.slf.sample",
)
