"""How long the app keeps its event loop busy: the longest stretch in which nothing else
(a tap, a redraw) could run. In the browser build all Python shares one loop, so this is
the pause a player would feel; the target is at most 100 ms."""

from __future__ import annotations

import asyncio
import time
from collections.abc import Callable

SLOW_MS = 100


class StallWatch:
    """Wakes every ``tick`` seconds and records by how much each wake-up was late."""

    def __init__(self, tick: float = 0.02, clock: Callable[[], float] = time.perf_counter):
        self.tick = tick
        self.clock = clock
        self.longest_ms = 0.0
        self.slow = 0
        """Pauses longer than SLOW_MS."""
        self.running = False

    async def run(self) -> None:
        """Measure until :meth:`stop`."""
        self.running = True
        while self.running:
            began = self.clock()
            await asyncio.sleep(self.tick)
            late_ms = (self.clock() - began - self.tick) * 1000
            self.longest_ms = max(self.longest_ms, late_ms)
            self.slow += late_ms > SLOW_MS

    def stop(self) -> None:
        """End the measurement after the next wake-up."""
        self.running = False
