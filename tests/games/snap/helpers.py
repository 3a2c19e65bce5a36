"""Small tools shared by the Schnipp-Schnapp scenario tests.

States come from :func:`app.games.snap.notation.from_text` (draw and face-up piles per
seat as card codes, bottom first; every card not named lies in the pool, so tests that
care about holdings name every card or use :func:`table`). Moves are written as their
codes (``"turn:0"``, ``"call:1:0:500"``, ``"settle:1"``).
"""

from __future__ import annotations

from typing import Any

from app.games.snap.engine import ENGINE
from app.games.snap.model import DECKS, State
from app.games.snap.notation import from_text
from tests.games import scenario


def run(state: State, *codes: str) -> State:
    """``state`` after the move codes in order."""
    return scenario.run(ENGINE, state, *codes)


def refused(state: State, code: str) -> str:
    """The error code with which ``code`` is refused; the state must stay as it was."""
    return scenario.refused(ENGINE, state, code)


def legal_codes(state: State, seat: int) -> set[str]:
    """The codes of every legal move of ``seat``."""
    return scenario.legal_codes(ENGINE, state, seat)


def table(draw: list[str], up: list[str] | None = None, **fields: Any) -> State:
    """A skat-pack table where every card not named lies at the bottom of the last
    seat's draw pile (so the pool stays empty); ``options`` and State fields pass on."""
    named = " ".join([*draw, *(up or []), fields.get("pool") or ""]).split()
    rest = " ".join(c for c in DECKS["skat"] if c not in named)
    piles = [*draw[:-1], f"{rest} {draw[-1]}".strip()]
    return from_text(piles, up or [], **fields)


def text(cards: tuple[str, ...]) -> str:
    """Cards as space-separated codes."""
    return " ".join(cards)
