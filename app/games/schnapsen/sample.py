"""A plausible finished Bummerl's outcome, for the record book's benchmark
(:mod:`app.bench.records`): shaped as :func:`app.games.schnapsen.rules.outcome` makes it."""

from __future__ import annotations

from random import Random

from app.core.contract import Outcome

REASONS = ("66", "closed", "last-trick", "closer-failed", "wrong-claim")


def outcome(seats: int, rng: Random) -> Outcome:
    """A Bummerl to 7 won by either player, its deals and whether it was a Schneider."""
    win = rng.randrange(2)
    loser = 0 if rng.random() < 0.15 else rng.randint(1, 6)
    scores = (7.0, float(loser)) if win == 0 else (float(loser), 7.0)
    deals = tuple(
        (rng.randrange(2), rng.randint(1, 3), rng.choice(REASONS)) for _ in range(rng.randint(3, 9))
    )
    return Outcome(scores, (win,), (("deals", deals), ("schneider_bummerl", loser == 0)))
