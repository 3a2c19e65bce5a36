"""Settings → the record book on the real Flet session path: saving hands the browser a
download of the whole book, loading (the file the picker returns) merges it and says
what came in, a damaged file changes nothing, and the book's settings fill in only what
this phone never changed."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from app.stats import SeatResult, add_player, export_text, history, list_players, record_result
from app.ui.household import Household
from app.ui.shell import SETTINGS_KEY
from tests.ui.harness import Harness, open_app

pytestmark = pytest.mark.asyncio


def other_phone(folder: Path) -> bytes:
    """The book file of another household: Mia and Ben, one Schnapsen game Mia won, a
    dark theme and German faces."""
    db = Household(folder).db
    mia, ben = add_player(db, "Mia"), add_player(db, "Ben")
    record_result(
        db,
        game="schnapsen",
        options={"target": 7},
        seed="s1",
        started="2026-11-28T18:00:00+01:00",
        ended="2026-11-28T18:40:00+01:00",
        outcome={"winners": [0]},
        seats=[
            SeatResult(0, mia.id, "Mia", None, 7, True),
            SeatResult(1, ben.id, "Ben", None, 3, False),
        ],
        uid="game-one",
    )
    text = export_text(db, {"theme": "dark", "skin": "german", "sound": False})
    db.close()
    return text.encode("utf-8")


async def to_settings(h: Harness, shell) -> None:
    """Open the settings as a tap on the gear would."""
    shell.go("/settings")
    await h.drawn()


async def pick(h: Harness, content: bytes | None, name: str = "book.json") -> None:
    """The person picks ``content`` in the file picker the Load button opened."""
    picker = h.find("book-load").action.file_picker
    size = 0 if content is None else len(content)
    file = {"id": 1, "name": name, "size": size, "bytes": content}
    await h.session.dispatch_event(picker._i, "result", {"files": [file]})
    await h.drawn()


def notice(h: Harness) -> str:
    """The short message on screen."""
    return h.find("notice").content.value


async def test_saving_downloads_the_whole_book_and_says_what_it_holds(tmp_path):
    h, shell = await open_app(tmp_path)
    add_player(shell.db, "Anna")
    await to_settings(h, shell)
    await h.fire(h.find("book-save"), "click")
    [(name, data)] = h.conn.saved
    assert name.startswith("kartenrunde-") and name.endswith(".json")
    book = json.loads(data)
    assert [p["name"] for p in book["players"]] == ["Anna"] and book["games"] == []
    assert book["settings"]["theme"] == "system" and "diagnostics" not in book["settings"]
    assert notice(h) == "Record book saved: one player and no games."


async def test_a_refused_download_is_said_and_nothing_changes(tmp_path):
    h, shell = await open_app(tmp_path)
    add_player(shell.db, "Anna")
    await to_settings(h, shell)
    h.conn.refused.add("save_file")
    await h.fire(h.find("book-save"), "click")
    assert h.conn.saved == [] and [p.name for p in list_players(shell.db)] == ["Anna"]
    assert notice(h).startswith("The record book could not be saved.")


async def test_loading_merges_the_book_and_twice_adds_nothing(tmp_path):
    h, shell = await open_app(tmp_path / "here")
    add_player(shell.db, "ben")
    await to_settings(h, shell)
    content = other_phone(tmp_path / "there")
    await pick(h, content)
    assert [p.name for p in list_players(shell.db)] == ["ben", "Mia"]
    [game] = history(shell.db)
    assert [s.name for s in game.seats] == ["Mia", "ben"], "Ben is this phone's ben"
    assert notice(h) == "Record book loaded: one new player and one new game."
    await pick(h, content)
    assert len(history(shell.db)) == 1
    assert notice(h) == "Record book loaded: no new players and no new games; one was already here."


async def test_a_damaged_file_is_refused_and_changes_nothing(tmp_path):
    h, shell = await open_app(tmp_path / "here")
    await to_settings(h, shell)
    content = other_phone(tmp_path / "there")
    await pick(h, content[: len(content) // 2])
    assert list_players(shell.db) == [] and history(shell.db) == []
    assert notice(h).startswith("This file isn't a readable record book")


async def test_the_books_settings_fill_in_only_what_this_phone_never_changed(tmp_path):
    stored = {SETTINGS_KEY: json.dumps({"language": "en", "skin": "hungarian"})}
    h, shell = await open_app(tmp_path / "here", stored)
    await to_settings(h, shell)
    await pick(h, other_phone(tmp_path / "there"))
    assert (shell.settings.theme, shell.settings.sound) == ("dark", False)
    assert shell.settings.skin == "hungarian" and shell.settings.language == "en"
    assert json.loads(h.conn.prefs[SETTINGS_KEY])["theme"] == "dark"
