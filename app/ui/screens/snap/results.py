"""The end of a game of Schnipp-Schnapp: why it ended, the winners (the most cards),
the podium and each player's cards."""

from __future__ import annotations

from typing import Protocol

import flet as ft

from app.games.snap.model import Move
from app.games.snap.view import View
from app.ui.components.podium import podium
from app.ui.table.port import Played, Seats, Words
from app.ui.widgets import avatar, name_text, tagged


class Telling(Words, Seats[View, Move], Played[View, Move], Protocol):
    """What the result uses of the port: words, the seats' names and the outcome."""


def reason(port: Telling, v: View, winners: list[int]) -> str:
    """Why the game ended, in a sentence (every seat by its name: the phone is shared)."""
    if v.ended == "all" and winners:
        return port.t("snp-ended-all", name=port.seat_name(winners[0]))
    return port.t("snp-ended-stop")


def game_result(port: Telling, v: View) -> list[ft.Control]:
    """Title, reason, winners, podium and every player's card count."""
    t = port.t
    names = [port.seat_name(s) for s in range(v.seats)]
    outcome = port.outcome()
    winners = [] if outcome is None else list(outcome.winners)
    if len(winners) == 1:
        won = t("snp-winner", name=names[winners[0]])
    else:
        won = t("snp-winners", names=port.tr.join([names[s] for s in winners]))
    lines: list[ft.Control] = [
        tagged("game-result", ft.Text(t("snp-game-over"), size=26, weight=ft.FontWeight.BOLD)),
        tagged("ended", ft.Text(reason(port, v, winners), size=16)),
        tagged(
            "winner",
            ft.Text(won, size=22, weight=ft.FontWeight.BOLD, color=ft.Colors.PRIMARY),
        ),
        podium(list(zip(names, v.held, strict=True)), lambda n: t("snp-cards", count=n)),
        ft.Divider(),
    ]
    for seat in sorted(range(v.seats), key=lambda s: (-v.held[s], s)):
        count = v.held[seat]
        line = ft.Row(
            [
                avatar(names[seat]),
                name_text(names[seat], size=16, weight=ft.FontWeight.BOLD),
                ft.Container(expand=True),
                ft.Text(t("snp-cards", count=count), size=18, weight=ft.FontWeight.BOLD),
            ],
            vertical_alignment=ft.CrossAxisAlignment.CENTER,
        )
        label = t("snp-result-line", name=names[seat], count=count)
        lines.append(tagged(f"score-{seat}", line, label=label))
    return lines
