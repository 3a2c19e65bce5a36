"""After a round of Snorkeling: each pile's top card and the running totals; once someone
is alone at the top with the target reached, the podium."""

from __future__ import annotations

from typing import TYPE_CHECKING

import flet as ft

from app.games.snorkeling.view import View
from app.ui.components.podium import podium
from app.ui.components.scoreboard import score_header, score_line
from app.ui.widgets import tagged

if TYPE_CHECKING:
    from app.ui.screens.snorkeling.table import SnorkelingBoard


def round_result(board: SnorkelingBoard, v: View, index: int) -> list[ft.Control]:
    """Round ``index`` (0-based) is over: who got the Beach, scores, totals, maybe the end."""
    t = board.t
    names = [board.name(s) for s in range(v.seats)]
    scores = v.results[index]
    totals = [sum(r[s] for r in v.results[: index + 1]) for s in range(v.seats)]
    final = board.table.is_last(index)
    beach = v.beaches[index]
    if beach is None:
        reason = t("sk-calm-sea")
    else:
        reason = board.about(beach, "sk-beach-went")
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
    if final:
        winner = board.about(board.session.outcome().winners[0], "sk-winner")
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
