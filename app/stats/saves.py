"""The running game of each client (browser), saved so it survives a reload."""

from __future__ import annotations

import json
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import Any

from sqlite_utils import Database

from app.core.errors import UserError


@dataclass(frozen=True)
class SavedGame:
    """A client's saved running game: which game, its record, and when it was saved."""

    game: str
    record: dict[str, Any]
    updated: str


def save_game(db: Database, client_id: str, game: str, record: dict[str, Any]) -> None:
    """Save (or replace) the running game of ``client_id``."""
    if not isinstance(record, dict):
        raise TypeError(f"record must be a dict, not {type(record).__name__}")
    text = json.dumps(record, ensure_ascii=False, allow_nan=False)
    with db.atomic():
        db.execute(
            "INSERT INTO saved_games (client_id, game, record, updated) VALUES (?, ?, ?, ?)"
            " ON CONFLICT(client_id) DO UPDATE SET"
            " game = excluded.game, record = excluded.record, updated = excluded.updated",
            [client_id, game, text, _now()],
        )


def load_game(db: Database, client_id: str) -> SavedGame | None:
    """The running game of ``client_id``, or ``None``; a broken save raises ``save-damaged``."""
    row = db.execute(
        "SELECT game, record, updated FROM saved_games WHERE client_id = ?", [client_id]
    ).fetchone()
    if row is None:
        return None
    game, text, updated = row
    record = _parse(text)
    if record is None or not isinstance(game, str):
        set_aside(db, client_id)
        raise UserError("save-damaged")
    return SavedGame(game=game, record=record, updated=str(updated))


def set_aside(db: Database, client_id: str) -> None:
    """Move a save that cannot be resumed into ``damaged_saves``: kept, never lost silently."""
    with db.atomic():
        db.execute(
            "INSERT INTO damaged_saves (client_id, game, record, moved)"
            " SELECT client_id, game, record, ? FROM saved_games WHERE client_id = ?",
            [_now(), client_id],
        )
        db.execute("DELETE FROM saved_games WHERE client_id = ?", [client_id])


def clear_game(db: Database, client_id: str) -> None:
    """Forget the running game of ``client_id`` (nothing happens if there is none)."""
    with db.atomic():
        db.execute("DELETE FROM saved_games WHERE client_id = ?", [client_id])


def _parse(text: object) -> dict[str, Any] | None:
    """The dict stored as JSON text, or ``None`` if it is not one."""
    if not isinstance(text, str):
        return None
    try:
        value = json.loads(text)
    except (ValueError, RecursionError):
        return None
    return value if isinstance(value, dict) else None


def _now() -> str:
    """The current time as an ISO 8601 string in UTC."""
    return datetime.now(UTC).isoformat(timespec="seconds")
