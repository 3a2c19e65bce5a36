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


def pimc_worlds(
    moves: Sequence[M],
    sample: Callable[[Random], W],
    values: Callable[[W, Sequence[M], Random], Sequence[float | list[float]]],
    budget: Budget,
    rng: Random,
    clear_after: int = 0,
    z: float = 3.0,
) -> Decision[M]:
    """Like :func:`pimc`, but ``values`` scores all moves of one world at once.

    That lets a world share work between its moves (e.g. a transposition table). A
    move's value may also be a list: the values of the choices the same player makes
    next, with no more knowledge than now (e.g. the lead after announcing a marriage).
    Each choice is kept as an arm of its own and the move counts with its best arm, so
    the search commits to one choice for all worlds.

    With ``clear_after`` > 0 the search also stops, once that many worlds are scored,
    as soon as the best arm leads every arm of every other move by more than ``z``
    standard errors of the paired difference: an obvious choice takes little time.
    """
    if len(moves) == 1:
        return moves[0]
    owner: list[int] = []  # the move of each arm
    total: list[float] = []
    cross: list[list[float]] = []  # sums of products of arm values, for the paired spread
    out_of_time = budget.deadline()
    n = 0
    for n in range(1, budget.samples + 1):
        world = sample(rng)
        flat: list[float] = []
        for i, v in enumerate(values(world, moves, rng)):
            if isinstance(v, list):
                flat += v
                if n == 1:
                    owner += [i] * len(v)
            else:
                flat.append(v)
                if n == 1:
                    owner.append(i)
        if n == 1:
            total = [0.0] * len(flat)
            cross = [[0.0] * len(flat) for _ in flat]
        for a, x in enumerate(flat):
            total[a] += x
            if clear_after:
                row = cross[a]
                for b in range(a, len(flat)):
                    row[b] += x * flat[b]
        if n % budget.chunk == 0:
            yield
            if out_of_time() or (
                clear_after and n >= clear_after and _clear(owner, total, cross, n, z)
            ):
                break
    best = max(range(len(total)), key=lambda a: (total[a], -owner[a]))
    return moves[owner[best]]


def _clear(
    owner: list[int], total: list[float], cross: list[list[float]], n: int, z: float
) -> bool:
    """True if the best arm beats every arm of the other moves by ``z`` standard errors."""
    best = max(range(len(total)), key=lambda a: total[a])
    for a in range(len(total)):
        if owner[a] == owner[best]:
            continue
        lo, hi = min(a, best), max(a, best)
        mean = (total[best] - total[a]) / n
        square = cross[best][best] + cross[a][a] - 2 * cross[lo][hi]
        var = max(square / n - mean * mean, 0.0) * n / max(n - 1, 1)
        if mean <= 0 or mean * mean * n <= z * z * var:
            return False
    return True
