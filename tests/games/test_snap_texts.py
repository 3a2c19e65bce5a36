"""Schnipp-Schnapp's (Snap's) rule texts against the game's facts (snap/RULES.md), in all three
languages.

The seat counts, the packs, the tie window, the time limits and the computers' reaction
times are read out of each text and compared with the engine's (``app.games.snap``); the
headings must follow one outline in every language, and the glossary's words (§5) must be
there.
"""

from __future__ import annotations

import re

import pytest

from app.games.snap.bots import REACTION
from app.games.snap.model import DECKS, LIMITS, SEAT_COUNTS, TIE_MS, Options
from app.i18n import CODES, Translator
from tests.games.texts import bullet, check_words, rule_text, sections

PACKS = tuple(len(cards) for cards in DECKS.values())
"""Cards in the two packs: the 32-card Skat pack and the 52-card French pack."""
TIME_LIMITS = tuple(m for m in LIMITS if m)
"""Minutes; the option also offers no limit (0)."""
DEFAULT_TIME_LIMIT = Options().limit
OFF_BY_DEFAULT = ("pool", "underneath", "children")
"""The on/off options that start switched off (the seed's "some groups also play…"): the
engine's ``pool`` and ``covered``, and the table's children's mode."""

OUTLINE = {
    "en": (
        "In one minute",
        "Goal",
        "Cards",
        "Setup",
        "How to play",
        "Calling “Snap!”",
        "Wrong call",
        "Tie",
        "End of the game",
        "Options",
        "On one phone",
        "Computer players",
        "Your record",
    ),
    "de": (
        "In einer Minute",
        "Ziel",
        "Die Karten",
        "Vorbereitung",
        "So wird gespielt",
        "„Schnipp-Schnapp!“ rufen",
        "Fehlruf",
        "Gleichzeitig gerufen",
        "Spielende",
        "Optionen",
        "Auf einem Handy",
        "Computer spielen mit",
        "Dein Rekord",
    ),
    "hu": (
        "Egy perc alatt",
        "A játék célja",
        "A lapok",
        "Előkészületek",
        "Így megy a játék",
        "Kiáltás: „Schnipp-Schnapp!”",
        "Téves kiáltás",
        "Egyszerre kiáltottatok",
        "A játék vége",
        "Beállítások",
        "Egy telefonon",
        "Gépi játékosok",
        "A rekordod",
    ),
}
"""The same sections in the same order, per language (glossary §6: "In one minute")."""

CARDS, SETUP, TIE, OPTIONS, COMPUTERS = 2, 3, 7, 9, 11
"""Indexes into OUTLINE of the sections the checks below read."""

SEATS = {"en": "{} to {} players", "de": "{} bis {} Personen", "hu": "{}–{} játékos"}
SEATS_PATTERN = {
    "en": r"(\d+) to (\d+) players",
    "de": r"(\d+) bis (\d+) Personen",
    "hu": r"(\d+)–(\d+) játékos",
}
PACK_PATTERN = {
    "en": r"\b(\d+) cards\b",
    "de": r"\b(\d+)(?: Karten\b|er-Blatt)",
    "hu": r"\b(\d+) lapos",
}
"""A pack named by its number of cards."""
PACK_OPTION = {"en": "Pack", "de": "Blatt", "hu": "Kártyacsomag"}
MILLISECONDS = {"en": "milliseconds", "de": "Millisekunden", "hu": "ezredmásodperc"}
TENTH = {"en": "a tenth of a second", "de": "Zehntelsekunde", "hu": "tizedmásodperc"}
"""100 ms as families say it."""
MINUTES = {"en": "minutes", "de": "Minuten", "hu": "perc"}
SECONDS = {"en": "seconds", "de": "Sekunden", "hu": "mp"}
TIME_OPTION = {"en": "Time limit", "de": "Zeitlimit", "hu": "Időkorlát"}
NO_LIMIT = {"en": "none", "de": "ohne", "hu": "nincs"}
DEFAULT = {"en": "default", "de": "Standard", "hu": "alapértelmezés"}
OFF = {"en": "off", "de": "aus", "hu": "ki"}
DECIMAL = {"en": ".", "de": ",", "hu": ","}
SWITCHES = {
    "en": {
        "pool": "Snap pool",
        "underneath": "The card underneath counts",
        "children": "Children's mode",
    },
    "de": {
        "pool": "Topf in der Mitte",
        "underneath": "Die Karte darunter zählt",
        "children": "Kindermodus",
    },
    "hu": {
        "pool": "Középső kupac",
        "underneath": "Az alatta lévő lap is számít",
        "children": "Gyerekmód",
    },
}
"""The on/off options by the name the text gives them."""

