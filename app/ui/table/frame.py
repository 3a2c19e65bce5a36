"""The running game on screen: the frame every game shares around its board.

It owns the app bar, the width budget, moves (play → autosave → redraw, or a refusal
explained), the hand-over rule (:mod:`app.ui.table.seating`), the result screens with
"next round", "play again" and "back to the games", computer turns (each computer seat
that may act thinks on its own view; its move is dropped without a word if someone was
faster), the learning aids a game's setup may switch on (a hint from the strongest
level, taking a move back), and the redraws in which new cards fade in.
"""

from __future__ import annotations

import asyncio
import time
from collections.abc import Awaitable, Callable, Iterator, MutableMapping
from typing import Generic, ParamSpec, TypeVar

import flet as ft

from app.core.contract import Move, Outcome, View
from app.core.errors import IllegalMove
from app.core.json import Json
from app.core.record import Step
from app.i18n import Arg, Translator
from app.ui.feedback import Feedback
from app.ui.handover import handover_view, waiting_view
from app.ui.host import Host
from app.ui.session import AIDS, HELPED, GameSession
from app.ui.settings import SPEEDS, Settings
from app.ui.table.board import Board
from app.ui.table.coach import Coach, Mark
from app.ui.table.newcomers import keep_offer
from app.ui.table.port import Port
from app.ui.table.seating import HANDOVER, RESULT, TABLE, WAITING, Seating
from app.ui.table.taps import Taps
from app.ui.theme import TAP
from app.ui.widgets import icon_button, tagged

MAX_WIDTH = 720
CROWDED = 150
"""Below this much room beside the app bar's buttons, the game's name is set smaller and
closer to them (the Schnapsen bar with hints on a 360 px phone: four buttons and the back
arrow)."""
SETTLE = 0.05
"""Seconds before a drawing's new cards are drawn again at full opacity (they fade in)."""
S = TypeVar("S")
V = TypeVar("V", bound=View)
M = TypeVar("M", bound=Move)
P = ParamSpec("P")


