"""Writes that must not be lost when the database cannot be written just now (locked by
another process, read-only, a full disk).

The phones' game writes (a move's autosave, a new game's setup, a finished game's result,
a discarded game) go through the household's :class:`Writes`: made at once, or, if the
database is in the way, kept in memory in the order they were asked for (only the newest
of each game's saves) and retried in the background with growing pauses, after every
waiting one is made before a new one. SQLite waits at most :data:`app.stats.db.WAIT` for a
lock, so no write holds the event loop for long. A phone whose write waits is told once
that the game could not be saved and will be; once everything is written, it is told that
all is saved again. Until then the phone's reads of its running games see the waiting
saves, so nothing played meanwhile is resumed from an older save.

Writes that a person retries themselves (a player added, renamed or deleted) are tried
once (:meth:`Writes.now`); if the database is in the way they change nothing and say so.
"""

from __future__ import annotations

import asyncio
import itertools
import logging
import sqlite3
import weakref
from collections.abc import Callable
from dataclasses import dataclass
from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING, Protocol, TypeVar

from app.core.errors import UserError
from app.paths import IN_BROWSER
from app.stats import LastSetup, SavedGame, clear_game, remember_setup, save_game
from app.stats.db import blocked, read_only, reconnect
from app.stats.saves import now

if TYPE_CHECKING:
    import flet as ft
    from sqlite_utils import Database

    from app.core.json import JsonDict
    from app.i18n import Arg

T = TypeVar("T")
log = logging.getLogger(__name__)


class Household(Protocol):
    """Where the writes go (:class:`app.ui.household.Household`)."""

    @property
    def db(self) -> Database: ...
    @property
    def path(self) -> Path | None: ...


class Shell(Protocol):
    """The phone a write is made for (:class:`app.ui.shell.Shell`)."""

    page: ft.Page
    client_id: str
    sending: bool

    def t(self, message_id: str, **args: Arg) -> str: ...
    def notify(self, text: str, undo: Callable[[], None] | None = None) -> None: ...


@dataclass(frozen=True)
class Write:
    """One waiting write; a game's save carries its record (read while it waits), a game's
    clearing carries ``cleared``."""

    action: Callable[[], object]
    record: JsonDict | None = None
    cleared: bool = False


