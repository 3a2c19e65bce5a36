"""Opening the stats database: migrations, and damaged files moved aside."""

import hashlib
import random
import sqlite3
import time
from pathlib import Path

import pytest
from sqlite_utils import Database

from app.core.errors import UserError
from app.stats import (
    MIGRATIONS,
    GameTally,
    add_player,
    list_players,
    open_db,
    schema_version,
    streaks,
    summaries,
)
from app.stats.db import blocked

TABLES = {"players", "games", "game_seats", "saved_games", "damaged_saves", "setups"}
VERSIONS = [
    "m001_initial",
    "m002_a_save_per_game",
    "m003_names_by_what_they_show",
    "m004_a_record_book",
    "m005_statistics_from_indexes",
    "m006_streaks_from_an_index",
    "m007_wins_with_help",
]


def _aside_files(tmp_path: Path) -> list[Path]:
    return sorted(tmp_path.glob("stats.db.damaged-*"))


def test_migrations_create_tables_and_record_version(tmp_path: Path) -> None:
    db = open_db(tmp_path / "stats.db").db
    assert TABLES <= set(db.table_names())
    assert schema_version(db) == VERSIONS
    assert MIGRATIONS.pending(db) == []
    assert db.execute("PRAGMA foreign_keys").fetchone()[0] == 1
    assert db["game_seats"].columns_dict.keys() >= {"player_id", "name", "bot_level", "won"}


def test_open_twice_is_idempotent(tmp_path: Path) -> None:
    path = tmp_path / "stats.db"
    first = open_db(path)
    add_player(first.db, "Anna")
    first.db.close()
    second = open_db(path)
    assert second.recovered is None
    assert schema_version(second.db) == VERSIONS
    assert [p.name for p in list_players(second.db)] == ["Anna"]
    assert second.db["_sqlite_migrations"].count == len(VERSIONS)


def test_in_memory_and_missing_parent_folder(tmp_path: Path) -> None:
    assert TABLES <= set(open_db(None).db.table_names())
    path = tmp_path / "deep" / "er" / "stats.db"
    opened = open_db(path)
    assert opened.recovered is None
    assert path.exists()


def _assert_recovered(tmp_path: Path, path: Path, original: bytes) -> None:
    opened = open_db(path)
    assert opened.recovered is not None
    assert opened.recovered.parent == tmp_path
    assert opened.recovered.name.startswith("stats.db.damaged-")
    assert opened.recovered.read_bytes() == original
    add_player(opened.db, "Neu")
    assert [p.name for p in list_players(opened.db)] == ["Neu"]
    opened.db.close()
    again = open_db(path)
    assert again.recovered is None
    assert [p.name for p in list_players(again.db)] == ["Neu"]


def test_garbage_file_is_moved_aside(tmp_path: Path) -> None:
    path = tmp_path / "stats.db"
    garbage = random.Random(1).randbytes(4096)
    path.write_bytes(garbage)
    _assert_recovered(tmp_path, path, garbage)


