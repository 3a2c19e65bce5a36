"""A game as its seed and move codes: the autosave, the replay and the bug report."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, replace
from typing import Any

from app.core.contract import Engine, Options
from app.core.errors import InvalidNotation


@dataclass(frozen=True, slots=True)
class GameRecord:
    """Everything needed to rebuild a game: ``replay()`` yields the identical state."""

    game: str
    options: tuple[tuple[str, Any], ...]
    seed: int | str
    seats: int
    moves: tuple[str, ...] = ()

    @classmethod
    def start(cls, game: str, options: Options, seed: int | str, seats: int) -> GameRecord:
        """A record with no moves yet."""
        return cls(game, tuple(sorted(options.items())), seed, seats)

    def with_move(self, code: str) -> GameRecord:
        """This record with one more move code appended."""
        return replace(self, moves=(*self.moves, code))

    def replay(self, engine: Engine) -> Any:
        """Rebuild the state by applying every move to a new game; raises on a bad record."""
        if engine.id != self.game:
            raise InvalidNotation("record-wrong-game", game=self.game)
        state = engine.new_game(self.seed, dict(self.options), self.seats)
        for code in self.moves:
            state = engine.apply(state, engine.move_from_code(code))
        return state

    def to_dict(self) -> dict[str, Any]:
        """A JSON-ready dict."""
        return {
            "game": self.game,
            "options": dict(self.options),
            "seed": self.seed,
            "seats": self.seats,
            "moves": list(self.moves),
        }

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> GameRecord:
        """Parse :meth:`to_dict` output; raises InvalidNotation on anything malformed."""
        try:
            game, options, seed = data["game"], data["options"], data["seed"]
            seats, moves = data["seats"], data["moves"]
        except (KeyError, TypeError) as exc:
            raise InvalidNotation("record-damaged") from exc
        valid = (
            isinstance(game, str)
            and isinstance(options, Mapping)
            and isinstance(seed, int | str)
            and isinstance(seats, int)
            and isinstance(moves, list | tuple)
            and all(isinstance(m, str) for m in moves)
        )
        if not valid:
            raise InvalidNotation("record-damaged")
        return cls(game, tuple(sorted(options.items())), seed, seats, tuple(moves))