class Writes:
    """The household's writes: made at once, or kept in order and retried until made."""

    delays: tuple[float, ...] = (0.5, 1.0, 2.0, 5.0)
    """Seconds before each retry; the last is repeated (tests make them short)."""

    def __init__(self, household: Household) -> None:
        self.household = household
        self.waiting: dict[tuple, Write] = {}
        """Writes not made yet, the oldest first."""
        self.told: weakref.WeakSet[Shell] = weakref.WeakSet()
        """Phones told that their game could not be saved (and not yet that it is)."""
        self.task: asyncio.Task | None = None
        self.stale = False
        """True when the connection was opened read-only: it is opened again first (and kept
        only if the new one may write)."""
        self.results = itertools.count()

    def save(self, shell: Shell, game: str, record: JsonDict) -> None:
        """Save ``shell``'s running ``game`` (replacing a save of it that waits)."""
        db, client = self.household.db, shell.client_id
        action = partial(save_game, db, client, game, record)
        self.write(shell, ("game", client, game), Write(action, record=record))

    def clear(self, shell: Shell, game: str) -> None:
        """Forget ``shell``'s running ``game`` (and any save of it that waits)."""
        db, client = self.household.db, shell.client_id
        action = partial(clear_game, db, client, game)
        self.write(shell, ("game", client, game), Write(action, cleared=True))

    def setup(self, shell: Shell, game: str, setup: LastSetup) -> None:
        """Remember the setup ``shell`` started ``game`` with."""
        db, client = self.household.db, shell.client_id
        action = partial(remember_setup, db, client, game, setup)
        self.write(shell, ("setup", client, game), Write(action))

    def result(self, shell: Shell, record: Callable[[Database], object]) -> None:
        """Record a finished game: ``record`` writes it to the household's store
        (:func:`app.stats.record_result` with the game's fields)."""
        action = partial(record, self.household.db)
        self.write(shell, ("result", next(self.results)), Write(action))

    def write(self, shell: Shell, key: tuple, write: Write) -> None:
        """Make every waiting write and then ``write`` (the newest for ``key``); if the
        database is in the way, keep them, tell ``shell`` once and retry later."""
        self.waiting.pop(key, None)
        self.waiting[key] = write
        if self.flush():
            self._stop_retrying()
            return
        if shell not in self.told:
            self.told.add(shell)
            say(shell, "storage-not-saved")
        if self.task is None:
            self.task = asyncio.get_running_loop().create_task(self._retry())

    def now(self, action: Callable[[], T]) -> T:
        """``action()`` once, after the waiting writes; ``UserError("not-stored")`` (nothing
        changed) if the database is in the way."""
        if not self.flush():
            raise UserError("not-stored")
        self._stop_retrying()
        try:
            return self._attempt(action)
        except sqlite3.DatabaseError as error:
            if not blocked(error):
                raise
            raise UserError("not-stored") from error

    def unsaved(
        self, client_id: str, saved: list[SavedGame], game: str | None = None
    ) -> list[SavedGame]:
        """``saved`` (``client_id``'s running games, or its ``game``) as they will be once
        the waiting writes are made: a waiting save first, a waiting clearing gone."""
        waiting = {
            key[2]: write
            for key, write in self.waiting.items()
            if key[0] == "game" and key[1] == client_id and game in (None, key[2])
        }
        fresh = [
            SavedGame(kind, write.record, now())
            for kind, write in reversed(waiting.items())
            if write.record is not None
        ]
        return fresh + [s for s in saved if s.game not in waiting]

    def flush(self) -> bool:
        """Make the waiting writes in order, stopping at one the database refuses; True
        if none is left (then the phones that were told hear that all is saved)."""
        while self.waiting:
            key = next(iter(self.waiting))
            try:
                self._attempt(self.waiting[key].action)
            except sqlite3.DatabaseError as error:
                if not blocked(error):
                    del self.waiting[key]  # a fault of ours: retrying will not help
                    raise
                log.warning("could not write the database: %s", error)
                return False
            del self.waiting[key]
        for shell in list(self.told):
            say(shell, "storage-saved-again")
        self.told.clear()
        return True

    def _attempt(self, action: Callable[[], T]) -> T:
        """``action()`` on a connection that can write if the file may be written."""
        path = self.household.path
        try:
            if self.stale and path is not None and reconnect(self.household.db, path):
                self.stale = False
            return action()
        except sqlite3.DatabaseError as error:
            if read_only(error) and not IN_BROWSER:
                self.stale = True
            raise

    def _stop_retrying(self) -> None:
        """Nothing waits any more: the background retry is not needed."""
        if self.task is not None:
            self.task.cancel()
            self.task = None

    async def _retry(self) -> None:
        """Retry the waiting writes, pausing longer each time, until none is left."""
        try:
            for attempt in itertools.count():
                await asyncio.sleep(self.delays[min(attempt, len(self.delays) - 1)])
                if self.flush():
                    return
        finally:
            if self.task is asyncio.current_task():
                self.task = None


def say(shell: Shell, message_id: str) -> None:
    """Tell ``shell``'s phone, once the drawing a tap asked for has been sent (a new
    screen takes away the messages given before it)."""

    async def later() -> None:
        await asyncio.sleep(0)
        while shell.sending:
            await asyncio.sleep(0)
        shell.notify(shell.t(message_id))

    try:
        shell.page.run_task(later)
    except Exception:  # a phone that has gone cannot be told
        log.info("could not tell a phone about saving", exc_info=True)
