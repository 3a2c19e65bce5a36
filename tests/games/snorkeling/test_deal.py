"""§3 Setup: the deal, the cards in play and the seeded first starter."""

from __future__ import annotations

from collections import Counter

import pytest

from app.games.snorkeling.model import LANTERN, REGULAR
from app.games.snorkeling.rules import DECK, new_game
from app.games.snorkeling.view import all_cards, deck_cards


@pytest.mark.parametrize("seats", [2, 3, 4, 5, 6])
def test_deal_gives_five_cards_one_centre_card_and_a_lanternfish_each(seats: int) -> None:
    """§3 Setup: 5 hand cards each, the next card starts the centre, a Lanternfish a pile."""
    state = new_game(11, {}, seats)
    assert [len(h) for h in state.hands] == [5] * seats
    assert all(h == tuple(sorted(h)) for h in state.hands)
    assert len(state.centre) == 1 and state.centre[0] != LANTERN
    assert state.piles == ((LANTERN,),) * seats
    assert len(state.deck) == 75 - 5 * seats - 1
    assert state.round_no == 0 and state.totals == (0,) * seats
    assert state.results == () and state.beaches == ()
    assert state.turn == state.starter and 0 <= state.starter < seats


@pytest.mark.parametrize("seats", [2, 6])
def test_deal_holds_75_coloured_cards_and_one_lanternfish_per_seat(seats: int) -> None:
    """§3 Deck: three copies of each of the 25 coloured cards, plus one Lanternfish a seat."""
    state = new_game("cards", {}, seats)
    cards = all_cards(state)
    assert cards == deck_cards(state)
    assert cards[LANTERN] == seats
    assert sum(cards[c] for c in REGULAR) == 75 == len(DECK)
    assert all(cards[c] == 3 for c in REGULAR)
    assert LANTERN not in Counter(state.deck) and LANTERN not in Counter(state.centre)


def test_first_starter_is_drawn_from_the_seed() -> None:
    """§3 Setup (decision): the first round's starter comes from the seed, not always seat 0."""
    assert new_game(5, {}, 4).starter == new_game(5, {}, 4).starter
    assert new_game("abc", {}, 3) == new_game("abc", {}, 3), "same seed, same game"
    starters = {new_game(seed, {}, 4).starter for seed in range(30)}
    assert len(starters) > 1
    assert starters <= {0, 1, 2, 3}


def test_different_seeds_deal_differently() -> None:
    """§3 Setup: the shuffle depends on the seed."""
    deals = {(new_game(seed, {}, 3).hands, new_game(seed, {}, 3).deck) for seed in range(10)}
    assert len(deals) == 10
    assert new_game(1, {}, 2).hands != new_game(2, {}, 2).hands
