"""Snorkeling (rules: RULES.md beside it): what the home screen shows of it; its engine and
computer levels are built by :mod:`.engine` when first needed."""

from __future__ import annotations

from app.games.game import Game

GAME = Game(
    id="snorkeling",
    seat_counts=(2, 3, 4, 5, 6),
    minutes=20,
    accent="#0277BD",
    icon="scuba_diving",
    built="app.games.snorkeling.engine",
    bench="app.bench.snorkeling",
    sample="app.games.snorkeling.sample",
)
