"""RULES.md §Seen cards: what one seat may know of the table (``view_for``)."""

from __future__ import annotations

from collections import Counter
from dataclasses import fields, is_dataclass, replace

import pytest

from app.core.cards import Card
from app.games.schnapsen.rules import new_game, pending
from app.games.schnapsen.view import view_for
from tests.games.schnapsen.helpers import (
    SCHWARZ,
    card,
    forty,
    jack,
    last_card,
    opening,
    plays,
    run,
)


def cards_in(value) -> Counter:
    """Every card anywhere inside a view (fields, tuples, nested results)."""
    if isinstance(value, Card):
        return Counter([value])
    if is_dataclass(value):
        return sum((cards_in(getattr(value, f.name)) for f in fields(value)), Counter())
    if isinstance(value, tuple | list):
        return sum((cards_in(v) for v in value), Counter())
    return Counter()


def swap(state, seat: int, mine: str, talon_card: str):
    """``state`` with ``seat``'s card ``mine`` and the talon card ``talon_card`` swapped."""
    a, b = card(mine), card(talon_card)
    hand = tuple(b if c == a else c for c in state.hands[seat])
    hands = (hand, state.hands[1]) if seat == 0 else (state.hands[0], hand)
    talon = tuple(a if c == b else c for c in state.talon)
    return replace(state, hands=hands, talon=talon)


@pytest.mark.parametrize("seed", range(8))
def test_fresh_deal_shows_own_hand_and_trump_card_only(seed):
    """§1 Seen cards: at the deal a seat sees its own five cards and the face-up trump card."""
    state = new_game(seed, {}, 2)
    for seat in (0, 1):
        view = view_for(state, seat)
        assert set(cards_in(view)) == set(state.hands[seat]) | {state.trump_card}
        assert view.opponent_count == 5 and view.opponent_known == ()
        assert view.talon_size == 9


def test_opponents_unseen_cards_never_appear():
    """§1 Seen cards: mid-deal, no unseen opponent card and no talon card is in the view."""
    state = run(opening(), *plays("1 AS JS", "1 TS QS", "1 AH"))
    view = view_for(state, 0)
    secret = (set(state.hands[1]) | set(state.talon)) - set(view.opponent_known)
    assert secret and not secret & set(cards_in(view))
    assert view.trick == (card("AH"),)
    assert view.hand == state.hands[0]


def test_talon_order_is_never_shown():
    """§1 Seen cards: two talons in different order give the same view (only the size shows)."""
    state = opening()
    shuffled = replace(state, talon=tuple(reversed(state.talon)))
    assert view_for(state, 0) == view_for(shuffled, 0)
    assert view_for(state, 1) == view_for(shuffled, 1)
    assert view_for(state, 0).talon_size == 9


def test_views_ignore_which_hidden_card_is_where():
    """§1 Seen cards: swapping an unseen opponent card with a talon card leaves the view equal."""
    state = run(jack(), "exchange:0")
    other = swap(state, 0, "AS", "TD")
    assert view_for(other, 1) == view_for(state, 1)
    assert view_for(other, 0) != view_for(state, 0)


def test_a_shown_card_is_not_hidden():
    """§1 Seen cards: swapping the exchanged (shown) card away does change the opponent's view."""
    state = run(jack(), "exchange:0")
    other = swap(state, 0, "QH", "TD")
    assert view_for(other, 1) != view_for(state, 1)


def test_exchanged_card_is_known():
    """§1 Exchange: the card taken up is shown to the opponent until it is played."""
    state = run(jack(), "exchange:0")
    assert view_for(state, 1).opponent_known == (card("QH"),)
    led = run(state, "play:0:QH")
    assert view_for(led, 1).opponent_known == ()
    assert view_for(led, 1).trick == (card("QH"),)


def test_marriage_partner_is_known():
    """§1 Marriages: after announcing and leading one card, its partner is known."""
    state = run(forty(), "marry:0:C", "play:0:QC")
    view = view_for(state, 1)
    assert view.opponent_known == (card("KC"),)
    assert view.marriages == (("C",), ())
    assert view.pending == (40, 0)
    assert pending(state, 0) == 40


def test_last_draw_is_known_to_the_winner():
    """§1 Deal: the trump card drawn by the loser of the last draw is known to the winner."""
    state = run(last_card(), *plays("0 QC AC"))
    assert view_for(state, 1).opponent_known == (card("AH"),)
    assert view_for(state, 0).opponent_known == ()


def test_known_cards_are_reset_for_the_next_deal():
    """§1 Seen cards: what was shown in one deal says nothing about the next."""
    state = run(last_card(), *plays("0 QC AC"), "marry:1:H")
    assert state.deal_no == 1
    assert view_for(state, 0).opponent_known == ()
    assert view_for(state, 1).opponent_known == ()


def test_whole_hands_are_shown_when_the_bummerl_is_over():
    """§1 Bummerl: at the end both hands are shown (and the deal's hands in its result)."""
    state = run(opening(remaining=(7, 3)), *SCHWARZ)
    view = view_for(state, 0)
    assert set(view.opponent_known) == set(state.hands[1])
    assert view.results[-1].hands == state.hands
