"""Opening a database whose file and folder may not be written (issue 34 point 2): what
can be read is opened (read-only, or a copy in memory brought up to date), nothing on
disk changes, and the store says that nothing can be saved."""

from __future__ import annotations

import json
import os
import random
import sqlite3
import tempfile
from pathlib import Path

import pytest

from app.stats import (
    Opened,
    add_player,
    list_players,
    load_game,
    open_db,
    save_game,
    saved_games,
    schema_version,
)
from app.stats.db import blocked, read_only, reconnect
from tests.stats.test_stats_db import VERSIONS, _old_store


def _on_disk(folder: Path) -> dict[str, bytes]:
    """Every file in ``folder`` by name, with its bytes."""
    return {p.name: p.read_bytes() for p in sorted(folder.iterdir())}


def _kept(path: Path) -> None:
    """A server's file in write-ahead-log mode with a player and a saved game, closed so
    that no ``-wal`` or ``-shm`` is left beside it."""
    db = open_db(path, wal=True).db
    add_player(db, "Anna")
    save_game(db, "phone", "schnapsen", {"moves": [1, 2]})
    db.close()
    assert sorted(p.name for p in path.parent.iterdir()) == [path.name]


def _open_frozen(path: Path, freeze) -> tuple[Opened, dict[str, bytes]]:
    """``path`` (if there) and its folder made unwritable, then opened in server mode;
    with what the folder held before."""
    before = _on_disk(path.parent)
    if path.exists():
        freeze(path)
    freeze(path.parent)
    opened = open_db(path, wal=True)
    assert opened.unwritable and opened.recovered is None
    return opened, before


def test_a_write_protected_folder_is_read_as_it_is(tmp_path: Path, freeze) -> None:
    """The players and the saved game are there; a write fails as one the environment is
    in the way of (not as damage), and the folder is as it was."""
    path = tmp_path / "stats.db"
    _kept(path)
    opened, before = _open_frozen(path, freeze)
    assert [p.name for p in list_players(opened.db)] == ["Anna"]
    saved = load_game(opened.db, "phone", "schnapsen")
    assert saved is not None and saved.record == {"moves": [1, 2]}
    with pytest.raises(sqlite3.OperationalError) as refused:
        add_player(opened.db, "Ben")
    assert blocked(refused.value) and read_only(refused.value)
    assert not reconnect(opened.db, path), "a new connection could not write either"
    assert [p.name for p in list_players(opened.db)] == ["Anna"], "the old one still reads"
    opened.db.close()
    assert _on_disk(tmp_path) == before


def test_a_write_protected_file_can_be_written_once_it_may_be(tmp_path: Path, freeze) -> None:
    """Only the file is protected: it opens as unwritable, and once it may be written a
    new connection takes over and writes."""
    path = tmp_path / "stats.db"
    open_db(path).db.close()
    thaw = freeze(path)
    opened = open_db(path)
    assert opened.unwritable
    thaw()
    assert reconnect(opened.db, path)
    add_player(opened.db, "Ben")
    assert not open_db(path).unwritable


def test_a_broken_save_that_cannot_be_set_aside_is_passed_over(tmp_path: Path, freeze) -> None:
    """A save that cannot be resumed would be moved to ``damaged_saves``; while nothing
    may be written it stays where it is, and the sound saves are read all the same."""
    path = tmp_path / "stats.db"
    _kept(path)
    db = open_db(path).db
    save_game(db, "phone", "slf", {"moves": []})
    db.execute("UPDATE saved_games SET record = '{' WHERE game = 'slf'")
    db.conn.commit()
    db.close()
    opened, before = _open_frozen(path, freeze)
    assert [s.game for s in saved_games(opened.db, "phone")] == ["schnapsen"]
    assert _on_disk(tmp_path) == before


