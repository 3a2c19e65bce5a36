"""Properties of random play: cards conserved, honest views, codes that round-trip."""

from __future__ import annotations

from collections.abc import Iterator

from hypothesis import given, settings
from hypothesis import strategies as st

from app.core.rng import choice, make_rng
from app.games.snap.engine import ENGINE
from app.games.snap.model import State, move_from_code
from app.games.snap.notation import state_from_dict, state_to_dict
from app.games.snap.rules import apply, legal_moves, new_game, to_act
from app.games.snap.view import all_cards, deck_cards, view_for

OPTIONS = st.fixed_dictionaries(
    {
        "pack": st.sampled_from(["skat", "french"]),
        "pool": st.booleans(),
        "covered": st.booleans(),
    }
)


def play(seed: int | str, seats: int, options: dict, pick: int, moves: int) -> Iterator[State]:
    """The first ``moves`` states of one random game (every legal move equally likely)."""
    state = new_game(seed, options, seats)
    rng = make_rng("snap-property", pick)
    for _ in range(moves):
        yield state
        if not to_act(state):
            return
        legal = [m for seat in to_act(state) for m in legal_moves(state, seat)]
        state = apply(state, choice(legal, rng))


@settings(max_examples=30, deadline=None)
@given(seed=st.integers(), seats=st.integers(2, 6), options=OPTIONS, pick=st.integers(0, 999))
def test_cards_are_conserved_and_views_hide_the_draw_piles(seed, seats, options, pick) -> None:
    """Every card stays in the game; no view shows a card of a draw pile or the pool."""
    for state in play(seed, seats, options, pick, 300):
        assert all_cards(state) == deck_cards(state)
        assert state_from_dict(state_to_dict(state)) == state
        face_down = {c for pile in (*state.draw, state.pool) for c in pile}
        for seat in range(seats):
            view = view_for(state, seat)
            shown = {c for pile in view.up for c in pile}
            assert not shown & face_down
            assert not face_down & set(repr(view).split("'"))


@settings(max_examples=30, deadline=None)
@given(seed=st.integers(), seats=st.integers(2, 6), pick=st.integers(0, 999))
def test_move_codes_round_trip(seed, seats, pick) -> None:
    """Every legal move's code parses back to the move."""
    for state in play(seed, seats, {}, pick, 200):
        for seat in to_act(state):
            for move in legal_moves(state, seat):
                assert move_from_code(move.code) == move
    assert ENGINE.move_from_code("stop:3").code == "stop:3"
