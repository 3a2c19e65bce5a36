"""Does a term fit a letter card? (RULES.md §Matching a letter)

A term fits a card if its first letter, ignoring accents and umlauts, is the card's
letter: *Ähre* fits A, *Öl* fits O, *éclair* fits E, *ßig* fits S. A Hungarian
double letter (Cs, Dz, Dzs, Gy, Ly, Ny, Sz, Ty, Zs) counts as its first letter, so
*csiga* fits C and *gyűrű* fits G. The X/Y card takes either letter. Leading
spaces, quotes and other non-letters are skipped.

The UI may use this to show which letter a typed term needs; whether a term fits
the *category* is judged by the players.
"""

from __future__ import annotations

import unicodedata
from collections.abc import Sequence

from app.games.slf.alphabet import sort_key
from app.games.slf.deck import XY

HUNGARIAN_DOUBLE_LETTERS: tuple[str, ...] = ("Dzs", "Cs", "Dz", "Gy", "Ly", "Ny", "Sz", "Ty", "Zs")
"""Longest first, so that *Dzs* is found before *Dz*."""

_SPECIAL = {
    "ß": "S",
    "ẞ": "S",
    "Æ": "A",
    "Œ": "O",
    "Ø": "O",
    "Ł": "L",
    "Đ": "D",
    "Ð": "D",
    "Þ": "T",
    "Ħ": "H",
    "Ŧ": "T",
    "ı": "I",
}


def _base(char: str) -> str:
    """One letter without accents, upper-cased: ``é`` → ``E``, ``ß`` → ``S``."""
    if char in _SPECIAL:
        return _SPECIAL[char]
    if char.upper() in _SPECIAL:
        return _SPECIAL[char.upper()]
    stripped = "".join(
        c for c in unicodedata.normalize("NFKD", char) if not unicodedata.combining(c)
    )
    return (stripped or char)[:1].upper()


def initial(term: str) -> str | None:
    """The letter a term begins with (A–Z where possible), or None if it has no letter."""
    for char in term:
        if char.isalpha():
            return _base(char)
    return None


def leading_double_letter(term: str) -> str | None:
    """The Hungarian double letter a term starts with (``"Cs"`` for *csiga*), if any."""
    start = term.lstrip()
    start = start[next((i for i, c in enumerate(start) if c.isalpha()), len(start)) :]
    for double in HUNGARIAN_DOUBLE_LETTERS:
        if start[: len(double)].casefold() == double.casefold():
            return double
    return None


def fits(term: str, letter: str) -> bool:
    """True if ``term`` may be called for the letter card ``letter`` (``"XY"`` takes X or Y)."""
    first = initial(term)
    if first is None:
        return False
    if letter == XY:
        return first in ("X", "Y")
    return first == _base(letter)


def first_in_alphabet(names: Sequence[str], lang: str = "en") -> int:
    """The seat whose first name comes first in the alphabet of the app's language
    ``lang`` (:mod:`app.games.slf.alphabet`; on equal names the lower seat): the UI
    passes it to the engine as ``first_seat``. A seat without a name ("", shown as its
    placeholder "Player 2") comes after every name: with no names at all, the first seat
    begins."""
    if not names:
        raise ValueError("no players")

    def key(seat: int) -> tuple:
        return (not names[seat].strip(), sort_key(names[seat], lang), seat)

    return min(range(len(names)), key=key)
