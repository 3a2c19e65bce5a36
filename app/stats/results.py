"""Finished games: recording results and summing them up per player."""

from __future__ import annotations

import json
import uuid
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import NamedTuple

from sqlite_utils import Database

from app.core.json import JsonDict
from app.stats.players import list_players


@dataclass(frozen=True)
class SeatResult:
    """How one seat (a player or a bot) ended a game."""

    seat: int
    player_id: int | None
    name: str
    bot_level: str | None
    score: float
    won: bool


class GameTally(NamedTuple):
    """How often a player played and won one game (and how many of those wins were with
    help: a hint, a move taken back, open hands)."""

    game: str
    played: int
    won: int
    helped: int = 0


@dataclass(frozen=True)
class PlayerSummary:
    """A player's tallies, one per game they have played, sorted by game id."""

    player_id: int
    name: str
    per_game: tuple[GameTally, ...]

    @property
    def played(self) -> int:
        """Games played in total."""
        return sum(t.played for t in self.per_game)

    @property
    def won(self) -> int:
        """Games won in total."""
        return sum(t.won for t in self.per_game)

    def tally(self, game: str) -> GameTally:
        """The tally for ``game``; zeros if the player never played it."""
        for t in self.per_game:
            if t.game == game:
                return t
        return GameTally(game, 0, 0)


def record_result(
    db: Database,
    *,
    game: str,
    options: Mapping[str, object],
    seed: str | int,
    started: str,
    ended: str,
    outcome: Mapping[str, object],
    seats: Sequence[SeatResult],
    client_id: str | None = None,
    record: Mapping[str, object] | None = None,
    uid: str | None = None,
) -> int:
    """Store a finished game and its seats in one transaction; return the game's id.
    ``record`` is the game's record (:meth:`app.core.record.GameRecord.to_dict`), kept for
    its replay; ``uid`` its id in every record book (a new random one if not given)."""
    helped = bool(outcome.get("helped"))  # (the people's seats: computers need no help)
    with db.atomic():
        cursor = db.execute(
            "INSERT INTO games (game, options, seed, started, ended, outcome, client_id,"
            " uid, record) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
            [
                game,
                _json(options),
                str(seed),
                started,
                ended,
                _json(outcome),
                client_id,
                uid or uuid.uuid4().hex,
                None if record is None else _json(record),
            ],
        )
        game_id = int(cursor.lastrowid or 0)
        for s in seats:
            db.execute(
                "INSERT INTO game_seats"
                " (game_id, seat, player_id, name, bot_level, score, won, ended, helped)"
                " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
                [
                    game_id,
                    s.seat,
                    s.player_id,
                    s.name,
                    s.bot_level,
                    float(s.score),
                    int(s.won),
                    ended,
                    int(helped and s.bot_level is None),
                ],
            )
    return game_id


def summaries(db: Database, only: int | None = None) -> list[PlayerSummary]:
    """One summary per player in the player list (also those without games), by name;
    with ``only``, just that player's (none if they are not listed)."""
    # Both indexes cover what is read (m005): SQLite would rather look each game up by
    # its rowid, and read the long row around its kind.
    who = "s.player_id IS NOT NULL" if only is None else "s.player_id = ?"
    rows = db.execute(
        "SELECT s.player_id, g.game, COUNT(DISTINCT g.id),"
        " COUNT(DISTINCT CASE WHEN s.won THEN g.id END),"
        " COUNT(DISTINCT CASE WHEN s.won AND s.helped THEN g.id END)"
        " FROM game_seats s INDEXED BY idx_game_seats_player_game"
        " JOIN games g INDEXED BY idx_games_id_game ON g.id = s.game_id"
        f" WHERE {who} GROUP BY s.player_id, g.game ORDER BY g.game",
        [] if only is None else [only],
    ).fetchall()
    tallies: dict[int, list[GameTally]] = {}
    for player_id, game, played, won, helped in rows:
        tallies.setdefault(player_id, []).append(GameTally(game, played, won, helped))
    return [
        PlayerSummary(player_id=p.id, name=p.name, per_game=tuple(tallies.get(p.id, ())))
        for p in list_players(db)
        if only is None or p.id == only
    ]


