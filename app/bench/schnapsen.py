"""Schnapsen benchmark: simulator speed, decision times, and matches between levels and
against the published research bot rdeep (:mod:`app.games.schnapsen.rdeep`).

Each match plays N deals twice, the second time with the seats swapped, so the luck
of the cards cancels out; win rates carry a 95 % Wilson interval. Decision times are
CPU time of the process playing the deal (a level's time budget runs on that clock too).

rdeep as built here lands near the figures measured for the original outside this
project (strong won 66.5 % of 400 deals against rdeep(16,4), 59.0 % of 200 against
rdeep(64,8)): strong won 70.5 % (67.3–73.6 %) of 800 and 66.5 % (61.7–71.0 %) of 400.

Notes on the strong level (strong vs normal, 300 seat-swapped pairs each, seeds
1000–1299, 0.12 s; one standard error is about 2 % of deals won):

- kept: exact alpha-beta per world once one face-down card is left (vs solving only
  closed talons); close, exchange and marriages valued with one lead committed for all
  worlds; a close must gain 0.3 game points (deals won against random play: 88 → 90–91 %
  over two seed ranges); inferred voids after closing; each distinct world once when
  the talon order cannot matter; stopping early when the best move is clear (same
  strength, lower median time); perfect endgame play that leaves the opponent the most
  ways to go wrong among equally good moves.
- dropped: "guided" heuristic playouts (no better than random ones); two playouts per
  world and move (56.3 % vs 56.5 %); random playouts that end in an exact solve of the
  rest once no card can be drawn (61 % vs 64 %); solving exactly from three face-down
  cards on (60 % vs 64 %, too few worlds in the time); "sensible" playouts that always
  marry, exchange and never close (58 % vs 64 %); more time (0.3 s: 64.7 % vs 64.5 %).
"""

from __future__ import annotations

import asyncio
import itertools
import math
import statistics
import time
from collections.abc import Callable
from concurrent.futures import ProcessPoolExecutor
from dataclasses import replace
from random import Random

from app.ai.budget import Decision, done, finish
from app.core.rng import choice, make_rng
from app.games.schnapsen import GAME, fast, rdeep
from app.games.schnapsen.bots import candidates
from app.games.schnapsen.model import Move, Options
from app.games.schnapsen.review import BUDGET as REVIEW
from app.games.schnapsen.review import verdict
from app.games.schnapsen.rules import apply, deal, to_act
from app.games.schnapsen.view import View, view_for
from app.ui.session import GameSession, Seat

DEFAULT_COUNT = 400
"""Seat-swapped deal pairs per match."""
MATCHES = (
    ("strong", "random"),
    ("strong", "easy"),
    ("strong", "normal"),
    ("normal", "easy"),
    ("rdeep(16,4)", "random"),
    ("strong", "rdeep(16,4)"),
    ("strong", "rdeep(64,8)"),
)
"""Each match by its players' names: a level, ``random``, or the reference opponent
``rdeep(N,D)`` (:mod:`app.games.schnapsen.rdeep`)."""

Player = Callable[[View, Random], Decision[Move]]


def player(name: str) -> Player:
    """The decision of a player named in a match; a level thinks within its budget on
    this process's CPU clock."""
    if name == "random":
        return lambda view, rng: done(choice(candidate_moves(view), rng))
    if sizes := rdeep.parse(name):
        return rdeep.rdeep(*sizes)
    level = GAME.level(name)
    budget = replace(level.budget, clock=time.process_time)
    return lambda view, rng: level.decide(view, rng, budget)


def candidate_moves(view: View) -> list[Move]:
    """The legal moves of the seat whose view it is."""
    return [fast.to_move(m, view.seat) for m in candidates(view)]


def playouts_per_second(seconds: float = 3.0) -> float:
    """Random full deals per second through the fast simulator, dealing included."""
    rng = make_rng("bench-playouts")
    r = rng.random
    start = fast.from_state(deal("bench", Options(), 0, 0, (), (7, 7)))
    cards = list(range(20))
    count, began = 0, time.perf_counter()
    while time.perf_counter() - began < seconds:
        for _ in range(100):
            for i in range(19, 0, -1):  # Fisher–Yates from rng.random() only
                j = int(r() * (i + 1))
                cards[i], cards[j] = cards[j], cards[i]
            s = start.copy()
            s[fast.H0] = sum(1 << c for c in cards[0:5])
            s[fast.H1] = sum(1 << c for c in cards[5:10])
            s[fast.UP], s[fast.TALON] = cards[10], tuple(cards[11:])
            s[fast.TRUMP] = fast.SUIT_OF[cards[10]]
            fast.random_deal(s, rng)
        count += 100
    return count / (time.perf_counter() - began)


def play_deal(seed: int, players: tuple[str, str]) -> tuple[int, int, dict[str, list[float]]]:
    """One deal between two players (seat 0 deals); returns winner, game points and each
    player's decision times (CPU seconds; random play is not timed)."""
    state = deal(f"bench-{seed}", Options(), 0, 0, (), (7, 7))
    rng = make_rng("bench-moves", seed, *players)
    decide = [player(name) for name in players]
    times: dict[str, list[float]] = {}
    while not state.results:
        seat = to_act(state)[0]
        began = time.process_time()
        move = finish(decide[seat](view_for(state, seat), rng))
        if players[seat] != "random":
            times.setdefault(players[seat], []).append(time.process_time() - began)
        state = apply(state, move)
    result = state.results[0]
    return result.winner, result.game_points, times


