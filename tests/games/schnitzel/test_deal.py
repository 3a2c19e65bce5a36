"""The deal, the first discard, the start look and the ``first`` option."""

from __future__ import annotations

from collections import Counter

import pytest

from app.core.errors import InvalidNotation
from app.core.rng import make_rng, shuffled
from app.games.schnitzel.model import LOOK, NOPE, PEEK, ROW, SWAP, TURN, X
from app.games.schnitzel.rules import DECK, new_game, to_act
from app.games.schnitzel.view import all_cards
from tests.games.schnitzel.helpers import knowers, legal_codes, refused, run


def dealt(seed: int, seats: int) -> list[int]:
    """The shuffled deck a seed deals from."""
    return list(shuffled(sorted(DECK.elements()), make_rng(seed, "deal")))


def test_the_deck_holds_59_cards() -> None:
    """Deck: −2 ×2, −1 and 0 ×4, 1–9 ×4 each, Peek, Swap, Nope ×4, one X."""
    assert sum(DECK.values()) == 59
    assert DECK[-2] == 2 and DECK[X] == 1
    assert all(DECK[n] == 4 for n in range(-1, 10))
    assert DECK[PEEK] == DECK[SWAP] == DECK[NOPE] == 4


@pytest.mark.parametrize("seats", [2, 6])
def test_deal_gives_four_unknown_cards_each_and_turns_up_one(seats: int) -> None:
    """Deal: 4 cards to each row, nobody knows any; the draw pile's top is turned up."""
    state = new_game(7, {}, seats)
    assert all(len(r) == ROW and None not in r for r in state.rows)
    assert state.known == ((0,) * ROW,) * seats
    assert len(state.discard) == 1 and state.discard[0] != X
    assert len(state.draw) == 59 - ROW * seats - 1
    assert all_cards(state) == Counter(DECK)
    assert state.phase == LOOK and state.looks == (0,) * seats
    assert new_game(8, {}, seats).rows != state.rows, "the seed deals"


def test_an_x_turned_up_first_is_slid_into_the_middle_of_the_draw_pile() -> None:
    """Deal: an X as the first discard goes to the middle of the draw pile; the next card
    is turned up instead."""
    seed = next(s for s in range(2000) if dealt(s, 2)[-1] == X)
    cards = dealt(seed, 2)
    state = new_game(seed, {}, 2)
    rest = cards[2 * ROW : -1]
    assert state.discard == (rest[-1],)
    assert state.draw[len(rest) // 2] == X, "slid in at len(draw) // 2"
    assert len(state.draw) == len(rest)
    assert state.draw.count(X) == 1
    assert state.phase == LOOK


def test_no_x_first_keeps_the_turned_up_card() -> None:
    """Deal: without an X on top, the top of the draw pile is the first discard."""
    seed = next(s for s in range(200) if dealt(s, 3)[-1] != X)
    cards = dealt(seed, 3)
    state = new_game(seed, {}, 3)
    assert state.discard == (cards[-1],)
    assert state.draw == tuple(cards[3 * ROW : -1])


def test_start_look_two_own_cards_each_several_seats_at_once() -> None:
    """Start look: every seat with fewer than 2 looks acts; each looks at its own slots."""
    state = new_game(3, {}, 3)
    assert to_act(state) == (0, 1, 2)
    assert legal_codes(state, 1) == {f"look:1:{i}" for i in range(4)}
    state = run(state, "look:1:2", "look:0:0")
    assert knowers(state, 1, 2) == {1} and knowers(state, 0, 0) == {0}
    assert refused(state, "look:1:2") == "sz-looked-already"
    assert refused(state, "look:1:4") == "sz-no-card-there"
    assert refused(state, "draw:0") == "sz-not-now"
    state = run(state, "look:1:3")
    assert to_act(state) == (0, 2), "seat 1 has looked twice"
    assert refused(state, "look:1:0") == "sz-not-your-turn"
    state = run(state, "look:2:0", "look:0:1", "look:2:1")
    assert state.phase == TURN and to_act(state) == (0,)
    assert [knowers(state, 2, i) for i in range(4)] == [{2}, {2}, set(), set()]


def test_first_option_picks_who_begins() -> None:
    """Options, first: that seat takes the first turn; it must be one of the seats."""
    state = new_game(5, {"first": 2}, 3)
    assert state.turn == 2
    for seat in range(3):
        state = run(state, f"look:{seat}:0", f"look:{seat}:1")
    assert state.phase == TURN and to_act(state) == (2,)
    with pytest.raises(InvalidNotation) as info:
        new_game(5, {"first": 3}, 3)
    assert info.value.code == "bad-options"


def test_bad_seat_counts_are_refused() -> None:
    """Setup: 2 to 6 players."""
    for seats in (1, 7):
        with pytest.raises(InvalidNotation):
            new_game(1, {}, seats)
