"""What all phones connected to one server share: the household's database."""

from __future__ import annotations

import logging
from pathlib import Path

from sqlite_utils import Database

from app.stats import open_db

DB_NAME = "kartenrunde.sqlite3"
log = logging.getLogger(__name__)


class Household:
    """Opens the database once, on first use, and remembers whether it had to be rebuilt."""

    def __init__(self, data_dir: Path | None) -> None:
        self.path = data_dir / DB_NAME if data_dir else None
        self._db: Database | None = None
        self._recovered: Path | None = None

    @property
    def db(self) -> Database:
        """The open database (in memory when there is no data folder)."""
        if self._db is None:
            opened = open_db(self.path)
            self._db, self._recovered = opened.db, opened.recovered
            if opened.recovered:
                log.warning("damaged database moved aside to %s", opened.recovered)
        return self._db

    def take_recovery_notice(self) -> Path | None:
        """The moved-aside file, once: the first phone to connect is told."""
        _ = self.db
        recovered, self._recovered = self._recovered, None
        return recovered
