"""The record book in a real browser (server mode): a finished Bummerl is opened from the
history and stepped through, the book is saved as a real download, and another
household's empty app loads it through the real file picker and shows the same history.

The Bummerl is stored in the first app's data folder before it starts (a whole Bummerl
played through the screens would cost minutes of the suite); the replay, the download
and the file picker are the browser's own.
"""

from __future__ import annotations

import json
from pathlib import Path

from app.ui.household import Household
from tests.e2e.conftest import (
    QUICK,
    by_id,
    enable_semantics,
    open_app,
    shot,
    shown,
    start_server,
    stop_server,
)
from tests.records import bummerl, finished


def history_of(page, game_id: int) -> None:
    """The Statistics tab → History, until the game's row shows."""
    page.get_by_role("tab", name="Statistics").click()
    by_id(page, "open-history").click()
    shown(by_id(page, f"history-{game_id}"), timeout=30_000)


def test_a_replay_a_saved_book_and_a_loaded_one(browser, tmp_path):
    here, there = tmp_path / "here", tmp_path / "there"
    here.mkdir()
    there.mkdir()
    record = bummerl()
    db = Household(here).db
    game_id = finished(db, record.to_dict())
    db.close()
    first = start_server(here)
    try:
        page = open_app(browser, first.url, init=QUICK)
        history_of(page, game_id)
        by_id(page, f"history-{game_id}").click()
        shown(by_id(page, "replay-next"))
        last = len(record.moves)
        assert by_id(page, "replay-step").inner_text() == f"Move 0 of {last}"
        by_id(page, "replay-next").click()
        by_id(page, "replay-next").click()
        shown(by_id(page, "replay-step").filter(has_text=f"Move 2 of {last}"))
        assert by_id(page, "replay-move").inner_text().strip()
        shot(page, "book-replay")
        page.get_by_role("button", name="Back", exact=True).click()
        shown(by_id(page, f"history-{game_id}"))
        page.goto(first.url)
        enable_semantics(page)
        by_id(page, "open-settings").click()
        shown(by_id(page, "book-save"))
        with page.expect_download() as saving:
            by_id(page, "book-save").click()
        book = tmp_path / saving.value.suggested_filename
        saving.value.save_as(book)
        shown(by_id(page, "notice").filter(has_text="Record book saved"))
        page.context.close()
    finally:
        stop_server(first)
    saved = json.loads(Path(book).read_text(encoding="utf-8"))
    assert book.name.startswith("kartenrunde-") and len(saved["games"]) == 1
    second = start_server(there)
    try:
        page = open_app(browser, second.url, init=QUICK)
        by_id(page, "open-settings").click()
        shown(by_id(page, "book-load"))
        with page.expect_file_chooser() as choosing:
            by_id(page, "book-load").click()
        choosing.value.set_files(str(book))
        shown(by_id(page, "notice").filter(has_text="one new game"), timeout=30_000)
        shot(page, "book-loaded")
        page.get_by_role("button", name="Back", exact=True).click()
        history_of(page, game_id)
        assert "Anna" in by_id(page, f"history-{game_id}").inner_text()
        by_id(page, f"history-{game_id}").click()
        shown(by_id(page, "replay-step").filter(has_text=f"Move 0 of {len(record.moves)}"))
        page.context.close()
    finally:
        stop_server(second)