def streaks(db: Database) -> dict[int, int]:
    """Per listed player, how many of their latest finished games in a row they won (a
    shared win counts); read newest first from an index (m006), back to their latest
    loss only."""
    rows = db.execute(
        "SELECT p.id, CASE WHEN last.ended IS NULL"
        " THEN (SELECT COUNT(*) FROM game_seats a WHERE a.player_id = p.id)"
        " ELSE (SELECT COUNT(*) FROM game_seats w INDEXED BY idx_game_seats_player_ended"
        "  WHERE w.player_id = p.id AND (w.ended, w.game_id) > (last.ended, last.game_id))"
        " END"
        " FROM players p LEFT JOIN game_seats last ON last.rowid = ("
        "  SELECT l.rowid FROM game_seats l INDEXED BY idx_game_seats_player_ended"
        "  WHERE l.player_id = p.id AND l.won = 0"
        "  ORDER BY l.ended DESC, l.game_id DESC LIMIT 1)"
    ).fetchall()
    return {player_id: int(count) for player_id, count in rows}


class Month(NamedTuple):
    """A player's games of one kind that ended in one month ("2026-11")."""

    month: str
    game: str
    played: int
    won: int


def months(db: Database, player_id: int) -> list[Month]:
    """The player's games and wins per month and game, oldest month first; read from the
    streak index (m006) and the games' kind index, never a game's long row."""
    rows = db.execute(
        "SELECT substr(s.ended, 1, 7) AS month, g.game, COUNT(*), SUM(s.won)"
        " FROM game_seats s INDEXED BY idx_game_seats_player_ended"
        " JOIN games g INDEXED BY idx_games_id_game ON g.id = s.game_id"
        " WHERE s.player_id = ? GROUP BY month, g.game ORDER BY month, g.game",
        [player_id],
    ).fetchall()
    return [Month(month, game, int(played), int(won)) for month, game, played, won in rows]


class LevelRecord(NamedTuple):
    """A player's games at a table with a computer of one level, and the wins."""

    level: str
    played: int
    won: int


def against_levels(db: Database, player_id: int) -> list[LevelRecord]:
    """Per computer level: the player's games where a computer of that level sat at the
    table, and how many of them the player won."""
    rows = db.execute(
        "SELECT o.bot_level, COUNT(DISTINCT s.game_id),"
        " COUNT(DISTINCT CASE WHEN s.won THEN s.game_id END)"
        " FROM game_seats s JOIN game_seats o ON o.game_id = s.game_id"
        " WHERE s.player_id = ? AND o.bot_level IS NOT NULL GROUP BY o.bot_level",
        [player_id],
    ).fetchall()
    return [LevelRecord(level, int(played), int(won)) for level, played, won in rows]


class Matchup(NamedTuple):
    """A player's record in one game against one kind of opponent."""

    opponent: str
    """The other seat's computer level, or ``"person"``."""
    played: int
    won: int
    double_wins: int
    """Wins that count twice (the outcome's ``detail.schneider_bummerl``)."""
    rounds: int
    """Rounds inside the games (the outcome's ``detail.deals``), e.g. Schnapsen deals."""
    rounds_won: int


