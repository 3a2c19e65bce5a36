"""What all phones connected to one server share: the household's database.

In the browser build (Pyodide) the database folder is an IndexedDB-backed mount:
:meth:`Household.ready` mounts it before the first use, and every committed write is
synced back (:mod:`app.stats.sync`). Server mode keeps a plain file."""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Callable
from pathlib import Path

from sqlite_utils import Database

from app.paths import IN_BROWSER
from app.stats import open_db
from app.stats.sync import Syncer
from app.ui.owners import Owners
from app.ui.saving import Writes

DB_NAME = "kartenrunde.sqlite3"
log = logging.getLogger(__name__)


class Household:
    """Opens the database once, on first use; its writes go through :attr:`writes`."""

    def __init__(self, data_dir: Path | None, uploads: Path | None = None) -> None:
        self.path = data_dir / DB_NAME if data_dir else None
        self.uploads = uploads
        """Where the web server puts a file a browser uploads (server mode); None where
        the file picker hands a file's bytes over itself (the browser build)."""
        self._db: Database | None = None
        self.writes = Writes(self)
        """The game writes, retried while the database cannot be written (:mod:`app.ui.saving`)."""
        self.syncer: Syncer | None = None
        """Set once the browser build's storage is mounted."""
        self.on_lost: list[Callable[[], None]] = []
        """Called when that happens (the shell tells the player)."""
        self.owners = Owners()
        """Which tab plays each running game (:mod:`app.ui.owners`)."""
        self.unwritable = False
        """True once the database is open if its file or folder may not be written: every
        phone is told that nothing is saved on this device (:mod:`app.ui.unwritable`)."""

    async def ready(self) -> None:
        """In the browser: mount the stored folder (once) and open the database there, so
        that every committed write is synced back. Elsewhere nothing needs doing."""
        if not IN_BROWSER or self.syncer is not None or self.path is None:
            return
        from app.stats import browser

        await browser.hold_storage(self.lose)
        await browser.mount(self.path.parent)
        self.syncer = Syncer(self.db.conn, browser.save, asyncio.get_running_loop())
        self.syncer.request()  # a rebuilt or new file is stored at once

    def lose(self) -> None:
        """Another tab took the storage over: stop syncing and let the screens know."""
        if self.syncer is not None:
            self.syncer.stop()
        for callback in self.on_lost:
            callback()

    @property
    def db(self) -> Database:
        """The open database (in memory when there is no data folder)."""
        if self._db is None:
            opened = open_db(self.path, wal=not IN_BROWSER)
            self._db = opened.db
            self.unwritable = opened.unwritable
            if opened.recovered:
                log.warning("damaged database moved aside to %s", opened.recovered)
            if opened.unwritable:
                log.warning("%s may not be written: nothing is saved", self.path)
        return self._db
