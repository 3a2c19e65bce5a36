"""Saved states and move codes: JSON round trips, bad input rejected with InvalidNotation."""

from __future__ import annotations

import copy
import json

import pytest

from app.core.cards import Suit
from app.core.errors import InvalidNotation
from app.games.schnapsen.model import Claim, Close, Exchange, Marry, Play, move_from_code
from app.games.schnapsen.notation import from_text, state_from_dict, state_to_dict
from app.games.schnapsen.rules import DECK, new_game
from tests.games.schnapsen.helpers import (
    SCHWARZ,
    card,
    closer,
    jack,
    last_card,
    opening,
    plays,
    run,
)

STATES = {
    "new-int-seed": lambda: new_game(5, {}, 2),
    "new-text-seed": lambda: new_game("Schnapsen für zwei", {"bummerl_start": 9}, 2),
    "trick-led": lambda: run(opening(), "play:1:AS"),
    "exchange-marriage": lambda: run(jack(), "exchange:0", "marry:0:H"),
    "closed": lambda: run(closer(), *plays("0 TH AC", "1 JS AS"), "close:0", "marry:0:C"),
    "exhausted": lambda: run(last_card({"manual_claim": True}), *plays("0 QC AC")),
    "after-a-deal": lambda: run(opening(), *SCHWARZ),
    "bummerl-over": lambda: run(opening(remaining=(7, 3)), *SCHWARZ),
}


@pytest.mark.parametrize("name", STATES)
def test_state_round_trips_through_json(name):
    """Saved games: state_to_dict is plain JSON and state_from_dict restores the same state."""
    state = STATES[name]()
    text = json.dumps(state_to_dict(state))
    assert state_from_dict(json.loads(text)) == state


def test_round_trip_keeps_the_details_that_matter():
    """Saved games: closing snapshot, marriages, known cards and results survive the trip."""
    state = run(closer(), *plays("0 TH AC", "1 JS AS"), "close:0", "marry:0:C")
    back = state_from_dict(json.loads(json.dumps(state_to_dict(state))))
    assert (back.closed_by, back.closed_at) == (0, (21, 1))
    assert back.marriages == ((Suit.CLUBS,), ())
    assert back.announced == Suit.CLUBS
    assert back.known[0] == (card("KC"), card("QC"))
    done = run(opening(), *SCHWARZ)
    assert state_from_dict(state_to_dict(done)).results == done.results


MOVES = [
    *(Play(seat, c) for seat in (0, 1) for c in DECK),
    *(Marry(seat, s) for seat in (0, 1) for s in Suit),
    *(kind(seat) for seat in (0, 1) for kind in (Exchange, Close, Claim)),
]


@pytest.mark.parametrize("move", MOVES, ids=[m.code for m in MOVES])
def test_move_codes_round_trip(move):
    """Move codes: every move parses back from its code."""
    assert move_from_code(move.code) == move


def test_move_code_spelling():
    """Move codes: kind:seat[:arg], i.e. play:<seat>:<card>, marry:<seat>:<suit>,
    exchange:<seat>, close:<seat>, claim:<seat>."""
    moves = (Play(0, card("QH")), Marry(1, Suit.SPADES), Exchange(0), Close(1), Claim(0))
    assert [m.code for m in moves] == [
        "play:0:QH",
        "marry:1:S",
        "exchange:0",
        "close:1",
        "claim:0",
    ]


@pytest.mark.parametrize(
    "code",
    [
        "",
        "play",
        "play:",
        "play:QH",
        "play:0",
        "play:0:XH",
        "play:0:QHX",
        "play:0:qh",
        "play:2:QH",
        "play:-1:QH",
        "play:0:QH:QS",
        "marry",
        "marry:0",
        "marry:0:X",
        "marry:0:h",
        "marry:0:HD",
        "exchange",
        "exchange:0:JH",
        "close",
        "close:now",
        "claim:0:66",
        "claims:0",
        "PLAY:0:QH",
        "pass:0",
    ],
)
def test_bad_move_codes_are_rejected(code):
    """Move codes: anything else raises InvalidNotation."""
    with pytest.raises(InvalidNotation):
        move_from_code(code)


@pytest.mark.parametrize("key", sorted(state_to_dict(new_game(1, {}, 2))))
def test_state_missing_a_key_is_damaged(key):
    """Saved games: a dict missing any key raises InvalidNotation("state-damaged")."""
    data = state_to_dict(run(opening(), *SCHWARZ))
    del data[key]
    with pytest.raises(InvalidNotation) as caught:
        state_from_dict(data)
    assert caught.value.code == "state-damaged"


