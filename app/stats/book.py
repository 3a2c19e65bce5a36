"""The record book as one versioned JSON file: players, finished games with their records,
and the settings worth keeping; read back by merging, never doubling a game.

A book is read whole and checked before anything is written, and written in one
transaction: a newer book (``book-newer``), a damaged or foreign one (``book-damaged``)
or one with a player's name a typed name could not have (``book-name``) changes nothing.
A player's name is cleaned as a typed name is (:func:`~app.stats.players.clean_name`).
Every game not here yet is replayed through its engine first: a game whose moves are not
legal, or of a game this app does not know, is left out (and counted).
"""

from __future__ import annotations

import json
import math
from collections.abc import Callable, Mapping
from dataclasses import dataclass, replace
from typing import NoReturn, TypedDict, TypeGuard

from sqlite_utils import Database

from app.core.contract import AnyEngine
from app.core.errors import InvalidNotation, UserError
from app.core.json import Json, JsonDict
from app.core.record import GameRecord
from app.stats.players import clean_name, name_key, spelled
from app.stats.results import SeatResult, record_result

FORMAT = "kartenrunde-book"
VERSION = 1
_TEXT_MAX = 1000
"""The longest name, game id, time or uid a book may hold."""
BOOK_MAX_MB = 40
"""The largest book loaded, in MB. A household's 5,000 games of every kind, with their
records, make a book of about 35 MB; a file much larger is not one of this app's."""
BOOK_MAX = BOOK_MAX_MB * 1_000_000
"""The same in bytes (the screen refuses a larger file before it travels, the web
server an upload)."""
ILLEGAL = "illegal"
"""Why a game is left out: its moves cannot be played (:func:`left_out`)."""
UNKNOWN = "unknown"
"""Why a game is left out: it is of a game this app does not know."""

Engines = Callable[[str], AnyEngine]
"""The engine of a game id; raises InvalidNotation for a game this app does not know
(:func:`app.games.engine_for`: the store itself knows no games)."""


class BookFile(TypedDict):
    """A book as written: its format and version, then what it holds."""

    format: str
    version: int
    players: list[JsonDict]
    games: list[JsonDict]
    settings: dict[str, object]
    """The settings worth keeping, as the app gives them (JSON writes a tuple as a list)."""


@dataclass(frozen=True)
class ImportReport:
    """What reading a book changed, and the settings it carried."""

    players_added: int
    games_added: int
    games_skipped: int
    """Games already in the store (the same ``uid``), left as they were."""
    settings: JsonDict
    illegal: int = 0
    """Games left out: their moves cannot be played."""
    unknown: int = 0
    """Games left out: of a game this app does not know."""
    renamed: tuple[tuple[str, str], ...] = ()
    """Players' names cleaned as a typed name is: as the book had it (spelled out,
    :func:`~app.stats.players.spelled`) and as it is kept."""


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
    options: JsonDict
    seed: str
    started: str
    ended: str
    outcome: JsonDict
    record: JsonDict | None
    seats: tuple[tuple[SeatResult, str | None], ...]


@dataclass(frozen=True)
class Book:
    """A book read whole and checked in form; its games not replayed yet."""

    players: tuple[_Player, ...]
    games: tuple[_Game, ...]
    settings: JsonDict
    renamed: tuple[tuple[str, str], ...]
    """Names cleaned (:attr:`ImportReport.renamed`)."""


def export_book(db: Database, settings: Mapping[str, object] | None = None) -> BookFile:
    """The whole store as a book, in an order that depends only on what is in it."""
    players: list[JsonDict] = [
        {"name": name, "hidden": bool(hidden), "created": created}
        for name, hidden, created in db.execute(
            "SELECT name, hidden, created FROM players ORDER BY name_key"
        ).fetchall()
    ]
    seats: dict[int, list[Json]] = {}
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
    games: list[JsonDict] = []
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


def export_text(db: Database, settings: Mapping[str, object] | None = None) -> str:
    """:func:`export_book` as the JSON text of the file."""
    return book_text(export_book(db, settings))


def book_text(book: Mapping[str, object]) -> str:
    """A book as its file's text (UTF-8 JSON, keys sorted: the same book, the same text)."""
    return json.dumps(book, ensure_ascii=False, allow_nan=False, sort_keys=True, indent=1)


