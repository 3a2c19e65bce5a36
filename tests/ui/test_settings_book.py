"""The settings a record book carries: which ones, and how a phone takes them in."""

from __future__ import annotations

from typing import get_type_hints

from app.ui import settings
from app.ui.settings import IN_BOOK, Settings


def test_a_book_carries_the_settings_worth_keeping_not_the_diagnostics():
    kept = Settings(theme="dark", diagnostics=True).for_book()
    assert set(kept) == set(IN_BOOK) and kept["theme"] == "dark"
    assert "diagnostics" not in kept


def test_only_what_the_phone_never_changed_is_taken_and_bad_values_are_ignored():
    phone = Settings(language="hu", skin="german")
    book = {"language": "de", "skin": "french", "theme": "purple", "sound": False, "x": 1}
    taken = phone.adopt(book)
    assert (taken.language, taken.skin) == ("hu", "german"), "chosen here: kept"
    assert taken.theme == "system", "not a theme: ignored"
    assert taken.sound is False
    assert phone.adopt("not a mapping") == phone


def test_a_change_names_each_setting_with_its_type():
    """``Changes`` (what ``Host.change`` takes) is the settings' fields, types included,
    so a new setting cannot be changed under a wrong type."""
    assert get_type_hints(settings.Changes) == get_type_hints(Settings)
