"""The fast helpers the engines share (issue 35 point 6) agree with the slow ways they
stand for: ``updater`` with ``dataclasses.replace``, ``wholes`` with ``each`` of
``whole``, ``Cards`` with ``Counter``."""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, replace

import pytest

from app.core.cards import Cards
from app.core.errors import InvalidNotation
from app.core.saves import each, whole, wholes
from app.core.states import updater


@dataclass(frozen=True, slots=True)
class Table:
    """A small state."""

    seats: int
    cards: tuple[int, ...]
    turn: int = 0


def test_updater_is_replace_and_leaves_the_state_as_it_was():
    """The copy equals ``dataclasses.replace``'s; the state given is unchanged."""
    state = Table(3, (1, 2))
    updated = updater(Table)
    assert updated(state, turn=2, cards=()) == replace(state, turn=2, cards=()) == Table(3, (), 2)
    assert updated(state) == state and updated(state) is not state
    assert state == Table(3, (1, 2))
    with pytest.raises(AttributeError):
        updated(state, nothing=1)


def test_updater_wants_two_fields_or_more():
    """A one-field class is refused at once (its fields would not come as a tuple)."""

    @dataclass(frozen=True, slots=True)
    class One:
        """One field."""

        only: int

    with pytest.raises(TypeError):
        updater(One)


@pytest.mark.parametrize(
    "raw",
    [[], [0, 3, 7], (2, 5), [1, True], [1, 2.0], [-1], [8], "12", None, [[1]], [1, "2"]],
)
def test_wholes_is_each_whole(raw):
    """Good lists come back as tuples, and exactly what ``each`` of ``whole`` refuses is
    refused, with the same error."""
    try:
        expected = each(raw, lambda x: whole(x, 0, 7))
    except InvalidNotation as error:
        with pytest.raises(InvalidNotation) as refused:
            wholes(raw, 0, 7)
        assert refused.value.code == error.code
    else:
        assert wholes(raw, 0, 7) == expected


@pytest.mark.parametrize(
    ("left", "right"),
    [("aab", "aba"), ("aab", "ab"), ("", ""), ("abc", "abd"), ("a", "")],
)
def test_cards_compare_and_subtract_as_counters_do(left, right):
    """Equality and difference are a Counter's, compared with a Cards or a Counter."""
    for other in (Cards(right), Counter(right)):
        assert (Cards(left) == other) == (Counter(left) == Counter(right))
        assert (Cards(left) != other) == (Counter(left) != Counter(right))
        assert Cards(left) - other == Counter(left) - Counter(right)
