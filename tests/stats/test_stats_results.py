"""Recording finished games and summing them up per player."""

import json
import sqlite3

import pytest
from sqlite_utils import Database

from app.stats import (
    GameTally,
    Scores,
    SeatResult,
    add_player,
    delete_player,
    points_by_player,
    record_result,
    scores_by_player,
    summaries,
)


def _record(db: Database, game: str, seats: list[SeatResult]) -> int:
    return record_result(
        db,
        game=game,
        options={"target": 7, "Straße": "ü"},
        seed="abc123",
        started="2025-03-01T18:00:00+01:00",
        ended="2025-03-01T18:25:00+01:00",
        outcome={"winner": [s.seat for s in seats if s.won]},
        seats=seats,
        client_id="browser-1",
    )


def _schnapsen(db: Database, detail: dict[str, object], seats: list[SeatResult]) -> None:
    """A finished Schnapsen game with ``detail`` in its outcome."""
    record_result(
        db,
        game="schnapsen",
        options={},
        seed=1,
        started="2026-11-29T10:00:00",
        ended="2026-11-29T10:30:00",
        outcome={"detail": detail},
        seats=seats,
    )


def test_two_games_tally(db: Database) -> None:
    anna = add_player(db, "Anna")
    bert = add_player(db, "Bert")
    carla = add_player(db, "carla")
    first = _record(
        db,
        "schnapsen",
        [
            SeatResult(0, anna.id, "Anna", None, 7, True),
            SeatResult(1, None, "Bot", "easy", 3, False),
        ],
    )
    second = _record(
        db,
        "schnitzel",
        [
            SeatResult(0, anna.id, "Anna", None, 1.5, False),
            SeatResult(1, bert.id, "Bert", None, 4, True),
        ],
    )
    assert second > first
    row = db["games"].get(first)
    assert json.loads(row["options"]) == {"target": 7, "Straße": "ü"}
    assert json.loads(row["outcome"]) == {"winner": [0]}
    assert (row["seed"], row["client_id"]) == ("abc123", "browser-1")
    by_name = {s.name: s for s in summaries(db)}
    assert [s.name for s in summaries(db)] == ["Anna", "Bert", "carla"]
    assert by_name["Anna"].per_game == (GameTally("schnapsen", 1, 1), GameTally("schnitzel", 1, 0))
    assert (by_name["Anna"].played, by_name["Anna"].won) == (2, 1)
    assert by_name["Bert"].per_game == (GameTally("schnitzel", 1, 1),)
    assert by_name["carla"].per_game == ()
    assert by_name["carla"].player_id == carla.id
    assert by_name["carla"].tally("schnapsen") == GameTally("schnapsen", 0, 0)
    assert summaries(db, only=by_name["Anna"].player_id) == [by_name["Anna"]]
    assert summaries(db, only=carla.id) == [by_name["carla"]] and summaries(db, only=999) == []
    seat = db["game_seats"].get((first, 1))
    assert (seat["player_id"], seat["bot_level"], seat["score"]) == (None, "easy", 3.0)


def test_unknown_player_rolls_back(db: Database) -> None:
    anna = add_player(db, "Anna")
    with pytest.raises(sqlite3.IntegrityError):
        _record(
            db,
            "schnapsen",
            [
                SeatResult(0, anna.id, "Anna", None, 7, True),
                SeatResult(1, 999, "Nobody", None, 0, False),
            ],
        )
    assert db["games"].count == 0
    assert db["game_seats"].count == 0


def test_duplicate_seat_rolls_back(db: Database) -> None:
    with pytest.raises(sqlite3.IntegrityError):
        _record(
            db,
            "schnapsen",
            [SeatResult(0, None, "A", "easy", 1, True), SeatResult(0, None, "B", "hard", 0, False)],
        )
    assert db["games"].count == 0


def test_deleted_player_drops_out_of_summaries(db: Database) -> None:
    anna = add_player(db, "Anna")
    _record(db, "schnapsen", [SeatResult(0, anna.id, "Anna", None, 7, True)])
    delete_player(db, anna.id)
    assert summaries(db) == []
    assert db["games"].count == 1


