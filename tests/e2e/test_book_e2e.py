"""The record book in a real browser (server mode): Anna finishes a game of Schnitzel
against two computers by taps, opens it from the history and steps through its replay
(every card open), saves the book as a real download, and another household's empty app
loads it through the real file picker and shows the same game in its history.

The game's opening turns are played in Python (as the Schnitzel browser test does: a
whole game by taps would cost minutes of the suite); its end, the history, the replay,
the download and the file picker are the browser's own. Clearing the site data is a
second, empty app: in server mode the household lives in the server's data folder.
"""

from __future__ import annotations

import json
import re
import uuid
from pathlib import Path

from playwright.sync_api import expect

from app.stats import open_db
from app.ui.household import DB_NAME
from tests.e2e.conftest import (
    QUICK,
    by_id,
    enable_semantics,
    open_app,
    open_saved,
    shot,
    shown,
    start_server,
    stop_server,
    until,
)
from tests.e2e.schnitzel_play import near_the_end, to_the_result

ENDED = re.compile(r"one more turn\.|The X card came up\.|wins at once\.|any more\.")
"""The last move's words end with why the game ended."""


def history_of(page, game_id: int) -> None:
    """The Statistics tab → History, until the game's row shows."""
    page.get_by_role("tab", name="Statistics").click()
    by_id(page, "open-history").click()
    shown(by_id(page, f"history-{game_id}"), timeout=30_000)


def step_on(page, step: int, last: int) -> None:
    """Tap "next" in the replay until it shows move ``step``, as a person would: a tap
    that did nothing within 3 s is tapped again (once, in a quiet clean run, two quick
    taps right after the screen arrived did not bring it to move 2), but only while the
    step still shows the move before (a tap that is merely late is not doubled)."""
    shows = by_id(page, "replay-step")
    for _ in range(3):
        by_id(page, "replay-next").click()
        if until(page, lambda: shows.filter(has_text=f"Move {step} of {last}").count() > 0, 3):
            return
        if shows.inner_text() != f"Move {step - 1} of {last}":
            break
    shown(shows.filter(has_text=f"Move {step} of {last}"))


def finished_games(data_dir: Path) -> list[tuple[int, int]]:
    """Each finished game in the household's store: its id and how many moves its
    record kept."""
    db = open_db(data_dir / DB_NAME).db
    try:
        rows = db.execute("SELECT id, record FROM games ORDER BY id").fetchall()
    finally:
        db.close()
    return [(game_id, len(json.loads(record)["moves"])) for game_id, record in rows]


def test_a_game_played_its_replay_a_saved_book_and_a_loaded_one(browser, tmp_path):
    here, there = tmp_path / "here", tmp_path / "there"
    here.mkdir()
    there.mkdir()
    first = start_server(here)
    client = f"book-{uuid.uuid4().hex[:8]}"
    try:
        page = open_saved(browser, first, client, near_the_end(client), init=QUICK)
        shown(by_id(page, "call"), timeout=20_000)
        to_the_result(page)
        by_id(page, "next-round").click()  # home: the game goes into the record book
        shown(by_id(page, "tile-schnitzel"))
        [(game_id, last)] = finished_games(here)
        history_of(page, game_id)
        assert "Anna" in by_id(page, f"history-{game_id}").inner_text()
        by_id(page, f"history-{game_id}").click()
        shown(by_id(page, "replay-next"))
        assert by_id(page, "replay-step").inner_text() == f"Move 0 of {last}"
        step_on(page, 1, last)
        step_on(page, 2, last)
        expect(by_id(page, "replay-move")).to_contain_text(re.compile(r"looked at place \d: "))
        expect(by_id(page, "replay-seat-1")).to_contain_text(re.compile(r"\(Easy\): \S+, \S+"))
        shot(page, "book-replay")
        by_id(page, "replay-last").click()
        shown(by_id(page, "replay-step").filter(has_text=f"Move {last} of {last}"))
        expect(by_id(page, "replay-move")).to_contain_text(ENDED)
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
        page.close()
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
        [(loaded, kept)] = finished_games(there)
        history_of(page, loaded)
        assert "Anna" in by_id(page, f"history-{loaded}").inner_text()
        by_id(page, f"history-{loaded}").click()
        shown(by_id(page, "replay-step").filter(has_text=f"Move 0 of {last}"))
        assert kept == last
        page.close()
    finally:
        stop_server(second)
