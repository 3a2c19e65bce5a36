"""Each player's row at the shared Schnitzel table: the name (with a mark for whoever
acts, and for a "Schnitzel!" call), what the player last did, and the places face down
with their numbers. A person's row carries their own buttons: "Nope!" while they may
play one, "Look" for their start look (and, with the children's option, whenever it is
not their turn).

Colour is never the only signal: the player who acts has an arrow before the name, a
place a tap may choose now is raised as well as outlined, a chosen one is ticked, and
a place or button a hint (a learning aid) names has a lightbulb.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Protocol

import flet as ft

from app.games.schnitzel.model import LOOK, OVER, Deed, Move
from app.games.schnitzel.view import View
from app.ui.screens.schnitzel.aim import Aim
from app.ui.screens.schnitzel.cards import FACE, INK, RIM, back, corner, face, gap
from app.ui.screens.schnitzel.deeds import Teller, sentence, short
from app.ui.screens.schnitzel.layout import BUTTON, EDGE, GAP, PAD, Layout
from app.ui.screens.schnitzel.recap import Sign, slide
from app.ui.screens.schnitzel.window import Clockwork
from app.ui.table.port import Acts, Room, Seats, Sees, Words
from app.ui.widgets import EMOJI, tagged

THIN = 1
"""A row's border while its player does not act."""


class Rowed(Words, Room, Acts[Move], Sees[View], Seats[View, Move], Protocol):
    """What the rows use of the port: words, the settings, taps, what enters and the seats."""


class Places(Teller, Protocol):
    """What the rows need of the board: words, its port, the choice in progress, the
    window's clock (a claimed card), the hinted controls, the last deeds, and what a
    tap on a row does."""

    @property
    def port(self) -> Rowed:
        """The part of the board's port used here."""
        ...

    aim: Aim
    clock: Clockwork
    lit: set[str]

    def deed(self, seat: int) -> Deed | None:
        """What ``seat`` did last, worth showing on its row."""
        ...

    def may_look(self, v: View, seat: int) -> bool:
        """True if the person at ``seat`` may look at own cards now."""
        ...

    def tap_place(self, seat: int, slot: int) -> None:
        """A place was tapped."""
        ...

    def aim_nope(self, seat: int | None) -> None:
        """A person pressed their Nope button, or took it back."""
        ...

    def look_own(self, seat: int) -> None:
        """A person looks at own cards."""
        ...


def acting(v: View) -> int | None:
    """The seat whose move carries the game on (None during the start look)."""
    if v.phase in (LOOK, OVER):
        return None
    if v.ability is not None and v.phase == "ability":
        return v.ability.seat
    return v.turn


def seat_row(
    board: Places,
    v: View,
    seat: int,
    room: Layout,
    legal: set[Move],
    targets: set[tuple[int, int]],
    signs: dict[tuple[int, int], Sign],
    screen: Sequence[int],
) -> ft.Control:
    """One player's row (``signs``: the places a Swap moved or a Peek looked at lately;
    ``screen``: the rows' order on the screen, top first)."""
    buttons = row_buttons(board, v, seat, legal, room.card_h)
    cards = v.rows[seat]
    width = room.fit(len(cards), len(buttons))
    chosen = board.aim.swap if board.aim.swapper(v) == seat else None
    marks = {slot: "target" for slot in range(len(cards)) if (seat, slot) in targets}
    if chosen is not None:
        marks[chosen] = "chosen"
    places = [
        place(board, seat, slot, card, width, room.card_h, marks.get(slot, ""))
        for slot, card in enumerate(cards)
    ]
    flash = board.clock.flash
    for slot, card in enumerate(cards):
        sign = signs.get((seat, slot))
        flashed = flash is not None and flash.shows(seat, slot) is not None
        if sign is not None and card is not None and marks.get(slot) != "chosen" and not flashed:
            places[slot] = signed(board, places[slot], sign, (seat, slot), screen)
    long = len(cards) * (width + GAP) - GAP > room.room(len(buttons))
    strip = ft.Row(places, spacing=GAP, scroll=ft.ScrollMode.AUTO if long else None, expand=True)
    me = acting(v) == seat
    box = ft.Container(
        ft.Row(
            [name_column(board, v, seat, me, room.name_w), strip, *buttons],
            spacing=GAP,
            vertical_alignment=ft.CrossAxisAlignment.CENTER,
        ),
        padding=PAD,
        border_radius=10,
        border=ft.Border.all(EDGE, ft.Colors.PRIMARY)
        if me
        else ft.Border.all(THIN, ft.Colors.OUTLINE_VARIANT),
        bgcolor=ft.Colors.with_opacity(0.08, ft.Colors.PRIMARY) if me else None,
        width=room.row_w,
    )
    return tagged(f"row-{seat}", box, label=row_words(board, v, seat))


