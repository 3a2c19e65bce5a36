"""Calls and their judgement: correct, wrong, ties, late, stale, and refusals."""

from __future__ import annotations

from app.games.snap.model import LATE, SNAP, TIE, WRONG, Call, Event, State
from app.games.snap.rules import new_game, outcome
from tests.games.snap.helpers import legal_codes, refused, run, table


def pair() -> State:
    """Three seats: the kings of seats 0 and 1 match, seat 2 shows a seven."""
    return table(["8H", "9H", "TH"], ["AS KD", "KC", "7D"])


def test_calls_are_only_queued_and_offered_at_call_time() -> None:
    """A call waits for Settle; Turn waits meanwhile; the same seat cannot call twice."""
    state = run(pair(), "call:2:0:500")
    assert state.pending == (Call(2, 0, 500),) and state.up[0] == ("AS", "KD")
    assert refused(state, "turn:0") == "snap-judging"
    assert refused(state, "call:2:1:520") == "snap-called"
    assert refused(state, "settle:0") == "snap-not-called"
    assert {"call:0:0:500", "call:0:1:500", "call:0:2:500"} <= legal_codes(state, 0)
    assert "settle:2" in legal_codes(state, 2)


def test_correct_call_wins_every_pile_of_the_rank() -> None:
    """The piles go face down, seat order, each turned over, under the winner's draw."""
    state = table(["8H", "9H", "TH"], ["AS KD", "KC", "KH"])
    state = run(state, "call:2:1:500", "settle:2")
    assert state.draw[2][:4] == ("KD", "AS", "KC", "KH")
    assert state.up == ((), (), ())
    assert state.last == (Event(SNAP, (2,), 1, "K", (0, 1, 2), 4),)
    assert state.floor_ms == 500 and state.pending == ()


def test_two_ranks_are_judged_independently() -> None:
    """Two pairs: each rank goes to its own earliest correct caller."""
    state = table(["8H", "9H", "TH", "JH"], ["KD", "KC", "7D", "7S"])
    state = run(state, "call:3:0:500", "call:1:2:450", "settle:3")
    assert state.draw[3][:2] == ("KD", "KC") and state.draw[1][:2] == ("7D", "7S")
    assert [e.kind for e in state.last] == [SNAP, SNAP]


def test_wrong_call_gives_the_top_draw_card_to_the_named_pile() -> None:
    """The card goes face down under the named owner's draw pile."""
    state = run(pair(), "call:1:2:500", "settle:1")
    assert state.draw[1] == () and state.draw[2][0] == "9H"
    assert state.last == (Event(WRONG, (1,), 2, cards=1, to=2, source="draw"),)


def test_wrong_call_pays_from_the_face_up_pile_else_nothing() -> None:
    """An empty draw pile pays its top face-up card; with both empty, nothing."""
    state = table(["", "9H", ""], ["AS QD", "KC", "7D"])
    state = run(state, "call:0:2:500", "settle:0")
    assert state.up[0] == ("AS",) and state.draw[2][0] == "QD"
    state = table(["", "9H 8H"], ["", "KC"])
    state = run(state, "call:0:1:500", "settle:0")
    assert state.last == (Event(WRONG, (0,), 1, to=1),)


def test_naming_yourself_wrongly_pays_the_next_seat() -> None:
    """No free move: the card goes to the next seat clockwise."""
    state = run(pair(), "call:2:2:500", "settle:2")
    assert state.draw[2][-1] != "TH" and state.draw[0][0] == "TH"
    assert state.last[0].to == 0


def test_tie_within_100_ms_freezes_and_nobody_wins() -> None:
    """Correct calls of two seats 100 ms apart are a tie: only Resume is legal."""
    state = run(pair(), "call:0:1:500", "call:2:0:600", "settle:0")
    assert state.frozen and state.up[0] == ("AS", "KD") and state.up[1] == ("KC",)
    assert state.last == (Event(TIE, (0, 2), None, "K"),)
    assert legal_codes(state, 1) == {"resume:1"}
    assert refused(state, "call:1:0:700") == "snap-frozen"
    assert refused(state, "turn:0") == "snap-frozen"
    assert refused(state, "settle:0") == "snap-frozen"
    state = run(state, "resume:1")
    assert not state.frozen and "call:1:0:600" in legal_codes(state, 1)
    assert refused(state, "resume:1") == "snap-not-frozen"


def test_101_ms_is_no_tie_and_the_later_call_is_void() -> None:
    """The later correct call is late: no penalty, no win."""
    before = pair()
    state = run(before, "call:0:1:500", "call:2:0:601", "settle:2")
    assert not state.frozen and state.draw[0][:2] == ("KD", "AS")
    assert Event(LATE, (2,), 0, "K") in state.last
    assert state.draw[2] == before.draw[2] and state.up[2] == before.up[2]


def test_stale_and_empty_pile_calls_are_refused() -> None:
    """A call stamped before the latest judged call is stale; an empty pile has no top."""
    state = run(pair(), "call:2:0:500", "settle:2")
    assert refused(state, "call:1:2:499") == "snap-stale"
    state = run(state, "call:1:2:500")
    empty = table(["8H", "9H"], ["KD", ""])
    assert refused(empty, "call:0:1:0") == "snap-empty-pile"
    assert refused(empty, "settle:0") == "snap-nothing-pending"
    assert refused(empty, "call:0:2:0") == "snap-no-such-seat"


def test_winning_every_card_ends_the_game() -> None:
    """One player holding every card wins alone."""
    state = table(["", "9H"], ["KD", "KC"])
    state = run(state, "call:1:0:500", "settle:1")
    result = outcome(state)
    assert result is not None and result.winners == (1,) and result.scores == (0.0, 32.0)
    assert dict(result.detail)["ended"] == "all"
    assert legal_codes(state, 0) == set() and refused(state, "stop:0") == "game-over"


def test_stop_scores_card_counts_and_shares_a_tie() -> None:
    """Stop ends the game now: the most cards win, ties share; pending calls drop."""
    state = table(["7H 8H", "9H", "TH"], ["", "", ""])
    state = run(state, "turn:0", "call:1:0:10", "stop:2")
    result = outcome(state)
    assert state.pending == () and result is not None
    assert result.scores[0] == 2 and dict(result.detail)["ended"] == "stop"
    even = run(table(["7H", "8H 9H"]), "stop:0")
    result = outcome(even)
    assert result is not None and result.winners == (1,)
    result = outcome(run(new_game(3, {}, 2), "stop:1"))
    assert result is not None and result.winners == (0, 1), "16 cards each share the win"
