"""A finished game opened from the history: its result, and where its record was kept
and the game has a replay, the game step by step from the deal on, every hand open now
that it is over (first, back, forward, last), each move said in words.

A game's replay is the :class:`~app.ui.screens.game.Replayer` its screens' descriptor
names (:data:`app.ui.games.SCREENS`, ``app/ui/screens/<id>/replay.py``). The game is
rebuilt from its record through the game's own engine (:meth:`GameRecord.walk`), so a
replay shows exactly what was played; the replay draws every seat's view together (each
seat's own hand: all hands open), or where even those leave cards face down (Schnitzel)
the engine's ``open_view`` of the finished game; never the engine's whole state.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence

import flet as ft

from app.core.contract import Move
from app.core.errors import InvalidNotation
from app.core.record import GameRecord
from app.games import engine_for
from app.stats import HistoryRow, finished_game, game_record
from app.ui.games import SCREENS
from app.ui.host import Host
from app.ui.screens.finished import result_line, seat_names, title, when
from app.ui.screens.game import Replayer, Views
from app.ui.screens.scaffold import screen
from app.ui.widgets import icon_button, tagged


class Replay:
    """A finished game rebuilt move by move as far as it is shown (a long Snap game has
    thousands of moves: reading and rebuilding all of them at once would hold up the
    page), and every seat's view of each moment reached."""

    def __init__(self, record: Mapping[str, object]) -> None:
        """Read ``record``; InvalidNotation if it cannot be read (a move that cannot be
        read or played is found when the replay reaches it)."""
        parsed = GameRecord.from_dict(record)
        self.engine = engine_for(parsed.game)
        parsed = parsed.upgraded(self.engine)
        self.seats = parsed.seats
        self.codes = parsed.moves
        self.moves: list[Move] = []
        """The moves read so far, in order."""
        self.games = [parsed.begin(self.engine)]
        self.steps = parsed.walk(self.engine)

    def moment(self, step: int) -> Views:
        """Every seat's view after the first ``step`` moves; InvalidNotation (or the
        engine's refusal) if a move on the way cannot be read or played."""
        while len(self.games) <= step:
            reached = next(self.steps, None)
            if reached is None:  # (the walk stopped at a move it could not play)
                raise InvalidNotation("record-damaged")
            self.games.append(reached.after)
            self.moves.append(reached.move)
        see = self.engine.open_view or self.engine.view_for
        return tuple(see(self.games[step], s) for s in range(self.seats))


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
    replayer = replayer_of(row.game)
    record = game_record(host.db, row.id) if replayer is not None else None
    if replayer is None or record is None:
        reason = "replay-none-yet" if replayer is None else "replay-not-kept"
        return [tagged("replay-none", ft.Text(host.t(reason), size=15))]
    names = seat_names(host, row.seats)
    try:
        replay = Replay(record)
        names += [host.t("seat-player", number=i + 1) for i in range(len(names), replay.seats)]
        final = replay.moment(len(replay.codes)) if replayer.summary else ()
    except ValueError:  # InvalidNotation and the engine's IllegalMove
        return [damaged(host)]
    summary = replayer.summary(host, names, final) if replayer.summary else []
    return [*summary, *Stepper(host, replay, replayer, names).controls()]


def replayer_of(game: str) -> Replayer | None:
    """The replay of ``game`` its screens name (their package imported now if it was not
    yet); None for a game without screens or replay."""
    return SCREENS[game].replay if game in SCREENS else None


def damaged(host: Host) -> ft.Control:
    """Why a kept record shows no replay: it cannot be replayed."""
    return tagged("replay-none", ft.Text(host.tr.error(InvalidNotation("record-damaged"))))


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
        self.buttons: dict[str, ft.Semantics] = {}
        self.bar = ft.Row(
            alignment=ft.MainAxisAlignment.CENTER,
            vertical_alignment=ft.CrossAxisAlignment.CENTER,
            spacing=0,
        )

    @property
    def last(self) -> int:
        """The step after the last move."""
        return len(self.replay.codes)

    def show(self, step: int) -> None:
        """Put the replay at ``step`` (0: the deal, before any move); a move on the way
        that cannot be played shows that the record is damaged."""
        self.step = max(0, min(step, self.last))
        self.count.value = self.host.t("replay-step", step=self.step, last=self.last)
        for name, button in self.buttons.items():
            at_start = name in ("first", "back")
            if button.content is not None:
                button.content.disabled = self.step == (0 if at_start else self.last)
        try:
            now = self.replay.moment(self.step)
            before = self.replay.moment(self.step - 1) if self.step else None
        except ValueError:  # InvalidNotation and the engine's IllegalMove
            self.board.controls, self.said.value = [damaged(self.host)], ""
            return
        self.board.controls = self.replayer.draw(self.host, self.names, now)
        if before is None:
            self.said.value = self.host.t(self.replayer.start)
        else:
            move = self.replay.moves[self.step - 1]
            self.said.value = self.replayer.words(self.host, self.names, before, move, now)

    def stepper(self, target: Callable[[], int]) -> Callable[[], None]:
        """A step button's handler: to the step ``target()`` names when tapped, sending
        only the step bar, the words and the table (not the whole page, which Flet would
        compare control by control after the tap)."""

        def step() -> None:
            self.show(target())
            self.host.page.update(self.bar, self.said, self.board)

        return step

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
        self.bar.controls = [
            self.buttons["first"],
            self.buttons["back"],
            tagged("replay-step", self.count),
            self.buttons["next"],
            self.buttons["last"],
        ]
        said = tagged("replay-move", self.said, live_region=True)
        return [self.bar, said, tagged("replay-board", self.board)]
