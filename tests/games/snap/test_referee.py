"""The Snap referee on simulated time: the tempo, the verdict after the tie window, the
freeze, the time limit; each rule a scenario, time moved by hand (no clock, no sleep)."""

from __future__ import annotations

from dataclasses import replace

import pytest

from app.games.snap import referee
from app.games.snap.model import TIE, Call, Options, Resume, Settle, State, Stop, Turn
from app.games.snap.referee import FREEZE, TEMPO, Deadlines, deadlines, due
from app.games.snap.rules import apply, error, new_game
from app.games.snap.view import view_for
from tests.games.snap.helpers import table

STEP = 0.05
"""Seconds the simulated clock moves per step."""


def pair() -> State:
    """Three seats: the kings of seats 0 and 1 match, seat 2 shows a seven."""
    return table(["8H", "9H", "TH"], ["AS KD", "KC", "7D"])


def simulate(state: State, until: float, computers: bool = True) -> tuple[State, list]:
    """Run the referee alone on ``state`` from 0 to ``until`` played seconds in steps of
    ``STEP``: the deadlines anew at each step, the move due sent to the engine. Returns
    the state and each move made with the time it fell due (a move the engine refuses,
    such as a turn while a pair lies uncalled on empty draw piles, is dropped, as the
    table drops it)."""
    made: list[tuple[float, object]] = []
    played, at = 0.0, None
    while played <= until + 1e-9:
        at = deadlines(state, played, at)
        ruled = due(state, played, at, computers)
        if ruled is not None and error(state, ruled[1]) is None:
            made.append(ruled)
            state = apply(state, ruled[1])
            if state.ended is not None:
                break
            at = deadlines(state, played, at)
        played += STEP
    return state, made


def test_each_tempo_has_its_interval_and_children_play_slower():
    """Slow, normal and fast turn every 2, 1.3 and 0.8 s; "tap" waits 1.3 s for a
    computer; children's mode half as long again."""
    assert {t: referee.interval(Options(tempo=t)) for t in TEMPO} == TEMPO
    assert referee.interval(Options(tempo="fast"), children=True) == pytest.approx(1.2)


def test_the_next_card_comes_after_the_tempo():
    """A new game at the normal tempo: a card at 1.3, 2.6 and 3.9 s, seat after seat,
    nothing in between."""
    state, made = simulate(new_game("referee", {}, 3), until=4.0)
    assert [at for at, _ in made] == pytest.approx([1.3, 2.6, 3.9])
    assert [move for _, move in made] == [Turn(0), Turn(1), Turn(2)]
    assert [len(pile) for pile in state.up] == [1, 1, 1]


def test_the_tempo_counts_from_the_last_change_of_the_table():
    """The same table keeps its turn's deadline; a changed one (a card won) starts the
    interval afresh."""
    state = new_game("referee", {}, 2)
    first = deadlines(state, 0.0)
    assert deadlines(state, 1.0, first).turn == pytest.approx(1.3)
    changed = apply(state, Turn(0))
    assert deadlines(changed, 1.0, first).turn == pytest.approx(2.3)


def test_with_the_tap_tempo_the_referee_turns_only_for_a_computer():
    """Tempo "tap": a person's card waits for their tap however long; a computer's comes
    after 1.3 s."""
    state = new_game("referee", {"tempo": "tap"}, 2)
    at = deadlines(state, 0.0)
    assert due(state, 60.0, at, computer_turns=False) is None
    assert due(state, 1.3, at, computer_turns=True) == (pytest.approx(1.3), Turn(0))


def test_calls_within_the_tie_window_are_judged_together_and_a_later_one_not():
    """A call 100 ms after the first comes within its tie window, one 101 ms after does
    not; the verdict falls due when the window closes (plus the table's margin)."""
    assert referee.ties(2.0, 2.1) and not referee.ties(2.0, 2.101)
    assert referee.verdict_at(2.0) == pytest.approx(2.1)
    assert referee.verdict_at(2.0, margin=0.05) == pytest.approx(2.15)


def test_the_verdict_waits_for_the_window_and_goes_to_the_earliest_call():
    """Two calls are pending: nothing (not even a turn long due) before the verdict's
    time, then Settle for the earliest caller; with two at one moment, the lower seat."""
    state = apply(apply(pair(), Call(1, 0, 560)), Call(0, 1, 500))
    at = deadlines(state, 3.0, verdict=referee.verdict_at(3.0))
    assert due(state, 3.05, replace(at, turn=0.0), True) is None
    assert due(state, 3.1, at, True) == (pytest.approx(3.1), Settle(0))
    assert referee.settler((Call(2, 0, 500), Call(1, 2, 500))) == Settle(1)


def test_a_tie_freezes_the_table_for_the_freeze_then_the_referee_resumes():
    """Two correct calls 60 ms apart tie; the table stands still for 1.5 s (no turn, a
    new look at it keeps the deadline), then the referee resumes it and the tempo starts
    afresh."""
    state = apply(apply(pair(), Call(0, 0, 500)), Call(1, 1, 560))
    state = apply(state, referee.settler(state.pending))
    assert state.frozen and state.last[0].kind == TIE
    at = deadlines(state, 5.0)
    assert at.resume == pytest.approx(5.0 + FREEZE)
    at = deadlines(state, 6.0, at)
    assert at.resume == pytest.approx(6.5)
    assert due(state, 6.45, replace(at, turn=0.0), True) is None
    assert due(state, 6.5, at, True) == (pytest.approx(6.5), Resume(0))
    resumed = apply(state, Resume(0))
    after = deadlines(resumed, 6.5, at)
    assert after.resume is None and after.turn == pytest.approx(6.5 + TEMPO["normal"])


def test_the_time_limit_stops_the_game_before_anything_else():
    """Five minutes: 0.5 s left at 299.5 s; at 300 s the referee stops the game, though a
    verdict fell due too. Without a limit there is no end by time."""
    state = apply(table(["8H", "9H"], ["KD", "KC"], options={"limit": 5}), Call(0, 0, 100))
    at = Deadlines(referee.key(state), turn=0.0, settle=299.0)
    assert referee.left(state.options, 299.5) == pytest.approx(0.5)
    assert due(state, 299.5, at, True) == (299.0, Settle(0))
    assert due(state, 300.0, at, True) == (300.0, Stop(0))
    assert referee.left(Options(limit=0), 10_000.0) is None
    assert not referee.time_up(Options(limit=0), 10_000.0)


def test_a_game_run_by_the_referee_alone_ends_at_its_limit():
    """Nobody calls: the referee turns at the fast tempo, a card each 0.8 s, until the
    piles are turned and a pair waits for a call; at five minutes it stops the game."""
    state, made = simulate(new_game("referee", {"limit": 5, "tempo": "fast"}, 2), until=400.0)
    assert state.ended == "stop" and made[-1] == (pytest.approx(300.0), Stop(0))
    turns = [at for at, move in made if isinstance(move, Turn)]
    assert turns[:3] == pytest.approx([0.8, 1.6, 2.4]) and 10 < len(turns) < 300 / 0.8


def test_a_view_is_judged_as_its_state():
    """Every seat's view gives the referee what the state gives it."""
    state = apply(pair(), Call(2, 0, 500))
    at = deadlines(state, 1.0, verdict=1.2)
    assert deadlines(view_for(state, 2), 1.0, verdict=1.2) == at
    assert due(view_for(state, 1), 1.2, at, False) == due(state, 1.2, at, False)
