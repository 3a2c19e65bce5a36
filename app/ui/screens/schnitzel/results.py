"""The end of a game of Schnitzel: why it ended, the winner (the lowest total, or the row
that emptied), the podium, then every row face up with its total (an action card, drawn
as its sign, with its points under it); and who begins the next game (the loser: the
highest total)."""

from __future__ import annotations

from typing import Protocol

import flet as ft

from app.games.schnitzel.model import ACTIONS, Move, points
from app.games.schnitzel.view import View
from app.i18n import Arg
from app.ui.components.podium import podium
from app.ui.screens.schnitzel.cards import face
from app.ui.screens.schnitzel.deeds import Narrator
from app.ui.table.port import Played, Words
from app.ui.widgets import avatar, name_text, tagged

CARD = 34
"""The width of a revealed card in the list."""


class Revealing(Words, Played[View, Move], Protocol):
    """What the reveal uses of the port: words and the outcome."""


class Revealer(Narrator, Protocol):
    """What the reveal needs of the board: words and its port (the outcome)."""

    @property
    def port(self) -> Revealing:
        """The part of the board's port used here."""
        ...


def loser(v: View) -> int:
    """The seat with the highest total (the first of them on a tie)."""
    totals = v.results[0]
    return max(range(v.seats), key=lambda s: (totals[s], -s))


def game_result(board: Revealer, v: View) -> list[ft.Control]:
    """Title, reason, winner, podium, the revealed rows and who begins next."""
    t = board.t
    totals = v.results[0]
    names = [board.name(s) for s in range(v.seats)]
    outcome = board.port.outcome()
    assert outcome is not None  # (a result is drawn once the game is over)
    winners = list(outcome.winners)
    if len(winners) == 1:
        won = board.about(winners[0], "sz-winner")
    else:
        won = t("sz-winners", names=board.port.tr.join([names[s] for s in winners]))
    lines: list[ft.Control] = [
        tagged("game-result", ft.Text(t("sz-game-over"), size=26, weight=ft.FontWeight.BOLD)),
        tagged("ended", ft.Text(reason(board, v), size=16)),
        tagged(
            "winner",
            ft.Text(won, size=22, weight=ft.FontWeight.BOLD, color=ft.Colors.PRIMARY),
        ),
        podium(
            list(zip(names, totals, strict=True)),
            lambda n: t("sz-points", count=n),
            low_wins=True,
        ),
        ft.Divider(),
    ]
    for seat in sorted(range(v.seats), key=lambda s: (totals[s], s)):
        lines.append(revealed(board, v, seat))
    lines.append(tagged("next-first", ft.Text(board.about(loser(v), "sz-next-first"), size=15)))
    return lines


class Speaker(Protocol):
    """What :func:`reason` needs of a table: words, and words about a seat."""

    def t(self, message_id: str, **args: Arg) -> str:
        """Translate into the current language."""
        ...

    def about(self, seat: int, message_id: str) -> str:
        """A sentence about ``seat``."""
        ...


def reason(board: Speaker, v: View) -> str:
    """Why the game ended, in a sentence."""
    if v.ended == "empty":
        return board.t("sz-ended-empty")
    if v.ended == "call" and v.caller is not None:
        return board.about(v.caller, "sz-ended-call")
    return board.t(f"sz-ended-{v.ended}")


def scored(board: Revealer, card: int) -> ft.Control:
    """A revealed card; an action card (its face an icon) with its points under it."""
    shown = face(board.port.tr, card, CARD, CARD * 1.4)
    if card not in ACTIONS:
        return shown
    worth = ft.Text(str(points(card)), size=12, weight=ft.FontWeight.BOLD)
    return ft.Column(
        [shown, worth], spacing=0, tight=True, horizontal_alignment=ft.CrossAxisAlignment.CENTER
    )


def said(board: Revealer, card: int) -> str:
    """A revealed card in words: an action card with its points."""
    if card not in ACTIONS:
        return board.card(card)
    return board.t("sz-card-points", card=board.card(card), points=points(card))


def revealed(board: Revealer, v: View, seat: int) -> ft.Control:
    """A row face up, with its total (an action card's 10 points under it)."""
    name = board.name(seat)
    row = [c for c in v.rows[seat] if c is not None]
    cards = [scored(board, c) for c in row]
    total = v.results[0][seat]
    words = board.t(
        "sz-revealed",
        name=name,
        cards=", ".join(said(board, c) for c in row) or "–",
        total=total,
    )
    line = ft.Row(
        [
            avatar(name),
            ft.Column(
                [
                    name_text(name, size=16, weight=ft.FontWeight.BOLD),
                    ft.Row(
                        cards,
                        spacing=3,
                        wrap=True,
                        run_spacing=3,
                        vertical_alignment=ft.CrossAxisAlignment.START,
                    ),
                ],
                spacing=4,
                tight=True,
                expand=True,
            ),
            ft.Text(
                str(total),
                size=22,
                weight=ft.FontWeight.BOLD,
                width=56,
                text_align=ft.TextAlign.END,
            ),
        ],
        vertical_alignment=ft.CrossAxisAlignment.CENTER,
    )
    return tagged(f"score-{seat}", line, label=words)
