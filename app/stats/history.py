"""The history of finished games: newest first, filtered and paged by the database."""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import NamedTuple

from sqlite_utils import Database

from app.core.json import JsonDict

_CHUNK = 500
"""Games whose seats are asked for in one statement (SQLite limits a statement's values)."""


class HistorySeat(NamedTuple):
    """One seat of a finished game as the history shows it."""

    seat: int
    name: str
    """The listed player's name now (after a rename or a merge), else the seat's own name."""
    player_id: int | None
    bot_level: str | None
    score: float
    won: bool


@dataclass(frozen=True)
class HistoryRow:
    """One finished game in the history."""

    id: int
    uid: str
    game: str
    started: str
    ended: str
    outcome: JsonDict
    seats: tuple[HistorySeat, ...]
    has_record: bool
    """Whether the game's record was kept, so it can be replayed."""

    @property
    def cursor(self) -> tuple[str, int]:
        """What :func:`history` takes as ``before`` to show the games after this one."""
        return (self.ended, self.id)


def history(
    db: Database,
    *,
    game: str | None = None,
    player_id: int | None = None,
    before: tuple[str, int] | None = None,
    limit: int = 50,
) -> list[HistoryRow]:
    """At most ``limit`` finished games, newest first (by end, then id), of ``game`` and
    with ``player_id`` at the table if given, ending before ``before`` (a row's
    :attr:`HistoryRow.cursor`) if given."""
    where: list[str] = []
    args: list[str | int] = []
    if game is not None:
        where.append("g.game = ?")
        args.append(game)
    if player_id is not None:
        where.append("g.id IN (SELECT game_id FROM game_seats WHERE player_id = ?)")
        args.append(player_id)
    if before is not None:
        where.append("(g.ended, g.id) < (?, ?)")
        args.extend(before)
    return _rows(db, where, args, limit)


def finished_game(db: Database, game_id: int) -> HistoryRow | None:
    """The finished game ``game_id`` as the history shows it; None for an unknown id."""
    found = _rows(db, ["g.id = ?"], [game_id], 1)
    return found[0] if found else None


def _rows(db: Database, where: list[str], args: list[str | int], limit: int) -> list[HistoryRow]:
    """The games matching every condition of ``where``, newest first, with their seats."""
    rows = db.execute(
        "SELECT g.id, g.uid, g.game, g.started, g.ended, g.outcome, g.record IS NOT NULL"
        " FROM games g"
        + (" WHERE " + " AND ".join(where) if where else "")
        + " ORDER BY g.ended DESC, g.id DESC LIMIT ?",
        [*args, max(0, limit)],
    ).fetchall()
    seats = _seats(db, [row[0] for row in rows])
    return [
        HistoryRow(
            id=game_id,
            uid=uid,
            game=kind,
            started=started,
            ended=ended,
            outcome=_object(outcome),
            seats=seats.get(game_id, ()),
            has_record=bool(kept),
        )
        for game_id, uid, kind, started, ended, outcome, kept in rows
    ]


def game_record(db: Database, game_id: int) -> JsonDict | None:
    """The kept record of the finished game ``game_id``; None if there is none (a game
    saved before records were kept, or an unknown id) or it cannot be read."""
    row = db.execute("SELECT record FROM games WHERE id = ?", [game_id]).fetchone()
    if row is None or row[0] is None:
        return None
    record = _object(row[0])
    return record or None


def _seats(db: Database, game_ids: list[int]) -> dict[int, tuple[HistorySeat, ...]]:
    """The seats of the games ``game_ids``, in seat order."""
    out: dict[int, list[HistorySeat]] = {}
    for start in range(0, len(game_ids), _CHUNK):
        chunk = game_ids[start : start + _CHUNK]
        for game_id, seat, name, player_id, level, score, won in db.execute(
            "SELECT s.game_id, s.seat, COALESCE(p.name, s.name), s.player_id, s.bot_level,"
            " s.score, s.won FROM game_seats s LEFT JOIN players p ON p.id = s.player_id"
            f" WHERE s.game_id IN ({', '.join('?' * len(chunk))}) ORDER BY s.game_id, s.seat",
            chunk,
        ).fetchall():
            seat_row = HistorySeat(seat, name, player_id, level, score, bool(won))
            out.setdefault(game_id, []).append(seat_row)
    return {k: tuple(v) for k, v in out.items()}


def _object(text: str) -> JsonDict:
    """The JSON object in ``text``; {} if it is not one."""
    try:
        value = json.loads(text)
    except (ValueError, TypeError, RecursionError):
        return {}
    return value if isinstance(value, dict) else {}
