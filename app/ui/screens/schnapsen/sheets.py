"""Schnapsen's written records: a deal's result, the Bummerl sheet and the tricks taken."""

from __future__ import annotations

from collections.abc import Callable
from typing import Protocol

import flet as ft

from app.core.cards import Card
from app.games.schnapsen.model import PLAIN, SCHNEIDER, SCHWARZ, DealResult, Move, Trick
from app.games.schnapsen.view import View
from app.i18n import Arg
from app.ui.table.port import Acts, Played, Room, Sees, Words
from app.ui.widgets import name_text, tagged

INSET = 16
"""The room between a dialog and the screen's edges (Material's 40 leaves a phone too little)."""
PADDING = 20
"""The room inside a dialog around its content."""
MAX_CONTENT = 360
LABEL = 76
"""The width of the sheet's first column ("Deal 10", "10. parti")."""
WHY = {
    ("66", SCHWARZ): ("sn-schwarz", "loser"),
    ("66", SCHNEIDER): ("sn-schneider", "loser"),
    ("last-trick", SCHWARZ): ("sn-schwarz", "loser"),
    ("last-trick", SCHNEIDER): ("sn-schneider", "loser"),
    ("closed", SCHWARZ): ("sn-schwarz-closed", "loser"),
    ("closed", SCHNEIDER): ("sn-schneider-closed", "loser"),
    ("closed", PLAIN): ("sn-plain-closed", "loser"),
    ("closer-failed", SCHWARZ): ("sn-failed-schwarz", "winner"),
    ("closer-failed", SCHNEIDER): ("sn-failed", "winner"),
    ("wrong-claim", SCHWARZ): ("sn-wrong-claim-schwarz", "winner"),
}
"""Why a deal gave its game points, by reason and game points: the sentence and whom it is
about. A closed deal is judged by the opponent's standing when the talon was closed."""


class Says(Protocol):
    """What a sentence about the players needs: translation and the seats' names."""

    def t(self, message_id: str, **args: Arg) -> str:
        """Translate."""
        ...

    def name(self, seat: int) -> str:
        """A seat's name as shown."""
        ...

    def about(self, seat: int, message_id: str, **args: Arg) -> str:
        """A sentence about ``seat``."""
        ...


class Sheets(Words, Room, Acts[Move], Sees[View], Played[View, Move], Protocol):
    """What the written records use of the port: words, the dialog's room and its opening,
    which result is the last and the outcome."""


class Writer(Says, Protocol):
    """What the written records need of the board: its words, its cards and its port."""

    @property
    def port(self) -> Sheets:
        """The table (the outcome, the dialogs)."""
        ...

    def card(self, card: Card, *, scale: float) -> ft.Control:
        """One card in the chosen pack."""
        ...


def why(board: Says, result: DealResult) -> str | None:
    """The sentence that explains a deal's game points, if it needs one."""
    found = WHY.get((result.reason, result.game_points))
    if found is None:
        return None
    message, whom = found
    seat = result.winner if whom == "winner" else 1 - result.winner
    if message in ("sn-schwarz", "sn-schneider"):
        return board.t(message)
    return board.about(seat, message)


def deal_result(board: Writer, v: View, index: int) -> list[ft.Control]:
    """Who won deal ``index``, how many game points and why; each player's points, tricks
    and the cards still held (said so); the Bummerl's winner if it was the last deal."""
    t = board.t
    result = v.results[index]
    lines: list[ft.Control] = [
        tagged(
            "deal-result",
            ft.Text(board.about(result.winner, "sn-deal-won"), size=24, weight=ft.FontWeight.BOLD),
        ),
        ft.Text(t("sn-game-points", count=result.game_points), size=20),
        ft.Text(t(f"sn-reason-{result.reason}"), size=16),
    ]
    if (sentence := why(board, result)) is not None:
        lines.append(tagged("deal-why", ft.Text(sentence, size=14)))
    for seat in (result.winner, 1 - result.winner):
        lines.append(seat_line(board, result, seat))
        if result.hands[seat]:
            cards = [board.card(c, scale=0.7) for c in result.hands[seat]]
            held = ft.Text(t("sn-result-held"), size=13)
            shown = ft.Column([held, ft.Row(cards, spacing=4, wrap=True)], spacing=2, tight=True)
            lines.append(tagged(f"result-held-{seat}", shown))
    outcome = board.port.outcome()
    if outcome is not None and board.port.is_last(index):
        won = board.about(outcome.winners[0], "sn-bummerl-won")
        lines.append(
            tagged(
                "bummerl-result",
                ft.Text(won, size=22, weight=ft.FontWeight.BOLD, color=ft.Colors.PRIMARY),
            )
        )
        if dict(outcome.detail).get("schneider_bummerl"):
            lines.append(ft.Text(t("sn-schneider-bummerl"), size=14))
    return lines


