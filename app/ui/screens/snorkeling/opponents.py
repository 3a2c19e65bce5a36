"""The other divers at the top of the Snorkeling table: a tile each with the name, the
pile's top card and depth, cards in hand and points, and the last turn as everyone saw
it (the cards played to the centre, a card placed on someone's pile, a card taken back,
or a pass), which stays until that diver's next turn. All tiles have one height.

The last turn comes from the view's ``recall`` (what the whole table saw); during a
diver's turn it grows move by move.
"""

from __future__ import annotations

from functools import partial
from typing import Protocol

import flet as ft

from app.games.snorkeling.model import Move, Place, Recall, value
from app.games.snorkeling.view import View
from app.ui.screens.snorkeling.cards import Look, card_name, depth_gauge, look
from app.ui.screens.snorkeling.choice import Choice
from app.ui.table.port import Acts, Room, Seats, Words
from app.ui.widgets import EMOJI, tagged

GLOW = "#FFD54F"
"""The outline of a pile a chosen card may go on."""
NAME = 30
"""Two lines of a name."""
LINE = 20
"""One line of the last turn."""
TILE = 190
"""Every tile's height: name, pile, depth, counts, the last turn's two lines."""
CHIP = 25
"""A small card's width and the gap after it."""


class Naming(Words, Seats[View, Move], Protocol):
    """What a last turn's words use of the port: words and who sits where."""


class Shown(Naming, Room, Acts[Move], Protocol):
    """What the tiles use of the port: words, the seats, the room and taps."""


class Tiles(Protocol):
    """What the tiles need of the board: its port, the cards being chosen, a card
    drawn as the board keeps it, and what a tap on a pile does."""

    @property
    def port(self) -> Shown:
        """The board's way to the table."""
        ...

    @property
    def choice(self) -> Choice:
        """The cards being chosen."""
        ...

    def sea(self, at: str, card: int, tap: int | None = None, **looks: Look) -> ft.Control:
        """``card`` at the place ``at``, kept from the last drawing if it shows the same."""
        ...

    def tap_target(self, seat: int) -> None:
        """Put the chosen card on ``seat``'s pile."""
        ...


def strip(board: Tiles, v: View) -> ft.Control:
    """Every other seat, in the order they play after you."""
    port = board.port
    others = [(v.seat + i) % v.seats for i in range(1, v.seats)]
    width = min(120.0, (port.width - 8) / len(others) - 4)
    reachable = set()
    if v.seat in v.to_act:
        reachable = {m.target for m in port.legal(v.seat) if isinstance(m, Place)}
    tiles = [tile(board, v, s, width, s in reachable) for s in others]
    return tagged("opponents", ft.Row(tiles, spacing=4, alignment=ft.MainAxisAlignment.CENTER))


def tile(board: Tiles, v: View, seat: int, width: float, reachable: bool) -> ft.Control:
    """An opponent; it glows where a chosen (or any) card of yours may go, and shows the
    card you laid on it until your turn ends."""
    port = board.port
    card = board.choice.laid(v, seat)
    laid = card is not None
    top = v.piles[seat][-1] if card is None else card
    target = board.choice.place(v, seat) is not None
    glow = laid or target or (reachable and board.choice.placing is None)
    if glow:
        border = ft.Border.all(3, GLOW)
    elif v.turn == seat:
        border = ft.Border.all(2, ft.Colors.PRIMARY)
    else:
        border = ft.Border.all(1, ft.Colors.OUTLINE_VARIANT)
    counts = ft.Row(
        [
            ft.Icon(ft.Icons.STYLE, size=14),
            ft.Text(str(v.hand_counts[seat]), size=13),
            ft.Icon(ft.Icons.STAR, size=14),
            ft.Text(str(v.totals[seat]), size=13, weight=ft.FontWeight.BOLD),
        ],
        spacing=2,
        tight=True,
    )
    name = ft.Text(
        port.name(seat),
        size=12,
        weight=ft.FontWeight.W_600,
        max_lines=2,
        overflow=ft.TextOverflow.ELLIPSIS,
        text_align=ft.TextAlign.CENTER,
        style=ft.TextStyle(font_family_fallback=EMOJI),
    )
    box = ft.Container(
        ft.Column(
            [
                ft.Container(name, height=NAME, alignment=ft.Alignment.CENTER),
                board.sea(f"seat-{seat}", top, scale=0.55),
                depth_gauge(port.tr, value(top)),
                counts,
                last_turn(port, v, seat, width - 8),
            ],
            spacing=3,
            tight=True,
            horizontal_alignment=ft.CrossAxisAlignment.CENTER,
        ),
        width=width,
        height=TILE,
        alignment=ft.Alignment.TOP_CENTER,
        padding=ft.Padding.symmetric(vertical=6, horizontal=4),
        border_radius=12,
        border=border,
        bgcolor=ft.Colors.with_opacity(0.3 if target or laid else 0.12, GLOW) if glow else None,
        on_click=port.tap(f"pile-{seat}", lambda: board.tap_target(seat)) if target else None,
        ink=target,
    )
    spoken = port.t(
        "sk-seat-label",
        name=port.name(seat),
        card=card_name(port.tr, top),
        cards=v.hand_counts[seat],
        points=v.totals[seat],
    )
    if words := last_words(port, v, seat):
        spoken += " " + words
    return tagged(f"seat-{seat}", box, label=spoken, button=target)


