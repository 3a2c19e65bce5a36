"""RULES.md §66, option "manual claim": pressing "66!", wrong claims, no claim at all."""

from __future__ import annotations

from app.games.schnapsen.model import Claim
from app.games.schnapsen.rules import error, points
from tests.games.schnapsen.helpers import (
    CLOSE_FIRST,
    FIRST_THREE,
    SCHWARZ,
    closer,
    forty,
    last_result,
    legal_codes,
    opening,
    plays,
    run,
    two_left,
)

MANUAL = {"manual_claim": True}


def test_claim_is_refused_without_the_option():
    """§1 66: by default the deal ends by itself, there is nothing to claim."""
    state = run(opening(), *plays("1 AS JS"))
    assert "claim:1" not in legal_codes(state, 1)
    assert error(state, Claim(1)).code == "claim-automatic"


def test_manual_claim_reaching_66_does_not_end_the_deal():
    """§1 66, manual claim: reaching 66 alone ends nothing; the player must press "66!"."""
    state = run(opening(MANUAL), *SCHWARZ)
    assert points(state, 1) == 67
    assert not state.results
    assert "claim:1" in legal_codes(state, 1)


def test_correct_claim_wins_the_deal():
    """§1 66, manual claim: a correct claim wins, scored like an automatic 66."""
    state = run(opening(MANUAL), *SCHWARZ, "claim:1")
    result = last_result(state)
    assert (result.winner, result.reason, result.points) == (1, "66", (0, 67))
    assert result.game_points == 3


def test_claim_only_on_turn_after_a_trick_or_an_announcement():
    """§1 66, manual claim: not before the first trick (without an announcement), not following."""
    state = opening(MANUAL)
    assert error(state, Claim(1)).code == "claim-not-now"
    assert "claim:1" not in legal_codes(state, 1)
    following = run(state, *plays("1 AS JS", "1 TS"))
    assert error(following, Claim(0)).code == "claim-not-now"
    assert "claim:0" not in legal_codes(following, 0)


def test_wrong_claim_gives_three_if_the_opponent_has_no_trick():
    """§1 66: a wrong claim gives the opponent 3 game points if the opponent had no trick yet."""
    state = run(opening(MANUAL), *plays("1 AS JS"), "claim:1")
    result = last_result(state)
    assert (result.winner, result.reason, result.game_points) == (0, "wrong-claim", 3)
    assert state.remaining == (4, 7)


def test_wrong_claim_gives_two_if_the_opponent_has_a_trick():
    """§1 66: a wrong claim gives the opponent 2 game points once the opponent has a trick."""
    state = run(opening(MANUAL), *FIRST_THREE, *plays("1 TH AC"))
    assert points(state, 0) == 21 and state.leader == 0
    result = last_result(run(state, "claim:0"))
    assert (result.winner, result.reason, result.game_points) == (1, "wrong-claim", 2)


def test_claim_right_after_an_announcement():
    """§1 66, manual claim: after announcing to 66 the announcer claims instead of leading."""
    state = run(forty(MANUAL), *plays("0 AH JH", "0 TH QS"), "marry:0:C")
    assert points(state, 0) == 66 and not state.results
    result = last_result(run(state, "claim:0"))
    assert (result.winner, result.reason, result.points) == (0, "66", (66, 0))
    assert result.game_points == 3


def test_claim_after_an_announcement_counts_no_pending_points():
    """§1 Points: a claim on pending marriage points alone (no trick yet) is a wrong claim."""
    state = run(forty(MANUAL), "marry:0:C")
    assert "claim:0" in legal_codes(state, 0)
    result = last_result(run(state, "claim:0"))
    assert (result.winner, result.reason, result.game_points) == (1, "wrong-claim", 3)


def test_without_a_claim_the_last_trick_decides():
    """§1 66, manual claim: 69 points but no claim, so the opponent's last trick wins the deal."""
    state = run(two_left("KC JD | QC JC", MANUAL), *plays("1 QC KC"))
    assert points(state, 0) == 69 and not state.results
    result = last_result(run(state, *plays("0 JD JC")))
    assert (result.winner, result.reason, result.points) == (1, "last-trick", (69, 51))
    assert result.game_points == 1


def test_closer_must_claim_too():
    """§1 Closing + manual claim: the closer's 66 counts only once claimed, judged at closing."""
    state = run(closer(MANUAL), *CLOSE_FIRST)
    assert points(state, 0) == 68 and not state.results
    result = last_result(run(state, "claim:0"))
    assert (result.winner, result.reason, result.game_points) == (0, "closed", 3)


def test_the_last_trick_needs_no_claim():
    """§1 66, manual claim, the app's choice (the rule texts say it): nobody taps "66!"
    after the last trick; its winner with 66 counts as having claimed, a closer too."""
    state = run(closer(MANUAL), *CLOSE_FIRST, *plays("0 AS JS", "0 KC KS"))
    result = last_result(state)
    assert (result.winner, result.reason, result.game_points) == (0, "closed", 3)
