"""Nope: each event's effect, a Nope against a Nope, who may nope, wrong claims."""

from __future__ import annotations

from app.games.schnitzel.model import ABILITY, HOLD, OVER, TURN, WINDOW, Event
from app.games.schnitzel.notation import from_text
from app.games.schnitzel.rules import outcome, to_act
from tests.games.schnitzel.helpers import (
    all_pass,
    knowers,
    legal_codes,
    pile,
    refused,
    row,
    run,
    top,
)

ROWS = ["1 2 3 4", "N 6 N 8", "N 0 0 0"]
"""Seat 1 holds two Nopes (slots 0 and 2), seat 2 one (slot 0)."""


def test_nope_against_a_draw_forces_the_discard() -> None:
    """Nope, draw: the drawn card must be discarded; the Nope slides under the top."""
    state = run(from_text(rows=ROWS, discard="9", draw="5"), "draw:0")
    assert to_act(state) == (0, 1, 2), "the others may nope the draw"
    state = run(state, "nope:1:0")
    assert row(state, 1) == "_ 6 N 8" and state.known[1][0] == 0
    assert pile(state) == "N 9", "slid under the top discard"
    assert state.forced == "discard" and state.event == Event("draw", 0, None, 1, 1)
    assert refused(state, "put:0:0") == "sz-must-discard"
    assert "discard:0" in legal_codes(state, 0)
    assert not any(c.startswith("put") for c in legal_codes(state, 0))


def test_a_nope_against_a_nope_undoes_it_and_anyone_else_may_play_it() -> None:
    """Nope against a Nope: the effect flips back; the event's maker may play it, the
    last noper may not."""
    state = run(from_text(rows=["N 2 3 4", *ROWS[1:]], discard="9", draw="5"), "draw:0")
    state = run(state, "nope:1:0")
    assert refused(state, "nope:1:2") == "sz-own-nope", "not against one's own Nope"
    undone = run(state, "nope:0:0")
    assert undone.forced is None and undone.event == Event("draw", 0, None, 2, 0)
    assert pile(undone) == "N N 9"
    assert "put:0:1" in legal_codes(undone, 0)
    again = run(undone, "nope:1:2")
    assert again.forced == "discard" and again.event is not None and again.event.noped
    other = run(state, "nope:2:0")
    assert other.forced is None, "a third seat may nope the Nope too"


def test_nobody_nopes_their_own_event() -> None:
    """Nope: not against one's own event."""
    state = run(from_text(rows=["N 2 3 4", *ROWS[1:]], discard="9", draw="5"), "draw:0")
    assert refused(state, "nope:0:0") == "sz-own-nope"
    assert "nope:0:0" not in legal_codes(state, 0)


def test_nope_against_an_ability_cancels_it() -> None:
    """Nope, ability: the holder may only skip it."""
    state = run(from_text(rows=ROWS, discard="9", draw="P"), "draw:0", "discard:0")
    assert state.phase == ABILITY
    state = run(state, "nope:2:0")
    assert refused(state, "peek:0:1:1") == "sz-ability-noped"
    assert {c for c in legal_codes(state, 0) if not c.startswith("nope")} == {"skip:0"}
    state = run(state, "skip:0")
    assert state.phase == WINDOW and state.event == Event("discard", 0)


def test_nope_against_a_discard_brings_the_card_back_to_be_put() -> None:
    """Nope, discard: the card goes back to the hand (seen by all) and must be put into
    the row; noped again, it lies on the pile once more."""
    state = run(from_text(rows=ROWS, discard="9", draw="5"), "draw:0", "discard:0")
    noped = run(state, "nope:1:0")
    assert noped.phase == HOLD and noped.hand == 5 and noped.forced == "put"
    assert pile(noped) == "9 N" and to_act(noped) == (0, 2)
    assert refused(noped, "discard:0") == "sz-must-put"
    put = run(noped, "pass:2", "put:0:3")
    assert row(put, 0) == "1 2 3 5" and knowers(put, 0, 3) == {0, 1, 2}
    assert top(put) == "4" and put.event == Event("swap", 0, 3)
    back = run(noped, "nope:2:0")
    assert back.phase == WINDOW and back.hand is None and back.forced is None
    assert pile(back) == "9 N N 5" and back.passed == 0


def test_nope_against_a_swap_puts_the_old_card_back() -> None:
    """Nope, swap: the card swapped out is back in its slot (known to all), the one
    that replaced it lies on the discard pile."""
    state = run(from_text(rows=ROWS, discard="9", draw="5"), "draw:0", "put:0:1")
    assert row(state, 0) == "1 5 3 4" and top(state) == "2"
    state = run(state, "nope:1:0")
    assert row(state, 0) == "1 2 3 4" and pile(state) == "9 N 5"
    assert knowers(state, 0, 1) == {0, 1, 2}
    state = run(state, "nope:2:0")
    assert row(state, 0) == "1 5 3 4" and pile(state) == "9 N N 2"
    assert knowers(state, 0, 1) == {0, 1, 2}, "the 5 lay face up on the pile"


