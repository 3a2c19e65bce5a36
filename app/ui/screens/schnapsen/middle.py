"""The middle of the Schnapsen table: the talon with the trump card across it, the trick,
and the last completed trick, which stays on the table until the person's next card."""

from __future__ import annotations

from typing import Protocol

import flet as ft

from app.core.cards import Card, Suit
from app.games.schnapsen.model import Trick
from app.games.schnapsen.view import View
from app.i18n import Arg
from app.ui.measure import text_lines
from app.ui.table.port import Sees
from app.ui.widgets import tagged

TALON = 0.7
"""The talon's and trump card's size, relative to the hand's."""
TRICK = 1.35
"""The trick's cards, relative to the hand's."""
GAP = 8
KEPT = 0.6
"""The last trick beside a new lead, relative to the hand's."""
CARD_W, CARD_H = 64, 96
CAPTION = 18
"""A line under the trick (who took the last one), empty or not."""


class Drawer(Protocol):
    """What the middle of the table needs of the board."""

    @property
    def port(self) -> Sees[View]:
        """The table (first steps, cards that fade in)."""
        ...

    @property
    def scale(self) -> float:
        """The hand's card scale."""
        ...

    def t(self, message_id: str, **args: Arg) -> str:
        """Translate."""
        ...

    def about(self, seat: int, message_id: str, **args: Arg) -> str:
        """A sentence about ``seat``."""
        ...

    def suit(self, suit: Suit) -> str:
        """A suit's name in the chosen pack."""
        ...

    def table_card(
        self, card: Card | None, *, face_up: bool = True, ident: str, scale: float
    ) -> ft.Control:
        """A card on the table, kept from the last drawing if it shows the same."""
        ...

    def show_tricks(self) -> None:
        """Open the tricks taken."""
        ...


def last_trick(v: View) -> Trick | None:
    """The last completed trick while it is still on the table: until the seat shown plays
    its next card (so a trick the opponent won stays while the opponent leads again)."""
    if not v.history or (v.trick and v.leader == v.seat):
        return None
    return v.history[-1]


def middle(board: Drawer, v: View) -> list[ft.Control]:
    """The talon with the trump card and what they say, then the trick (or the last trick)
    large in the middle."""
    s = board.scale
    talon_row = ft.Row(
        [talon(board, v), ft.Text(info(board, v), size=14)],
        spacing=16,
        vertical_alignment=ft.CrossAxisAlignment.CENTER,
    )
    last = last_trick(v)
    if v.trick:
        lead = board.table_card(v.trick[0], ident="trick-lead", scale=TRICK * s)
        cards = [arriving(board, v, v.leader, lead, f"lead-{v.trick[0].code}")]
    elif last is not None:
        cards = trick_cards(board, v, last, TRICK * s)
    else:
        cards = []
    caption = trick_caption(board, v)
    width = trick_width(s)
    cards += [slot(TRICK * s) for _ in range(2 - len(cards))]
    trick = ft.Column(
        [
            tagged("trick", ft.Row(cards, spacing=GAP, width=width, height=CARD_H * TRICK * s)),
            ft.Text(caption, size=13, italic=True, width=width, text_align=ft.TextAlign.CENTER),
        ],
        horizontal_alignment=ft.CrossAxisAlignment.CENTER,
        spacing=4,
        tight=True,
    )
    spot = board.port.spot
    return [
        spot("talon", talon_row),
        ft.Row([spot("trick", trick)], alignment=ft.MainAxisAlignment.CENTER),
    ]


def trick_caption(board: Drawer, v: View) -> str:
    """Who took the last trick, under it while it lies there alone; else nothing."""
    last = last_trick(v)
    if v.trick or last is None:
        return ""
    return board.about(last.winner, "sn-last-trick")


def trick_width(scale: float) -> float:
    """The trick's width: two cards side by side (at the hand's ``scale``)."""
    return 2 * CARD_W * TRICK * scale + GAP


def trick_height(board: Drawer, v: View) -> float:
    """The trick's height with the lines of its caption (one at least)."""
    s = board.scale
    lines = text_lines(trick_caption(board, v), trick_width(s), 13, bold=False)
    return CARD_H * TRICK * s + 4 + lines * CAPTION


def slot(scale: float) -> ft.Control:
    """Where a card of the trick will lie: a faint outline."""
    return ft.Container(
        width=CARD_W * scale,
        height=CARD_H * scale,
        border=ft.Border.all(1.5, ft.Colors.OUTLINE_VARIANT),
        border_radius=6 * scale,
    )


def beside(v: View, board: Drawer) -> ft.Control | None:
    """The last trick, small, while the opponent's new lead is on the table; else None."""
    last = last_trick(v)
    return kept(board, v, last) if v.trick and last is not None else None


def info(board: Drawer, v: View) -> str:
    """Trumps and the talon's size, in two short lines beside the talon."""
    lines = [board.t("sn-trump", suit=board.suit(v.trump))]
    if v.talon_size:
        lines.append(board.t("sn-talon", count=v.talon_size))
    return "\n".join(lines)


def talon(board: Drawer, v: View) -> ft.Control:
    """The face-down talon with the trump card across it: face up while the talon is open,
    face down once it is closed; a new trump card (the Jack exchanged in) fades in."""
    s = TALON * board.scale
    w, h = CARD_W * s, CARD_H * s
    inset = (h - w) / 2
    layers: list[ft.Control] = []
    if v.talon_size:
        back = board.table_card(None, face_up=False, ident="talon", scale=s)
        layers.append(ft.Container(back, left=inset, top=0))
    if v.trump_card is not None:
        if v.closed_by is not None:
            trump = board.table_card(None, face_up=False, ident="trump-back", scale=s)
        else:
            face = board.table_card(v.trump_card, ident="trump-card", scale=s)
            trump = board.port.moving(face, f"trump-{v.trump_card.code}")
        layers.append(ft.Container(trump, rotate=ft.Rotate(-1.5708), left=inset, top=inset))
    return ft.Stack(layers, width=h, height=h)


def arriving(board: Drawer, v: View, seat: int, card: ft.Control, key: str) -> ft.Control:
    """A card just played to the trick: the shown seat's own card fades in; the opponent's
    is there at once, since the person may have to answer it (issue 17 point 1)."""
    return board.port.moving(card, key) if seat == v.seat else card


def trick_cards(board: Drawer, v: View, trick: Trick, scale: float) -> list[ft.Control]:
    """A completed trick's two cards, the lead first."""
    follow = board.table_card(trick.follow, ident="last-follow", scale=scale)
    key = f"follow-{trick.follow.code}"
    return [
        board.table_card(trick.lead, ident="last-lead", scale=scale),
        arriving(board, v, 1 - trick.leader, follow, key),
    ]


def kept(board: Drawer, v: View, trick: Trick) -> ft.Control:
    """The last trick, small, beside a new lead; a tap shows the tricks (unless "sharp")."""
    caption = board.about(trick.winner, "sn-last-trick")
    row = ft.Row(
        [
            ft.Row(trick_cards(board, v, trick, KEPT * board.scale), spacing=4),
            ft.Text(caption, size=13, italic=True, expand=True),
        ],
        spacing=12,
        vertical_alignment=ft.CrossAxisAlignment.CENTER,
    )
    if v.options.sharp:
        return tagged("last-trick", row)
    box = ft.Container(row, on_click=lambda _: board.show_tricks())
    return tagged("last-trick", box, button=True, label=caption)
