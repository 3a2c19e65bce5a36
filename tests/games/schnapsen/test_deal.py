"""RULES.md §Deck and §Deal: the pack, the 3-2 deal, the trump card, dealer and leader."""

from __future__ import annotations

from collections import Counter

import pytest

from app.core.rng import below, choice, make_rng, shuffled
from app.games.schnapsen.model import VALUES, Options
from app.games.schnapsen.rules import (
    DECK,
    apply,
    deal,
    is_strict,
    legal_moves,
    new_game,
    to_act,
)
from app.games.schnapsen.view import all_cards
from tests.games.schnapsen.helpers import SCHWARZ, last_result, opening, run

SEEDS = range(24)


def test_pack_is_twenty_cards_worth_120_points():
    """§1 Deck: A, T, K, Q, J in four suits worth 11/10/4/3/2, 120 card points in all."""
    assert len(DECK) == len(set(DECK)) == 20
    assert Counter(c.rank for c in DECK) == Counter({r: 4 for r in "ATKQJ"})
    assert VALUES == {"A": 11, "T": 10, "K": 4, "Q": 3, "J": 2}
    assert sum(VALUES[c.rank] for c in DECK) == 120


@pytest.mark.parametrize("seed", SEEDS)
def test_deal_is_three_three_trump_two_two(seed):
    """§1 Deal: 3 to the non-dealer, 3 to the dealer, the trump card, then 2 and 2."""
    state = new_game(seed, {}, 2)
    pack = shuffled(DECK, make_rng(seed, "deal", 0))
    non_dealer = 1 - state.dealer
    assert set(state.hands[non_dealer]) == set(pack[0:3] + pack[7:9])
    assert set(state.hands[state.dealer]) == set(pack[3:6] + pack[9:11])
    assert state.trump_card == pack[6]
    assert state.trump == pack[6].suit


@pytest.mark.parametrize("seed", SEEDS)
def test_talon_holds_nine_face_down_cards_over_the_trump_card(seed):
    """§1 Deal: the rest is the talon (top first); the trump card lies under it, face up."""
    state = new_game(seed, {}, 2)
    pack = shuffled(DECK, make_rng(seed, "deal", 0))
    assert state.talon == pack[11:]
    assert len(state.talon) == 9
    assert state.trump_card not in state.talon
    assert (len(state.hands[0]), len(state.hands[1])) == (5, 5)
    assert all_cards(state) == Counter(DECK)


def test_first_dealer_is_drawn_from_the_seed():
    """§1 Deal: the first dealer is random (seeded): both seats deal first for some seed."""
    dealers = {seed: new_game(seed, {}, 2).dealer for seed in SEEDS}
    assert set(dealers.values()) == {0, 1}
    for seed, dealer in dealers.items():
        assert dealer == below(make_rng(seed, "first-dealer"), 2)
        assert new_game(seed, {}, 2).dealer == dealer


@pytest.mark.parametrize("seed", SEEDS)
def test_non_dealer_leads_the_first_trick(seed):
    """§1 Deal: the non-dealer leads the first trick; the dealer has no move yet."""
    state = new_game(seed, {}, 2)
    assert state.leader == 1 - state.dealer
    assert to_act(state) == (1 - state.dealer,)
    assert legal_moves(state, state.dealer) == ()
    assert not state.history and not state.trick


@pytest.mark.parametrize("seed", [0, 7, "text seed", "ü"])
def test_same_seed_same_deal(seed):
    """§1 Deal: dealing is a function of the seed alone."""
    assert new_game(seed, {}, 2) == new_game(seed, {}, 2)


@pytest.mark.parametrize("seed", SEEDS)
def test_deal_numbers_shuffle_differently(seed):
    """§1 Deal: every deal of a Bummerl is shuffled afresh (deal 0 and deal 1 differ)."""
    first = deal(seed, Options(), 0, 0, (), (7, 7))
    second = deal(seed, Options(), 1, 0, (), (7, 7))
    assert (first.hands, first.talon) != (second.hands, second.talon)


def test_open_play_at_the_start_of_a_deal():
    """§1 Play: a fresh deal starts in the open phase (no strict rules)."""
    assert not is_strict(new_game(3, {}, 2))


def test_next_deal_has_the_other_dealer_and_a_fresh_shuffle():
    """§1 Deal: after a deal ends the deal alternates and the new non-dealer leads."""
    state = run(opening(), *SCHWARZ)
    assert last_result(state).dealer == 0
    assert state.deal_no == 1
    assert state.dealer == 1 and state.leader == 0
    assert state == deal("scenario", state.options, 1, 1, state.results, state.remaining)


def test_dealer_alternates_over_a_whole_bummerl():
    """§1 Deal: the dealer alternates from deal to deal for a whole random Bummerl."""
    state = new_game("alternate", {}, 2)
    first_dealer, rng = state.dealer, make_rng("alternate-play")
    while to_act(state):
        before = len(state.results)
        state = apply(state, choice(legal_moves(state, to_act(state)[0]), rng))
        if len(state.results) > before and to_act(state):
            assert state.leader == 1 - state.dealer
            assert not state.history
    dealers = [r.dealer for r in state.results]
    assert len(dealers) >= 2
    assert dealers == [(first_dealer + i) % 2 for i in range(len(dealers))]
