"""Saved states and scenarios: JSON round trips, damaged input refused."""

from __future__ import annotations

import copy
import json
from collections.abc import Callable
from typing import Any

import pytest

from app.core.errors import InvalidNotation
from app.core.rng import choice, make_rng
from app.games.schnitzel.model import State
from app.games.schnitzel.notation import from_text, state_from_dict, state_to_dict
from app.games.schnitzel.rules import legal_moves, new_game, to_act
from app.games.schnitzel.view import all_cards, deck_cards
from tests.games.schnitzel.helpers import run


def states(seed: int, seats: int) -> list[State]:
    """Every state of one random game."""
    state, rng = new_game(seed, {"children": seed % 2 == 1}, seats), make_rng("sz-json", seed)
    found = [state]
    while to_act(state):
        seat = choice(to_act(state), rng)
        state = run(state, choice(legal_moves(state, seat), rng).code)
        found.append(state)
    return found


@pytest.mark.parametrize(("seed", "seats"), [(1, 2), (2, 4), (3, 6)])
def test_every_state_of_a_game_round_trips_through_json(seed: int, seats: int) -> None:
    """Notation: state_from_dict(state_to_dict(s)) == s, through JSON text, all game long."""
    found = states(seed, seats)
    assert len({s.phase for s in found}) >= 5
    for state in found:
        assert state_from_dict(json.loads(json.dumps(state_to_dict(state)))) == state


def test_a_scenario_mid_nope_round_trips() -> None:
    """Notation: events, abilities with their window, deeds and empty slots round-trip."""
    state = from_text(rows=["1 _ 3 P", "N 6 7 8"], discard="9", draw="S")
    state = run(state, "draw:0", "discard:0", "nope:1:0")
    assert state.ability is not None and state.ability.back is not None
    assert state_from_dict(state_to_dict(state)) == state


def test_from_text_conserves_the_deck_and_refuses_a_card_too_many() -> None:
    """Scenarios: unnamed cards fill the draw pile under the named ones; a fifth 5 is refused."""
    state = from_text(rows=["5 5", "5 5"], discard="P", draw="S N")
    assert all_cards(state) == deck_cards(state)
    assert state.draw[-2:] == (12, 11) and state.draw[0] == 13, "the X lies at the bottom"
    with pytest.raises(InvalidNotation):
        from_text(rows=["5 5", "5 5"], discard="5")
    with pytest.raises(InvalidNotation):
        from_text(rows=["5 Q"])


def _lose_a_card(d: dict[str, Any]) -> None:
    d["draw"].pop()


def _bad_card(d: dict[str, Any]) -> None:
    d["discard"][0] = "Q"


def _bad_phase(d: dict[str, Any]) -> None:
    d["phase"] = "lunch"


def _short_masks(d: dict[str, Any]) -> None:
    d["known"][0].pop()


def _bad_seat(d: dict[str, Any]) -> None:
    d["turn"] = d["seats"]


def _missing(d: dict[str, Any]) -> None:
    del d["event"]


def _bad_event(d: dict[str, Any]) -> None:
    d["event"] = {"kind": "dance", "seat": 0, "slot": None, "nopes": 0, "last": None}


def _not_a_list(d: dict[str, Any]) -> None:
    d["rows"] = "1 2 3 4"


def _over_without_reason(d: dict[str, Any]) -> None:
    d["phase"] = "over"


@pytest.mark.parametrize(
    "damage",
    [
        _lose_a_card,
        _bad_card,
        _bad_phase,
        _short_masks,
        _bad_seat,
        _missing,
        _bad_event,
        _not_a_list,
        _over_without_reason,
    ],
)
def test_damaged_saves_are_refused(damage: Callable[[dict[str, Any]], None]) -> None:
    """Notation: a damaged save raises InvalidNotation("state-damaged")."""
    data = copy.deepcopy(state_to_dict(run(new_game(5, {}, 3), "look:0:0")))
    assert state_from_dict(copy.deepcopy(data)) is not None
    damage(data)
    with pytest.raises(InvalidNotation) as info:
        state_from_dict(data)
    assert info.value.code == "state-damaged"


def test_bad_options_in_a_save_say_so() -> None:
    """Notation: unknown options are named (bad-options), not just "damaged"."""
    data = state_to_dict(new_game(5, {}, 3))
    data["options"] = {"window": 4}
    with pytest.raises(InvalidNotation) as info:
        state_from_dict(data)
    assert info.value.code == "bad-options"
