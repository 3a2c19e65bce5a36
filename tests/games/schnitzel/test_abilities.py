"""Peek and Swap: who gets them, what they do to knowledge, and once a turn."""

from __future__ import annotations

from app.games.schnitzel.model import ABILITY, END, PEEK, SWAP, WINDOW, Ability, Event
from app.games.schnitzel.notation import from_text
from app.games.schnitzel.rules import to_act
from tests.games.schnitzel.helpers import knowers, knowing, legal_codes, refused, row, run, top


def test_a_discarded_peek_gives_its_ability_first_then_the_window() -> None:
    """Turn's discard: a Peek gives phase ability; the window about the discard follows."""
    state = from_text(rows=["1 2 3 4", "5 6 7 8"], discard="9", draw="P")
    state = run(state, "draw:0", "discard:0")
    assert state.phase == ABILITY and state.ability == Ability(0, PEEK, Event("discard", 0))
    assert state.event == Event("ability", 0) and state.used == 0b01
    assert to_act(state) == (0, 1), "seat 1 may nope the ability"
    assert legal_codes(state, 1) == {"nope:1:0", "nope:1:1", "nope:1:2", "nope:1:3", "pass:1"}
    peeks = {c for c in legal_codes(state, 0) if c.startswith("peek")}
    assert len(peeks) == 8 and "skip:0" in legal_codes(state, 0)
    after = run(state, "peek:0:1:2")
    assert knowers(after, 1, 2) == {0}
    assert after.phase == WINDOW and after.event == Event("discard", 0)
    assert after.ability is None and after.passed == after.out == 0


def test_peek_at_an_own_card() -> None:
    """Peek: any non-empty slot of any row, one's own too."""
    state = run(from_text(rows=["1 _ 3 4", "5 6 7 8"], discard="9", draw="P"), "draw:0")
    state = run(state, "discard:0")
    assert refused(state, "peek:0:0:1") == "sz-no-card-there"
    assert refused(state, "peek:0:2:0") == "sz-no-card-there"
    assert knowers(run(state, "peek:0:0:3"), 0, 3) == {0}


def test_swap_trades_two_cards_with_their_knowledge() -> None:
    """Swap: an own card changes places with another player's; each keeps who knows it."""
    state = from_text(rows=["1 2 3 4", "5 6 7 8", "-1 0 -2 9"], discard="9", draw="S")
    state = knowing(state, (0, 0, 1), (1, 1, 3), (2, 1, 3))
    state = run(state, "draw:0", "discard:0")
    assert state.ability == Ability(0, SWAP, Event("discard", 0))
    assert refused(state, "trade:0:1:0:2") == "sz-swap-other"
    assert refused(state, "peek:0:1:1") == "sz-not-now", "a Swap is not a Peek"
    after = run(state, "trade:0:1:1:3")
    assert row(after, 0) == "1 8 3 4" and row(after, 1) == "5 6 7 2"
    assert knowers(after, 0, 1) == {1, 2}, "who knew the 8 still knows it"
    assert knowers(after, 1, 3) == {0}, "seat 0 knows where its 2 went"
    assert after.phase == WINDOW


def test_skipping_an_ability() -> None:
    """Ability: using it is optional (Skip)."""
    state = from_text(rows=["1 2 3 4", "5 6 7 8"], discard="9", draw="S")
    after = run(state, "draw:0", "discard:0", "skip:0")
    assert after.phase == WINDOW and after.rows == state.rows
    assert after.known == state.known


def test_ability_from_a_put_and_without_windows() -> None:
    """Turn's discard: a Peek swapped out by Put gives the ability too; with windows
    off the turn's end follows it."""
    state = from_text(rows=["P 2 3 4", "5 6 7 8"], discard="9", draw="0", options={"window": 0})
    state = run(state, "draw:0", "put:0:0")
    assert state.phase == ABILITY and state.ability == Ability(0, PEEK, Event("swap", 0, 0))
    state = run(state, "peek:0:1:0")
    assert state.phase == END and knowers(state, 1, 0) == {0}


def test_one_ability_per_seat_and_turn() -> None:
    """Ability: one per player per turn; matching a second Peek gives none."""
    state = from_text(rows=["P 2 3 4", "5 6 7 8"], discard="9", draw="P")
    state = run(state, "draw:0", "discard:0", "skip:0", "match:0:0")
    assert top(state) == "P" and state.phase == WINDOW
    assert state.ability is None and state.event == Event("match", 0, 0)


def test_a_matched_peek_gives_another_seat_its_ability_then_the_window_goes_on() -> None:
    """Matching: a Peek matched by a seat that had no ability this turn gives it; then
    back to the window about the match, with fresh passes."""
    state = from_text(rows=["1 2 3 4", "P 6 7 8", "0 0 0 1"], discard="9", draw="P")
    state = run(state, "draw:0", "discard:0", "skip:0", "pass:2", "match:1:0")
    assert state.phase == ABILITY and state.ability == Ability(1, PEEK, Event("match", 1, 0))
    assert state.used == 0b011 and to_act(state) == (0, 1, 2)
    state = run(state, "peek:1:2:3")
    assert knowers(state, 2, 3) == {1}
    assert state.phase == WINDOW and state.event == Event("match", 1, 0)
    assert state.passed == 0 and to_act(state) == (0, 1, 2)
