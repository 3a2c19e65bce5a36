"""Small tools shared by the Schnapp, Land, Fluss! scenario tests.

States come from :func:`app.games.slf.notation.from_text`, which picks the first copy of
each letter in deck order (so ``"A"`` is the A card whose back is *In the sea*, ``"G"``
the one with *Animal*). Moves are written as their codes.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pytest

from app.core.errors import IllegalMove
from app.games.slf.deck import DECK
from app.games.slf.model import NobodyKnows, Slap, State, Turn, Vote, move_from_code
from app.games.slf.notation import state_to_dict
from app.games.slf.rules import apply, legal_moves, to_act

if TYPE_CHECKING:
    from app.ui.session import GameSession


def run(state: State, *codes: str) -> State:
    """``state`` after the move codes in order (``"slap:1:3:0"``, ``"vote:0:yes"`` …)."""
    for code in codes:
        state = apply(state, move_from_code(code))
    return state


def refused(state: State, code: str) -> str:
    """The error code with which ``code`` is refused; the state must stay as it was."""
    before = state_to_dict(state)
    with pytest.raises(IllegalMove) as info:
        apply(state, move_from_code(code))
    assert state_to_dict(state) == before
    return info.value.code


def legal_codes(state: State, seat: int) -> set[str]:
    """The codes of every legal move of ``seat``."""
    return {m.code for m in legal_moves(state, seat)}


def everyone_legal(state: State) -> set[str]:
    """The codes of every legal move of every seat to act."""
    return {code for seat in to_act(state) for code in legal_codes(state, seat)}


def letters(state: State) -> list[str | None]:
    """The letter of each table slot; ``"*"`` marks the category card, None an empty slot."""
    return [
        "*" if i == state.category else (None if c is None else DECK[c].letter)
        for i, c in enumerate(state.table)
    ]


def letter_count(state: State) -> int:
    """Letter cards on the table (the category card not counted)."""
    return sum(1 for x in letters(state) if x not in (None, "*"))


def won_letters(state: State, seat: int) -> list[str]:
    """The letters ``seat`` has won, oldest first."""
    return [DECK[c].letter for c in state.won[seat]]


def category_of(state: State) -> str | None:
    """The category id showing, if any."""
    return None if state.category is None else DECK[state.table[state.category]].category


def accept_every_slap(game: GameSession, pile: int = 0) -> None:
    """Play ``game`` on by the rules, the first way each time (a category turned, a slap,
    every vote for it, "nobody knows" only when nothing else is left), until ``pile``
    cards are left to draw and the next category is to be turned."""
    rank = {Vote: 0, Slap: 1, Turn: 2, NobodyKnows: 3}
    while game.view(0).pile_size > pile or game.view(0).phase != "turn":
        moves = [m for s in game.actors() for m in game.legal(s) if type(m) in rank]
        game.play(
            min((m for m in moves if getattr(m, "accept", True)), key=lambda m: rank[type(m)])
        )
