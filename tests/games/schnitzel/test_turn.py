"""A turn: draw, take, put, discard, the reshuffle, a stuck table and the X."""

from __future__ import annotations

from typing import Any

from app.core.rng import make_rng, shuffled
from app.games.schnitzel.model import END, HOLD, OVER, TURN, WINDOW, Event, State, X
from app.games.schnitzel.notation import from_text
from app.games.schnitzel.rules import outcome, to_act
from tests.games.schnitzel.helpers import (
    drain,
    every_code,
    knowers,
    legal_codes,
    pile,
    refused,
    row,
    run,
    top,
)


def table(**fields: Any) -> State:
    """Two seats at seat 0's turn: a 9 on the discard pile, a 0 then a 5 to draw."""
    given: dict[str, Any] = {"rows": ["1 2 3 4", "5 6 7 8"], "discard": "9", "draw": "0 5"}
    return from_text(**(given | fields))


def test_turn_offers_draw_or_take_into_any_slot() -> None:
    """Turn: the player to move draws, or takes the top discard into one of their slots."""
    state = table()
    assert to_act(state) == (0,)
    assert legal_codes(state, 0) == {"draw:0", "take:0:0", "take:0:1", "take:0:2", "take:0:3"}
    assert refused(state, "draw:1") == "sz-not-your-turn"
    assert refused(state, "discard:0") == "sz-not-now"


def test_draw_holds_the_card_known_to_the_drawer_only() -> None:
    """Draw: the top of the draw pile goes to the hand; phase hold, event draw."""
    state = run(table(), "draw:0")
    assert state.hand == 0 and state.phase == HOLD
    assert state.event == Event("draw", 0)
    assert state.draw[-1] == 5
    assert {"discard:0", "put:0:0", "put:0:3"} <= legal_codes(state, 0)


def test_discard_puts_the_drawn_card_face_up_and_opens_a_window() -> None:
    """Hold, Discard: the hand goes on the discard pile; then the matching window."""
    state = run(table(), "draw:0", "discard:0")
    assert pile(state) == "9 0" and state.hand is None
    assert state.phase == WINDOW and state.event == Event("discard", 0)
    assert to_act(state) == (0, 1), "the turn player may match too"
    assert state.deeds[0] is not None and state.deeds[0].card == 0


def test_put_swaps_the_drawn_card_in_known_to_its_owner_only() -> None:
    """Hold, Put: the drawn card takes the slot, known to its owner; the old card is
    discarded face up."""
    state = run(table(), "draw:0", "put:0:1")
    assert row(state, 0) == "1 0 3 4" and top(state) == "2"
    assert knowers(state, 0, 1) == {0}
    assert state.event == Event("swap", 0, 1) and state.phase == WINDOW


def test_take_swaps_the_top_discard_in_known_to_all() -> None:
    """Take: the top discard goes into the slot (it was face up: known to all); the
    slot's card is discarded."""
    state = run(table(), "take:0:2")
    assert row(state, 0) == "1 2 9 4" and pile(state) == "3"
    assert knowers(state, 0, 2) == {0, 1}
    assert state.event == Event("swap", 0, 2) and state.draw[-1] == 0, "nothing drawn"


def test_take_needs_a_discard_and_put_an_own_card() -> None:
    """Take needs a discard pile; Put and Take only go into an own slot with a card."""
    state = table(discard="")
    assert refused(state, "take:0:0") == "sz-pile-empty"
    assert legal_codes(state, 0) == {"draw:0"}
    held = run(from_text(rows=["1 _ 3", "5 6 7 8"], discard="9", draw="0"), "draw:0")
    assert refused(held, "put:0:1") == "sz-no-card-there"
    assert refused(held, "put:0:3") == "sz-no-card-there"
    assert "put:0:1" not in legal_codes(held, 0)


def test_window_closes_when_all_passed_then_end_or_call() -> None:
    """Window: it closes once every seat passed; then the turn's end (call or end);
    End gives the turn to the next player."""
    state = run(table(), "draw:0", "discard:0", "pass:1")
    assert to_act(state) == (0,) and state.phase == WINDOW
    state = run(state, "pass:0")
    assert state.phase == END and legal_codes(state, 0) == {"call:0", "end:0"}
    state = run(state, "end:0")
    assert state.phase == TURN and state.turn == 1 and state.used == 0


def test_an_empty_draw_pile_is_refilled_from_the_discards_but_the_top() -> None:
    """Draw, reshuffle: the discards but the top, shuffled with (seed, "shuffle", n)."""
    state = drain(from_text(rows=["1 2 3 4", "5 6 7 8"], discard="9"))
    assert not state.draw and len(state.discard) == 51
    after = run(state, "draw:0")
    deck = shuffled(state.discard[:-1], make_rng("scenario", "shuffle", 0))
    assert after.discard == (9,) and after.shuffles == 1
    assert after.hand == deck[-1] and after.draw == deck[:-1]


def test_draw_is_refused_with_nothing_to_draw_or_reshuffle() -> None:
    """Draw: an empty draw pile and only the top discard left: only Take is possible."""
    state = drain(from_text(rows=["1 2 3 4", "5 6 7 8"], discard="9"), into=1)
    assert refused(state, "draw:0") == "sz-pile-empty"
    assert every_code(state) == {f"take:0:{i}" for i in range(4)}


def test_both_piles_empty_at_a_turn_start_end_the_game() -> None:
    """Stuck: when a turn begins with nothing to draw or take, the game ends."""
    state = drain(from_text(rows=["1 2 3 4", "5 6 7 8"], discard="9"), into=1)
    state = run(state, "take:0:0", "match:1:0")
    assert not state.discard and state.phase == WINDOW, "the penalty took the last discard"
    state = run(state, "pass:0", "end:0")
    assert state.phase == OVER and state.ended == "stuck"
    assert to_act(state) == ()
    result = outcome(state)
    assert result is not None and result.winners == (0,)


def test_drawing_the_x_ends_the_game_and_it_does_not_count() -> None:
    """X: drawn, the game ends at once; it stays in the hand and scores nothing."""
    state = run(table(draw="X"), "draw:0")
    assert state.phase == OVER and state.ended == "x" and state.hand == X
    result = outcome(state)
    assert result is not None and result.scores == (10.0, 26.0) and result.winners == (0,)


def test_discarding_the_x_from_the_row_ends_the_game() -> None:
    """X: swapped out of a row by Put or Take (a turn's discard), the game ends."""
    state = from_text(rows=["1 X 3 4", "5 6 7 8"], discard="9", draw="0")
    put = run(state, "draw:0", "put:0:1")
    assert put.phase == OVER and put.ended == "x" and top(put) == "X"
    took = run(state, "take:0:1")
    assert took.phase == OVER and took.ended == "x" and row(took, 0) == "1 9 3 4"


def test_windows_off_go_straight_to_the_turns_end() -> None:
    """Options, window 0: no matching window after a discard; the call has no window."""
    state = table(options={"window": 0})
    state = run(state, "draw:0", "discard:0")
    assert state.phase == END and state.event is None
    assert refused(state, "match:1:0") == "sz-not-your-turn"
    state = run(state, "call:0")
    assert state.phase == TURN and state.turn == 1 and state.caller == 0
    assert to_act(state) == (1,)