def test_truncated_database_is_detected(tmp_path: Path) -> None:
    path = tmp_path / "stats.db"
    db = open_db(path).db
    add_player(db, "Anna")
    with db.atomic():
        for i in range(2000):
            add_player(db, f"Spieler {i:04d} mit Namen")
    db.close()
    size = path.stat().st_size
    assert size > 64 * 1024
    with path.open("r+b") as f:
        f.truncate(size // 2)
    half = path.read_bytes()
    _assert_recovered(tmp_path, path, half)


def test_journal_sibling_moves_along(tmp_path: Path) -> None:
    path = tmp_path / "stats.db"
    path.write_bytes(b"not a database at all, just text" * 64)
    journal = tmp_path / "stats.db-journal"
    journal.write_bytes(b"")
    opened = open_db(path)
    assert opened.recovered is not None
    assert not journal.exists()
    assert Path(f"{opened.recovered}-journal").exists()


def test_second_damage_in_same_second_gets_counter(tmp_path: Path) -> None:
    path = tmp_path / "stats.db"
    path.write_bytes(b"A" * 2048)
    first = open_db(path)
    first.db.close()
    path.unlink()
    path.write_bytes(b"B" * 2048)
    second = open_db(path)
    assert first.recovered is not None and second.recovered is not None
    assert first.recovered != second.recovered
    assert first.recovered.read_bytes() == b"A" * 2048
    assert second.recovered.read_bytes() == b"B" * 2048
    assert len(_aside_files(tmp_path)) == 2


def test_zero_length_file_is_not_damaged(tmp_path: Path) -> None:
    path = tmp_path / "stats.db"
    path.write_bytes(b"")
    opened = open_db(path)
    assert opened.recovered is None
    assert _aside_files(tmp_path) == []
    add_player(opened.db, "Anna")
    assert [p.name for p in list_players(opened.db)] == ["Anna"]


def test_foreign_schema_is_moved_aside(tmp_path: Path) -> None:
    path = tmp_path / "stats.db"
    conn = sqlite3.connect(path)
    conn.execute("CREATE TABLE players (who TEXT)")
    conn.execute("INSERT INTO players VALUES ('x')")
    conn.commit()
    conn.close()
    original = path.read_bytes()
    _assert_recovered(tmp_path, path, original)


def test_names_kept_before_are_compared_by_what_they_show(tmp_path: Path) -> None:
    """Three "Anna" rows from before keep their games; the later ones get a number, a
    name that shows nothing gets its number, and the keys are the new ones."""
    path = tmp_path / "stats.db"
    old = Database(sqlite3.connect(str(path)))
    MIGRATIONS.apply(old, stop_before="m003_names_by_what_they_show")
    rows = [
        ("Anna", "anna"),
        ("\u200fAnna", "\u200fanna"),
        ("Anna\u200e", "anna\u200e"),
        ("\u3164", "\u3164"),
        ("\u200eBert\u200e", "\u200ebert\u200e"),
        ("Anna (2)", "anna (2)"),
    ]
    for name, key in rows:
        old.execute(
            "INSERT INTO players (name, name_key, created) VALUES (?, ?, ?)",
            [name, key, "2026-01-01T10:00:00+00:00"],
        )
    old.execute(
        "INSERT INTO games (game, options, seed, started, ended, outcome)"
        " VALUES ('slf', '{}', '1', '', '', '{}')"
    )
    old.execute(
        "INSERT INTO game_seats (game_id, seat, player_id, name, score, won)"
        " VALUES (1, 0, 3, 'Anna\u200e', 5, 1)"
    )
    old.conn.commit()
    old.close()
    db = open_db(path).db
    names = dict(db.execute("SELECT id, name FROM players").fetchall())
    assert names == {1: "Anna", 2: "Anna (3)", 3: "Anna (4)", 4: "#4", 5: "Bert", 6: "Anna (2)"}
    assert db.execute("SELECT player_id FROM game_seats").fetchall() == [(3,)]
    with pytest.raises(UserError) as exc:
        add_player(db, "Anna\u200f")
    assert exc.value.args_dict == {"name": "Anna"}
    with pytest.raises(UserError):
        add_player(db, "\u2800bert")
    assert add_player(db, "Anna (5)").name == "Anna (5)"


def test_server_mode_reads_through_another_process_lock_and_writes_fail_fast(
    tmp_path: Path,
) -> None:
    """In write-ahead-log mode another connection's exclusive transaction stops neither
    reads nor the event loop: a write fails within a fraction of a second, as one the
    environment is in the way of, and succeeds once the lock is gone."""
    path = tmp_path / "stats.db"
    db = open_db(path, wal=True).db
    add_player(db, "Anna")
    other = sqlite3.connect(path, isolation_level=None)
    other.execute("BEGIN EXCLUSIVE")
    try:
        began = time.perf_counter()
        assert [p.name for p in list_players(db)] == ["Anna"]
        with pytest.raises(sqlite3.OperationalError) as failed:
            add_player(db, "Ben")
        assert time.perf_counter() - began < 0.5
        assert blocked(failed.value)
    finally:
        other.execute("ROLLBACK")
        other.close()
    add_player(db, "Ben")
    assert [p.name for p in list_players(db)] == ["Anna", "Ben"]


def _old_store(path: Path) -> None:
    """A file made before m004: two players, three games (two of them twins), seats."""
    old = Database(sqlite3.connect(str(path)))
    MIGRATIONS.apply(old, stop_before="m004_a_record_book")
    for name in ("Anna", "Ben"):
        old.execute(
            "INSERT INTO players (name, name_key, created) VALUES (?, ?, ?)",
            [name, name.lower(), "2026-01-01T10:00:00+00:00"],
        )
    games = [
        ("schnapsen", "7", "2026-01-02T10:00:00", "2026-01-02T10:30:00"),
        ("slf", "8", "2026-01-03T10:00:00", "2026-01-03T10:30:00"),
        ("slf", "8", "2026-01-03T10:00:00", "2026-01-03T10:30:00"),
    ]
    for game_id, (game, seed, started, ended) in enumerate(games, 1):
        old.execute(
            "INSERT INTO games (game, options, seed, started, ended, outcome, client_id)"
            " VALUES (?, '{}', ?, ?, ?, '{\"winners\": [0]}', 'c1')",
            [game, seed, started, ended],
        )
        for seat, player_id in enumerate((1, 2)):
            old.execute(
                "INSERT INTO game_seats (game_id, seat, player_id, name, score, won)"
                " VALUES (?, ?, ?, ?, ?, ?)",
                [game_id, seat, player_id, f"P{player_id}", 3 - seat, int(seat == 0)],
            )
    old.conn.commit()
    old.close()


def _dump(db: Database) -> dict[str, list[tuple]]:
    """Every row of the tables that existed before m004, by their old columns."""
    return {
        "players": db.execute("SELECT id, name, name_key, created FROM players").fetchall(),
        "games": db.execute(
            "SELECT id, game, options, seed, started, ended, outcome, client_id FROM games"
        ).fetchall(),
        "game_seats": db.execute(
            "SELECT rowid, game_id, seat, player_id, name, bot_level, score, won FROM game_seats"
        ).fetchall(),
    }


def test_m004_keeps_every_row_and_gives_old_games_stable_ids(tmp_path: Path) -> None:
    """An older file loses nothing; its games get ids derived from what they were (a
    twin its number), no record, and players are not hidden."""
    path = tmp_path / "stats.db"
    _old_store(path)
    raw = sqlite3.connect(str(path))
    before = _dump(Database(raw))
    raw.close()
    db = open_db(path).db
    assert schema_version(db) == VERSIONS
    assert _dump(db) == before
    uids = [r[0] for r in db.execute("SELECT uid FROM games ORDER BY id").fetchall()]
    sha = hashlib.sha1(b"schnapsen|7|2026-01-02T10:00:00|2026-01-02T10:30:00").hexdigest()
    twin = hashlib.sha1(b"slf|8|2026-01-03T10:00:00|2026-01-03T10:30:00").hexdigest()
    again = hashlib.sha1(b"slf|8|2026-01-03T10:00:00|2026-01-03T10:30:00|2").hexdigest()
    assert uids == [sha[:32], twin[:32], again[:32]]
    assert db.execute("SELECT COUNT(*) FROM games WHERE record IS NULL").fetchone() == (3,)
    assert [p.hidden for p in list_players(db)] == [False, False]
    # a copy of the same old file gets the same ids
    copy = tmp_path / "copy.db"
    _old_store(copy)
    other = open_db(copy).db
    assert [r[0] for r in other.execute("SELECT uid FROM games ORDER BY id")] == uids


def test_m006_gives_every_old_seat_its_games_end(tmp_path: Path) -> None:
    """Seats stored before m006 learn when their game ended (the streak index reads it)."""
    path = tmp_path / "stats.db"
    _old_store(path)
    db = open_db(path).db
    rows = db.execute(
        "SELECT s.ended, g.ended FROM game_seats s JOIN games g ON g.id = s.game_id"
    ).fetchall()
    assert len(rows) == 6 and all(seat == game for seat, game in rows)
    assert streaks(db) == {1: 3, 2: 0}


def test_m007_marks_the_people_of_a_game_played_with_help(tmp_path: Path) -> None:
    """A person's seat in a game stored with ``outcome.helped`` before m007 learns it (a
    computer's seat never needs help); their wins with help are counted."""
    path = tmp_path / "stats.db"
    old = Database(sqlite3.connect(str(path)))
    MIGRATIONS.apply(old, stop_before="m007_wins_with_help")
    old.execute("INSERT INTO players (name, name_key, created) VALUES ('Anna', 'anna', 'x')")
    for game_id, outcome in ((1, '{"winners": [0], "helped": true}'), (2, '{"winners": [0]}')):
        old.execute(
            "INSERT INTO games (game, options, seed, started, ended, outcome, uid)"
            " VALUES ('schnapsen', '{}', '1', 'a', 'b', ?, ?)",
            [outcome, f"u{game_id}"],
        )
        for seat, (player, bot) in enumerate(((1, None), (None, "easy"))):
            old.execute(
                "INSERT INTO game_seats (game_id, seat, player_id, name, bot_level, score, won)"
                " VALUES (?, ?, ?, 'x', ?, 1, ?)",
                [game_id, seat, player, bot, int(seat == 0)],
            )
    old.conn.commit()
    old.close()
    db = open_db(path).db
    helped = db.execute("SELECT game_id, seat FROM game_seats WHERE helped").fetchall()
    assert helped == [(1, 0)]
    assert summaries(db)[0].tally("schnapsen") == GameTally("schnapsen", 2, 2, 1)


def test_m005_summaries_read_only_indexes(db: Database) -> None:
    """The players' tallies come from the seats' and the games' covering indexes, never
    from a game's long row."""
    statements: list[str] = []
    db.conn.set_trace_callback(statements.append)
    try:
        summaries(db)
    finally:
        db.conn.set_trace_callback(None)
    (sql,) = [s for s in statements if "game_seats" in s]
    plan = " | ".join(r[-1] for r in db.execute("EXPLAIN QUERY PLAN " + sql).fetchall())
    assert "COVERING INDEX idx_game_seats_player_game" in plan
    assert "COVERING INDEX idx_games_id_game" in plan


def test_m004_indexes_and_unique_uid(db: Database) -> None:
    indexes = {r[0] for r in db.execute("SELECT name FROM sqlite_master WHERE type = 'index'")}
    assert {
        "idx_games_uid",
        "idx_games_ended",
        "idx_games_game_ended",
        "idx_game_seats_player_game",
    } <= indexes
    sql = (
        "INSERT INTO games (game, options, seed, started, ended, outcome, uid)"
        " VALUES ('slf', '{}', '1', '', '', '{}', 'same')"
    )
    db.execute(sql)
    with pytest.raises(sqlite3.IntegrityError):
        db.execute(sql)
    assert db["players"].columns_dict["hidden"] is int
