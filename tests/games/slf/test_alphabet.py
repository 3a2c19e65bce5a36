"""Who turns the first category: the first name in the alphabet of the app's language
(issue 17 point 19), not the first after stripping every accent."""

from __future__ import annotations

import pytest

from app.games.slf.alphabet import sort_key
from app.games.slf.letters import first_in_alphabet


def in_order(names: list[str], lang: str) -> list[str]:
    """``names`` sorted as ``lang`` sorts first names."""
    return sorted(names, key=lambda name: sort_key(name, lang))


def test_hungarian_double_letters_and_umlauts_are_letters_of_their_own():
    """Cs after C, Gy after G, Zs after Z, Ö after O, Ü after U; á sorts as a."""
    names = ["Zsófi", "Zuzana", "Ödön", "Olga", "Csaba", "Cecília", "Ágnes", "Adél"]
    names += ["Gyula", "Gusztáv", "Ubul", "Ürsula", "Dzsenifer", "Dóra", "Nyina", "Nóra"]
    assert in_order(names, "hu") == [
        "Adél", "Ágnes", "Cecília", "Csaba", "Dóra", "Dzsenifer", "Gusztáv", "Gyula",
        "Nóra", "Nyina", "Olga", "Ödön", "Ubul", "Ürsula", "Zuzana", "Zsófi",
    ]  # fmt: skip


def test_german_umlauts_count_as_their_base_letters():
    """DIN 5007-1: ä = a, ö = o, ü = u, ß = ss; on a tie the plain name first."""
    names = ["Jutta", "Jürgen", "Julia", "Otto", "Ömer", "Müller", "Muller", "Straus", "Strauß"]
    assert in_order(names, "de") == [
        "Julia", "Jürgen", "Jutta", "Muller", "Müller", "Ömer", "Otto", "Straus", "Strauß",
    ]  # fmt: skip


@pytest.mark.parametrize(
    ("names", "lang", "first"),
    [
        (["Ödön", "Otto"], "hu", 1),
        (["Ödön", "Otto"], "de", 0),
        (["Ödön", "Otto"], "en", 0),
        (["Zsolt", "Zoé"], "hu", 1),
        (["Zsolt", "Zuri"], "hu", 1),
        (["Zsolt", "Zuri"], "de", 0),
        (["Émile", "Eva"], "en", 0),
        (["anna", "Anna"], "de", 0),
        (["Ben", "Ben"], "hu", 0),
        (["Zoë 🦄", "Zoë"], "en", 1),
    ],
)
def test_the_first_seat_follows_the_language(names, lang, first):
    """The same names can put another player first in another language."""
    assert first_in_alphabet(names, lang) == first