def matchups(db: Database, game: str) -> dict[int, tuple[Matchup, ...]]:
    """Per player: their record in ``game`` against each kind of opponent."""
    seats: dict[int, list[tuple[int, int | None, str | None, int]]] = {}
    for game_id, seat, player_id, level, won in db.execute(
        "SELECT s.game_id, s.seat, s.player_id, s.bot_level, s.won FROM game_seats s"
        " JOIN games g ON g.id = s.game_id WHERE g.game = ?",
        [game],
    ).fetchall():
        seats.setdefault(game_id, []).append((seat, player_id, level, won))
    totals: dict[tuple[int, str], list[int]] = {}
    for game_id, outcome in db.execute(
        "SELECT g.id, g.outcome FROM games g WHERE g.game = ? AND EXISTS (SELECT 1"
        " FROM game_seats s WHERE s.game_id = g.id AND s.player_id IS NOT NULL)",
        [game],
    ).fetchall():
        detail = _detail(outcome)
        deals = detail.get("deals")
        rounds = deals if isinstance(deals, list) else []
        firsts = [r[0] for r in rounds if isinstance(r, list) and r]
        double = detail.get("schneider_bummerl") is True
        for seat, player_id, _, won in seats[game_id]:
            if player_id is None:
                continue
            levels = {lv or "person" for st, _, lv, _ in seats[game_id] if st != seat}
            row = totals.setdefault((player_id, "+".join(sorted(levels)) or "person"), [0] * 5)
            row[0] += 1
            row[1] += int(bool(won))
            row[2] += int(bool(won) and double)
            row[3] += len(firsts)
            row[4] += sum(1 for f in firsts if f == seat)
    out: dict[int, list[Matchup]] = {}
    for (player_id, opponent), row in sorted(totals.items()):
        out.setdefault(player_id, []).append(Matchup(opponent, *row))
    return {k: tuple(v) for k, v in out.items()}


def _detail(outcome: str) -> JsonDict:
    """The ``detail`` mapping of a stored outcome ({} if there is none or it is unreadable)."""
    try:
        detail = json.loads(outcome).get("detail", {})
    except (ValueError, AttributeError):
        return {}
    return detail if isinstance(detail, dict) else {}


def _json(value: Mapping[str, object]) -> str:
    """Strict JSON text for a dict (no NaN), keeping non-ASCII characters readable."""
    return json.dumps(value, ensure_ascii=False, allow_nan=False, sort_keys=True)


class Scores(NamedTuple):
    """A player's scores over all finished games of one game."""

    played: int
    total: float
    lowest: float
    highest: float

    @property
    def average(self) -> float:
        """The score of an average game."""
        return self.total / self.played


def scores_by_player(db: Database, game: str) -> dict[int, Scores]:
    """Per player: how many finished games of ``game`` they played and their scores'
    sum, lowest and highest."""
    rows = db.execute(
        "SELECT s.player_id, COUNT(*), SUM(s.score), MIN(s.score), MAX(s.score)"
        " FROM game_seats s JOIN games g ON g.id = s.game_id"
        " WHERE g.game = ? AND s.player_id IS NOT NULL GROUP BY s.player_id",
        [game],
    ).fetchall()
    return {player_id: Scores(*numbers) for player_id, *numbers in rows}


def points_by_player(db: Database, game: str) -> dict[int, tuple[float, float]]:
    """Per player: the points scored in all finished games of ``game`` and the best game."""
    return {pid: (s.total, s.highest) for pid, s in scores_by_player(db, game).items()}


class Reactions(NamedTuple):
    """A player's recorded reaction times over all finished games of one game."""

    calls: int
    """Winning calls with a recorded time."""
    median_ms: float


def reactions_by_player(db: Database, game: str) -> dict[int, Reactions]:
    """Per player: their reaction times in finished games of ``game`` (the outcome's
    ``detail.reactions``, a list of ms per seat), counted and their median; players
    without one are left out."""
    rows = db.execute(
        "SELECT s.player_id, r.value FROM game_seats s JOIN games g ON g.id = s.game_id,"
        " json_each(CASE WHEN json_valid(g.outcome) THEN g.outcome ELSE '{}' END,"
        " '$.detail.reactions[' || s.seat || ']') r"
        " WHERE g.game = ? AND s.player_id IS NOT NULL AND r.type = 'integer'"
        " AND r.value >= 0 ORDER BY s.player_id",
        [game],
    ).fetchall()
    from statistics import median  # (here: its import cost the phone build's boot 50 ms)

    times: dict[int, list[int]] = {}
    for player_id, ms in rows:
        times.setdefault(player_id, []).append(ms)
    return {pid: Reactions(len(ms), float(median(ms))) for pid, ms in times.items()}
