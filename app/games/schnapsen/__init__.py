"""Schnapsen for two (rules: RULES.md beside it): what the home screen shows of it; its engine and
computer levels are built by :mod:`.engine` when first needed."""

from __future__ import annotations

from app.games.game import Game

GAME = Game(
    id="schnapsen",
    seat_counts=(2,),
    minutes=15,
    accent="#1B5E20",
    icon="style",
    built="app.games.schnapsen.engine",
    bench="app.bench.schnapsen",
    sample="app.games.schnapsen.sample",
)
