"""A finished game opened from the history: its result, and where its record was kept
and the game has a replay, the game step by step from the deal on, every hand open now
that it is over (first, back, forward, last), each move said in words.

A game's replay is a :class:`Replayer` in :data:`REPLAYERS`. The game is rebuilt from
its record through the game's own engine, so a replay shows exactly what was played;
the replay draws every seat's view together (each seat's own hand: all hands open),
never the engine's whole state.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

import flet as ft

from app.core.errors import InvalidNotation
from app.core.record import GameRecord
from app.games import engine_for
from app.stats import HistoryRow, finished_game, game_record
from app.ui.host import Host
from app.ui.screens.finished import result_line, seat_names, title, when
from app.ui.screens.replay import schnapsen, slf, snap, snorkeling
from app.ui.screens.scaffold import screen
from app.ui.widgets import icon_button, tagged

Views = tuple[Any, ...]
"""Every seat's view of one moment, by seat."""
Draw = Callable[[Host, Sequence[str], Views], list[ft.Control]]
"""The table at one moment, every hand open: (host, the seats' names, the views)."""
Words = Callable[[Host, Sequence[str], Views, Any, Views], str]
"""A move in words: (host, the seats' names, the views before it, the move, after it)."""


@dataclass(frozen=True)
class Replayer:
    """What one game's replay draws."""

    draw: Draw
    words: Words
    summary: Draw | None = None
    """What the whole game came to, drawn from its last moment above the steps (a
    Bummerl sheet, the points of each round)."""


REPLAYERS: dict[str, Replayer] = {
    "schnapsen": Replayer(schnapsen.draw, schnapsen.words, schnapsen.summary),
    "snap": Replayer(snap.draw, snap.words),
    "snorkeling": Replayer(snorkeling.draw, snorkeling.words),
    "slf": Replayer(slf.draw, slf.words, slf.summary),
}
"""The games that have a replay, by id."""


@dataclass(frozen=True)
class Replay:
    """A finished game's moments, one before each move and one after the last (every
    seat's view of each), and its moves."""

    moments: tuple[Views, ...]
    moves: tuple[Any, ...]


def replayed(record: dict[str, Any]) -> Replay:
    """Every moment of the game ``record`` keeps; raises InvalidNotation for a record that
    cannot be read or replayed."""
    parsed = GameRecord.from_dict(record)
    engine = engine_for(parsed.game)
    parsed = parsed.upgraded(engine)
    seats = range(parsed.seats)
    game = engine.new_game(parsed.seed, dict(parsed.options), parsed.seats)
    moments, moves = [tuple(engine.view_for(game, s) for s in seats)], []
    for code in parsed.moves:
        move = engine.move_from_code(code)
        game = engine.apply(game, move)
        moments.append(tuple(engine.view_for(game, s) for s in seats))
        moves.append(move)
    return Replay(tuple(moments), tuple(moves))


def view(host: Host, game_id: int) -> ft.View:
    """The game ``game_id``: its result, and its replay where there is one."""
    row = finished_game(host.db, game_id)
    if row is None:
        gone = tagged("replay-gone", ft.Text(host.t("replay-gone"), size=16))
        return screen(host, f"/history/{game_id}", host.t("history-title"), [gone])
    ended = tagged("replay-when", ft.Text(when(host, row), size=15, weight=ft.FontWeight.W_500))
    controls: list[ft.Control] = [ended, result_line(host, row)]
    controls += replay_controls(host, row)
    return screen(host, f"/history/{game_id}", title(host, row), controls)


def replay_controls(host: Host, row: HistoryRow) -> list[ft.Control]:
    """The replay of ``row``, or why there is none."""
    replayer = REPLAYERS.get(row.game)
    record = game_record(host.db, row.id) if replayer is not None else None
    if replayer is None or record is None:
        reason = "replay-none-yet" if replayer is None else "replay-not-kept"
        return [tagged("replay-none", ft.Text(host.t(reason), size=15))]
    try:
        replay = replayed(record)
    except (InvalidNotation, ValueError):
        return [tagged("replay-none", ft.Text(host.tr.error(InvalidNotation("record-damaged"))))]
    names = seat_names(host, row.seats)
    seats = len(replay.moments[0])
    names += [host.t("seat-player", number=i + 1) for i in range(len(names), seats)]
    summary = replayer.summary(host, names, replay.moments[-1]) if replayer.summary else []
    return [*summary, *Stepper(host, replay, replayer, names).controls()]


class Stepper:
    """The replay's table, the move that led to it in words, and the step buttons; a
    step redraws them in place."""

    def __init__(
        self, host: Host, replay: Replay, replayer: Replayer, names: Sequence[str]
    ) -> None:
        self.host, self.replay, self.replayer, self.names = host, replay, replayer, names
        self.step = 0
        self.board = ft.Column(spacing=8, tight=True)
        self.said = ft.Text(size=16, weight=ft.FontWeight.W_500)
        self.count = ft.Text(size=14)
        self.buttons: dict[str, ft.Control] = {}
        self.show(0)

    @property
    def last(self) -> int:
        """The step after the last move."""
        return len(self.replay.moves)

    def show(self, step: int) -> None:
        """Put the replay at ``step`` (0: the deal, before any move)."""
        self.step = max(0, min(step, self.last))
        moments = self.replay.moments
        self.board.controls = self.replayer.draw(self.host, self.names, moments[self.step])
        if self.step:
            before, move = moments[self.step - 1], self.replay.moves[self.step - 1]
            words = self.replayer.words(self.host, self.names, before, move, moments[self.step])
            self.said.value = words
        else:
            self.said.value = self.host.t("replay-start")
        self.count.value = self.host.t("replay-step", step=self.step, last=self.last)
        for name, button in self.buttons.items():
            button.content.disabled = (
                (self.step == 0) if name in ("first", "back") else (self.step == self.last)
            )

    def stepper(self, target: Callable[[], int]) -> Callable[[], None]:
        """A step button's handler: to the step ``target()`` names when tapped."""
        return lambda: self.show(target())

    def controls(self) -> list[ft.Control]:
        """The step bar, what happened, and the table."""
        t = self.host.t
        for name, icon, target in (
            ("first", ft.Icons.FIRST_PAGE, lambda: 0),
            ("back", ft.Icons.CHEVRON_LEFT, lambda: self.step - 1),
            ("next", ft.Icons.CHEVRON_RIGHT, lambda: self.step + 1),
            ("last", ft.Icons.LAST_PAGE, lambda: self.last),
        ):
            self.buttons[name] = icon_button(
                f"replay-{name}", icon, t(f"replay-{name}"), self.stepper(target)
            )
        self.show(self.step)
        bar = ft.Row(
            [
                self.buttons["first"],
                self.buttons["back"],
                tagged("replay-step", self.count),
                self.buttons["next"],
                self.buttons["last"],
            ],
            alignment=ft.MainAxisAlignment.CENTER,
            vertical_alignment=ft.CrossAxisAlignment.CENTER,
            spacing=0,
        )
        return [bar, tagged("replay-move", self.said, live_region=True), self.board]
