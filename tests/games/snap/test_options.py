"""The Snap-pool and covered options."""

from __future__ import annotations

from app.games.snap.model import SNAP, TIE, Event
from tests.games.snap.helpers import run, table


def test_pool_takes_a_ties_piles_and_the_next_correct_call_wins_it() -> None:
    """With the pool, tied piles go face down into the middle; the next winner takes it."""
    state = table(["8H", "9H", "TH 7S"], ["KD", "KC", ""], options={"pool": True})
    state = run(state, "call:0:1:500", "call:1:0:550", "settle:1")
    assert state.pool == ("KD", "KC") and state.up[:2] == ((), ())
    assert state.last == (Event(TIE, (0, 1), None, "K", (0, 1), 2),)
    state = run(state, "resume:0", "turn:0", "turn:1", "turn:2")
    assert state.up[0] == ("8H",) and state.up[2][-1] == "7S"
    state = table(["", "9H", "7S"], ["QD", "QC", ""], options={"pool": True}, pool="KD KC")
    state = run(state, "call:2:0:10", "settle:2")
    assert state.pool == () and state.draw[2][:4] == ("KD", "KC", "QD", "QC")
    assert state.last[0] == Event(SNAP, (2,), 0, "Q", (0, 1), 4)


def test_without_pool_a_tie_leaves_the_piles() -> None:
    """The piles stay where they lie; after Resume they can be called again."""
    state = table(["8H", "9H"], ["KD", "KC"])
    state = run(state, "call:0:1:500", "call:1:0:500", "settle:0")
    assert state.up == (("KD",), ("KC",)) and state.pool == ()


def test_covered_top_matches_the_card_under_it() -> None:
    """With ``covered`` a top matching the card right under it is a correct call."""
    tops = (["8H", "9H"], ["KD KC", "7D"])
    state = run(table(*tops, options={"covered": True}), "call:1:0:5", "settle:1")
    assert state.last[0].kind == SNAP and state.draw[1][:2] == ("KC", "KD")
    state = run(table(*tops), "call:1:0:5", "settle:1")
    assert state.last[0].kind == "wrong"