GLOSSARY = {
    "en": (
        "“Snap!”",
        "draw pile",
        "face-up pile",
        "face down",
        "rank",
        "wrong call",
        "penalty card",
        "tie",
        "Snap pool",
        "tap zone",
        "clockwise",
        "the youngest",
        "time limit",
        "Skat",
        "Unter",
        "Ober",
    ),
    "de": (
        "„Schnipp-Schnapp!“",
        "Nachziehstapel",
        "Ablagestapel",
        "verdeckt",
        "offen",
        "aufdecken",
        "gleichen Wert",
        "Fehlruf",
        "Strafkarte",
        "beim Aufdecken aus",
        "Topf in der Mitte",
        "Tippfeld",
        "im Uhrzeigersinn",
        "der oder die Jüngste",
        "Zeitlimit",
        "Skatblatt",
        "52er-Blatt",
        "Unter",
        "Ober",
    ),
    "hu": (
        "„Schnipp-Schnapp!”",
        "húzópakli",
        "felcsapott kupac",
        "dobópakli",
        "felcsap",
        "képpel lefelé",
        "azonos érték",
        "kiált",
        "koppint",
        "téves kiáltás",
        "büntetőlap",
        "kimaradsz a felcsapásból",
        "középső kupac",
        "koppintómező",
        "az óramutató járásával megegyezően",
        "a legfiatalabb",
        "időkorlát",
        "32 lapos",
        "52 lapos francia kártya",
        "alsó",
        "felső",
    ),
}
"""Words of glossary §5 (and §6) each text must use."""


def text(lang: str) -> str:
    """The rule text as stored (no fallback to English)."""
    return rule_text("snap", lang)


def section(lang: str, body: str, index: int) -> str:
    """The text under OUTLINE[lang][index]."""
    return sections(body)[OUTLINE[lang][index]]


def option(lang: str, body: str, label: str) -> str:
    """The Options bullet that starts with the bold ``label``."""
    return bullet(section(lang, body, OPTIONS), label)


def choices(bullet: str) -> list[str]:
    """The words in single italics, in order, up to the first closing bracket (if any)."""
    if ")" in bullet:
        bullet = bullet[: bullet.index(")") + 1]
    return re.findall(r"(?<!\*)\*([^*]+)\*(?!\*)", bullet)


def decimal(lang: str, value: float) -> str:
    """A number of seconds as the language writes it (1.2 / 1,2)."""
    return f"{value:g}".replace(".", DECIMAL[lang])


def check_seats(lang: str, body: str) -> None:
    """Setup says 2 to 6, and every "N to M players" in the text says the same."""
    low, high = min(SEAT_COUNTS), max(SEAT_COUNTS)
    assert SEATS[lang].format(low, high) in section(lang, body, SETUP)
    spans = re.findall(SEATS_PATTERN[lang], body)
    assert spans and {(int(a), int(b)) for a, b in spans} == {(low, high)}


def check_packs(lang: str, body: str) -> None:
    """The Cards section names both packs and no other; the pack option offers exactly them."""
    named = {int(n) for n in re.findall(PACK_PATTERN[lang], section(lang, body, CARDS))}
    assert named == set(PACKS)
    offered = choices(option(lang, body, f"{PACK_OPTION[lang]}:**"))
    assert [int(n) for n in offered] == list(PACKS)


def check_tie(lang: str, body: str) -> None:
    """Every number of milliseconds in the text is the tie window, and the Tie section
    says it both ways (100 milliseconds, a tenth of a second)."""
    stated = re.findall(rf"(\d+) {MILLISECONDS[lang]}", body)
    assert stated and {int(ms) for ms in stated} == {TIE_MS}
    assert f"{TIE_MS} {MILLISECONDS[lang]}" in section(lang, body, TIE)
    assert TIE_MS == 100  # TENTH says "a tenth of a second"
    assert TENTH[lang] in section(lang, body, TIE)


def check_time_limits(lang: str, body: str) -> None:
    """The time-limit option lists exactly TIME_LIMITS and no limit, with the default, and
    every number of minutes named anywhere in the text is one of them."""
    bullet = option(lang, body, f"{TIME_OPTION[lang]}:**")
    *named, default = choices(bullet)
    assert named[-1] == NO_LIMIT[lang]
    assert [int(n) for n in named[:-1]] == list(TIME_LIMITS)
    assert f"({DEFAULT[lang]}: *{default}*)" in bullet
    assert int(default) == DEFAULT_TIME_LIMIT
    minutes = re.findall(rf"(\d+)\*? {MINUTES[lang]}", body)
    assert minutes and {int(m) for m in minutes} <= set(TIME_LIMITS)


