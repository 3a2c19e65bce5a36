"""A running game as the app holds it: the record, the state, and who sits where.

Plain Python (no Flet), so it is tested directly. Computer seats are played through
their level's decision, which yields to the event loop while it thinks.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, replace
from typing import Any

from app.ai.budget import finish_async
from app.core.contract import Engine
from app.core.errors import UserError
from app.core.record import GameRecord
from app.core.rng import make_rng
from app.games import engine_for, game_for


@dataclass(frozen=True, slots=True)
class Seat:
    """Who plays a seat: a household player, a quick name, or a computer level."""

    name: str
    player_id: int | None = None
    bot: str | None = None


class GameSession:
    """One game in progress; ``play`` validates through the engine and extends the record."""

    def __init__(
        self,
        engine: Engine,
        record: GameRecord,
        seats: tuple[Seat, ...],
        started: str,
        extras: dict[str, Any] | None = None,
    ) -> None:
        self.engine = engine
        self.record = record.upgraded(engine)
        self.seats = seats
        self.started = started
        self.extras = dict(extras or {})
        """Presentation choices that are not rules (e.g. show both scores)."""
        self.state = self.record.replay(engine)

    @classmethod
    def start(
        cls,
        game: str,
        options: dict[str, Any],
        seed: int | str,
        seats: tuple[Seat, ...],
        started: str,
        extras: dict[str, Any] | None = None,
    ) -> GameSession:
        """A new game; raises UserError for options the engine rejects."""
        engine = engine_for(game)
        engine.new_game(seed, options, len(seats))
        record = GameRecord.start(game, options, seed, len(seats))
        return cls(engine, record, seats, started, extras)

    def to_saved(self) -> dict[str, Any]:
        """The autosave form."""
        return {
            "record": self.record.to_dict(),
            "seats": [asdict(s) for s in self.seats],
            "started": self.started,
            "extras": self.extras,
        }

    @classmethod
    def from_saved(cls, data: dict[str, Any]) -> GameSession:
        """Resume an autosave; anything that does not replay raises ``save-damaged``."""
        try:
            record = GameRecord.from_dict(data["record"])
            seats = tuple(Seat(**s) for s in data["seats"])
            if len(seats) != record.seats:
                raise UserError("save-damaged")
            return cls(
                engine_for(record.game),
                record,
                seats,
                str(data["started"]),
                data.get("extras") or {},
            )
        except (UserError, KeyError, TypeError, ValueError) as exc:
            raise UserError("save-damaged") from exc

    @property
    def game(self) -> str:
        """The game's id."""
        return self.record.game

    def actor(self) -> int | None:
        """The seat to act, or None when the game is over."""
        seats = self.engine.to_act(self.state)
        return seats[0] if seats else None

    def bot_level(self, seat: int) -> str | None:
        """The computer level of ``seat``, or None for a person."""
        return self.seats[seat].bot

    def humans(self) -> list[int]:
        """Seats played by people."""
        return [i for i, s in enumerate(self.seats) if s.bot is None]

    def view(self, seat: int) -> Any:
        """What ``seat`` may know."""
        return self.engine.view_for(self.state, seat)

    def legal(self, seat: int) -> tuple[Any, ...]:
        """Legal moves of ``seat`` now."""
        return self.engine.legal_moves(self.state, seat)

    def play(self, move: Any) -> None:
        """Apply a move; an illegal one raises IllegalMove and changes nothing."""
        self.state = self.engine.apply(self.state, move)
        self.record = self.record.with_move(move.code)

    def rewind(self, moves: int) -> None:
        """Take back every move after the first ``moves``: the shortened record replays."""
        record = replace(self.record, moves=self.record.moves[:moves])
        self.state = record.replay(self.engine)
        self.record = record

    def outcome(self) -> Any:
        """The result once the game is over."""
        return self.engine.outcome(self.state)

    async def bot_move(self, clock) -> Any:
        """Let the computer seat to act choose (from its view only) and play its move."""
        seat = self.actor()
        name = self.bot_level(seat) if seat is not None else None
        if seat is None or name is None:
            raise RuntimeError("not a computer's turn")
        level = game_for(self.game).level(name)
        rng = make_rng(self.record.seed, "bot", len(self.record.moves))
        budget = replace(level.budget, clock=clock)
        move = await finish_async(level.decide(self.view(seat), rng, budget))
        self.play(move)
        return move
