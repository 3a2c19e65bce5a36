"""Syncing the database file after committed writes (the browser build's IndexedDB
sync, here with a real SQLite file and a flush that copies it aside)."""

from __future__ import annotations

import asyncio
import shutil
import sqlite3

import pytest

from app.stats import add_player, list_players, open_db
from app.stats.sync import Syncer


class Copier:
    """A flush that copies the database file, counting how many run at once."""

    def __init__(self, source, target, delay: float = 0.0) -> None:
        self.source, self.target, self.delay = source, target, delay
        self.active = 0
        self.most = 0

    async def __call__(self) -> None:
        self.active += 1
        self.most = max(self.most, self.active)
        shutil.copyfile(self.source, self.target)
        await asyncio.sleep(self.delay)
        self.active -= 1

    def names(self) -> list[str]:
        """Player names in the copy."""
        conn = sqlite3.connect(self.target)
        try:
            return sorted(row[0] for row in conn.execute("SELECT name FROM players"))
        finally:
            conn.close()


@pytest.fixture
def files(tmp_path):
    """A fresh database file and the place its copy goes."""
    path = tmp_path / "db.sqlite3"
    return open_db(path).db, path, tmp_path / "copy.sqlite3"


@pytest.mark.asyncio
async def test_a_committed_write_is_flushed_and_reads_are_not(files):
    db, path, copy = files
    copier = Copier(path, copy)
    syncer = Syncer(db.conn, copier, asyncio.get_running_loop())
    list_players(db)
    await syncer.settle()
    assert syncer.flushes == 0
    add_player(db, "Ilona")
    await syncer.settle()
    assert syncer.flushes == 1
    assert copier.names() == ["Ilona"]
    list_players(db)
    await syncer.settle()
    assert syncer.flushes == 1


@pytest.mark.asyncio
async def test_nothing_is_flushed_before_the_commit(files):
    db, path, copy = files
    syncer = Syncer(db.conn, Copier(path, copy), asyncio.get_running_loop())
    db.conn.execute("BEGIN")
    db.conn.execute("INSERT INTO players (name, name_key, created) VALUES ('Ben', 'ben', 'now')")
    await syncer.settle()
    assert syncer.flushes == 0
    db.conn.commit()
    await syncer.settle()
    assert syncer.flushes == 1


@pytest.mark.asyncio
async def test_writes_during_a_flush_are_flushed_after_it_never_alongside(files):
    db, path, copy = files
    copier = Copier(path, copy, delay=0.05)
    syncer = Syncer(db.conn, copier, asyncio.get_running_loop())
    add_player(db, "Anna")
    await asyncio.sleep(0.01)
    assert syncer.running is not None
    add_player(db, "Bence")
    add_player(db, "Csilla")
    await syncer.settle()
    assert copier.most == 1
    assert syncer.flushes == 2
    assert copier.names() == ["Anna", "Bence", "Csilla"]


@pytest.mark.asyncio
async def test_a_stopped_syncer_flushes_nothing(files):
    db, path, copy = files
    syncer = Syncer(db.conn, Copier(path, copy), asyncio.get_running_loop())
    syncer.stop()
    add_player(db, "Dóra")
    await syncer.settle()
    assert syncer.flushes == 0 and not copy.exists()


@pytest.mark.asyncio
async def test_a_failed_flush_is_retried_with_the_next_write(files):
    db, path, copy = files
    calls = []

    async def flaky() -> None:
        calls.append(len(calls))
        if len(calls) == 1:
            raise OSError("quota")
        shutil.copyfile(path, copy)

    syncer = Syncer(db.conn, flaky, asyncio.get_running_loop())
    add_player(db, "Emese")
    await syncer.settle()
    assert syncer.flushes == 0
    add_player(db, "Feri")
    await syncer.settle()
    assert syncer.flushes == 1 and len(calls) == 2
    assert Copier(path, copy).names() == ["Emese", "Feri"]
