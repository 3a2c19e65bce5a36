"""Each client's (browser's) last setup per game: the line-up and options a setup screen
starts from the next time."""

from __future__ import annotations

import json
from dataclasses import dataclass

from sqlite_utils import Database

from app.core.json import JsonDict
from app.stats.saves import put


@dataclass(frozen=True)
class LastSetup:
    """The seats (as plain dicts), the engine's options and the presentation extras."""

    seats: list[JsonDict]
    options: JsonDict
    extras: JsonDict


def remember_setup(db: Database, client_id: str, game: str, setup: LastSetup) -> None:
    """Keep ``setup`` as the last one ``client_id`` started ``game`` with."""
    text = json.dumps(
        {"seats": setup.seats, "options": setup.options, "extras": setup.extras},
        ensure_ascii=False,
        allow_nan=False,
    )
    put(db, "setups", "setup", client_id, game, text)


def last_setup(db: Database, client_id: str, game: str) -> LastSetup | None:
    """The setup ``client_id`` last started ``game`` with; None if none (or unreadable)."""
    row = db.execute(
        "SELECT setup FROM setups WHERE client_id = ? AND game = ?", [client_id, game]
    ).fetchone()
    try:
        data = json.loads(row[0]) if row else None
    except (ValueError, RecursionError):
        return None
    if not isinstance(data, dict):
        return None
    seats, options, extras = data.get("seats"), data.get("options"), data.get("extras")
    if not isinstance(seats, list) or not all(isinstance(s, dict) for s in seats):
        return None
    return LastSetup(
        seats,
        options if isinstance(options, dict) else {},
        extras if isinstance(extras, dict) else {},
    )
