"""Schnitzel for 2–6 (rules: RULES.md beside it): what the home screen shows of it; its engine and
computer levels are built by :mod:`.engine` when first needed."""

from __future__ import annotations

from app.games.game import Game
from app.games.schnitzel.model import SEAT_COUNTS

GAME = Game(
    id="schnitzel",
    seat_counts=SEAT_COUNTS,
    minutes=15,
    accent="#C62828",
    icon="lunch_dining",
    built="app.games.schnitzel.engine",
    bench="app.bench.schnitzel",
    sample="app.games.schnitzel.sample",
)
