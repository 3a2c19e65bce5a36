"""The matching window's clockwork: it runs the referee's countdown
(:mod:`app.games.schnitzel.referee`: when a window closes, how long a claimed card shows,
who passes at the end) on the real clock, in a background task, and shows the claimed
card (after a wrong claim, the penalty card in its new place too) while it lasts.

The countdown stands still while someone looks at a card in private or has pressed
their Nope button. A new table (a reload, "Continue") starts an open window's countdown
afresh, and so does a move taken back (a learning aid).

The clock and the step are attributes, so tests move time by hand.
"""

from __future__ import annotations

import asyncio
import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import Protocol

from app.games.schnitzel import referee
from app.games.schnitzel.model import Move
from app.games.schnitzel.referee import Countdown
from app.games.schnitzel.view import View
from app.ui.table.port import Acts, Clock, Played, Seats, Sees


@dataclass(frozen=True, slots=True)
class Flash:
    """A claimed card shown face up in its place: ``right`` if the claim was; after a
    wrong claim, the penalty card too, in the place it joined (``penalty``: slot, card)."""

    seat: int
    slot: int
    card: int
    right: bool
    until: float
    penalty: tuple[int, int] | None = None

    def shows(self, seat: int, slot: int) -> int | None:
        """The card shown face up at ``seat``'s ``slot``, if any."""
        if seat != self.seat:
            return None
        if slot == self.slot:
            return self.card
        if self.penalty is not None and slot == self.penalty[0]:
            return self.penalty[1]
        return None


class Timed(Acts[Move], Clock, Sees[View], Seats[View, Move], Played[View, Move], Protocol):
    """What the window's clock uses of the port: acting, the clock, the view, the
    computers' levels and the moves played."""


class Clockwork:
    """The window's countdown and the claimed card's moment, in a background task."""

    def __init__(
        self,
        port: Timed,
        still: Callable[[], bool],
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        self.port = port
        self.still = still
        """Whether the board holds the countdown now (a private look, a Nope being aimed)."""
        self.clock = clock
        self.tick = 0.1
        """Seconds per step of the background task (tests set 0 and move ``clock``)."""
        self.count: Countdown | None = None
        """The open window's countdown (None: no window counts down)."""
        self.flash: Flash | None = None
        self.shown: int | None = None
        """The seconds the drawing on screen shows."""
        self.running = False

    def rewound(self) -> None:
        """Moves were taken back: no claimed card shows, and a window open now counts
        down afresh (a pass taken back in a window still open would otherwise get back
        only what was left of its time)."""
        self.count, self.flash = None, None

    def claimed(
        self, seat: int, slot: int, card: int, right: bool, penalty: tuple[int, int] | None
    ) -> None:
        """A claim was made: its card (and a penalty card) shows face up for a moment."""
        until = referee.shown_until(self.clock())
        self.flash = Flash(seat, slot, card, right, until, penalty)
        self.start()

    def sync(self, v: View) -> None:
        """Before a drawing: start the countdown of a window that is new or changed."""
        moves = self.port.codes()
        shown = self.flash.until if self.flash else None
        self.count = referee.countdown(v.phase, v.options, moves, self.clock(), self.count, shown)
        if self.count is not None:
            self.start()

    def left(self, v: View) -> int:
        """Whole seconds left in the window (its length while a claimed card shows)."""
        self.shown = 0 if self.count is None else referee.left(self.count, self.clock())
        return self.shown

    def start(self) -> None:
        """Keep the background task running."""
        if not self.running:
            self.running = True
            self.port.run(self.run)

    def paused(self) -> bool:
        """True while the table is not there to react on (a private look, a Nope being
        aimed, another screen)."""
        return self.still() or not self.port.ticking()

    async def run(self) -> None:
        """Step until no window is open and no claimed card shows."""
        port = self.port
        last = self.clock()
        try:
            while port.alive():
                await asyncio.sleep(self.tick)
                now = self.clock()
                step, last = now - last, now
                if self.flash is not None and now >= self.flash.until:
                    self.flash = None
                    port.redraw(changed=False)
                v = port.view()
                count = self.count
                if not referee.counting(v.phase, v.options) or count is None:
                    if self.flash is None:
                        return
                    continue
                if self.paused():
                    self.count = referee.held(count, step)
                elif referee.over(count, now):
                    self.time_up(v)
                elif referee.left(count, now) != self.shown:
                    port.redraw(changed=False)  # only the seconds changed
        finally:
            self.running = False

    def time_up(self, v: View) -> None:
        """The window's end: every person still in it passes."""
        people = {s for s in v.to_act if self.port.bot_level(s) is None}
        passes = referee.closing(v.to_act, people)
        if passes:
            self.port.act(*passes)
