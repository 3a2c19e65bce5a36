"""app/games/slf/RULES.md §Deck: 50 cards, letters and colours as listed, 50 categories once each,
a Material icon per category, and names and descriptions in every language."""

from __future__ import annotations

from collections import Counter

import flet as ft
import pytest

from app.games.slf.deck import (
    BLUE,
    BLUE_LETTERS,
    CARD_OF_CATEGORY,
    CATEGORIES,
    DECK,
    RED,
    RED_LETTERS,
    XY,
    card,
)
from app.i18n import CODES, Translator

SPEC_ORDER = (
    "kitchen air circus school doctor sea city country river animal first-name job plant food "
    "drink fruit-veg sweets sport instrument clothing body-part vehicle toy hobby appliance tool "
    "furniture famous character bird insect mountain-island garden forest bathroom beach "
    "supermarket farm space building-site winter birthday street round soft noise smell pocket "
    "green opens"
).split()


def test_fifty_cards_forty_blue_ten_red():
    """§2 Deck: 40 blue letters worth 1, 10 red letters worth 2."""
    assert len(DECK) == 50 and [c.id for c in DECK] == list(range(50))
    colours = Counter(c.colour for c in DECK)
    assert colours == {BLUE: 40, RED: 10}
    assert all(c.points == (2 if c.colour == RED else 1) for c in DECK)
    assert sum(c.points for c in DECK) == 60


def test_letter_counts_exactly_as_listed():
    """§2 Deck table: A 3, B 3, D 2 … V 1 blue; C 2, J 2, Z 2, W 2, Q 1, X/Y 1 red."""
    expected_blue = dict(
        A=3, B=3, D=2, E=2, F=2, G=2, H=2, I=1, K=3, L=2, M=3, N=2, O=1, P=2, R=2, S=3, T=3, U=1,
        V=1,
    )  # fmt: skip
    expected_red = {"C": 2, "J": 2, "Z": 2, "W": 2, "Q": 1, XY: 1}
    assert BLUE_LETTERS == expected_blue and RED_LETTERS == expected_red
    counts = Counter(c.letter for c in DECK)
    assert counts == Counter(expected_blue) + Counter(expected_red)
    assert all(c.colour == BLUE for c in DECK if c.letter in expected_blue)
    assert all(c.colour == RED for c in DECK if c.letter in expected_red)
    assert card(49).label == "X/Y" and card(0).label == "A"


def test_fifty_distinct_categories_each_on_one_card():
    """§2 Deck: the 50 category sides, each once, in the order of RULES.md."""
    assert [c.id for c in CATEGORIES] == SPEC_ORDER
    assert Counter(c.category for c in DECK) == Counter(SPEC_ORDER)
    assert all(DECK[CARD_OF_CATEGORY[cid]].category == cid for cid in SPEC_ORDER)


def test_pairing_mixes_letters_and_categories():
    """The fixed pairing does not put the six seed categories on one letter."""
    first_six = {DECK[CARD_OF_CATEGORY[cid]].letter for cid in SPEC_ORDER[:6]}
    assert len(first_six) == 6


@pytest.mark.parametrize("category", CATEGORIES, ids=lambda c: c.id)
def test_icon_names_exist_in_flet(category):
    """Every category has a Material icon that Flet knows (the engine keeps plain names)."""
    assert category.icon == category.icon.lower()
    assert hasattr(ft.Icons, category.icon.upper()), category.icon


def test_icons_are_all_different():
    """Children who can't read tell the categories apart by their icons."""
    icons = [c.icon for c in CATEGORIES]
    assert len(set(icons)) == len(icons)


@pytest.mark.parametrize("lang", CODES)
def test_every_category_has_a_name_and_a_description(lang):
    """locales/<lang>/slf.ftl: slf-cat-<id> and slf-cat-<id>-desc, one sentence each."""
    t = Translator(lang)
    for cid in SPEC_ORDER:
        name, desc = t.t(f"slf-cat-{cid}"), t.t(f"slf-cat-{cid}-desc")
        assert name != f"slf-cat-{cid}" and desc != f"slf-cat-{cid}-desc"
        assert desc.endswith(".") and desc.count(". ") == 0, desc
        assert len(name) <= 32, name


def test_names_differ_per_language_and_within_one():
    """Written per language (not left in English), and no two categories share a name."""
    names = {lang: [Translator(lang).t(f"slf-cat-{cid}") for cid in SPEC_ORDER] for lang in CODES}
    for lang in CODES:
        assert len(set(names[lang])) == 50, lang
    assert Translator("de").t("slf-cat-river") == "Fluss"
    assert Translator("hu").t("slf-cat-job") == "Foglalkozás"
    assert sum(a != b for a, b in zip(names["de"], names["en"], strict=True)) > 40
