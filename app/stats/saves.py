"""The running games of each client (browser), one per game, saved so they survive a reload."""

from __future__ import annotations

import json
import sqlite3
from dataclasses import dataclass
from datetime import UTC, datetime

from sqlite_utils import Database

from app.core.errors import UserError
from app.core.json import JsonDict
from app.stats.db import blocked


@dataclass(frozen=True)
class SavedGame:
    """A client's saved running game: which game, its record, and when it was saved."""

    game: str
    record: JsonDict
    updated: str


def save_game(db: Database, client_id: str, game: str, record: JsonDict) -> None:
    """Save (or replace) the running ``game`` of ``client_id``; its other games stay."""
    if not isinstance(record, dict):
        raise TypeError(f"record must be a dict, not {type(record).__name__}")
    text = json.dumps(record, ensure_ascii=False, allow_nan=False)
    put(db, "saved_games", "record", client_id, game, text)


def put(db: Database, table: str, column: str, client_id: str, game: str, text: str) -> None:
    """Store ``text`` as ``column`` of the row of ``client_id`` and ``game`` in ``table``
    (one of ours, keyed by both), replacing what was there."""
    with db.atomic():
        db.execute(
            f"INSERT INTO {table} (client_id, game, {column}, updated) VALUES (?, ?, ?, ?)"
            f" ON CONFLICT(client_id, game) DO UPDATE SET"
            f" {column} = excluded.{column}, updated = excluded.updated",
            [client_id, game, text, now()],
        )


def saved_games(db: Database, client_id: str, game: str | None = None) -> list[SavedGame]:
    """The running games of ``client_id`` (only ``game``, if named), the most recently
    saved first. Broken saves are set aside; then ``save-damaged`` is raised (asking
    again gives the sound ones). One that cannot be set aside (the database may not be
    written) is passed over where it is."""
    rows = db.execute(
        "SELECT game, record, updated FROM saved_games WHERE client_id = ?"
        " AND (? IS NULL OR game = ?) ORDER BY updated DESC, game",
        [client_id, game, game],
    ).fetchall()
    games, damaged = [], False
    for kind, text, updated in rows:
        record = _parse(text)
        if record is None:
            damaged = set_aside(db, client_id, kind) or damaged
        else:
            games.append(SavedGame(game=kind, record=record, updated=str(updated)))
    if damaged:
        raise UserError("save-damaged")
    return games


def load_game(db: Database, client_id: str, game: str | None = None) -> SavedGame | None:
    """The running ``game`` of ``client_id`` (without ``game``: the most recently saved
    one), or ``None``; a broken save is set aside and raises ``save-damaged``."""
    found = saved_games(db, client_id, game)
    return found[0] if found else None


def set_aside(db: Database, client_id: str, game: str) -> bool:
    """Move a save that cannot be resumed into ``damaged_saves``: kept, never lost silently.
    False (nothing changed, the save stays where it is) if the database may not be
    written just now."""
    try:
        with db.atomic():
            db.execute(
                "INSERT INTO damaged_saves (client_id, game, record, moved)"
                " SELECT client_id, game, record, ? FROM saved_games"
                " WHERE client_id = ? AND game = ?",
                [now(), client_id, game],
            )
            db.execute(
                "DELETE FROM saved_games WHERE client_id = ? AND game = ?", [client_id, game]
            )
    except sqlite3.OperationalError as error:
        if not blocked(error):
            raise
        return False
    return True


def clear_game(db: Database, client_id: str, game: str) -> None:
    """Forget the running ``game`` of ``client_id`` (nothing happens if there is none)."""
    with db.atomic():
        db.execute("DELETE FROM saved_games WHERE client_id = ? AND game = ?", [client_id, game])


def _parse(text: object) -> JsonDict | None:
    """The dict stored as JSON text, or ``None`` if it is not one."""
    if not isinstance(text, str):
        return None
    try:
        value = json.loads(text)
    except (ValueError, RecursionError):
        return None
    return value if isinstance(value, dict) else None


def now() -> str:
    """The current time as an ISO 8601 string in UTC, to the microsecond (saves made in
    the same second still sort by time)."""
    return datetime.now(UTC).isoformat(timespec="microseconds")


def move_games(db: Database, source: str, target: str) -> None:
    """Give the running games of ``source`` to ``target``. Where ``target`` has a game of
    the same kind, the older of the two is set aside (kept, never lost silently)."""
    with db.atomic():
        for game, updated in db.execute(
            "SELECT game, updated FROM saved_games WHERE client_id = ?", [source]
        ).fetchall():
            other = db.execute(
                "SELECT updated FROM saved_games WHERE client_id = ? AND game = ?",
                [target, game],
            ).fetchone()
            if other is not None:
                set_aside(db, *((target, game) if other[0] <= updated else (source, game)))
            db.execute(
                "UPDATE saved_games SET client_id = ? WHERE client_id = ? AND game = ?",
                [target, source, game],
            )
