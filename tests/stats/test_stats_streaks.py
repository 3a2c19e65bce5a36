"""Winning streaks: a player's latest games in a row that they won, by when the games
ended (not the order they were stored in), read from the streak index."""

from __future__ import annotations

from sqlite_utils import Database

from app.stats import add_player, streaks
from tests.records import snap_result


def test_a_streak_counts_back_to_the_latest_loss(db: Database) -> None:
    anna, ben = add_player(db, "Anna"), add_player(db, "Ben")
    snap_result(db, 1, {1}, anna, ben)
    snap_result(db, 2, {0}, anna, ben)
    snap_result(db, 3, {0, 1}, anna, ben)  # shared: both won
    assert streaks(db) == {anna.id: 2, ben.id: 1}


def test_a_player_who_never_lost_has_every_game_and_one_without_games_none(db: Database) -> None:
    anna, ben, cara = add_player(db, "Anna"), add_player(db, "Ben"), add_player(db, "Cara")
    for day in (1, 2, 3):
        snap_result(db, day, {0}, anna, ben)
    assert streaks(db) == {anna.id: 3, ben.id: 0, cara.id: 0}


def test_games_count_by_when_they_ended_not_when_they_were_stored(db: Database) -> None:
    """A game loaded later from a record book that ended earlier does not break the
    streak it precedes."""
    anna, ben = add_player(db, "Anna"), add_player(db, "Ben")
    snap_result(db, 5, {0}, anna, ben)
    snap_result(db, 6, {0}, anna, ben)
    snap_result(db, 2, {1}, anna, ben)  # stored last, played first
    assert streaks(db)[anna.id] == 2


def test_the_streak_is_read_from_the_index(db: Database) -> None:
    statements: list[str] = []
    db.conn.set_trace_callback(statements.append)
    try:
        streaks(db)
    finally:
        db.conn.set_trace_callback(None)
    (sql,) = [s for s in statements if "game_seats" in s]
    plan = " | ".join(r[-1] for r in db.execute("EXPLAIN QUERY PLAN " + sql).fetchall())
    assert "idx_game_seats_player_ended" in plan
