"""Snap's computer levels: they call what their view shows, name the pile a tap would
name, react as fast as their level, and never see the state; the benchmark's races."""

from __future__ import annotations

import statistics
from random import Random

import pytest

from app.bench.snap import play_game
from app.games.snap.bots import FASTEST, MISCALL, MISS, REACTION, decide, delay
from app.games.snap.model import Call
from app.games.snap.rules import error
from app.games.snap.view import aim, view_for
from tests.games.snap.helpers import run, table

LEVELS = tuple(REACTION)


def no_match():
    """Three different tops, seat 2's card turned last."""
    return run(table(["7H 8H", "7S 8S", "9C 9D"], ["KH", "QS", "AC"], turn=2), "turn:2")


def test_aim_names_a_matching_pile_the_latest_turned_first():
    """With two Kings, a tap names a King pile; with nothing matching, the pile turned
    last; with no card face up, nothing."""
    state = table(["7H 8H", "7S KS", "9C"], ["KH", "8S", "QC"], turn=1)
    state = run(state, "turn:1")
    assert state.turned == 1
    assert aim(view_for(state, 2)) == 1
    assert aim(view_for(no_match(), 0)) == 2
    assert aim(view_for(table(["7H", "8S", "9C"]), 0)) is None


@pytest.mark.parametrize("level", LEVELS)
def test_a_level_that_sees_a_match_calls_it_legally(level):
    """Across many draws every level calls a visible match most of the time, naming a
    matching pile, with a call the engine accepts once stamped."""
    state = run(table(["7H 8H", "7S KS", "9C"], ["KH", "8S", "QC"], turn=1), "turn:1")
    view = view_for(state, 2)
    moves = [decide(level, view, Random(i)) for i in range(400)]
    made = [m for m in moves if m is not None]
    assert len(made) >= 400 * (1 - MISS[level]) - 40
    for move in made:
        assert move == Call(2, 1, 0)
        assert error(state, Call(2, 1, 1234)) is None


@pytest.mark.parametrize("level", LEVELS)
def test_without_a_match_only_easy_ever_calls(level):
    """Normal and strong never call when nothing matches; easy sometimes does."""
    view = view_for(no_match(), 0)
    made = sum(decide(level, view, Random(i)) is not None for i in range(400))
    if MISCALL[level]:
        assert 0 < made < 400 * MISCALL[level] * 2
    else:
        assert made == 0


def test_no_call_while_frozen_or_waiting():
    """A frozen table or the seat's own call waiting to be judged: nothing to do."""
    state = run(table(["7H 8H", "7S KS", "9C"], ["KH", "8S", "QC"], turn=1), "turn:1")
    waiting = run(state, "call:2:1:10")
    assert decide("strong", view_for(waiting, 2), Random(0)) is None
    assert decide("strong", view_for(waiting, 0), Random(0)) is not None
    tied = run(waiting, "call:0:1:20", "settle:2")
    assert tied.frozen
    assert decide("strong", view_for(tied, 0), Random(0)) is None


def test_a_level_never_gets_the_state():
    """The state is refused: a computer player sees a seat's view only."""
    with pytest.raises(TypeError):
        decide("strong", no_match(), Random(0))  # type: ignore[arg-type]


def test_reaction_times_order_the_levels():
    """Easy is slowest and strong quickest on average, each near its mean, none quicker
    than ``FASTEST``."""
    means = {}
    for level in LEVELS:
        draws = [delay(level, Random(i)) for i in range(500)]
        assert min(draws) >= FASTEST
        means[level] = statistics.mean(draws)
        assert means[level] == pytest.approx(REACTION[level], rel=0.1)
    assert means["easy"] > means["normal"] > means["strong"]


def test_the_quicker_level_wins_the_races():
    """In the benchmark's simulated table time, normal beats easy at 2 seats and strong
    wins more than its fair share against three normals."""
    normal = sum(play_game((g, "normal", "easy", 2))[0] for g in range(20)) / 20
    strong = sum(play_game((g, "strong", "normal", 4))[0] for g in range(20)) / 20
    assert normal > 0.6
    assert strong > 0.4