def test_an_older_file_is_brought_up_to_date_in_memory(tmp_path: Path, freeze) -> None:
    """A file from before the newest migrations cannot be upgraded where it is: a copy
    in memory is, with every player kept, and it can be written (nothing reaches disk)."""
    path = tmp_path / "stats.db"
    _old_store(path)
    opened, before = _open_frozen(path, freeze)
    assert schema_version(opened.db) == VERSIONS
    assert [p.name for p in list_players(opened.db)] == ["Anna", "Ben"]
    add_player(opened.db, "Cilli")
    assert [p.name for p in list_players(opened.db)] == ["Anna", "Ben", "Cilli"]
    assert _on_disk(tmp_path) == before


@pytest.mark.parametrize("content", [None, random.Random(1).randbytes(4096)])
def test_a_missing_or_damaged_file_gives_an_empty_database_in_memory(
    tmp_path: Path, freeze, content: bytes | None
) -> None:
    """No file, or a damaged one that cannot be moved aside: an empty database in memory,
    and the folder stays as it was (the damaged file where it is)."""
    path = tmp_path / "stats.db"
    if content is not None:
        path.write_bytes(content)
    opened, before = _open_frozen(path, freeze)
    assert schema_version(opened.db) == VERSIONS and list_players(opened.db) == []
    add_player(opened.db, "Anna")
    assert _on_disk(tmp_path) == before


def test_a_folder_that_cannot_be_made_gives_an_empty_database_in_memory(
    tmp_path: Path, freeze
) -> None:
    """The data folder does not exist and its parent may not be written."""
    freeze(tmp_path)
    opened = open_db(tmp_path / "data" / "stats.db", wal=True)
    assert opened.unwritable and list_players(opened.db) == []
    assert list(tmp_path.iterdir()) == []


def test_a_writable_file_is_not_unwritable_and_stays_as_it_was(tmp_path: Path) -> None:
    """The check that the file may be written changes nothing in it."""
    path = tmp_path / "stats.db"
    _kept(path)
    db = open_db(path, wal=True).db
    assert "_kartenrunde_probe" not in db.table_names()
    db.close()
    assert not open_db(path).unwritable


def _read(path: Path) -> list:
    """Whether ``path`` opens as unwritable, its players and the phone's saved game."""
    opened = open_db(path, wal=True)
    saved = load_game(opened.db, "phone", "schnapsen")
    players = [p.name for p in list_players(opened.db)]
    return [opened.unwritable, players, saved.record if saved else None]


def _as_nobody(path: Path) -> list:
    """:func:`_read` in a forked child that has become ``nobody``, who may not override
    permissions (tests run as root here); as anyone else, in this process."""
    if os.geteuid() != 0:
        return _read(path)
    out, into = os.pipe()
    child = os.fork()
    if child == 0:  # pragma: no cover (the child's own process)
        code = 1
        try:
            os.setgroups([])
            os.setgid(65534)
            os.setuid(65534)
            text, code = json.dumps(_read(path)), 0
        except BaseException as error:
            text = repr(error)
        os.write(into, text.encode())
        os._exit(code)
    os.close(into)
    with os.fdopen(out, "rb") as answer:
        text = answer.read().decode()
    _, status = os.waitpid(child, 0)
    assert os.waitstatus_to_exitcode(status) == 0, text
    return json.loads(text)


def test_the_steps_of_the_issue_as_a_user_without_rights() -> None:
    """Folder 555, file 444, no ``-wal``/``-shm``, a server started by a user who may not
    override permissions: it reads all there is and changes nothing."""
    folder = Path(tempfile.mkdtemp(prefix="kr-read-only-"))  # (root's tmp_path is closed)
    path = folder / "kartenrunde.sqlite3"
    try:
        _kept(path)
        before = _on_disk(folder)
        path.chmod(0o444)
        folder.chmod(0o555)
        assert _as_nobody(path) == [True, ["Anna"], {"moves": [1, 2]}]
        assert _on_disk(folder) == before
    finally:
        folder.chmod(0o755)
        for p in folder.iterdir():
            p.unlink()
        folder.rmdir()
