"""What the card-game benchmarks of several seats share: one A among B players at each
table size, win rates with 95 % Wilson intervals, decision times, the README table."""

from __future__ import annotations

import statistics
import time
from collections.abc import Callable, Sequence
from concurrent.futures import ProcessPoolExecutor
from dataclasses import replace
from random import Random
from typing import Any

from app.ai.budget import finish
from app.bench.schnapsen import wilson
from app.games.game import Level

Game = Callable[[tuple[int, str, str, int]], tuple[float, dict[str, list[float]]]]
"""One game ``(number, a, b, seats)``: A's share of the win and the decision times."""


def lineup(game: int, a: str, b: str, seats: int) -> tuple[int, list[str]]:
    """Game ``game``'s seating: A at ``game % seats``, B everywhere else."""
    a_seat = game % seats
    levels = [b] * seats
    levels[a_seat] = a
    return a_seat, levels


Played = Any  # Any: a move of whichever game the level plays (as app.games.game.Decide)


def timed(level: Level, view: object, rng: Random, times: dict[str, list[float]]) -> Played:
    """The level's move from ``view`` (its time budget on the process's CPU clock); the
    CPU time it took is noted under the level's name."""
    budget = replace(level.budget, clock=time.process_time)
    began = time.process_time()
    move = finish(level.decide(view, rng, budget))
    times.setdefault(level.name, []).append(time.process_time() - began)
    return move


def matrix(
    play_game: Game,
    games: int,
    workers: int,
    seats: Sequence[int],
    pairs: Sequence[tuple[str, str]],
) -> tuple[list[dict], dict[str, dict[str, float]]]:
    """Every pair at every table size over ``games`` games: the matches, and the median
    and 95th percentile of each timed kind of decision (ms)."""
    all_times: dict[str, list[float]] = {}
    matches = []
    with ProcessPoolExecutor(max_workers=workers) as pool:
        for n in seats:
            for a, b in pairs:
                wins = 0.0
                for won, times in pool.map(play_game, [(g, a, b, n) for g in range(games)]):
                    wins += won
                    for level, values in times.items():
                        all_times.setdefault(level, []).extend(values)
                matches.append(
                    {
                        "seats": n,
                        "a": a,
                        "b": b,
                        "games": games,
                        "fair_share": round(1 / n, 4),
                        "a_win_rate": round(wins / games, 4),
                        "ci95": list(wilson(wins, games)),
                    }
                )
    decisions = {
        level: {
            "median": round(statistics.median(values) * 1000, 2),
            "p95": round(sorted(values)[int(0.95 * (len(values) - 1))] * 1000, 2),
        }
        for level, values in sorted(all_times.items())
    }
    return matches, decisions


def table(report: dict) -> str:
    """The figures as Markdown tables (for the README)."""
    lines = ["| level | median decision (ms) | p95 (ms) |", "|---|---|---|"]
    for level, t in report["decision_ms"].items():
        lines.append(f"| {level} | {t['median']} | {t['p95']} |")
    lines += [
        "",
        "| seats | A vs B (one A) | games | fair share | A win rate | 95 % interval |",
        "|---|---|---|---|---|---|",
    ]
    for m in report["matches"]:
        low, high = m["ci95"]
        lines.append(
            f"| {m['seats']} | {m['a']} vs {m['b']} | {m['games']} | {m['fair_share']:.0%} "
            f"| {m['a_win_rate']:.1%} | {low:.1%}–{high:.1%} |"
        )
    return "\n".join(lines)
