"""Rule options as data: parsing refuses what does not fit; a remembered choice keeps
what still fits."""

from __future__ import annotations

from dataclasses import dataclass

import pytest

from app.core.errors import InvalidNotation
from app.core.options import RuleOptions, option


@dataclass(frozen=True, slots=True)
class Sample(RuleOptions):
    """Three options of three kinds."""

    target: int = option(12, (12, 6))
    expert: bool = False
    name: str = "x"


def test_parse_refuses_an_unknown_key_a_wrong_type_and_a_value_not_allowed():
    """Each of the three is ``bad-options`` naming the key."""
    for raw, key in (
        ({"colour": 1}, "colour"),
        ({"expert": 1}, "expert"),
        ({"target": 7}, "target"),
    ):
        with pytest.raises(InvalidNotation) as refused:
            Sample.parse(raw)
        assert refused.value.args_dict["keys"] == key


def test_fitting_keeps_what_fits_and_defaults_the_rest():
    """A remembered setup whose target is no longer offered keeps its other choices."""
    got = Sample.fitting({"target": 7, "expert": True, "name": 3, "colour": "red"})
    assert got == Sample(target=12, expert=True, name="x")
    assert Sample.fitting({"target": 6}) == Sample(target=6)


def test_allowed_lists_the_values_in_their_declared_order():
    """Segments show them in this order; a switch is off, on; a free option its default."""
    assert Sample.allowed("target") == (12, 6)
    assert Sample.allowed("expert") == (False, True)
    assert Sample.allowed("name") == ("x",)
