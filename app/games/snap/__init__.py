"""Schnipp-Schnapp (Snap) for 2–6 (rules: RULES.md beside it): what the home screen shows of it; its
engine and computer levels are built by :mod:`.engine` when first needed."""

from __future__ import annotations

from app.games.game import Game
from app.games.snap.model import SEAT_COUNTS

GAME = Game(
    id="snap",
    seat_counts=SEAT_COUNTS,
    minutes=10,
    accent="#6A1B9A",
    icon="front_hand",
    built="app.games.snap.engine",
    bench="app.bench.snap",
    sample="app.games.snap.sample",
)
