"""Playing cards on screen: names, corner indices, one card and a fanned hand.

The suit symbols and the back are our own SVGs in ``assets/cards/``. The skin only changes
how a card looks and is named: "french" draws hearts, diamonds, spades and clubs; "german"
and "hungarian" both draw the German-suited pack (hearts, bells, leaves, acorns), which is
why their words live under the ``german`` ids of ``locales/<lang>/cards.ftl``.
"""

from __future__ import annotations

import inspect
import math
import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import cache

import flet as ft

from app.core.cards import Card, Suit
from app.core.errors import UserError
from app.i18n import Translator
from app.paths import ASSETS

CARD_WIDTH = 64
"""Logical pixels at scale 1.0 (large-cards mode passes 1.3)."""
CARD_HEIGHT = 96
STATES = ("normal", "playable", "selected", "disabled")
"""How a card is offered: plainly, as a legal play, as chosen, or dimmed (still tappable)."""
HAND_WIDTH = 412 - 16
"""Room for a hand on a 412 px phone with 8 px of margin either side."""

FAMILIES = {"french": "french", "german": "german", "hungarian": "german"}
BACK_SRC = "cards/back.svg"
BACK_ACCENT = "#1B5E20"
"""The colour in back.svg that :func:`back_svg` replaces (Schnapsen's felt green)."""

FACE = "#FFFDF7"
"""Card stock: the same warm white in light and dark theme."""
DIMMED_FACE = "#DCDAD3"
"""A disabled card stays opaque (no card shows through in a fan); only its print fades."""
EDGE = "#8A8A8A"
INK = {
    ("french", Suit.HEARTS): "#C62828",
    ("french", Suit.DIAMONDS): "#C62828",
    ("french", Suit.SPADES): "#1C1C1C",
    ("french", Suit.CLUBS): "#1C1C1C",
    ("german", Suit.HEARTS): "#C62828",
    ("german", Suit.DIAMONDS): "#A65200",
    ("german", Suit.SPADES): "#2E7D32",
    ("german", Suit.CLUBS): "#6D4C2F",
}
"""Index colours; each has at least 4.5:1 contrast on FACE (bells are dark amber, not yellow)."""

RADIUS = 6
INDEX_LEFT = 3
INDEX_TOP = 3
INDEX_WIDTH = 26
RANK_SIZE = 20
INDEX_SUIT = 16
CENTRE_SUIT = 34
ACE_SUIT = 40
COURT_SUIT = 26
COURT_FRAME = (34, 40)
COURTS = frozenset("KQJ")
LIFT = {"normal": 0, "disabled": 0, "playable": 8, "selected": 16}
OUTLINE = {"normal": 0, "disabled": 0, "playable": 2.5, "selected": 4.5}
SHADOW = {  # blur, y offset, opacity
    "normal": (2, 1, 0.30),
    "disabled": (2, 1, 0.20),
    "playable": (6, 3, 0.35),
    "selected": (10, 6, 0.40),
}
DISABLED_OPACITY = 0.45
HAND_GAP = 4
MIN_STEP = 32
"""The narrowest strip of a covered card in a hand: its whole corner index stays visible."""
ROW_PITCH = 68
"""When a hand needs two rows, the second starts this far below the first (indices stay clear)."""

_COLOUR = re.compile(r"#[0-9A-Fa-f]{6}")


def family(skin: str) -> str:
    """The suit family a skin draws: "french" or "german" (unknown skins draw French)."""
    return FAMILIES.get(skin, "french")


def suit_src(suit: Suit | str, skin: str) -> str:
    """The asset path of a suit symbol, e.g. ``"cards/suit-german-D.svg"`` (a bell)."""
    return f"cards/suit-{family(skin)}-{Suit(suit).value}.svg"


def ink(card: Card, skin: str) -> str:
    """The colour of a card's index: red, near-black, amber, green or brown by suit and skin."""
    return INK[(family(skin), card.suit)]


def card_label(tr: Translator, card: Card, skin: str) -> str:
    """The card's name as players say it: "Queen of hearts", "Herz-Ober", "piros felső"."""
    fam = family(skin)
    return tr.t(
        "card-name",
        rank=tr.t(f"rank-{fam}-{card.rank}"),
        suit=tr.t(f"suit-{fam}-{card.suit.value}"),
    )


def rank_index(tr: Translator, card: Card, skin: str) -> str:
    """The corner index: "Q"/"D"/"O"/"F" for the Queen or Ober, "10" for the Ten, digits below."""
    if card.rank == "T":
        return "10"
    if card.rank.isdigit():
        return card.rank
    return tr.t(f"index-{family(skin)}-{card.rank}")


@cache
def _back_template() -> str:
    return (ASSETS / BACK_SRC).read_text(encoding="utf-8")


