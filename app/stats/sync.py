"""Saving the database file elsewhere after every committed write.

In the browser build the file lives on an in-memory file system that IndexedDB backs;
what has not been synced is lost when the tab closes. :class:`Syncer` watches the
connection's statements and, once a write is committed, runs ``flush`` (the sync) on
the event loop. Syncs never overlap: changes made during one are flushed right after it.
"""

from __future__ import annotations

import asyncio
import logging
import sqlite3
from collections.abc import Awaitable, Callable

log = logging.getLogger(__name__)


class Syncer:
    """Runs ``flush`` after each committed change to ``conn``, one flush at a time."""

    def __init__(
        self,
        conn: sqlite3.Connection,
        flush: Callable[[], Awaitable[None]],
        loop: asyncio.AbstractEventLoop,
    ) -> None:
        self.conn = conn
        self.flush = flush
        self.loop = loop
        self.synced_changes = conn.total_changes
        self.running: asyncio.Task | None = None
        self.again = False
        self.flushes = 0
        """Completed flushes."""
        self.stopped = False
        """Set when another tab owns the storage: nothing is flushed any more."""
        conn.set_trace_callback(self._statement)

    def _statement(self, _sql: str) -> None:
        """Called by SQLite before each statement: look again once it has run."""
        self.loop.call_soon_threadsafe(self._check)

    def _check(self) -> None:
        """Flush when changes have been committed since the last flush."""
        if self.conn.in_transaction or self.conn.total_changes == self.synced_changes:
            return
        self.request()

    def request(self) -> None:
        """Flush now, or right after the flush that is running."""
        if self.stopped:
            return
        if self.running is not None:
            self.again = True
            return
        self.synced_changes = self.conn.total_changes
        self.running = self.loop.create_task(self._run())

    def stop(self) -> None:
        """Flush no more (the file now belongs to another tab)."""
        self.stopped = True
        self.again = False
        self.conn.set_trace_callback(None)

    async def _run(self) -> None:
        try:
            await self.flush()
            self.flushes += 1
        except Exception:  # a failed sync is retried with the next write
            log.warning("could not sync the database file", exc_info=True)
        finally:
            self.running = None
        if self.again:
            self.again = False
            self.request()

    async def settle(self) -> None:
        """Wait until no flush is running or due (tests, and before the app closes)."""
        await asyncio.sleep(0)
        while self.running is not None:
            await self.running
            await asyncio.sleep(0)
