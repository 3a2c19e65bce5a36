"""Schnitzel benchmark: win rates between the levels at 2, 4 and 6 seats, and decision
times.

A match "A vs B at n seats" puts one A among n - 1 B players; game g seats A at
``g % n``, so every seat gets its share. A wins its fair share 1/n by chance; a shared
win counts 1/k, and the rate carries a 95 % Wilson interval. Every game is played with
the default rules: matching windows on (3 s), no children's rule.

Windows as in the app, without the clock: the window's time
(:mod:`app.games.schnitzel.referee`) only ever passes for people, and here every seat is
a computer, which passes or claims by itself. Whenever several seats may act (the start
look; a window; a drawn card or an ability others may Nope), the seats in ``to_act``
are asked one at a time in a fixed rotating order (from seat ``moves % n`` on, ``moves``
the moves made so far), and the first asked makes its move: a seat that claims (a match
or a Nope) before the others pass wins the race, a pass marks that seat as passed, as a
person's pass or the window's time would. Decision times are the deciding process's
CPU time (``time.process_time``), so other load on the machine does not change the
games; "own turn" times count only the decisions of the seat whose turn it is (draw,
hold, ability, call), where the strong level searches.

Notes on the levels (matches of 300–800 games on seeds other than the benchmark's;
one run of 300 games is ±5 points, of 800 ±3):

- The game is short and lucky. Between normal players a game lasts about five turns
  (4 seats: a first call after 4.7 turns, one turn or two each); the caller wins 69 % of
  two-player games and 41 % at 4 seats. Normal's own rules are on a plateau: calling with
  a lead of 0, 1.5, 3 or 5 points, with no or two cards unknown, or counting an
  opponent's card its owner knows as 2.5, 3.5 or 4.5 all won 25–27 % against three
  normals (4,000 games each).
- normal against easy (2 seats): with a slip one time in five, 65.1 % over 2,000 games
  but 58.5 % on the benchmark's seeds 0–299; a slip one time in three (``SLIP``) made it
  66.6 % of 2,000 and 62.3 % of those 300. Easy that remembers everything still loses
  45 % to 55 %; without slips 38 %.
- strong at 2 seats: 59–63 % against normal in every run (60.4 % of 800 on seeds
  3000–3799); 96 worlds or 128 instead of 48 changed nothing measurable (58.4 %,
  63.5 %). At 4 seats against three normals: 30–34 % in every setting tried, about
  33 % on average, below the target of 37.5 %.
- What limits it is what it knows. With the real cards of the opponents' slots that
  their owners know (a peek at the state, for the experiment only) the same search won
  38.3 % at 4 seats, with every opponent card 41.8 %; 400 worlds a decision instead of
  48 won 33.0 %. A uniform deal of the unseen cards puts about one point too much into
  an opponent's card that its owner knows (owners keep their low cards), the lower of
  two unseen cards one point too little: half of each (``LOW``) is about right; the
  settings 1, 2 and 3 draws won 30.2 %, 30.8 % and 32.4 % (300 games each). Rejecting
  worlds in which an opponent who has not called would have called by the normal rule
  (or a caller would not lead) won 33.7 % against 32.4 % without (800 games): not kept.
- The search itself is sound on average: at the normal level's calls, the worlds'
  value of calling and of not calling matched the value of the real positions played
  out (0.21 / 0.25 predicted, 0.22 / 0.27 real, 129 positions). But where the worlds
  favoured the call by a little, the real call did worse (0.14 against 0.17): noise
  picks the call. A bonus for the normal level's move (0.03–0.25 of a win) or for
  ending a turn without a call (0.05) did not help beyond the noise (30–36 %), nor
  did searching every decision but the call (27 % and 35.6 % in two runs).
  Playouts count 0.02 of a win per point of lead (up to 10) so that worlds where the
  result was never close differ; 0.002 or 0.005 won the same.
- Per phase (4 seats, 120 games, each deviation from the normal level's move played out
  in the real position against the normal move): putting a drawn card the normal level
  would discard, taking into another slot, and not calling where normal would all
  gained; drawing instead of taking, a call normal would not make and a Nope against a
  drawn card lost a little. The gain is spread thin over many decisions.
- Reading the opponents' behaviour (2026-12-03, 800 games at 4 seats on seeds
  5000–5799, one experiment each): a bound on every card an opponent knows, from what
  it gave up while knowing it (a drawn card it discarded, a card it replaced; a card it
  put counted lower than the one it replaced), dealt into the worlds instead of ``LOW``,
  won 34.1 % against 34.0 % without. The bounds are loose (7.5 points on average, 8 %
  of them wrong against the normal level): discards are high cards. The same search
  given the real owner-known cards (a peek, for the experiment only) won 38.6 %: the
  target of 37.5 % lies about where perfect reading would take it. A larger ``LEAD``
  (0.05, 0.1, 0.2, 0.4) won 35.8–36.2 % on those seeds and 34.4 % against 33.0 % on
  seeds 7000–7799, but 56.8 % against 57.8 % at 2 seats: within the noise, not kept.
  Wrong claims on purpose when the top discard is below zero (the penalty card lowers
  the row) are possible about once in two games; offered to the search, 33.9 %.
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
