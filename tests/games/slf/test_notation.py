"""Move codes and the JSON form of states: round trips and damaged input."""

from __future__ import annotations

import json

import pytest

from app.core.errors import InvalidNotation
from app.core.record import GameRecord
from app.core.rng import choice, make_rng
from app.games.slf.engine import ENGINE
from app.games.slf.model import NobodyKnows, Slap, Turn, Vote, move_from_code
from app.games.slf.notation import from_text, state_from_dict, state_to_dict
from app.games.slf.rules import apply, legal_moves, outcome, to_act

MOVES = [
    Turn(0, 5),
    Turn(6, 11),
    Slap(1, 5, 1200),
    Slap(5, 0, 0),
    Slap(2, 13, 1_700_000_000_123),
    Vote(2, True),
    Vote(0, False),
    NobodyKnows(3),
]


@pytest.mark.parametrize("move", MOVES, ids=lambda m: m.code)
def test_move_codes_round_trip(move):
    """Every move has a short code that parses back to the same move."""
    assert move_from_code(move.code) == move


def test_move_codes_look_like_this():
    """The codes are documented on the move classes."""
    assert [m.code for m in MOVES[:3]] == ["turn:0:5", "turn:6:11", "slap:1:5:1200"]
    assert Vote(2, True).code == "vote:2:yes" and Vote(0, False).code == "vote:0:no"
    assert NobodyKnows(3).code == "nobody:3"


@pytest.mark.parametrize(
    "code",
    [
        "",
        "turn",
        "turn:0",
        "turn:a:1",
        "turn:-1:2",
        "slap:1:2",
        "slap:1:2:3:4",
        "slap:1:2:-5",
        "vote:1:maybe",
        "vote:1",
        "nobody",
        "nobody:x",
        "play:QH",
        "slap:1:2:1e3",
    ],
)
def test_bad_move_codes_are_refused(code):
    """Anything else raises InvalidNotation("bad-move")."""
    with pytest.raises(InvalidNotation) as info:
        move_from_code(code)
    assert info.value.code == "bad-move"


def _random_states(seed: int, seats: int, options: dict, steps: int = 400):
    rng = make_rng("notation", seed)
    state = ENGINE.new_game(seed, options, seats)
    yield state
    for _ in range(steps):
        if outcome(state) is not None:
            return
        legal = [m for seat in to_act(state) for m in legal_moves(state, seat)]
        state = apply(state, choice(legal, rng))
        yield state


@pytest.mark.parametrize(
    "options",
    [{}, {"mode": "leader"}, {"one_card": True, "remove_xy": True}, {"rounds": 2}],
    ids=["table", "leader", "one-card", "rounds"],
)
def test_states_round_trip_through_json(options):
    """Every state of random games survives state_to_dict → JSON text → state_from_dict."""
    for state in _random_states(11, 3, options):
        text = json.dumps(state_to_dict(state))
        assert state_from_dict(json.loads(text)) == state


def test_records_replay_with_options():
    """A GameRecord of moves and options rebuilds the identical state."""
    options = {"mode": "leader", "rounds": 2, "first_seat": 1}
    record = GameRecord.start("slf", options, "party", 4)
    state = ENGINE.new_game("party", options, 4)
    rng = make_rng("record")
    while outcome(state) is None:
        legal = [m for seat in to_act(state) for m in legal_moves(state, seat)]
        move = choice(legal, rng)
        state, record = apply(state, move), record.with_move(move.code)
    assert record.replay(ENGINE) == state
    assert len(state.results) == 2


def _damaged(change):
    data = state_to_dict(from_text("G L H", pile="A", category=0, seats=3))
    change(data)
    return data


@pytest.mark.parametrize(
    "change",
    [
        lambda d: d.pop("pile"),
        lambda d: d["pile"].append(1),
        lambda d: d["pile"].clear(),
        lambda d: d.update(pile=["7"]),
        lambda d: d.update(seats=9),
        lambda d: d.update(seats=True),
        lambda d: d.update(category=7),
        lambda d: d.update(table=[None, 1, 2]),
        lambda d: d.update(won=[[], []]),
        lambda d: d.update(slaps=[[4, 1, 0]]),
        lambda d: d.update(slaps=[[0, 1]]),
        lambda d: d.update(votes=[[1, "yes"]]),
        lambda d: d.update(sitting_out=[3]),
        lambda d: d.update(streak=-1),
        lambda d: d.update(options={"mode": "chaos"}),
        lambda d: d.update(seed=None),
        lambda d: d.update(results=[[1, 2]]),
        lambda d: d.update(table="G L H"),
    ],
)
def test_damaged_states_are_refused(change):
    """A damaged save raises InvalidNotation("state-damaged" or "bad-options")."""
    with pytest.raises(InvalidNotation) as info:
        state_from_dict(_damaged(change))
    assert info.value.code in {"state-damaged", "bad-options"}


def test_from_text_builds_whole_decks():
    """Scenario states hold every card once: unnamed cards are set aside as discarded."""
    state = from_text("A B - K", pile="Z Q", category=1, seats=3, won=["C", "", "XY"])
    assert state_from_dict(state_to_dict(state)) == state
    assert len(state.table) == 4 and state.table[2] is None and len(state.pile) == 2
    assert len(state.discarded) == 50 - 7
    with pytest.raises(InvalidNotation):
        from_text("Q Q")
    with pytest.raises(InvalidNotation):
        from_text("A", won=["B"], seats=2)
