""" "Schnitzel!", the last turns, scoring, and the children's option."""

from __future__ import annotations

from app.games.schnitzel.model import LOOK, OVER, TURN, WINDOW, Event
from app.games.schnitzel.notation import from_text
from app.games.schnitzel.rules import new_game, outcome, to_act
from app.games.schnitzel.view import view_for
from tests.games.schnitzel.helpers import all_pass, knowers, refused, run


def turn_of(seat: int) -> tuple[str, ...]:
    """A quiet turn of ``seat``: draw, discard (a number), let the window pass."""
    return (f"draw:{seat}", f"discard:{seat}")


def test_the_call_gives_everyone_else_one_last_turn() -> None:
    """Call: after "Schnitzel!" each other player has one more turn; the game ends
    before the caller's next turn, and every card is revealed."""
    state = from_text(rows=["1 1 1 1", "2 2 2 2", "0 0 0 0"], discard="9", draw="5 6 7")
    state = all_pass(run(state, *turn_of(0)))
    state = run(state, "call:0")
    assert state.phase == WINDOW and state.event == Event("call", 0) and state.after == "next"
    assert refused(state, "match:1:0") == "sz-not-now", "a call's window has no matching"
    state = all_pass(state)
    assert state.phase == TURN and state.turn == 1 and state.caller == 0
    state = all_pass(run(state, *turn_of(1)))
    assert state.phase == TURN and state.turn == 2, "after a call no end phase: next turn"
    state = all_pass(run(state, *turn_of(2)))
    assert state.phase == OVER and state.ended == "call" and to_act(state) == ()
    view = view_for(state, 1)
    assert view.rows == state.rows and view.results == ((4, 8, 0),)
    result = outcome(state)
    assert result is not None
    assert result.scores == (4.0, 8.0, 0.0) and result.winners == (2,)
    assert result.detail == (("caller", 0), ("ended", "call"))


def test_a_call_needs_the_turns_end_and_only_once() -> None:
    """Call: only at the end of one's own turn; after a call the turns just go on."""
    state = from_text(rows=["1 1 1 1", "2 2 2 2"], discard="9", draw="5 6")
    assert refused(state, "call:0") == "sz-not-now"
    state = all_pass(run(state, *turn_of(0)))
    assert refused(state, "call:1") == "sz-not-your-turn"


def test_lowest_total_wins_and_ties_share() -> None:
    """Scoring: each row's total (action cards 10); the lowest wins, ties share."""
    state = from_text(rows=["-2 P 3", "5 5 -1", "9 9"], discard="9", draw="X")
    state = run(state, "draw:0")
    result = outcome(state)
    assert result is not None and result.scores == (11.0, 9.0, 18.0)
    assert result.winners == (1,) and result.detail == (("ended", "x"),)
    tie = run(from_text(rows=["4 4", "8", "N"], discard="1", draw="X"), "draw:0")
    tied = outcome(tie)
    assert tied is not None and tied.winners == (0, 1) and tied.scores == (8.0, 8.0, 10.0)


def test_childrens_option_shows_own_cards_whenever_it_is_not_your_turn() -> None:
    """Children's option: each seat that is not the player to move knows all its cards."""
    state = from_text(
        rows=["1 2 3 4", "5 6 7 8", "0 0 0 0"], discard="9", draw="5", options={"children": True}
    )
    state = run(state, "draw:0")
    assert [knowers(state, 1, i) for i in range(4)] == [{1}] * 4
    assert [knowers(state, 2, i) for i in range(4)] == [{2}] * 4
    assert [knowers(state, 0, i) for i in range(4)] == [set()] * 4, "not during your turn"
    state = run(state, "put:0:0")
    assert knowers(state, 0, 0) == {0} and knowers(state, 0, 1) == set()
    plain = run(from_text(rows=["1 2 3 4", "5 6 7 8"], discard="9", draw="5"), "draw:0")
    assert knowers(plain, 1, 0) == set(), "without the option nobody learns anything"


def test_childrens_option_starts_after_the_start_look() -> None:
    """Children's option (decision in rules.py): the start look is as usual; from the
    first turn on, the others know their cards."""
    state = new_game(4, {"children": True}, 2)
    state = run(state, "look:0:0", "look:1:3", "look:0:1")
    assert state.phase == LOOK and knowers(state, 1, 0) == set()
    state = run(state, "look:1:2")
    assert state.phase == TURN and state.turn == 0
    assert [knowers(state, 1, i) for i in range(4)] == [{1}] * 4
    assert [knowers(state, 0, i) for i in range(4)] == [{0}, {0}, set(), set()]
