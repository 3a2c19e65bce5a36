"""Move codes made of numbers only, ``kind:seat[:n…]`` (Schnitzel and Snap write theirs so)."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import TypeVar

from app.core.errors import InvalidNotation

T = TypeVar("T")


def is_number(text: str) -> bool:
    """True for a non-negative number without a sign or leading zero."""
    return text.isdigit() and text.isascii() and (text == "0" or not text.startswith("0"))


def number_move(
    code: str,
    kinds: Mapping[str, tuple[Callable[..., T], int]],
    seat_args: Mapping[str, int] | None = None,
) -> T:
    """The move ``code`` names: ``kinds`` gives each kind's class and how many numbers
    follow its seat; the first ``seat_args[kind]`` numbers (1 unless given) are seats,
    one digit each. Raises InvalidNotation ``bad-move`` for anything else."""
    kind, *args = code.split(":")
    known = kinds.get(kind)
    if known is None or len(args) != known[1] + 1 or not all(map(is_number, args)):
        raise InvalidNotation("bad-move", code=code)
    seats = (seat_args or {}).get(kind, 1)
    if any(len(a) != 1 for a in args[:seats]):
        raise InvalidNotation("bad-move", code=code)
    return known[0](*(int(a) for a in args))