def test_matchups_split_by_opponent_and_count_rounds_and_double_wins(db):
    """Per opponent kind: games, wins, Schneider wins, and the deals inside the games."""
    from app.stats import Matchup, matchups

    anna = add_player(db, "Anna")
    bela = add_player(db, "Béla")

    def play(opponent_id, level, won, deals, schneider=False):
        _schnapsen(
            db,
            {"deals": deals, "schneider_bummerl": schneider},
            [
                SeatResult(0, anna.id, "Anna", None, 7 if won else 3, won),
                SeatResult(1, opponent_id, "X", level, 3 if won else 7, not won),
            ],
        )

    play(None, "normal", True, [[0, 3, "66"], [1, 1, "66"], [0, 3, "66"], [0, 1, "66"]], True)
    play(None, "normal", False, [[1, 3, "66"], [1, 3, "66"], [1, 1, "last-trick"]])
    play(bela.id, None, True, [[0, 3, "66"], [0, 3, "66"], [0, 1, "closed"]])
    table = matchups(db, "schnapsen")
    assert table[anna.id] == (
        Matchup("normal", 2, 1, 1, 7, 3),
        Matchup("person", 1, 1, 0, 3, 3),
    )
    assert table[bela.id] == (Matchup("person", 1, 0, 0, 3, 0),)
    assert matchups(db, "snorkeling") == {}


def test_matchups_count_a_game_whose_deals_are_no_list_without_its_deals(db):
    """A stored outcome whose deals are not a list (an older or damaged one) counts as a
    game without deals, not a crash."""
    from app.stats import Matchup, matchups

    anna = add_player(db, "Anna")
    _schnapsen(
        db,
        {"deals": 5},
        [SeatResult(0, anna.id, "Anna", None, 7, True), SeatResult(1, None, "X", "easy", 3, False)],
    )
    assert matchups(db, "schnapsen") == {anna.id: (Matchup("easy", 1, 1, 0, 0, 0),)}


def test_scores_per_player_count_games_sum_and_extremes(db: Database) -> None:
    """Each player's games of one game: how many, the sum, the lowest and highest score
    (other games and computer seats left out)."""
    anna = add_player(db, "Anna")
    for score, other in ((12, 3), (-2, 20), (7, 7)):
        _record(
            db,
            "schnitzel",
            [
                SeatResult(0, anna.id, "Anna", None, score, score < other),
                SeatResult(1, None, "Computer", "easy", other, other < score),
            ],
        )
    _record(db, "slf", [SeatResult(0, anna.id, "Anna", None, 50, True)])
    scores = scores_by_player(db, "schnitzel")
    assert scores == {anna.id: Scores(3, 17.0, -2.0, 12.0)}
    assert scores[anna.id].average == pytest.approx(17 / 3)
    assert points_by_player(db, "slf") == {anna.id: (50.0, 50.0)}
    assert scores_by_player(db, "snorkeling") == {}


def test_reaction_times_per_player_count_and_median_their_own_seat(db: Database) -> None:
    """Snap outcomes carry each seat's reaction times: a player gets those of the seat
    they sat at, over all their games; computers, other games, outcomes without times
    and unreadable ones are left out."""
    from app.stats import Reactions, reactions_by_player

    anna = add_player(db, "Anna")
    bela = add_player(db, "Béla")

    def play(game, reactions, seats=(anna.id, bela.id)):
        record_result(
            db,
            game=game,
            options={},
            seed=1,
            started="2026-12-01T10:00:00",
            ended="2026-12-01T10:10:00",
            outcome={"detail": {"reactions": reactions}},
            seats=[SeatResult(i, pid, "X", None, 1, i == 0) for i, pid in enumerate(seats)],
        )

    play("snap", [[620, 480], [900]])
    play("snap", [[300], [1500, 700]], seats=(bela.id, anna.id))
    play("snap", [[], [10, 20]], seats=(anna.id, None))
    play("slf", [[1], [1]])
    record_result(
        db,
        game="snap",
        options={},
        seed=2,
        started="2026-12-01T11:00:00",
        ended="2026-12-01T11:10:00",
        outcome={"detail": {"ended": "stop"}},
        seats=[SeatResult(0, anna.id, "Anna", None, 1, True)],
    )
    game_id = db.execute(
        "INSERT INTO games (game, options, seed, started, ended, outcome)"
        " VALUES ('snap', '{}', '3', 'x', 'y', 'not json')"
    ).lastrowid
    db.execute(
        "INSERT INTO game_seats (game_id, seat, player_id, name, score, won)"
        " VALUES (?, 0, ?, 'Anna', 1, 1)",
        [game_id, anna.id],
    )
    times = reactions_by_player(db, "snap")
    assert times == {anna.id: Reactions(4, 660.0), bela.id: Reactions(2, 600.0)}
    assert reactions_by_player(db, "schnitzel") == {}
