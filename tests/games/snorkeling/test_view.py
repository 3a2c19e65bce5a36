"""What a seat may know: its own hand, every pile and the centre; only counts of the rest."""

from __future__ import annotations

from collections import Counter
from dataclasses import fields

from app.core.rng import make_rng
from app.games.snorkeling.engine import ENGINE
from app.games.snorkeling.model import State
from app.games.snorkeling.notation import from_text
from app.games.snorkeling.rules import new_game
from app.games.snorkeling.view import (
    View,
    all_cards,
    hidden,
    redeal_hidden,
    view_cards,
    view_for,
)
from tests.games.snorkeling.helpers import run


def table() -> State:
    """3 seats in the middle of a round: piles built up, a centre of three cards."""
    return from_text(
        hands=["R3 G1 P0", "Y1 Y2", "B0 B1 B3 B4"],
        piles=["Y4", "", "B4 B3"],
        centre="G0 G4 B2",
        deck="P1 P2",
        turn=1,
    )


def test_view_shows_own_hand_piles_and_centre_and_counts_the_rest() -> None:
    """View: the own hand, every pile and the centre show; other hands and the deck are counts."""
    state = table()
    view = view_for(state, 1)
    assert view.seat == 1 and view.turn == 1 and view.to_act == (1,)
    assert view.hand == state.hands[1]
    assert view.hand_counts == (3, 2, 4)
    assert view.piles == state.piles and view.centre == state.centre
    assert view.deck_size == len(state.deck) == 75 - 9 - 3 - 3
    assert view_cards(view) == Counter(state.hands[1]) + Counter(state.centre) + sum(
        (Counter(p) for p in state.piles), Counter()
    )
    assert hidden(state, 1) == Counter(state.deck) + Counter(state.hands[0] + state.hands[2])
    assert view_cards(view) + hidden(state, 1) == all_cards(state)


def test_view_has_no_field_for_other_hands_the_deck_or_the_seed() -> None:
    """View: no field carries the other hands, the deck's cards or the seed."""
    names = {f.name for f in fields(View)}
    assert not names & {"hands", "deck", "seed"}
    state = table()
    view = view_for(state, 0)
    values = [getattr(view, n) for n in names]
    assert state.hands[1] not in values and state.hands[2] not in values
    assert state.deck not in values


def test_redeal_hidden_keeps_the_view_identical() -> None:
    """View: redealing the cards hidden from a seat changes nothing that seat can see."""
    state = run(new_game(21, {}, 4), "end:1", "end:2")
    seat = state.turn
    rng = make_rng("sk-redeal")
    others = [redeal_hidden(state, seat, rng) for _ in range(20)]
    assert all(view_for(o, seat) == view_for(state, seat) for o in others)
    assert all(ENGINE.cards(o) == ENGINE.cards(state) for o in others)
    assert all(o.hands[seat] == state.hands[seat] for o in others)
    assert len({(o.hands, o.deck) for o in others}) > 1, "the hidden cards do move"
    assert any(view_for(o, (seat + 1) % 4) != view_for(state, (seat + 1) % 4) for o in others)
