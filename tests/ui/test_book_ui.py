"""Settings → the record book on the real Flet session path: saving hands the browser a
download of the whole book, loading (the file the picker returns) merges it and says
what came in, a damaged file changes nothing, and the book's settings fill in only what
this phone never changed."""

from __future__ import annotations

import asyncio
import json
from pathlib import Path
from typing import Any

import pytest

from app.stats import SeatResult, add_player, export_text, history, list_players, record_result
from app.ui.app import make_main
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


async def server_app(folder: Path) -> tuple[Harness, Any, Path]:
    """The app as a browser session of the web server sees it: a picked file's contents
    are uploaded to the server's folder for uploads (returned too)."""
    uploads = folder / "uploads"
    h = Harness()
    await h.run(make_main(Household(folder, uploads)))
    return h, h.page.data, uploads


async def upload_asked(h: Harness, content: bytes) -> tuple[asyncio.Task, Any]:
    """The person picks ``content`` in server mode (the picker reports its name and
    size only): the loading that starts, once it has asked the browser to upload it, and
    that request."""
    picker = h.find("book-load").action.file_picker
    file = {"id": 0, "name": "book.json", "size": len(content), "bytes": None}
    picking = asyncio.create_task(h.session.dispatch_event(picker._i, "result", {"files": [file]}))
    for _ in range(1000):
        if h.conn.uploads:
            return picking, h.conn.uploads[-1]
        await asyncio.sleep(0)
    raise AssertionError("no upload was asked for")


async def upload_news(h: Harness, progress: float | None, error: str | None = None) -> None:
    """The browser tells how far the upload got (or why it failed)."""
    picker = h.find("book-load").action.file_picker
    news = {"file_name": "book.json", "progress": progress, "error": error}
    await h.session.dispatch_event(picker._i, "upload", news)
    for _ in range(20):
        await asyncio.sleep(0)
    await h.drawn()


def sent(h: Harness, text: str) -> bool:
    """Whether ``text`` went to the browser in a change of the screen."""
    return any(
        text in repr(body) for action, body in h.conn.messages if action.name == "PATCH_CONTROL"
    )


async def test_a_book_above_the_limit_is_refused_at_once_before_it_travels(tmp_path):
    """The picker reports a 50 MB file: the app says the limit at once and asks for no
    upload; nothing changes."""
    h, shell, _ = await server_app(tmp_path)
    await to_settings(h, shell)
    picker = h.find("book-load").action.file_picker
    assert h.find("book-load").action.with_data is False, "the contents come later"
    big = {"id": 0, "name": "book.json", "size": 50_300_000, "bytes": None}
    await h.session.dispatch_event(picker._i, "result", {"files": [big]})
    await h.drawn()
    assert notice(h) == (
        "This file is 50.3 MB; a record book may be at most 40 MB. Nothing was changed."
    )
    assert h.conn.uploads == [] and history(shell.db) == []
    assert not h.find("book-progress").visible


async def test_a_book_is_uploaded_showing_how_much_arrived_then_checked_and_merged(tmp_path):
    """In server mode the picked book is uploaded while the screen shows how much has
    arrived (the Load button waits); then its games are checked, N of M, and merged; the
    uploaded file is not kept."""
    h, shell, uploads = await server_app(tmp_path / "here")
    await to_settings(h, shell)
    content = other_phone(tmp_path / "there")
    picking, asked = await upload_asked(h, content)
    assert asked.id == 0 and asked.upload_url.startswith("/upload?f=")
    await upload_news(h, 0.4)
    progress = h.find("book-progress")
    assert progress.visible and progress.controls[0].value == "Reading the file: 40%"
    assert progress.controls[1].value == 0.4 and h.find("book-load").disabled
    name = asked.upload_url.split("f=")[1].split("&")[0]
    (uploads / name).parent.mkdir(parents=True, exist_ok=True)
    (uploads / name).write_bytes(content)
    await upload_news(h, 1.0)
    await picking
    await h.drawn()
    assert notice(h) == "Record book loaded: 2 new players and one new game."
    assert sent(h, "Checking the games: 0 of 1") and sent(h, "Adding the games…")
    assert not h.find("book-progress").visible and not h.find("book-load").disabled
    assert len(history(shell.db)) == 1 and list(uploads.iterdir()) == []


async def test_a_failed_upload_is_said_and_changes_nothing(tmp_path):
    h, shell, _ = await server_app(tmp_path / "here")
    await to_settings(h, shell)
    picking, _ = await upload_asked(h, other_phone(tmp_path / "there"))
    await upload_news(h, None, "Upload endpoint returned code 413")
    await picking
    await h.drawn()
    assert notice(h) == "The file could not be read. Nothing was changed; please try again."
    assert history(shell.db) == [] and not h.find("book-load").disabled


async def test_games_left_out_and_names_tidied_are_said(tmp_path):
    """A game with a move that isn't legal and one of an unknown game stay out, and the
    message says how many and why; an invisible mark after a name goes, and it says so."""
    h, shell = await open_app(tmp_path / "here")
    await to_settings(h, shell)
    book = json.loads(other_phone(tmp_path / "there"))
    [game] = book["games"]
    game["record"] = {
        "format": 2,
        "game": "schnapsen",
        "options": {},
        "seed": "s1",
        "seats": 2,
        "moves": ["play:0:XX"],
    }
    poker = {**game, "uid": "poker-night", "game": "poker", "record": None}
    book["games"].append(poker)
    book["players"][0]["name"] += "\u200b"
    await pick(h, json.dumps(book).encode())
    assert history(shell.db) == []
    assert notice(h) == (
        "Record book loaded: 2 new players and no new games."
        " 2 games were left out: one with moves that aren't legal,"
        " one of a game this app doesn't know."
        " One name was tidied up as a typed name would be: Ben<U+200B> → Ben."
    )