def recalled(v: View, seat: int) -> Recall | None:
    """``seat``'s last turn of this round, if it had one."""
    return v.recall[seat] if v.recall else None


def chip(card: int) -> ft.Control:
    """A small card: its colour's symbol and its value on its face."""
    face, ink, shape = look(card)
    return ft.Container(
        ft.Row(
            [
                ft.Icon(shape, size=9, color=ink),
                ft.Text(str(value(card)), size=11, weight=ft.FontWeight.BOLD, color=ink),
            ],
            spacing=1,
            tight=True,
        ),
        bgcolor=face,
        border_radius=4,
        height=18,
        padding=ft.Padding.symmetric(horizontal=3),
        alignment=ft.Alignment.CENTER,
    )


def chips(cards: tuple[int, ...], room: float) -> list[ft.Control]:
    """As many small cards as fit in ``room``; "+n" for the rest."""
    fit = max(1, int(room // CHIP))
    if len(cards) <= fit:
        return [chip(c) for c in cards]
    shown = max(1, fit - 1)
    return [*(chip(c) for c in cards[:shown]), ft.Text(f"+{len(cards) - shown}", size=11)]


def line(icon: ft.IconData, parts: list[ft.Control]) -> ft.Control:
    """One line of the last turn: what kind of move (an icon) and its cards."""
    return ft.Row(
        [ft.Icon(icon, size=13, color=ft.Colors.ON_SURFACE_VARIANT), *parts],
        spacing=2,
        height=LINE,
        vertical_alignment=ft.CrossAxisAlignment.CENTER,
    )


def last_turn(port: Words, v: View, seat: int, width: float) -> ft.Control:
    """Two lines: the cards played to the centre (or "passed"); the cards placed on
    someone's pile (and on whose) and a card taken back. Empty before a first turn."""
    turn = recalled(v, seat)
    lines: list[ft.Control] = []
    if turn is not None and turn.centre:
        lines.append(line(ft.Icons.ARROW_UPWARD, chips(turn.centre, width - 15)))
    elif turn is not None and not turn.places:
        passed = ft.Text(port.t("sk-last-passed"), size=12, italic=True, max_lines=1)
        lines.append(line(ft.Icons.SKIP_NEXT, [passed]))
    second: list[ft.Control] = []
    if turn is not None and turn.back is not None:
        second += [ft.Icon(ft.Icons.UNDO, size=13), chip(turn.back)]
    if turn is not None and turn.places:
        target, card = turn.places[-1]
        whom = ft.Text(port.name(target), size=11, max_lines=1, overflow=ft.TextOverflow.ELLIPSIS)
        second += [
            ft.Icon(ft.Icons.ARROW_OUTWARD, size=13),
            chip(card),
            ft.Container(whom, expand=True),
        ]
    if second:
        lines.append(ft.Row(second, spacing=2, height=LINE))
    column = ft.Column(lines, spacing=2, tight=True)
    return tagged(f"last-{seat}", ft.Container(column, width=width, height=2 * LINE + 2))


def last_words(port: Naming, v: View, seat: int) -> str:
    """The last turn in a sentence, for screen readers (and tests)."""
    turn = recalled(v, seat)
    if turn is None:
        return ""
    t, card = port.t, partial(card_name, port.tr)
    parts = []
    if turn.centre:
        parts.append(t("sk-last-centre", cards=", ".join(card(c) for c in turn.centre)))
    for target, placed in turn.places:
        if port.humans() == [target]:
            parts.append(t("sk-last-place-you", card=card(placed)))
        else:
            target_name = port.seat_name(target)
            parts.append(t("sk-last-place", card=card(placed), target=target_name))
    if turn.back is not None:
        parts.append(t("sk-last-back", card=card(turn.back)))
    if not parts:
        parts.append(t("sk-last-pass"))
    return t("sk-last", what="; ".join(parts))
