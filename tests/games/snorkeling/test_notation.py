"""Saved states and move codes: round trips, and damaged input refused."""

from __future__ import annotations

import copy
import json
from collections.abc import Callable
from typing import Any

import pytest

from app.core.errors import InvalidNotation
from app.core.rng import choice, make_rng
from app.games.snorkeling.model import Centre, End, Move, Place, State, move_from_code, updated
from app.games.snorkeling.notation import from_text, state_from_dict, state_to_dict
from app.games.snorkeling.rules import apply, legal_moves, new_game
from tests.games.snorkeling.helpers import run


def played(seed: int, seats: int, moves: int) -> State:
    """A game after ``moves`` random legal moves (a few rounds in, with totals and results)."""
    state, rng = new_game(seed, {"expert": seed % 2 == 1}, seats), make_rng("sk-notation", seed)
    for _ in range(moves):
        if state.turn < 0:
            break
        state = apply(state, choice(legal_moves(state, state.turn), rng))
    return state


@pytest.mark.parametrize("seed, seats", [(1, 2), (2, 3), (3, 6)])
def test_state_round_trips_through_json(seed: int, seats: int) -> None:
    """Notation: state_from_dict(state_to_dict(s)) == s, also through JSON text."""
    for state in (new_game(seed, {}, seats), played(seed, seats, 150)):
        data = json.loads(json.dumps(state_to_dict(state)))
        assert state_from_dict(data) == state
    later = played(seed, seats, 400)
    assert later.results, "the saves include finished rounds"
    assert state_from_dict(state_to_dict(later)) == later


def test_scenario_mid_turn_round_trips() -> None:
    """Notation: a state in the middle of a turn (run colour, cards played) round-trips."""
    state = run(from_text(hands=["B0 B4 R3", "Y1"], centre="B2"), "centre:0:B4")
    assert state.run == 3 and state.played == 1
    assert state_from_dict(state_to_dict(state)) == state


def _lose_a_card(d: dict[str, Any]) -> None:
    """A card is lost: the deck's last card is gone."""
    d["deck"].pop()


def _duplicate_a_card(d: dict[str, Any]) -> None:
    """A card is duplicated: a fourth G2 replaces one R0."""
    d["deck"][0] = "G2"


def _add_a_card(d: dict[str, Any]) -> None:
    """A 76th coloured card: the deck's top card twice."""
    d["deck"].append(d["deck"][0])


def _unsort_a_hand(d: dict[str, Any]) -> None:
    """Seat 0's hand out of order."""
    d["hands"][0] = ["B4", "R3"]


def _pile_without_lanternfish(d: dict[str, Any]) -> None:
    """Seat 1's pile with the Lanternfish on top instead of at the bottom."""
    d["piles"][1] = ["B2", "L5"]


def _pile_lost_lanternfish(d: dict[str, Any]) -> None:
    """Seat 0's pile empty: its Lanternfish is lost."""
    d["piles"][0] = []


def _turn_too_high(d: dict[str, Any]) -> None:
    """The turn names a seat that does not exist."""
    d["turn"] = 2


def _turn_too_low(d: dict[str, Any]) -> None:
    """A turn below -1 (which means game over)."""
    d["turn"] = -2


def _lanternfish_in_hand(d: dict[str, Any]) -> None:
    """The Lanternfish taken into a hand."""
    d["hands"][0] = ["R3", "L5"]
    d["piles"][0] = []


def _bad_card_code(d: dict[str, Any]) -> None:
    """A card code that names no card."""
    d["centre"] = ["X9"]


def _missing_field(d: dict[str, Any]) -> None:
    """A field is missing."""
    del d["piles"]


def _wrong_type(d: dict[str, Any]) -> None:
    """Totals as a string."""
    d["totals"] = "00"


def _too_few_hands(d: dict[str, Any]) -> None:
    """One hand for two seats."""
    d["hands"] = d["hands"][:1]


REMEMBERED = {"top": "G2", "tops": ["L5", "B2"], "centre": ["G4"], "places": [], "kept": 1}


def _recall_bad_card(d: dict[str, Any]) -> None:
    """A remembered turn that names no card."""
    d["recall"] = [{**REMEMBERED, "centre": ["X9"], "back": None}, None]


