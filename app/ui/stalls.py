"""How long the app keeps its event loop busy at a time: the longest single callback
the loop ran (an event handler, a chunk of the computer's thinking, a redraw).

Between two callbacks the loop takes the next event (a tap, a message from the
browser), so this is the delay a player could feel; the target is at most 100 ms. In
the browser build each callback is a task of its own on the browser's event loop
(Pyodide's WebLoop schedules them with a MessageChannel or ``setTimeout``), so the
browser's own events get their turn in between as well. A timer that checks how late
it wakes measures less truly there: Chromium may run a chain of message tasks before
an overdue timer, so the timer's lateness adds up callbacks that each left room.

Each callback's CPU time is taken as well: on a busy machine other programs may hold
the CPU in the middle of a callback, and its CPU time says what the app itself did.

Callbacks are timed by wrapping ``asyncio.Handle._run``, which both CPython's event
loop and the WebLoop call for every callback; the wrapper is in place only while a
watch runs.

Settings → Diagnostics shows the longest callback since the app started and what it
was. ``tests/e2e/test_pwa_e2e.py`` (``-k no_pause``: the phone build's boot, a Schnapsen
game against the strong computer, settings) asserts the target, with the machine to
itself (``tests/conftest.py``). Pyodide's Python collects garbage incrementally, in
passes of up to about 50 ms that land in whatever callback allocates; a full collection
takes over 100 ms, so the app never collects at quiet moments of its own accord.
"""

from __future__ import annotations

import asyncio
import time
from collections.abc import Callable

SLOW_MS = 100
_ORIGINAL_RUN = asyncio.Handle._run
_watches: set[StallWatch] = set()


def _cpu_clock() -> Callable[[], float]:
    """This thread's CPU time where the platform measures it, else the process's."""
    try:
        time.thread_time()
    except (OSError, AttributeError):
        return time.process_time
    return time.thread_time


_cpu = _cpu_clock()


def _timed_run(handle: asyncio.Handle) -> None:
    began, cpu = time.perf_counter(), _cpu()
    try:
        _ORIGINAL_RUN(handle)
    finally:
        ms = (time.perf_counter() - began) * 1000
        cpu_ms = (_cpu() - cpu) * 1000
        for watch in tuple(_watches):
            watch.record(ms, handle, cpu_ms)


def callback_name(handle: asyncio.Handle) -> str:
    """The coroutine or function a callback runs, by its qualified name."""
    # asyncio's private field (typeshed leaves it out): the only place a handle names it
    callback = handle._callback  # type: ignore[attr-defined]
    owner = getattr(callback, "__self__", None)
    if isinstance(owner, asyncio.Task):
        callback = owner.get_coro()
    return getattr(callback, "__qualname__", type(callback).__name__)


class StallWatch:
    """Records the longest callback, and how many took longer than SLOW_MS."""

    def __init__(self) -> None:
        self.longest_ms = 0.0
        self.slow = 0
        """Callbacks longer than SLOW_MS."""
        self.longest = ""
        """What the longest callback ran (a coroutine's or function's name)."""
        self.own_ms = 0.0
        """The most CPU one callback took: the app's own work, without the time other
        programs on the machine took while it ran (in the browser build about the same
        as its length)."""

    def start(self) -> None:
        """Time every callback from now on (of every session: they share the loop); a
        wrapper already in place (another watch's, or one around it) is kept."""
        if not _watches:
            # wrapping the loop's private method is the point (see the module's docstring)
            asyncio.Handle._run = _timed_run  # type: ignore[method-assign, assignment]
        _watches.add(self)

    def stop(self) -> None:
        """Stop timing; the last watch to stop removes the wrapper."""
        _watches.discard(self)
        if not _watches:
            asyncio.Handle._run = _ORIGINAL_RUN  # type: ignore[method-assign]  # (as in start)

    def record(self, ms: float, handle: asyncio.Handle, cpu_ms: float) -> None:
        """One callback (``handle``) took ``ms`` milliseconds, ``cpu_ms`` of them on
        the CPU."""
        if ms > self.longest_ms:
            self.longest_ms = ms
            self.longest = callback_name(handle)
        self.own_ms = max(self.own_ms, cpu_ms)
        self.slow += ms > SLOW_MS
