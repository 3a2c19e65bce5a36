"""The saved-state parsers: what they accept, and that anything else is "state-damaged"."""

from __future__ import annotations

import pytest

from app.core.errors import InvalidNotation
from app.core.saves import damaged, each, flag, keyed, maybe, one_of, seed, text, whole


def test_parsers_accept_well_formed_values() -> None:
    """whole, each, maybe and one_of give back what is well formed."""
    assert whole(3, 0, 5) == 3
    assert each([1, 2], whole) == (1, 2)
    assert maybe(None, whole) is None and maybe(4, whole) == 4
    assert one_of("end", ("end", "next")) == "end" and one_of(None, (None,)) is None
    assert keyed({"a": 1}) == {"a": 1} and text("x") == "x" and flag(False) is False
    assert seed(7) == 7 and seed("abc") == "abc"


@pytest.mark.parametrize(
    "bad",
    [
        lambda: whole(True),
        lambda: whole(1.0),
        lambda: whole(-1),
        lambda: whole(6, 0, 5),
        lambda: each("12", whole),
        lambda: one_of("lunch", ("end",)),
        lambda: one_of(["end"], ("end",)),
        lambda: keyed([1]),
        lambda: keyed({1: 2}),
        lambda: text(3),
        lambda: flag(1),
        lambda: seed(True),
        lambda: seed([1]),
    ],
)
def test_parsers_refuse_anything_else(bad) -> None:
    """A bool, a float, an int out of range, a string for a list, an unknown word, a
    list for an object, a number for a string, 1 for True, a list for a seed."""
    with pytest.raises(InvalidNotation) as info:
        bad()
    assert info.value.code == "state-damaged"


def test_damaged_turns_malformed_input_into_state_damaged_but_keeps_bad_options() -> None:
    """damaged(): a missing key, a wrong type or another notation error becomes
    state-damaged; bad-options passes through."""
    for error in (KeyError("x"), TypeError(), ValueError(), InvalidNotation("bad-card")):
        with pytest.raises(InvalidNotation) as info, damaged():
            raise error
        assert info.value.code == "state-damaged"
    with pytest.raises(InvalidNotation) as info, damaged():
        raise InvalidNotation("bad-options", keys="x")
    assert info.value.code == "bad-options"
