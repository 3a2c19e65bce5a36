"""After a round of Schnapp, Land, Fluss!: the round's points and the running totals;
after the last round, the winners (from the game's outcome) and the podium."""

from __future__ import annotations

from typing import Protocol

import flet as ft

from app.games.slf.model import Move
from app.games.slf.view import View
from app.ui.components.podium import podium
from app.ui.components.scoreboard import score_header, score_line
from app.ui.table.port import Played, Seats, Sees, Words
from app.ui.widgets import tagged


class Telling(Words, Sees[View], Seats[View, Move], Played[View, Move], Protocol):
    """What a round's result uses of the port: words, which result is the last, the seats'
    names and the outcome."""


def round_result(port: Telling, v: View, index: int) -> list[ft.Control]:
    """Round ``index`` (0-based) is over: points, totals, and the podium if it was the last."""
    t = port.t
    final = port.is_last(index)
    names = [port.seat_name(seat) for seat in range(v.seats)]
    totals = [sum(r[seat] for r in v.results[: index + 1]) for seat in range(v.seats)]
    points = v.results[index]
    title = t("slf-game-over") if final else t("slf-round-over", number=index + 1)
    lines: list[ft.Control] = [
        tagged("round-result", ft.Text(title, size=26, weight=ft.FontWeight.BOLD)),
    ]
    if final and v.stopped:
        lines.append(tagged("ended-early", ft.Text(t("slf-ended-early"), size=15, italic=True)))
    if final:
        outcome = port.outcome()
        winners = [names[s] for s in (outcome.winners if outcome else ())]
        headline = (
            t("slf-winner", name=winners[0])
            if len(winners) == 1
            else t("slf-winners", names=port.tr.join(winners))
        )
        lines += [
            tagged(
                "winner", ft.Text(headline, size=22, weight=ft.FontWeight.BOLD, color="primary")
            ),
            podium(list(zip(names, totals, strict=True)), lambda n: t("slf-points", count=n)),
            ft.Divider(),
        ]
    lines.append(score_header(t("slf-this-round"), t("slf-total"), 90))
    for seat in sorted(range(v.seats), key=lambda s: (-totals[s], s)):
        lines.append(score_line(seat, names[seat], f"+{points[seat]}", totals[seat], 90))
    return lines
