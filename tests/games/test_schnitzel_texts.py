"""Schnitzel's rule texts against the engine's facts (schnitzel/RULES.md), in all three languages.

The deck table, the window seconds, the seat counts and the start deal are read out of
each text and compared with ``app.games.schnitzel.model``; the headings must follow one
outline in every language, and the glossary's words (§4) must be there.
"""

from __future__ import annotations

import re

import pytest

from app.games.schnitzel.model import (
    ACTIONS,
    COPIES,
    LOOKS,
    NOPE,
    NUMBERS,
    PEEK,
    ROW,
    SEAT_COUNTS,
    SWAP,
    WINDOWS,
    Options,
    X,
    points,
)
from app.i18n import CODES, Translator
from tests.games.texts import bullet, check_words, rule_text, sections

OUTLINE = {
    "en": (
        "In one minute",
        "Goal",
        "Cards",
        "Setup",
        "Your turn",
        "Abilities",
        "Matching",
        "Nope",
        "“Schnitzel!” and the end",
        "Scoring",
        "Options",
        "On one phone",
    ),
    "de": (
        "In einer Minute",
        "Ziel",
        "Die Karten",
        "Vorbereitung",
        "Dein Zug",
        "Fähigkeiten",
        "Passende Karten abwerfen",
        "Nö!",
        "„Schnitzel!“ und Spielende",
        "Wertung",
        "Optionen",
        "Auf einem Handy",
    ),
    "hu": (
        "Egy perc alatt",
        "A játék célja",
        "A lapok",
        "Előkészületek",
        "A köröd",
        "Képességek",
        "Rádobás",
        "Nem ér!",
        "„Schnitzel!” és a játék vége",
        "Pontozás",
        "Beállítások",
        "Egy telefonon",
    ),
}
"""The same sections in the same order, per language (glossary §6: "In one minute")."""

CARDS, SETUP, MATCHING, NOPE_SECTION, OPTIONS = 2, 3, 6, 7, 10
"""Indexes into OUTLINE of the sections the checks below read."""

ACTION_NAMES = {
    "en": {"Peek": PEEK, "Swap": SWAP, "Nope": NOPE, "X": X},
    "de": {"Spähen": PEEK, "Tauschen": SWAP, "Nö!": NOPE, "X": X},
    "hu": {"kukucs": PEEK, "csere": SWAP, "Nem ér!": NOPE, "X": X},
}
FACE_VALUE = {"en": "the number", "de": "Zahlenwert", "hu": "a rajta lévő szám"}
"""The points cell of a row of numbers that score themselves."""
CARDS_WORD = {"en": "cards", "de": "Karten", "hu": "lap"}
SECONDS = {"en": "seconds", "de": "Sekunden", "hu": "mp"}
OFF = {"en": "off", "de": "aus", "hu": "ki"}
WINDOW_OPTION = {"en": "Matching window", "de": "Reaktionszeit", "hu": "Reakcióidő"}
CHILDREN_OPTION = {"en": "Children's option", "de": "Kinderregel", "hu": "Gyerekszabály"}
NEW_WINDOW = {
    "en": "A new top card opens a new window",
    "de": "beginnt, wie nach richtigem Abwerfen, eine neue Reaktionszeit",
    "hu": "új reakcióidő kezdődik: mindenki más rádobhat",
}
"""How each text says that a wrong match's uncovered card opens a new window."""
NOPED_MATCH = {
    "en": "its ability has been used or skipped by then, and that stands",
    "de": "ist die Fähigkeit dann schon genutzt oder ausgelassen, und dabei bleibt es",
    "hu": "a képességet addigra már felhasználták vagy kihagyták, és ez így is marad",
}
"""How each text says what a Nope against a match leaves of the ability it gave."""
DEFAULT = {"en": "default", "de": "Standard", "hu": "alapértelmezés"}
SEATS = {"en": "{} to {} players", "de": "{} bis {} Personen", "hu": "{}–{} játékos"}
NUMBER_WORDS = {
    "en": {2: "two", 4: "four"},
    "de": {2: "zwei", 4: "vier"},
    "hu": {2: "kettő", 4: "négy"},
}

