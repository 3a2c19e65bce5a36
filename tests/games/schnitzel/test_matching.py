"""Matching windows: right and wrong matches, several, an emptied row, the X revealed."""

from __future__ import annotations

from app.games.schnitzel.model import END, OVER, WINDOW, Event, State
from app.games.schnitzel.notation import from_text
from app.games.schnitzel.rules import outcome, to_act
from tests.games.schnitzel.helpers import (
    knowers,
    legal_codes,
    pile,
    refused,
    row,
    run,
    top,
)


def window(rows: list[str], discard: str = "1") -> State:
    """Seat 0 drew a 5 and discarded it: the window about that discard is open."""
    return run(from_text(rows=rows, discard=discard, draw="5"), "draw:0", "discard:0")


def test_every_seat_may_match_nope_or_pass_in_a_window() -> None:
    """Window: every seat not passed or out acts: Match own slots, Nope, Pass."""
    state = window(["1 2 3 4", "6 7 8 9"])
    assert to_act(state) == (0, 1)
    assert legal_codes(state, 1) == {
        *(f"match:1:{i}" for i in range(4)),
        *(f"nope:1:{i}" for i in range(4)),
        "pass:1",
    }
    assert not any(c.startswith("nope") for c in legal_codes(state, 0)), "not against oneself"


def test_a_right_match_discards_the_card_and_opens_a_new_event() -> None:
    """Match: the slot's card equals the top discard: it goes on the pile, the slot is
    empty, everyone may react to the new top."""
    state = run(window(["1 2 3 4", "6 5 8 9", "5 0 0 0"]), "pass:2", "match:1:1")
    assert row(state, 1) == "6 _ 8 9" and pile(state) == "1 5 5"
    assert state.known[1][1] == 0
    assert state.event == Event("match", 1, 1) and state.phase == WINDOW
    assert state.passed == state.out == 0 and to_act(state) == (0, 1, 2)
    assert state.deeds[1] is not None and state.deeds[1].card == 5


def test_several_matches_one_after_the_other() -> None:
    """Match: after a match the window goes on; another seat (or the same) matches too."""
    state = run(window(["5 2 3 4", "6 5 8 9", "5 0 0 0"]), "match:1:1", "match:2:0")
    assert pile(state) == "1 5 5 5" and row(state, 2) == "_ 0 0 0"
    assert state.event == Event("match", 2, 0)
    state = run(state, "match:0:0")
    assert pile(state) == "1 5 5 5 5" and state.event == Event("match", 0, 0)
    state = run(state, "pass:0", "pass:1", "pass:2")
    assert state.phase == END


def test_a_wrong_match_reveals_the_card_and_takes_the_top_discard_as_a_penalty() -> None:
    """Wrong match: the card stays, known to all; the top discard goes face down to a new
    slot at the end of the row, known to all; the claimer is out of this window."""
    state = run(window(["1 2 3 4", "6 7 8 9", "0 0 0 0"]), "match:1:2")
    assert row(state, 1) == "6 7 8 9 5" and pile(state) == "1"
    assert knowers(state, 1, 2) == {0, 1, 2} and knowers(state, 1, 4) == {0, 1, 2}
    assert state.out == 0b010 and to_act(state) == (0, 2) and state.phase == WINDOW
    assert refused(state, "pass:1") == "sz-not-your-turn"
    assert state.deeds[1] is not None and (state.deeds[1].card, state.deeds[1].penalty) == (8, 5)
    assert run(state, "pass:0", "pass:2").phase == END, "closed: everyone passed or is out"


def test_a_wrong_match_uncovers_a_new_top_that_a_seat_who_passed_may_match() -> None:
    """Wrong match (issue 33 point 11; RULES.md §Wrong claim: a new top discard opens a
    window opens for everyone): seat 2 passed on the 5; seat 1's wrong match takes the 5
    as its penalty and uncovers the 1 beneath, which seat 2 may now match."""
    state = run(window(["2 2 3 4", "6 7 8 9", "1 0 0 0"]), "pass:2", "match:1:2")
    assert top(state) == "1" and state.passed == 0 and to_act(state) == (0, 2)
    assert "match:2:0" in legal_codes(state, 2)
    state = run(state, "match:2:0")
    assert row(state, 2) == "_ 0 0 0" and pile(state) == "1 1"


def test_after_a_wrong_match_only_its_claimer_sits_the_new_window_out() -> None:
    """Wrong match: seat 0's wrong claim puts it out; seat 1's wrong claim then uncovers
    a new top (3), so seat 0 is back in and matches it, and seat 1 is out."""
    state = run(window(["1 2 3 4", "6 7 8 9", "0 0 0 0"], discard="3 1"), "match:0:1")
    assert row(state, 0) == "1 2 3 4 5" and top(state) == "1" and state.out == 0b001
    assert refused(state, "match:0:0") == "sz-not-your-turn"
    state = run(state, "match:1:0")
    assert row(state, 1) == "6 7 8 9 1" and top(state) == "3"
    assert state.out == 0b010 and to_act(state) == (0, 2)
    state = run(state, "match:0:2")
    assert row(state, 0) == "1 2 _ 4 5" and top(state) == "3"


def test_a_wrong_claim_that_takes_the_top_discard_ends_an_event_about_it() -> None:
    """Wrong claim (decision in rules.py): the discard it took can no longer be noped."""
    state = run(window(["1 2 3 4", "6 7 8 9", "0 0 N 0"]), "match:1:2")
    assert state.event is None
    assert refused(state, "nope:2:2") == "sz-not-now"
    assert "nope:2:2" not in legal_codes(state, 2)
    assert top(state) == "1" and "match:2:0" in legal_codes(state, 2)


def test_emptying_the_row_wins_at_once() -> None:
    """Match: an emptied row ends the game; its owner wins alone, whatever the totals."""
    state = run(window(["-2 _ _ _", "_ 5 _ _"]), "match:1:1")
    assert state.phase == OVER and state.ended == "empty"
    result = outcome(state)
    assert result is not None and result.winners == (1,)
    assert result.scores == (-2.0, 0.0), "seat 0 has the lower total, but loses"


def test_a_wrong_claim_revealing_the_x_ends_the_game() -> None:
    """X: shown by a wrong claim, the game ends at once."""
    state = run(window(["1 2 3 4", "6 X 8 9"]), "match:1:1")
    assert state.phase == OVER and state.ended == "x"
    assert knowers(state, 1, 1) == {0, 1}
    result = outcome(state)
    assert result is not None and result.scores == (10.0, 38.0), "an X in a row scores 10"


def test_matching_with_no_discard_left_is_a_wrong_claim() -> None:
    """Match (decision in rules.py): with the pile empty nothing matches; no penalty."""
    state = run(window(["1 2 3 4", "6 7 8 9", "0 0 0 0"], discard=""), "match:1:0")
    assert not state.discard and row(state, 1) == "6 7 8 9 5"
    state = run(state, "match:2:0")
    assert row(state, 2) == "0 0 0 0" and state.out == 0b110
    assert knowers(state, 2, 0) == {0, 1, 2}
