"""The pause measurement: a blocked event loop shows up as a long pause, a free one not."""

from __future__ import annotations

import asyncio
import time

import pytest

from app.ui.stalls import StallWatch


@pytest.mark.asyncio
async def test_a_blocked_loop_is_measured_and_a_free_one_is_not():
    watch = StallWatch(tick=0.01)
    task = asyncio.create_task(watch.run())
    await asyncio.sleep(0.1)
    assert watch.longest_ms < 50 and watch.slow == 0
    time.sleep(0.15)  # work that never yields
    await asyncio.sleep(0.05)
    assert 120 <= watch.longest_ms < 400
    assert watch.slow == 1
    watch.stop()
    await asyncio.wait_for(task, 1)
