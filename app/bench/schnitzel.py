"""Schnitzel benchmark: win rates between the levels at 2, 4 and 6 seats, and decision
times.

A match "A vs B at n seats" puts one A among n - 1 B players; game g seats A at
``g % n``, so every seat gets its share. A wins its fair share 1/n by chance; a shared
win counts 1/k, and the rate carries a 95 % Wilson interval. Every game is played with
the default rules: matching windows on (3 s), no children's rule.

Windows as in the app, without the clock: whenever several seats may act (the start
look; a window; a drawn card or an ability others may Nope), the seats in ``to_act``
are asked one at a time in a fixed rotating order (from seat ``moves % n`` on, ``moves``
the moves made so far), and the first asked makes its move: a seat that claims (a match
or a Nope) before the others pass wins the race, a pass marks that seat as passed, as a
person's pass or the window's time would. Decision times are the deciding process's
CPU time (``time.process_time``), so other load on the machine does not change the
games; "own turn" times count only the decisions of the seat whose turn it is (draw,
hold, ability, call), where the strong level searches.

NOTES
"""

from __future__ import annotations

from app.bench.matches import lineup, matrix, table, timed
from app.core.rng import make_rng
from app.games.schnitzel import GAME
from app.games.schnitzel.model import LOOK, WINDOW
from app.games.schnitzel.rules import apply, new_game, outcome, to_act
from app.games.schnitzel.view import view_for

__all__ = ["DEFAULT_COUNT", "play_game", "run", "table"]

SEATS = (2, 4, 6)
PAIRS = (("strong", "normal"), ("strong", "easy"), ("normal", "easy"))
DEFAULT_COUNT = 300
"""Games per match."""


def actor(acting: tuple[int, ...], moves: int, seats: int) -> int:
    """The seat asked first among ``acting``: the rotating order starts at ``moves % seats``."""
    start = moves % seats
    return min(acting, key=lambda s: (s - start) % seats)


def play_game(args: tuple[int, str, str, int]) -> tuple[float, dict[str, list[float]]]:
    """One game of A among B players; returns A's share of the win and the decision
    times per level (``"<level>"`` every decision, ``"<level> turn"`` its own turn's)."""
    game, a, b, seats = args
    a_seat, levels = lineup(game, a, b, seats)
    state = new_game(f"bench-{seats}-{game}", {}, seats)
    rng = make_rng("bench-moves", seats, game, a, b)
    times: dict[str, list[float]] = {}
    moves = 0
    while outcome(state) is None:
        seat = actor(to_act(state), moves, seats)
        level = GAME.level(levels[seat])
        move = timed(level, view_for(state, seat), rng, times)
        if seat == state.turn and state.phase not in (LOOK, WINDOW):
            times.setdefault(f"{level.name} turn", []).append(times[level.name][-1])
        state = apply(state, move)
        moves += 1
    result = outcome(state)
    assert result is not None
    return (1 / len(result.winners) if a_seat in result.winners else 0.0), times


def run(games: int, workers: int = 2) -> dict:
    """All figures of the benchmark as a JSON-ready dict."""
    matches, decisions = matrix(play_game, games, workers, SEATS, PAIRS)
    return {"game": "schnitzel", "decision_ms": decisions, "matches": matches}
