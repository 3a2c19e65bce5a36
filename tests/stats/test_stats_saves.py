"""Saved running games: one per client and game, upserted, broken ones moved aside; saves
of the one-per-client days carried over; each client's last setup per game."""

import sqlite3
from pathlib import Path

import pytest
from sqlite_utils import Database

from app.core.errors import UserError
from app.stats import (
    MIGRATIONS,
    LastSetup,
    clear_game,
    last_setup,
    load_game,
    move_games,
    open_db,
    remember_setup,
    save_game,
    saved_games,
    set_aside,
)


def test_round_trip_and_isolation(db: Database) -> None:
    save_game(db, "client-a", "schnapsen", {"moves": ["A♥", "10♠"], "who": "Jürgen"})
    save_game(db, "client-b", "schnitzel", {"moves": []})
    a = load_game(db, "client-a", "schnapsen")
    b = load_game(db, "client-b")
    assert a is not None and b is not None
    assert (a.game, a.record) == ("schnapsen", {"moves": ["A♥", "10♠"], "who": "Jürgen"})
    assert (b.game, b.record) == ("schnitzel", {"moves": []})
    assert a.updated
    assert load_game(db, "client-c") is None
    assert load_game(db, "client-a", "schnitzel") is None
    clear_game(db, "client-a", "schnapsen")
    assert load_game(db, "client-a") is None
    assert load_game(db, "client-b") == b
    clear_game(db, "client-a", "schnapsen")


def test_one_running_game_per_game(db: Database) -> None:
    """A second game keeps the first; saving a game again replaces only that game."""
    save_game(db, "client-a", "schnapsen", {"n": 1})
    save_game(db, "client-a", "snorkeling", {"n": 2})
    assert [(s.game, s.record) for s in saved_games(db, "client-a")] == [
        ("snorkeling", {"n": 2}),
        ("schnapsen", {"n": 1}),
    ]
    save_game(db, "client-a", "schnapsen", {"n": 3})
    assert [(s.game, s.record) for s in saved_games(db, "client-a")] == [
        ("schnapsen", {"n": 3}),
        ("snorkeling", {"n": 2}),
    ]
    assert load_game(db, "client-a").game == "schnapsen"  # the most recent
    clear_game(db, "client-a", "schnapsen")
    assert [s.game for s in saved_games(db, "client-a")] == ["snorkeling"]
    assert db["saved_games"].count == 1


def test_a_save_from_before_is_carried_over(tmp_path: Path) -> None:
    """A file of the one-save-per-browser days: its save loads as that game's save."""
    path = tmp_path / "stats.db"
    old = Database(sqlite3.connect(str(path)))
    MIGRATIONS.apply(old, stop_before="m002_a_save_per_game")
    old.execute(
        "INSERT INTO saved_games (client_id, game, record, updated) VALUES (?, ?, ?, ?)",
        ["phone", "snorkeling", '{"moves": ["x"]}', "2026-11-30T10:00:00+00:00"],
    )
    old.conn.commit()
    old.close()
    db = open_db(path).db
    saved = load_game(db, "phone", "snorkeling")
    assert saved is not None and saved.record == {"moves": ["x"]}
    save_game(db, "phone", "schnapsen", {"moves": []})
    assert [s.game for s in saved_games(db, "phone")] == ["schnapsen", "snorkeling"]


def test_survives_reopen(tmp_path: Path) -> None:
    path = tmp_path / "stats.db"
    db = open_db(path).db
    save_game(db, "client-a", "schnapsen", {"n": 1})
    db.close()
    saved = load_game(open_db(path).db, "client-a", "schnapsen")
    assert saved is not None and saved.record == {"n": 1}


