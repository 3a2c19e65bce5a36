"""Saved running games: one per client, upserted, broken ones moved aside."""

from pathlib import Path

import pytest
from sqlite_utils import Database

from app.core.errors import UserError
from app.stats import clear_game, load_game, open_db, save_game


def test_round_trip_and_isolation(db: Database) -> None:
    save_game(db, "client-a", "schnapsen", {"moves": ["A♥", "10♠"], "who": "Jürgen"})
    save_game(db, "client-b", "schnitzel", {"moves": []})
    a = load_game(db, "client-a")
    b = load_game(db, "client-b")
    assert a is not None and b is not None
    assert (a.game, a.record) == ("schnapsen", {"moves": ["A♥", "10♠"], "who": "Jürgen"})
    assert (b.game, b.record) == ("schnitzel", {"moves": []})
    assert a.updated
    assert load_game(db, "client-c") is None
    clear_game(db, "client-a")
    assert load_game(db, "client-a") is None
    assert load_game(db, "client-b") == b
    clear_game(db, "client-a")


def test_upsert_overwrites(db: Database) -> None:
    save_game(db, "client-a", "schnapsen", {"n": 1})
    save_game(db, "client-a", "snorkeling", {"n": 2})
    saved = load_game(db, "client-a")
    assert saved is not None
    assert (saved.game, saved.record) == ("snorkeling", {"n": 2})
    assert db["saved_games"].count == 1


def test_survives_reopen(tmp_path: Path) -> None:
    path = tmp_path / "stats.db"
    db = open_db(path).db
    save_game(db, "client-a", "schnapsen", {"n": 1})
    db.close()
    saved = load_game(open_db(path).db, "client-a")
    assert saved is not None and saved.record == {"n": 1}


@pytest.mark.parametrize("text", ["{not json", "[1, 2]", "42", "null", ""])
def test_broken_row_is_moved_aside(db: Database, text: str) -> None:
    save_game(db, "client-b", "schnitzel", {"ok": True})
    db.execute(
        "INSERT INTO saved_games (client_id, game, record, updated) VALUES (?, ?, ?, ?)",
        ["client-a", "schnapsen", text, "2025-01-01T00:00:00+00:00"],
    )
    with pytest.raises(UserError) as exc:
        load_game(db, "client-a")
    assert exc.value.code == "save-damaged"
    assert load_game(db, "client-a") is None
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
    """A save that cannot be resumed is moved to damaged_saves, byte for byte."""
    from app.stats import set_aside

    save_game(db, "phone", "schnapsen", {"moves": ["play:ZZ"]})
    set_aside(db, "phone")
    assert load_game(db, "phone") is None
    rows = list(db.query("select client_id, game, record from damaged_saves"))
    assert rows == [{"client_id": "phone", "game": "schnapsen", "record": '{"moves": ["play:ZZ"]}'}]
