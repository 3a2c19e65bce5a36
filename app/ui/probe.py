"""The server's event loop measured from inside, for ``python -m app.bench server``.

``python -m app`` starts a :class:`LoopProbe` with the first session when
``KR_LOOP_PROBE`` names a file. It records how late a 10 ms timer wakes (the longest
stall a tap could meet), the longest single callbacks (:class:`StallWatch`), every
garbage collection's pause, the process's CPU time and memory, and writes them as JSON
twice a second.
"""

from __future__ import annotations

import asyncio
import gc
import json
import resource
import time
from pathlib import Path
from typing import TYPE_CHECKING

from app.ui.stalls import StallWatch, callback_name

if TYPE_CHECKING:
    import flet as ft

    from app.ui.boot import Main

TICK = 0.010
"""Seconds the probe's timer sleeps."""
WRITE_EVERY = 0.5
"""Seconds between two writes of the figures."""
TRACKED_EVERY = 10
"""Writes between two counts of the tracked objects (a count takes a few ms)."""
KEPT = 8
"""How many of the longest callbacks are kept by name."""


class Callbacks(StallWatch):
    """A :class:`StallWatch` that also keeps the longest callbacks' names and times, and
    the time spent in each kind of callback."""

    def __init__(self) -> None:
        super().__init__()
        self.top: list[tuple[float, str]] = []
        self.top_cpu: list[tuple[float, str]] = []
        """The longest callbacks by CPU time: what the server itself spent, whatever
        other processes on the machine took from it meanwhile."""
        self.totals: dict[str, list[float]] = {}
        """Callback name → [how many, total ms]."""

    def record(self, ms: float, handle: asyncio.Handle, cpu_ms: float) -> None:
        """One callback took ``ms`` milliseconds (``cpu_ms`` on the CPU); keep it if
        among the longest, by either."""
        super().record(ms, handle, cpu_ms)
        name = callback_name(handle)
        total = self.totals.setdefault(name, [0, 0.0])
        total[0] += 1
        total[1] += ms
        if len(self.top) < KEPT or ms > self.top[-1][0]:
            self.top = sorted([*self.top, (ms, name)], reverse=True)[:KEPT]
        if len(self.top_cpu) < KEPT or cpu_ms > self.top_cpu[-1][0]:
            self.top_cpu = sorted([*self.top_cpu, (cpu_ms, name)], reverse=True)[:KEPT]

    def busiest(self) -> list[list]:
        """The KEPT kinds of callback that took the most time: name, count, total ms."""
        ranked = sorted(self.totals.items(), key=lambda item: -item[1][1])[:KEPT]
        return [[name, int(count), round(ms, 1)] for name, (count, ms) in ranked]


class LoopProbe:
    """Timer lateness, callbacks, collections, CPU and memory of this process."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self.callbacks = Callbacks()
        self.stall_ms = 0.0
        self.late_ms: list[float] = []
        self.gc_ms: dict[int, float] = {0: 0.0, 1: 0.0, 2: 0.0}
        self.gc_count: dict[int, int] = {0: 0, 1: 0, 2: 0}
        self.gc_longest: dict[str, float] = {"ms": 0.0}
        self._gc_began = 0.0
        self._began = time.perf_counter()
        self._cpu = time.process_time()
        self._task: asyncio.Task | None = None
        self.tracked = 0
        """Objects the collector tracks, counted every TRACKED_EVERY writes."""
        self._writes = 0

    def start(self) -> None:
        """Begin measuring (on the running loop)."""
        self.callbacks.start()
        gc.callbacks.append(self._collected)
        self._task = asyncio.get_running_loop().create_task(self._tick())

    async def _tick(self) -> None:
        last_write = time.perf_counter()
        while True:
            began = time.perf_counter()
            await asyncio.sleep(TICK)
            now = time.perf_counter()
            late = (now - began - TICK) * 1000
            self.stall_ms = max(self.stall_ms, late)
            self.late_ms.append(late)
            if now - last_write >= WRITE_EVERY:
                last_write = now
                self.write()

    def _collected(self, phase: str, info: dict[str, int]) -> None:
        now = time.perf_counter()
        if phase == "start":
            self._gc_began = now
            return
        ms = (now - self._gc_began) * 1000
        generation = info["generation"]
        self.gc_ms[generation] += ms
        self.gc_count[generation] += 1
        if ms > self.gc_longest["ms"]:
            self.gc_longest = {"ms": ms, "generation": generation, "freed": info["collected"]}

    def figures(self) -> dict[str, object]:
        """What was measured so far (written as JSON)."""
        usage = resource.getrusage(resource.RUSAGE_SELF)
        wall = time.perf_counter() - self._began
        cpu = time.process_time() - self._cpu
        return {
            "wall_s": round(wall, 2),
            "cpu_s": round(cpu, 2),
            "rss_mb": round(current_rss_mb(), 1),
            "peak_rss_mb": round(usage.ru_maxrss / 1024, 1),
            "stall_ms": round(self.stall_ms, 1),
            "ticks": len(self.late_ms),
            "ticks_late_over_100ms": sum(late > 100 for late in self.late_ms),
            "callback_ms": round(self.callbacks.longest_ms, 1),
            "callbacks_over_100ms": self.callbacks.slow,
            "callback_cpu_ms": round(self.callbacks.own_ms, 1),
            "longest_callbacks_cpu": [[round(ms, 1), name] for ms, name in self.callbacks.top_cpu],
            "longest_callbacks": [[round(ms, 1), name] for ms, name in self.callbacks.top],
            "busiest_callbacks": self.callbacks.busiest(),
            "gc_longest": {
                k: round(v, 1) if isinstance(v, float) else v for k, v in self.gc_longest.items()
            },
            "gc_count": self.gc_count,
            "gc_total_ms": {g: round(ms, 1) for g, ms in self.gc_ms.items()},
            "gc_tracked_objects": self.tracked,
        }

    def write(self) -> None:
        """Write the figures to the file (replacing it whole)."""
        if self._writes % TRACKED_EVERY == 0:
            self.tracked = len(gc.get_objects())
        self._writes += 1
        partial = self.path.with_suffix(".part")
        partial.write_text(json.dumps(self.figures()), encoding="utf-8")
        partial.replace(self.path)


def current_rss_mb() -> float:
    """This process's resident memory in MB (Linux; 0 where /proc is missing)."""
    try:
        pages = int(Path("/proc/self/statm").read_text().split()[1])
    except OSError:
        return 0.0
    return pages * resource.getpagesize() / 2**20


def probed(main: Main, path: Path) -> Main:
    """``main`` that starts one :class:`LoopProbe` writing to ``path`` with the first session."""
    probes: list[LoopProbe] = []

    async def with_probe(page: ft.Page) -> None:
        if not probes:
            probes.append(LoopProbe(path))
            probes[0].start()
        await main(page)

    return with_probe
