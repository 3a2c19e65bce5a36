"""RULES.md §66, §Points and §Game points of a deal (the closed talon too)."""

from __future__ import annotations

import pytest

from app.games.schnapsen.model import DealResult
from app.games.schnapsen.rules import game_points, points
from tests.games.schnapsen.helpers import (
    CLOSE_FIRST,
    CLOSE_LATER,
    FIRST_THREE,
    SCHWARZ,
    boundary,
    card,
    closer,
    early_closer,
    last_result,
    opening,
    plays,
    run,
    two_left,
    weak_closer,
)

# ---------------------------------------------------------------- 66 and game points


def test_66_after_a_trick_ends_the_deal_three_points_if_loser_has_no_trick():
    """§1 Game points: the winner scores 3 if the loser has no trick (Schwarz)."""
    state = run(opening(), *SCHWARZ)
    assert last_result(state) == DealResult(
        dealer=0,
        winner=1,
        game_points=3,
        reason="66",
        points=(0, 67),
        tricks=(0, 5),
        hands=last_result(state).hands,
        closed_by=None,
    )
    assert state.remaining == (7, 4)


def test_66_two_points_if_loser_has_a_trick_and_under_33():
    """§1 Game points: 2 if the loser has at least one trick and fewer than 33 points."""
    state = run(opening(), *FIRST_THREE, *plays("1 TH AC", "0 QD AD", "1 TD KD"))
    result = last_result(state)
    assert (result.winner, result.reason, result.points, result.tricks) == (
        1,
        "66",
        (21, 67),
        (1, 5),
    )
    assert result.game_points == 2
    assert state.remaining == (7, 5)


def test_66_one_point_if_loser_has_33_counting_a_credited_marriage():
    """§1 Points: credited marriages count toward 33 (21 + 20 = 41 here), so the winner gets 1."""
    script = (
        *FIRST_THREE,
        *plays("1 TH AC"),
        "marry:0:H",
        *plays("0 QH KC", "1 AD KD", "1 TD QD"),
    )
    result = last_result(run(opening(), *script))
    assert (result.winner, result.points) == (1, (41, 74))
    assert result.game_points == 1


@pytest.mark.parametrize(("loser", "expected"), [(33, 1), (32, 2)])
def test_33_boundary(loser, expected):
    """§1 Game points: a loser with 33 points concedes 1, with 32 points (and a trick) 2."""
    state = boundary(loser)
    assert (points(state, 0), points(state, 1)) == (loser, 60)
    result = last_result(run(state, *plays("1 AC KC")))
    assert (result.winner, result.reason, result.points) == (1, "66", (loser, 75))
    assert result.game_points == expected


def test_exactly_66_ends_the_deal():
    """§1 66: the deal ends the moment a player with a trick has 66 or more (66 exactly)."""
    state = two_left("KC JC | QC JD")
    assert (points(state, 0), points(state, 1)) == (62, 47)
    assert not state.results
    result = last_result(run(state, *plays("1 JD JC")))
    assert (result.winner, result.reason, result.points) == (0, "66", (66, 47))
    assert result.game_points == 1
    assert card("KC") in result.hands[0]


@pytest.mark.parametrize(
    ("loser_points", "loser_tricks", "expected"),
    [(0, 0, 3), (0, 1, 2), (32, 3, 2), (33, 2, 1), (65, 5, 1)],
)
def test_game_points_table(loser_points, loser_tricks, expected):
    """§1 Game points: 3 without a trick, 2 under 33 with a trick, else 1."""
    assert game_points(loser_points, loser_tricks) == expected


# ---------------------------------------------------------------- last trick


def test_last_trick_wins_when_nobody_reached_66():
    """§1 66: if no one reaches 66 and the talon ran out, the last trick wins (58 beats 62)."""
    state = run(two_left("QC JD | KC JC"), *plays("1 KC QC", "1 JC JD"))
    result = last_result(state)
    assert (result.winner, result.reason) == (1, "last-trick")
    assert result.points == (62, 58)
    assert result.tricks == (4, 6)
    assert result.game_points == 1
    assert state.remaining == (7, 6)


# ---------------------------------------------------------------- closed talon


def test_closer_making_66_is_judged_at_the_moment_of_closing_no_trick():
    """§1 Closed talon: opponent had no trick at closing, so 3, though it won a trick later."""
    state = run(closer(), *CLOSE_FIRST)
    result = last_result(state)
    assert (result.winner, result.reason, result.closed_by) == (0, "closed", 0)
    assert result.points == (68, 34) and result.tricks == (2, 1)
    assert result.game_points == 3


def test_closer_making_66_is_judged_at_the_moment_of_closing_under_33():
    """§1 Closed talon: opponent had 21 points and a trick at closing: 2, though 62 at the end."""
    state = run(closer(), *CLOSE_LATER)
    assert state.closed_at == (21, 1)
    assert points(state, 1) == 62
    result = last_result(run(state, *plays("1 QH AH")))
    assert (result.winner, result.reason, result.points) == (0, "closed", (74, 62))
    assert result.game_points == 2


def test_closer_fails_when_the_opponent_reaches_66_first():
    """§1 Closed talon: the opponent reaches 66 first and scores 2 (it had a trick at closing)."""
    script = (
        *plays("0 QD AD", "1 KS AS"),
        "close:0",
        *plays("0 JD TD", "1 AC JS", "1 AH TH", "1 TC KH"),
    )
    state = run(weak_closer(), *script)
    result = last_result(state)
    assert (result.winner, result.reason, result.closed_by) == (1, "closer-failed", 0)
    assert result.points == (15, 74)
    assert result.game_points == 2


def test_closer_fails_when_the_tricks_run_out_even_winning_the_last():
    """§1 Closed talon: tricks run out below 66: the opponent scores 3 (no trick at closing)."""
    script = (
        "close:0",
        *plays("0 KD JC"),
        "marry:1:H",
        *plays("1 KH AH", "0 AS QS", "0 TH QH", "0 TS JS"),
    )
    state = run(early_closer(), *script)
    result = last_result(state)
    assert state.results[-1].closed_by == 0
    assert (result.winner, result.reason) == (1, "closer-failed")
    assert result.points == (54, 26) and result.tricks == (4, 1)
    assert result.game_points == 3
