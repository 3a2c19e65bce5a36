"""Property tests for the record book: export, import into an empty store, export again
gives the same file; importing a book a second time changes nothing."""

from __future__ import annotations

from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st
from sqlite_utils import Database

from app.games import engine_for
from app.stats import (
    SeatResult,
    add_player,
    delete_player,
    export_text,
    hide_player,
    import_text,
    open_db,
    record_result,
    rename_player,
)
from tests.records import random_game

NAMES = ["Anna", "Ben", "Zoë", "Zoe", "Mia", "Öttő", "王", "Oma \u2764\ufe0f"]
GAMES = ["schnapsen", "slf", "snap"]
TABLE = {"schnapsen": 2, "slf": 3, "snap": 2}
"""How many sit at a kept record's table (a record replays before it is merged)."""
TIMES = ["2026-03-01T10:00:00+01:00", "2026-03-01T10:00:00+02:00", "2026-03-02T08:00:00"]

scalars = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(),
    st.floats(allow_nan=False, allow_infinity=False),
    st.text(max_size=6),
)
objects = st.dictionaries(st.text(max_size=5), scalars, max_size=3)
scores = st.one_of(st.integers(-100, 100), st.floats(allow_nan=False, allow_infinity=False))


@st.composite
def games(draw: st.DrawFn, players: int) -> dict[str, Any]:
    """One finished game whose seats are listed players (by index) or computers."""
    kind = draw(st.sampled_from(GAMES))
    seed = draw(st.one_of(st.integers(0, 10**12), st.text(max_size=8)))
    seats = draw(
        st.lists(
            st.tuples(
                st.one_of(st.none(), st.integers(0, players - 1)) if players else st.none(),
                st.text(max_size=8),
                st.sampled_from([None, "easy", "strong"]),
                scores,
                st.booleans(),
            ),
            max_size=4,
        )
    )
    moves = draw(st.one_of(st.none(), st.integers(0, 6)))
    record = None if moves is None else random_game(kind, TABLE[kind], seed, moves).to_dict()
    return {
        "game": kind,
        "seed": seed,
        "started": draw(st.sampled_from(TIMES)),
        "ended": draw(st.sampled_from(TIMES)),
        "options": draw(objects),
        "outcome": draw(objects),
        "seats": seats,
        "record": record,
    }


@st.composite
def stores(draw: st.DrawFn) -> dict[str, Any]:
    """A household: a few players (some hidden, renamed or deleted later) and games."""
    names = draw(st.lists(st.sampled_from(NAMES), unique=True, max_size=5))
    return {
        "names": names,
        "hidden": draw(st.lists(st.booleans(), min_size=len(names), max_size=len(names))),
        "games": draw(st.lists(games(len(names)), max_size=8)),
        "renamed": draw(st.sets(st.integers(0, max(len(names) - 1, 0)), max_size=2)),
        "deleted": draw(st.sets(st.integers(0, max(len(names) - 1, 0)), max_size=2)),
        "settings": draw(objects),
    }


def _build(plan: dict[str, Any]) -> Database:
    """A real (in-memory) SQLite store made as ``plan`` says."""
    db = open_db(None).db
    players = [add_player(db, name) for name in plan["names"]]
    for player, hidden in zip(players, plan["hidden"], strict=True):
        if hidden:
            hide_player(db, player.id)
    for g in plan["games"]:
        record_result(
            db,
            game=g["game"],
            options=g["options"],
            seed=g["seed"],
            started=g["started"],
            ended=g["ended"],
            outcome=g["outcome"],
            seats=[
                SeatResult(i, None if p is None else players[p].id, name, level, score, won)
                for i, (p, name, level, score, won) in enumerate(g["seats"])
            ],
            record=g["record"],
        )
    for i in plan["renamed"] & set(range(len(players))):
        rename_player(db, players[i].id, f"Neu {i}")
    for i in plan["deleted"] & set(range(len(players))):
        delete_player(db, players[i].id)
    return db


def _rows(db: Database) -> list[list[tuple]]:
    return [
        db.execute(f"SELECT * FROM {table} ORDER BY 1, 2").fetchall()
        for table in ("players", "games", "game_seats")
    ]


@settings(max_examples=60, deadline=None)
@given(stores())
def test_export_import_export_is_the_same_and_a_second_import_changes_nothing(plan) -> None:
    source = _build(plan)
    book = export_text(source, plan["settings"])
    target = open_db(None).db
    report = import_text(target, book, engine_for)
    assert export_text(target, report.settings) == book
    assert (report.players_added, report.games_added, report.games_skipped) == (
        len(plan["names"]) - len(plan["deleted"] & set(range(len(plan["names"])))),
        len(plan["games"]),
        0,
    )
    before = _rows(target)
    again = import_text(target, book, engine_for)
    assert (again.players_added, again.games_added) == (0, 0)
    assert again.games_skipped == len(plan["games"])
    assert _rows(target) == before
    source_rows = _rows(source)
    import_text(source, book, engine_for)
    assert _rows(source) == source_rows
