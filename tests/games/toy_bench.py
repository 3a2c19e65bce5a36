"""The toy game's benchmark (tests/games/toy.py), as its descriptor names it: its two
levels against each other at two and three seats (``python -m app.bench toy``, with the
toy registered)."""

from __future__ import annotations

from app.bench.matches import lineup, matrix, table, timed
from app.core.rng import make_rng
from tests.games.toy import GAME, apply, new_game, outcome, view_for

__all__ = ["DEFAULT_COUNT", "play_game", "run", "table"]

SEATS = (2, 3)
PAIRS = (("high", "low"),)
DEFAULT_COUNT = 100
"""Games per match."""


def play_game(args: tuple[int, str, str, int]) -> tuple[bool, dict[str, list[float]]]:
    """One game of A among B players; whether A won, and the decision times."""
    number, a, b, seats = args
    a_seat, levels = lineup(number, a, b, seats)
    rng, times = make_rng("bench-moves", seats, number, a, b), {}
    state = new_game(f"bench-{seats}-{number}", {}, seats)
    while (ended := outcome(state)) is None:
        level = GAME.level(levels[state.turn])
        state = apply(state, timed(level, view_for(state, state.turn), rng, times))
    return a_seat in ended.winners, times


def run(games: int, workers: int = 2) -> dict:
    """All figures of the benchmark as a JSON-ready dict."""
    matches, decisions = matrix(play_game, games, workers, SEATS, PAIRS)
    return {"game": "toy", "decision_ms": decisions, "matches": matches}
