"""A database that cannot be written, or that another process holds locked, on the real
Flet session path (issue 18, points 3 and 4): the game stays on screen, a translated
message says it could not be saved, the writes are retried, and the event loop is never
held for SQLite's busy timeout; a damaged file's notice reaches every phone until one
person confirms it."""

from __future__ import annotations

import json
import sqlite3
import time
from pathlib import Path

import pytest
from flet.messaging.protocol import MessageAction

from app.games import GAMES
from app.games.schnapsen.model import Play
from app.stats import SeatResult, add_player, load_game, open_db, summaries
from app.ui.app import make_main
from app.ui.games import SCREENS
from app.ui.household import DB_NAME, Household
from app.ui.session import Seat
from app.ui.shell import CLIENT_KEY, SETTINGS_KEY
from tests.games import race
from tests.stats.test_stats_results import _record as record
from tests.ui import race_screens
from tests.ui.harness import Harness, at_result, open_app, settle, until
from tests.ui.test_schnapsen_ui import new_game
from tests.ui.test_table import grab_session

pytestmark = pytest.mark.asyncio

LOOP_BOUND = 0.1
"""Seconds a tap's handler may take while the database is locked (a bound, not a benchmark)."""


def prefs(language: str = "en") -> dict[str, str]:
    """The browser "phone" in ``language``."""
    return {CLIENT_KEY: "phone", SETTINGS_KEY: json.dumps({"language": language})}


class Lock:
    """Another process's connection holding the database in an exclusive transaction."""

    def __init__(self, path: Path) -> None:
        self.conn = sqlite3.connect(str(path), timeout=0, isolation_level=None)
        self.conn.execute("BEGIN EXCLUSIVE")

    def release(self) -> None:
        """End the transaction and close the connection."""
        self.conn.execute("ROLLBACK")
        self.conn.close()


@pytest.fixture
def registered(monkeypatch):
    """The toy race game of tests/games/race.py, registered for the test."""
    monkeypatch.setitem(GAMES, race.GAME.id, race.GAME)
    monkeypatch.setitem(SCREENS, race.GAME.id, race_screens.SCREENS)


def notice(h: Harness) -> str:
    """The short message at the top of the screen ("" if none is up)."""
    return h.find("notice").content.value if h.has("notice") else ""


def crashed(h: Harness) -> bool:
    """True if an unexpected error stopped the app: Flet's error screen or the app's."""
    flet = any(action == MessageAction.SESSION_CRASHED for action, _ in h.conn.messages)
    return flet or h.has("boundary")


def saved_moves(path: Path) -> list[str]:
    """The moves of the phone's saved Schnapsen game, read by a connection of its own."""
    opened = open_db(path)
    try:
        saved = load_game(opened.db, "phone", "schnapsen")
        return saved.record["record"]["moves"] if saved else []
    finally:
        opened.db.close()


async def my_turn(table) -> Play:
    """Wait until the person may play a card (closing a deal's result); that card."""

    def ready() -> bool:
        if at_result(table):
            table.acknowledge()
        return not at_result(table) and table.viewer() in table.session.actors()

    await until(ready)
    return next(m for m in table.session.legal(table.viewer()) if isinstance(m, Play))


async def tap_card(h: Harness, table) -> float:
    """Tap a card the person may play; the seconds its handler held the event loop."""
    card = (await my_turn(table)).card
    await until(lambda: h.has(f"hand-{card.code}"))
    control = h.find(f"hand-{card.code}")
    began = time.perf_counter()
    await h.session.dispatch_event(control._i, "click", None)
    held = time.perf_counter() - began
    await h.drawn()
    await settle(2)
    return held


async def test_a_tap_on_a_locked_database_keeps_the_game_and_the_next_tap_saves_it(tmp_path):
    """Another process holds the file locked: the tap is played and drawn at once (the
    handler never waits for the lock), a German message says the game could not be saved
    and will be; once the lock is gone the next tap saves every move."""
    h, shell = await open_app(tmp_path, prefs("de"))
    await new_game(h, shell)
    table = shell.table
    table.pause = 1.0  # the computer answers after the checks below
    lock = Lock(tmp_path / DB_NAME)
    try:
        held = await tap_card(h, table)
        assert held < LOOP_BOUND
        assert not crashed(h) and shell.route == "/play/schnapsen" and shell.table is table
        assert "Die Partie konnte gerade nicht gespeichert werden" in notice(h)
    finally:
        lock.release()
    table.pause = 0
    await tap_card(h, table)
    await settle()
    assert not crashed(h)
    await until(lambda: saved_moves(tmp_path / DB_NAME) == list(table.session.record.moves))


