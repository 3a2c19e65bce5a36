"""The pause measurement: a callback that blocks the event loop is measured, short ones
are not counted as slow, and nothing is timed once the watch stops."""

from __future__ import annotations

import asyncio
import time

import pytest

from app.ui.stalls import StallWatch


async def blocked(seconds: float) -> None:
    """Let the loop run one callback that never yields for ``seconds``."""
    done = asyncio.get_running_loop().create_future()
    asyncio.get_running_loop().call_soon(lambda: (time.sleep(seconds), done.set_result(None)))
    await done


@pytest.mark.asyncio
async def test_a_blocking_callback_is_measured_and_short_ones_are_not_slow():
    watch = StallWatch()
    watch.start()
    try:
        for _ in range(20):
            await asyncio.sleep(0.001)
        assert watch.longest_ms < 50 and watch.slow == 0
        await blocked(0.15)
        assert 140 <= watch.longest_ms < 400
        assert watch.slow == 1
    finally:
        watch.stop()
    await blocked(0.2)
    assert watch.longest_ms < 400 and watch.slow == 1
    assert asyncio.Handle._run.__name__ == "_run"


@pytest.mark.asyncio
async def test_two_watches_share_the_wrapper_until_both_stop():
    first, second = StallWatch(), StallWatch()
    first.start()
    second.start()
    first.stop()
    await blocked(0.12)
    assert first.slow == 0 and second.slow == 1
    second.stop()
    assert asyncio.Handle._run.__name__ == "_run"


async def stubborn() -> None:
    """A coroutine that blocks the loop for 150 ms before its first await."""
    time.sleep(0.15)


@pytest.mark.asyncio
async def test_the_longest_callback_is_named_by_its_coroutine():
    watch = StallWatch()
    watch.start()
    try:
        await asyncio.sleep(0.001)
        await asyncio.create_task(stubborn())
    finally:
        watch.stop()
    assert watch.longest_ms >= 140
    assert watch.longest == "stubborn"


def spin(seconds: float) -> None:
    """Compute for ``seconds`` of this thread's CPU time (however long other programs
    make that take)."""
    end = time.thread_time() + seconds
    while time.thread_time() < end:
        pass


@pytest.mark.asyncio
async def test_the_apps_own_cpu_time_is_told_apart_from_waiting():
    """A callback that sleeps 150 ms is long but took no CPU; one that computes 80 ms
    took about that much: the app's own work."""
    watch = StallWatch()
    watch.start()
    try:
        await blocked(0.15)
        assert watch.longest_ms >= 140 and watch.own_ms < watch.longest_ms - 40
        done = asyncio.get_running_loop().create_future()
        asyncio.get_running_loop().call_soon(lambda: (spin(0.08), done.set_result(None)))
        await done
    finally:
        watch.stop()
    assert 60 <= watch.own_ms < 400


@pytest.mark.asyncio
async def test_a_second_watch_keeps_a_wrapper_already_around_the_first():
    first, second = StallWatch(), StallWatch()
    first.start()
    inner = asyncio.Handle._run

    def outer(handle: asyncio.Handle) -> None:
        inner(handle)

    asyncio.Handle._run = outer
    try:
        second.start()
        assert asyncio.Handle._run is outer
    finally:
        asyncio.Handle._run = inner
        second.stop()
        first.stop()
    assert asyncio.Handle._run.__name__ == "_run"
