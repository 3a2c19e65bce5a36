"""A player's zone at the Snap table, turned to face them: their name, their draw pile's
count, their face-up top card large enough to read across a table, what just happened
at the table (so every seat reads it the right way up), and the call area
(the whole zone: one ``GestureDetector`` with only ``on_pan_start``, whose event carries
the touch's own client time; no other recognizer on it, so no touch waits for another).
With the tempo "each player taps their own deck", a person's Turn button sits beside
the call area, never on it."""

from __future__ import annotations

from typing import Protocol

import flet as ft

from app.core.cards import Card
from app.games.snap.model import LATE, SNAP, TIE, WRONG, Move
from app.games.snap.view import View
from app.ui.components.cards import CARD_HEIGHT, CARD_WIDTH, CardView
from app.ui.measure import text_lines
from app.ui.screens.snap.layout import Box
from app.ui.screens.snap.status import CALLED, Teller
from app.ui.table.port import Acts, Sees, Words
from app.ui.widgets import name_text, tagged

ACCENT = "#6A1B9A"
"""Schnipp-Schnapp violet."""
TINT = {None: 0.10, CALLED: 0.34, SNAP: 0.40, WRONG: 0.22, TIE: 0.28, LATE: 0.16}
"""How strongly a zone is tinted while it calls or after the latest verdict (the icon
says it too)."""
HUE = {
    None: ACCENT,
    CALLED: "#1565C0",
    SNAP: "#F9A825",
    WRONG: "#C62828",
    TIE: "#EF6C00",
    LATE: ACCENT,
}
FLASH = (CALLED, SNAP)
"""Marks drawn with a thick border."""
ICONS = {
    CALLED: ft.Icons.TOUCH_APP,
    SNAP: ft.Icons.STAR,
    WRONG: ft.Icons.CLOSE,
    TIE: ft.Icons.FRONT_HAND,
    LATE: ft.Icons.SCHEDULE,
}
MIN_SCALE, MAX_SCALE = 0.6, 2.4
PADDING = 8
"""Room inside a zone's border (the border itself is at most 3 px)."""
NAME, WORDS = 18.0, 16.0
"""The smallest name and the smallest other words in a zone: read across a table, from
a phone lying in the middle (a side zone's words were 12 px)."""
LINE = 1.35
"""A line's height, as a multiple of its size."""
BESIDE = 10
"""Between the card and the words beside it."""


INSIDE = 2 * (PADDING + 3)
"""What the padding and the border take from a zone's width and height."""


class Kept(Words, Acts[Move], Sees[View], Protocol):
    """What the zones use of the port: words, taps and the controls kept from the last drawing."""


class Zoned(Teller, Protocol):
    """What drawing a zone needs of the board: its port, the seats' names, and the
    board's answers to a touch and a Turn."""

    @property
    def port(self) -> Kept:
        """The board's way to the table."""
        ...

    def may_turn(self, v: View, seat: int) -> bool:
        """Whether a person at ``seat`` turns by their own Turn button now."""
        ...

    def outlined(self, seat: int) -> str | None:
        """The part of the zone of ``seat`` a first step points at now."""
        ...

    def spot(self, seat: int, part: str, control: ft.Control) -> ft.Control:
        """``control``, outlined while a first step points at ``part`` of that zone."""
        ...

    def touch(self, seat: int, e: ft.DragStartEvent) -> None:
        """A finger landed in the zone of ``seat``."""
        ...

    def turn(self, seat: int) -> None:
        """A person turned their own card."""
        ...


def card_scale(width: float, height: float) -> float:
    """The largest card that fits the zone's depth and leaves room for the words beside it."""
    deep = (height - INSIDE) / CARD_HEIGHT
    return max(MIN_SCALE, min(deep, width * 0.42 / CARD_WIDTH, MAX_SCALE))


def text_size(height: float) -> float:
    """The size of a player's name in a zone this deep (its other words are smaller)."""
    return max(NAME, min(height / 7, 26.0))


def words_size(size: float, frozen: bool) -> float:
    """The size of a zone's other words (larger while the table is frozen by a tie)."""
    return max(WORDS, size * (0.95 if frozen else 0.8))


def head_rows(name: str, count: str, width: float, size: float, small: float) -> int:
    """About how many lines the name and the draw pile's count take side by side (they
    wrap onto a second line where the words have little room)."""
    wide = (len(name) * 0.6 * size + 8 + len(count) * 0.53 * small) * 1.1
    return 1 if wide <= width else 2


def top_card(board: Zoned, v: View, seat: int, scale: float) -> ft.Control:
    """The seat's face-up top card, or an empty place; named for screen readers."""
    name = board.name(seat)
    pile = v.up[seat]
    if not pile:
        place = ft.Container(
            width=CARD_WIDTH * scale,
            height=CARD_HEIGHT * scale,
            border=ft.Border.all(2, ft.Colors.OUTLINE_VARIANT),
            border_radius=6 * scale,
        )
        return tagged(f"top-{seat}", place, label=board.t("snp-top-empty", name=name))
    card = Card.from_code(pile[-1])
    drawn = CardView(card, tr=board.port.tr, skin=v.options.faces, scale=scale)
    label = board.t("snp-top-label", name=name, card=drawn.label)
    return tagged(f"top-{seat}", drawn, key=f"top-{seat}-{pile[-1]}", label=label)


