"""The history of finished games: order, filters, paging, records, and the indexes used."""

from __future__ import annotations

import re

import pytest
from sqlite_utils import Database

from app.stats import (
    HistorySeat,
    SeatResult,
    add_player,
    delete_player,
    game_record,
    history,
    record_result,
    rename_player,
)

RECORD = {"format": 2, "game": "schnapsen", "options": {}, "seed": 7, "seats": 2, "moves": []}


def _game(
    db: Database,
    game: str,
    ended: str,
    seats: list[tuple[int | None, str]],
    record: dict | None = None,
) -> int:
    """Record a game in which the first seat won with 3 points."""
    return record_result(
        db,
        game=game,
        options={},
        seed=1,
        started="2026-01-01T09:00:00",
        ended=ended,
        outcome={"winners": [0], "scores": [3, 1]},
        seats=[
            SeatResult(i, pid, name, None if pid else "strong", 3 - 2 * min(i, 1), i == 0)
            for i, (pid, name) in enumerate(seats)
        ],
        record=record,
    )


@pytest.fixture
def store(db: Database) -> dict[str, int]:
    """Anna, Ben and Carla; six games over three days (two ending at the same time)."""
    anna, ben, carla = (add_player(db, n).id for n in ("Anna", "Ben", "Carla"))
    ids = {
        "s1": _game(db, "schnapsen", "2026-01-01T10:00:00", [(anna, "Anna"), (None, "Bot")]),
        "f1": _game(db, "slf", "2026-01-02T10:00:00", [(ben, "Ben"), (carla, "Carla")]),
        "s2": _game(db, "schnapsen", "2026-01-02T10:00:00", [(ben, "Ben"), (anna, "Anna")]),
        "f2": _game(db, "slf", "2026-01-03T10:00:00", [(anna, "Anna"), (carla, "Carla")]),
        "s3": _game(
            db, "schnapsen", "2026-01-03T11:00:00", [(carla, "Carla"), (None, "Bot")], RECORD
        ),
        "f3": _game(db, "slf", "2026-01-03T12:00:00", [(ben, "Ben"), (None, "Bot")]),
    }
    return {"anna": anna, "ben": ben, "carla": carla, **ids}


def _ids(rows: list) -> list[int]:
    return [r.id for r in rows]


def test_newest_first_with_seats_outcome_and_record_flag(db: Database, store) -> None:
    rows = history(db)
    order = ["f3", "s3", "f2", "s2", "f1", "s1"]  # s2 and f1 end together: the later id first
    assert _ids(rows) == [store[k] for k in order]
    s3 = rows[1]
    assert (s3.game, s3.ended, s3.has_record) == ("schnapsen", "2026-01-03T11:00:00", True)
    assert s3.outcome == {"winners": [0], "scores": [3, 1]}
    assert s3.seats == (
        HistorySeat(0, "Carla", store["carla"], None, 3.0, True),
        HistorySeat(1, "Bot", None, "strong", 1.0, False),
    )
    assert [r.has_record for r in rows] == [False, True, False, False, False, False]
    assert len({r.uid for r in rows}) == 6 and all(
        re.fullmatch("[0-9a-f]{32}", r.uid) for r in rows
    )


def test_seats_show_the_players_name_now(db: Database, store) -> None:
    """A renamed player shows under the new name; a deleted one under the seat's name."""
    rename_player(db, store["anna"], "Anni")
    delete_player(db, store["carla"])
    rows = {r.id: r for r in history(db)}
    assert [s.name for s in rows[store["s2"]].seats] == ["Ben", "Anni"]
    assert rows[store["f2"]].seats[1][:3] == (1, "Carla", None)


def test_filters_by_game_and_player(db: Database, store) -> None:
    assert _ids(history(db, game="slf")) == [store[k] for k in ("f3", "f2", "f1")]
    anna = history(db, player_id=store["anna"])
    assert _ids(anna) == [store[k] for k in ("f2", "s2", "s1")]
    both = history(db, game="schnapsen", player_id=store["anna"])
    assert _ids(both) == [store[k] for k in ("s2", "s1")]
    assert history(db, game="snap") == []
    assert history(db, player_id=999) == []


@pytest.mark.parametrize(
    "filters",
    [{}, {"game": "slf"}, {"player_id": "ben"}, {"game": "schnapsen", "player_id": "anna"}],
)
def test_keyset_pages_cover_the_list_once(db: Database, store, filters: dict) -> None:
    """Pages of two, each after the last row of the one before, give the whole list."""
    args = {k: store[v] if k == "player_id" else v for k, v in filters.items()}
    whole = _ids(history(db, **args))
    pages, before = [], None
    while page := history(db, before=before, limit=2, **args):
        assert len(page) <= 2
        pages.extend(_ids(page))
        before = page[-1].cursor
    assert pages == whole and whole


def test_page_after_a_tie_on_the_end_time(db: Database, store) -> None:
    """Two games ending together are split across pages without being lost."""
    rows = history(db)
    after_s2 = history(db, before=rows[3].cursor, limit=10)
    assert _ids(after_s2) == [store["f1"], store["s1"]]
    assert history(db, limit=0) == []


def test_game_record(db: Database, store) -> None:
    assert game_record(db, store["s3"]) == RECORD
    assert game_record(db, store["s1"]) is None
    assert game_record(db, 12345) is None


def test_a_result_keeps_the_given_uid_or_gets_a_new_one(db: Database) -> None:
    first = _game(db, "slf", "2026-01-01T10:00:00", [(None, "Bot")])
    second = _game(db, "slf", "2026-01-01T10:00:00", [(None, "Bot")])
    given = record_result(
        db,
        game="slf",
        options={},
        seed=1,
        started="",
        ended="",
        outcome={},
        seats=[],
        uid="abc",
    )
    uids = dict(db.execute("SELECT id, uid FROM games").fetchall())
    assert uids[given] == "abc"
    assert uids[first] != uids[second]


def _plans(db: Database, **filters) -> list[str]:
    """The query plan of every statement :func:`history` runs with ``filters``."""
    statements: list[str] = []
    db.conn.set_trace_callback(statements.append)
    try:
        history(db, **filters)
    finally:
        db.conn.set_trace_callback(None)
    plans = []
    for sql in statements:
        if sql.lstrip().upper().startswith("SELECT"):
            rows = db.execute("EXPLAIN QUERY PLAN " + sql).fetchall()
            plans.append(" | ".join(r[-1] for r in rows))
    return plans


def test_history_reads_pages_through_indexes(db: Database, store) -> None:
    """All games and one game's are read in order from an index (no sort after, and the
    LIMIT stops the walk); one player's are found through their seats, not a scan."""
    whole = _plans(db, before=("2026-01-03T00:00:00", 99))
    by_game = _plans(db, game="slf", before=("2026-01-03T00:00:00", 99))
    by_player = _plans(db, player_id=store["anna"])
    assert "USING INDEX idx_games_ended" in whole[0]
    assert "USING INDEX idx_games_game_ended" in by_game[0]
    assert "USING COVERING INDEX idx_game_seats_player_game" in by_player[0]
    assert all("TEMP B-TREE" not in p for p in (whole[0], by_game[0])), (whole, by_game)
    for plans in (whole, by_game, by_player):
        assert all("SCAN s" not in p and "SCAN game_seats" not in p for p in plans), plans
    assert "SCAN g" not in by_player[0]
