"""After a round of Snorkeling: each pile's top card and the running totals; once someone
is alone at the top with the target reached, the podium."""

from __future__ import annotations

from typing import Protocol

import flet as ft

from app.games.snorkeling.model import Move
from app.games.snorkeling.view import View
from app.ui.components.podium import podium
from app.ui.components.scoreboard import score_header, score_line
from app.ui.table.port import Played, Sees, Words
from app.ui.widgets import tagged


class Telling(Words, Sees[View], Played[View, Move], Protocol):
    """What a round's result uses of the port: words, which result is the last, the
    game's outcome."""


def round_result(port: Telling, v: View, index: int) -> list[ft.Control]:
    """Round ``index`` (0-based) is over: who got the Beach, scores, totals, maybe the end."""
    t = port.t
    names = [port.name(s) for s in range(v.seats)]
    scores = v.results[index]
    totals = [sum(r[s] for r in v.results[: index + 1]) for s in range(v.seats)]
    final = port.is_last(index)
    beach = v.beaches[index]
    if beach is None:
        reason = t("sk-calm-sea")
    else:
        reason = port.about(beach, "sk-beach-went")
    lines: list[ft.Control] = [
        tagged(
            "round-result",
            ft.Text(
                t("sk-game-over") if final else t("sk-round-over", number=index + 1),
                size=26,
                weight=ft.FontWeight.BOLD,
            ),
        ),
        ft.Text(reason, size=16),
    ]
    outcome = port.outcome()
    if final and outcome is not None:
        winner = port.about(outcome.winners[0], "sk-winner")
        lines += [
            tagged(
                "winner",
                ft.Text(winner, size=22, weight=ft.FontWeight.BOLD, color=ft.Colors.PRIMARY),
            ),
            podium(list(zip(names, totals, strict=True)), lambda n: t("sk-points", count=n)),
            ft.Divider(),
        ]
    lines.append(score_header(t("sk-this-round"), t("sk-total"), 110))
    for seat in sorted(range(v.seats), key=lambda s: (-totals[s], s)):
        points = f"{t(f'sk-value-{scores[seat]}')} +{scores[seat]}"
        lines.append(score_line(seat, names[seat], points, totals[seat], 110))
    return lines
