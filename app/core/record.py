"""A game as its seed and move codes: the autosave, the replay and the bug report.

Records have a format number. Format 1 (no ``"format"`` key) was written before every
move code named its seat: in games whose engine says so (``Engine.format1_seatless``)
its codes lack the seat (``play:QH``). Replaying such a record puts the one seat to act
into each code (``play:0:QH``); :meth:`GameRecord.upgraded` gives the record in today's
format, to which later moves can be appended.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from dataclasses import dataclass, replace
from typing import Generic, TypeVar

from app.core.contract import Engine, Move, Options, OptionValue, View
from app.core.errors import InvalidNotation
from app.core.json import JsonDict

S = TypeVar("S")
M = TypeVar("M", bound=Move)
V = TypeVar("V", bound=View)

FORMAT = 2
"""The format written now: every move code names its seat (``kind:seat[:args]``)."""


def with_seat(code: str, seat: int) -> str:
    """A format-1 code with ``seat`` put after its kind: ``play:QH`` → ``play:0:QH``."""
    kind, colon, args = code.partition(":")
    return f"{kind}:{seat}{colon}{args}"


@dataclass(frozen=True, slots=True)
class Step(Generic[S, M]):
    """One move of a record as :meth:`GameRecord.walk` rebuilds it."""

    index: int
    """How many moves came before it."""
    before: S
    """The state it was played in."""
    move: M
    code: str
    """Its code in today's format."""
    after: S
    """The state it led to."""


@dataclass(frozen=True, slots=True)
class GameRecord:
    """Everything needed to rebuild a game: ``replay()`` yields the identical state."""

    game: str
    options: tuple[tuple[str, OptionValue], ...]
    seed: int | str
    seats: int
    moves: tuple[str, ...] = ()
    format: int = FORMAT

    @classmethod
    def start(cls, game: str, options: Options, seed: int | str, seats: int) -> GameRecord:
        """A record with no moves yet."""
        return cls(game, tuple(sorted(options.items())), seed, seats)

    def with_move(self, code: str) -> GameRecord:
        """This record with one more move code appended."""
        return replace(self, moves=(*self.moves, code))

    def begin(self, engine: Engine[S, M, V]) -> S:
        """The new game the record starts from; raises on a record of another game or
        options the engine rejects."""
        if engine.id != self.game:
            raise InvalidNotation("record-wrong-game", game=self.game)
        return engine.new_game(self.seed, dict(self.options), self.seats)

    def walk(self, engine: Engine[S, M, V]) -> Iterator[Step[S, M]]:
        """Every move in order with the states before and after it, rebuilt as far as
        it is asked for (a reader may stop early); raises where a move cannot be read or
        played. The one walk over a record: replay, review, take-back and the screens
        read it."""
        return self._steps(engine, self.begin(engine))

    def _steps(self, engine: Engine[S, M, V], state: S) -> Iterator[Step[S, M]]:
        """The walk from ``state``, the record's new game."""
        for index, code in enumerate(self.moves):
            if self.format == 1 and engine.format1_seatless:
                actors = engine.to_act(state)
                if len(actors) != 1:
                    raise InvalidNotation("record-damaged")
                code = with_seat(code, actors[0])
            move = engine.move_from_code(code)
            after = engine.apply(state, move)
            yield Step(index, state, move, code, after)
            state = after

    def replay(self, engine: Engine[S, M, V]) -> S:
        """Rebuild the state by applying every move to a new game; raises on a bad record."""
        state = self.begin(engine)
        for step in self._steps(engine, state):
            state = step.after
        return state

    def upgraded(self, engine: Engine[S, M, V]) -> GameRecord:
        """This record in today's format (itself if it is in it already)."""
        if self.format == FORMAT:
            return self
        codes = tuple(step.code for step in self.walk(engine))
        return replace(self, moves=codes, format=FORMAT)

    def to_dict(self) -> JsonDict:
        """A JSON-ready dict."""
        return {
            "format": self.format,
            "game": self.game,
            "options": {name: value for name, value in self.options},
            "seed": self.seed,
            "seats": self.seats,
            "moves": list(self.moves),
        }

    @classmethod
    def from_dict(cls, data: object) -> GameRecord:
        """Parse :meth:`to_dict` output (format 1 if it has no ``"format"``); raises
        InvalidNotation ``record-damaged`` on anything malformed."""
        if not isinstance(data, Mapping):
            raise InvalidNotation("record-damaged")
        try:
            game, options, seed = data["game"], data["options"], data["seed"]
            seats, moves = data["seats"], data["moves"]
            version = data.get("format", 1)
        except (KeyError, TypeError, AttributeError) as exc:
            raise InvalidNotation("record-damaged") from exc
        valid = (
            isinstance(game, str)
            and isinstance(options, Mapping)
            and all(isinstance(k, str) for k in options)
            and all(isinstance(v, bool | int | str) for v in options.values())
            and isinstance(seed, int | str)
            and isinstance(seats, int)
            and isinstance(moves, list | tuple)
            and all(isinstance(m, str) for m in moves)
            and type(version) is int
            and version in (1, FORMAT)
        )
        if not valid:
            raise InvalidNotation("record-damaged")
        return cls(game, tuple(sorted(options.items())), seed, seats, tuple(moves), version)
