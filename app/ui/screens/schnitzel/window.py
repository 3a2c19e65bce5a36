"""The matching window's time, which the app keeps (the engine only knows whether a
window is open), and the moment a claimed card stays face up.

A window's countdown starts afresh whenever a move other than a pass was played in it
(its opening discard, a match, a Nope, a wrong claim, an ability used after a match);
after a claim the claimed card (and after a wrong one, the penalty card in its new
place) shows for ``FLASH`` seconds first. It stands still while someone looks at a card
in private or has pressed their Nope button. When it runs out, every person still in the
window passes (the computers pass or claim on their own, after their reaction time). A
new table (a reload, "Continue") starts an open window's countdown afresh, and so does a
move taken back (a learning aid).

The clock and the step are attributes, so tests move time by hand.
"""

from __future__ import annotations

import asyncio
import math
import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from app.games.schnitzel.model import WINDOW, Pass
from app.games.schnitzel.view import View

if TYPE_CHECKING:
    from app.ui.screens.schnitzel.table import SchnitzelBoard

FLASH = 1.2
"""Seconds a claimed card stays face up before the countdown goes on."""


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


def epoch(moves: tuple[str, ...]) -> int:
    """The index of the last move that was not a pass (the countdown's start)."""
    for i in range(len(moves) - 1, -1, -1):
        if not moves[i].startswith("pass:"):
            return i
    return -1


class Clockwork:
    """The window's countdown and the claimed card's moment, in a background task."""

    def __init__(self, board: SchnitzelBoard, clock: Callable[[], float] = time.monotonic) -> None:
        self.board = board
        self.clock = clock
        self.tick = 0.1
        """Seconds per step of the background task (tests set 0 and move ``clock``)."""
        self.started: int | None = None
        """The move the running countdown started with (see :func:`epoch`)."""
        self.deadline = 0.0
        self.flash: Flash | None = None
        self.shown: int | None = None
        """The seconds the drawing on screen shows."""
        self.running = False

    def rewound(self) -> None:
        """Moves were taken back: no claimed card shows, and a window open now counts
        down afresh (a pass taken back in a window still open would otherwise get back
        only what was left of its time)."""
        self.started, self.flash = None, None

    def seconds(self, v: View) -> int:
        """The window's length; 0 when there are no windows."""
        return v.options.window

    def claimed(
        self, seat: int, slot: int, card: int, right: bool, penalty: tuple[int, int] | None
    ) -> None:
        """A claim was made: its card (and a penalty card) shows face up for a moment."""
        self.flash = Flash(seat, slot, card, right, self.clock() + FLASH, penalty)
        self.start()

    def sync(self, v: View) -> None:
        """Before a drawing: start the countdown of a window that is new or changed."""
        if v.phase != WINDOW or not self.seconds(v):
            self.started = None
            return
        began = epoch(self.board.session.record.moves)
        if began != self.started:
            self.started = began
            start = max(self.clock(), self.flash.until if self.flash else 0.0)
            self.deadline = start + self.seconds(v)
        self.start()

    def left(self, v: View) -> int:
        """Whole seconds left in the window (its length while a claimed card shows)."""
        rest = math.ceil(self.deadline - self.clock() - 1e-9)
        self.shown = max(0, min(self.seconds(v), rest))
        return self.shown

    def start(self) -> None:
        """Keep the background task running."""
        if not self.running:
            self.running = True
            self.board.host.page.run_task(self.run)

    def paused(self) -> bool:
        """True while the table is not there to react on (a private look, a Nope being
        aimed, another screen)."""
        board = self.board
        return (
            board.looks.current is not None
            or board.aim.nope is not None
            or (not board.table.ticking())
        )

    async def run(self) -> None:
        """Step until no window is open and no claimed card shows."""
        table = self.board.table
        last = self.clock()
        try:
            while table.alive():
                await asyncio.sleep(self.tick)
                now = self.clock()
                step, last = now - last, now
                if self.flash is not None and now >= self.flash.until:
                    self.flash = None
                    table.redraw(changed=False)
                v = table.view()
                if v.phase != WINDOW or not self.seconds(v) or self.started is None:
                    if self.flash is None:
                        return
                    continue
                if self.paused():
                    self.deadline += step
                elif now >= self.deadline:
                    self.time_up(v)
                elif math.ceil(self.deadline - now - 1e-9) != self.shown:
                    table.redraw(changed=False)  # only the seconds changed
        finally:
            self.running = False

    def time_up(self, v: View) -> None:
        """Every person still in the window passes."""
        people = [s for s in v.to_act if self.board.session.bot_level(s) is None]
        if people:
            self.board.table.act(*(Pass(s) for s in people))