def row_height(v: View, seat: int, room: Layout) -> float:
    """How tall :func:`seat_row` draws ``seat``'s row: its cards, padding and border
    (thicker while the player acts)."""
    return room.card_h + 2 * PAD + 2 * (EDGE if acting(v) == seat else THIN)


def name_column(board: Places, v: View, seat: int, me: bool, width: float) -> ft.Control:
    """The name (an arrow before it while the player acts, a megaphone after a call) and
    the last deed, shortly."""
    head: list[ft.Control] = []
    if me:
        head.append(ft.Icon(ft.Icons.PLAY_ARROW, size=16, color=ft.Colors.PRIMARY))
    head.append(
        ft.Text(
            board.name(seat),
            size=12,
            weight=ft.FontWeight.BOLD,
            max_lines=2,
            overflow=ft.TextOverflow.ELLIPSIS,
            expand=True,
            style=ft.TextStyle(font_family_fallback=EMOJI),
        )
    )
    if v.caller == seat:
        head.append(ft.Icon(ft.Icons.CAMPAIGN, size=16))
    lines: list[ft.Control] = [
        ft.Row(head, spacing=2, tight=True, vertical_alignment=ft.CrossAxisAlignment.START)
    ]
    deed = board.deed(seat)
    if deed is not None:
        icon, text = short(board, deed)
        lines.append(
            ft.Row(
                [
                    ft.Icon(icon, size=13, color=ft.Colors.ON_SURFACE_VARIANT),
                    ft.Text(
                        text,
                        size=11,
                        color=ft.Colors.ON_SURFACE_VARIANT,
                        max_lines=1,
                        overflow=ft.TextOverflow.ELLIPSIS,
                        expand=True,
                    ),
                ],
                spacing=2,
                vertical_alignment=ft.CrossAxisAlignment.START,
            )
        )
    column = ft.Column(lines, spacing=2, tight=True)
    return tagged(f"deed-{seat}", ft.Container(column, width=width))


def place(
    board: Places,
    seat: int,
    slot: int,
    card: int | None,
    width: float,
    height: float,
    mark: str,
) -> ft.Control:
    """A place: face down with its number (``mark``: ``target`` if a tap may choose it,
    ``chosen`` for a swap's first place), an empty place's outline, or a claimed card
    face up for a moment."""
    number = str(slot + 1)
    flash = board.clock.flash
    flashed = None if flash is None else flash.shows(seat, slot)
    if flash is not None and flashed is not None:
        claimed = slot == flash.slot
        verdict = ("right" if flash.right else "wrong") if claimed else "penalty"
        shown = face(board.port.tr, flashed, width, height, verdict)
        key = "sz-claimed" if claimed else "sz-penalty-card"
        spoken = board.t(key, name=board.name(seat), number=number, card=board.card(flashed))
        return tagged(f"slot-{seat}-{slot}", shown, f"slot-{seat}-{slot}:flash", label=spoken)
    if card is None:
        spoken = board.t("sz-place-empty", name=board.name(seat), number=number)
        return tagged(f"slot-{seat}-{slot}", gap(width, height, number), label=spoken)
    target = bool(mark)
    lit = f"slot-{seat}-{slot}" in board.lit
    shown = back(width, height, number, mark, lit)
    spoken = board.t("sz-place", name=board.name(seat), number=number)
    if target:
        shown.on_click = board.port.tap(f"slot-{seat}-{slot}", lambda: board.tap_place(seat, slot))
        shown.ink = True
        spoken = board.t("sz-place-target", place=spoken)
    if lit:
        spoken = board.t("sz-hinted", what=spoken)
    key = f"slot-{seat}-{slot}:{mark}"
    return tagged(f"slot-{seat}-{slot}", shown, key, label=spoken, button=target)


