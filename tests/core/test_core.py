"""Cards, seeded randomness and game records."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from app.core.cards import Card, Suit, pack, parse_cards
from app.core.errors import IllegalMove, InvalidNotation, UserError
from app.core.record import GameRecord
from app.core.rng import below, make_rng, shuffled
from tests.games import toy


def test_card_codes_round_trip():
    """Every card of a full pack survives code → card → code."""
    cards = pack("AKQJT98765432")
    assert len(set(cards)) == 52
    assert all(Card.from_code(c.code) == c for c in cards)
    assert Card.from_code("TH") == Card("T", Suit.HEARTS)
    assert eval(repr(Card.from_code("QS"))) == Card.from_code("QS")  # noqa: S307


@pytest.mark.parametrize("code", ["", "Q", "QX", "1H", "QHH", "qh"])
def test_bad_card_codes_are_rejected(code):
    """Malformed codes raise InvalidNotation, a ValueError."""
    with pytest.raises(InvalidNotation):
        Card.from_code(code)


def test_parse_cards_and_suit_colour():
    """Space-separated codes become cards; hearts and diamonds are red."""
    assert parse_cards("AH TD") == (Card("A", Suit.HEARTS), Card("T", Suit.DIAMONDS))
    assert [s.red for s in Suit] == [True, True, False, False]


def test_same_seed_same_shuffle():
    """A seed and tags fix the shuffle; other tags change it."""
    deck = pack("AKQJT")
    a = shuffled(deck, make_rng(7, "deal", 1))
    assert a == shuffled(deck, make_rng(7, "deal", 1))
    assert a != shuffled(deck, make_rng(7, "deal", 2))
    assert sorted(a) == sorted(deck)


def test_shuffle_is_pinned_across_pythons():
    """Golden value: the shuffle rests on random() only, so this holds on 3.11 and 3.14."""
    codes = " ".join(c.code for c in shuffled(pack("AKQJT"), make_rng("golden")))
    assert codes == GOLDEN


GOLDEN = "JS TD AS TS KD JD AC TH AH JC KC QS AD QH QC TC QD KS KH JH"
"""Recorded on CPython 3.11; the browser build's Python must deal the same."""


@given(n=st.integers(1, 10_000), seed=st.integers())
def test_below_stays_in_range(n, seed):
    """below(rng, n) is always in range(n)."""
    assert 0 <= below(make_rng(seed), n) < n


def test_errors_carry_codes_not_text():
    """An IllegalMove is a UserError with a message id and arguments."""
    err = IllegalMove("must-follow-suit", suit="H")
    assert isinstance(err, UserError) and isinstance(err, ValueError)
    assert err.message_id == "err-must-follow-suit"
    assert err.args_dict == {"suit": "H"}
    assert str(err) == "must-follow-suit(suit='H')"


def test_record_replays_and_round_trips():
    """A record rebuilds the same state; its dict form parses back."""
    state = toy.new_game(5, {}, 2)
    record = GameRecord.start("toy", {}, 5, 2)
    for _ in range(4):
        move = toy.legal_moves(state, state.turn)[0]
        state = toy.apply(state, move)
        record = record.with_move(move.code)
    assert record.replay(toy.ENGINE) == state
    assert GameRecord.from_dict(record.to_dict()) == record


@pytest.mark.parametrize(
    "data",
    [
        {},
        {"game": "toy"},
        [],
        {"game": 1, "options": {}, "seed": 1, "seats": 2, "moves": []},
        {"game": "toy", "options": {}, "seed": 1, "seats": 2, "moves": [3]},
        {"game": "toy", "options": {"target": [12]}, "seed": 1, "seats": 2, "moves": []},
        {"game": "toy", "options": {1: True}, "seed": 1, "seats": 2, "moves": []},
    ],
)
def test_broken_records_are_rejected(data):
    """Anything malformed raises InvalidNotation('record-damaged')."""
    with pytest.raises(InvalidNotation) as exc:
        GameRecord.from_dict(data)
    assert exc.value.code == "record-damaged"


def test_record_with_an_illegal_move_does_not_replay():
    """A tampered record fails loudly instead of producing a wrong state."""
    record = GameRecord("toy", (), 5, 2, ("play:0:2H",))
    with pytest.raises(UserError):
        record.replay(toy.ENGINE)
