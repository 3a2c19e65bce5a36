"""Ending a game of Schnapp, Land, Fluss! early (issue 17 point 19): a round in which
nobody knows anything could otherwise not end."""

from __future__ import annotations

import json

from app.games.slf.engine import ENGINE
from app.games.slf.model import Stop
from app.games.slf.notation import from_text, state_from_dict, state_to_dict
from app.games.slf.rules import legal_moves, new_game, outcome, phase, to_act
from app.games.slf.view import view_for
from tests.games.slf.helpers import refused, run


def test_ending_early_scores_the_cards_won_so_far():
    """Mid-round the game ends at once: this round's points are its last result, the
    totals decide, and nothing more can be played."""
    state = from_text("G L H A", category=0, seats=3, won=["C", "A B", ""])
    state = run(state, "stop:2")
    assert phase(state) == "over" and to_act(state) == ()
    assert state.results == ((2, 2, 0),)
    result = outcome(state)
    assert result.scores == (2.0, 2.0, 0.0) and result.winners == (0, 1)
    assert view_for(state, 0).stopped
    assert refused(state, "nobody:0") == "game-over"


def test_ending_early_keeps_the_finished_rounds():
    """In a game of three rounds, ending in the second one counts both."""
    state = from_text("G L", category=0, seats=2, won=["C", "A"], options={"rounds": 3})
    state = run(state, "slap:1:1:0", "vote:0:yes")
    assert state.results == ((2, 2),) and phase(state) == "turn"
    state = run(state, "stop:0")
    assert state.results == ((2, 2), (0, 0))
    assert outcome(state).scores == (2.0, 2.0)


def test_a_word_being_judged_is_dropped():
    """Ending while a slap waits for its verdict: the card stays unwon."""
    state = run(from_text("G L H", category=0, seats=3), "slap:1:1:0", "vote:0:no")
    assert phase(state) == "judge"
    state = run(state, "stop:2")
    assert state.results == ((0, 0, 0),) and state.slaps == () and state.votes == ()


def test_only_someone_who_may_act_ends_the_game():
    """The first category is the first player's to turn: the others cannot act yet. In
    leader mode only the leader ends the game."""
    state = new_game(3, {"first_seat": 1}, 3)
    assert refused(state, "stop:0") == "not-your-turn"
    assert run(state, "stop:1").stopped
    leader = new_game(3, {"mode": "leader"}, 3)
    assert refused(leader, "stop:0") == "slf-leader-only"
    assert run(leader, "stop:3").stopped


def test_random_play_is_not_offered_to_stop():
    """Not one of the game's moves: random play and searches never end a game at once."""
    state = from_text("G L H", category=0, seats=3)
    assert not any(isinstance(m, Stop) for s in to_act(state) for m in legal_moves(state, s))


def test_an_early_end_is_saved_and_replayed():
    """The flag survives JSON and a record's replay; old saves without it load."""
    state = run(from_text("G L H", category=0, seats=3, won=["C", "", ""]), "stop:0")
    assert state_from_dict(json.loads(json.dumps(state_to_dict(state)))) == state
    data = state_to_dict(from_text("G L H", category=0, seats=3))
    del data["stopped"]
    assert not state_from_dict(data).stopped
    assert ENGINE.move_from_code("stop:2") == Stop(2)
