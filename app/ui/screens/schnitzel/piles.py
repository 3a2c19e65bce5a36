"""The middle of the Schnitzel table: the draw pile with its count (a tap draws, on a
person's turn), the discard pile's top card face up and large (a tap takes it, after a
place is chosen), a drawn card face down (face up only once a Nope brought it back from
the pile, when all have seen it), and the matching window's seconds."""

from __future__ import annotations

from typing import Protocol

import flet as ft

from app.games.schnitzel.model import WINDOW, Draw, Move
from app.games.schnitzel.view import View
from app.ui.screens.schnitzel.aim import Aim
from app.ui.screens.schnitzel.cards import RIM, back, face
from app.ui.screens.schnitzel.deeds import Narrator
from app.ui.screens.schnitzel.layout import Layout
from app.ui.screens.schnitzel.window import Clockwork
from app.ui.table.port import Acts, Words
from app.ui.widgets import tagged

SMALLER = 1.15
"""How much smaller the draw pile and a drawn card are than the discard pile's top."""


class Piled(Words, Acts[Move], Protocol):
    """What the piles use of the port: words and taps."""


class Middle(Narrator, Protocol):
    """What the piles need of the board: words, its port, the choice in progress, the
    window's clock, and what a tap on a pile does."""

    @property
    def port(self) -> Piled:
        """The part of the board's port used here."""
        ...

    aim: Aim
    clock: Clockwork

    def act(self, move: Move) -> None:
        """Play ``move``."""
        ...

    def toggle_take(self) -> None:
        """Take the discard (a place comes next), or not after all."""
        ...


def piles(board: Middle, v: View, room: Layout, legal: set[Move]) -> ft.Control:
    """The piles, a drawn card and the window's seconds, side by side."""
    width, height = room.pile_w / SMALLER, room.pile_h / SMALLER
    parts = [draw_pile(board, v, width, height, Draw(v.turn) in legal)]
    parts.append(discard_pile(board, v, room, board.aim.takes(legal)))
    if v.holding:
        if v.forced == "put" and v.hand is not None:
            held = face(board.port.tr, v.hand, width, height)
        else:
            held = back(width, height, "?")
        words = board.about(v.turn, "sz-holding")
        parts.append(captioned(tagged("hand", held, label=words), board.name(v.turn)))
    if v.phase == WINDOW and v.options.window:
        parts.append(countdown(board, v))
    row = ft.Row(
        parts,
        spacing=14,
        alignment=ft.MainAxisAlignment.CENTER,
        vertical_alignment=ft.CrossAxisAlignment.END,
    )
    return tagged("piles", row)


def draw_pile(board: Middle, v: View, width: float, height: float, drawing: bool) -> ft.Control:
    """The draw pile face down with its count on it; a tap draws while one may."""
    pile = back(width, height, str(v.draw), "target" if drawing else "")
    spoken = board.t("sz-draw-pile", count=v.draw)
    if drawing:
        pile.on_click = board.port.tap("draw-pile", lambda: board.act(Draw(v.turn)))
        spoken = board.t("sz-place-target", place=spoken)
    return captioned(tagged("draw-pile", pile, label=spoken, button=drawing), board.t("sz-draw"))


def discard_pile(board: Middle, v: View, room: Layout, taking: bool) -> ft.Control:
    """The discard pile's top card face up (or its empty place); a tap chooses to take it
    while one may."""
    top = v.discard[-1] if v.discard else None
    if top is None:
        shown = ft.Container(width=room.pile_w, height=room.pile_h)
        spoken = board.t("sz-discard-empty")
    else:
        shown = face(board.port.tr, top, room.pile_w, room.pile_h)
        spoken = board.t("sz-discard-pile", card=board.card(top))
    if taking:
        shown.on_click = board.port.tap("discard-pile", board.toggle_take)
        shown.border = ft.Border.all(4 if board.aim.take else 3, RIM)
    tag = tagged("discard-pile", shown, f"discard-pile:{top}", label=spoken, button=taking)
    return captioned(tag, board.t("sz-discard"))


def captioned(card: ft.Control, caption: str) -> ft.Control:
    """A pile and its name under it."""
    text = ft.Text(caption, size=12, max_lines=1, overflow=ft.TextOverflow.ELLIPSIS)
    return ft.Column(
        [card, text], spacing=4, tight=True, horizontal_alignment=ft.CrossAxisAlignment.CENTER
    )


def countdown(board: Middle, v: View) -> ft.Control:
    """The window's seconds left, large, with a timer (an alarm in the last second)."""
    left = board.clock.left(v)
    body = ft.Column(
        [
            ft.Icon(ft.Icons.ALARM if left <= 1 else ft.Icons.TIMER, size=28),
            ft.Text(board.t("sz-seconds", count=left), size=22, weight=ft.FontWeight.BOLD),
        ],
        spacing=2,
        tight=True,
        horizontal_alignment=ft.CrossAxisAlignment.CENTER,
    )
    box = ft.Container(
        body,
        padding=8,
        border_radius=12,
        border=ft.Border.all(1, ft.Colors.OUTLINE),
        bgcolor=ft.Colors.ERROR_CONTAINER if left <= 1 else None,
    )
    return tagged("countdown", box, label=board.t("sz-seconds-left", count=left))
