"""RULES.md §Trump-jack exchange and §Closing."""

from __future__ import annotations

from app.core.cards import Suit
from app.games.schnapsen.model import Close, Exchange
from app.games.schnapsen.rules import error, is_strict, legal_moves, pending, to_act
from app.games.schnapsen.view import view_for
from tests.games.schnapsen.helpers import (
    card,
    jack,
    last_card,
    legal_codes,
    plays,
    run,
    three_left,
)

# ---------------------------------------------------------------- exchange


def test_exchange_swaps_the_trump_jack_for_the_face_up_card():
    """§1 Exchange: the leader swaps the trump Jack from hand for the face-up trump card."""
    state = jack()
    assert "exchange:0" in legal_codes(state, 0)
    after = run(state, "exchange:0")
    assert after.trump_card == card("JH")
    assert card("QH") in after.hands[0] and card("JH") not in after.hands[0]
    assert after.trump == Suit.HEARTS
    assert after.talon == state.talon
    assert to_act(after) == (0,) and after.trick == ()


def test_exchanged_card_is_known_to_the_opponent():
    """§1 Exchange: the card taken from under the talon is shown; the Jack lies face up."""
    state = run(jack(), "exchange:0")
    view = view_for(state, 1)
    assert view.opponent_known == (card("QH"),)
    assert view.trump_card == card("JH")


def test_only_the_player_about_to_lead_may_exchange():
    """§1 Exchange: the follower may not exchange, even holding the trump Jack."""
    state = run(jack(), *plays("0 AD TH"))
    assert state.leader == 1 and card("JH") in state.hands[0]
    assert error(state, Exchange(0)).code == "not-your-turn"
    assert legal_moves(state, 0) == ()
    state = run(state, "play:1:KS")
    assert "exchange:0" not in legal_codes(state, 0)
    assert error(state, Exchange(0)).code == "only-leader"


def test_exchange_needs_the_trump_jack():
    """§1 Exchange: only the Jack of trumps may be exchanged."""
    state = run(jack(), *plays("0 AD TH"))
    assert "exchange:1" not in legal_codes(state, 1)
    assert error(state, Exchange(1)).code == "no-trump-jack"


def test_no_exchange_once_the_talon_is_closed():
    """§1 Exchange: only while the talon is not closed."""
    state = run(jack(), "close:0")
    assert "exchange:0" not in legal_codes(state, 0)
    assert error(state, Exchange(0)).code == "exchange-too-late"


def test_exchange_allowed_with_one_face_down_card_left():
    """§1 Exchange: allowed while at least one face-down card lies on the talon."""
    state = last_card()
    assert len(state.talon) == 1
    assert "exchange:0" in legal_codes(state, 0)
    assert run(state, "exchange:0").trump_card == card("JH")


def test_strict_exchange_needs_two_face_down_cards():
    """§1 Exchange, option "strict": at least two face-down cards besides the trump card."""
    state = last_card({"strict_exchange": True})
    assert "exchange:0" not in legal_codes(state, 0)
    assert error(state, Exchange(0)).code == "exchange-too-late"
    roomy = three_left({"strict_exchange": True})
    assert run(roomy, "exchange:0").trump_card == card("JH")


def test_no_exchange_after_the_talon_is_exhausted():
    """§1 Exchange: no exchange once the trump card has been drawn."""
    state = run(last_card(), *plays("0 AS TC"))
    assert state.leader == 0 and card("JH") in state.hands[0]
    assert state.trump_card is None
    assert error(state, Exchange(0)).code == "exchange-too-late"


def test_exchanged_jack_is_drawn_by_the_last_loser_and_known():
    """§1 Exchange + Deal: after the exchange the Jack is the card the last loser draws."""
    state = run(last_card(), "exchange:0", *plays("0 QC AC"))
    assert card("JH") in state.hands[0]
    assert view_for(state, 1).opponent_known == (card("AH"), card("JH"))


# ---------------------------------------------------------------- closing


def test_leader_may_close_before_the_first_trick():
    """§1 Closing: the leader may close before leading, also before the first trick."""
    state = jack()
    assert "close:0" in legal_codes(state, 0)
    after = run(state, "close:0")
    assert (after.closed_by, after.closed_at) == (0, (0, 0))
    assert is_strict(after)
    assert after.talon == state.talon and after.trump_card == state.trump_card
    assert to_act(after) == (0,)


def test_no_drawing_after_closing():
    """§1 Closing: no more cards are drawn."""
    state = run(jack(), "close:0", *plays("0 AS KS"))
    assert state.history[-1].winner == 0
    assert (len(state.hands[0]), len(state.hands[1])) == (4, 4)
    assert state.talon == jack().talon


def test_follower_may_not_close():
    """§1 Closing: only the player about to lead may close."""
    state = run(jack(), "play:0:AS")
    assert "close:1" not in legal_codes(state, 1)
    assert error(state, Close(1)).code == "only-leader"


def test_close_with_one_face_down_card_records_the_opponents_standing():
    """§1 Closing: allowed with one face-down card; the opponent's points and tricks are noted."""
    state = run(last_card(), "close:0")
    assert state.closed_by == 0
    assert state.closed_at == (28, 2)


def test_no_closing_when_exhausted_or_twice():
    """§1 Closing: needs at least one face-down card and an open talon."""
    exhausted = run(last_card(), *plays("0 QC AC"))
    assert error(exhausted, Close(1)).code == "cannot-close"
    assert "close:1" not in legal_codes(exhausted, 1)
    closed = run(jack(), "close:0")
    assert error(closed, Close(0)).code == "cannot-close"


def test_closing_snapshot_ignores_pending_marriage_points():
    """§1 Points: the standing at closing is credited points only; pending points don't count."""
    state = run(jack(), "exchange:0", "marry:0:H", *plays("0 KH AH"))
    assert pending(state, 0) == 40
    state = run(state, "close:1")
    assert (state.closed_by, state.closed_at) == (1, (0, 0))


def test_exchange_then_close_in_one_turn():
    """§1 Exchange and Closing: both happen before leading, exchange first."""
    state = run(last_card(), "exchange:0", "close:0")
    assert (state.trump_card, state.closed_by, state.closed_at) == (card("JH"), 0, (28, 2))
    assert to_act(state) == (0,)