def said(seat: int, line: str, size: float, lines: int) -> ft.Control:
    """What happened at the table, as this seat reads it (``snap-status`` for the first
    seat, ``snap-status-<seat>`` for the others), in at most ``lines`` lines."""
    text = ft.Text(
        line,
        size=size,
        weight=ft.FontWeight.W_500,
        max_lines=max(1, lines),
        overflow=ft.TextOverflow.ELLIPSIS,
    )
    return tagged("snap-status" if seat == 0 else f"snap-status-{seat}", text)


def facts(
    board: Zoned, v: View, seat: int, mark: str | None, size: float, small: float
) -> ft.Control:
    """The latest verdict's icon, the name, the draw-pile count and "Called!", side by
    side where they fit (a side zone is long and shallow), else wrapped."""
    name = board.name(seat)
    count = v.draw[seat]
    parts: list[ft.Control] = [name_text(name, size=size, weight=ft.FontWeight.BOLD)]
    if mark is not None:
        parts.insert(0, ft.Icon(ICONS[mark], size=size * 1.1, color=HUE[mark]))
    parts.append(
        tagged(
            f"count-{seat}",
            ft.Text(board.t("snp-draw-count", count=count), size=small),
            label=board.t("snp-draw-label", name=name, count=count),
        )
    )
    if called(v, seat):
        shout = ft.Text(board.t("snp-called"), size=small, weight=ft.FontWeight.BOLD)
        parts.append(tagged(f"called-{seat}", shout))
    middle = ft.CrossAxisAlignment.CENTER
    return ft.Row(parts, spacing=8, run_spacing=2, wrap=True, vertical_alignment=middle)


def called(v: View, seat: int) -> bool:
    """True while ``seat`` has a call waiting for the verdict."""
    return any(c.seat == seat for c in v.pending)


def turn_room(label: str) -> float:
    """About how much of a zone's length its Turn button with ``label`` takes (padding,
    icon and gap, about 8 px a letter, the spacing beside it)."""
    return 86 + 8 * len(label)


def turn_button(board: Zoned, seat: int) -> ft.Control:
    """A person's own Turn button (tempo "each player taps their own deck")."""
    button = ft.FilledButton(
        board.t("snp-turn"),
        icon=ft.Icons.FLIP,
        height=56,
        on_click=board.port.tap(f"turn-{seat}", lambda: board.turn(seat), owner=seat),
    )
    label = board.t("snp-turn-label", name=board.name(seat))
    return ft.Column(
        [tagged(f"turn-{seat}", button, label=label)],
        alignment=ft.MainAxisAlignment.CENTER,
    )


def zone(
    board: Zoned, v: View, seat: int, box: Box, mark: str | None, line: tuple[str, str]
) -> ft.Control:
    """The zone of ``seat`` in ``box``, turned to face its player, with the status
    ``line`` (in full, or in short where the full one would not fit); its card and its
    facts are kept from the last drawing when they show the same (the line is the same
    in every zone, so a new line redraws six zones)."""
    width, height = box.inner
    turns = board.may_turn(v, seat)
    room = width - turn_room(board.t("snp-turn")) if turns else width  # the call area
    scale = card_scale(room, height)
    size = text_size(height)
    small = words_size(size, v.frozen)
    beside = room - INSIDE - CARD_WIDTH * scale - BESIDE  # the words' width
    name, count = board.name(seat), board.t("snp-draw-count", count=v.draw[seat])
    rows = head_rows(name, count, beside, size, small) + (1 if called(v, seat) else 0)
    lines = int((height - INSIDE - rows * size * LINE - 4) / (small * LINE))
    full, short = line
    fits = text_lines(full, beside, small, em=0.56) <= lines
    looks = (seat, name, board.port.tr.lang)
    card = ("top", v.up[seat][-1:], scale, v.options.faces, *looks, board.outlined(seat))
    told = ("facts", v.draw[seat], mark, called(v, seat), size, small, *looks)
    words = ft.Column(
        [
            board.port.kept(told, lambda: facts(board, v, seat, mark, size, small)),
            board.spot(seat, "status", said(seat, full if fits else short, small, lines)),
        ],
        spacing=4,
        tight=True,
        expand=True,
        alignment=ft.MainAxisAlignment.CENTER,
    )
    body = ft.Row(
        [
            board.port.kept(
                card, lambda: board.spot(seat, "card", top_card(board, v, seat, scale))
            ),
            words,
        ],
        spacing=BESIDE,
        vertical_alignment=ft.CrossAxisAlignment.CENTER,
    )
    area = ft.Container(
        body,
        padding=PADDING,
        border_radius=16,
        border=ft.Border.all(3 if mark in FLASH else 1.5, HUE[mark]),
        bgcolor=ft.Colors.with_opacity(TINT[mark], HUE[mark]),
        expand=True,
    )
    detector = ft.GestureDetector(
        content=area,
        on_pan_start=lambda e: board.touch(seat, e),
        expand=True,
    )
    call = tagged(
        f"zone-{seat}",
        detector,
        label=board.t("snp-zone-call", name=board.name(seat)),
        button=True,
        expand=True,
    )
    parts: list[ft.Control] = [call]
    if turns:
        parts.append(turn_button(board, seat))
    return ft.Container(
        board.spot(
            seat, "zone", ft.Row(parts, spacing=6, vertical_alignment=ft.CrossAxisAlignment.STRETCH)
        ),
        left=box.left + (box.width - width) / 2,
        top=box.top + (box.height - height) / 2,
        width=width,
        height=height,
        rotate=ft.Rotate(box.angle, alignment=ft.Alignment.CENTER) if box.angle else None,
        key=f"seat-{seat}",
    )
