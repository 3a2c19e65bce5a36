"""The player list: validated names, unique ignoring case, deletable without losing history."""

from __future__ import annotations

import sqlite3
import unicodedata
from dataclasses import dataclass
from datetime import UTC, datetime

from sqlite_utils import Database

from app.core.errors import UserError

NAME_MAX = 24

# Invisible characters trimmed from both ends along with ordinary (Unicode) whitespace.
_EDGE_INVISIBLE = "\u200b\u200c\u200d\u2060\ufeff"
# Bidirectional embedding, override and isolate controls: they let a name disguise itself.
_BIDI_CONTROLS = frozenset("\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069")


@dataclass(frozen=True)
class Player:
    """A named player from the player list."""

    id: int
    name: str


def clean_name(raw: str) -> str:
    """Trim and validate a player name; raise ``UserError`` if it cannot be used."""
    text = unicodedata.normalize("NFC", raw)
    # split() with no argument splits on every Unicode whitespace character, so this trims
    # the ends and turns inner runs (tabs, no-break or ideographic spaces) into one space.
    text = " ".join(text.split()).strip(_EDGE_INVISIBLE + " ")
    if not text:
        raise UserError("name-empty")
    if any(_is_forbidden(ch) for ch in text):
        raise UserError("name-invalid")
    if len(text) > NAME_MAX:
        raise UserError("name-too-long", max=NAME_MAX)
    return text


def name_key(name: str) -> str:
    """The form two names are compared in: NFC, case-folded."""
    return unicodedata.normalize("NFC", unicodedata.normalize("NFC", name).casefold())


def sort_key(name: str) -> tuple[str, str]:
    """Order names alphabetically: accents and case ignored first ("Ärne" next to "Arne")."""
    key = name_key(name)
    base = "".join(ch for ch in unicodedata.normalize("NFD", key) if not unicodedata.combining(ch))
    return (base, key)


def add_player(db: Database, raw_name: str) -> Player:
    """Add a player; a name already taken (ignoring case) raises ``name-taken``."""
    name = clean_name(raw_name)
    key = name_key(name)
    try:
        with db.atomic():
            _ensure_free(db, key, None)
            cursor = db.execute(
                "INSERT INTO players (name, name_key, created) VALUES (?, ?, ?)",
                [name, key, _now()],
            )
    except sqlite3.IntegrityError:
        _ensure_free(db, key, None)
        raise
    return Player(id=int(cursor.lastrowid or 0), name=name)


def keep_player(db: Database, raw_name: str) -> Player:
    """The listed player called ``raw_name`` (ignoring case), added first if there is none."""
    name = clean_name(raw_name)
    row = db.execute("SELECT id, name FROM players WHERE name_key = ?", [name_key(name)]).fetchone()
    if row is not None:
        return Player(id=row[0], name=row[1])
    return add_player(db, name)


def rename_player(db: Database, player_id: int, raw_name: str) -> Player:
    """Give a player a new name; changing only the case of the own name is allowed."""
    name = clean_name(raw_name)
    key = name_key(name)
    with db.atomic():
        _get(db, player_id)
        _ensure_free(db, key, player_id)
        db.execute("UPDATE players SET name = ?, name_key = ? WHERE id = ?", [name, key, player_id])
    return Player(id=player_id, name=name)


def delete_player(db: Database, player_id: int) -> None:
    """Remove a player; finished games keep their seat under the player's last name."""
    with db.atomic():
        player = _get(db, player_id)
        db.execute(
            "UPDATE game_seats SET player_id = NULL, name = ? WHERE player_id = ?",
            [player.name, player_id],
        )
        db.execute("DELETE FROM players WHERE id = ?", [player_id])


def list_players(db: Database) -> list[Player]:
    """All players, sorted by name ignoring case and accents."""
    rows = db.execute("SELECT id, name FROM players ORDER BY id").fetchall()
    players = [Player(id=row[0], name=row[1]) for row in rows]
    return sorted(players, key=lambda p: sort_key(p.name))


def _get(db: Database, player_id: int) -> Player:
    """The player with ``player_id``, or ``UserError("player-unknown")``."""
    row = db.execute("SELECT id, name FROM players WHERE id = ?", [player_id]).fetchone()
    if row is None:
        raise UserError("player-unknown")
    return Player(id=row[0], name=row[1])


def _ensure_free(db: Database, key: str, own_id: int | None) -> None:
    """Raise ``name-taken`` if another player already uses the name with this key."""
    row = db.execute("SELECT id, name FROM players WHERE name_key = ?", [key]).fetchone()
    if row is not None and row[0] != own_id:
        raise UserError("name-taken", name=row[1])


def _is_forbidden(ch: str) -> bool:
    """Control characters, lone surrogates and bidi overrides are not allowed in names."""
    return unicodedata.category(ch) in ("Cc", "Cs") or ch in _BIDI_CONTROLS


def _now() -> str:
    """The current time as an ISO 8601 string in UTC."""
    return datetime.now(UTC).isoformat(timespec="seconds")
