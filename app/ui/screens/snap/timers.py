"""The Snap table's timers: they run the referee (:mod:`app.games.snap.referee`, whose
rules say when a card is turned, the calls judged, a freeze ended and the time limit
reached) and the computers' reactions on the real clock. Nothing in the engine reads a
clock; the board sends the moves that fall due, in one background task (a turn stamped
with the table clock, :mod:`.clock`). Here stay the scheduling, the margins for touches
on their way (``GRACE_S``, ``ARRIVAL_S``, ``LATE_S``) and the saving of the clock.

All waits count *played* time: it stands still while the game is paused (a resumed
game that was judging or frozen reopens paused) or the table is not on screen. The
clock and the step are attributes, so tests move time by hand and call :meth:`step`.

With a time limit the played time is saved with the game about every 0.15 s while it
runs (``KEEP_S``), not only with each move: an app killed between two moves (with the
tempo "tap", no move may come for minutes) resumes with the time left it showed, and
the time it was dead does not count. A save is one small write (about 0.3 ms).
"""

from __future__ import annotations

import asyncio
import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import Protocol

from app.core.rng import make_rng
from app.games.snap import bots, referee
from app.games.snap.model import Call, Move, Stop, Turn
from app.games.snap.referee import Deadlines
from app.games.snap.view import View
from app.paths import IN_BROWSER
from app.ui.screens.snap.clock import TableClock
from app.ui.table.port import Acts, Clock, Played, Room, Seats, Sees

GRACE_S = 0.05
"""Seconds the verdict waits after the tie window (:func:`~app.games.snap.referee.verdict_at`)
has closed, for a touch made within it that is still on its way."""
ARRIVAL_S = 0.2 if IN_BROWSER else 0.1
"""Seconds the verdict waits at least after the first pending call arrived. In the phone
build Python draws the first call's flash on the page's own thread, and under load a
touch made 150 ms earlier reached it more than 100 ms after the later one."""
LATE_S = 0.5
"""Seconds the verdict waits at most after the first pending call arrived, however late
the latest touches came (:meth:`~app.ui.screens.snap.clock.TableClock.lag_ms`)."""
MIN_PAUSE = 0.002
"""Seconds the task sleeps at least (a deadline is met just after it falls due)."""
KEEP_S = 0.12
"""Played seconds after which a step saves a time limit's clock though no move saved it:
with steps 50 ms apart, every 0.15 s, so a killed app resumes less than 0.2 s off."""


class Timed(Room, Acts[Move], Clock, Sees[View], Seats[View, Move], Played[View, Move], Protocol):
    """What the timers use of the port: the sound settings, redrawing, the clock, the view,
    the computers' seats and views, the moves played and the seed."""


class Sender(Protocol):
    """What the timers need of the board besides its port: the table clock (tests put
    another in its place), children's mode, sending a move and saving the clocks."""

    clock: TableClock
    children: bool

    def send(self, move: Move, *then: Move) -> bool:
        """Play ``move`` (and ``then``) if the table takes it now; True if played."""
        ...

    def keep(self) -> None:
        """Save the clocks with the game now."""
        ...


@dataclass(frozen=True, slots=True)
class Plan:
    """A computer's call planned for played time ``at`` on the table ``key``."""

    key: tuple
    at: float | None
    pile: int | None = None


