"""RULES.md §Marriages: 20 and 40, who may announce, pending points, 66 on announcing."""

from __future__ import annotations

from app.core.cards import Suit
from app.games.schnapsen.model import Close, Exchange, Marry, Play
from app.games.schnapsen.rules import error, pending, points, tricks_won
from tests.games.schnapsen.helpers import (
    FIRST_THREE,
    card,
    forty,
    jack,
    last_card,
    last_result,
    legal_codes,
    opening,
    plays,
    run,
)

PENDING_FORTY = ("exchange:0", "marry:0:H", "play:0:KH", "play:1:AH")
"""From :func:`jack`: seat 0 takes QH for JH, announces 40 and loses the KH to AH."""


def test_non_dealer_may_announce_before_the_first_trick():
    """§1 Marriages: the non-dealer may announce before the first trick."""
    state = forty()
    assert state.dealer == 1 and "marry:0:C" in legal_codes(state, 0)
    state = run(state, "marry:0:C")
    assert state.marriages == ((Suit.CLUBS,), ())
    assert state.announced == Suit.CLUBS
    assert not state.results


def test_marriage_in_trumps_is_worth_forty():
    """§1 Marriages: King and Queen of trumps count 40."""
    state = run(forty(), *plays("0 AH JH"))
    assert points(state, 0) == 13
    assert points(run(state, "marry:0:C"), 0) == 53


def test_marriage_in_a_plain_suit_is_worth_twenty():
    """§1 Marriages: King and Queen of a non-trump suit count 20."""
    state = run(opening(), *FIRST_THREE, *plays("1 TH AC"))
    assert points(state, 0) == 21
    assert points(run(state, "marry:0:H"), 0) == 41
    assert points(run(state, "marry:0:D"), 0) == 41


def test_only_the_player_about_to_lead_may_announce():
    """§1 Marriages: the follower may not announce, even holding a pair (KD QD)."""
    assert legal_codes(forty(), 1) == set()
    state = run(forty(), "play:0:AH")
    assert "marry:1:D" not in legal_codes(state, 1)
    assert error(state, Marry(1, Suit.DIAMONDS)).code == "only-leader"


def test_announcer_must_lead_the_king_or_the_queen():
    """§1 Marriages: after announcing, the leader must lead the King or Queen of that pair."""
    state = run(forty(), "marry:0:C")
    assert legal_codes(state, 0) == {"play:0:KC", "play:0:QC"}
    for move in (Play(0, card("AH")), Exchange(0), Close(0), Marry(0, Suit.CLUBS)):
        assert error(state, move).code == "must-lead-marriage"
    led = run(state, "play:0:QC")
    assert led.announced is None
    assert led.trick == (card("QC"),)


def test_marriage_needs_both_cards_in_hand():
    """§1 Marriages: a marriage is King and Queen of one suit, both held."""
    state = forty()
    assert error(state, Marry(0, Suit.HEARTS)).code == "marriage-not-held"
    after_king = run(state, *plays("0 KC JH"))
    assert error(after_king, Marry(0, Suit.CLUBS)).code == "marriage-not-held"


def test_marriage_is_pending_until_the_announcer_wins_a_trick():
    """§1 Marriages: the points count only once the announcer has won a trick."""
    state = run(jack(), *PENDING_FORTY)
    assert tricks_won(state, 0) == 0
    assert (points(state, 0), pending(state, 0)) == (0, 40)
    state = run(state, *plays("1 KS AS"))
    assert (points(state, 0), pending(state, 0)) == (15 + 40, 0)


def test_pending_marriage_is_lost_if_the_announcer_never_wins_a_trick():
    """§1 Marriages: pending points are lost if the announcer never wins a trick."""
    state = run(jack(), *PENDING_FORTY, *plays("1 TH AD", "1 TD JD", "1 AC KD", "1 KC TS"))
    result = last_result(state)
    assert (result.winner, result.reason) == (1, "66")
    assert result.points == (0, 77)
    assert result.tricks == (0, 5)
    assert result.game_points == 3


def test_announcing_to_66_ends_the_deal_without_a_lead():
    """§1 66: a player with a trick who reaches 66 by announcing wins at once, without leading."""
    state = run(forty(), *plays("0 AH JH", "0 TH QS"))
    assert points(state, 0) == 26
    state = run(state, "marry:0:C")
    result = last_result(state)
    assert (result.winner, result.reason, result.points) == (0, "66", (66, 0))
    assert {card("KC"), card("QC")} <= set(result.hands[0])
    assert result.game_points == 3
    assert state.deal_no == 1


def test_announcing_without_a_trick_does_not_end_the_deal():
    """§1 Points: pending marriage points never count toward 66."""
    state = run(forty(), "marry:0:C")
    assert not state.results
    assert points(state, 0) == 0


def test_announcing_after_closing_is_allowed_by_default():
    """§1 Marriages: announcing in the strict phase (closed talon) is allowed by default."""
    state = run(forty(), "close:0")
    assert "marry:0:C" in legal_codes(state, 0)
    assert run(state, "marry:0:C").announced == Suit.CLUBS


def test_option_forbids_announcing_after_closing():
    """§1 Marriages, option: no marriages in the strict phase (closed talon)."""
    state = run(forty({"marriages_when_closed": False}), "close:0")
    assert "marry:0:C" not in legal_codes(state, 0)
    assert error(state, Marry(0, Suit.CLUBS)).code == "marriage-when-closed"
    assert error(forty({"marriages_when_closed": False}), Marry(0, Suit.CLUBS)) is None


def test_announcing_after_the_talon_is_exhausted_follows_the_option():
    """§1 Marriages: after exhaustion, 40 may be announced (and wins), unless the option forbids."""
    state = run(last_card(), *plays("0 QC AC"))
    assert state.leader == 1 and points(state, 1) == 42
    result = last_result(run(state, "marry:1:H"))
    assert (result.winner, result.reason, result.points[1]) == (1, "66", 82)
    strict = run(last_card({"marriages_when_closed": False}), *plays("0 QC AC"))
    assert error(strict, Marry(1, Suit.HEARTS)).code == "marriage-when-closed"