async def test_the_computers_move_is_shown_when_its_save_fails(tmp_path):
    """The lock comes before the computer plays: its move is still drawn, the table does
    not stay on "is thinking…", and it is the person's turn again."""
    h, shell = await open_app(tmp_path, prefs())
    await new_game(h, shell)
    table = shell.table
    computers = [i for i, seat in enumerate(table.session.seats) if seat.bot]
    table.thinking.update(computers)  # the computer waits until the lock is there
    while not table.session.computers():
        if at_result(table):
            table.acknowledge()
        else:
            table.act(await my_turn(table))
        await h.drawn()
    played = len(table.session.record.moves)
    lock = Lock(tmp_path / DB_NAME)
    try:
        table.thinking.difference_update(computers)
        table.schedule_computers()
        await until(lambda: len(table.session.record.moves) > played)
        await my_turn(table)
        await settle()
        await h.drawn()
        assert not crashed(h)
        assert not any("is thinking" in text for text in h.texts())
        assert any(i.startswith("hand-") for i in identifiers(h))
        assert notice(h).startswith("The game couldn't be saved just now")
    finally:
        lock.release()


def identifiers(h: Harness) -> list[str]:
    """The identifiers of the tagged controls on screen."""
    return [c.identifier for c in h.all() if isinstance(getattr(c, "identifier", None), str)]


async def test_saving_is_retried_until_the_lock_is_gone(tmp_path):
    """Without another tap, the waiting save is made once the lock goes, and the phone
    is told quietly that everything is saved again."""
    h, shell = await open_app(tmp_path, prefs())
    await new_game(h, shell)
    table = shell.table
    table.thinking.update(i for i, seat in enumerate(table.session.seats) if seat.bot)
    shell.household.writes.delays = (0.05,)
    before = saved_moves(tmp_path / DB_NAME)
    lock = Lock(tmp_path / DB_NAME)
    try:
        await tap_card(h, table)
        await until(lambda: notice(h).startswith("The game couldn't be saved just now"))
        assert saved_moves(tmp_path / DB_NAME) == before
    finally:
        lock.release()
    moves = list(table.session.record.moves)
    await until(lambda: saved_moves(tmp_path / DB_NAME) == moves, timeout=5)
    await until(lambda: notice(h) == "Everything is saved again.")


async def test_an_unwritable_file_is_written_once_it_may_be_without_a_restart(tmp_path, freeze):
    """The server starts on a file it may not write: the new game and the taps stay on
    screen, one message says so (not one per tap); once the file may be written again,
    the next tap saves the game on the same connection's household."""
    path = tmp_path / DB_NAME
    open_db(path).db.close()
    thaw = freeze(path)
    h, shell = await open_app(tmp_path, prefs("hu"))
    await new_game(h, shell)
    table = shell.table
    table.pause = 0
    assert not crashed(h) and shell.route == "/play/schnapsen"
    told = shell.notice.count
    assert notice(h).startswith("A játékot most nem sikerült menteni")
    await tap_card(h, table)
    await settle()
    assert shell.notice.count == told, "told once, not once per tap"
    assert saved_moves(path) == []  # not even the new game
    thaw()
    await tap_card(h, table)
    await settle()
    assert not crashed(h)
    assert saved_moves(path) == list(table.session.record.moves)[: len(saved_moves(path))]
    assert len(saved_moves(path)) >= 2


async def test_a_finished_game_is_recorded_once_the_lock_is_gone(tmp_path, registered):  # noqa: F811
    """The result is closed while the file is locked: home comes, nothing is lost, and
    the retry records the game in the statistics."""
    h, shell = await open_app(tmp_path, prefs())
    shell.household.writes.delays = (0.05,)
    shell.begin(grab_session(Seat("Anna"), Seat("Quick", bot="quick")))
    await h.drawn()
    table = shell.table
    table.pause = 0
    await until(lambda: at_result(table))
    await h.drawn()
    lock = Lock(tmp_path / DB_NAME)
    try:
        await h.fire(h.find("next-round"), "click")
        await settle()
        assert not crashed(h) and shell.route == "/"
        assert not h.has("running-race") and not h.has("continue-banner"), "it is over"
    finally:
        lock.release()

    def recorded() -> bool:
        opened = open_db(tmp_path / DB_NAME)
        try:
            return opened.db.execute("SELECT count(*) FROM games").fetchone()[0] == 1
        finally:
            opened.db.close()

    await until(recorded, timeout=5)
    assert load_game(shell.db, "phone", "race") is None


async def test_adding_a_player_to_a_locked_database_says_so_and_keeps_the_name(tmp_path):
    """The name stays in the field, the list is unchanged, a message says why."""
    h, shell = await open_app(tmp_path, prefs())
    shell.go("/players")
    await h.drawn()
    lock = Lock(tmp_path / DB_NAME)
    try:
        await h.fire(h.find("player-name"), "change", value="Anna")
        began = time.perf_counter()
        await h.fire(h.find("player-add"), "click")
        assert time.perf_counter() - began < 1.0
        assert not crashed(h)
        assert h.find("player-name").value == "Anna"
        assert h.find("player-name").error.startswith("That couldn't be saved just now")
        assert h.has("players-empty")
    finally:
        lock.release()
    await h.fire(h.find("player-add"), "click")
    assert h.has("player-Anna") and [s.name for s in summaries(shell.db)] == ["Anna"]


# ------------------------------------------------------------ point 4: a damaged file


