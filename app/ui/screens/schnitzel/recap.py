"""What the others did, for a game of memory: at the start of each person's turn, a short
recap of everything the others did since that person's last turn ("Computer 2 swapped
their place 3 with your place 2"), and on the rows, a sign on every place a Swap moved
or a Peek looked at in that time (and, while a turn is played, in that turn); a swapped
card slides into its place from the row it came from, unless motion is reduced.

Everything here comes from the table's story (:func:`app.games.schnitzel.view.story`):
each move as every view showed it, nothing a seat may not know.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Protocol

import flet as ft

from app.games.schnitzel.model import TURN, Move
from app.games.schnitzel.view import Told, View
from app.ui.screens.schnitzel.deeds import ICONS, Narrator, parse, sentence
from app.ui.table.port import Room, Seats
from app.ui.widgets import tagged

ENDS = ("end", "call")
"""The deeds that end a turn."""
WORTH = {"trade": 1, "match": 1, "wrong": 1, "nope": 1, "call": 1, "peek": 2}
"""What the recap tells, the most telling first (0: a move on the person's own places);
the rest of what it tells is worth 3: a card taken, put in or discarded."""
TOLD = (*WORTH, "take", "put", "discard")
LINE = 17.0
"""A line of the recap, in pixels."""
PADDING = 8.0
"""Above and below the recap's lines together."""
CHAR = 6.4
"""About how wide a character of the recap is."""
SLIDE = 1.1
"""How far (in card heights) a swapped card starts from its place, towards its old row."""


class Recalling(Room, Seats[View, Move], Protocol):
    """What the recap uses of the port: the room and who is a person."""


class Memory(Narrator, Protocol):
    """What the recap needs of the board: words, its port, the table's story and who
    is a person."""

    @property
    def port(self) -> Recalling:
        """The part of the board's port used here."""
        ...

    story: list[Told]

    def person(self, seat: int) -> bool:
        """True for a seat a person plays."""
        ...


@dataclass(frozen=True, slots=True)
class Sign:
    """A place a Swap moved (``partner``: the seat of the other place) or a Peek looked
    at (``partner`` None); ``index`` is the move's place in the story."""

    index: int
    partner: int | None


def kind(told: Told) -> str:
    """What a move was, as :func:`app.ui.screens.schnitzel.deeds.parse` says."""
    return parse(told.deed).kind


def since(story: Sequence[Told], seat: int | None) -> list[tuple[int, Told]]:
    """The moves after ``seat``'s last turn ended (None: after any turn's end), with
    their places in the story."""
    start = 0
    for i in range(len(story) - 1, -1, -1):
        if (seat is None or story[i].seat == seat) and kind(story[i]) in ENDS:
            start = i + 1
            break
    return list(enumerate(story[start:], start))


def recapped(board: Memory, v: View) -> int | None:
    """The person whose turn starts now (the recap is theirs), or None."""
    if v.phase == TURN and board.person(v.turn):
        return v.turn
    return None


def told(board: Memory, seat: int) -> list[tuple[int, Told]]:
    """What the others did since ``seat``'s last turn that the recap tells."""
    return [(i, t) for i, t in since(board.story, seat) if t.seat != seat and kind(t) in TOLD]


def signs(board: Memory, v: View) -> dict[tuple[int, int], Sign]:
    """The places to sign now: swapped and peeked ones of the recap, or of this turn."""
    person = recapped(board, v)
    moves = told(board, person) if person is not None else since(board.story, None)
    out: dict[tuple[int, int], Sign] = {}
    for i, t in moves:
        numbers = [int(n) for n in t.deed.code.split(":")[1:]]
        if kind(t) == "trade":
            seat, slot, owner, other = numbers
            out[(seat, slot)] = Sign(i, owner)
            out[(owner, other)] = Sign(i, seat)
        elif kind(t) == "peek":
            out.setdefault((numbers[1], numbers[2]), Sign(i, None))
    return out


def slide(sign: Sign, seat: int, order: Sequence[int]) -> float:
    """Where a swapped card starts, in card heights: towards the row it came from."""
    assert sign.partner is not None
    return -SLIDE if order.index(sign.partner) < order.index(seat) else SLIDE


def worth(t: Told, person: int) -> int:
    """How telling a move is for ``person`` (lower: more)."""
    numbers = [int(n) for n in t.deed.code.split(":")[1:]]
    said = kind(t)
    if said == "trade" and numbers[2] == person or said == "peek" and numbers[1] == person:
        return 0
    return WORTH.get(said, 3)


@dataclass(frozen=True, slots=True)
class Recap:
    """The recap as one drawing shows it: a box under the prompt (``height`` tall), or,
    where the screen has no room for one, its most telling sentence as the note line
    (``said``); neither when there is nothing to tell."""

    box: ft.Control | None = None
    height: float = 0.0
    said: str = ""


def recap(board: Memory, v: View, room: float) -> Recap:
    """The recap for the person whose turn starts, in at most ``room`` pixels: the most
    telling moves, in their order, a count of those left out; never pushing the buttons
    off the screen (with no room for a box, the note line says the most telling move)."""
    person = recapped(board, v)
    moves = told(board, person) if person is not None else []
    if person is None or not moves:
        return Recap()
    alone = board.port.humans()
    lines = {i: words(board, t, alone) for i, t in moves}
    ranked = [i for i, t in sorted(moves, key=lambda m: (worth(m[1], person), -m[0]))]
    body = int((room - PADDING) // LINE) - 1  # (the heading's line)
    if body < 1:
        return Recap(said=lines[ranked[0]])
    per_line = max(20, int((board.port.width - 24) / CHAR))
    shown: dict[int, int] = {}
    for i in ranked:
        left = body - sum(shown.values())
        if left < 1:
            break
        shown[i] = min(left, 1 if len(lines[i]) <= per_line else 2)
    title = board.about(person, "sz-recap")
    heading = title
    if hidden := len(moves) - len(shown):
        heading += " · " + board.t("sz-recap-more", count=hidden)
    rows = [head(heading)]
    for i in sorted(shown):
        t = board.story[i]
        rows.append(line(ICONS[kind(t)], lines[i], worth(t, person), shown[i]))
    box = ft.Container(
        ft.Column(rows, spacing=1, tight=True),
        padding=ft.Padding.symmetric(horizontal=10, vertical=PADDING / 2),
        border_radius=10,
        bgcolor=ft.Colors.with_opacity(0.06, ft.Colors.ON_SURFACE),
        width=board.port.width,
    )
    spoken = " ".join([title + ":", *(lines[i] for i, _ in moves)])
    height = LINE * (1 + sum(shown.values())) + PADDING
    return Recap(tagged("recap", box, label=spoken), height)


def words(board: Memory, t: Told, alone: Sequence[int]) -> str:
    """A move of the recap in a sentence ("your place" for a place of the only person)."""
    return sentence(board, t.seat, t.deed, alone, taken=t.top) or ""


def head(text: str) -> ft.Control:
    """The recap's first line."""
    return ft.Text(
        text,
        size=12,
        weight=ft.FontWeight.BOLD,
        color=ft.Colors.ON_SURFACE_VARIANT,
        max_lines=1,
        overflow=ft.TextOverflow.ELLIPSIS,
    )


def line(icon: ft.IconData, text: str, worth: int, lines: int) -> ft.Control:
    """One move of the recap in at most ``lines`` lines: its sign and its sentence (a
    move on the person's own places in bold)."""
    return ft.Row(
        [
            ft.Icon(icon, size=14, color=ft.Colors.ON_SURFACE_VARIANT),
            ft.Text(
                text,
                size=12.5,
                weight=ft.FontWeight.BOLD if worth == 0 else None,
                max_lines=lines,
                overflow=ft.TextOverflow.ELLIPSIS,
                expand=True,
            ),
        ],
        spacing=6,
        vertical_alignment=ft.CrossAxisAlignment.START,
    )
