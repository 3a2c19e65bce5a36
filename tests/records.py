"""Finished games for tests: a whole Schnapsen Bummerl and stretches of other games played
by the engines with random legal moves, and stored as a finished game with its record (for
the history, its replay and the record book)."""

from __future__ import annotations

from collections.abc import Sequence
from random import Random

from sqlite_utils import Database

from app.core.contract import Options
from app.core.record import GameRecord
from app.games import engine_for
from app.stats import SeatResult, keep_player, record_result


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


def random_game(
    game: str,
    seats: int,
    seed: str = "replay",
    moves: int = 300,
    options: Options | None = None,
    stop: bool = False,
) -> GameRecord:
    """Up to ``moves`` moves of ``game`` at ``seats`` seats with the rule ``options``, each
    a random legal move of a seat to act (in Snap also the app's settles), as its record;
    ``stop``: a game still running then is ended as the app ends it (Schnapp, Land,
    Fluss! and Snap: a seat that may act stops it)."""
    engine = engine_for(game)
    options = options or {}
    record = GameRecord.start(game, options, seed, seats)
    state, rng = engine.new_game(seed, options, seats), Random(seed)
    while engine.outcome(state) is None and len(record.moves) < moves:
        legal = [m for s in engine.to_act(state) for m in engine.legal_moves(state, s)]
        move = rng.choice(legal)
        state = engine.apply(state, move)
        record = record.with_move(move.code)
    if stop and engine.outcome(state) is None:
        move = engine.move_from_code(f"stop:{engine.to_act(state)[-1]}")
        state = engine.apply(state, move)
        record = record.with_move(move.code)
    return record


def finished(
    db: Database,
    record: dict | None,
    game: str = "schnapsen",
    seats: int = 2,
    people: Sequence[str] = (),
) -> int:
    """Anna (a listed player) beat the strong computer 7 : 2 on 30 Nov 2026 (with more
    ``seats``, more strong computers on 0; the ``people`` named, listed players too, sit
    in the seats after Anna's instead of computers), ``record`` kept (or none); the
    game's id."""
    anna = keep_player(db, "Anna")
    others = []
    for seat in range(1, seats):
        score = 2 if seat == 1 else 0
        if seat <= len(people):
            name = people[seat - 1]
            others.append(SeatResult(seat, keep_player(db, name).id, name, None, score, False))
        else:
            others.append(SeatResult(seat, None, "", "strong", score, False))
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
            *others,
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
