"""Opening the statistics database: migrations, moving a damaged file aside, and reading
one that may not be written."""

from __future__ import annotations

import hashlib
import sqlite3
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path

from sqlite_utils import Database
from sqlite_utils.migrations import Migrations

from app.stats import recovery
from app.stats.players import NAME_MAX, name_key, trim_name

MIGRATIONS = Migrations("kartenrunde")
WAIT = 0.02
"""Seconds a statement waits for another process's lock before it fails: a failed write is
retried later (:mod:`app.ui.saving`), so the event loop is never held for long."""

# SQLite primary result codes that say "the environment is in the way", not "the file is
# damaged": a locked, read-only or unreachable database must never be moved aside.
_NOT_DAMAGE = frozenset(
    {
        sqlite3.SQLITE_PERM,
        sqlite3.SQLITE_BUSY,
        sqlite3.SQLITE_LOCKED,
        sqlite3.SQLITE_NOMEM,
        sqlite3.SQLITE_READONLY,
        sqlite3.SQLITE_INTERRUPT,
        sqlite3.SQLITE_IOERR,
        sqlite3.SQLITE_FULL,
        sqlite3.SQLITE_CANTOPEN,
        sqlite3.SQLITE_AUTH,
    }
)

# Files SQLite keeps next to the database; they belong to it and move with it.
_SIBLING_SUFFIXES = ("-journal", "-wal", "-shm")


@MIGRATIONS()
def m001_initial(db: Database) -> None:
    """Create players, games, game_seats, saved_games and damaged_saves."""
    statements = (
        """CREATE TABLE players (
            id INTEGER PRIMARY KEY AUTOINCREMENT,
            name TEXT NOT NULL,
            name_key TEXT NOT NULL UNIQUE,
            created TEXT NOT NULL
        )""",
        """CREATE TABLE games (
            id INTEGER PRIMARY KEY AUTOINCREMENT,
            game TEXT NOT NULL,
            options TEXT NOT NULL,
            seed TEXT NOT NULL,
            started TEXT NOT NULL,
            ended TEXT NOT NULL,
            outcome TEXT NOT NULL,
            client_id TEXT
        )""",
        """CREATE TABLE game_seats (
            game_id INTEGER NOT NULL REFERENCES games(id),
            seat INTEGER NOT NULL,
            player_id INTEGER REFERENCES players(id),
            name TEXT NOT NULL,
            bot_level TEXT,
            score REAL NOT NULL,
            won INTEGER NOT NULL,
            PRIMARY KEY (game_id, seat)
        )""",
        "CREATE INDEX idx_game_seats_player_id ON game_seats(player_id)",
        """CREATE TABLE saved_games (
            client_id TEXT PRIMARY KEY,
            game TEXT NOT NULL,
            record TEXT NOT NULL,
            updated TEXT NOT NULL
        )""",
        """CREATE TABLE damaged_saves (
            id INTEGER PRIMARY KEY AUTOINCREMENT,
            client_id TEXT NOT NULL,
            game TEXT,
            record TEXT,
            moved TEXT NOT NULL
        )""",
    )
    for sql in statements:
        db.execute(sql)


@MIGRATIONS()
def m002_a_save_per_game(db: Database) -> None:
    """Keep one running game per game and browser (it was one per browser), and each
    browser's last setup per game."""
    statements = (
        """CREATE TABLE saved_games_per_game (
            client_id TEXT NOT NULL,
            game TEXT NOT NULL,
            record TEXT NOT NULL,
            updated TEXT NOT NULL,
            PRIMARY KEY (client_id, game)
        )""",
        """INSERT INTO saved_games_per_game (client_id, game, record, updated)
            SELECT client_id, game, record, updated FROM saved_games""",
        "DROP TABLE saved_games",
        "ALTER TABLE saved_games_per_game RENAME TO saved_games",
        """CREATE TABLE setups (
            client_id TEXT NOT NULL,
            game TEXT NOT NULL,
            setup TEXT NOT NULL,
            updated TEXT NOT NULL,
            PRIMARY KEY (client_id, game)
        )""",
    )
    for sql in statements:
        db.execute(sql)


