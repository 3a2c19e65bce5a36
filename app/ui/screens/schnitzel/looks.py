"""Private looks on one phone: the start look at two own cards, a Peek's card, the card
just drawn, and (children's option) one's own row.

The shared table never shows such a card. A look is a screen of its own: first, when
more than one person plays, a neutral hand-over ("Only Anna looks", "I'm Anna"), then
the cards face down under a title that names Anna; a card shows its face only while a
finger holds it (a long-press recogniser alone: its "down" comes at once, its "up" or
"cancel" when the finger lifts or slides away), then "Done" goes back to the table.
The faces come from the looking seat's own view, so nothing shows that the seat may
not know.

A look is never resumed for whoever holds the phone: when the table comes back on
screen (another screen, a reload into the same session, a network that came back), an
open look goes back behind its hand-over; a table opened from a save (Back and
"Continue", a reload in a new session, a new tab, a restart) opens the look that was
open when the game was saved (kept with the save, :data:`KEPT`), behind its hand-over
too.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, replace
from typing import Protocol

import flet as ft

from app.games.schnitzel.model import HIDDEN, HOLD, OVER, Look, Move
from app.games.schnitzel.view import View
from app.ui.handover import handover_parts, headline, said
from app.ui.screens.schnitzel.cards import RATIO, back, face
from app.ui.screens.schnitzel.deeds import Narrator
from app.ui.table.port import Acts, Room, Seats, Sees, Words
from app.ui.widgets import tagged

START, PEEKED, HAND, OWN = "start", "peek", "hand", "own"
"""What a look is of: two own cards at the start, a Peek's card, the drawn card, the
own row (children's option)."""
LARGEST = 96
"""A look's card width at most."""
KEPT = "sz-look"
"""The board's memo entry that holds the open look (seat, kind, owner, slot), so that a
table opened from the save opens it again, behind its hand-over."""


class Looking(Words, Room, Acts[Move], Sees[View], Seats[View, Move], Protocol):
    """What the private looks use of the port: words, the room, acting and the memo,
    the drawing and the seats' views."""


class Looker(Narrator, Protocol):
    """What a look needs of the board: words, its port and the hinted controls."""

    @property
    def port(self) -> Looking:
        """The part of the board's port used here."""
        ...

    lit: set[str]


@dataclass(frozen=True, slots=True)
class Private:
    """A private look in progress: who looks, at what, and whether they hold the phone."""

    seat: int
    kind: str
    owner: int = -1
    slot: int = -1
    ready: bool = False
    """The hand-over is done (or none was needed)."""


class Looks:
    """The look in progress and the card a finger holds."""

    def __init__(self, board: Looker) -> None:
        self.board = board
        self.port = board.port
        self.current: Private | None = None
        self.held: str | None = None
        """The card being held (its identifier on the look's screen)."""

    def shared(self) -> bool:
        """True when more than one person plays (a look needs a hand-over)."""
        return len(self.port.humans()) > 1

    def open(self, seat: int, kind: str, owner: int = -1, slot: int = -1) -> None:
        """Start a look (the caller draws it, and saves it unless a move is saved with
        it); straight to the cards when only one person plays."""
        self.current, self.held = Private(seat, kind, owner, slot, ready=not self.shared()), None
        self.port.memo[KEPT] = [seat, kind, owner, slot]

    def resume(self) -> None:
        """A table opened from a save: the look that was open when it was saved, if it
        still fits the game (a drawn card still held, a start look before the game's end,
        the children's option while it is not the person's turn)."""
        match self.port.memo.get(KEPT):
            case [int() as seat, str() as kind, int() as owner, int() as slot] if self.fits(
                seat, kind, owner, slot
            ):
                self.open(seat, kind, owner, slot)
            case _:
                self.port.memo.pop(KEPT, None)

    def fits(self, seat: int, kind: str, owner: int, slot: int) -> bool:
        """True if a look at ``kind`` by ``seat`` (at ``owner``'s ``slot``) may be open now."""
        port = self.port
        if not 0 <= seat < port.seats() or port.bot_level(seat) is not None:
            return False
        v = port.view_of(seat)
        if v.phase == OVER:
            return False
        if kind == HAND:
            return v.phase == HOLD and v.turn == seat and v.hand is not None
        if kind == PEEKED:
            return 0 <= owner < v.seats and 0 <= slot < len(v.rows[owner])
        if kind == OWN:
            return v.options.children and v.turn != seat
        return kind == START

    def close(self) -> None:
        """No look is open any more (the caller draws and saves)."""
        self.current, self.held = None, None
        self.port.memo.pop(KEPT, None)

    def ready(self) -> None:
        """The looking person took the phone."""
        if self.current is not None:
            self.current = replace(self.current, ready=True)
            self.port.redraw()

    def guard(self) -> None:
        """Before drawing an open look: if the table was not on this screen just before
        (another screen came between), whoever holds the phone now may not be the look's
        person: back to the hand-over (a browser that came back: ``conceal``)."""
        if self.port.fresh():
            self.conceal()

    def conceal(self) -> None:
        """The phone may be in other hands: an open look waits behind its hand-over (with
        several people)."""
        look = self.current
        if look is not None and look.ready and self.shared():
            self.current, self.held = replace(look, ready=False), None

    def done(self) -> None:
        """Back to the table."""
        self.close()
        self.port.save()
        self.port.redraw()

    def press(self, ident: str) -> None:
        """A finger is on a card: show its face."""
        self.held = ident
        self.port.redraw(changed=False)

    def release(self, ident: str) -> None:
        """The finger lifted (or slid away): hide the face again."""
        if self.held == ident:
            self.held = None
            self.port.redraw(changed=False)

    # ------------------------------------------------------------ drawing

    def draw(self) -> list[ft.Control]:
        """The hand-over, or the look's cards."""
        self.guard()
        look = self.current
        assert look is not None
        board = self.board
        name = board.name(look.seat)
        if not look.ready:
            return [
                ft.Container(height=24),
                *handover_parts(
                    board.t("sz-only-looks", name=name),
                    board.t("sz-pass-to", name=name),
                    board.t("sz-ready", name=name),
                    self.port.tap("handover-ready", self.ready),
                ),
            ]
        v = self.port.view_of(look.seat)
        cards, title = self.cards(v, look)
        size = min(LARGEST, (self.port.width - 3 * 8) / max(4, len(cards)))
        done = ft.FilledButton(
            board.t("sz-done"),
            icon=ft.Icons.CHECK,
            height=56,
            width=300,
            on_click=self.port.tap("look-done", self.done),
            disabled=look.kind == START and v.looks[look.seat] < 2,
        )
        return [
            ft.Container(height=16),
            tagged("look-title", headline(title, 24)),
            said(board.t("sz-hold-hint")),
            ft.Row(
                [make(size) for make in cards],
                spacing=8,
                wrap=True,
                run_spacing=8,
                alignment=ft.MainAxisAlignment.CENTER,
            ),
            ft.Container(height=16),
            tagged("look-done", done),
        ]

    def cards(self, v: View, look: Private) -> tuple[list[Callable[[float], ft.Control]], str]:
        """The look's cards (each drawn for a width) and its title."""
        board = self.board
        seat = look.seat
        if look.kind == HAND:
            return [self.card("look-hand", v.hand, "")], board.about(seat, "sz-look-hand")
        if look.kind == PEEKED:
            card = v.rows[look.owner][look.slot]
            key = "sz-look-peek-own" if look.owner == seat else "sz-look-peek"
            title = board.about(seat, key, owner=board.name(look.owner), number=look.slot + 1)
            return [self.card("look-peek", card, str(look.slot + 1))], title
        out = []
        for slot, card in enumerate(v.rows[seat]):
            label = str(slot + 1)
            if card is None:
                continue
            if card != HIDDEN:
                out.append(self.card(f"look-card-{slot}", card, label, f"look-slot-{slot}"))
            elif look.kind == START and v.looks[seat] < 2:
                out.append(self.pick(seat, slot, label))
            else:
                out.append(self.unknown(slot, label))
        title = board.about(seat, "sz-look-start" if look.kind == START else "sz-look-row")
        return out, title

    def card(
        self, ident: str, card: int | None, label: str, key: str | None = None
    ) -> Callable[[float], ft.Control]:
        """A card the looking seat knows: face down, face up while held (``key``: the
        place's, which its card keeps from the moment it was picked)."""

        def make(width: float) -> ft.Control:
            height = width * RATIO
            held = card if self.held == ident and card != HIDDEN else None
            shown = (
                face(self.port.tr, held, width, height)
                if held is not None
                else back(width, height, label)
            )
            spoken = (
                self.board.t("sz-held", card=self.board.card(held))
                if held is not None
                else self.board.t("sz-hold", number=label)
            )
            return tagged(ident, self.holder(shown, ident), key, label=spoken, button=True)

        return make

    def holder(
        self, shown: ft.Control, ident: str, first: Callable[[], None] | None = None
    ) -> ft.GestureDetector:
        """``shown`` with a finger's hold on it: its face shows while held (``ident``);
        ``first``: what the finger's touch does first (a start look's pick)."""

        def down(_: ft.Event) -> None:
            if first is not None:
                first()
            self.press(ident)

        return ft.GestureDetector(
            content=shown,
            on_tap=None if first is None else lambda _: first(),
            on_long_press_down=down,
            on_long_press_up=lambda _: self.release(ident),
            on_long_press_cancel=lambda _: self.release(ident),
        )

    def pick(self, seat: int, slot: int, label: str) -> Callable[[float], ft.Control]:
        """An own card not looked at yet (a start look): a tap looks at it, and so does a
        finger's hold, which shows its face at once, as "hold a card to see it" says (the
        card keeps the place's key and hold, so the finger on it stays on it); lit while
        a hint names it."""

        def make(width: float) -> ft.Control:
            lit = f"look-pick-{slot}" in self.board.lit
            box = back(width, width * RATIO, label, "target", lit)
            look = self.port.tap(f"look-pick-{slot}", lambda: self.port.act(Look(seat, slot)))
            spoken = self.board.t("sz-pick", number=label)
            if lit:
                spoken = self.board.t("sz-hinted", what=spoken)
            held = self.holder(box, f"look-card-{slot}", look)
            return tagged(f"look-pick-{slot}", held, f"look-slot-{slot}", label=spoken, button=True)

        return make

    def unknown(self, slot: int, label: str) -> Callable[[float], ft.Control]:
        """An own card the seat does not know: it stays face down."""

        def make(width: float) -> ft.Control:
            spoken = self.board.t("sz-unknown", number=label)
            return tagged(f"look-unknown-{slot}", back(width, width * RATIO, label), label=spoken)

        return make
