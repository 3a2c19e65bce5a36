"""§3 Expert Diving: any number of centre cards, then any number of placements."""

from __future__ import annotations

from app.games.snorkeling.notation import from_text
from tests.games.snorkeling.helpers import centre, hand, pile, refused, run

EXPERT = {"expert": True}


def test_expert_centre_cards_each_fit_the_current_top() -> None:
    """§3 Expert: several centre cards, each one higher or of the current top's colour, mixed."""
    state = from_text(
        hands=["R0 R3 Y1 Y4 G1 G2 P0", "B1"], piles=["", "B4 B3"], centre="B2", options=EXPERT
    )
    after = run(state, "centre:0:R3")
    assert refused(after, "centre:0:G1") == "sk-centre-fit", "G1 fits neither R3 rule"
    after = run(after, "centre:0:R0", "centre:0:Y1", "centre:0:Y4")
    assert centre(after) == "B2 R3 R0 Y1 Y4", "higher, colour, higher, colour"
    assert after.turn == 0 and after.played == 4


def test_expert_several_placements_even_on_one_pile() -> None:
    """§3 Expert: any number of placements, each one lower than that pile's current top."""
    state = from_text(
        hands=["R3 Y4 G1 G2 P4", "B1", "B2"],
        piles=["", "B4 B3", ""],
        centre="B2",
        deck="R2 R4",
        options=EXPERT,
    )
    state = run(state, "centre:0:R3", "place:0:1:G2")
    assert state.turn == 0 and state.placed == 1, "the expert turn goes on"
    assert refused(state, "place:0:1:G2") == "sk-not-in-hand"
    state = run(state, "place:0:1:G1", "place:0:2:Y4")
    assert pile(state, 1) == "L5 B4 B3 G2 G1" and pile(state, 2) == "L5 Y4"
    assert refused(state, "centre:0:P4") == "sk-centre-after-place", "P4 would fit the top R3"
    after = run(state, "end:0")
    assert after.turn == 1 and hand(after, 0) == "R2 P4"


def test_expert_placements_still_need_a_centre_card() -> None:
    """§3 Expert: placing on an opponent's pile still needs a centre card first."""
    state = from_text(hands=["R3 G1", "B1"], piles=["", "B2"], centre="B2", options=EXPERT)
    assert refused(state, "place:0:1:G1") == "sk-centre-first"


def test_basic_game_refuses_the_expert_sequence() -> None:
    """§3 Turn (basic game): after a one-higher card no more centre cards, only one placement."""
    state = from_text(hands=["R0 R3 G1 G2 P0", "B1"], piles=["", "B4 B3"], centre="B2")
    assert refused(run(state, "centre:0:R3"), "centre:0:R0") == "sk-one-higher-alone"
    after = run(state, "centre:0:R3", "place:0:1:G2")
    assert after.turn == 1 and pile(after, 1) == "L5 B4 B3 G2"
