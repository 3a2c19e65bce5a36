"""Small tools shared by the Snorkeling scenario tests.

States come from :func:`app.games.snorkeling.notation.from_text` (hands per seat, piles
above the Lanternfish, centre bottom first, deck top first; every coloured card not named
lies under the named deck cards). Moves are written as their codes (``"centre:0:B3"``,
``"place:0:2:R1"``, ``"end:0"``), cards as theirs (``"B3"``, ``"L5"``).
"""

from __future__ import annotations

from collections.abc import Iterable

import pytest

from app.core.errors import IllegalMove
from app.games.snorkeling.model import LANTERN, State, card_code, move_from_code, updated, value
from app.games.snorkeling.notation import state_to_dict
from app.games.snorkeling.rules import apply, legal_moves


def run(state: State, *codes: str) -> State:
    """``state`` after the move codes in order (``"centre:0:B3"``, ``"end:0"`` ...)."""
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


def legal_codes(state: State, seat: int | None = None) -> set[str]:
    """The codes of every legal move of ``seat`` (by default the seat to act)."""
    return {m.code for m in legal_moves(state, state.turn if seat is None else seat)}


def codes(cards: Iterable[int]) -> str:
    """Cards as their codes, space separated, in the given order (``"L5 B4 G3"``)."""
    return " ".join(card_code(c) for c in cards)


def hand(state: State, seat: int) -> str:
    """``seat``'s hand as codes, in the engine's sorted order (colours R Y G B P, then value)."""
    return codes(state.hands[seat])


def pile(state: State, seat: int) -> str:
    """``seat``'s own pile as codes, the Lanternfish at the bottom first."""
    return codes(state.piles[seat])


def centre(state: State) -> str:
    """The centre pile as codes, bottom first (the last one is the top)."""
    return codes(state.centre)


def scores(state: State) -> tuple[int, ...]:
    """What each seat would score now: the value of their pile's top card."""
    return tuple(value(p[-1]) for p in state.piles)


def drain_deck(state: State, into: int | None = None, keep: int = 0) -> State:
    """``state`` with all but the top ``keep`` deck cards moved out of the deck: under the
    centre pile (``into=None``, so a reshuffle finds them) or into seat ``into``'s hand."""
    kept, rest = state.deck[:keep], state.deck[keep:]
    if into is None:
        return updated(state, deck=kept, centre=(*rest, *state.centre))
    hands = list(state.hands)
    hands[into] = tuple(sorted(hands[into] + rest))
    return updated(state, deck=kept, hands=tuple(hands))


def pile_is_a_ladder(cards: tuple[int, ...]) -> bool:
    """True if a pile is a Lanternfish with cards each exactly one lower than the one below."""
    return (
        bool(cards)
        and cards[0] == LANTERN
        and all(value(up) == value(down) - 1 for down, up in zip(cards, cards[1:], strict=False))
    )
