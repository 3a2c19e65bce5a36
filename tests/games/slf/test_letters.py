"""app/games/slf/RULES.md §Matching a letter: accents and umlauts ignored, Hungarian double letters
count as their first letter, X/Y takes either; words in German, English and Hungarian."""

from __future__ import annotations

import pytest

from app.games.slf.letters import first_in_alphabet, fits, initial, leading_double_letter

GERMAN = [
    ("Affe", "A"),
    ("Ähre", "A"),
    ("Öl", "O"),
    ("Überraschungsei", "U"),
    ("Zitrone", "Z"),
    ("Quark", "Q"),
    ("Xylophon", "XY"),
    ("Yak", "XY"),
    ("Jaguar", "J"),
    ("„Wal“", "W"),
    ("ßuppe", "S"),
]
ENGLISH = [
    ("Hamster", "H"),
    ("éclair", "E"),
    ("Zürich", "Z"),
    ("yo-yo", "XY"),
    ("xylophone", "XY"),
    ("Crème brûlée", "C"),
    ("  Thames", "T"),
    ("Øresund", "O"),
]
HUNGARIAN = [
    ("csiga", "C"),
    ("Cseresznye", "C"),
    ("dzsem", "D"),
    ("Dzsungel", "D"),
    ("gyufa", "G"),
    ("lyuk", "L"),
    ("nyúl", "N"),
    ("szamár", "S"),
    ("tyúk", "T"),
    ("zsiráf", "Z"),
    ("Ázsia", "A"),
    ("őz", "O"),
    ("ügyvéd", "U"),
    ("Űrhajó", "U"),
    ("Érd", "E"),
    ("íj", "I"),
]


@pytest.mark.parametrize(("term", "letter"), GERMAN + ENGLISH + HUNGARIAN)
def test_terms_fit_their_letter(term, letter):
    """Each word fits the card of its first letter, accents ignored."""
    assert fits(term, letter)


@pytest.mark.parametrize(
    ("term", "letter"),
    [
        ("Affe", "B"),
        ("Öl", "E"),
        ("Zebra", "XY"),
        ("csiga", "S"),
        ("szamár", "Z"),
        ("gyufa", "Y"),
        ("nyúl", "Y"),
        ("zsiráf", "S"),
        ("dzsem", "Z"),
        ("", "A"),
        ("123", "A"),
        ("Yak", "X"),
    ],
)
def test_terms_do_not_fit_other_letters(term, letter):
    """A Hungarian double letter counts only as its first letter; X/Y is one card."""
    assert not fits(term, letter)


def test_initial_and_double_letters():
    """The UI can show which letter a term needs, and name the Hungarian double letter."""
    assert initial("Ärger") == "A"
    assert initial("ßtraße") == "S"
    assert initial("  „Élet“") == "E"
    assert initial("42") is None
    assert leading_double_letter("Dzsungel") == "Dzs"
    assert leading_double_letter("dzéta") == "Dz"
    assert leading_double_letter("Csiga") == "Cs"
    assert leading_double_letter("cirkusz") is None
    assert leading_double_letter("„Szeged“") == "Sz"


def test_first_in_alphabet_picks_the_first_seat():
    """Seed "Gameplay": the player whose first name comes first turns the first category;
    the UI works it out with this helper and passes ``first_seat``."""
    assert first_in_alphabet(["Florian", "Anna", "Ben"]) == 1
    assert first_in_alphabet(["Zoé", "Ádám", "Bence"]) == 1
    assert first_in_alphabet(["Ömer", "Otto"]) == 0, "Ö counts as O: Ome < Ott"
    assert first_in_alphabet(["anna", "Anna"]) == 0
    with pytest.raises(ValueError):
        first_in_alphabet([])


def test_a_seat_without_a_name_comes_after_every_name():
    """A seat left unnamed ("", shown as "Player 2") has no first name: the named seats go
    first; with no name at all, the first seat begins."""
    assert first_in_alphabet(["", "Zoe"]) == 1
    assert first_in_alphabet(["Zoe", " ", "Ben"]) == 2
    assert first_in_alphabet(["", ""]) == 0