def seat_line(board: Says, result: DealResult, seat: int) -> ft.Control:
    """A player's name with the deal's points and tricks: "You  68 points · 4 tricks"."""
    score = " · ".join(
        (
            board.t("sn-points", points=result.points[seat]),
            board.t("sn-tricks", count=result.tricks[seat]),
        )
    )
    return tagged(
        f"result-seat-{seat}",
        ft.Row(
            [
                ft.Container(name_text(board.name(seat), size=16, weight=ft.FontWeight.BOLD)),
                ft.Text(score, size=16, no_wrap=True),
            ],
            spacing=12,
            wrap=True,
        ),
    )


def content_width(screen: float) -> float:
    """The width a dialog's content gets on a screen ``screen`` wide."""
    return min(screen - 2 * INSET - 2 * PADDING, MAX_CONTENT)


def cell(control: ft.Control, identifier: str) -> ft.Control:
    """One cell of a player's column: ``control`` centred, the two columns equally wide."""
    return ft.Container(tagged(identifier, control), expand=True, alignment=ft.Alignment.CENTER)


def number(text: str, bold: bool = False) -> ft.Text:
    """A number (or a short standing) on one line, never wrapped."""
    return ft.Text(text, size=15, no_wrap=True, weight=ft.FontWeight.BOLD if bold else None)


def standing(t: Callable[..., str], v: View, seat: int, short: bool = False) -> str:
    """A seat's Bummerl standing in game points, counted down (de, en) or up (hu): said
    whole beside tricks and card points ("7 game points to go"), or ``short`` on the
    Bummerl sheet, where every number is one ("7 to go")."""
    start = v.options.bummerl_start
    if t("sn-score-mode") == "up":
        message = "sn-collected" if short else "sn-standing-collected"
        return t(message, count=start - v.remaining[seat], target=start)
    return t("sn-to-go" if short else "sn-standing-to-go", count=v.remaining[seat])


def sheet_rows(t: Callable[..., str], name: Callable[[int], str], v: View) -> list[ft.Control]:
    """The Bummerl sheet's rows: the names, the game points written per deal, the
    standing under them."""
    heads = []
    for s in (0, 1):
        head = name_text(name(s), size=14, weight=ft.FontWeight.BOLD, lines=2)
        head.text_align = ft.TextAlign.CENTER
        heads.append(cell(head, f"sheet-name-{s}"))
    rows: list[ft.Control] = [ft.Row([ft.Container(width=LABEL), *heads], spacing=0)]
    for i, r in enumerate(v.results):
        deal = ft.Container(number(t("sn-deal", number=i + 1)), width=LABEL)
        points = [
            cell(number(str(r.game_points) if r.winner == s else "–"), f"sheet-{i}-{s}")
            for s in (0, 1)
        ]
        rows.append(ft.Row([deal, *points], spacing=0))
    rows.append(ft.Divider(height=8))
    standings = [cell(number(standing(t, v, s, True), True), f"sheet-left-{s}") for s in (0, 1)]
    rows.append(ft.Row([ft.Container(width=LABEL), *standings], spacing=0))
    return rows


def sheet_dialog(port: Sheets, v: View) -> None:
    """The Bummerl sheet: game points written per deal, and the standing."""
    show(port, port.t("sn-sheet"), "sheet", sheet_rows(port.t, port.name, v))


def tricks_dialog(board: Writer, v: View) -> None:
    """Your own tricks, and the opponent's last trick while it is still on the table
    (app/games/schnapsen/RULES.md §Seen cards: until you play your next card)."""
    me = v.seat
    mine = [tr for tr in v.history if tr.winner == me]
    theirs = [v.history[-1]] if v.history and v.history[-1].winner != me else []
    rows: list[ft.Control] = []
    for title, tricks, ident in (
        ("sn-my-tricks", mine, "my-tricks"),
        ("sn-their-last-trick", theirs, "their-trick"),
    ):
        rows.append(ft.Text(board.t(title), weight=ft.FontWeight.BOLD))
        pairs: list[ft.Control] = [pair(board, tr) for tr in tricks] or [ft.Text("–")]
        rows.append(tagged(ident, ft.Row(pairs, wrap=True, spacing=12, run_spacing=8)))
    show(board.port, board.t("sn-tricks-title"), "tricks", rows)


def pair(board: Writer, trick: Trick) -> ft.Control:
    """A taken trick: its two cards, small."""
    return ft.Row(
        [board.card(trick.lead, scale=0.6), board.card(trick.follow, scale=0.6)],
        spacing=2,
        tight=True,
    )


def show(port: Sheets, title: str, identifier: str, rows: list[ft.Control]) -> None:
    """A dialog as large as ``rows`` need (it scrolls as a whole when they need more than
    the screen), under ``title``, with an OK button."""
    content = ft.Column(rows, tight=True, spacing=6)
    width = content_width(port.screen_width)
    port.show_dialog(
        ft.AlertDialog(
            title=ft.Text(title),
            scrollable=True,
            content=tagged(identifier, ft.Container(content, width=width)),
            inset_padding=ft.Padding.symmetric(horizontal=INSET, vertical=24),
            content_padding=ft.Padding.symmetric(horizontal=PADDING, vertical=8),
            actions=[ft.TextButton(port.t("button-ok"), on_click=port.pop_dialog)],
        )
    )
