"""Schnapp, Land, Fluss!'s rule texts against its cards and engine, in all three languages."""

from __future__ import annotations

import re

import pytest

from app.games import GAMES
from app.games.slf.deck import CATEGORIES
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
