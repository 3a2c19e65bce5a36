"""A running game as the app holds it: the record, the state, and who sits where.

Plain Python (no Flet), so it is tested directly. Several seats may act at once; each
computer seat decides from its own view, yielding to the event loop while it thinks,
and its move is checked again against the state it lands in (someone may have been
faster).
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import asdict, dataclass, replace
from datetime import datetime
from typing import Any, Generic, TypeVar

from app.ai.budget import finish_async
from app.core.contract import Engine, Move, Options, Outcome, View
from app.core.errors import IllegalMove, UserError
from app.core.json import Json, JsonDict
from app.core.record import GameRecord, Step
from app.core.rng import make_rng
from app.games import engine_for, game_for
from app.games.game import Level
from app.i18n import Translator

Translate = Callable[..., str]
"""``t(message_id, **args)``: a text in the language on screen."""
ENGLISH = Translator("en")
AIDS = "aids"
"""The key of ``GameSession.extras`` that offers learning aids (hints, taking back)."""
HELPED = "helped"
"""The key of ``GameSession.extras`` set once a learning aid was used."""
HINTS = "hints"
"""The key of ``GameSession.extras`` with the hints given: move code by the number of
moves played before it (a review never names a move a hint gave)."""
S = TypeVar("S")
M = TypeVar("M", bound=Move)
V = TypeVar("V", bound=View)


@dataclass(frozen=True, slots=True)
class Seat:
    """Who plays a seat: a household player, a typed name, no name (shown as the seat's
    placeholder, "Player 2"), or a computer level (its name is said in words on display)."""

    name: str = ""
    player_id: int | None = None
    bot: str | None = None


def named(seats: Sequence[Seat], t: Translate) -> tuple[Seat, ...]:
    """The seats as shown in the language of ``t``: a computer is named by its level
    ("Computer (Normal)", numbered when there are several), an unnamed person by the
    seat ("Player 2"). Whatever name a save of an older version gave a computer (in the
    language it started in) is not used."""
    computers = [i for i, s in enumerate(seats) if s.bot]
    out = []
    for i, seat in enumerate(seats):
        name = seat.name
        if seat.bot:
            level = t(f"level-{seat.bot}")
            if level == f"level-{seat.bot}" and name:
                out.append(seat)  # a level the locales have no words for keeps its name
                continue
            number = computers.index(i) + 1
            name = (
                t("seat-computer", level=level)
                if len(computers) == 1
                else t("seat-computer-numbered", number=number, level=level)
            )
        elif not name:
            name = t("seat-player", number=i + 1)
        out.append(replace(seat, name=name))
    return tuple(out)


def lineup_of(saved: Mapping[str, object]) -> tuple[Seat, ...]:
    """The seats of an autosave (or a remembered setup); raises ``save-damaged``."""
    seats = saved.get("seats")
    if not isinstance(seats, list) or not all(isinstance(s, dict) for s in seats):
        raise UserError("save-damaged")
    try:
        return tuple(Seat(**s) for s in seats)
    except TypeError as exc:
        raise UserError("save-damaged") from exc


class GameSession(Generic[S, M, V]):
    """One game in progress, typed over its game's state ``S``, moves ``M`` and views
    ``V``; ``play`` validates through the engine and extends the record."""

    def __init__(
        self,
        record: GameRecord,
        seats: tuple[Seat, ...],
        started: str,
        extras: Mapping[str, Json] | None = None,
    ) -> None:
        self.engine: Engine[S, M, V] = engine_for(record.game)
        self.levels = {level.name: level for level in game_for(record.game).levels}
        self.record = record.upgraded(self.engine)
        self.lineup = tuple(seats)
        """The seats as chosen (computers by level, unnamed people without a name)."""
        self.language: Callable[[], Translator] = lambda: ENGLISH
        """The language the seats are named in (the app's: the one on screen)."""
        self._named: tuple[tuple, tuple[Seat, ...]] = ((), ())
        self.kept: tuple[str, ...] = ()
        """Typed names that were made players at the end of this game."""
        self.started = started
        self.extras: dict[str, Json] = dict(extras or {})
        """Presentation choices that are not rules (e.g. show both scores)."""
        self.state: S = self.record.replay(self.engine)
        self._undo: tuple[tuple, int | None] = ((), None)

    @classmethod
    def start(
        cls,
        game: str,
        options: Options,
        seed: int | str,
        seats: tuple[Seat, ...],
        started: str,
        extras: Mapping[str, Json] | None = None,
    ) -> AnySession:
        """A new game; raises UserError for options the engine rejects."""
        engine_for(game).new_game(seed, options, len(seats))
        record = GameRecord.start(game, options, seed, len(seats))
        return cls(record, seats, started, extras)

    @classmethod
    def new(
        cls,
        game: str,
        options: Options,
        seats: tuple[Seat, ...],
        client: str,
        extras: Mapping[str, Json] | None = None,
    ) -> AnySession:
        """A new game seeded by the browser ``client`` and this moment (so two browsers, or
        two games of one, are dealt differently); raises UserError for refused options."""
        now = datetime.now().astimezone().isoformat(timespec="seconds")
        return cls.start(game, options, f"{client}:{now}", seats, now, extras)

    @property
    def seats(self) -> tuple[Seat, ...]:
        """The seats as shown, named in ``language``."""
        tr = self.language()
        key = (self.lineup, tr.lang)
        if self._named[0] != key:
            self._named = (key, named(self.lineup, tr.t))
        return self._named[1]

    def newcomers(self) -> list[int]:
        """Seats of people with a typed name who are not in the player list."""
        return [
            i for i, s in enumerate(self.lineup) if s.name and not s.bot and s.player_id is None
        ]

    def adopt(self, seat: int, player_id: int, name: str) -> None:
        """``seat`` is played by the listed player ``player_id`` (called ``name``)."""
        seats = list(self.lineup)
        seats[seat] = Seat(name, player_id=player_id)
        self.lineup = tuple(seats)

    def rematch(self, client: str, options: Options | None = None) -> AnySession:
        """The same game, seats, rules and choices once more, with a fresh shuffle;
        ``options``: the rules as the board changed them (e.g. who begins)."""
        rules = dict(self.record.options) if options is None else options
        used = (HELPED, HINTS)  # (this game's help and hints, not the next one's)
        extras = {k: v for k, v in self.extras.items() if k not in used}
        again = GameSession.new(self.game, rules, self.lineup, client, extras)
        again.language = self.language
        return again

    def to_saved(self) -> JsonDict:
        """The autosave form."""
        return {
            "record": self.record.to_dict(),
            "seats": [asdict(s) for s in self.lineup],
            "started": self.started,
            "extras": self.extras,
        }

    @classmethod
    def from_saved(cls, data: Mapping[str, object]) -> AnySession:
        """Resume an autosave; anything that does not replay raises ``save-damaged``."""
        try:
            saved, extras = data["record"], data.get("extras") or {}
            if not isinstance(saved, dict) or not isinstance(extras, dict):
                raise UserError("save-damaged")
            record = GameRecord.from_dict(saved)
            seats = lineup_of(data)
            if len(seats) != record.seats:
                raise UserError("save-damaged")
            return cls(record, seats, str(data["started"]), extras)
        except (UserError, KeyError, TypeError, ValueError) as exc:
            raise UserError("save-damaged") from exc

    @property
    def game(self) -> str:
        """The game's id."""
        return self.record.game

    def actors(self) -> tuple[int, ...]:
        """The seats that may act now (none once the game is over)."""
        return self.engine.to_act(self.state)

    def computers(self) -> tuple[int, ...]:
        """The seats that may act now and are played by a computer."""
        return tuple(s for s in self.actors() if self.bot_level(s))

    def bot_level(self, seat: int) -> str | None:
        """The computer level of ``seat``, or None for a person (also for a seat beyond
        the players, such as the game leader of Schnapp, Land, Fluss!)."""
        return self.lineup[seat].bot if seat < len(self.lineup) else None

    def level(self, seat: int) -> Level:
        """The computer level playing ``seat``."""
        return self.levels[self.lineup[seat].bot or ""]

    def humans(self) -> list[int]:
        """Seats played by people."""
        return [i for i, s in enumerate(self.lineup) if s.bot is None]

    def view(self, seat: int) -> V:
        """What ``seat`` may know."""
        return self.engine.view_for(self.state, seat)

    def legal(self, seat: int) -> tuple[M, ...]:
        """Legal moves of ``seat`` now."""
        return self.engine.legal_moves(self.state, seat)

    def refusal(self, *moves: M) -> IllegalMove | None:
        """Why ``moves``, played in this order now, would be refused (None: all would be
        accepted); nothing changes."""
        state = self.state
        for move in moves:
            try:
                state = self.engine.apply(state, move)
            except IllegalMove as problem:
                return problem
        return None

    def play(self, move: M) -> None:
        """Apply a move; an illegal one raises IllegalMove and changes nothing."""
        self.state = self.engine.apply(self.state, move)
        self.record = self.record.with_move(move.code)

    def rewind(self, moves: int) -> None:
        """Take back every move after the first ``moves``: the shortened record replays."""
        record = replace(self.record, moves=self.record.moves[:moves])
        self.state = record.replay(self.engine)
        self.record = record
        if HINTS in self.extras:  # (a hint for the moment returned to still holds)
            kept = {at: code for at, code in self.hints().items() if int(at) <= moves}
            self.extras[HINTS] = kept

    def hinted(self, move: M) -> None:
        """Remember that a hint gave ``move`` now."""
        self.extras[HINTS] = {**self.hints(), str(len(self.record.moves)): move.code}

    def hints(self) -> dict[str, Json]:
        """The hints given: move code by the number of moves played before it."""
        hints = self.extras.get(HINTS)
        return dict(hints) if isinstance(hints, dict) else {}

    def decisions(self, seat: int, round_index: int) -> list[tuple[V, M, M | None]]:
        """``seat``'s moves in deal or round ``round_index`` (0-based, counted by the
        ``results`` of its view), each with the view ``seat`` had when making it and the
        move a hint gave ``seat`` then (None if they asked for none)."""
        hints = self.hints()
        out = []
        for step in self.walk():
            if step.move.seat == seat:
                view = self.engine.view_for(step.before, seat)
                if len(view.results) == round_index:
                    hint = hints.get(str(step.index))
                    hinted = self.engine.move_from_code(hint) if isinstance(hint, str) else None
                    mine = hinted is not None and hinted.seat == seat  # (never another seat's)
                    out.append((view, step.move, hinted if mine else None))
        return out

    def walk(self) -> Iterator[Step]:
        """The record's moves with the states around each (:meth:`GameRecord.walk`)."""
        return self.record.walk(self.engine)

    def outcome(self) -> Outcome | None:
        """The result once the game is over."""
        return self.engine.outcome(self.state)

    async def think(self, seat: int, clock: Callable[[], float], level: Level | None = None) -> M:
        """The move the computer at ``seat`` chooses from its own view (not played yet);
        with ``level``, the move that level would choose there (a person's hint).

        Its random numbers depend on the seed and the moves so far (a replayed game
        thinks alike), and on the seat when several seats may act at once."""
        tags: tuple[int | str, ...] = ("bot" if level is None else "hint", len(self.record.moves))
        level = level or self.level(seat)
        if len(self.actors()) > 1:
            tags += (seat,)
        rng = make_rng(self.record.seed, *tags)
        budget = replace(level.budget, clock=clock)
        return await finish_async(level.decide(self.view(seat), rng, budget))

    @property
    def helped(self) -> bool:
        """Whether a learning aid (a hint, a move taken back) was used in this game."""
        return bool(self.extras.get(HELPED))

    def undo_point(self, seat: int) -> int | None:
        """How many moves stay if ``seat`` takes back its last move, and with it every
        computer's answer: None if ``seat`` plays against a person (they take nothing
        back from each other), has not moved yet, or a deal or round has ended since
        (what was shown as over stays over)."""
        key = (seat, self.record.moves)
        if self._undo[0] != key:  # (asked at every drawing: the record is replayed once)
            self._undo = (key, self._undo_point(seat))
        return self._undo[1]

    def _undo_point(self, seat: int) -> int | None:
        if self.humans() != [seat] or self.outcome() is not None:
            return None
        last = None
        for step in self.walk():
            if step.move.seat == seat:
                last = step
        if last is None:
            return None
        kept, before = last.index, last.before
        then = self.engine.view_for(before, seat)
        now = self.view(seat)
        if len(then.results) != len(now.results):
            return None
        return kept


AnySession = GameSession[Any, Any, Any]  # Any: the app holds whichever game was chosen
"""A session of any game (the shell, a setup, the frame's caller)."""
