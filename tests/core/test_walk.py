"""One walk over a record (``GameRecord.walk``) rebuilds its states for every reader:
the replay, the review, take-back and the screens."""

from __future__ import annotations

import re
from dataclasses import replace

import pytest

from app.core.errors import InvalidNotation, UserError
from app.core.record import GameRecord
from app.paths import ROOT
from tests.games import toy

REBUILDS = re.compile(r"new_game\([^)]*\.seed\b")
"""A new game started from a record's seed: the first step of walking a record."""


def played(moves: int) -> tuple[GameRecord, list]:
    """A toy game of ``moves`` first-legal moves as its record, and its states in order."""
    state = toy.new_game(5, {}, 2)
    record, states = GameRecord.start("toy", {}, 5, 2), [state]
    for _ in range(moves):
        move = toy.legal_moves(state, state.turn)[0]
        state = toy.apply(state, move)
        record = record.with_move(move.code)
        states.append(state)
    return record, states


def test_the_walk_gives_each_move_with_the_states_around_it():
    """Step i holds move i, its code, the state it was played in and the one it led to."""
    record, states = played(5)
    steps = list(record.walk(toy.ENGINE))
    assert [s.index for s in steps] == list(range(5))
    assert [s.code for s in steps] == list(record.moves)
    assert [s.move.code for s in steps] == list(record.moves)
    assert [s.before for s in steps] == states[:-1]
    assert [s.after for s in steps] == states[1:]
    assert record.replay(toy.ENGINE) == states[-1]


def test_the_walk_goes_only_as_far_as_it_is_read():
    """A reader that stops early never meets a bad move further on."""
    record, states = played(3)
    broken = record.with_move("play:0:2H")
    walk = broken.walk(toy.ENGINE)
    assert [next(walk).after for _ in range(3)] == states[1:]
    with pytest.raises(UserError):
        next(walk)


def test_the_walk_puts_the_seat_into_format_1_codes():
    """A format-1 record's seatless codes come out in today's format."""
    seatless = replace(toy.ENGINE, format1_seatless=True)
    record, states = played(4)
    codes = tuple(c.replace(":0:", ":").replace(":1:", ":") for c in record.moves)
    old = replace(record, moves=codes, format=1)
    assert [s.code for s in old.walk(seatless)] == list(record.moves)
    assert old.upgraded(seatless) == record
    assert old.replay(seatless) == states[-1]


def test_a_record_of_another_game_is_refused():
    """The walk checks the engine is the record's game's."""
    record, _ = played(1)
    with pytest.raises(InvalidNotation):
        next(replace(record, game="race").walk(toy.ENGINE))


def test_only_the_record_walks_a_record():
    """No module of the app rebuilds a game from a record's seed but app/core/record.py:
    every reader takes ``GameRecord.walk``."""
    found = sorted(
        str(path.relative_to(ROOT))
        for path in (ROOT / "app").rglob("*.py")
        if REBUILDS.search(path.read_text(encoding="utf-8"))
    )
    assert found == ["app/core/record.py"]


def test_the_walk_check_sees_a_rebuild():
    """The pattern matches the rebuilds it forbids."""
    assert REBUILDS.search("state = ENGINE.new_game(record.seed, dict(record.options), 2)")
    assert not REBUILDS.search("engine.new_game(seed, options, len(seats))")
