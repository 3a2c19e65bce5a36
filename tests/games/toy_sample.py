"""A plausible finished toy game's outcome (tests/games/toy.py), as its descriptor names
it for the record book's benchmark."""

from __future__ import annotations

from random import Random

from app.core.contract import Outcome
from tests.games.toy import VALUES


def outcome(seats: int, rng: Random) -> Outcome:
    """Each seat's laid card values (16 cards shared out); the highest total wins."""
    values = sorted(VALUES.values()) * 4
    rng.shuffle(values)
    scores = tuple(float(sum(values[s::seats])) for s in range(seats))
    return Outcome(scores, tuple(s for s in range(seats) if scores[s] == max(scores)))
