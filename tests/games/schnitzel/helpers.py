"""Small tools shared by the Schnitzel scenario tests.

States come from :func:`app.games.schnitzel.notation.from_text` (rows per seat as
``"3 P -2 9"``, ``_`` for an empty slot; the discard pile bottom first; the draw pile
top first, every card not named lying under it). Moves are written as their codes
(``"draw:0"``, ``"put:0:2"``, ``"nope:1:3"``), cards as theirs (``"P"``, ``"-2"``).
"""

from __future__ import annotations

from app.games.schnitzel.engine import ENGINE
from app.games.schnitzel.model import State, card_code, updated
from app.games.schnitzel.rules import legal_moves, to_act
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


def every_code(state: State) -> set[str]:
    """The codes of every legal move of every seat to act."""
    return {m.code for seat in to_act(state) for m in legal_moves(state, seat)}


def row(state: State, seat: int) -> str:
    """``seat``'s row as codes, ``_`` for an empty slot."""
    return " ".join("_" if c is None else card_code(c) for c in state.rows[seat])


def pile(state: State) -> str:
    """The discard pile as codes, bottom first (the last one is the top)."""
    return " ".join(card_code(c) for c in state.discard)


def top(state: State) -> str:
    """The top discard's code."""
    return card_code(state.discard[-1])


def knowers(state: State, owner: int, slot: int) -> set[int]:
    """The seats that know the card in ``owner``'s ``slot``."""
    mask = state.known[owner][slot]
    return {s for s in range(state.seats) if mask >> s & 1}


def knowing(state: State, *facts: tuple[int, int, int]) -> State:
    """``state`` where each ``(seat, owner, slot)`` says: ``seat`` knows that card."""
    known = [list(masks) for masks in state.known]
    for seat, owner, slot in facts:
        known[owner][slot] |= 1 << seat
    return updated(state, known=tuple(tuple(m) for m in known))


def drain(state: State, into: int | None = None) -> State:
    """``state`` with the draw pile emptied: its cards go under the discard pile
    (``into=None``, so a reshuffle finds them) or to the end of seat ``into``'s row."""
    if into is None:
        return updated(state, draw=(), discard=(*state.draw, *state.discard))
    rows = list(state.rows)
    rows[into] = (*rows[into], *state.draw)
    known = list(state.known)
    known[into] = (*known[into], *(0 for _ in state.draw))
    return updated(state, draw=(), rows=tuple(rows), known=tuple(known))


def all_pass(state: State) -> State:
    """``state`` after every seat still in the window passed, in seat order."""
    for seat in to_act(state):
        state = run(state, f"pass:{seat}")
    return state
