"""Schnipp-Schnapp's rule text against its engine and computer players (issue 33 point 12),
in all three languages."""

from __future__ import annotations

import re

import pytest

from app.games.snap.bots import MISS
from app.games.snap.view import aim, view_for
from app.i18n import CODES, Translator
from tests.games.snap.helpers import run, table

EVERY = {
    4: {"en": "one pair in four", "de": "jedes vierte Paar", "hu": "minden negyedik párt"},
    20: {"en": "one pair in twenty", "de": "jedes zwanzigste Paar", "hu": "minden huszadik párt"},
}
"""How the text says that a level misses one pair in so many."""
NEXT_SHOWING = {
    "en": "next player clockwise from them whose face-up pile shows a card",
    "de": "nächste Person im Uhrzeigersinn, auf deren Ablagestapel eine Karte liegt",
    "hu": "tőle következő első olyan játékos kapja, akinek a felcsapott kupacán van lap",
}
POOL = {
    "en": ("would leave no card outside the pool, they stay", "every card outside the pool"),
    "de": ("keine Karte mehr außerhalb des Topfs, bleiben die Stapel", "alle Karten außerhalb"),
    "hu": ("egyetlen lap sem maradna a középső kupacon kívül", "kupacon kívüli összes lap"),
}


def levels(lang: str) -> dict[str, str]:
    """Each level's line in the rule text's list of computer levels, by its name."""
    t, text = Translator(lang).t, Translator(lang).rules("snap")
    out = {}
    for level in MISS:
        name = t(f"level-{level}")
        line = re.search(rf"^\s*- \*\*{re.escape(name)}:\*\*(.*)$", text, re.MULTILINE)
        assert line, (lang, name)
        out[level] = line.group(1)
    return out


@pytest.mark.parametrize("lang", CODES)
def test_the_levels_say_how_often_they_miss_a_pair(lang):
    """Easy misses about one pair in four, Normal about one in twenty (it said nothing of
    it), Strong none: as the computer players' ``MISS`` chances are."""
    lines = levels(lang)
    for level, chance in MISS.items():
        if chance:
            assert EVERY[round(1 / chance)][lang] in lines[level], (lang, level, lines[level])
        else:
            assert not any(said[lang] in lines[level] for said in EVERY.values())


@pytest.mark.parametrize("lang", CODES)
def test_a_wrong_call_after_a_won_pile_pays_the_next_pile_that_shows_a_card(lang):
    """Seat 2 turned last, but its pile was just won: nothing matches, so a call names the
    next pile clockwise that shows a card (seat 0's), and the penalty goes there. The
    text says so."""
    state = table(["7S 8S", "9S", "TS"], ["JH", "QH", ""], turned=2)
    assert aim(view_for(state, 1)) == 0
    after = run(state, "call:1:0:5", "settle:1")
    assert after.draw[0][0] == "9S", "seat 1's penalty card under seat 0's draw pile"
    text = " ".join(Translator(lang).rules("snap").split())
    assert NEXT_SHOWING[lang] in text


@pytest.mark.parametrize("lang", CODES)
def test_the_pool_says_when_tied_piles_stay_and_who_takes_it(lang):
    """With the pool: tied piles stay where moving them would leave no card outside it,
    and a player holding every card outside it takes it and wins (tests/games/snap/
    test_notation.py plays both); the text says both."""
    text = " ".join(Translator(lang).rules("snap").split())
    for said in POOL[lang]:
        assert said in text, said
