"""Schnapp, Land, Fluss!'s rule texts against its cards and engine, in all three languages."""

from __future__ import annotations

import re

import pytest

from app.games import GAMES
from app.games.slf.deck import CATEGORIES
from app.games.slf.letters import HUNGARIAN_DOUBLE_LETTERS
from app.games.slf.model import TABLE_SIZE
from app.i18n import CODES, Translator

ELEVEN = {"en": "eleven", "de": "elf", "hu": "tizenegy"}
"""The number of letter cards showing next to the category, as the rule text writes it."""
LIST_END = re.compile(r"\s*(…|and so on|und so weiter|és a többi)$")


def card_names(lang: str) -> set[str]:
    """The category names as the cards print them."""
    t = Translator(lang).t
    return {t(f"slf-cat-{category.id}") for category in CATEGORIES}


def section(text: str, number: int) -> str:
    """The ``number``-th ``##`` section of a rule text (1: the first)."""
    return text.split("\n## ")[number]


@pytest.mark.parametrize("lang", CODES)
def test_the_rule_text_names_the_categories_as_the_cards_do(lang):
    """Every list of categories in the rule text (a list in brackets naming at least one
    card) names only cards, exactly as they are printed; so does every category set in
    italics (such as the example's)."""
    text = Translator(lang).rules("slf")
    names = card_names(lang)
    folded = {name.casefold() for name in names}
    lists = 0
    for group in re.findall(r"\(([^()]*,[^()]*)\)", text):
        items = [LIST_END.sub("", item.strip().strip("*")).strip("*") for item in group.split(",")]
        if not any(item.casefold() in folded for item in items):
            continue
        lists += 1
        assert [item for item in items if item not in names] == [], group
    assert lists >= 3, "the classics, the places and the descriptions are listed"
    for word in re.findall(r"\*([^*]+)\*", text):
        if word.casefold() in folded:
            assert word in names, word


@pytest.mark.parametrize("lang", CODES)
def test_the_rule_text_counts_eleven_letters_and_a_category(lang):
    """The table holds 12 cards: one turned to its category side, eleven letters."""
    assert TABLE_SIZE - 1 == 11
    summary = section(Translator(lang).rules("slf"), 1)
    assert re.search(rf"\b{ELEVEN[lang]}\b", summary, re.IGNORECASE), summary


def test_the_german_home_lines_say_first_without_gender():
    """ "als Erster" is male (glossary §7: rephrase); the home tiles say "zuerst"."""
    t = Translator("de").t
    for game in GAMES:
        blurb = t(f"game-{game}-blurb")
        assert not re.search(r"\bals Erste", blurb), blurb


XY_DEFAULT = {"en": "on in table mode", "de": "im Tischmodus an", "hu": "asztali módban be"}
ALL_BACK = {
    "en": "everyone sitting out at once, all of you are back in",
    "de": "alle gleichzeitig aus, sind sofort alle wieder dabei",
    "hu": "egyszerre mindenki kimaradna, azonnal mindenki visszatér",
}


@pytest.mark.parametrize("lang", CODES)
def test_the_xy_option_is_worded_as_the_setup_words_it(lang):
    """Issue 33 point 10: the rules named the option "Without the X/Y card: on" where the
    setup's switch says "Play with the X/Y card": one wording, the same way round (on in
    table mode, as the setup starts it)."""
    tr = Translator(lang)
    text = tr.rules("slf")
    option = re.search(rf"\*\*{re.escape(tr.t('slf-with-xy'))}\.\*\*([^\n]*)", text)
    assert option, tr.t("slf-with-xy")
    assert XY_DEFAULT[lang] in option.group(1)


def test_the_hungarian_text_lists_the_engines_double_letters():
    """Issue 33 point 12: "dzs" is no two-letter letter: the list is of two- and
    three-letter letters, exactly the ones the engine folds (``HUNGARIAN_DOUBLE_LETTERS``)."""
    text = Translator("hu").rules("slf")
    line = next(line for line in text.splitlines() if "dzs" in line)
    listed = re.search(r"\(([^()]*dzs[^()]*)\)", line).group(1)
    assert {x.strip() for x in listed.split(",")} == {
        letter.casefold() for letter in HUNGARIAN_DOUBLE_LETTERS
    }
    assert "két- és háromjegyű" in line


@pytest.mark.parametrize("lang", CODES)
def test_the_text_says_everyone_comes_back_when_all_sit_out(lang):
    """Issue 33 point 12: the engine brings everyone back in when all would sit out at
    once (tests/games/slf/test_rules.py); the mistakes section says so."""
    assert ALL_BACK[lang] in " ".join(Translator(lang).rules("slf").split())


@pytest.mark.parametrize("lang", CODES)
def test_the_text_says_who_begins_without_names(lang):
    """Issue 33 point 10: with no names typed, Player 1 begins (``first_in_alphabet``)."""
    tr = Translator(lang)
    begins = next(p for p in tr.rules("slf").split("\n\n") if tr.t("seat-player", number=1) in p)
    assert "alphabet" in begins.casefold() or "ábécé" in begins
