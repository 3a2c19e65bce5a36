"""Deal review (issue 23): each of a person's moves in a deal set against the best move
from their own view at that moment, in expected game points.

A move's value is its mean game points over worlds consistent with the view, scored as
the strong level scores them (random playouts while the talon is long, the exact solver
once it is closed or nearly used up; a marriage, the exchange or closing counts with its
best lead). The best move is the one with the highest value; a move's cost is how much
less it is worth. The same view and random numbers give the same verdict.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from random import Random

from app.ai.budget import Budget, Decision
from app.games.schnapsen import fast
from app.games.schnapsen.bots import Worlds, _check, _world_values, candidates
from app.games.schnapsen.model import Move

BUDGET = Budget(samples=120, seconds=0.3, chunk=4)
"""Worlds for one move's verdict (the UI adds its clock), at most a third of a second."""
WORTH_SAYING = 0.25
"""Game points a move must cost to be worth pointing out."""


@dataclass(frozen=True, slots=True)
class Verdict:
    """One move of a deal: what was played, the best move then, and the difference."""

    played: Move
    best: Move
    cost: float
    """Expected game points the played move gave away (0 for the best move)."""


def values(view: object, rng: Random, budget: Budget = BUDGET) -> Decision[dict[Move, float]]:
    """Each legal move's mean game-point value over worlds consistent with ``view``
    (every world, where few are left); yields between chunks of worlds."""
    v = _check(view)
    moves = candidates(v)
    worlds = Worlds(v)
    count = worlds.count()
    listed = worlds.every() if count is not None and count <= budget.samples else None
    out_of_time = budget.deadline()
    totals: list[list[float]] = []
    n = 0
    for n in range(1, (len(listed) if listed is not None else budget.samples) + 1):
        world = listed[n - 1] if listed is not None else worlds.sample(rng)
        row = [x if isinstance(x, list) else [x] for x in _world_values(world, moves, rng)]
        totals = totals or [[0.0] * len(arms) for arms in row]
        for total, arms in zip(totals, row, strict=True):
            for i, x in enumerate(arms):
                total[i] += x
        if n % budget.chunk == 0:
            yield
            if listed is None and out_of_time():
                break
    return {fast.to_move(m, v.seat): max(t) / n for m, t in zip(moves, totals, strict=True)}


def verdict(view: object, played: Move, rng: Random, budget: Budget = BUDGET) -> Decision[Verdict]:
    """``played`` against the best move from ``view``."""
    worth = yield from values(view, rng, budget)
    best = max(worth, key=lambda m: (worth[m], m == played))
    return Verdict(played, best, 0.0 if best == played else worth[best] - worth[played])


def costliest(verdicts: Sequence[Verdict], count: int = 3) -> list[int]:
    """The places (in ``verdicts``) of the up to ``count`` moves that cost the most,
    each at least :data:`WORTH_SAYING`, in the order they were played."""
    worst = sorted(range(len(verdicts)), key=lambda i: -verdicts[i].cost)[:count]
    return sorted(i for i in worst if verdicts[i].cost >= WORTH_SAYING)
