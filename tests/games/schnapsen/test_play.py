"""RULES.md §Play: open and strict phase, who takes a trick, drawing from the talon."""

from __future__ import annotations

import pytest

from app.core.cards import Suit
from app.games.schnapsen.model import Play
from app.games.schnapsen.rules import apply, beats, error, is_strict, legal_moves, to_act
from app.games.schnapsen.view import view_for
from tests.games.schnapsen.helpers import (
    card,
    cards,
    last_card,
    legal_plays,
    opening,
    plays,
    position,
    run,
    spades,
    strict_five,
)

# ---------------------------------------------------------------- who takes a trick


@pytest.mark.parametrize(
    ("lead", "follow", "follower_wins"),
    [
        ("AH", "TH", False),
        ("TH", "AH", True),
        ("KH", "TH", True),
        ("TH", "KH", False),
        ("KH", "QH", False),
        ("QH", "KH", True),
        ("JH", "QH", True),
        ("QC", "KC", True),
        ("AC", "TC", False),
        ("AH", "JC", True),
        ("JC", "AH", False),
        ("AH", "TS", False),
        ("JH", "AS", False),
    ],
)
def test_trick_order_with_clubs_trump(lead, follow, follower_wins):
    """§1 Play: the higher card of the led suit (A T K Q J) wins; a trump beats a non-trump."""
    assert beats(card(lead), card(follow), Suit.CLUBS) is follower_wins


def test_ten_beats_king_in_a_played_trick():
    """§1 Deck: the Ten (10) ranks above the King (4): TS takes KS and its taker leads."""
    state = run(spades(), *plays("0 KS TS"))
    trick = state.history[-1]
    assert (trick.lead, trick.follow, trick.winner) == (card("KS"), card("TS"), 1)
    assert to_act(state) == (1,)


def test_off_suit_card_loses_even_if_higher():
    """§1 Play: a card of another non-trump suit never takes the trick, whatever its value."""
    state = run(opening(), *plays("1 AS KD"))
    assert state.history[-1].winner == 1
    state = run(spades(), *plays("0 AD JD"))
    assert state.history[-1].winner == 0


def test_trump_takes_a_higher_non_trump():
    """§1 Play: a trump (hearts here) takes an Ace of another suit."""
    state = run(spades(), *plays("0 AD QH"))
    assert state.history[-1].winner == 1
    assert state.leader == 1


# ---------------------------------------------------------------- open phase


def test_open_phase_allows_any_card():
    """§1 Play: while the talon is open, the follower may play any card (no follow rule)."""
    state = run(opening(), "play:1:AS")
    assert not is_strict(state)
    assert legal_plays(state, 0) == {"JS", "QS", "JH", "QH", "KD"}
    assert error(state, Play(0, card("KD"))) is None


def test_open_phase_allows_not_beating_and_not_trumping():
    """§1 Play: in the open phase the follower need not head the trick nor trump."""
    state = run(spades(), "play:0:KS")
    assert legal_plays(state, 1) == {"KH", "QH", "TS", "JS", "JD"}
    after = run(state, "play:1:JD")
    assert after.history[-1].winner == 0


def test_only_the_seat_to_act_has_moves():
    """§1 Deal: the leader leads, then the other seat follows; nobody else may move."""
    state = opening()
    assert legal_moves(state, 0) == ()
    assert error(state, Play(0, card("JS"))).code == "not-your-turn"
    state = run(state, "play:1:AS")
    assert to_act(state) == (0,)
    assert legal_moves(state, 1) == ()


def test_playing_a_card_not_in_hand_is_refused():
    """§1 Play: a player can only play a card they hold."""
    state = opening()
    problem = error(state, Play(1, card("KS")))
    assert problem is not None and problem.code == "card-not-in-hand"
    with pytest.raises(type(problem)):
        apply(state, Play(1, card("KS")))


# ---------------------------------------------------------------- drawing


def test_leader_winning_draws_first_then_follower():
    """§1 Deal: the trick winner draws the top talon card, then the loser the next."""
    state = run(opening(), *plays("1 AS JS"))
    assert card("KS") in state.hands[1] and card("KH") in state.hands[0]
    assert state.talon == opening().talon[2:]
    assert (len(state.hands[0]), len(state.hands[1])) == (5, 5)
    assert to_act(state) == (1,)


