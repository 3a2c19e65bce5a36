"""A plausible finished game's outcome, for the record book's benchmark
(:mod:`app.bench.records`): shaped as :func:`app.games.snap.rules.outcome` makes it."""

from __future__ import annotations

from random import Random

from app.core.contract import Outcome


def outcome(seats: int, rng: Random) -> Outcome:
    """Cards held at the end (the most win), how it ended, each seat's reaction times."""
    cards = tuple(rng.randint(0, 20) for _ in range(seats))
    reactions = tuple(
        tuple(rng.randint(250, 1400) for _ in range(rng.randint(0, 8))) for _ in range(seats)
    )
    ended = rng.choice(("all", "stop"))
    winners = tuple(s for s in range(seats) if cards[s] == max(cards))
    detail = (("ended", ended), ("pool", 0), ("reactions", reactions))
    return Outcome(tuple(float(c) for c in cards), winners, detail)