async def phone(household: Household) -> Harness:
    """Another phone connecting to the same server."""
    h = Harness({CLIENT_KEY: "other", SETTINGS_KEY: json.dumps({"language": "en"})})
    await h.run(make_main(household))
    return h


def recovery(h: Harness):
    """The open notice about the damaged file, or None."""
    for dialog in h.page._dialogs.controls:
        if dialog.open and "damaged" in str(getattr(dialog.title, "value", "")):
            return dialog
    return None


async def test_every_phone_is_told_of_a_damaged_file_until_one_confirms(tmp_path):
    """Two phones, and a third after a server restart, all hear where the damaged file
    went and that a new empty one was started; once one confirms, no phone hears it
    again, not even after another restart."""
    (tmp_path / DB_NAME).write_bytes(b"this is not a database" * 100)
    household = Household(tmp_path)
    first, second = await phone(household), await phone(household)
    moved = sorted(tmp_path.glob(f"{DB_NAME}.damaged-*"))
    assert len(moved) == 1
    for h in (first, second):
        dialog = recovery(h)
        assert dialog is not None
        assert str(moved[0]) in dialog.content.value
        assert "new, empty" in dialog.content.value
    restarted = Household(tmp_path)
    third = await phone(restarted)
    dialog = recovery(third)
    assert dialog is not None and str(moved[0]) in dialog.content.value
    await third.fire(third.find("recovery-confirm"), "click")
    assert recovery(third) is None
    assert recovery(await phone(restarted)) is None
    assert recovery(await phone(household)) is None
    assert recovery(await phone(Household(tmp_path))) is None
    assert moved[0].exists()


async def test_a_phone_that_comes_back_after_another_confirmed_is_not_told_again(tmp_path):
    """Phones A and B hear of the damaged file and B confirms; A reloads (Flet gives it
    the same session back, notice and all): the notice goes (issue 34 point 4)."""
    (tmp_path / DB_NAME).write_bytes(b"this is not a database" * 100)
    household = Household(tmp_path)
    a, b = await phone(household), await phone(household)
    assert recovery(a) is not None and recovery(b) is not None
    await b.fire(b.find("recovery-confirm"), "click")
    assert recovery(b) is None
    await a.session.dispatch_connect_event()
    await a.drawn()
    assert recovery(a) is None


# ------------------------------------------------ issue 34 point 2: a write-protected folder

READ_ONLY_TITLES = {
    "de": "Auf diesem Gerät kann nichts gespeichert werden",
    "en": "Nothing can be saved on this device",
    "hu": "Ezen az eszközön semmit sem lehet menteni",
}


def on_disk(folder: Path) -> dict[str, bytes]:
    """Every file in ``folder`` by name, with its bytes."""
    return {p.name: p.read_bytes() for p in sorted(folder.iterdir())}


async def test_a_write_protected_folder_tells_every_phone_and_the_game_plays_on(tmp_path, freeze):
    """The server starts on a folder and file it may not write, holding a saved game and
    the statistics: every phone hears in its own language that nothing can be saved and
    why; the saved game and the statistics are there, a saved game goes on and a new one
    starts, moves are played; not a byte on disk changes (issue 34 point 2)."""
    path = tmp_path / DB_NAME
    h, shell = await open_app(tmp_path, prefs())
    await new_game(h, shell)
    await tap_card(h, shell.table)
    await settle()
    player = add_player(shell.db, "Anna")
    record(shell.db, "schnapsen", [SeatResult(0, player.id, "Anna", None, 7, True)])
    played = saved_moves(path)
    assert played
    shell.release()
    shell.db.close()
    before = on_disk(tmp_path)
    assert list(before) == [DB_NAME], "no -wal or -shm is left"
    freeze(path)
    freeze(tmp_path)

    household = Household(tmp_path)
    phones = {}
    for language in READ_ONLY_TITLES:
        client = "phone" if language == "en" else f"phone-{language}"
        phone = Harness({**prefs(language), CLIENT_KEY: client})
        await phone.run(make_main(household))
        phones[language] = phone
    for language, title in READ_ONLY_TITLES.items():
        texts = phones[language].texts()
        assert title in texts, language
        assert any(str(tmp_path) in text for text in texts), "where it is"
        await phones[language].fire(phones[language].find("read-only-ok"), "click")
        assert title not in phones[language].texts()

    en = phones["en"]
    mine = en.page.data
    assert en.has("running-schnapsen"), "the saved game is there"
    mine.go("/stats")
    await en.drawn()
    assert "Anna" in en.texts()
    mine.go("/play/schnapsen")
    await en.drawn()
    table = mine.table
    table.pause = 0
    assert list(table.session.record.moves)[: len(played)] == played
    await tap_card(en, table)
    await settle()
    assert len(table.session.record.moves) > len(played)
    assert notice(en).startswith("The game couldn't be saved just now")

    hu = phones["hu"]
    await new_game(hu, hu.page.data)
    await tap_card(hu, hu.page.data.table)
    await settle()
    for phone in phones.values():
        assert not crashed(phone)
    assert on_disk(tmp_path) == before
