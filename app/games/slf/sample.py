"""A plausible finished game's outcome, for the record book's benchmark
(:mod:`app.bench.records`): shaped as :func:`app.games.slf.rules.outcome` makes it."""

from __future__ import annotations

from random import Random

from app.core.contract import Outcome
from app.games.game import sample_rounds


def outcome(seats: int, rng: Random) -> Outcome:
    """Two to six rounds of points; the highest total wins (ties share)."""
    rounds, scores = sample_rounds(seats, rng)
    winners = tuple(s for s in range(seats) if scores[s] == max(scores))
    return Outcome(scores, winners, (("rounds", rounds),))
