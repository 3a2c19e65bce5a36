"""A fresh database file per test (a real SQLite file, not a mock)."""

from __future__ import annotations

from pathlib import Path

import pytest
from sqlite_utils import Database

from app.stats import open_db


@pytest.fixture
def db(tmp_path: Path) -> Database:
    """An opened, migrated database in the test's own folder."""
    return open_db(tmp_path / "stats.db").db
