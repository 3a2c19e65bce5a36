"""Move codes and JSON states: round trips and refusals; the pool's edge cases."""

from __future__ import annotations

import pytest

from app.core.errors import InvalidNotation
from app.games.snap.model import Call, Settle, move_from_code
from app.games.snap.notation import state_from_dict, state_to_dict
from app.games.snap.rules import new_game, outcome
from tests.games.snap.helpers import run, table


@pytest.mark.parametrize("code", ["turn:0", "call:1:0:1200", "settle:5", "resume:2", "stop:3"])
def test_codes_round_trip(code: str) -> None:
    """Every kind of move parses back to its code."""
    assert move_from_code(code).code == code
    assert move_from_code("call:1:0:7") == Call(1, 0, 7) and move_from_code("settle:1") == Settle(1)


@pytest.mark.parametrize(
    "code", ["turn", "turn:01", "call:1:0", "call:1:-1:5", "snap:0", "turn:10"]
)
def test_bad_codes_are_refused(code: str) -> None:
    """Malformed codes raise bad-move."""
    with pytest.raises(InvalidNotation) as raised:
        move_from_code(code)
    assert raised.value.code == "bad-move"


def test_json_round_trip_and_damage() -> None:
    """A state survives JSON; a lost or doubled card is damage."""
    state = run(table(["8H", "9H", "TH"], ["KD", "KC", "7D"]), "call:0:2:5", "settle:0")
    data = state_to_dict(state)
    assert state_from_dict(data) == state
    broken = dict(data, draw=[data["draw"][0], data["draw"][1], data["draw"][2][1:]])
    with pytest.raises(InvalidNotation):
        state_from_dict(broken)
    with pytest.raises(InvalidNotation):
        state_from_dict(dict(data, turn=3))
    assert state_from_dict(state_to_dict(new_game("x", {"pack": "french"}, 6))).seats == 6


@pytest.mark.parametrize(
    "broken",
    [{"pending": [[0, 1]]}, {"pending": [5]}, {"seed": [1]}, {"last": [7]}, {"frozen": 1}],
)
def test_a_wrongly_shaped_save_is_damaged_not_a_crash(broken: dict[str, object]) -> None:
    """A call with a number missing, a call or event that is no list or object, a seed
    that is a list: state-damaged, never an IndexError or TypeError."""
    data = state_to_dict(run(table(["8H", "9H", "TH"], ["KD", "KC", "7D"]), "call:0:2:5"))
    with pytest.raises(InvalidNotation) as raised:
        state_from_dict({**data, **broken})
    assert raised.value.code == "state-damaged"


def test_a_tie_keeps_its_piles_when_the_pool_would_take_every_card() -> None:
    """Nobody could win a pool holding every card back: the piles stay."""
    state = table(["", ""], ["KD", "KC"], options={"pool": True})
    state = table(["", ""], [" ".join(state.draw[1]) + " KD", "KC"], options={"pool": True})
    state = run(state, "call:0:1:5", "call:1:0:5", "settle:0")
    assert state.frozen and state.pool == () and state.last[0].piles == ()


def test_the_last_holder_takes_the_pool_and_wins() -> None:
    """One player holding every card outside the pool takes it and wins."""
    state = table(["", "9H"], ["KD", "KC"], options={"pool": True}, pool="AS AH")
    state = run(state, "call:1:0:5", "settle:1")
    result = outcome(state)
    assert result is not None and result.winners == (1,) and state.pool == ()
    assert state.draw[1][:2] == ("AS", "AH")


def test_timed_turn_codes_round_trip_and_bad_times_are_refused() -> None:
    """A turn's table time is part of its code; a malformed time is bad-move."""
    assert move_from_code("turn:2:1000").code == "turn:2:1000"
    assert move_from_code("turn:2:0") != move_from_code("turn:2")
    for code in ("turn:0:", "turn:0:01", "turn:0:1:2", "turn:0:-5", "turn:0:x"):
        with pytest.raises(InvalidNotation) as raised:
            move_from_code(code)
        assert raised.value.code == "bad-move"