GLOSSARY = {
    "en": (
        "“Schnitzel!”",
        "Peek",
        "Swap",
        "Nope",
        "X card",
        "action card",
        "ability",
        "draw pile",
        "discard pile",
        "face down",
        "your row",
        "wrong match",
        "window",
    ),
    "de": (
        "„Schnitzel!“",
        "„Nö!“",
        "Spähen",
        "Tauschen",
        "X-Karte",
        "Aktionskarte",
        "Fähigkeit",
        "Auslage",
        "Platz",
        "Nachziehstapel",
        "Ablagestapel",
        "verdeckt",
        "Fehlwurf",
        "Reaktionszeit",
        "passende Karte",
        "abwerfen",
    ),
    "hu": (
        "„Schnitzel!”",
        "„Nem ér!”",
        "kukucs",
        "csere",
        "X-lap",
        "akciókártya",
        "képesség",
        "a sorod",
        "hely",
        "húzópakli",
        "dobópakli",
        "képpel lefelé",
        "hibás ledobás",
        "reakcióidő",
        "rádobás",
    ),
}
"""Words of glossary §4 (and §6) each text must use."""


def text(lang: str) -> str:
    """The rule text as stored (no fallback to English)."""
    return rule_text("schnitzel", lang)


def section(lang: str, body: str, index: int) -> str:
    """The text under OUTLINE[lang][index]."""
    return sections(body)[OUTLINE[lang][index]]


def number(cell: str) -> int:
    """An int written with a typographic minus."""
    return int(cell.replace("−", "-"))


def deck() -> dict[int, int]:
    """The engine's deck: four of each card unless COPIES says otherwise."""
    return {card: COPIES.get(card, 4) for card in (*NUMBERS, *ACTIONS)}


def table(lang: str, body: str) -> dict[int, tuple[int, str]]:
    """Card → (copies, points cell) as the text's deck table states them."""
    rows = [line for line in section(lang, body, CARDS).splitlines() if line.startswith("|")]
    out: dict[int, tuple[int, str]] = {}
    for line in rows[2:]:
        name, copies, value = (cell.strip() for cell in line.strip("|").split("|"))
        span = re.fullmatch(r"(−?\d+)\s*(?:to|bis|–)\s*(−?\d+)", name)
        if span:
            cards = range(number(span[1]), number(span[2]) + 1)
        elif re.fullmatch(r"−?\d+", name):
            cards = [number(name)]
        else:
            cards = [ACTION_NAMES[lang][name]]
        for card in cards:
            assert card not in out, (lang, name)
            out[card] = (int(re.search(r"\d+", copies)[0]), value)
    return out


def option(lang: str, body: str, label: str) -> str:
    """The Options bullet that starts with the bold ``label``."""
    return bullet(section(lang, body, OPTIONS), label)


def check_deck(lang: str, body: str) -> None:
    """Each card's copies and points in the table, and the total above it, match the engine."""
    stated = table(lang, body)
    assert {card: copies for card, (copies, _) in stated.items()} == deck()
    for card, (_, value) in stated.items():
        if value == FACE_VALUE[lang]:
            assert points(card) == card, (lang, card)
        else:
            assert number(value) == points(card), (lang, card, value)
    total = re.search(rf"(\d+) {CARDS_WORD[lang]}", section(lang, body, CARDS))
    assert int(total[1]) == sum(deck().values())


def check_windows(lang: str, body: str) -> None:
    """The window option lists exactly WINDOWS (off = 0) with the engine's default, and
    every number of seconds named anywhere in the text is one of them."""
    bullet = option(lang, body, f"{WINDOW_OPTION[lang]}:**")
    bullet = bullet[: bullet.index(")") + 1]  # the choices and "(default: *3*)"
    *named, default = re.findall(r"(?<!\*)\*([^*]+)\*(?!\*)", bullet)
    values = [0 if word == OFF[lang] else int(word) for word in named]
    assert values == list(WINDOWS)
    assert bullet.index(DEFAULT[lang]) < bullet.rindex(f"*{default}*")
    assert int(default) == Options().window
    seconds = re.findall(rf"(\d+)\*? {SECONDS[lang]}\b", body)
    assert seconds and {int(s) for s in seconds} <= set(WINDOWS)


