"""The Schnitzel referee on simulated time: a window's countdown starts with it, passes
leave it running, a claim starts it afresh after the claimed card showed, it stands
still while held, and at its end the people still in it pass. Time is moved by hand."""

from __future__ import annotations

import pytest

from app.games.schnitzel import referee
from app.games.schnitzel.model import END, TURN, WINDOW, Options, Pass, State
from app.games.schnitzel.notation import from_text
from app.games.schnitzel.referee import FLASH, Countdown, countdown
from app.games.schnitzel.rules import to_act
from tests.games.schnitzel.helpers import run

THREE = Options(window=3)
STEP = 0.1
"""Seconds the simulated clock moves per step."""


def window(rows: list[str]) -> tuple[State, tuple[str, ...]]:
    """Seat 0 drew a 5 and discarded it: the window about that discard is open; the
    state and the moves played."""
    moves = ("draw:0", "discard:0")
    return run(from_text(rows=rows, discard="1", draw="5"), *moves), moves


def test_the_countdown_of_the_last_move_that_was_not_a_pass():
    """The countdown starts with the latest move that was not a pass."""
    assert referee.epoch(("draw:0", "discard:0", "pass:1")) == 1
    assert referee.epoch(("pass:1", "pass:2")) == -1


def test_a_window_closes_at_its_end():
    """A 3-second window opened at 10 s: 3 s left at first, 2 at 11.5 s, 1 just before
    13 s, and over at 13 s, not before."""
    state, moves = window(["1 2 3 4", "6 7 8 9"])
    count = countdown(state.phase, state.options, moves, now=10.0)
    assert count == Countdown(1, 13.0, 3)
    assert [referee.left(count, t) for t in (10.0, 11.5, 12.99, 13.0)] == [3, 2, 1, 0]
    assert not referee.over(count, 12.99) and referee.over(count, 13.0)


def test_no_countdown_without_an_open_window_or_with_windows_off():
    """Another phase, or windows switched off: nothing counts down."""
    assert countdown(TURN, THREE, ("draw:0",), 1.0) is None
    assert countdown(WINDOW, Options(window=0), ("discard:0",), 1.0) is None
    assert not referee.counting(WINDOW, Options(window=0))


def test_a_pass_leaves_the_countdown_running_and_a_claim_starts_it_afresh():
    """Béla's pass at 11 s keeps the end at 13 s; Cili's match at 12 s shows her card
    for FLASH seconds, and the next 3 s start when it is turned down."""
    state, moves = window(["1 2 3 4", "6 7 8 9", "5 0 0 0"])
    count = countdown(state.phase, state.options, moves, 10.0)
    state, moves = run(state, "pass:1"), (*moves, "pass:1")
    assert countdown(state.phase, state.options, moves, 11.0, count) is count
    state, moves = run(state, "match:2:0"), (*moves, "match:2:0")
    shown = referee.shown_until(12.0)
    again = countdown(state.phase, state.options, moves, 12.0, count, shown)
    assert again == Countdown(3, 12.0 + FLASH + 3, 3)
    assert referee.left(again, 12.5) == 3, "the full time while the card shows"


def test_a_held_countdown_stands_still():
    """Held for 2 s (a private look) the window ends 2 s later."""
    count = Countdown(1, 13.0, 3)
    assert referee.held(count, 2.0).ends == 15.0
    assert referee.left(referee.held(count, 2.0), 13.0) == 2


def test_at_its_end_the_people_still_in_the_window_pass():
    """The end passes Anna and Cili (people, still in it), not the computer Béla; with
    computers only it passes nobody (the benchmark's tables need no clock)."""
    assert referee.closing((0, 1, 2), people={0, 2}) == (Pass(0), Pass(2))
    assert referee.closing((0, 1, 2), people=set()) == ()


def test_a_window_run_on_simulated_time_closes_after_its_seconds():
    """Two people; nobody claims. The countdown runs from 0 s, is held from 1 s to 2 s,
    and at 4 s the window closes: both pass and the turn goes on to its end."""
    state, moves = window(["1 2 3 4", "6 7 8 9"])
    count = countdown(state.phase, state.options, moves, 0.0)
    now, closed = 0.0, None
    while state.phase == WINDOW and now < 10:
        now += STEP
        assert count is not None
        if 1.0 < now <= 2.0 + 1e-9:
            count = referee.held(count, STEP)
        elif referee.over(count, now):
            passes = referee.closing(to_act(state), people={0, 1})
            state, closed = run(state, *(p.code for p in passes)), now
        count = countdown(state.phase, state.options, moves, now, count)
    assert closed == pytest.approx(4.0) and state.phase == END
