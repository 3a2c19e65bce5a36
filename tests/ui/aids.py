"""What the learning-aid tests of every game share: a hint that is the same whatever the
cards hidden from the person are."""

from __future__ import annotations

import itertools
from random import Random
from typing import Any

from app.ui.session import GameSession


def ticking():
    """A clock that moves on 10 ms at each look: the strong level's budget then ends
    after the same number of worlds every time (a test does not depend on speed)."""
    steps = itertools.count()
    return lambda: next(steps) * 0.01


async def hint_from_the_view_only(session: GameSession, seat: int = 0) -> Any:
    """The strongest level's hint for ``seat``, checked to be the same with the cards
    hidden from ``seat`` dealt otherwise (its view unchanged), and legal."""
    strong = next(reversed(session.levels.values()))
    other = GameSession(session.record, session.lineup, session.started, session.extras)
    other.state = session.engine.redeal_hidden(session.state, seat, Random(7))
    assert other.state != session.state and other.view(seat) == session.view(seat)
    mine = await session.think(seat, ticking(), strong)
    assert await other.think(seat, ticking(), strong) == mine and mine in session.legal(seat)
    return mine