@MIGRATIONS()
def m003_names_by_what_they_show(db: Database) -> None:
    """Trim invisible marks and fillers off every player's name and key it by what it
    shows; no row is lost: a name that now looks like an earlier player's gets a number,
    and a name that shows nothing becomes its id, so both can be told apart and renamed."""
    rows = db.execute("SELECT id, name FROM players ORDER BY id").fetchall()
    names = {pid: trim_name(name) for pid, name in rows}
    taken: set[str] = set()
    later = []
    for pid, _ in rows:
        key = name_key(names[pid])
        if names[pid] and key not in taken:
            taken.add(key)
        else:
            later.append(pid)
    for pid in later:
        base = names[pid] or f"#{pid}"
        name, number = base, 1
        while name_key(name) in taken:
            number += 1
            suffix = f" ({number})"
            name = base[: NAME_MAX - len(suffix)].rstrip() + suffix
        names[pid] = name
        taken.add(name_key(name))
    # Keys are unique: free them all first so that no update meets a key still in use
    # (a name never holds a control character, so no real key starts with char(1)).
    db.execute("UPDATE players SET name_key = char(1) || id")
    for pid, name in names.items():
        db.execute(
            "UPDATE players SET name = ?, name_key = ? WHERE id = ?", [name, name_key(name), pid]
        )


@MIGRATIONS()
def m004_a_record_book(db: Database) -> None:
    """Give every game a stable ``uid`` (older games one derived from what they were, so
    the same game gets the same id wherever it is kept) and room for its ``record``;
    let players be hidden; index games for the history and the statistics."""
    statements = (
        "ALTER TABLE games ADD COLUMN uid TEXT",
        "ALTER TABLE games ADD COLUMN record TEXT",
        "ALTER TABLE players ADD COLUMN hidden INTEGER NOT NULL DEFAULT 0",
    )
    for sql in statements:
        db.execute(sql)
    rows = db.execute("SELECT id, game, seed, started, ended FROM games ORDER BY id").fetchall()
    taken: set[str] = set()
    for game_id, game, seed, started, ended in rows:
        uid = legacy_uid(game, seed, started, ended, taken)
        taken.add(uid)
        db.execute("UPDATE games SET uid = ? WHERE id = ?", [uid, game_id])
    indexes = (
        "CREATE UNIQUE INDEX idx_games_uid ON games(uid)",
        "CREATE INDEX idx_games_ended ON games(ended DESC, id DESC)",
        "CREATE INDEX idx_games_game_ended ON games(game, ended DESC, id DESC)",
        "DROP INDEX idx_game_seats_player_id",
        "CREATE INDEX idx_game_seats_player_game ON game_seats(player_id, game_id)",
    )
    for sql in indexes:
        db.execute(sql)


@MIGRATIONS()
def m005_statistics_from_indexes(db: Database) -> None:
    """Let the statistics count a player's games from indexes alone: their seats with the
    win (no read of a seat's row) and each game's kind by its id (no read of a game's
    row, whose outcome and record make it long)."""
    statements = (
        "DROP INDEX idx_game_seats_player_game",
        "CREATE INDEX idx_game_seats_player_game ON game_seats(player_id, game_id, won)",
        "CREATE INDEX idx_games_id_game ON games(id, game)",
    )
    for sql in statements:
        db.execute(sql)


@MIGRATIONS()
def m006_streaks_from_an_index(db: Database) -> None:
    """Each seat keeps when its game ended, so a player's latest games (their winning
    streak) are read newest first from an index, without sorting all their games."""
    statements = (
        "ALTER TABLE game_seats ADD COLUMN ended TEXT",
        "UPDATE game_seats SET ended = (SELECT g.ended FROM games g WHERE g.id = game_id)",
        "CREATE INDEX idx_game_seats_player_ended"
        " ON game_seats(player_id, ended DESC, game_id DESC, won)",
    )
    for sql in statements:
        db.execute(sql)


@MIGRATIONS()
def m007_wins_with_help(db: Database) -> None:
    """Each person's seat says whether their game was played with help (a hint, a move
    taken back, open hands: the game's ``outcome.helped``), so the statistics count wins
    with help from the seats' covering index."""
    statements = (
        "ALTER TABLE game_seats ADD COLUMN helped INTEGER NOT NULL DEFAULT 0",
        "UPDATE game_seats SET helped = 1 WHERE bot_level IS NULL AND game_id IN"
        " (SELECT id FROM games WHERE json_extract(outcome, '$.helped'))",
        "DROP INDEX idx_game_seats_player_game",
        "CREATE INDEX idx_game_seats_player_game ON game_seats(player_id, game_id, won, helped)",
    )
    for sql in statements:
        db.execute(sql)


