"""A player's zone at the Snap table, turned to face them: their name, their draw pile's
count, their face-up top card large enough to read across a table, and the call area
(the whole zone: one ``GestureDetector`` with only ``on_pan_start``, whose event carries
the touch's own client time; no other recognizer on it, so no touch waits for another).
With the tempo "each player taps their own deck", a person's Turn button sits beside
the call area, never on it."""

from __future__ import annotations

from typing import TYPE_CHECKING

import flet as ft

from app.core.cards import Card
from app.games.snap.model import LATE, SNAP, TIE, WRONG
from app.games.snap.view import View
from app.ui.components.cards import CARD_HEIGHT, CARD_WIDTH, CardView
from app.ui.screens.snap.layout import Box
from app.ui.widgets import name_text, tagged

if TYPE_CHECKING:
    from app.ui.screens.snap.table import SnapBoard

ACCENT = "#6A1B9A"
"""Schnipp-Schnapp violet."""
TINT = {None: 0.10, SNAP: 0.40, WRONG: 0.22, TIE: 0.28, LATE: 0.16}
"""How strongly a zone is tinted after the latest verdict (the icon says it too)."""
HUE = {None: ACCENT, SNAP: "#F9A825", WRONG: "#C62828", TIE: "#EF6C00", LATE: ACCENT}
ICONS = {
    SNAP: ft.Icons.STAR,
    WRONG: ft.Icons.CLOSE,
    TIE: ft.Icons.FRONT_HAND,
    LATE: ft.Icons.SCHEDULE,
}
MIN_SCALE, MAX_SCALE = 0.6, 2.4


def card_scale(width: float, height: float) -> float:
    """The largest card that leaves room for the name beside it."""
    return max(MIN_SCALE, min((height - 32) / CARD_HEIGHT, width * 0.42 / CARD_WIDTH, MAX_SCALE))


def top_card(board: SnapBoard, v: View, seat: int, scale: float) -> ft.Control:
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
    drawn = CardView(card, tr=board.host.tr, skin=v.options.faces, scale=scale)
    label = board.t("snp-top-label", name=name, card=drawn.label)
    return tagged(f"top-{seat}", drawn, key=f"top-{seat}-{pile[-1]}", label=label)


def facts(board: SnapBoard, v: View, seat: int, mark: str | None, size: float) -> ft.Control:
    """Name, draw-pile count, and "Called!" or the latest verdict's icon."""
    name = board.name(seat)
    count = v.draw[seat]
    lines: list[ft.Control] = [
        name_text(name, size=size, weight=ft.FontWeight.BOLD),
        tagged(
            f"count-{seat}",
            ft.Text(board.t("snp-draw-count", count=count), size=size * 0.8),
            label=board.t("snp-draw-label", name=name, count=count),
        ),
    ]
    if any(c.seat == seat for c in v.pending):
        called = ft.Text(board.t("snp-called"), size=size, weight=ft.FontWeight.BOLD)
        lines.append(tagged(f"called-{seat}", called))
    elif mark is not None:
        lines.append(ft.Icon(ICONS[mark], size=size * 1.4, color=HUE[mark]))
    return ft.Column(lines, spacing=2, tight=True, expand=True)


def turn_button(board: SnapBoard, seat: int) -> ft.Control:
    """A person's own Turn button (tempo "each player taps their own deck")."""
    button = ft.FilledButton(
        board.t("snp-turn"),
        icon=ft.Icons.FLIP,
        height=56,
        on_click=board.table.tap(f"turn-{seat}", lambda: board.turn(seat)),
    )
    label = board.t("snp-turn-label", name=board.name(seat))
    return ft.Column(
        [tagged(f"turn-{seat}", button, label=label)],
        alignment=ft.MainAxisAlignment.CENTER,
    )


def zone(board: SnapBoard, v: View, seat: int, box: Box, mark: str | None) -> ft.Control:
    """The zone of ``seat`` in ``box``, turned to face its player."""
    width, height = box.inner
    scale = card_scale(width, height)
    size = 20 if height >= 110 else 15
    body = ft.Row(
        [top_card(board, v, seat, scale), facts(board, v, seat, mark, size)],
        spacing=12,
        vertical_alignment=ft.CrossAxisAlignment.CENTER,
    )
    area = ft.Container(
        body,
        padding=10,
        border_radius=16,
        border=ft.Border.all(3 if mark == SNAP else 1.5, HUE[mark]),
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
    if board.may_turn(v, seat):
        parts.append(turn_button(board, seat))
    return ft.Container(
        ft.Row(parts, spacing=6, vertical_alignment=ft.CrossAxisAlignment.STRETCH),
        left=box.left + (box.width - width) / 2,
        top=box.top + (box.height - height) / 2,
        width=width,
        height=height,
        rotate=ft.Rotate(box.angle, alignment=ft.Alignment.CENTER) if box.angle else None,
        key=f"seat-{seat}",
    )
