"""What lies on a Schnapp, Land, Fluss! table: letter cards, the category card, the players.

Blue letters score 1 and red letters 2; the number is printed on every card in a shape
of its own (a circle for 1, a diamond for 2), so colour is never the only signal. White
on the card blue and the card red, and near-black on the category amber, all have a
contrast above 4.5:1 in both themes.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from functools import partial

import flet as ft

from app.games.slf.deck import CATEGORY, RED_LETTERS, XY
from app.games.slf.view import View
from app.i18n import Translator
from app.ui.screens.slf.layout import CATEGORY as CATEGORY_HEIGHT
from app.ui.screens.slf.layout import GAP, TILE, card_height, title_size
from app.ui.widgets import EMOJI, name_text, player_colour, tagged
from app.ui.widgets import icon as icon_of

BLUE = "#1565C0"
RED = "#C62828"
AMBER = "#FFB300"
INK = "#1C1C1C"
PICKED = "#FFD54F"
"""The outline of a tapped or contested letter card."""
RADIUS = 14
MOTION = ft.Animation(250, ft.AnimationCurve.EASE_OUT)


def points_of(letter: str) -> int:
    """2 for a red letter, 1 for a blue one."""
    return 2 if letter in RED_LETTERS else 1


def label_of(letter: str) -> str:
    """The letter as printed on the card: ``X/Y`` for the X/Y card."""
    return "X/Y" if letter == XY else letter


def contested(v: View) -> tuple[int, int]:
    """The seat whose word is judged and the slot it slapped (only while one is)."""
    if v.contender is None:
        raise ValueError("no word is judged")
    return v.contender


def letter_at(v: View, slot: int) -> str:
    """The letter of the card in ``slot`` (only where one lies)."""
    letter = v.table[slot]
    if letter is None:
        raise ValueError(f"no letter card in slot {slot}")
    return letter


def _badge(points: int, size: float, colour: str) -> ft.Control:
    """The card's points in a white circle (1) or a white diamond (2)."""
    number = ft.Text(str(points), size=size * 0.6, weight=ft.FontWeight.BOLD, color=colour)
    if points == 1:
        return ft.Container(
            number,
            width=size,
            height=size,
            bgcolor=ft.Colors.WHITE,
            border_radius=size / 2,
            alignment=ft.Alignment.CENTER,
        )
    side = size * 0.8
    return ft.Container(
        ft.Container(number, rotate=ft.Rotate(-math.pi / 4), alignment=ft.Alignment.CENTER),
        width=side,
        height=side,
        bgcolor=ft.Colors.WHITE,
        border_radius=3,
        rotate=ft.Rotate(math.pi / 4),
        alignment=ft.Alignment.CENTER,
        margin=ft.Margin.all(size * 0.1),
    )


def letter_card(
    tr: Translator,
    slot: int,
    letter: str,
    width: float,
    height: float,
    *,
    mark: str = "normal",
    on_tap: Callable[[], None] | None = None,
) -> ft.Control:
    """One letter card; ``mark`` is ``normal``, ``picked`` (tapped or contested) or ``dim``."""
    points = points_of(letter)
    colour = RED if points == 2 else BLUE
    label = label_of(letter)
    size = height * (0.42 if letter == XY else 0.58)
    badge = max(22.0, height * 0.24)
    face = ft.Stack(
        [
            ft.Container(
                ft.Text(label, size=size, weight=ft.FontWeight.W_900, color=ft.Colors.WHITE),
                alignment=ft.Alignment.CENTER,
                width=width,
                height=height,
            ),
            ft.Container(_badge(points, badge, colour), right=5, top=5),
        ],
        width=width,
        height=height,
    )
    picked = mark == "picked"
    box = ft.Container(
        face,
        width=width,
        height=height,
        bgcolor=colour,
        border_radius=RADIUS,
        border=ft.Border.all(5, PICKED) if picked else None,
        opacity=0.35 if mark == "dim" else 1,
        scale=1.06 if picked else 1,
        animate_scale=MOTION,
        on_click=on_tap,
        ink=True,
        shadow=ft.BoxShadow(blur_radius=4, offset=ft.Offset(0, 2), color="#55000000"),
    )
    spoken = tr.t("slf-card-label", letter=label, points=points)
    return tagged(f"letter-{slot}", box, label=spoken, button=True)


