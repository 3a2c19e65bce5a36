"""A seat's last move as the whole table saw it (``View.deeds``), in words: a short
form with an icon for the seat's row, a sentence for the line under the prompt and for
screen readers.

Only what everyone saw is said: the card a move showed (a discard, a claimed card), the
places it touched; never a card only the mover knows.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Protocol

import flet as ft

from app.games.schnitzel.model import NOPE, Deed
from app.i18n import Arg

ICONS = {
    "look": ft.Icons.VISIBILITY_OUTLINED,
    "draw": ft.Icons.FILE_DOWNLOAD_OUTLINED,
    "take": ft.Icons.MOVE_DOWN,
    "put": ft.Icons.INPUT,
    "discard": ft.Icons.DELETE_OUTLINE,
    "peek": ft.Icons.VISIBILITY,
    "trade": ft.Icons.SWAP_HORIZ,
    "skip": ft.Icons.SKIP_NEXT,
    "match": ft.Icons.DONE_ALL,
    "nope": ft.Icons.BLOCK,
    "wrong": ft.Icons.CLOSE,
    "call": ft.Icons.CAMPAIGN,
    "end": ft.Icons.CHECK,
}


@dataclass(frozen=True, slots=True)
class Said:
    """A deed taken apart: its kind (``wrong`` for a wrong claim), the places it names
    (1-based) and the public card it showed."""

    kind: str
    numbers: tuple[int, ...]
    card: int | None
    penalty: int | None


QUIET = ("pass", "end", "skip")
"""Deeds that say nothing of what a turn did (a row keeps showing the one before)."""


def telling(deed: Deed) -> bool:
    """True for a deed worth showing on its player's row."""
    return parse(deed).kind not in QUIET


def parse(deed: Deed) -> Said:
    """The kind, places and card of a deed."""
    kind, _, *args = deed.code.split(":")
    numbers = tuple(int(a) for a in args)
    wrong = deed.penalty is not None or (kind == "nope" and deed.card != NOPE)
    if kind in ("match", "nope") and wrong:
        kind = "wrong"
    return Said(kind, numbers, deed.card, deed.penalty)


class Teller(Protocol):
    """What a sentence needs of the table: words, seat names and card names."""

    def t(self, message_id: str, **args: Arg) -> str:
        """Translate into the current language."""
        ...

    def name(self, seat: int) -> str:
        """The seat's name."""
        ...

    def card(self, card: int) -> str:
        """A card's name."""
        ...


class Narrator(Teller, Protocol):
    """A teller that also says a sentence about a seat (its ``-you`` form for the only
    person at the table)."""

    def about(self, seat: int, message_id: str, **args: Arg) -> str:
        """A sentence about ``seat``."""
        ...


def sentence(
    board: Teller, seat: int, deed: Deed, alone: Sequence[int] = (), taken: int | None = None
) -> str | None:
    """ "Computer 1 discarded 7." and the like; None for the deeds of ``alone``, the only
    person at the table (they know what they did), and "your place" for places of theirs;
    ``taken``: the card a ``take`` took (the top discard before it), said where known."""
    if list(alone) == [seat]:
        return None
    said = parse(deed)
    n = said.numbers
    key = f"sz-did-{said.kind}"
    args: dict = {"name": board.name(seat)}
    if said.card is not None:
        args["card"] = board.card(said.card)
    if said.kind == "take" and taken is not None:
        key, args["taken"] = "sz-did-take-card", board.card(taken)
    if said.kind in ("peek", "trade"):
        owner, number = (n[0], n[1]) if said.kind == "peek" else (n[1], n[2])
        args.update(owner=board.name(owner), number=number + 1)
        if said.kind == "trade":
            args.update(number=n[0] + 1, other=number + 1)
        if said.kind == "peek" and owner == seat:
            key += "-own"
        elif list(alone) == [owner]:
            key += "-yours"
    elif n:
        args["number"] = n[0] + 1
    if said.kind == "wrong" and said.penalty is not None:
        key += "-penalty"
        args["penalty"] = board.card(said.penalty)
    return board.t(key, **args)


def short(board: Teller, deed: Deed) -> tuple[ft.IconData, str]:
    """An icon and a word or two for a seat's row: "discarded 7"."""
    said = parse(deed)
    text = board.t(f"sz-short-{said.kind}")
    if said.card is not None and said.kind not in ("nope",):
        text += " " + board.card(said.card)
    return ICONS[said.kind], text