class Timers:
    """The deadlines of the running table, counted in played seconds."""

    def __init__(
        self,
        port: Timed,
        board: Sender,
        played: float = 0.0,
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        self.port = port
        self.board = board
        self.clock = clock
        self.tick = 0.05
        """Seconds per step of the background task (tests set 0 and move ``clock``)."""
        self.played = played
        """Seconds played so far (saved with the game)."""
        self.kept = played
        """Seconds played when the clock was last saved."""
        self.last: float | None = None
        self.paused = False
        self.due: Deadlines | None = None
        """Played time of the next turn, verdict and resume (:mod:`app.games.snap.referee`)."""
        self.arrived: float | None = None
        """Played time at which the first pending call arrived."""
        self.plans: dict[int, Plan] = {}
        self.running = False

    # ------------------------------------------------------------ deadlines

    def left(self, v: View) -> float | None:
        """Seconds of the time limit left; None without a limit."""
        return referee.left(v.options, self.played)

    def when(self, at_ms: int) -> float:
        """The played time of a stamp on the table clock."""
        return self.played + (at_ms - self.board.clock.now_ms()) / 1000

    def verdict(self, v: View) -> float:
        """Calls are pending: the verdict falls due once no touch made within the tie
        window can still arrive, ``GRACE_S`` after the window closed (counted from the
        earliest stamp), and not before ``ARRIVAL_S`` after the first call arrived (a busy
        browser may hold an earlier touch back behind a later one), nor while a touch
        as late as the latest ones (and ``GRACE_S``) may still come, up to ``LATE_S``.
        Until the clock knows how late touches come (a table's first touches), a table
        with a person at it waits ``LATE_S``: two fingers landing together in the table's
        first touch reached a loaded browser's Python 0.1–0.2 s apart."""
        self.catch_up()
        if self.arrived is None:
            self.arrived = self.played
        first = self.when(min(c.at_ms for c in v.pending))
        by_stamp = max(self.played, referee.verdict_at(first, GRACE_S))
        clock = self.board.clock
        if clock.knows_lag() or len(self.computers()) == v.seats:
            late = min(LATE_S, clock.lag_ms() / 1000 + GRACE_S)
        else:
            late = LATE_S
        return max(by_stamp, self.arrived + max(ARRIVAL_S, late))

    def computers(self) -> list[int]:
        """The seats computers play."""
        return [s for s in range(self.port.seats()) if self.port.bot_level(s)]

    def alone(self, v: View, call: Call) -> bool:
        """True if nobody can tie ``call`` (its verdict need not wait): no call is
        pending, every other seat is a computer, and none of them plans a call within
        the tie window of its stamp."""
        others = [seat for seat in range(v.seats) if seat != call.seat]
        if v.pending or not set(others) <= set(self.computers()):
            return False
        self.catch_up()
        stamped = self.when(call.at_ms)
        for seat in others:
            self.plan(seat)
            at = self.plans[seat].at
            if at is not None and referee.ties(stamped, at):
                return False
        return True

    def sync(self, v: View) -> None:
        """Deadlines for the table as it is (the referee's: a new turn after each change
        of the piles, the verdict on pending calls, the end of a freeze), the computers'
        plans."""
        verdict = self.verdict(v) if v.pending else None
        if not v.pending:
            self.arrived = None
        self.due = referee.deadlines(v, self.played, self.due, self.board.children, verdict)
        for seat in self.computers():
            self.plan(seat)

    def plan(self, seat: int) -> None:
        """The computer at ``seat`` looks at the table anew, if it changed since its last
        look: a call after its reaction time, or nothing."""
        port = self.port
        v = port.view_of(seat)  # a computer this board runs itself decides from its own view
        key = referee.key(v)
        if seat in self.plans and self.plans[seat].key == key:
            return
        level = port.bot_level(seat) or "normal"
        rng = make_rng(port.seed(), "snap-react", port.moves(), seat)
        call = bots.decide(level, v, rng)
        at = None if call is None else self.played + bots.delay(level, rng)
        self.plans[seat] = Plan(key, at, None if call is None else call.pile)

    # ------------------------------------------------------------ moves

    def moves(self, v: View) -> list[tuple[Move, tuple | None]]:
        """The moves due now, in the order they fell due (the time limit first), each
        with the table a computer's call was meant for (None: any table)."""
        computer = bool(self.port.bot_level(v.turn))
        ruled = None if self.due is None else referee.due(v, self.played, self.due, computer)
        if ruled is not None and isinstance(ruled[1], Stop):
            return [(ruled[1], None)]
        due: list[tuple[float, int, Move, tuple | None]] = []
        if ruled is not None:
            at, move = ruled
            if isinstance(move, Turn):
                move = Turn(move.seat, self.board.clock.now_ms())
            due.append((at, 0, move, None))
        now = self.played + referee.EPSILON
        for seat, plan in sorted(self.plans.items()):
            if plan.at is not None and now >= plan.at and plan.pile is not None:
                self.plans[seat] = Plan(plan.key, None)
                due.append((plan.at, 1 + seat, Call(seat, plan.pile, 0), plan.key))
        return [(move, key) for _, _, move, key in sorted(due, key=lambda d: d[:2])]

    def computer_call(self, call: Call, key: tuple) -> Call | None:
        """A computer's call stamped now, if the table is still the one it reacted to
        and its seat may call."""
        seen = self.port.view_of(call.seat)  # the computer's own view, as it reacted on
        if referee.key(seen) != key or not bots.may_call(seen):
            return None
        return Call(call.seat, call.pile, self.board.clock.computer())

    def catch_up(self) -> None:
        """Count the time since it was last counted as played (unless paused or off
        screen), so deadlines set now start from the present."""
        now = self.clock()
        passed = 0.0 if self.last is None else max(0.0, now - self.last)
        self.last = now
        if not self.paused and self.port.ticking():
            self.played += passed

    def watch(self, v: View) -> None:
        """The table was drawn: deadlines for what it shows, and the task running."""
        if v.ended is not None:
            return
        self.catch_up()
        self.sync(v)
        self.start()

    def step(self) -> bool:
        """Count the time since the last step and send what is due; False once the game
        is over or the table gone (the task ends)."""
        port = self.port
        if not port.alive():
            return False
        v = port.view()
        if v.ended is not None:
            return False
        shown = self.left(v)
        self.catch_up()
        if self.paused or not port.ticking():
            return True
        self.sync(v)
        moves = self.moves(v)
        for move, key in moves:
            sent: Move | None = move
            if isinstance(move, Call) and key is not None:
                sent = self.computer_call(move, key)
            if sent is not None:
                self.board.send(sent)
        if moves:
            self.sync(port.view())
        if shown is not None and self.played - self.kept >= KEEP_S:
            self.board.keep()  # the time left shows, so it must resume as it stood
        if any(isinstance(move, Stop) for move, _ in moves):
            port.run(port.feedback.time_up, port.settings)
        left = self.left(v)
        if not moves and shown is not None and left is not None and int(shown) != int(left):
            port.redraw(changed=False)  # only the countdown changed
        return True

    def start(self) -> None:
        """Keep the background task running."""
        if not self.running:
            self.running = True
            self.last = self.clock()
            self.port.run(self.run)

    def pause_s(self) -> float:
        """Seconds until the next step: a tick, or less when a verdict, the end of a
        freeze or a computer's call falls due sooner (so none waits for the tick)."""
        soon = [p.at for p in self.plans.values() if p.at is not None]
        if self.due is not None:
            soon += [at for at in (self.due.settle, self.due.resume) if at is not None]
        if not soon or self.paused:
            return self.tick
        return min(self.tick, max(MIN_PAUSE, min(soon) - self.played + MIN_PAUSE))

    async def run(self) -> None:
        """Step until the game is over or the table gone."""
        try:
            while True:
                await asyncio.sleep(self.pause_s())
                if not self.step():
                    return
        finally:
            self.running = False
