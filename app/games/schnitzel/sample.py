"""A plausible finished game's outcome, for the record book's benchmark
(:mod:`app.bench.records`): shaped as :func:`app.games.schnitzel.rules.outcome` makes it."""

from __future__ import annotations

from random import Random

from app.core.contract import Outcome
from app.games.game import sample_rounds


def outcome(seats: int, rng: Random) -> Outcome:
    """Totals of two to six rounds' cards; the lowest wins; who called and how it ended."""
    _, scores = sample_rounds(seats, rng)
    winners = tuple(s for s in range(seats) if scores[s] == min(scores))
    ended = rng.choice(("call", "empty", "stuck"))
    return Outcome(scores, winners, (("caller", rng.randrange(seats)), ("ended", ended)))