def _recall_wrong_tops(d: dict[str, Any]) -> None:
    """A remembered turn with one pile top for two seats."""
    d["recall"] = [{**REMEMBERED, "tops": ["L5"], "back": None}, None]


def _recall_too_many(d: dict[str, Any]) -> None:
    """Three remembered turns for two seats."""
    d["recall"] = [None, None, None]


def _recall_negative(d: dict[str, Any]) -> None:
    """A remembered turn that kept -1 cards."""
    d["recall"] = [{**REMEMBERED, "kept": -1, "back": None}, None]


DAMAGE: list[Callable[[dict[str, Any]], None]] = [
    _lose_a_card,
    _duplicate_a_card,
    _add_a_card,
    _unsort_a_hand,
    _pile_without_lanternfish,
    _pile_lost_lanternfish,
    _turn_too_high,
    _turn_too_low,
    _lanternfish_in_hand,
    _bad_card_code,
    _missing_field,
    _wrong_type,
    _too_few_hands,
    _recall_bad_card,
    _recall_wrong_tops,
    _recall_too_many,
    _recall_negative,
]


@pytest.mark.parametrize("damage", DAMAGE, ids=lambda f: f.__name__.strip("_"))
def test_damaged_saves_are_refused(damage: Callable[[dict[str, Any]], None]) -> None:
    """Notation: a save with a card lost or doubled, an unsorted hand, a bad pile or turn fails."""
    good = state_to_dict(from_text(hands=["R3 B4", "Y1"], piles=["", "B2"], centre="G2"))
    assert state_from_dict(good) is not None
    bad = copy.deepcopy(good)
    damage(bad)
    with pytest.raises(InvalidNotation) as info:
        state_from_dict(bad)
    assert info.value.code == "state-damaged"


def test_a_save_from_before_turns_were_remembered_still_loads() -> None:
    """Notation: a save without the remembered turns loads, remembering nothing."""
    state = played(4, 3, 30)
    assert any(state.recall)
    data = state_to_dict(state)
    del data["recall"]
    assert state_from_dict(data) == updated(state, recall=())


def test_bad_options_in_a_save_are_reported_as_such() -> None:
    """Notation: a save with an impossible target is refused as bad options."""
    data = state_to_dict(new_game(1, {}, 2))
    data["options"]["target"] = 7
    with pytest.raises(InvalidNotation) as info:
        state_from_dict(data)
    assert info.value.code == "bad-options"


MOVES: list[Move] = [
    Centre(0, 18),
    Centre(2, 0),
    Centre(5, 24),
    Place(0, 1, 11),
    Place(3, 5, 9),
    End(0),
    End(4),
]


@pytest.mark.parametrize("move", MOVES, ids=lambda m: m.code)
def test_move_codes_round_trip(move: Move) -> None:
    """Notation: every move has a code that parses back to the same move."""
    assert move_from_code(move.code) == move


def test_move_codes_look_like_this() -> None:
    """Notation: ``kind:seat[:args]``: ``centre:0:B3``, ``place:0:2:R1`` (seat, target,
    card) and ``end:0``."""
    assert [m.code for m in MOVES] == [
        "centre:0:B3",
        "centre:2:R0",
        "centre:5:P4",
        "place:0:1:G1",
        "place:3:5:Y4",
        "end:0",
        "end:4",
    ]


@pytest.mark.parametrize(
    "code",
    [
        "",
        "pass:0",
        "end",
        "end:",
        "end:x",
        "end:0:1",
        "end:10",
        "centre",
        "centre:0",
        "centre:B3",
        "centre:0:",
        "centre:0:X3",
        "centre:0:B5",
        "centre:0:b3",
        "centre:0:B3:1",
        "centre:-1:B3",
        "place",
        "place:0:1",
        "place:1:B3",
        "place:0:a:B3",
        "place:0:-1:B3",
        "place:0:12:B3",
        "place:0:1:Q1",
        "place:0:1:B3:x",
    ],
)
def test_bad_move_codes_are_refused(code: str) -> None:
    """Notation: anything but a well-formed move code raises InvalidNotation."""
    with pytest.raises(InvalidNotation) as info:
        move_from_code(code)
    assert info.value.code in {"bad-move", "bad-card"}