def empty_slot(width: float, height: float, icon: str | None = None) -> ft.Control:
    """A place on the table without a letter card; the category card's place shows its icon."""
    return ft.Container(
        ft.Icon(icon_of(icon), size=height * 0.4, color=ft.Colors.OUTLINE) if icon else None,
        width=width,
        height=height,
        border=ft.Border.all(2, ft.Colors.OUTLINE_VARIANT),
        border_radius=RADIUS,
        alignment=ft.Alignment.CENTER,
    )


def letter_grid(
    tr: Translator,
    v: View,
    width: float,
    room: float,
    columns: int,
    picked: int | None,
    on_tap: Callable[[int], None],
) -> ft.Control:
    """The letter cards in fixed places, ``columns`` wide (one more once the table holds
    over 12), at the top of a box ``room`` tall. ``picked`` is the slot tapped (else the
    contested one is outlined); the others are dimmed while a slap is judged."""
    slots = len(v.table)
    while slots > 12 and v.table[slots - 1] is None and slots - 1 != v.category_slot:
        slots -= 1
    columns += 1 if slots > 12 else 0
    card_w = (width - GAP * (columns - 1)) / columns
    card_h = max(48.0, card_height(width, room, columns, max(slots, 12)))
    contested = v.contender[1] if v.contender else None
    outlined = picked if picked is not None else contested
    icon = CATEGORY[v.category].icon if v.category is not None else None
    cells: list[ft.Control] = []
    for slot in range(slots):
        letter = v.table[slot]
        if slot == v.category_slot:
            cells.append(empty_slot(card_w, card_h, icon))
        elif letter is None:
            cells.append(empty_slot(card_w, card_h))
        else:
            if slot == outlined:
                mark = "picked"
            elif contested is not None or slot == v.turned_back:
                mark = "dim"
            else:
                mark = "normal"
            cells.append(
                letter_card(
                    tr, slot, letter, card_w, card_h, mark=mark, on_tap=partial(on_tap, slot)
                )
            )
    lines: list[ft.Control] = [
        ft.Row(cells[i : i + columns], spacing=GAP, alignment=ft.MainAxisAlignment.CENTER)
        for i in range(0, len(cells), columns)
    ]
    grid = ft.Column(lines, spacing=GAP, tight=True)
    return tagged("letters", ft.Container(grid, height=room, alignment=ft.Alignment.TOP_CENTER))


def category_card(tr: Translator, category: str | None, width: float, big: bool) -> ft.Container:
    """The category card: its picture, its name and what counts; a placeholder before.
    Always the same height: a long name takes a smaller type, and two lines, and leaves
    one line to what counts."""
    if category is None:
        return ft.Container(
            ft.Row(
                [
                    ft.Icon(ft.Icons.FLIP, size=44, color=ft.Colors.OUTLINE),
                    ft.Text(
                        tr.t("slf-no-category"),
                        size=20,
                        expand=True,
                        max_lines=2,
                        overflow=ft.TextOverflow.ELLIPSIS,
                        color=ft.Colors.ON_SURFACE_VARIANT,
                    ),
                ],
                spacing=12,
            ),
            width=width,
            height=CATEGORY_HEIGHT,
            padding=ft.Padding.symmetric(horizontal=16),
            border=ft.Border.all(3, ft.Colors.OUTLINE_VARIANT),
            border_radius=RADIUS + 4,
        )
    info = CATEGORY[category]
    icon = 68 if big else 56
    room = width - 32 - icon - 14
    title = tr.t(f"slf-cat-{category}")
    if big:
        size, wrapped = title_size(title, room, (34, 30, 28), (28, 26, 24))
    else:
        size, wrapped = title_size(title, room, (28, 26, 24, 22), (22, 20, 18))
    lines: list[ft.Control] = [
        ft.Text(
            title,
            size=size,
            weight=ft.FontWeight.BOLD,
            color=INK,
            max_lines=2,
            overflow=ft.TextOverflow.ELLIPSIS,
        )
    ]
    if not big:
        rest = 1 if wrapped else 2
        desc = tr.t(f"slf-cat-{category}-desc")
        lines.append(
            ft.Text(desc, size=13, color=INK, max_lines=rest, overflow=ft.TextOverflow.ELLIPSIS)
        )
    return ft.Container(
        ft.Row(
            [
                ft.Icon(icon_of(info.icon), size=icon, color=INK),
                ft.Column(lines, spacing=2, tight=True, expand=True),
            ],
            spacing=14,
        ),
        width=width,
        height=CATEGORY_HEIGHT,
        padding=ft.Padding.symmetric(horizontal=16, vertical=8),
        bgcolor=AMBER,
        border_radius=RADIUS + 4,
        clip_behavior=ft.ClipBehavior.HARD_EDGE,
        animate_scale=MOTION,
        shadow=ft.BoxShadow(blur_radius=6, offset=ft.Offset(0, 3), color="#55000000"),
    )