@pytest.mark.parametrize("text", ["{not json", "[1, 2]", "42", "null", ""])
def test_broken_row_is_moved_aside(db: Database, text: str) -> None:
    save_game(db, "client-b", "schnitzel", {"ok": True})
    save_game(db, "client-a", "snorkeling", {"ok": True})
    db.execute(
        "INSERT INTO saved_games (client_id, game, record, updated) VALUES (?, ?, ?, ?)",
        ["client-a", "schnapsen", text, "2025-01-01T00:00:00+00:00"],
    )
    with pytest.raises(UserError) as exc:
        saved_games(db, "client-a")
    assert exc.value.code == "save-damaged"
    assert load_game(db, "client-a", "schnapsen") is None
    assert [s.game for s in saved_games(db, "client-a")] == ["snorkeling"]
    moved = list(db["damaged_saves"].rows)
    assert [(m["client_id"], m["game"], m["record"]) for m in moved] == [
        ("client-a", "schnapsen", text)
    ]
    assert moved[0]["moved"]
    other = load_game(db, "client-b")
    assert other is not None and other.record == {"ok": True}


def test_record_must_be_a_json_dict(db: Database) -> None:
    with pytest.raises(TypeError):
        save_game(db, "client-a", "schnapsen", [1, 2])  # type: ignore[arg-type]
    with pytest.raises(TypeError):
        save_game(db, "client-a", "schnapsen", {"x": object()})
    assert db["saved_games"].count == 0


def test_set_aside_keeps_the_record_and_frees_the_slot(db):
    """A save that cannot be resumed is moved to damaged_saves, byte for byte; the
    browser's other games stay."""
    save_game(db, "phone", "schnapsen", {"moves": ["play:ZZ"]})
    save_game(db, "phone", "slf", {"moves": []})
    set_aside(db, "phone", "schnapsen")
    assert load_game(db, "phone", "schnapsen") is None
    assert load_game(db, "phone", "slf") is not None
    rows = list(db.query("select client_id, game, record from damaged_saves"))
    assert rows == [{"client_id": "phone", "game": "schnapsen", "record": '{"moves": ["play:ZZ"]}'}]


def test_the_last_setup_per_client_and_game(db):
    """Remembered per browser and game, replaced by the next one; unreadable ones ignored."""
    seats = [{"name": "Lukas", "player_id": None, "bot": None}, {"name": "", "bot": "easy"}]
    remember_setup(db, "phone", "snorkeling", LastSetup(seats, {"target": 8}, {}))
    remember_setup(db, "phone", "slf", LastSetup(seats[:1], {"rounds": 2}, {"countdown": 30}))
    assert last_setup(db, "phone", "snorkeling") == LastSetup(seats, {"target": 8}, {})
    assert last_setup(db, "tablet", "snorkeling") is None
    remember_setup(db, "phone", "snorkeling", LastSetup(seats[1:], {}, {}))
    assert last_setup(db, "phone", "snorkeling").seats == seats[1:]
    assert last_setup(db, "phone", "slf").extras == {"countdown": 30}
    for broken in ("{no", "[]", '{"seats": 3}', '{"seats": [1]}'):
        db.execute("UPDATE setups SET setup = ? WHERE game = 'slf'", [broken])
        assert last_setup(db, "phone", "slf") is None


def test_games_begun_under_a_stand_in_id_move_to_the_browsers_own(db: Database) -> None:
    """A game of a kind the browser has none of moves over; of two of one kind the newer
    is kept and the older set aside, never lost."""
    save_game(db, "phone", "schnapsen", {"moves": ["old"]})
    save_game(db, "stand-in", "schnapsen", {"moves": ["new"]})
    save_game(db, "stand-in", "slf", {"moves": []})
    move_games(db, "stand-in", "phone")
    assert saved_games(db, "stand-in") == []
    assert {s.game: s.record for s in saved_games(db, "phone")} == {
        "schnapsen": {"moves": ["new"]},
        "slf": {"moves": []},
    }
    aside = list(db.query("select client_id, game, record from damaged_saves"))
    assert aside == [{"client_id": "phone", "game": "schnapsen", "record": '{"moves": ["old"]}'}]