def test_nope_against_a_take() -> None:
    """Nope, swap after Take: the taken card goes back on the pile, the old one returns."""
    state = run(from_text(rows=ROWS, discard="9"), "take:0:2", "nope:2:0")
    assert row(state, 0) == "1 2 3 4" and pile(state) == "N 9"


def test_nope_against_a_match_puts_the_card_back_known_to_all() -> None:
    """Nope, match: the matched card goes back to its slot, face down but known to all;
    the window goes on."""
    state = run(from_text(rows=ROWS, discard="1", draw="6"), "draw:0", "discard:0")
    state = run(state, "match:1:1", "nope:2:0")
    assert row(state, 1) == "N 6 N 8" and knowers(state, 1, 1) == {0, 1, 2}
    assert pile(state) == "1 6 N", "the Nope is now on top"
    assert state.phase == WINDOW and state.event == Event("match", 1, 1, 1, 2)
    state = run(state, "nope:1:0")
    assert row(state, 1) == "_ _ N 8" and pile(state) == "1 6 N N 6"


def test_a_nope_that_empties_the_row_wins() -> None:
    """Nope: if the Nope was the noper's last card, they win at once."""
    state = run(from_text(rows=["1 2 3 4", "_ N"], discard="9", draw="5"), "draw:0")
    state = run(state, "nope:1:1")
    assert state.phase == OVER and state.ended == "empty"
    result = outcome(state)
    assert result is not None and result.winners == (1,)


def test_nope_on_an_empty_discard_pile() -> None:
    """Nope: with no discard pile, the Nope alone is the pile."""
    state = run(from_text(rows=ROWS, draw="5"), "draw:0", "nope:1:0")
    assert pile(state) == "N" and state.forced == "discard"


def test_a_wrong_nope_claim_puts_the_claimer_out_until_the_event_changes() -> None:
    """Wrong Nope claim: like a wrong match; in hold the claimer is out until the
    event changes, and may nope again in the window after."""
    state = run(from_text(rows=ROWS, discard="9", draw="5"), "draw:0", "nope:1:1")
    assert row(state, 1) == "N 6 N 8 9" and knowers(state, 1, 1) == {0, 1, 2}
    assert not state.discard and state.out == 0b010
    assert to_act(state) == (0, 2) and state.forced is None
    assert refused(state, "nope:1:0") == "sz-not-your-turn"
    state = run(state, "discard:0")
    assert state.out == 0 and to_act(state) == (0, 1, 2)


def test_a_passed_seat_does_not_nope_until_the_event_changes() -> None:
    """Who may nope: a seat that let the event stand is not asked again."""
    state = run(from_text(rows=ROWS, discard="9", draw="5"), "draw:0", "pass:1")
    assert to_act(state) == (0, 2)
    assert refused(state, "nope:1:0") == "sz-not-your-turn"
    assert refused(state, "pass:0") == "sz-not-now", "the player to move never passes"


def test_a_noped_call_is_withdrawn() -> None:
    """Nope, call: the call is withdrawn; the game goes on past the caller's next turn."""
    state = run(from_text(rows=ROWS, discard="9", draw="5 6 7"), "draw:0", "discard:0")
    state = all_pass(state)
    state = run(state, "call:0")
    assert state.caller == 0 and state.event == Event("call", 0)
    assert not any(c.startswith("match") for c in legal_codes(state, 1)), "no matching"
    state = run(state, "nope:1:0")
    assert state.caller is None
    state = all_pass(state)
    assert state.phase == TURN and state.turn == 1
    state = all_pass(run(state, "draw:1", "discard:1"))
    state = all_pass(run(state, "end:1", "draw:2", "discard:2"))
    state = run(state, "end:2")
    assert state.phase == TURN and state.turn == 0, "no call: seat 0 plays on"


def test_a_nope_while_a_matchs_ability_is_pending_cancels_the_ability_not_the_match() -> None:
    """Nope, match with a Swap (issue 33 point 12, the rules' bracket): while the matched
    Swap's ability is still to be used, a Nope cancels the ability and the matched card
    stays on the pile; the match can be noped only in the window after it, when the
    ability was used or skipped."""
    start = from_text(rows=["1 2 3 4", "S 6 7 8", "N 0 N 0"], discard="9", draw="S")
    state = run(start, "draw:0", "discard:0", "skip:0", "match:1:0")
    assert state.phase == ABILITY and state.event == Event("ability", 1)
    state = run(state, "nope:2:0")
    assert row(state, 1) == "_ 6 7 8" and top(state) == "S", "the match stands"
    assert refused(state, "trade:1:1:0:0") == "sz-ability-noped"
    state = run(state, "skip:1")
    assert state.phase == WINDOW and state.event == Event("match", 1, 0)
    state = run(state, "nope:2:2")
    assert row(state, 1) == "S 6 7 8", "noped in its window, the match is undone"
