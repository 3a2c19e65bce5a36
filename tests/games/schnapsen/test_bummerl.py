"""RULES.md §Bummerl: counting down from 7 (or 9), the winner, the Schneider-Bummerl."""

from __future__ import annotations

import pytest

from app.core.rng import choice, make_rng
from app.games.schnapsen.model import Play
from app.games.schnapsen.rules import apply, error, legal_moves, new_game, outcome, to_act
from tests.games.schnapsen.helpers import SCHWARZ, card, opening, run


@pytest.mark.parametrize(("options", "start"), [({}, 7), ({"bummerl_start": 9}, 9)])
def test_both_players_start_at_seven_or_nine(options, start):
    """§1 Bummerl: both start at 7 (option: 9)."""
    state = new_game(11, options, 2)
    assert state.remaining == (start, start)
    assert outcome(state) is None


def test_game_points_are_written_down_and_the_next_deal_starts():
    """§1 Bummerl: the deal winner counts down by the game points; play goes on."""
    state = run(opening(), *SCHWARZ)
    assert state.remaining == (7, 4)
    assert outcome(state) is None
    assert len(state.results) == 1 and state.deal_no == 1
    assert to_act(state) == (state.leader,)


def test_first_to_zero_wins_the_bummerl():
    """§1 Bummerl: the first player to reach 0 wins; no further deal is dealt."""
    state = run(opening(remaining=(7, 3)), *SCHWARZ)
    assert state.remaining == (7, 0)
    result = outcome(state)
    assert result is not None
    assert result.winners == (1,)
    assert result.scores == (0.0, 7.0)
    assert state.deal_no == 0 and len(state.results) == 1


def test_bummerl_over_means_no_more_moves():
    """§1 Bummerl: once won, nobody is to act and every move is refused."""
    state = run(opening(remaining=(7, 3)), *SCHWARZ)
    assert to_act(state) == ()
    assert legal_moves(state, 0) == () and legal_moves(state, 1) == ()
    assert error(state, Play(0, card("KD"))).code == "game-over"


@pytest.mark.parametrize(
    ("options", "remaining", "schneider", "scores"),
    [
        ({}, (7, 3), True, (0.0, 7.0)),
        ({}, (5, 3), False, (2.0, 7.0)),
        ({"bummerl_start": 9}, (9, 3), True, (0.0, 9.0)),
        ({"bummerl_start": 9}, (7, 3), False, (2.0, 9.0)),
    ],
)
def test_schneider_bummerl_when_the_loser_is_still_at_the_start(
    options, remaining, schneider, scores
):
    """§1 Bummerl: if the loser has not scored at all it is a Schneider-Bummerl."""
    state = run(opening(options, remaining=remaining), *SCHWARZ)
    result = outcome(state)
    assert result.winners == (1,)
    assert result.scores == scores
    assert dict(result.detail)["schneider_bummerl"] == schneider
    assert dict(result.detail)["deals"][-1][0] == result.winners[0]


@pytest.mark.parametrize("options", [{}, {"bummerl_start": 9}])
def test_sheet_adds_up_over_a_random_bummerl(options):
    """§1 Bummerl: each seat's count-down equals the game points of the deals it won."""
    state = new_game("sheet", options, 2)
    rng = make_rng("sheet-play")
    while to_act(state):
        state = apply(state, choice(legal_moves(state, to_act(state)[0]), rng))
    start = state.options.bummerl_start
    for seat in (0, 1):
        won = sum(r.game_points for r in state.results if r.winner == seat)
        assert start - state.remaining[seat] == won
    winner = outcome(state).winners[0]
    assert state.remaining[winner] <= 0 < state.remaining[1 - winner]
    assert state.results[-1].winner == winner
