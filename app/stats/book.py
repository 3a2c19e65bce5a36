"""The record book as one versioned JSON file: players, finished games with their records,
and the settings worth keeping; read back by merging, never doubling a game.

A book is read whole and checked before anything is written, and written in one
transaction: a newer book (``book-newer``) or a damaged or foreign one (``book-damaged``)
changes nothing.
"""

from __future__ import annotations

import json
import math
import unicodedata
from collections.abc import Mapping
from dataclasses import dataclass, replace
from typing import Any

from sqlite_utils import Database

from app.core.errors import InvalidNotation, UserError
from app.core.record import GameRecord
from app.stats.players import name_key, trim_name
from app.stats.results import SeatResult, record_result

FORMAT = "kartenrunde-book"
VERSION = 1
_TEXT_MAX = 1000
"""The longest name, game id, time or uid a book may hold."""


@dataclass(frozen=True)
class ImportReport:
    """What reading a book changed, and the settings it carried."""

    players_added: int
    games_added: int
    games_skipped: int
    """Games already in the store (the same ``uid``), left as they were."""
    settings: dict[str, Any]


@dataclass(frozen=True)
class _Player:
    """A checked player of a book."""

    name: str
    hidden: bool
    created: str


@dataclass(frozen=True)
class _Game:
    """A checked game of a book; its seats name players by :func:`name_key`."""

    uid: str
    game: str
    options: dict[str, Any]
    seed: str
    started: str
    ended: str
    outcome: dict[str, Any]
    record: dict[str, Any] | None
    seats: tuple[tuple[SeatResult, str | None], ...]


def export_book(db: Database, settings: Mapping[str, Any] | None = None) -> dict[str, Any]:
    """The whole store as a book, in an order that depends only on what is in it."""
    players = [
        {"name": name, "hidden": bool(hidden), "created": created}
        for name, hidden, created in db.execute(
            "SELECT name, hidden, created FROM players ORDER BY name_key"
        ).fetchall()
    ]
    seats: dict[int, list[dict[str, Any]]] = {}
    for game_id, seat, name, player, level, score, won in db.execute(
        "SELECT s.game_id, s.seat, s.name, p.name, s.bot_level, s.score, s.won"
        " FROM game_seats s LEFT JOIN players p ON p.id = s.player_id"
        " ORDER BY s.game_id, s.seat"
    ).fetchall():
        seats.setdefault(game_id, []).append(
            {
                "seat": seat,
                "name": name,
                "player": player,
                "bot": level,
                "score": float(score),
                "won": bool(won),
            }
        )
    games = []
    for game_id, uid, game, options, seed, started, ended, outcome, record in db.execute(
        "SELECT id, uid, game, options, seed, started, ended, outcome, record FROM games"
        " ORDER BY ended, started, uid"
    ).fetchall():
        kept = _loads(record)
        games.append(
            {
                "uid": uid,
                "game": game,
                "options": _object(options),
                "seed": seed,
                "started": started,
                "ended": ended,
                "outcome": _object(outcome),
                "record": kept if _replayable(kept, game) else None,
                "seats": seats.get(game_id, []),
            }
        )
    return {
        "format": FORMAT,
        "version": VERSION,
        "players": players,
        "games": games,
        "settings": dict(sorted((settings or {}).items())),
    }


def export_text(db: Database, settings: Mapping[str, Any] | None = None) -> str:
    """:func:`export_book` as the JSON text of the file."""
    return book_text(export_book(db, settings))


def book_text(book: Mapping[str, Any]) -> str:
    """A book as its file's text (UTF-8 JSON, keys sorted: the same book, the same text)."""
    return json.dumps(book, ensure_ascii=False, allow_nan=False, sort_keys=True, indent=1)


def import_text(db: Database, text: str | bytes) -> ImportReport:
    """Read a book file's text (or bytes, UTF-8) into the store (:func:`import_book`)."""
    try:
        if isinstance(text, bytes):
            text = text.decode("utf-8-sig")
        data = json.loads(text, parse_constant=_no_constant)
    except (ValueError, RecursionError) as exc:
        raise UserError("book-damaged") from exc
    return import_book(db, data)


def import_book(db: Database, data: Any) -> ImportReport:
    """Merge a book into the store in one transaction: players matched by name ignoring
    case (a player already here keeps their name and whether they are hidden), games
    whose ``uid`` is here already skipped. ``book-newer`` or ``book-damaged`` if it cannot
    be read whole; then nothing changes."""
    players, games, settings = _check(data)
    added = skipped = 0
    with db.atomic():
        ids = dict(db.execute("SELECT name_key, id FROM players").fetchall())
        new_players = [p for p in players if name_key(p.name) not in ids]
        for p in new_players:
            cursor = db.execute(
                "INSERT INTO players (name, name_key, created, hidden) VALUES (?, ?, ?, ?)",
                [p.name, name_key(p.name), p.created, int(p.hidden)],
            )
            ids[name_key(p.name)] = int(cursor.lastrowid or 0)
        for g in games:
            if db.execute("SELECT 1 FROM games WHERE uid = ?", [g.uid]).fetchone():
                skipped += 1
                continue
            record_result(
                db,
                game=g.game,
                options=g.options,
                seed=g.seed,
                started=g.started,
                ended=g.ended,
                outcome=g.outcome,
                seats=[
                    replace(s, player_id=None if key is None else ids[key]) for s, key in g.seats
                ],
                record=g.record,
                uid=g.uid,
            )
            added += 1
    return ImportReport(len(new_players), added, skipped, settings)


