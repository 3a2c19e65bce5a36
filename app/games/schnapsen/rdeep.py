"""rdeep: a reference opponent for the benchmark, built from its published description.

rdeep is the perfect-information Monte Carlo bot of the university Schnapsen course
platform, the best-known open research bot for the game. As described: for each legal
move, sample N worlds consistent with the player's view (the unseen cards dealt at
random), play the move in each, go on with both players choosing uniformly random legal
moves for at most D further tricks, and score the position reached by the player's share
of the points taken so far (own points ÷ both players' points, card points and marriages
once credited by a trick); play the move with the best mean, ties broken at random.

Its game has no closing of the talon: rdeep never closes, and neither does its random
play. It exchanges the trump Jack and announces marriages only when its sampling or the
random play picks them. Choices where the description is silent: a position with no
points yet scores one half; a deal that ends within the D tricks is scored the same way,
by the points share at its end; a claim (the manual-claim option) is not a move of its
game either, so it never claims (the benchmark plays the default automatic claim).

Not a level of the app: ``python -m app.bench schnapsen`` plays it as ``rdeep(N,D)``.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from random import Random

from app.ai.budget import Decision
from app.games.schnapsen import fast
from app.games.schnapsen.bots import Worlds, candidates, seat_view
from app.games.schnapsen.model import Move
from app.games.schnapsen.view import View

NAME = re.compile(r"rdeep\((\d+),\s*(\d+)\)")
"""How the benchmark names it: ``rdeep(N,D)``."""
BARRED = (fast.CLOSE, fast.CLAIM)
"""Moves rdeep's game does not have."""


def share(s: list, seat: int) -> float:
    """The seat's share of both players' points (one half before anyone has any)."""
    mine, theirs = fast.score(s, seat), fast.score(s, 1 - seat)
    return mine / (mine + theirs) if mine + theirs else 0.5


def moves_of(s: list) -> list[int]:
    """The legal moves rdeep's game knows (no close, no claim)."""
    return [m for m in fast.legal(s) if m not in BARRED]


def random_tricks(s: list, tricks: int, rng: Random) -> None:
    """Play uniformly random moves on ``s``, in place, until ``tricks`` more tricks are
    done or the deal ends (a finished deal keeps its points: :func:`fast.play`)."""
    r = rng.random
    done = 0
    while done < tricks:
        moves = moves_of(s)
        closes_trick = s[fast.LEAD] >= 0
        if fast.play(s, moves[int(r() * len(moves))]) is not None:
            break
        done += closes_trick


def rdeep(samples: int, depth: int) -> Callable[[View, Random], Decision[Move]]:
    """rdeep with ``samples`` worlds per move and ``depth`` tricks of random play."""

    def decide(view: View, rng: Random) -> Decision[Move]:
        view = seat_view(view)
        moves = [m for m in candidates(view) if m not in BARRED]
        sample = Worlds(view, inference=False).sample
        means = []
        for move in moves:
            total = 0.0
            for _ in range(samples):
                after = sample(rng)  # (a world of its own: played in place)
                if fast.play(after, move) is None:
                    random_tricks(after, depth, rng)
                total += share(after, view.seat)
            means.append(total / samples)
            yield
        best = max(means)
        tied = [m for m, v in zip(moves, means, strict=True) if v == best]
        return fast.to_move(tied[int(rng.random() * len(tied))], view.seat)

    return decide


def parse(name: str) -> tuple[int, int] | None:
    """``(N, D)`` of a benchmark name such as ``rdeep(16,4)``; None for another name."""
    found = NAME.fullmatch(name.replace(" ", ""))
    return (int(found.group(1)), int(found.group(2))) if found else None
