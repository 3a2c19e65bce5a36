"""Deal review (issues 23 and 33): each of a person's moves in a deal set against the best
move from their own view at that moment, in expected game points.

The review judges with what the person knew then: worlds consistent with their view (their
hand, the cards seen, the suits the opponent showed void in), never the real hidden cards.
A move's value in one world is scored as the strong level scores it (random playouts while
the talon is long, the exact solver once it is closed or nearly used up; a marriage, the
exchange or closing counts with the one lead that is best over all worlds). Every move is
scored in the same worlds, so two moves are compared world by world.

A move is named a mistake only when the difference holds beyond the noise of the worlds:
the per-world differences between the better move and the played one must have a lower
one-sided 95 % confidence bound above :data:`WORTH_SAYING` (a one-sided paired t-test of
"it costs at most WORTH_SAYING"; Bonferroni-corrected for picking the best of the other
moves). Where every consistent world was scored (few unseen cards left), the values are
exact and the mean difference itself must exceed WORTH_SAYING.

A hint was the strong level's own search with its own worlds. So that the review never
contradicts it, the moment's hint (if the person asked for one) stands for the best move:
the hinted move is never named, and another move there is only weighed against the hint.
The same view and random numbers give the same verdict.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass
from random import Random
from statistics import NormalDist

from app.ai.budget import Budget, Decision
from app.games.schnapsen import fast
from app.games.schnapsen.bots import Worlds, candidates, seat_view, world_values
from app.games.schnapsen.model import Move

BUDGET = Budget(samples=300, seconds=0.3, chunk=4)
"""Worlds for one move's verdict (the UI adds its clock), at most 0.3 seconds."""
WORTH_SAYING = 0.25
"""Game points a move must surely cost to be worth pointing out."""
ALPHA = 0.05
"""The chance of naming a move that costs no more than WORTH_SAYING (before the
Bonferroni correction shares it out among the moves compared)."""


@dataclass(frozen=True, slots=True)
class Verdict:
    """One move of a deal: what was played, the better move then, and the difference."""

    played: Move
    best: Move
    cost: float
    """Expected game points the played move gave away (0 for the best move)."""
    mistake: bool = False
    """Whether the cost holds beyond the noise and is worth saying (see the module)."""


@dataclass(frozen=True, slots=True)
class Weights:
    """Each world's value of each arm (a move, or one lead after a marriage, the exchange
    or closing), and whether the worlds were every consistent one."""

    moves: tuple[Move, ...]
    owner: tuple[int, ...]
    """The move (its place in ``moves``) of each arm."""
    rows: tuple[tuple[float, ...], ...]
    """One row per world: the value of each arm."""
    exact: bool

    def arm(self, move: int) -> int:
        """The arm a move counts with: its best on average."""
        arms = [a for a, m in enumerate(self.owner) if m == move]
        return max(arms, key=lambda a: sum(row[a] for row in self.rows))

    def value(self, move: int) -> float:
        """A move's mean value."""
        a = self.arm(move)
        return sum(row[a] for row in self.rows) / len(self.rows)

    def differences(self, better: int, worse: int) -> list[float]:
        """Per world: how much more ``better`` is worth than ``worse``."""
        b, w = self.arm(better), self.arm(worse)
        return [row[b] - row[w] for row in self.rows]


def weigh(view: object, rng: Random, budget: Budget = BUDGET) -> Decision[Weights]:
    """Every legal move scored in the same worlds consistent with ``view`` (each world
    once, where few are left); yields between chunks of worlds."""
    v = seat_view(view)
    moves = candidates(v)
    worlds = Worlds(v)
    count = worlds.count()
    listed = worlds.every() if count is not None and count <= budget.samples else None
    out_of_time = budget.deadline()
    owner: list[int] = []
    rows: list[tuple[float, ...]] = []
    for n in range(1, (len(listed) if listed is not None else budget.samples) + 1):
        world = listed[n - 1] if listed is not None else worlds.sample(rng)
        flat: list[float] = []
        for i, x in enumerate(world_values(world, moves, rng)):
            arms = x if isinstance(x, list) else [x]
            flat += arms
            if n == 1:
                owner += [i] * len(arms)
        rows.append(tuple(flat))
        if n % budget.chunk == 0:
            yield
            if listed is None and out_of_time():
                break
    return Weights(
        tuple(fast.to_move(m, v.seat) for m in moves), tuple(owner), tuple(rows), listed is not None
    )


def verdict(
    view: object,
    played: Move,
    rng: Random,
    budget: Budget = BUDGET,
    hinted: Move | None = None,
) -> Decision[Verdict]:
    """``played`` against the best move from ``view``, or against ``hinted``, the move a
    hint gave at this moment (a hinted move played is never a mistake)."""
    if played == hinted:
        return Verdict(played, played, 0.0)
    weights = yield from weigh(view, rng, budget)
    return judge(weights, played, hinted)


def judge(w: Weights, played: Move, hinted: Move | None = None) -> Verdict:
    """``played`` against the best of ``w``'s moves (or ``hinted``), named a mistake only
    beyond the noise (see the module)."""
    if played == hinted:
        return Verdict(played, played, 0.0)
    mine = w.moves.index(played)
    if hinted in w.moves:
        best, rivals = w.moves.index(hinted), 1  # (chosen before looking: nothing to correct)
    else:
        worth = [w.value(i) for i in range(len(w.moves))]
        best = max(range(len(w.moves)), key=lambda i: (worth[i], i == mine))
        rivals = len(w.moves) - 1
    if best == mine:
        return Verdict(played, played, 0.0)
    diffs = w.differences(best, mine)
    cost = sum(diffs) / len(diffs)
    sure = cost if w.exact else lower_bound(diffs, ALPHA / rivals)
    return Verdict(played, w.moves[best], max(cost, 0.0), sure > WORTH_SAYING)


def lower_bound(diffs: Sequence[float], alpha: float) -> float:
    """The one-sided lower confidence bound (level ``1 - alpha``) of the mean of paired
    differences, by Student's t; minus infinity with fewer than two."""
    n = len(diffs)
    if n < 2:
        return -math.inf
    mean = sum(diffs) / n
    var = sum((d - mean) ** 2 for d in diffs) / (n - 1)
    return mean - t_quantile(1 - alpha, n - 1) * math.sqrt(var / n)


def t_quantile(p: float, df: int) -> float:
    """Student's t quantile, by the Cornish–Fisher expansion around the normal one
    (Abramowitz & Stegun 26.7.5; within 3 % at 3 degrees of freedom, 0.1 % from 7)."""
    z = NormalDist().inv_cdf(p)
    z2 = z * z
    g1 = (z2 + 1) * z / 4
    g2 = ((5 * z2 + 16) * z2 + 3) * z / 96
    g3 = (((3 * z2 + 19) * z2 + 17) * z2 - 15) * z / 384
    g4 = ((((79 * z2 + 776) * z2 + 1482) * z2 - 1920) * z2 - 945) * z / 92160
    return z + g1 / df + g2 / df**2 + g3 / df**3 + g4 / df**4


def costliest(verdicts: Sequence[Verdict], count: int = 3) -> list[int]:
    """The places (in ``verdicts``) of the up to ``count`` mistakes that cost the most,
    in the order they were played."""
    named = [i for i, v in enumerate(verdicts) if v.mistake]
    return sorted(sorted(named, key=lambda i: -verdicts[i].cost)[:count])