def _check(data: Any) -> tuple[list[_Player], list[_Game], dict[str, Any]]:
    """The players, games and settings of a whole, readable book; ``book-newer`` for a
    book of a later version, ``book-damaged`` for anything else amiss."""
    _need(isinstance(data, dict) and data.get("format") == FORMAT)
    version = data.get("version")
    _need(type(version) is int and version >= 1)
    if version > VERSION:
        raise UserError("book-newer")
    _need(isinstance(data.get("players"), list) and isinstance(data.get("games"), list))
    players = [_player(p) for p in data["players"]]
    keys = {name_key(p.name) for p in players}
    _need(len(keys) == len(players))
    games = [_game(g, keys) for g in data["games"]]
    _need(len({g.uid for g in games}) == len(games))
    settings = data.get("settings")
    _need(isinstance(settings, dict) and _json_ready(settings))
    return players, games, settings


def _player(value: Any) -> _Player:
    """A book's player entry, checked."""
    _need(isinstance(value, dict))
    name, hidden, created = value.get("name"), value.get("hidden"), value.get("created")
    _need(_text(name) and _shown(name) and type(hidden) is bool and _text(created))
    return _Player(name, hidden, created)


def _game(value: Any, players: set[str]) -> _Game:
    """A book's game entry, checked; its seats may name only ``players`` (name keys)."""
    _need(isinstance(value, dict))
    get = value.get
    uid, game, seed = get("uid"), get("game"), get("seed")
    started, ended = get("started"), get("ended")
    options, outcome, record, seats = get("options"), get("outcome"), get("record"), get("seats")
    _need(
        _text(uid)
        and bool(uid)
        and _text(game)
        and bool(game)
        and (_text(seed) or type(seed) is int)
        and _text(started)
        and _text(ended)
        and isinstance(options, dict)
        and _json_ready(options)
        and isinstance(outcome, dict)
        and _json_ready(outcome)
        and (record is None or (_replayable(record, game) and _json_ready(record)))
        and "record" in value
        and isinstance(seats, list)
    )
    checked = tuple(_seat(s, players) for s in seats)
    _need(len({s.seat for s, _ in checked}) == len(checked))
    return _Game(uid, game, options, str(seed), started, ended, outcome, record, checked)


def _seat(value: Any, players: set[str]) -> tuple[SeatResult, str | None]:
    """A game's seat entry, checked, and the name key of the player it names."""
    _need(isinstance(value, dict))
    seat, name, player = value.get("seat"), value.get("name"), value.get("player")
    level, score, won = value.get("bot"), value.get("score"), value.get("won")
    _need(
        type(seat) is int
        and 0 <= seat < 64
        and _text(name)
        and (player is None or (_text(player) and name_key(player) in players))
        and (level is None or _text(level))
        and type(score) in (int, float)
        and math.isfinite(score)
        and type(won) is bool
        and "player" in value
        and "bot" in value
    )
    key = None if player is None else name_key(player)
    return SeatResult(seat, None, name, level, float(score), won), key


def _replayable(record: Any, game: str) -> bool:
    """Whether ``record`` is a game record of ``game``."""
    if not isinstance(record, dict):
        return False
    try:
        return GameRecord.from_dict(record).game == game
    except InvalidNotation:
        return False


def _need(condition: bool) -> None:
    """Refuse the book as damaged unless ``condition`` holds."""
    if not condition:
        raise UserError("book-damaged")


def _text(value: Any) -> bool:
    """Whether ``value`` is a string of at most :data:`_TEXT_MAX` characters."""
    return isinstance(value, str) and len(value) <= _TEXT_MAX


def _shown(name: str) -> bool:
    """Whether ``name`` could be a listed player's name: trimmed, something left, and no
    control character."""
    return (
        bool(name)
        and trim_name(name) == name
        and not any(unicodedata.category(ch) in ("Cc", "Cs") for ch in name)
    )


def _json_ready(value: Any) -> bool:
    """Whether ``value`` can be written as strict JSON (no NaN, only JSON's types)."""
    try:
        json.dumps(value, allow_nan=False)
    except (TypeError, ValueError, RecursionError):
        return False
    return True


def _no_constant(name: str) -> Any:
    """Refuse ``NaN`` and ``Infinity``, which strict JSON does not have."""
    raise ValueError(name)


def _loads(text: str | None) -> Any:
    """The JSON value in ``text``; None if there is none or it cannot be read."""
    if text is None:
        return None
    try:
        return json.loads(text)
    except (ValueError, RecursionError):
        return None


def _object(text: str) -> dict[str, Any]:
    """The JSON object in ``text``; {} if it is not one."""
    value = _loads(text)
    return value if isinstance(value, dict) else {}