@pytest.mark.parametrize(
    ("key", "value"),
    [
        ("hands", 5),
        ("hands", [["AH"]]),
        ("trump", "X"),
        ("deal_no", "first"),
        ("leader", None),
        ("history", [[0, "AS"]]),
        ("history", [[0, "AS", "JS", "x"]]),
        ("marriages", [["Z"], []]),
        ("known", None),
        ("results", [{"dealer": 0}]),
        ("remaining", None),
        ("options", "manual_claim"),
        ("seed", [1]),
        ("deal_no", "0"),
        ("marriages", [[], [], []]),
    ],
)
def test_state_with_a_broken_value_is_damaged(key, value):
    """Saved games: a value of the wrong shape raises InvalidNotation("state-damaged")."""
    data = state_to_dict(run(opening(), *SCHWARZ))
    data[key] = value
    with pytest.raises(InvalidNotation) as caught:
        state_from_dict(data)
    assert caught.value.code == "state-damaged"


@pytest.mark.parametrize("data", [None, [], "state", 7])
def test_state_that_is_not_a_mapping_is_damaged(data):
    """Saved games: something that is not a saved state raises InvalidNotation("state-damaged")."""
    with pytest.raises(InvalidNotation) as caught:
        state_from_dict(data)
    assert caught.value.code == "state-damaged"


def test_state_with_a_bad_card_code_is_rejected():
    """Saved games: a card code that is no card is rejected as invalid notation."""
    data = state_to_dict(opening())
    data["talon"][0] = "ZZ"
    with pytest.raises(InvalidNotation):
        state_from_dict(data)


def test_state_with_bad_options_is_rejected():
    """Saved games: saved options are validated like new ones."""
    data = state_to_dict(opening())
    data["options"] = {**data["options"], "bummerl_start": 8}
    with pytest.raises(InvalidNotation):
        state_from_dict(data)


@pytest.mark.parametrize(
    ("key", "value"),
    [
        ("leader", 2),
        ("dealer", -1),
        ("remaining", [7]),
        ("closed_by", "x"),
        ("closed_at", [1]),
        ("talon", ["AS", "KH", "TD", "QD", "JD", "AC", "TC", "KC", "QC"]),
    ],
    ids=["leader-2", "dealer-minus-1", "one-score", "closer-x", "half-snapshot", "AS-twice"],
)
def test_state_with_impossible_values_is_damaged(key, value):
    """Saved games: a seat that does not exist, a half score or a doubled card is damage."""
    data = copy.deepcopy(state_to_dict(opening()))
    data[key] = value
    with pytest.raises(InvalidNotation) as caught:
        state_from_dict(data)
    assert caught.value.code == "state-damaged"


def test_from_text_builds_the_described_position():
    """Scenario notation: hands split by "|", the face-up trump card, the talon top first."""
    state = from_text("AH TH KH QH JH | AS TS KS QS JS", trump="QC", talon="AC TC KC")
    assert state.hands[0][0] == card("AH") and len(state.hands[1]) == 5
    assert (state.trump, state.trump_card) == (Suit.CLUBS, card("QC"))
    assert state.talon == (card("AC"), card("TC"), card("KC"))
    assert (state.leader, state.dealer, state.remaining) == (0, 1, (7, 7))


def test_from_text_with_the_trump_card_already_drawn():
    """Scenario notation: a suit letter as trump means the trump card has been drawn."""
    state = from_text("AH | AS", trump="D", leader=1, options={"bummerl_start": 9})
    assert (state.trump, state.trump_card, state.talon) == (Suit.DIAMONDS, None, ())
    assert (state.leader, state.dealer, state.remaining) == (1, 0, (9, 9))


def test_from_text_rejects_bad_cards():
    """Scenario notation: an unknown card code raises InvalidNotation."""
    with pytest.raises(InvalidNotation):
        from_text("AH XH | AS", trump="QC")


@pytest.mark.parametrize("code", ["play:0:9H", "play:1:7S", "play:0:2C"])
def test_move_code_for_a_card_outside_the_pack_is_rejected(code):
    """Move codes: a card that is not among the 20 Schnapsen cards is no move."""
    with pytest.raises(InvalidNotation):
        move_from_code(code)


@pytest.mark.parametrize("where", ["hands", "talon", "history"])
def test_saved_state_with_a_card_outside_the_pack_is_damaged(where):
    """Saved games: a state holding a card that Schnapsen has not is damaged."""
    data = copy.deepcopy(state_to_dict(run(opening(), *plays("1 AS JS"))))
    if where == "history":
        data["history"][0][2] = "9S"
    else:
        data[where][0] = "9H"
    with pytest.raises(InvalidNotation) as caught:
        state_from_dict(data)
    assert caught.value.code == "state-damaged"


def test_from_text_rejects_cards_outside_the_pack():
    """Scenario notation: a 9 is no Schnapsen card and raises InvalidNotation."""
    with pytest.raises(InvalidNotation):
        from_text("AH 9H | AS", trump="QC")