def import_text(db: Database, text: str | bytes, engines: Engines) -> ImportReport:
    """Read a book file's text (or bytes, UTF-8) into the store (:func:`import_book`)."""
    book = read_text(text)
    return merge_book(db, book, left_out_of(db, book, engines))


def import_book(db: Database, data: object, engines: Engines) -> ImportReport:
    """Merge a book into the store in one transaction (:func:`merge_book`), every game not
    here yet replayed through its engine first (:func:`left_out`)."""
    book = read_book(data)
    return merge_book(db, book, left_out_of(db, book, engines))


def read_text(text: str | bytes) -> Book:
    """A book file's text (or bytes, UTF-8) read and checked (:func:`read_book`)."""
    try:
        if isinstance(text, bytes):
            text = text.decode("utf-8-sig")
        data = json.loads(text, parse_constant=_no_constant)
    except (ValueError, RecursionError) as exc:
        raise UserError("book-damaged") from exc
    return read_book(data)


def read_book(data: object) -> Book:
    """The players, games and settings of a whole, readable book; ``book-newer`` for a
    book of a later version, ``book-name`` for a player's name a typed name could not
    have, ``book-damaged`` for anything else amiss."""
    book = _entry(data)
    _need(book.get("format") == FORMAT)
    version = book.get("version")
    if not (type(version) is int and version >= 1):
        _damaged()
    if version > VERSION:
        raise UserError("book-newer")
    listed, played = book.get("players"), book.get("games")
    if not (isinstance(listed, list) and isinstance(played, list)):
        _damaged()
    written = tuple(_player(p) for p in listed)
    players = tuple(p for p, _ in written)
    keys = {name_key(p.name) for p in players}
    _need(len(keys) == len(players))
    games = tuple(_game(g, keys) for g in played)
    _need(len({g.uid for g in games}) == len(games))
    settings = book.get("settings")
    if not (isinstance(settings, dict) and _json_ready(settings)):
        _damaged()
    renamed = tuple((spelled(name), p.name) for p, name in written if name != p.name)
    return Book(players, games, settings, renamed)


def new_games(db: Database, book: Book) -> list[_Game]:
    """The games of ``book`` not in the store yet (by ``uid``)."""
    here = {uid for (uid,) in db.execute("SELECT uid FROM games").fetchall()}
    return [g for g in book.games if g.uid not in here]


def left_out(game: _Game, engines: Engines) -> str | None:
    """Why ``game`` may not be merged: :data:`UNKNOWN` (a game this app does not know),
    :data:`ILLEGAL` (its record does not replay through the game's engine); None if it
    may."""
    try:
        engine = engines(game.game)
    except InvalidNotation:
        return UNKNOWN
    if game.record is None:
        return None
    try:
        GameRecord.from_dict(game.record).replay(engine)
    except Exception:  # a foreign record may break an engine in any way: it is not kept
        return ILLEGAL
    return None


def left_out_of(db: Database, book: Book, engines: Engines) -> dict[str, str]:
    """Each game of ``book`` not here yet that may not be merged: its uid and why."""
    return {g.uid: why for g in new_games(db, book) if (why := left_out(g, engines))}


def merge_book(db: Database, book: Book, left: Mapping[str, str]) -> ImportReport:
    """Merge a read book into the store in one transaction: players matched by name
    ignoring case (a player already here keeps their name and whether they are hidden),
    games whose ``uid`` is here already skipped, games in ``left`` (uid: why,
    :func:`left_out`) left out."""
    added = skipped = 0
    reasons: list[str] = []
    with db.atomic():
        ids = dict(db.execute("SELECT name_key, id FROM players").fetchall())
        new_players = [p for p in book.players if name_key(p.name) not in ids]
        for p in new_players:
            cursor = db.execute(
                "INSERT INTO players (name, name_key, created, hidden) VALUES (?, ?, ?, ?)",
                [p.name, name_key(p.name), p.created, int(p.hidden)],
            )
            ids[name_key(p.name)] = int(cursor.lastrowid or 0)
        for g in book.games:
            if db.execute("SELECT 1 FROM games WHERE uid = ?", [g.uid]).fetchone():
                skipped += 1
                continue
            if g.uid in left:
                reasons.append(left[g.uid])
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
    return ImportReport(
        len(new_players),
        added,
        skipped,
        book.settings,
        illegal=reasons.count(ILLEGAL),
        unknown=reasons.count(UNKNOWN),
        renamed=book.renamed,
    )