def test_follower_winning_draws_first_and_leads_next():
    """§1 Deal: when the follower wins, the follower draws first and leads the next trick."""
    state = run(spades(), *plays("0 KS TS"))
    assert card("AS") in state.hands[1]
    assert card("TD") in state.hands[0]
    assert state.leader == 1 and to_act(state) == (1,)


def test_last_face_down_card_goes_to_winner_trump_card_to_loser():
    """§1 Deal: on the last draw the winner takes the face-down card, the loser the trump card."""
    state = run(last_card(), *plays("0 QC AC"))
    assert state.history[-1].winner == 1
    assert card("TH") in state.hands[1]
    assert card("AH") in state.hands[0]
    assert state.talon == () and state.trump_card is None
    assert is_strict(state)


def test_winner_knows_the_trump_card_the_loser_drew():
    """§1 Deal: the face-up card the loser draws is known to the winner, the winner's is not."""
    state = run(last_card(), *plays("0 QC AC"))
    assert card("AH") in view_for(state, 1).opponent_known
    assert card("TH") not in view_for(state, 0).opponent_known


def test_no_drawing_once_the_talon_is_exhausted():
    """§1 Play: after the last draw, tricks are played out of the hands only."""
    state = run(last_card(), *plays("0 QC AC"))
    after = run(state, *plays("1 TH AH"))
    assert (len(after.hands[0]), len(after.hands[1])) == (4, 4)


# ---------------------------------------------------------------- strict phase


@pytest.mark.parametrize(
    ("lead", "allowed", "refused"),
    [
        ("QH", "AH KH", {"JH": "must-beat", "QC": "must-follow-suit"}),
        ("TH", "AH", {"KH": "must-beat", "JH": "must-beat", "JC": "must-follow-suit"}),
        ("AD", "QC JC", {"AH": "must-trump", "JH": "must-trump"}),
        ("KS", "QC JC", {"KH": "must-trump"}),
        ("TC", "QC JC", {"AH": "must-follow-suit"}),
    ],
)
def test_strict_rules_after_the_talon_is_exhausted(lead, allowed, refused):
    """§1 Play (strict): follow suit, head the trick with any higher card, else trump."""
    state = run(strict_five(), f"play:1:{lead}")
    assert is_strict(state)
    assert legal_plays(state, 0) == set(allowed.split())
    for code, reason in refused.items():
        problem = error(state, Play(0, card(code)))
        assert problem is not None and problem.code == reason


def test_must_beat_allows_any_higher_card_not_only_the_highest():
    """§1 Play: "win the trick if you can" means any higher card (the seed says highest)."""
    state = run(strict_five(), "play:1:QH")
    assert error(state, Play(0, card("KH"))) is None
    after = run(state, "play:0:KH")
    assert after.history[-1].winner == 0


def test_strict_follower_with_no_led_suit_and_no_trump_plays_any_card():
    """§1 Play (strict): unable to follow suit or to trump, any card may be played."""
    state = position(
        "JH QD | AS KS",
        trump="C",
        history=(
            "0 AH JC",
            "1 TH KH",
            "1 QH AC",
            "0 TC KC",
            "0 QC AD",
            "0 KD TD",
            "1 TS JS",
            "1 QS JD",
        ),
    )
    state = run(state, "play:1:AS")
    assert legal_plays(state, 0) == {"JH", "QD"}


def test_strict_leader_may_lead_any_card():
    """§1 Play: the strict rules bind the follower only; the leader leads any card."""
    assert legal_plays(strict_five(), 1) == {"QH", "TH", "AD", "KS", "TC"}


def test_strict_rules_apply_after_closing():
    """§1 Closing: once closed, the follower must follow suit and head the trick (TS on KS)."""
    state = run(spades(), "close:0", "play:0:KS")
    assert is_strict(state)
    assert legal_plays(state, 1) == {"TS"}
    assert error(state, Play(1, card("JS"))).code == "must-beat"
    assert error(state, Play(1, card("KH"))).code == "must-follow-suit"


def test_open_phase_is_not_strict_while_cards_remain():
    """§1 Play: with one face-down card left the talon is still open (any card allowed)."""
    state = run(last_card(), "play:0:AS")
    assert not is_strict(state)
    assert legal_plays(state, 1) == {"KH", "QH", "AC", "TC", "JC"}
    assert cards("KH QH AC TC JC") == set(state.hands[1])