def legacy_uid(game: str, seed: str, started: str, ended: str, taken: set[str]) -> str:
    """The id a game saved before ids existed gets: the first 32 hex digits of the SHA-1
    of what it was; a twin of an earlier game adds its number (``|2``, ``|3``, …)."""
    text, number = f"{game}|{seed}|{started}|{ended}", 1
    while True:
        uid = hashlib.sha1(text.encode()).hexdigest()[:32]
        if uid not in taken:
            return uid
        number += 1
        text = f"{game}|{seed}|{started}|{ended}|{number}"


@dataclass(frozen=True)
class Opened:
    """An open database, where a damaged file was moved if one was found, and whether
    the file (or its folder) may not be written: then nothing is saved on this device."""

    db: Database
    recovered: Path | None
    unwritable: bool = False


class _Damaged(Exception):
    """The file opened, but SQLite's own check found it inconsistent."""


def open_db(path: str | Path | None, wal: bool = False) -> Opened:
    """Open (or create) the database at ``path``; ``None`` means in memory. With ``wal``
    a sound file is switched to write-ahead-log mode (server mode): another process
    writing, or holding the file locked, then never stops the phones from reading. The
    browser build stores the one file and keeps SQLite's rollback journal."""
    if path is None:
        return Opened(_in_memory(), None)
    path = Path(path)
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        db = _open_file(path, wal)
    except OSError:  # a folder that may not be made
        return _unwritable(path)
    except (sqlite3.DatabaseError, _Damaged) as exc:
        if not _is_damage(exc):
            if _busy(exc):
                raise
            return _unwritable(path)
    else:
        return Opened(db, None, unwritable=not _writable(db.conn))
    try:
        aside = _move_aside(path)
    except OSError:  # the folder may not be written: the damaged file stays as it is
        return Opened(_in_memory(), None, unwritable=True)
    recovery.note(path, aside)
    return Opened(_open_file(path, wal), aside)


def schema_version(db: Database) -> list[str]:
    """Names of the migrations applied to ``db``, in the order they ran."""
    return [m.name for m in MIGRATIONS.applied(db)]


def blocked(exc: BaseException) -> bool:
    """Whether ``exc`` says the environment is in the way (locked, read-only, full,
    unreachable), so that the same write may succeed later."""
    code = getattr(exc, "sqlite_errorcode", None)
    if code is None:
        return isinstance(exc, sqlite3.OperationalError)
    return (code & 0xFF) in _NOT_DAMAGE


def read_only(exc: BaseException) -> bool:
    """Whether ``exc`` says the connection may not write: one SQLite opened read-only
    stays so even once the file may be written, until it is opened again."""
    return _code(exc) == sqlite3.SQLITE_READONLY


def reconnect(db: Database, path: Path) -> bool:
    """Open ``path`` again for ``db`` and close its old connection, if the new one may
    write; else keep the old one (which can at least read) and return False."""
    conn = _connect(path)
    if not _writable(conn):
        conn.close()
        return False
    db.conn.close()
    db.conn = conn
    return True


def _open_file(path: Path, wal: bool) -> Database:
    """Connect to ``path``, check it and bring its schema up to date; then (only then: a
    damaged file is moved aside untouched) switch it to write-ahead-log mode if asked."""
    db = _prepare(_connect(path))
    if wal:
        try:
            db.execute("PRAGMA journal_mode=WAL").fetchall()
        except sqlite3.OperationalError:  # read-only or locked now: it is switched next time
            pass
    return db


def _connect(path: Path | str) -> sqlite3.Connection:
    """A connection to ``path`` (in the journal mode the file says) that keeps foreign
    keys and waits at most :data:`WAIT` for another process's lock."""
    conn = sqlite3.connect(str(path), timeout=WAIT, check_same_thread=False)
    conn.execute("PRAGMA foreign_keys=ON")
    return conn


def _in_memory() -> Database:
    """A new, empty database in memory."""
    return _prepare(_connect(":memory:"))


