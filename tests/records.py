"""Finished games for tests: a whole Schnapsen Bummerl and stretches of other games played
by the engines with random legal moves, and stored as a finished game with its record (for
the history, its replay and the record book)."""

from __future__ import annotations

from random import Random

from sqlite_utils import Database

from app.core.record import GameRecord
from app.games import engine_for
from app.stats import SeatResult, add_player, record_result


def bummerl(seed: str = "replay") -> GameRecord:
    """A whole Schnapsen Bummerl played with random legal moves, as its record."""
    engine = engine_for("schnapsen")
    record = GameRecord.start("schnapsen", {}, seed, 2)
    state, rng = engine.new_game(seed, {}, 2), Random(seed)
    while engine.outcome(state) is None:
        move = rng.choice(engine.legal_moves(state, engine.to_act(state)[0]))
        state = engine.apply(state, move)
        record = record.with_move(move.code)
    return record


def random_game(game: str, seats: int, seed: str = "replay", moves: int = 300) -> GameRecord:
    """Up to ``moves`` moves of ``game`` at ``seats`` seats, each a random legal move of a
    seat to act (in Snap also the app's settles), as its record."""
    engine = engine_for(game)
    record = GameRecord.start(game, {}, seed, seats)
    state, rng = engine.new_game(seed, {}, seats), Random(seed)
    while engine.outcome(state) is None and len(record.moves) < moves:
        legal = [m for s in engine.to_act(state) for m in engine.legal_moves(state, s)]
        move = rng.choice(legal)
        state = engine.apply(state, move)
        record = record.with_move(move.code)
    return record


def finished(db: Database, record: dict | None, game: str = "schnapsen", seats: int = 2) -> int:
    """Anna (a listed player) beat the strong computer 7 : 2 on 30 Nov 2026 (with more
    ``seats``, more strong computers on 0), ``record`` kept (or none); the game's id."""
    anna = add_player(db, "Anna")
    more = [SeatResult(i, None, "", "strong", 0, False) for i in range(2, seats)]
    return record_result(
        db,
        game=game,
        options={},
        seed="replay",
        started="2026-11-30T17:00:00+01:00",
        ended="2026-11-30T17:40:00+01:00",
        outcome={"winners": [0]},
        seats=[
            SeatResult(0, anna.id, "Anna", None, 7, True),
            SeatResult(1, None, "", "strong", 2, False),
            *more,
        ],
        record=record,
    )


def snap_result(db: Database, day: int, winners: set[int], *players) -> None:
    """A finished Snap game on 2026-11-``day`` of the listed ``players`` (by seat), the
    seats in ``winners`` won (no record)."""
    record_result(
        db,
        game="snap",
        options={},
        seed=str(day),
        started=f"2026-11-{day:02d}T10:00:00+01:00",
        ended=f"2026-11-{day:02d}T10:30:00+01:00",
        outcome={"winners": sorted(winners)},
        seats=[SeatResult(i, p.id, p.name, None, 0, i in winners) for i, p in enumerate(players)],
    )
