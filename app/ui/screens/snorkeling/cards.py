"""Snorkeling cards on screen: a coloured face with the colour's own symbol, the value
large and the creature's name, plus a depth gauge for a pile's top.

Colour is never the only signal: coral red has a circle, sand yellow a star, seaweed
green a leaf, lagoon blue a drop and anemone purple a hexagon, in the corner of every
card and in its name for screen readers. Ink and face keep a contrast of 4.5:1 or more.

A card that cannot be played now keeps its colours (in a colour-matching game a paler
card would read as another colour): it lies flat, without a shadow, with a "no entry"
badge in its corner, and its spoken name says so; the ones that can be played are raised
and outlined.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import flet as ft

from app.games.snorkeling.model import LANTERN, colour, value
from app.i18n import Translator
from app.ui.widgets import tagged

FACES = ("#C62828", "#F9A825", "#2E7D32", "#0277BD", "#6A1B9A")
INKS = ("#FFFFFF", "#1C1C1C", "#FFFFFF", "#FFFFFF", "#FFFFFF")
SHAPES = (ft.Icons.CIRCLE, ft.Icons.STAR, ft.Icons.SPA, ft.Icons.WATER_DROP, ft.Icons.HEXAGON)
BADGE, BADGE_INK = "#FFFFFF", "#1C1C1C"
"""The "can't be played now" badge: near-black on white (17:1), on any face."""
LANTERN_FACE = "#1A237E"
LANTERN_INK = "#FFE082"
PICKED = "#FFD54F"
WIDTH, HEIGHT = 64, 96
LIFT = 0.08
"""How far a playable or chosen card stands raised, as a share of its height."""
MOTION = ft.Animation(200, ft.AnimationCurve.EASE_OUT)


def card_name(tr: Translator, card: int) -> str:
    """ "lagoon blue Turtle (3)", or "Lanternfish"."""
    if card == LANTERN:
        return tr.t("sk-value-5")
    return tr.t(
        "sk-card",
        colour=tr.t(f"sk-colour-{colour(card)}"),
        name=tr.t(f"sk-value-{value(card)}"),
        value=value(card),
    )


def look(card: int) -> tuple[str, str, ft.IconData]:
    """A card's face colour, ink colour and its colour's symbol."""
    c = colour(card)
    if c is None:  # the Lanternfish
        return LANTERN_FACE, LANTERN_INK, ft.Icons.LIGHTBULB
    return FACES[c], INKS[c], SHAPES[c]


Look = Any  # Any: one of sea_card's keywords, each of its own type
"""How a sea card looks: a keyword of :func:`sea_card`, passed on."""


def sea_card(
    tr: Translator,
    card: int,
    *,
    scale: float = 1.0,
    mark: str = "normal",
    order: int | None = None,
    on_tap: Callable[[], None] | None = None,
    ident: str | None = None,
) -> ft.Control:
    """One card; ``mark`` is ``normal``, ``playable`` (raised), ``selected`` or
    ``blocked`` (flat, badged: not playable now). ``order`` numbers a selected card (the
    order the cards go down in)."""
    w, h = WIDTH * scale, HEIGHT * scale
    face, ink, shape = look(card)
    layers: list[ft.Control] = [
        ft.Container(ft.Icon(shape, size=16 * scale, color=ink), left=4 * scale, top=4 * scale),
        ft.Container(
            ft.Text(str(value(card)), size=40 * scale, weight=ft.FontWeight.W_900, color=ink),
            alignment=ft.Alignment.CENTER,
            width=w,
            height=h * 0.85,
        ),
    ]
    if scale >= 0.8:  # small cards show the value and the symbol only
        layers.append(
            ft.Container(
                ft.Text(
                    tr.t(f"sk-value-{value(card)}"),
                    size=max(9.0, 10 * scale),
                    color=ink,
                    max_lines=1,
                    overflow=ft.TextOverflow.CLIP,
                    text_align=ft.TextAlign.CENTER,
                ),
                bottom=4 * scale,
                left=2,
                right=2,
                alignment=ft.Alignment.CENTER,
            )
        )
    if order is not None:
        layers.append(
            ft.Container(
                ft.Text(str(order), size=13, weight=ft.FontWeight.BOLD, color="#1C1C1C"),
                bgcolor=PICKED,
                border_radius=11,
                width=22,
                height=22,
                right=3,
                top=3,
                alignment=ft.Alignment.CENTER,
            )
        )
    if mark == "blocked":
        layers.append(
            ft.Container(
                ft.Icon(ft.Icons.BLOCK, size=14 * scale, color=BADGE_INK),
                bgcolor=BADGE,
                border_radius=11 * scale,
                width=20 * scale,
                height=20 * scale,
                right=3 * scale,
                top=3 * scale,
                alignment=ft.Alignment.CENTER,
            )
        )
    raised = mark in ("playable", "selected")
    box = ft.Container(
        ft.Stack(layers, width=w, height=h),
        width=w,
        height=h,
        bgcolor=face,
        border_radius=8 * scale,
        border=ft.Border.all(4, PICKED)
        if mark == "selected"
        else ft.Border.all(2.5, ft.Colors.PRIMARY)
        if mark == "playable"
        else ft.Border.all(1, "#66000000"),
        offset=ft.Offset(0, -LIFT if raised else 0),
        animate_offset=MOTION,
        on_click=on_tap,
        ink=on_tap is not None,
        shadow=None
        if mark == "blocked"
        else ft.BoxShadow(blur_radius=6 if raised else 2, offset=ft.Offset(0, 2)),
    )
    if ident is None:
        return box
    spoken = card_name(tr, card)
    if mark in ("playable", "selected", "blocked"):
        spoken = tr.t(f"sk-card-{mark}", card=spoken)
    # keyed by the card too: a place (``hand-2``) shows another card after a move
    return tagged(ident, box, f"{ident}:{card}", label=spoken, button=on_tap is not None)


def depth_gauge(tr: Translator, depth: int) -> ft.Control:
    """How deep a pile is: five bars, as many filled as the top card's value."""
    bars: list[ft.Control] = [
        ft.Container(
            width=7,
            height=6 + 3 * i,
            bgcolor=ft.Colors.PRIMARY if i < depth else ft.Colors.OUTLINE_VARIANT,
            border_radius=2,
        )
        for i in range(5)
    ]
    return tagged(
        "depth",
        ft.Row(bars, spacing=2, tight=True, vertical_alignment=ft.CrossAxisAlignment.END),
        label=tr.t("sk-depth", depth=depth),
    )