class Table(Generic[S, V, M]):
    """A running game's screen: the session, who holds the phone, and the board; typed
    over its game's state ``S``, views ``V`` and moves ``M`` (it is the board's
    ``Port[V, M]``)."""

    def __init__(
        self,
        host: Host,
        session: GameSession[S, M, V],
        board: Callable[[Port[V, M]], Board[V, M]],
        marks: tuple[Mark, ...],
    ) -> None:
        """The table of ``session`` drawn by ``board``, with the first steps ``marks`` (both
        from the game's screens' descriptor, :class:`app.ui.screens.game.GameScreens`)."""
        self.host = host
        self.session = session
        self.route = f"/play/{session.game}"
        self.board = board(self)
        self.seating = Seating(session, self.board.public_seat())
        self.coach = Coach(self, marks)
        """The first steps shown the first time a game is opened (:mod:`app.ui.table.coach`)."""
        self.thinking: set[int] = set()
        """Computer seats thinking right now."""
        self.pause = SPEEDS[host.settings.bot_speed]
        """Seconds a move stays on screen before a computer answers (tests set 0)."""
        self.note = ""
        """What happened last, in one line (the board shows it); cleared by a new round."""
        self.parts: dict[tuple, ft.Control] = {}
        """The parts of this drawing, by what they show (see ``kept``)."""
        self.last_parts: dict[tuple, ft.Control] = {}
        self.inside: dict[tuple, tuple[tuple, ...]] = {}
        """The keys of the parts each part of this drawing was made of (see ``kept``)."""
        self.last_inside: dict[tuple, tuple[tuple, ...]] = {}
        self.targets: dict[tuple, tuple[str, ...]] = {}
        """The tap targets offered inside each part of this drawing (see ``kept``)."""
        self.last_targets: dict[tuple, tuple[str, ...]] = {}
        self.drawn: set[str] = set()
        """Keys of the animated parts this drawing drew (see ``entering``)."""
        self.before: set[str] | None = None
        """Those of the drawing on screen; None when the table was not on screen."""
        self.settling = False
        self.taps = Taps()
        """Which taps are taken (:mod:`app.ui.table.taps`)."""
        self.rewinds = 0
        """How often moves were taken back (a computer's thinking from before is void)."""
        self.hint: M | None = None
        """The move the strongest computer level would make for the shown person now (a
        hint they asked for); None once anything is played."""
        self.hinting = False
        """Whether a hint is being worked out (a second tap asks for nothing more)."""

    # ------------------------------------------------------------ helpers

    def t(self, message_id: str, **args: Arg) -> str:
        """Translate."""
        return self.host.t(message_id, **args)

    @property
    def width(self) -> float:
        """The room for the table's content: the screen's width, at most 720."""
        return min(self.host.page.width or 412, MAX_WIDTH) - 16

    def alive(self) -> bool:
        """True while this is the running game (not left, finished or replaced)."""
        return self.host.table is self

    def showing(self) -> bool:
        """True while this table is on screen (its browser connected: a table whose
        browser went away is on no screen, and its clocks stand still)."""
        return self.alive() and self.host.route == self.route and self.host.connected()

    def ticking(self) -> bool:
        """True while the game's clocks run: the table on screen, no first step over it."""
        return self.showing() and self.coach.current() is None

    def at_table(self) -> bool:
        """True at the table itself (not a hand-over, a wait or a result)."""
        return self.seating.moment().kind == TABLE

    def viewer(self) -> int:
        """The seat whose view the table shows."""
        return self.seating.viewer()

    def view(self) -> V:
        """What the shown seat may know."""
        return self.session.view(self.viewer())

    def takes(self, target: str, *, shifting: bool = False) -> bool:
        """Whether a tap on ``target`` is meant for what the table shows now (as
        :meth:`Taps.takes`); every handler of a tap on the table asks first, and the
        drawing that shows the target offers it (:meth:`offer`)."""
        return self.taps.takes(target, shifting=shifting)

    def offer(self, target: str, owner: int | None = None) -> None:
        """The drawing being built shows ``target`` (a tap on it is asked about with
        :meth:`takes`; ``owner``: the seat whose own it is): whether it stood there
        before decides which taps it takes."""
        self.taps.offer(target, owner)

    def tap(
        self,
        target: str,
        action: Callable[[], object],
        *,
        shifting: bool = False,
        owner: int | None = None,
    ) -> Callable[[], None]:
        """A click handler that runs ``action`` if the tap on ``target`` is taken; the
        drawing being built offers ``target`` (as :meth:`offer`)."""
        self.offer(target, owner)

        def tapped() -> None:
            if self.takes(target, shifting=shifting):
                action()

        return tapped

    # ------------------------------------------------------------ the port

    @property
    def tr(self) -> Translator:
        """The words of the language on screen."""
        return self.host.tr

    @property
    def settings(self) -> Settings:
        """The phone's settings."""
        return self.host.settings

    @property
    def feedback(self) -> Feedback:
        """Sound and vibration."""
        return self.host.feedback

    @property
    def memo(self) -> MutableMapping[str, Json]:
        """The board's own values saved with the game (kept in the session's extras)."""
        return self.session.extras

    @property
    def height(self) -> float:
        """The screen's height."""
        return self.host.page.height or 915

    @property
    def screen_width(self) -> float:
        """The screen's whole width."""
        return self.host.page.width or 412

    def name(self, seat: int) -> str:
        """A seat's name; "You" for the only person at the table."""
        if self.session.humans() == [seat]:
            return self.t("table-you")
        return self.session.seats[seat].name

    def about(self, seat: int, message_id: str, **args: Arg) -> str:
        """A sentence about ``seat``: its ``-you`` form when that is the only person playing."""
        if self.session.humans() == [seat]:
            return self.t(f"{message_id}-you", **args)
        return self.t(message_id, name=self.name(seat), **args)

    def run(self, task: Callable[P, Awaitable[object]], *args: P.args, **kwargs: P.kwargs) -> None:
        """Run ``task(*args, **kwargs)`` beside the event loop."""
        self.host.page.run_task(task, *args, **kwargs)

    def ask(self, title: str, body: str, action: str, on_yes: Callable[[], object]) -> None:
        """Ask before doing something that cannot be undone."""
        self.host.confirm(title, body, action, on_yes)

    def notify(self, text: str) -> None:
        """A short message over the top of the screen."""
        self.host.notify(text)

    def show_dialog(self, dialog: ft.DialogControl) -> None:
        """Open ``dialog`` over the table."""
        self.host.page.show_dialog(dialog)

    def pop_dialog(self) -> None:
        """Close the dialog on top."""
        self.host.page.pop_dialog()

    def save(self) -> None:
        """Save the game now."""
        self.host.autosave()

    def fresh(self) -> bool:
        """Whether this drawing is the table's first on screen."""
        return self.before is None

    def spot(self, part: str, control: ft.Control) -> ft.Control:
        """``control``, outlined while a first step points at ``part``."""
        return self.coach.spot(part, control)

    def pointed(self) -> str | None:
        """The part a first step points at now; None while none shows."""
        mark = self.coach.current()
        return None if mark is None else mark.part

    def seats(self) -> int:
        """How many seats the game has."""
        return len(self.session.lineup)

    def typed(self, seat: int) -> str:
        """The name typed for ``seat`` ("" for a computer or an unnamed person)."""
        return self.session.lineup[seat].name.strip()

    def seat_name(self, seat: int) -> str:
        """A seat's name as the seats show it, never "You"."""
        return self.session.seats[seat].name

    def humans(self) -> list[int]:
        """The seats played by people."""
        return self.session.humans()

    def bot_level(self, seat: int) -> str | None:
        """The computer level of ``seat``; None for a person."""
        return self.session.bot_level(seat)

    def actors(self) -> tuple[int, ...]:
        """The seats that may act now."""
        return self.session.actors()

    def legal(self, seat: int) -> tuple[M, ...]:
        """The legal moves of ``seat`` now."""
        return self.session.legal(seat)

    def refusal(self, *moves: M) -> IllegalMove | None:
        """Why ``moves`` would be refused now; None: accepted."""
        return self.session.refusal(*moves)

    def view_of(self, seat: int) -> V:
        """What ``seat`` may know."""
        return self.session.view(seat)

    def outcome(self) -> Outcome | None:
        """The result once the game is over."""
        return self.session.outcome()

    def moves(self) -> int:
        """How many moves were played."""
        return len(self.session.record.moves)

    def codes(self) -> tuple[str, ...]:
        """The codes of the moves played, in order."""
        return self.session.record.moves

    def seed(self) -> int | str:
        """The game's seed."""
        return self.session.record.seed

    def walk(self) -> Iterator[Step]:
        """The game's moves, each with the state before it."""
        return self.session.walk()

    def decisions(self, seat: int, round_index: int) -> list[tuple[V, M, M | None]]:
        """``seat``'s moves in round ``round_index``, each with its view then and a hint."""
        return self.session.decisions(seat, round_index)

    # ------------------------------------------------------------ moves

    def act(self, *moves: M) -> bool:
        """Play moves in order: a refused one is explained and stops the rest. Whatever
        was played is saved and drawn; True if every move was accepted."""
        played = 0
        for move in moves:
            before = self.view()
            try:
                self.session.play(move)
            except IllegalMove as problem:
                self.host.notify(self.board.explain(problem, move))
                break
            self.board.played(before, move)
            played += 1
        if played:
            self.taps.played(tapped=True)
            self.after_move()
        return played == len(moves)

    def after_move(self) -> None:
        """Forget the choice in progress and any hint, save, draw."""
        self.board.clear()
        self.hint = None
        self.host.autosave()
        self.redraw()

    def conceal(self) -> None:
        """The table is opened again on a phone that may be in other hands (a reload, a
        reconnect): every private view (a hand, a look) waits behind its owner's
        hand-over again."""
        self.seating.conceal()
        self.board.conceal()
        self.taps.changed()

    def reveal(self, seat: int) -> None:
        """The person at ``seat`` has the phone: show their cards."""
        self.seating.reveal(seat)
        self.redraw()

    def acknowledge(self) -> None:
        """Close a result: on to the next deal or round, or finish the game."""
        self.seating.acknowledge()
        if self.session.outcome() is not None and self.seating.moment().kind != RESULT:
            self.host.finish()
            return
        self.note = ""
        self.redraw()

    def play_again(self) -> None:
        """Finish this game and start another with the same seats and rules."""
        options = self.board.rematch(dict(self.session.record.options))
        self.host.finish(self.session.rematch(self.host.client_id, options))

    def rewind(self, moves: int, note: str = "") -> None:
        """Take back every move after the first ``moves``, save and draw."""
        self.session.rewind(moves)
        self.rewinds += 1
        self.seating.rewound()
        self.taps.played(tapped=True)
        self.note = note
        self.after_move()

    # ------------------------------------------------------------ learning aids

    def aids(self) -> bool:
        """Whether this game offers learning aids (switched on in its setup, with a board
        that can say a hint and a computer level to give it)."""
        return bool(self.session.extras.get(AIDS) and self.board.hints and self.session.levels)

    def helped(self) -> None:
        """A learning aid was used: the game counts as played with help."""
        self.session.extras[HELPED] = True

    async def give_hint(self) -> None:
        """Mark the move the strongest level would make from the shown person's own view,
        and say it in the note line (a wait for a computer is no moment for a hint)."""
        seat = self.board.advised()
        if self.hinting or not self.may_act(seat):
            return
        self.hinting = True
        asked = (len(self.session.record.moves), self.rewinds)
        try:
            level = next(reversed(self.session.levels.values()))
            move = await self.session.think(seat, time.perf_counter, level)
        finally:
            self.hinting = False
        if not self.alive() or asked != (len(self.session.record.moves), self.rewinds):
            return  # (a move or a take-back came first: the hint was for another moment)
        self.hint = move
        self.session.hinted(move)  # (the deal review never names it)
        said = self.board.hint_words(self.session.view(seat), move)
        self.note = self.t("aid-hint", move=said)
        self.helped()
        self.host.autosave()
        self.redraw()

    def may_act(self, seat: int) -> bool:
        """Whether ``seat`` is a person who may act now (a moment for a hint)."""
        return seat in self.session.actors() and not self.session.bot_level(seat)

    def take_back(self) -> None:
        """Take back the shown person's last move and the computers' answers to it."""
        kept = self.session.undo_point(self.viewer())
        if kept is None:
            return
        self.helped()
        self.rewind(kept, self.t("aid-taken-back"))

    def hint_button(self) -> list[ft.Control]:
        """The lightbulb for the app bar, while the shown person may act."""
        if not self.aids() or not self.at_table():
            return []
        if not self.may_act(self.board.advised()):
            return []

        def ask() -> None:
            self.host.page.run_task(self.give_hint)

        return [icon_button("aid-hint", ft.Icons.LIGHTBULB_OUTLINE, self.t("aid-hint-button"), ask)]

    def undo_button(self) -> ft.Control | None:
        """The take-back button for the board to place (beside whose turn it is), while
        there is a move to take back."""
        if not self.aids() or self.session.undo_point(self.viewer()) is None:
            return None
        tapped = self.tap("aid-undo", self.take_back)
        return icon_button("aid-undo", ft.Icons.UNDO, self.t("aid-undo-button"), tapped)

    # ------------------------------------------------------------ computers

    def schedule_computers(self) -> None:
        """Let every computer seat that may act now think, each in a task of its own
        (unless the board runs its computers itself)."""
        if self.board.run_computers():
            return
        for seat in self.session.computers():
            if seat not in self.thinking:
                self.thinking.add(seat)
                self.host.page.run_task(self.computer_turn, seat)

    async def computer_turn(self, seat: int) -> None:
        """Wait (so the last move can be followed, or, while a person may act too, for
        the level's reaction time), think from the seat's own view, and play, unless the
        move no longer fits. The wait follows ``pause`` as it stands when the wait would
        end: a pause lengthened meanwhile (a test that holds the computers) is waited out."""
        rewinds = self.rewinds
        try:
            racing = any(self.session.bot_level(s) is None for s in self.session.actors())
            reaction = self.session.level(seat).reaction if racing else 0.0
            waited = max(self.pause, reaction)
            await asyncio.sleep(waited)
            while (more := max(self.pause, reaction) - waited) > 0:  # lengthened meanwhile
                await asyncio.sleep(more)
                waited += more
            if not self.alive() or seat not in self.session.computers():
                return
            before = self.view()
            move = await self.session.think(seat, time.perf_counter)
        finally:
            self.thinking.discard(seat)
        await asyncio.sleep(0)  # the last chunk of thinking and the redraw: two pauses, not one
        if not self.alive():
            return
        if self.session.refusal(move) is not None or self.rewinds != rewinds:
            self.schedule_computers()  # someone was faster, or it was taken back: think again
            return
        self.session.play(move)
        self.taps.played(tapped=False)
        self.board.played(before, move)
        self.after_move()

    # ------------------------------------------------------------ drawing

    def redraw(self, changed: bool = True) -> None:
        """Draw the current moment again, if the table is on screen; ``changed``: what
        it shows has changed (not only where it is in an animation, or a clock)."""
        if changed:
            self.taps.changed()
        if self.showing():
            self.host.go(self.route)

    def build(self) -> ft.View:
        """The view for this moment: a result, a hand-over, a wait, or the table."""
        shown = self.host.page.views
        on_screen = bool(shown) and shown[-1].key == self.route
        self.last_parts, self.parts = (self.parts if on_screen else {}), {}
        self.last_inside, self.inside = (self.inside if on_screen else {}), {}
        self.last_targets, self.targets = (self.targets if on_screen else {}), {}
        self.before, self.drawn = (self.drawn if on_screen else None), set()
        self.taps.drawn(fresh=not on_screen)
        moment = self.seating.moment()
        if moment.kind == RESULT:
            return self.result_view(moment.seat or 0)
        self.schedule_computers()
        if moment.kind == HANDOVER:
            seat = moment.seat or 0
            name = self.session.seats[seat].name
            ready = self.tap("handover-ready", lambda: self.reveal(seat))
            return handover_view(self.host.tr, self.route, name, ready, self.neutral_bar())
        if moment.kind == WAITING:
            names = [self.session.seats[s].name for s in self.session.computers()]
            return waiting_view(self.host.tr, self.route, names, self.neutral_bar())
        return self.table_view(self.session.view(moment.seat or 0))

    def kept(self, key: tuple, make: Callable[[], ft.Control]) -> ft.Control:
        """``make()``, or the very control it made for ``key`` in the drawing on screen.

        Flet skips an unchanged object when it diffs a redraw, so a redraw costs what
        changed rather than every card (in the browser build the difference between
        about 30 and about 80 ms). ``key`` must name all the control shows and does; a
        kept control is used once per drawing.

        ``make`` may keep parts of its own (a zone's card inside the zone): when the
        whole is kept, they are kept with it, so a later drawing that makes the whole
        anew still finds them. The tap targets it offered are offered again with it.
        """
        control = self.last_parts.pop(key, None)
        if control is None:
            known, offered = len(self.parts), len(self.taps.offers)
            control = make()
            inside = tuple(list(self.parts)[known:])
            targets = tuple(self.taps.offers[offered:])
        else:
            inside, targets = self.last_inside.get(key, ()), self.last_targets.get(key, ())
            for part in inside:
                if part in self.last_parts:
                    self.parts[part] = self.last_parts.pop(part)
                    self.inside[part] = self.last_inside.get(part, ())
                    self.targets[part] = self.last_targets.get(part, ())
            for target in targets:
                self.offer(target)
        self.parts[key] = control
        self.inside[key] = inside
        self.targets[key] = targets
        return control

    def entering(self, key: str) -> bool:
        """True if the part ``key`` (unique on the screen, naming what it shows) was not on
        the table on screen: draw it in its starting pose, and a moment later it is
        drawn again in its place, which Flet animates. Never on a table's first drawing
        (a new game, a resume, after a hand-over): then everything a person needs to act
        is there at once. Never when motion is reduced."""
        self.drawn.add(key)
        if self.host.settings.reduce_motion or self.before is None or key in self.before:
            return False
        if not self.settling:
            self.settling = True
            self.host.page.run_task(self.settle)
        return True

    async def settle(self) -> None:
        """Draw again, so that the parts that entered move into place."""
        await asyncio.sleep(SETTLE)
        self.settling = False
        self.redraw(changed=False)

    def moving(self, control: ft.Control, key: str) -> ft.Control:
        """``control`` in a box that fades in over 250 ms when it enters the table."""
        if self.host.settings.reduce_motion:
            return control
        return ft.Container(
            control,
            key=key,
            opacity=0 if self.entering(key) else 1,
            animate_opacity=ft.Animation(250, ft.AnimationCurve.EASE_OUT),
        )

    def app_bar(self, view: V) -> ft.AppBar:
        """Back, the game's name (with the board's second line), its buttons, the rules."""
        name = self.t(f"game-{self.session.game}")
        line = self.board.subtitle(view)
        actions = [*self.hint_button(), *self.board.actions(view)]
        # one line each, beside the buttons of a narrow bar (smaller beside four buttons)
        crowded = (self.host.page.width or 412) - TAP * (len(actions) + 2) < CROWDED
        title: ft.Control = one_line(name, 18 if crowded else None)
        if line is not None:
            status = tagged("table-status", one_line(line, 13))
            title = ft.Column([one_line(name, 18), status], spacing=0, tight=True)
        rules = icon_button(
            "open-rules",
            ft.Icons.MENU_BOOK,
            self.t("button-rules"),
            lambda: self.host.go(f"/rules/{self.session.game}"),
        )
        return ft.AppBar(
            title=title,
            title_spacing=4 if crowded else None,
            leading=icon_button("table-back", ft.Icons.ARROW_BACK, self.t("nav-back"), self.leave),
            actions=[*actions, rules],
        )

    def neutral_bar(self) -> ft.AppBar:
        """The app bar of a hand-over or a wait: Back (home, the game kept for Continue)
        and the game's name, nothing of anyone's cards."""
        return ft.AppBar(
            title=ft.Text(self.t(f"game-{self.session.game}")),
            leading=icon_button("table-back", ft.Icons.ARROW_BACK, self.t("nav-back"), self.leave),
        )

    def leave(self) -> None:
        """Back to the games; the game stays saved (a second Back of a double tap is
        dropped: :meth:`app.ui.host.Host.back_taken`)."""
        if self.host.back_taken():
            self.host.leave()

    def table_view(self, view: V) -> ft.View:
        """The board's drawing of ``view`` under the app bar, at most 720 wide."""
        drawn = self.board.draw(view)  # first: a drawing may decide whether the body scrolls
        body = ft.Column(
            drawn,
            expand=True,
            spacing=8,
            scroll=ft.ScrollMode.AUTO if self.board.scrolls else None,
            horizontal_alignment=ft.CrossAxisAlignment.CENTER,
        )
        width = self.width + 16
        return ft.View(
            route=self.route,
            key=self.route,
            appbar=self.app_bar(view),
            padding=ft.Padding.only(left=8, right=8, top=4, bottom=8),
            controls=[self.coach.over(ft.Container(body, width=width, expand=True), width)],
            horizontal_alignment=ft.CrossAxisAlignment.CENTER,
        )

    def result_view(self, index: int) -> ft.View:
        """Result ``index`` as the board tells it; then on to the next deal or round, or,
        after the last one, "play again" and back to the games. The back arrow goes to the
        games too: the game stays saved (after the last result it is recorded)."""
        view = self.view()
        if self.is_last(index):
            buttons = [
                *keep_offer(self.host, self.session, self.tap, self.redraw),
                tagged(
                    "play-again",
                    ft.FilledButton(
                        self.board.again(),
                        icon=ft.Icons.REPLAY,
                        height=56,
                        width=360,
                        on_click=self.tap("play-again", self.play_again),
                    ),
                ),
                self.onward(ft.OutlinedButton, self.t("play-back-home"), None),
            ]
        else:
            label = self.board.onward(view, index)
            buttons = [self.onward(ft.FilledButton, label, ft.Icons.ARROW_FORWARD)]
        content = ft.Column(
            [*self.board.result(view, index), ft.Container(height=8), *buttons],
            spacing=10,
            tight=True,
        )
        return ft.View(
            route=self.route,
            key=f"{self.route}#result",
            appbar=ft.AppBar(
                title=ft.Text(self.t(f"game-{self.session.game}")),
                leading=icon_button(
                    "table-back",
                    ft.Icons.ARROW_BACK,
                    self.t("nav-back"),
                    self.tap("result-back", self.acknowledge)
                    if self.is_last(index)
                    else self.leave,
                ),
            ),
            controls=[ft.Container(content, width=560)],
            scroll=ft.ScrollMode.AUTO,
            horizontal_alignment=ft.CrossAxisAlignment.CENTER,
            padding=16,
        )

    def is_last(self, index: int) -> bool:
        """True if result ``index`` is the game's last (the game is over)."""
        return self.session.outcome() is not None and index == len(self.seating.results()) - 1

    def onward(self, kind: type, label: str, icon: ft.IconData | None) -> ft.Control:
        """The button that closes a result: on to the next round, or home at the end."""
        tapped = self.tap("next-round", self.acknowledge)
        button = kind(label, icon=icon, height=56, width=360, on_click=tapped)
        return tagged("next-round", button)


def one_line(text: str, size: float | None) -> ft.Text:
    """``text`` on one line, cut with an ellipsis where the room ends (``size`` None: the
    theme's size)."""
    return ft.Text(text, size=size, max_lines=1, overflow=ft.TextOverflow.ELLIPSIS)
