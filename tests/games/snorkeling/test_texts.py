"""Snorkeling's words against its engine (app/games/snorkeling/RULES.md) in all three languages."""

from __future__ import annotations

import re

import pytest

from app.games.snorkeling.model import LANTERN, VALUES
from app.games.snorkeling.rules import new_game
from app.i18n import CODES, Translator
from app.paths import LOCALES
from app.ui.screens.snorkeling.cards import card_name


@pytest.mark.parametrize("lang", CODES)
def test_the_home_tile_promises_no_lanternfish_play(lang):
    """Lanternfish only start the piles (no hand ever holds one), so the home tile's
    line must not promise playing them."""
    state = new_game(1, None, 6)
    assert all(LANTERN not in hand for hand in state.hands)
    t = Translator(lang).t
    blurb = t("game-snorkeling-blurb").casefold()
    fish = t("sk-value-5").casefold()
    assert fish[:8] not in blurb, blurb


@pytest.mark.parametrize("lang", CODES)
def test_a_calm_sea_says_everyone_passed(lang):
    """The engine ends a round calm when every player passed in turn with nothing left
    to draw, not when nobody could play: the result must say so."""
    said = {"en": "everyone passed", "de": "alle haben gepasst", "hu": "mindenki passzolt"}
    assert said[lang] in Translator(lang).t("sk-calm-sea").casefold()


def test_german_colour_names_after_in_are_nouns():
    """ "alles in Korallrot": after a preposition the colour is a noun, capitalised."""
    t = Translator("de").t
    for index, noun in enumerate(("Korallrot", "Sandgelb", "Algengrün", "Lagunenblau")):
        assert t("sk-fits", value=1, colour=t(f"sk-colour-noun-{index}")).endswith(f"in {noun}")


def test_hungarian_card_names_are_lower_case_mid_sentence():
    """Hungarian writes card names in lower case (glossary §7): "lagúnakék teknős (3)"."""
    tr = Translator("hu")
    for value in range(len(VALUES)):
        name = tr.t(f"sk-value-{value}")
        assert name == name.lower(), name
    assert card_name(tr, 3 * 5 + 3) == "lagúnakék teknős (3)"


CALM_NEXT = {
    "en": "next round is started by the player after the one who started this round",
    "de": "nächste Runde beginnt dann, wer in der Sitzreihenfolge auf die Person folgt",
    "hu": "következő fordulót az kezdi, aki ülésrendben az e forduló kezdője után következik",
}


@pytest.mark.parametrize("lang", CODES)
def test_the_text_says_who_starts_after_a_calm_sea(lang):
    """Issue 33 point 12: after a calm sea the next round is started by the seat after
    the round's starter (the engine: tests/games/snorkeling/test_rounds.py); the rule
    text said only who starts after a Beach."""
    assert CALM_NEXT[lang] in " ".join(Translator(lang).rules("snorkeling").split())


def hungarian_words() -> list[str]:
    """Every Hungarian Snorkeling string and its rule text."""
    tr = Translator("hu")
    path = LOCALES / "hu" / "snorkeling.ftl"
    ids = [line.split(" = ")[0] for line in path.read_text(encoding="utf-8").splitlines()]
    return [tr.t(i) for i in ids if i.startswith(("sk-", "err-sk-"))] + [tr.rules("snorkeling")]


def test_hungarian_gives_each_pile_its_own_word():
    """Issue 33 point 10: Hungarian said "pakli" for your pile, the draw pile and the
    centre. Now a player's pile is a "kupac", the centre "közép", and "pakli" only ever
    the draw pile ("húzópakli")."""
    t = Translator("hu").t
    assert (t("sk-your-pile"), t("sk-centre")) == ("A kupacod", "Közép")
    assert t("sk-deck", count=3).startswith("Húzópakli")
    for text in hungarian_words():
        for found in re.finditer(r"\w*pakli\w*", text, re.IGNORECASE):
            assert found.group().casefold().startswith("húzópakli"), found.group()