def check_reactions(lang: str, body: str) -> None:
    """Each level's bullet (named as the setup names the level) gives its reaction time, and
    the section names no other number of seconds."""
    part = section(lang, body, COMPUTERS)
    lines = part.splitlines()
    for level, seconds in REACTION.items():
        label = Translator(lang).t(f"level-{level}")
        line = next(line for line in lines if f"**{label}:**" in line)
        assert f"{decimal(lang, seconds)} {SECONDS[lang]}" in line, (lang, level, line)
    stated = re.findall(rf"(\d+[.,]\d+) {SECONDS[lang]}", part)
    assert {float(s.replace(",", ".")) for s in stated} == set(REACTION.values())


def check_switches(lang: str, body: str) -> None:
    """The on/off options say they start switched off."""
    assert not Options().pool and not Options().covered
    for key in OFF_BY_DEFAULT:
        bullet = option(lang, body, f"{SWITCHES[lang][key]}**")
        assert f"({DEFAULT[lang]}: {OFF[lang]})" in bullet, (lang, key)


@pytest.mark.parametrize("lang", CODES)
def test_the_headings_follow_one_outline(lang):
    """Every language has the same sections in the same order, under the game's own name
    (as the home screen shows it)."""
    assert text(lang).startswith(f"# {Translator(lang).t('game-snap')}\n")
    assert tuple(sections(text(lang))) == OUTLINE[lang]


@pytest.mark.parametrize("lang", CODES)
def test_the_text_states_the_seat_counts(lang):
    """2 to 6 players."""
    check_seats(lang, text(lang))


@pytest.mark.parametrize("lang", CODES)
def test_the_text_offers_the_two_packs(lang):
    """32 and 52 cards."""
    check_packs(lang, text(lang))


@pytest.mark.parametrize("lang", CODES)
def test_the_tie_window_is_a_tenth_of_a_second(lang):
    """Calls within 100 ms of each other tie."""
    check_tie(lang, text(lang))


@pytest.mark.parametrize("lang", CODES)
def test_the_time_limit_option_names_the_limits(lang):
    """5, 10 or 15 minutes or none, default 10."""
    check_time_limits(lang, text(lang))


@pytest.mark.parametrize("lang", CODES)
def test_the_computer_levels_react_as_stated(lang):
    """Easy about 1.2 s, normal 0.8 s, strong 0.45 s."""
    check_reactions(lang, text(lang))


@pytest.mark.parametrize("lang", CODES)
def test_the_variants_and_childrens_mode_are_off_by_default(lang):
    """Snap pool, the card underneath and children's mode start switched off."""
    check_switches(lang, text(lang))


@pytest.mark.parametrize("lang", CODES)
def test_the_glossary_words_are_used(lang):
    """The words players use (glossary §5), and the language's quotation marks."""
    check_words(text(lang), GLOSSARY[lang])


@pytest.mark.parametrize(
    ("check", "old", "new"),
    [
        (check_seats, "For 2 to 6 players.", "For 2 to 8 players."),
        (check_seats, "- 2 to 6 players and", "- 2 to 5 players and"),
        (check_packs, "**52 cards**", "**54 cards**"),
        (check_packs, "*32* or *52* cards", "*32* or *36* cards"),
        (check_tie, "within 100 milliseconds", "within 150 milliseconds"),
        (check_tie, "a tenth of a second", "a fifth of a second"),
        (check_time_limits, "(default: *10*)", "(default: *5*)"),
        (check_time_limits, "*10* or *15* minutes", "*10* or *20* minutes"),
        (check_time_limits, "or *none* (", "("),
        (check_reactions, "about 0.8 seconds", "about 0.6 seconds"),
        (check_reactions, "**Strong:**", "**Hard:**"),
        (check_switches, "**Snap pool** (default: off)", "**Snap pool** (default: on)"),
    ],
)
def test_the_checks_catch_a_wrong_text(check, old, new):
    """A text that says 2 to 8 players, a 54-card pack, 150 ms or another default fails."""
    body = text("en")
    check("en", body)
    assert old in body
    with pytest.raises((AssertionError, StopIteration)):
        check("en", body.replace(old, new))