def player_tile(
    tr: Translator,
    seat: int,
    name: str,
    cards: int,
    points: int,
    *,
    marks: frozenset[str] = frozenset(),
    width: float,
    on_tap: Callable[[], None] | None = None,
) -> ft.Control:
    """A player: coloured circle with the initial, name, cards and points won.

    Marks: ``pick`` (tap to say who slapped), ``slapped`` (this word is judged),
    ``out`` (sitting out: greyed, with an hourglass and the word "waits").
    """
    out = "out" in marks
    ring = PICKED if "slapped" in marks else ft.Colors.PRIMARY if "pick" in marks else None
    circle = ft.Container(
        ft.Text(
            name[:1].upper(),
            size=24,
            weight=ft.FontWeight.BOLD,
            color=ft.Colors.WHITE,
            style=ft.TextStyle(font_family_fallback=EMOJI),
        ),
        width=52,
        height=52,
        border_radius=26,
        bgcolor=ft.Colors.GREY_600 if out else player_colour(name),
        border=ft.Border.all(4, ring) if ring else None,
        alignment=ft.Alignment.CENTER,
    )
    badge = (
        [
            ft.Container(
                ft.Icon(ft.Icons.HOURGLASS_TOP, size=16, color=ft.Colors.WHITE),
                bgcolor=ft.Colors.GREY_800,
                border_radius=11,
                width=22,
                height=22,
                right=0,
                bottom=0,
                alignment=ft.Alignment.CENTER,
            )
        ]
        if out
        else []
    )
    score = ft.Row(
        [
            ft.Icon(ft.Icons.STYLE, size=15),
            ft.Text(str(cards), size=15, weight=ft.FontWeight.BOLD),
            ft.Icon(ft.Icons.STAR, size=15),
            ft.Text(str(points), size=15, weight=ft.FontWeight.BOLD),
        ],
        spacing=2,
        tight=True,
        alignment=ft.MainAxisAlignment.CENTER,
    )
    lines: list[ft.Control] = [
        ft.Stack([circle, *badge], width=56, height=54),
        name_text(name, size=14, weight=ft.FontWeight.W_600),
        score,
    ]
    if out:
        lines.append(ft.Text(tr.t("slf-waits"), size=12, italic=True))
    tile = ft.Container(
        ft.Column(lines, spacing=2, tight=True, horizontal_alignment=ft.CrossAxisAlignment.CENTER),
        width=width,
        height=TILE,
        alignment=ft.Alignment.TOP_CENTER,
        padding=ft.Padding.symmetric(vertical=6, horizontal=2),
        border_radius=12,
        bgcolor=ft.Colors.with_opacity(0.12, ft.Colors.PRIMARY) if "pick" in marks else None,
        opacity=0.45 if out else 1,
        scale=1.06 if "pick" in marks else 1,
        animate_scale=MOTION,
        on_click=on_tap,
        ink=on_tap is not None,
    )
    key = "slf-tile-out" if out else "slf-tile-label"
    spoken = tr.t(key, name=name, cards=cards, points=points)
    return tagged(f"player-{seat}", tile, label=spoken, button=on_tap is not None)