def signed(
    board: Places,
    shown: ft.Control,
    sign: Sign,
    where: tuple[int, int],
    screen: Sequence[int],
) -> ft.Control:
    """The place ``where`` (seat, slot) that a Swap moved (⇄) or a Peek looked at (an
    eye) lately, said so; a card just swapped slides in from its old row (unless motion
    is reduced)."""
    seat, slot = where
    # what place() draws for a card face down: a back (a Stack in a Container), tagged
    assert isinstance(shown, ft.Semantics)
    box = shown.content
    assert isinstance(box, ft.Container) and isinstance(box.content, ft.Stack)
    swapped = sign.partner is not None
    icon = ft.Icons.SWAP_HORIZ if swapped else ft.Icons.VISIBILITY
    box.content.controls.append(corner(icon, INK, FACE))
    key = "sz-place-swapped" if swapped else "sz-place-peeked"
    shown.label = board.t(key, place=shown.label)
    if not swapped or board.port.settings.reduce_motion:
        return shown
    ident = f"swap-{sign.index}-{seat}-{slot}"
    start = slide(sign, seat, screen) if board.port.entering(ident) else 0.0
    shown.content = ft.Container(
        box,
        key=ident,
        offset=ft.Offset(0, start),
        animate_offset=ft.Animation(450, ft.AnimationCurve.EASE_OUT),
    )
    return shown


def row_buttons(
    board: Places, v: View, seat: int, legal: set[Move], height: float
) -> list[ft.Control]:
    """A person's own buttons beside their cards: Nope! (or its cancel), Look."""
    if board.port.bot_level(seat) is not None or v.phase == OVER:
        return []
    out = []
    if board.aim.nope == seat:
        spoken = board.t("sz-nope-cancel", name=board.name(seat))
        out.append(
            small_button(
                board,
                f"nope-cancel-{seat}",
                ft.Icons.CLOSE,
                board.t("sz-cancel"),
                spoken,
                lambda: board.aim_nope(None),
                height,
            )
        )
    elif board.aim.noper(seat, legal):
        spoken = board.t("sz-nope-label", name=board.name(seat))
        out.append(
            small_button(
                board,
                f"nope-{seat}",
                ft.Icons.BLOCK,
                board.t("sz-nope"),
                spoken,
                lambda: board.aim_nope(seat),
                height,
            )
        )
    if board.may_look(v, seat):
        spoken = board.t("sz-look-label", name=board.name(seat))
        out.append(
            small_button(
                board,
                f"look-{seat}",
                ft.Icons.VISIBILITY,
                board.t("sz-look"),
                spoken,
                lambda: board.look_own(seat),
                height,
            )
        )
    return out


def small_button(
    board: Places,
    ident: str,
    icon: ft.IconData,
    text: str,
    spoken: str,
    action: Callable[[], None],
    height: float,
) -> ft.Control:
    """A button as tall as the row's cards: an icon over a word (a lightbulb, outlined,
    while a hint names it)."""
    lit = ident in board.lit
    if lit:
        icon, spoken = ft.Icons.LIGHTBULB, board.t("sz-hinted", what=spoken)
    body = ft.Column(
        [
            ft.Icon(icon, size=20, color=ft.Colors.ON_SECONDARY_CONTAINER),
            ft.Text(
                text,
                size=11,
                weight=ft.FontWeight.BOLD,
                color=ft.Colors.ON_SECONDARY_CONTAINER,
                max_lines=1,
                overflow=ft.TextOverflow.CLIP,
            ),
        ],
        spacing=0,
        tight=True,
        horizontal_alignment=ft.CrossAxisAlignment.CENTER,
    )
    box = ft.Container(
        body,
        width=BUTTON,
        height=max(48.0, height),
        alignment=ft.Alignment.CENTER,
        bgcolor=ft.Colors.SECONDARY_CONTAINER,
        border_radius=10,
        border=ft.Border.all(3, RIM) if lit else None,
        on_click=board.port.tap(ident, action),
        ink=True,
    )
    return tagged(ident, box, label=spoken, button=True)


def row_words(board: Places, v: View, seat: int) -> str:
    """The row for screen readers (and tests): name, cards, a call, the last deed."""
    cards = sum(1 for c in v.rows[seat] if c is not None)
    words = board.t("sz-row", name=board.name(seat), count=cards)
    if v.caller == seat:
        words += " " + board.t("sz-row-called")
    deed = board.deed(seat)
    said = sentence(board, seat, deed, board.port.humans()) if deed is not None else None
    return f"{words} {said}" if said else words
