"""What the card-game table screens share: whose hand is shown, redraws in which new
cards fade in, and the computer's turn as a background task that yields while it thinks."""

from __future__ import annotations

import asyncio
import time
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

import flet as ft

from app.ui.settings import SPEEDS

if TYPE_CHECKING:
    from app.ui.session import GameSession
    from app.ui.shell import Shell


class CardTable:
    """The screen state every hidden-hand table keeps between redraws.

    A subclass sets ``route`` and draws the moment in ``build``."""

    route = ""

    def __init__(self, shell: Shell, session: GameSession) -> None:
        self.shell = shell
        self.session = session
        self.seen_results = len(session.state.results)
        humans = session.humans()
        self.shown_seat: int | None = humans[0] if len(humans) == 1 else None
        """The person whose cards are on screen (None: hand-over pending)."""
        self.thinking = False
        self.pause = SPEEDS[shell.settings.bot_speed]
        self.fading: list[str] = []
        """Keys of the cards this redraw drew transparent, to fade in once on screen."""
        self.drawn: set[str] = set()
        """Keys of the fading boxes this redraw drew."""
        self.seen: set[str] = set()
        """Keys of the boxes already shown at full opacity."""
        self.parts: dict[tuple, ft.Control] = {}
        """The parts of this drawing of the table, by what they show (see ``kept``)."""
        self.last_parts: dict[tuple, ft.Control] = {}

    def t(self, message_id: str, **args) -> str:
        """Translate."""
        return self.shell.t(message_id, **args)

    def viewer(self) -> int:
        """The seat whose view the screen shows."""
        return self.shown_seat if self.shown_seat is not None else self.session.humans()[0]

    def new_results(self) -> tuple:
        """Results (deals or rounds) not yet shown on this screen."""
        return self.session.state.results[self.seen_results :]

    def needs_handover(self) -> bool:
        """True when the next person to act is not the one whose cards are shown."""
        actor = self.session.actor()
        if actor is None or self.session.bot_level(actor) or self.new_results():
            return False
        return actor != self.shown_seat

    def reveal(self, seat: int) -> None:
        """The person at ``seat`` has the phone: show their cards."""
        self.shown_seat = seat
        self.redraw()

    def build(self) -> ft.View:
        """The view for this moment, drawn by ``draw``."""
        shown = self.shell.page.views
        on_screen = bool(shown) and shown[-1].key == self.route
        self.last_parts, self.parts = (self.parts if on_screen else {}), {}
        return self.draw()

    def draw(self) -> ft.View:
        """The view for this moment: hand-over, a result, or the table."""
        raise NotImplementedError

    def kept(self, key: tuple, make: Callable[[], ft.Control]) -> ft.Control:
        """``make()``, or the very control it made for ``key`` in the drawing on screen.

        Flet skips an unchanged object when it diffs a redraw, so a redraw costs what
        changed rather than every card (in the browser build the difference between
        about 30 and about 80 ms). ``key`` must name all the control shows and does; a
        kept control is used once per drawing.
        """
        control = self.last_parts.pop(key, None) or make()
        self.parts[key] = control
        return control

    def redraw(self) -> None:
        """Draw the current moment again; new cards fade in."""
        self.fading, self.drawn = [], set()
        self.shell.show(self.route)
        self.seen &= self.drawn
        if self.fading:
            self.shell.page.run_task(self.fade_in)

    async def fade_in(self) -> None:
        """Draw the new cards at full opacity: Flet sends just that change, and the
        boxes animate it (a short, calm fade)."""
        await asyncio.sleep(0.05)
        self.seen.update(self.fading)
        if self.shell.table is self and self.shell.route == self.route:
            self.redraw()

    def moving(self, control: ft.Control, key: str) -> ft.Control:
        """``control`` in a box that fades in over 250 ms the first time a box with this
        key is drawn (never when motion is reduced). ``key`` names what the box shows,
        e.g. one card in one player's hand, and is unique on the screen."""
        if self.shell.settings.reduce_motion:
            return control
        self.drawn.add(key)
        new = key not in self.seen
        if new:
            self.fading.append(key)
        return ft.Container(
            control, key=key, opacity=0 if new else 1, animate_opacity=ft.Animation(250, "easeOut")
        )

    def after_move(self) -> None:
        """Autosave and redraw (subclasses also pass the phone on)."""
        self.shell.autosave()
        self.redraw()

    def schedule_bot(self) -> None:
        """Start the computer's turn in the background if one is due."""
        actor = self.session.actor()
        if self.thinking or actor is None or not self.session.bot_level(actor):
            return
        self.thinking = True
        self.shell.page.run_task(self.bot_turn)

    async def bot_turn(self) -> None:
        """Pause so the last move can be followed, think (yielding), play one move."""
        try:
            await asyncio.sleep(self.pause)
            if self.shell.table is not self:
                return
            seat = self.session.actor()
            before = self.session.view(seat)
            move = await self.session.bot_move(time.perf_counter)
        finally:
            self.thinking = False
        await asyncio.sleep(0)  # the last chunk of thinking and the redraw: two pauses, not one
        if self.shell.table is self:
            self.bot_played(seat, before, move)
            self.after_move()

    def bot_played(self, seat: int, before: Any, move: Any) -> None:
        """A computer at ``seat`` made ``move`` (``before``: its view before); a hook."""
