"""Perfect-information Monte Carlo: sample worlds consistent with what a seat knows,
score every candidate move in each, and pick the best average."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from random import Random
from typing import TypeVar

from app.ai.budget import Budget, Decision

M = TypeVar("M")
W = TypeVar("W")


def pimc(
    moves: Sequence[M],
    sample: Callable[[Random], W],
    value: Callable[[W, M, Random], float],
    budget: Budget,
    rng: Random,
) -> Decision[M]:
    """The move with the best mean ``value`` over sampled worlds (ties: the earlier move).

    Each world is scored for every move, so the comparison is paired. The search stops
    after ``budget.samples`` worlds or when the time budget runs out, whichever is first,
    yielding every ``budget.chunk`` worlds.
    """
    if len(moves) == 1:
        return moves[0]
    totals = [0.0] * len(moves)
    out_of_time = budget.deadline()
    for n in range(1, budget.samples + 1):
        world = sample(rng)
        for i, move in enumerate(moves):
            totals[i] += value(world, move, rng)
        if n % budget.chunk == 0:
            yield
            if out_of_time():
                break
    best = max(range(len(moves)), key=lambda i: (totals[i], -i))
    return moves[best]
