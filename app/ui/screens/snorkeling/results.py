"""After a round of Snorkeling: each pile's top card and the running totals; once someone
is alone at the top with the target reached, the podium."""

from __future__ import annotations

from typing import TYPE_CHECKING

import flet as ft

from app.ui.components.podium import podium
from app.ui.components.scoreboard import round_end_view, score_header, score_line
from app.ui.widgets import tagged

if TYPE_CHECKING:
    from app.ui.screens.snorkeling.table import Table

ROUTE = "/play/snorkeling"


def result_view(table: Table, index: int) -> ft.View:
    """Round ``index`` (0-based) is over: who got the Beach, scores, totals, maybe the end."""
    session = table.session
    state = session.state
    t = table.t
    names = [table.name(s) for s in range(state.seats)]
    scores = state.results[index]
    totals = [sum(r[s] for r in state.results[: index + 1]) for s in range(state.seats)]
    final = session.outcome() is not None and index == len(state.results) - 1
    beach = state.beaches[index]
    humans = session.humans()
    if beach is None:
        reason = t("sk-calm-sea")
    elif humans == [beach]:
        reason = t("sk-beach-went-you")
    else:
        reason = t("sk-beach-went", name=names[beach])
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
        winner = session.outcome().winners[0]
        lines += [
            tagged(
                "winner",
                ft.Text(
                    t("sk-winner-you")
                    if humans == [winner]
                    else t("sk-winner", name=names[winner]),
                    size=22,
                    weight=ft.FontWeight.BOLD,
                    color=ft.Colors.PRIMARY,
                ),
            ),
            podium(list(zip(names, totals, strict=True)), lambda n: t("sk-points", count=n)),
            ft.Divider(),
        ]
    lines.append(score_header(t("sk-this-round"), t("sk-total"), 110))
    for seat in sorted(range(state.seats), key=lambda s: (-totals[s], s)):
        points = f"{t(f'sk-value-{scores[seat]}')} +{scores[seat]}"
        lines.append(score_line(seat, names[seat], points, totals[seat], 110))
    return round_end_view(
        ROUTE,
        t("game-snorkeling"),
        lines,
        final=final,
        again=(t("sk-play-again"), table.play_again),
        onward=(t("sk-next-round"), table.acknowledge),
        home=t("play-back-home"),
    )
