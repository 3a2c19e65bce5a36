"""After a round of Schnapp, Land, Fluss!: the round's points and the running totals;
after the last round, the podium."""

from __future__ import annotations

from typing import TYPE_CHECKING

import flet as ft

from app.ui.components.podium import podium
from app.ui.components.scoreboard import round_end_view, score_header, score_line
from app.ui.widgets import tagged

if TYPE_CHECKING:
    from app.ui.screens.slf.table import Table

ROUTE = "/play/slf"


def result_view(table: Table, index: int) -> ft.View:
    """Round ``index`` (0-based) is over: points, totals, and the podium if it was the last."""
    session = table.session
    results = session.state.results
    rounds = dict(session.record.options).get("rounds", 1)
    final = index == rounds - 1
    names = [s.name for s in session.seats]
    totals = [sum(r[seat] for r in results[: index + 1]) for seat in range(len(names))]
    points = results[index]
    t = table.t
    lines: list[ft.Control] = [
        tagged(
            "round-result",
            ft.Text(
                t("slf-game-over") if final else t("slf-round-over", number=index + 1),
                size=26,
                weight=ft.FontWeight.BOLD,
            ),
        ),
    ]
    if final:
        best = max(totals)
        winners = [names[s] for s in range(len(names)) if totals[s] == best]
        headline = (
            t("slf-winner", name=winners[0])
            if len(winners) == 1
            else t("slf-winners", names=", ".join(winners))
        )
        lines += [
            tagged(
                "winner", ft.Text(headline, size=22, weight=ft.FontWeight.BOLD, color="primary")
            ),
            podium(list(zip(names, totals, strict=True)), lambda n: t("slf-points", count=n)),
            ft.Divider(),
        ]
    lines.append(score_header(t("slf-this-round"), t("slf-total"), 90))
    for seat in sorted(range(len(names)), key=lambda s: (-totals[s], s)):
        lines.append(score_line(seat, names[seat], f"+{points[seat]}", totals[seat], 90))
    return round_end_view(
        ROUTE,
        t("game-slf"),
        lines,
        final=final,
        again=(t("slf-play-again"), table.play_again),
        onward=(t("slf-next-round", number=index + 2), table.acknowledge),
        home=t("play-back-home"),
    )
