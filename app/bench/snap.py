"""Snap benchmark: who wins the race for the piles, level against level, at 2, 4 and 6
seats, and decision times.

A match "A vs B at n seats" puts one A among n - 1 B players (game g seats A at
``g % n``); a win shared by k counts 1/k. Time is the table's, simulated, and the
referee (:mod:`app.games.snap.referee`) runs it as it runs the app's table, with the
default options: the next card is turned an interval (the tempo "normal") after the
table last changed (:func:`~app.games.snap.referee.deadlines`). After each change of
the table every seat decides from its view; a seat that calls draws its reaction time
(:func:`~app.games.snap.bots.delay`) and calls at that moment, stamped with it, unless
the next card is turned first. The calls that tie the first come before the verdict
(:func:`~app.games.snap.referee.ties`) and are judged together when the tie window
closes; a tie freezes the table for the referee's ``FREEZE``. The game ends when one
player holds every card or when the default time limit is up, the most cards winning.
"""

from __future__ import annotations

from random import Random

from app.bench.matches import lineup, matrix, table, timed
from app.core.rng import make_rng
from app.games.snap import GAME
from app.games.snap.bots import delay
from app.games.snap.model import Call, Resume, State, Stop, Turn
from app.games.snap.referee import (
    FREEZE,
    TABLE,
    deadlines,
    settler,
    ties,
    time_up,
    verdict_at,
)
from app.games.snap.rules import apply, error, new_game, outcome
from app.games.snap.view import view_for

__all__ = ["DEFAULT_COUNT", "play_game", "run", "table"]

SEATS = (2, 4, 6)
PAIRS = (("strong", "normal"), ("strong", "easy"), ("normal", "easy"))
DEFAULT_COUNT = 300
"""Games per match."""


def calls(
    state: State, levels: list[str], now: float, rng: Random, times: dict[str, list[float]]
) -> list[tuple[float, Call]]:
    """Every seat's call on the table as it stands, at the time it would come."""
    out = []
    for seat, name in enumerate(levels):
        move = timed(GAME.level(name), view_for(state, seat), rng, times)
        if move is not None:
            out.append((now + delay(name, rng), move))
    return sorted(out, key=lambda c: (c[0], c[1].seat))


def race(state: State, coming: list[tuple[float, Call]]) -> tuple[State, float]:
    """The calls that tie the first, stamped and judged when the tie window closes; the
    table's time after the verdict (and a tie's freeze)."""
    first = coming[0][0]
    for at, move in coming:
        if ties(first, at):
            stamped = Call(move.seat, move.pile, round(at * 1000))
            if error(state, stamped) is None:
                state = apply(state, stamped)
    now = verdict_at(first)
    if state.pending:
        state = apply(state, settler(state.pending))
    if state.frozen:
        state, now = apply(state, Resume(TABLE)), now + FREEZE
    return state, now


def play_game(args: tuple[int, str, str, int]) -> tuple[float, dict[str, list[float]]]:
    """One game of A among B players; A's share of the win and the decision times."""
    game, a, b, seats = args
    a_seat, levels = lineup(game, a, b, seats)
    state = new_game(f"bench-{seats}-{game}", {}, seats)
    rng = make_rng("bench-snap", seats, game, a, b)
    times: dict[str, list[float]] = {}
    now = 0.0
    due = deadlines(state, now)
    while outcome(state) is None:
        if time_up(state.options, now):
            state = apply(state, Stop(TABLE))
            break
        coming = calls(state, levels, now, rng, times)
        if coming and coming[0][0] < due.turn:
            state, now = race(state, coming)
        else:
            now = max(now, due.turn)
            move = Turn(state.turn)
            if error(state, move) is not None:
                due = deadlines(state, now)  # nothing turned: the next try an interval on
                continue
            state = apply(state, move)
        due = deadlines(state, now, due)
    result = outcome(state)
    assert result is not None
    return (1 / len(result.winners) if a_seat in result.winners else 0.0), times


def run(games: int, workers: int = 2) -> dict:
    """All figures of the benchmark as a JSON-ready dict."""
    matches, decisions = matrix(play_game, games, workers, SEATS, PAIRS)
    return {"game": "snap", "decision_ms": decisions, "matches": matches}