def _player(value: object) -> tuple[_Player, str]:
    """A book's player entry, checked, the name cleaned as a typed name is, and the name
    as the book wrote it; ``book-name`` (with the name spelled out and why) if a typed
    name could not be this."""
    entry = _entry(value)
    name, hidden, created = entry.get("name"), entry.get("hidden"), entry.get("created")
    if not (_text(name) and type(hidden) is bool and _text(created)):
        _damaged()
    try:
        cleaned = clean_name(name)
    except UserError as why:
        if why.code == "name-empty":  # (nothing shows: "enter a name" would not say why)
            why = UserError("name-no-letter")
        raise UserError("book-name", name=spelled(name), why=why) from why
    return _Player(cleaned, hidden, created), name


def _game(value: object, players: set[str]) -> _Game:
    """A book's game entry, checked; its seats may name only ``players`` (name keys)."""
    entry = _entry(value)
    get = entry.get
    uid, game, seed = get("uid"), get("game"), get("seed")
    started, ended = get("started"), get("ended")
    options, outcome, record, seats = get("options"), get("outcome"), get("record"), get("seats")
    if not (
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
        and (record is None or (isinstance(record, dict) and _replayable(record, game)))
        and (record is None or _json_ready(record))
        and "record" in entry
        and isinstance(seats, list)
    ):
        _damaged()
    checked = tuple(_seat(s, players) for s in seats)
    _need(len({s.seat for s, _ in checked}) == len(checked))
    return _Game(uid, game, options, str(seed), started, ended, outcome, record, checked)


def _seat(value: object, players: set[str]) -> tuple[SeatResult, str | None]:
    """A game's seat entry, checked, and the name key of the player it names."""
    entry = _entry(value)
    seat, name, player = entry.get("seat"), entry.get("name"), entry.get("player")
    level, score, won = entry.get("bot"), entry.get("score"), entry.get("won")
    if not (
        type(seat) is int
        and 0 <= seat < 64
        and _text(name)
        and (player is None or (_text(player) and name_key(player) in players))
        and (level is None or _text(level))
        and isinstance(score, int | float)
        and type(score) is not bool
        and math.isfinite(score)
        and type(won) is bool
        and "player" in entry
        and "bot" in entry
    ):
        _damaged()
    key = None if player is None else name_key(player)
    return SeatResult(seat, None, name, level, float(score), won), key


def _replayable(record: object, game: str) -> bool:
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
        _damaged()


def _damaged() -> NoReturn:
    """Refuse the book as damaged."""
    raise UserError("book-damaged")


def _entry(value: object) -> dict[str, object]:
    """A JSON object of the book (the book itself, a player, a game, a seat)."""
    if not isinstance(value, dict) or not all(isinstance(key, str) for key in value):
        _damaged()
    return value


def _text(value: object) -> TypeGuard[str]:
    """Whether ``value`` is a string of at most :data:`_TEXT_MAX` characters."""
    return isinstance(value, str) and len(value) <= _TEXT_MAX


def _json_ready(value: object) -> bool:
    """Whether ``value`` can be written as strict JSON (no NaN, only JSON's types)."""
    try:
        json.dumps(value, allow_nan=False)
    except (TypeError, ValueError, RecursionError):
        return False
    return True


def _no_constant(name: str) -> NoReturn:
    """Refuse ``NaN`` and ``Infinity``, which strict JSON does not have."""
    raise ValueError(name)


def _loads(text: str | None) -> Json:
    """The JSON value in ``text``; None if there is none or it cannot be read."""
    if text is None:
        return None
    try:
        return json.loads(text)
    except (ValueError, RecursionError):
        return None


def _object(text: str) -> JsonDict:
    """The JSON object in ``text``; {} if it is not one."""
    value = _loads(text)
    return value if isinstance(value, dict) else {}
