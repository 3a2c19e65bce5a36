"""The "how am I doing?" meter (issue 23): the chance to win the deal, from a view."""

from __future__ import annotations

from random import Random

from app.ai.budget import finish
from app.games.schnapsen import fast
from app.games.schnapsen.engine import ENGINE
from app.games.schnapsen.meter import win_chance
from app.games.schnapsen.rules import apply, legal_moves, new_game, to_act
from app.games.schnapsen.solver import solve


def played(seed: str, moves: int):
    """A deal after ``moves`` first-legal moves."""
    state = new_game(seed, {}, 2)
    for _ in range(moves):
        state = apply(state, legal_moves(state, to_act(state)[0])[0])
    return state


def test_the_chance_depends_on_the_view_only():
    """With the hidden cards dealt otherwise the view is the same, and so is the chance."""
    for seed in ("m-1", "m-2", "m-3"):
        state = played(seed, 4)
        other = ENGINE.redeal_hidden(state, 0, Random(5))
        assert other != state and ENGINE.view_for(other, 0) == ENGINE.view_for(state, 0)
        mine = finish(win_chance(ENGINE.view_for(state, 0), Random(1)))
        theirs = finish(win_chance(ENGINE.view_for(other, 0), Random(1)))
        assert mine == theirs and 0.0 <= mine <= 1.0


def test_once_the_talon_is_used_up_the_chance_is_exact():
    """No card left to draw: every card is known, and the meter says 0 % or 100 % as
    perfect play from the true deal decides."""
    seen = set()
    for n in range(12):
        state = played(f"m-end-{n}", 0)
        while state.talon or state.trump_card is not None:
            state = apply(state, legal_moves(state, to_act(state)[0])[0])
        if not to_act(state) or state.results:
            continue
        chance = finish(win_chance(ENGINE.view_for(state, 0), Random(2)))
        assert chance == (1.0 if solve(fast.from_state(state), 0) > 0 else 0.0)
        seen.add(chance)
    assert seen == {0.0, 1.0}