def _unwritable(path: Path) -> Opened:
    """``path`` may not be written (nor its journal files made beside it): read it as it
    is if its schema is current; an older one is copied into memory and brought up to
    date there; one that cannot be read at all gives an empty database in memory. The
    file is never changed."""
    conn = _connect_read_only(path)
    if conn is None:
        return Opened(_in_memory(), None, unwritable=True)
    db = Database(conn, execute_plugins=False)
    if not MIGRATIONS.pending(db):
        return Opened(db, None, unwritable=True)
    copy = _connect(":memory:")
    conn.backup(copy)
    conn.close()
    try:
        return Opened(_prepare(copy), None, unwritable=True)
    except (sqlite3.DatabaseError, _Damaged):  # a schema that is not ours
        return Opened(_in_memory(), None, unwritable=True)


def _connect_read_only(path: Path) -> sqlite3.Connection | None:
    """A read-only connection to a sound ``path``, or None. A file in write-ahead-log
    mode whose ``-shm`` cannot be made beside it is read as immutable: nobody may write
    it then, so what it holds is all there is."""
    uri = path.resolve().as_uri()
    for query in ("mode=ro", "mode=ro&immutable=1"):
        conn = None
        try:
            conn = sqlite3.connect(
                f"{uri}?{query}", uri=True, timeout=WAIT, check_same_thread=False
            )
            conn.execute("PRAGMA foreign_keys=ON")
            if [row[0] for row in conn.execute("PRAGMA quick_check")] == ["ok"]:
                return conn
        except sqlite3.DatabaseError:
            pass
        if conn is not None:
            conn.close()
    return None


def _writable(conn: sqlite3.Connection) -> bool:
    """Whether ``conn`` may write its file now (a lock another process holds does not
    count against it): a table is made and rolled back, so nothing is changed."""
    try:
        conn.execute("BEGIN IMMEDIATE")
        try:
            conn.execute("CREATE TABLE _kartenrunde_probe (x)")
        finally:
            if conn.in_transaction:
                conn.execute("ROLLBACK")
    except sqlite3.DatabaseError as exc:
        return _busy(exc)
    return True


def _busy(exc: BaseException) -> bool:
    """Whether ``exc`` says another connection holds the file locked just now."""
    return _code(exc) in (sqlite3.SQLITE_BUSY, sqlite3.SQLITE_LOCKED)


def _code(exc: BaseException) -> int:
    """The primary SQLite result code ``exc`` carries (0: none)."""
    return getattr(exc, "sqlite_errorcode", 0) & 0xFF


def _prepare(conn: sqlite3.Connection) -> Database:
    """Wrap ``conn``, verify it and apply migrations; close it again on any failure."""
    try:
        db = Database(conn, execute_plugins=False)
        db.execute("SELECT count(*) FROM sqlite_master").fetchall()
        result = [row[0] for row in db.execute("PRAGMA quick_check").fetchall()]
        if result != ["ok"]:
            raise _Damaged("; ".join(str(r) for r in result[:5]))
        with db.atomic():  # all or nothing: a failed upgrade leaves the file untouched
            MIGRATIONS.apply(db)
    except BaseException:
        conn.close()
        raise
    return db


def _is_damage(exc: BaseException) -> bool:
    """Whether ``exc`` means the file itself is unusable, rather than busy or unreachable."""
    if isinstance(exc, _Damaged):
        return True
    code = getattr(exc, "sqlite_errorcode", None)
    if code is None:
        return not isinstance(exc, sqlite3.ProgrammingError | sqlite3.InterfaceError)
    return (code & 0xFF) not in _NOT_DAMAGE


def _move_aside(path: Path) -> Path:
    """Rename ``path`` and its journal files to a free ``<name>.damaged-<time>`` name."""
    stamp = datetime.now().strftime("%Y%m%d-%H%M%S")
    base = path.with_name(f"{path.name}.damaged-{stamp}")
    aside, counter = base, 1
    while any(_sibling(aside, s).exists() for s in ("", *_SIBLING_SUFFIXES)):
        counter += 1
        aside = base.with_name(f"{base.name}-{counter}")
    path.rename(aside)
    for suffix in _SIBLING_SUFFIXES:
        sibling = _sibling(path, suffix)
        if sibling.exists():
            sibling.rename(_sibling(aside, suffix))
    return aside


def _sibling(path: Path, suffix: str) -> Path:
    """``path`` with ``suffix`` appended to its file name."""
    return path.with_name(path.name + suffix)