def back_svg(accent: str) -> str:
    """The card-back SVG text with ``accent`` ("#RRGGBB", a game's colour) as its colour."""
    if not _COLOUR.fullmatch(accent):
        raise ValueError(f"accent must look like #RRGGBB, not {accent!r}")
    return _back_template().replace(BACK_ACCENT, accent.upper())


def CardView(  # noqa: N802 - a control factory, named like the control it builds
    card: Card | None,
    *,
    tr: Translator,
    skin: str = "french",
    face_up: bool = True,
    scale: float = 1.0,
    state: str = "normal",
    on_click: Callable[[ft.Event], object] | None = None,
    identifier: str | None = None,
    back_colour: str | None = None,
) -> ft.Semantics:
    """One card, face or back, in a state; ``on_click`` gets the event (``e.control.data`` is it).

    A disabled card is dimmed but still calls ``on_click``, so the screen can say why it
    can't be played. A face-down card is announced as "Face-down card", never by name, and
    may be ``None`` when the screen doesn't know it. ``back_colour`` ("#RRGGBB") tints the back.
    """
    if state not in STATES:
        raise ValueError(f"state must be one of {STATES}, not {state!r}")
    body: ft.Control
    if not face_up:
        body, label = _back(scale, back_colour), tr.t("card-back")
    elif card is None:
        raise ValueError("a face-up card needs a card")
    else:
        body, label = _face(tr, card, skin, scale), card_label(tr, card, skin)
    width, height = CARD_WIDTH * scale, CARD_HEIGHT * scale
    disabled = state == "disabled"
    if disabled:
        body.opacity = DISABLED_OPACITY
    blur, drop, alpha = SHADOW[state]
    outline = OUTLINE[state] * scale
    lift = LIFT[state] * scale
    box = ft.Container(
        content=body,
        width=width,
        height=height,
        bgcolor=DIMMED_FACE if disabled else FACE,
        border=ft.Border.all(1, EDGE),
        border_radius=RADIUS * scale,
        clip_behavior=ft.ClipBehavior.ANTI_ALIAS,
        shadow=ft.BoxShadow(
            blur_radius=blur * scale,
            offset=ft.Offset(0, drop * scale),
            color=ft.Colors.with_opacity(alpha, ft.Colors.BLACK),
        ),
        foreground_decoration=(
            ft.BoxDecoration(
                border=ft.Border.all(outline, ft.Colors.PRIMARY),
                border_radius=RADIUS * scale,
            )
            if outline
            else None
        ),
        offset=ft.Offset(0, -lift / height) if lift else None,
        on_click=on_click,
        data=card,
    )
    return ft.Semantics(
        content=box,
        identifier=identifier,
        key=identifier,  # a tap meant for this card never reaches another (``tagged``)
        label=label,
        button=on_click is not None,
        selected=True if state == "selected" else None,
        exclude_semantics=True,
    )


def _face(tr: Translator, card: Card, skin: str, scale: float) -> ft.Stack:
    """Big index (rank over suit) in the top-left corner, a large suit symbol below the middle."""
    src = suit_src(card.suit, skin)
    text = rank_index(tr, card, skin)
    colour = ink(card, skin)
    index = ft.Container(
        left=INDEX_LEFT * scale,
        top=INDEX_TOP * scale,
        width=INDEX_WIDTH * scale,
        content=ft.Column(
            [
                ft.Text(
                    text,
                    size=RANK_SIZE * scale,
                    weight=ft.FontWeight.BOLD,
                    color=colour,
                    text_align=ft.TextAlign.CENTER,
                    no_wrap=True,
                    style=ft.TextStyle(height=1.0, letter_spacing=-1 if len(text) > 1 else 0),
                ),
                ft.Image(src=src, width=INDEX_SUIT * scale, height=INDEX_SUIT * scale),
            ],
            spacing=2 * scale,
            tight=True,
            horizontal_alignment=ft.CrossAxisAlignment.CENTER,
        ),
    )
    inner_w, inner_h = CARD_WIDTH * scale - 2, CARD_HEIGHT * scale - 2
    if card.rank in COURTS:
        # A court card: the symbol in a small frame, like a picture.
        width, height = COURT_FRAME[0] * scale, COURT_FRAME[1] * scale
        size = COURT_SUIT * scale
        centre: ft.Control = ft.Container(
            content=ft.Image(src=src, width=size, height=size),
            left=(inner_w - width) / 2 + 4 * scale,
            top=inner_h - height - 9 * scale,
            width=width,
            height=height,
            alignment=ft.Alignment.CENTER,
            border=ft.Border.all(1.5 * scale, colour),
            border_radius=4 * scale,
            bgcolor=ft.Colors.with_opacity(0.07, colour),
        )
    else:
        size = (ACE_SUIT if card.rank == "A" else CENTRE_SUIT) * scale
        centre = ft.Image(
            src=src,
            width=size,
            height=size,
            left=(inner_w - size) / 2 + 4 * scale,
            top=inner_h - size - 9 * scale,
        )
    return ft.Stack([index, centre], width=inner_w, height=inner_h)


