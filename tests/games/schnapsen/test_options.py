"""RULES.md options: each one is accepted, validated and changes exactly what it promises."""

from __future__ import annotations

import pytest

from app.core.errors import InvalidNotation
from app.core.rng import choice, make_rng
from app.games.schnapsen.engine import ENGINE
from app.games.schnapsen.model import Options
from app.games.schnapsen.notation import state_from_dict, state_to_dict
from app.games.schnapsen.rules import apply, legal_moves, new_game, to_act
from tests.games.schnapsen.helpers import (
    forty,
    last_card,
    last_result,
    legal_codes,
    plays,
    run,
    two_left,
)

DEFAULTS = {
    "manual_claim": False,
    "strict_exchange": False,
    "marriages_when_closed": True,
    "sharp": False,
    "bummerl_start": 7,
}


def test_defaults_are_the_standard_game():
    """§1: every option defaults to the standard rule (setup screen shows these defaults)."""
    assert Options().to_dict() == DEFAULTS
    assert dict(ENGINE.default_options) == DEFAULTS
    assert Options.parse(None) == Options.parse({}) == Options()


@pytest.mark.parametrize(
    "raw",
    [
        {"manual_claim": True},
        {"strict_exchange": True},
        {"marriages_when_closed": False},
        {"sharp": True},
        {"bummerl_start": 9},
        {**DEFAULTS, "manual_claim": True, "bummerl_start": 9},
    ],
)
def test_each_option_parses_and_round_trips(raw):
    """§1 options: every option is accepted and survives its JSON form."""
    options = Options.parse(raw)
    assert {k: getattr(options, k) for k in raw} == raw
    assert Options.parse(options.to_dict()) == options


def test_unknown_option_is_rejected():
    """§1 options: an unknown key is an error, naming the key."""
    with pytest.raises(InvalidNotation) as caught:
        Options.parse({"manual_claim": True, "double_or_nothing": True})
    assert caught.value.code == "bad-options"
    assert caught.value.args_dict == {"keys": "double_or_nothing"}


@pytest.mark.parametrize(
    "raw",
    [
        {"manual_claim": 1},
        {"manual_claim": "yes"},
        {"strict_exchange": None},
        {"marriages_when_closed": 0},
        {"sharp": "false"},
        {"bummerl_start": "9"},
        {"bummerl_start": 9.0},
        {"bummerl_start": True},
    ],
)
def test_option_of_the_wrong_type_is_rejected(raw):
    """§1 options: booleans must be booleans and the start an integer."""
    with pytest.raises(InvalidNotation) as caught:
        Options.parse(raw)
    assert caught.value.code == "bad-options"


@pytest.mark.parametrize("start", [0, 1, 5, 6, 8, 10, 11, -7])
def test_bummerl_start_other_than_seven_or_nine_is_rejected(start):
    """§1 Bummerl: the start is 7, or 9 as the option; nothing else."""
    with pytest.raises(InvalidNotation) as caught:
        Options.parse({"bummerl_start": start})
    assert caught.value.code == "bad-options"


def test_new_game_rejects_bad_options():
    """§1 options: a game cannot be started with invalid options."""
    with pytest.raises(InvalidNotation):
        new_game(1, {"bummerl_start": 8}, 2)


@pytest.mark.parametrize("raw", ["manual_claim", 5])
def test_options_that_are_not_a_mapping_are_rejected(raw):
    """§1 options: options that are not a JSON object are rejected as bad options."""
    with pytest.raises(InvalidNotation):
        Options.parse(raw)


# ---------------------------------------------------------------- each option's effect


def test_manual_claim_effect():
    """Option manual claim: the same 69 points end the deal by default, not with the option."""
    auto = run(two_left("KC JD | QC JC"), *plays("1 QC KC"))
    assert (last_result(auto).winner, last_result(auto).reason) == (0, "66")
    manual = run(two_left("KC JD | QC JC", {"manual_claim": True}), *plays("1 QC KC"))
    assert not manual.results
    assert "claim:0" in legal_codes(manual, 0)


def test_strict_exchange_effect():
    """Option strict exchange: with one face-down card the exchange is allowed only by default."""
    assert "exchange:0" in legal_codes(last_card(), 0)
    assert "exchange:0" not in legal_codes(last_card({"strict_exchange": True}), 0)


def test_marriages_when_closed_effect():
    """Option no marriages when closed: the same 40 is announceable only by default."""
    assert "marry:0:C" in legal_codes(run(forty(), "close:0"), 0)
    forbidden = run(forty({"marriages_when_closed": False}), "close:0")
    assert "marry:0:C" not in legal_codes(forbidden, 0)
    assert "marry:0:C" in legal_codes(forty({"marriages_when_closed": False}), 0)


def test_bummerl_start_effect():
    """Option start at 9: both count down from 9 instead of 7."""
    assert new_game(4, {}, 2).remaining == (7, 7)
    assert new_game(4, {"bummerl_start": 9}, 2).remaining == (9, 9)


def test_sharp_changes_no_rule():
    """Option sharp (no looking back) is presentation only: the same play gives the same game."""
    plain, sharp = new_game("sharp", {}, 2), new_game("sharp", {"sharp": True}, 2)
    assert sharp.options.sharp and state_from_dict(state_to_dict(sharp)) == sharp
    rng_a, rng_b = make_rng("same-choices"), make_rng("same-choices")
    while to_act(plain):
        seat = to_act(plain)[0]
        assert to_act(sharp) == (seat,)
        moves = legal_moves(plain, seat)
        assert legal_moves(sharp, seat) == moves
        plain = apply(plain, choice(moves, rng_a))
        sharp = apply(sharp, choice(moves, rng_b))
    assert to_act(sharp) == ()
    assert sharp.results == plain.results and sharp.remaining == plain.remaining