@pytest.mark.parametrize("lang", CODES)
def test_the_headings_follow_one_outline(lang):
    """Every language has the same sections in the same order, under one title."""
    assert text(lang).startswith("# Schnitzel\n")
    assert tuple(sections(text(lang))) == OUTLINE[lang]


@pytest.mark.parametrize("lang", CODES)
def test_the_deck_table_is_the_engines_deck(lang):
    """59 cards: −2 ×2, X ×1, four of everything else; numbers score themselves, actions 10."""
    check_deck(lang, text(lang))


@pytest.mark.parametrize("lang", CODES)
def test_the_window_option_names_the_engines_windows(lang):
    """Off, 2, 3 or 5 seconds, default 3 (model.WINDOWS, Options.window)."""
    check_windows(lang, text(lang))


@pytest.mark.parametrize("lang", CODES)
def test_the_childrens_option_is_off_by_default(lang):
    """Options().children is False, and the text says so."""
    assert Options().children is False
    bullet = option(lang, text(lang), f"{CHILDREN_OPTION[lang]}**")
    assert f"{DEFAULT[lang]}: {OFF[lang]})" in bullet


@pytest.mark.parametrize("lang", CODES)
def test_the_setup_names_the_childrens_option_as_the_rules_do(lang):
    """One word for the option: the setup's switch says what the rules' Options say."""
    assert Translator(lang).t("sz-children") == CHILDREN_OPTION[lang]


@pytest.mark.parametrize("lang", CODES)
def test_a_wrong_match_opens_a_new_window_for_everyone_else(lang):
    """Wrong match (RULES.md §Wrong claim, issue 33 point 11): the uncovered top card opens a new
    window; only the claimer sits it out."""
    said = section(lang, text(lang), MATCHING)
    assert NEW_WINDOW[lang] in said, lang


@pytest.mark.parametrize("lang", CODES)
def test_a_noped_match_keeps_what_its_ability_did(lang):
    """Nope against a match (issue 33 point 12): by then its ability was used or skipped
    (a Nope while it is pending cancels the ability: tests/games/schnitzel/test_nope.py);
    no text speaks of an ability still to be used when the match is undone."""
    said = section(lang, text(lang), NOPE_SECTION)
    assert NOPED_MATCH[lang] in said, lang


@pytest.mark.parametrize("lang", CODES)
def test_setup_states_the_seats_the_row_and_the_looks(lang):
    """2–6 players, four cards each, two of them looked at (SEAT_COUNTS, ROW, LOOKS)."""
    body = section(lang, text(lang), SETUP)
    assert SEATS[lang].format(min(SEAT_COUNTS), max(SEAT_COUNTS)) in body
    words = NUMBER_WORDS[lang]
    assert f"{words[ROW]} " in body
    assert words[LOOKS] in body


@pytest.mark.parametrize("lang", CODES)
def test_the_glossary_words_are_used(lang):
    """The words players use (glossary §4), and the language's quotation marks."""
    check_words(text(lang), GLOSSARY[lang])


@pytest.mark.parametrize(
    ("check", "old", "new"),
    [
        (check_deck, "| X | 1 | 10 |", "| X | 3 | 10 |"),
        (check_deck, "| −2 | 2 | −2 |", "| −2 | 4 | −2 |"),
        (check_deck, "| Swap | 4 | 10 |", "| Swap | 4 | 11 |"),
        (check_deck, "The deck has 59 cards", "The deck has 60 cards"),
        (check_windows, "*3* or *5* seconds", "*3* or *4* seconds"),
        (check_windows, "(default: *3*)", "(default: *5*)"),
        (check_windows, "(3 seconds by default;", "(4 seconds by default;"),
    ],
)
def test_the_checks_catch_a_wrong_text(check, old, new):
    """A text that says three X cards, a 4-second window or another default fails."""
    body = text("en")
    check("en", body)
    assert old in body
    with pytest.raises(AssertionError):
        check("en", body.replace(old, new))
