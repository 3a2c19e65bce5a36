"""Budgets and chunked decisions that fit a single-threaded browser.

A decision is a generator: it yields between chunks of work so the caller can hand
control back to the event loop, and returns its answer at the end. Tests and the
benchmark drive it with :func:`finish`; the UI drives it with :func:`finish_async`.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable, Generator
from dataclasses import dataclass
from typing import TypeVar

T = TypeVar("T")

Decision = Generator[None, None, T]
"""A computation that yields between chunks and returns a result."""


@dataclass(frozen=True, slots=True)
class Budget:
    """How much a decision may spend: samples, and optionally seconds on a given clock."""

    samples: int
    seconds: float | None = None
    clock: Callable[[], float] | None = None
    """The time source (e.g. ``time.perf_counter``), passed in: engines never read a clock."""
    chunk: int = 4
    """Samples between two yields to the event loop."""

    def deadline(self) -> Callable[[], bool]:
        """A check that turns true once the time budget is spent (never, without one)."""
        if self.seconds is None or self.clock is None:
            return lambda: False
        clock = self.clock
        end = clock() + self.seconds
        return lambda: clock() >= end


def finish(decision: Decision[T]) -> T:
    """Run a decision to its end without yielding anywhere."""
    while True:
        try:
            next(decision)
        except StopIteration as stop:
            return stop.value


async def finish_async(decision: Decision[T]) -> T:
    """Run a decision, giving the event loop a turn between chunks."""
    while True:
        try:
            next(decision)
        except StopIteration as stop:
            return stop.value
        await asyncio.sleep(0)


def done(value: T) -> Decision[T]:
    """A decision that needs no work."""
    return value
    yield  # pragma: no cover - makes this a generator
