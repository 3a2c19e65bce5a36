"""Schnitzel cards on screen: a white face with the number (or the action card's symbol
and name) in large black type, a paprika-red back with the game's sign and the place's
number small in a tag (never to be taken for a value), and the gap an empty place leaves.

A face is only ever drawn for a card the whole table may see (the discard pile, the
reveal at the end, a claimed card) or, on the private look, while its owner holds it.
Every face control carries ``data = ("face", card)``, so tests can list the faces a
drawing shows; a back carries ``("back", number)``.
"""

from __future__ import annotations

import flet as ft

from app.games.schnitzel.model import NOPE, PEEK, SWAP, X
from app.i18n import Translator

FACE, INK = "#FFFFFF", "#1C1C1C"
BACK, BACK_INK = "#B3261E", "#FFFFFF"
"""Paprika red with white ink (contrast 6:1)."""
RIM = "#FFD54F"
"""The outline of a place a tap may choose now (the place is raised as well)."""
ACTIONS = {
    PEEK: (ft.Icons.VISIBILITY, "sz-card-peek"),
    SWAP: (ft.Icons.SWAP_HORIZ, "sz-card-swap"),
    NOPE: (ft.Icons.BLOCK, "sz-card-nope"),
    X: (ft.Icons.CLOSE, "sz-card-x"),
}
RATIO = 1.4
"""A card's height for its width."""


def number(card: int) -> str:
    """A number card's value with a real minus sign (−2)."""
    return str(card).replace("-", "−")


def card_name(tr: Translator, card: int) -> str:
    """ "7", "−2", "Peek", "Nope!" … in the current language."""
    if card in ACTIONS:
        return tr.t(ACTIONS[card][1])
    return number(card)


def face(tr: Translator, card: int, width: float, height: float, mark: str = "") -> ft.Container:
    """A card face up; ``mark`` ``right`` or ``wrong`` badges a claimed card, ``penalty``
    a penalty card."""
    if card in ACTIONS:
        icon, _ = ACTIONS[card]
        size = min(width * 0.55, height * 0.4)
        parts: list[ft.Control] = [ft.Icon(icon, size=size, color=INK)]
        if width >= 56:
            label = ft.Text(
                card_name(tr, card),
                size=max(10.0, width / 6),
                weight=ft.FontWeight.BOLD,
                color=INK,
                max_lines=1,
                overflow=ft.TextOverflow.CLIP,
            )
            parts.append(label)
        body: ft.Control = ft.Column(
            parts, spacing=0, tight=True, horizontal_alignment=ft.CrossAxisAlignment.CENTER
        )
    else:
        body = ft.Text(
            number(card),
            size=min(width * 0.5, height * 0.42),
            weight=ft.FontWeight.W_900,
            color=INK,
        )
    layers: list[ft.Control] = [
        ft.Container(body, width=width, height=height, alignment=ft.Alignment.CENTER)
    ]
    if mark:
        layers.append(badge(mark))
    return ft.Container(
        ft.Stack(layers, width=width, height=height),
        width=width,
        height=height,
        bgcolor=FACE,
        border=ft.Border.all(1.5, "#757575"),
        border_radius=width / 8,
        data=("face", card),
    )


def badge(mark: str) -> ft.Control:
    """A claim's verdict in the card's corner: a tick or a cross (not colour alone); a
    plus on a penalty card."""
    if mark == "right":
        return corner(ft.Icons.CHECK, FACE, "#1B5E20")
    if mark == "penalty":
        return corner(ft.Icons.ADD, FACE, "#E65100")
    return corner(ft.Icons.CLOSE, FACE, "#B71C1C")


def corner(icon: ft.IconData, ink: str, colour: str, left: bool = False) -> ft.Control:
    """A small round sign in a card's top right (or left) corner."""
    return ft.Container(
        ft.Icon(icon, size=14, color=ink),
        bgcolor=colour,
        border_radius=10,
        width=20,
        height=20,
        left=2 if left else None,
        right=None if left else 2,
        top=2,
        alignment=ft.Alignment.CENTER,
    )


def back(
    width: float, height: float, label: str = "", mark: str = "", lit: bool = False
) -> ft.Container:
    """A card face down: the game's sign in the middle, and ``label`` (its place's number,
    a pile's count) small in a white tag at the bottom, so it never reads as the card's
    value; ``mark`` ``target`` (a tap may choose it: raised, outlined) or ``chosen``
    (outlined, ticked); ``lit``: the hinted move takes it (outlined, a lightbulb in the
    top left corner)."""
    layers: list[ft.Control] = [
        ft.Container(
            border=ft.Border.all(1.5, "#80FFFFFF"),
            border_radius=width / 10,
            left=4,
            top=4,
            right=4,
            bottom=4,
        ),
        ft.Container(
            ft.Icon(ft.Icons.LUNCH_DINING, size=min(width, height) * 0.42, color="#59FFFFFF"),
            width=width,
            height=height * 0.8 if label else height,
            alignment=ft.Alignment.CENTER,
        ),
    ]
    if label:
        layers.append(tag(label, width))
    if mark == "chosen":
        layers.append(corner(ft.Icons.CHECK, INK, RIM))
    if lit:
        layers.append(corner(ft.Icons.LIGHTBULB, INK, RIM, left=True))
    rim = {"target": ft.Border.all(3, RIM), "chosen": ft.Border.all(4, RIM)}
    edge = ft.Border.all(4, RIM) if lit else rim.get(mark, ft.Border.all(1, "#66000000"))
    return ft.Container(
        ft.Stack(layers, width=width, height=height),
        width=width,
        height=height,
        bgcolor=BACK,
        border=edge,
        border_radius=width / 8,
        offset=ft.Offset(0, -0.06 if mark == "target" else 0),
        shadow=ft.BoxShadow(blur_radius=6 if mark else 2, offset=ft.Offset(0, 2)),
        data=("back", label),
    )


def tag(label: str, width: float) -> ft.Control:
    """A back's small white tag at the bottom, with a place's number or a pile's count."""
    size = max(10.0, min(15.0, width * 0.22))
    pill = ft.Container(
        ft.Text(label, size=size, weight=ft.FontWeight.BOLD, color=BACK),
        bgcolor=FACE,
        border_radius=size,
        padding=ft.Padding.symmetric(horizontal=size * 0.45),
    )
    return ft.Container(pill, left=0, right=0, bottom=size * 0.45, alignment=ft.Alignment.CENTER)


def gap(width: float, height: float, label: str) -> ft.Container:
    """An empty place (its card was thrown on the pile): an outline and its number."""
    return ft.Container(
        ft.Text(label, size=12, color=ft.Colors.ON_SURFACE_VARIANT),
        width=width,
        height=height,
        border=ft.Border.all(1, ft.Colors.OUTLINE_VARIANT),
        border_radius=width / 8,
        alignment=ft.Alignment.CENTER,
    )