def _pair(args: tuple[int, str, str]) -> tuple[list[float], dict[str, list[float]]]:
    seed, a, b = args
    scores: list[float] = []
    times: dict[str, list[float]] = {}
    for seats, a_seat in (((a, b), 0), ((b, a), 1)):
        winner, points, t = play_deal(seed, seats)
        scores.append(points if winner == a_seat else -points)
        for level, values in t.items():
            times.setdefault(level, []).extend(values)
    return scores, times


def wilson(wins: float, n: int) -> tuple[float, float]:
    """95 % Wilson score interval of a win rate (``wins`` may count shares of a win)."""
    if n == 0:
        return (0.0, 1.0)
    z, p = 1.96, wins / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return (round(centre - half, 4), round(centre + half, 4))


def hint_times(count: int = 200) -> list[float]:
    """Seconds per hint as the table asks for one (issue 23): the strong level's move from
    the person's view, with the app's clock, at each of the person's first ``count`` turns
    in deals against the easy computer (the person playing the hinted move)."""

    async def hints() -> list[float]:
        times: list[float] = []
        strong = GAME.level("strong")
        for n in itertools.count():
            seats = (Seat("Anna"), Seat(bot="easy"))
            session = GameSession.start("schnapsen", {}, f"bench-hint-{n}", seats, "")
            while not session.view(0).results and len(times) < count:
                seat = session.actors()[0]
                if seat == 0:
                    began = time.perf_counter()
                    move = await session.think(0, time.perf_counter, strong)
                    times.append(time.perf_counter() - began)
                else:
                    move = await session.think(1, time.perf_counter)
                session.play(move)
            if len(times) >= count:
                return times
        return times

    return asyncio.run(hints())


def review_times(deals: int = 20) -> list[float]:
    """Seconds per full deal review (issue 23): every move of the person's in a deal
    against the computer at the normal level, weighed with the app's clock and budget."""
    times = []
    for n in range(deals):
        seats = (Seat("Anna"), Seat(bot="normal"))
        session = GameSession.start("schnapsen", {}, f"bench-review-{n}", seats, "")
        while not session.view(0).results:
            seat = session.actors()[0]
            session.play(asyncio.run(session.think(seat, time.perf_counter, GAME.level("normal"))))
        began = time.perf_counter()
        budget = replace(REVIEW, clock=time.perf_counter)
        for i, (view, move, hinted) in enumerate(session.decisions(0, 0)):
            finish(verdict(view, move, make_rng("bench-review", n, i), budget, hinted))
        times.append(time.perf_counter() - began)
    return times


def spread(values: list[float]) -> dict[str, float]:
    """Median and 95th percentile, in milliseconds."""
    return {
        "median": round(statistics.median(values) * 1000, 2),
        "p95": round(sorted(values)[int(0.95 * (len(values) - 1))] * 1000, 2),
    }


def run(deals: int, workers: int = 2) -> dict:
    """All figures of the benchmark as a JSON-ready dict."""
    report: dict = {"game": "schnapsen", "playouts_per_s": round(playouts_per_second(), 1)}
    report["hint_ms"] = spread(hint_times())
    report["review_ms"] = spread(review_times())
    all_times: dict[str, list[float]] = {}
    matches = []
    with ProcessPoolExecutor(max_workers=workers) as pool:
        for a, b in MATCHES:
            scores: list[float] = []
            for pair_scores, times in pool.map(_pair, [(i, a, b) for i in range(deals)]):
                scores += pair_scores
                for level, values in times.items():
                    all_times.setdefault(level, []).extend(values)
            wins = sum(1 for s in scores if s > 0)
            matches.append(
                {
                    "a": a,
                    "b": b,
                    "deals": len(scores),
                    "a_deal_win_rate": round(wins / len(scores), 4),
                    "ci95": list(wilson(wins, len(scores))),
                    "a_game_points_per_deal": round(statistics.fmean(scores), 3),
                }
            )
    report["decision_ms"] = {level: spread(values) for level, values in sorted(all_times.items())}
    report["matches"] = matches
    return report


def table(report: dict) -> str:
    """The figures as a Markdown table (for the README)."""
    lines = [
        f"Random full deals per second (fast simulator, one core): {report['playouts_per_s']:,.0f}",
        "",
        "| level | median decision (ms) | p95 (ms) |",
        "|---|---|---|",
    ]
    for level, t in report["decision_ms"].items():
        lines.append(f"| {level} | {t['median']} | {t['p95']} |")
    hint, review = report["hint_ms"], report["review_ms"]
    lines.append(f"| hint (strong, from the person's view) | {hint['median']} | {hint['p95']} |")
    lines.append(f"| review of a whole deal | {review['median']} | {review['p95']} |")
    lines += [
        "",
        "| match | deals | A deal win rate | 95 % interval | A game points per deal |",
        "|---|---|---|---|---|",
    ]
    for m in report["matches"]:
        low, high = m["ci95"]
        lines.append(
            f"| {m['a']} vs {m['b']} | {m['deals']} | {m['a_deal_win_rate']:.1%} "
            f"| {low:.1%}–{high:.1%} | {m['a_game_points_per_deal']:+.2f} |"
        )
    return "\n".join(lines)