def _back(scale: float, colour: str | None) -> ft.Container:
    """The back pattern inside a thin white margin, like a printed card."""
    return ft.Container(
        content=ft.Image(
            src=BACK_SRC if colour is None else back_svg(colour),
            fit=ft.BoxFit.FILL,
            border_radius=(RADIUS - 2) * scale,
        ),
        padding=3 * scale,
    )


@dataclass(frozen=True, slots=True)
class FanLayout:
    """Where each card of a hand sits (left, top) and how big the whole hand is."""

    positions: tuple[tuple[float, float], ...]
    width: float
    height: float


def fan_layout(count: int, *, scale: float = 1.0, max_width: float = HAND_WIDTH) -> FanLayout:
    """Overlap ``count`` cards to fit ``max_width``, in rows if an index would be covered.

    There is headroom above the first row for lifted (playable/selected) cards.
    """
    w, h = CARD_WIDTH * scale, CARD_HEIGHT * scale
    headroom = LIFT["selected"] * scale
    if count <= 0:
        return FanLayout((), 0.0, h + headroom)
    per_row = count
    min_step = MIN_STEP * scale
    if count > 1 and (max_width - w) / (count - 1) < min_step:
        per_row = max(1, int((max_width - w) // min_step) + 1)
    rows = math.ceil(count / per_row)
    per_row = math.ceil(count / rows)
    step = 0.0
    if per_row > 1:
        step = min(w + HAND_GAP * scale, (max_width - w) / (per_row - 1))
        step = math.floor(step * 100) / 100
    width = w + step * (per_row - 1)
    positions = []
    for i in range(count):
        row, col = divmod(i, per_row)
        in_row = min(per_row, count - row * per_row)
        left = (width - (w + step * (in_row - 1))) / 2 + col * step
        positions.append((round(left, 2), round(headroom + row * ROW_PITCH * scale, 2)))
    height = headroom + (rows - 1) * ROW_PITCH * scale + h
    return FanLayout(tuple(positions), round(width, 2), round(height, 2))


def HandView(  # noqa: N802 - a control factory, named like the control it builds
    cards: Sequence[Card],
    *,
    tr: Translator,
    skin: str = "french",
    scale: float = 1.0,
    states: dict[Card, str] | None = None,
    on_tap: Callable[[Card], object] | None = None,
    face_up: bool = True,
    max_width: float = HAND_WIDTH,
    identifier: str = "hand",
    back_colour: str | None = None,
) -> ft.Stack:
    """A fanned hand that fits ``max_width``; ``on_tap(card)`` runs for every card, disabled too.

    Cards are tagged ``<identifier>-<code>`` (face-down: ``<identifier>-<position>``, so a
    hidden hand never names its cards). ``on_tap`` may be a plain or an async function.
    """
    states = states or {}
    layout = fan_layout(len(cards), scale=scale, max_width=max_width)
    handler = _tap_handler(on_tap) if on_tap is not None else None
    seen: dict[str, int] = {}
    placed: list[ft.Control] = []
    for position, (card, (left, top)) in enumerate(zip(cards, layout.positions, strict=True)):
        tag = f"{identifier}-{card.code}" if face_up else f"{identifier}-{position}"
        seen[tag] = seen.get(tag, 0) + 1
        if seen[tag] > 1:
            tag = f"{tag}-{seen[tag]}"
        view = CardView(
            card,
            tr=tr,
            skin=skin,
            face_up=face_up,
            scale=scale,
            state=states.get(card, "normal"),
            on_click=handler,
            identifier=tag,
            back_colour=back_colour,
        )
        placed.append(ft.Container(content=view, left=left, top=top))
    return ft.Stack(
        placed,
        width=layout.width,
        height=layout.height,
        clip_behavior=ft.ClipBehavior.NONE,
    )


def _tap_handler(on_tap: Callable[[Card], object]) -> Callable[[ft.Event], object]:
    """A click handler that passes the tapped card on; async stays async so Flet awaits it."""
    if inspect.iscoroutinefunction(on_tap):

        async def tapped_async(e: ft.Event) -> None:
            await on_tap(e.control.data)

        return tapped_async

    def tapped(e: ft.Event) -> None:
        on_tap(e.control.data)

    return tapped


def explain(tr: Translator, error: UserError, skin: str) -> str:
    """An error's message with its ``suit`` and ``card`` arguments named as in the card pack."""
    args = dict(error.args_dict)
    if isinstance(suit := args.get("suit"), str) and suit in "HDSC":
        args["suit"] = tr.t(f"suit-{family(skin)}-{suit}")
    if isinstance(card := args.get("card"), str):
        try:
            args["card"] = card_label(tr, Card.from_code(card), skin)
        except UserError:
            pass
    return tr.t(error.message_id, **args)
