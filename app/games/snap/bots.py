"""Computer players for Schnipp-Schnapp: they call what the table shows, as quick as
their level.

A level decides from a seat's :class:`~app.games.snap.view.View` only: when a face-up
top matches it calls, naming the pile a person's tap would name
(:func:`~app.games.snap.view.aim`); otherwise it does nothing (``None``). How fast is
the app's part: :func:`delay` draws one reaction time of the level (about ``REACTION``
seconds, spread by ``SPREAD``), the table waits that long and drops the call if the
table changed meanwhile, and stamps it with the time it is made. Easy sometimes misses
a match (``MISS``) and sometimes calls when nothing matches (``MISCALL``), as a child
does when two tops merely look alike.
"""

from __future__ import annotations

from collections.abc import Callable
from random import Random

from app.ai.budget import Budget, Decision, done
from app.games.snap.model import Call
from app.games.snap.view import View, aim, matching

Bot = Callable[[View, Random, Budget], Decision[Call | None]]
REACTION = {"easy": 1.2, "normal": 0.8, "strong": 0.45}
"""A level's mean reaction time in seconds, from a card turned to its call."""
SPREAD = {"easy": 0.3, "normal": 0.2, "strong": 0.15}
"""The spread of a level's reaction time, as a share of its mean (one standard
deviation)."""
FASTEST = 0.25
"""No reaction is quicker than this (seconds)."""
MISS = {"easy": 0.25, "normal": 0.05, "strong": 0.0}
"""The chance a level does not see a match at all."""
MISCALL = {"easy": 0.08, "normal": 0.0, "strong": 0.0}
"""The chance a level calls when nothing matches (each time the table changes)."""
BUDGET = Budget(samples=1)


def delay(level: str, rng: Random) -> float:
    """One reaction time of ``level`` in seconds."""
    mean = REACTION[level]
    return max(FASTEST, rng.gauss(mean, mean * SPREAD[level]))


def may_call(view: View) -> bool:
    """True if the view's seat may call now: the game runs, is not frozen, and its seat
    has no call waiting to be judged."""
    waiting = any(c.seat == view.seat for c in view.pending)
    return view.ended is None and not view.frozen and not waiting


def call_at(view: View) -> int:
    """The time a call is offered at (the table stamps the real one)."""
    return min((c.at_ms for c in view.pending), default=view.floor_ms)


def decide(level: str, view: View, rng: Random) -> Call | None:
    """``level``'s call from ``view``, or None: nothing to call (or not seen)."""
    if not isinstance(view, View):
        raise TypeError("a computer player gets a seat's View, never the state")
    pile = aim(view)
    if not may_call(view) or pile is None:
        return None
    if matching(view):
        return None if rng.random() < MISS[level] else Call(view.seat, pile, call_at(view))
    return Call(view.seat, pile, call_at(view)) if rng.random() < MISCALL[level] else None


def _level(name: str) -> Bot:
    def bot(view: View, rng: Random, budget: Budget) -> Decision[Call | None]:
        return done(decide(name, view, rng))

    bot.__doc__ = f"The {name} level (see :func:`decide`)."
    return bot


LEVELS: dict[str, Bot] = {name: _level(name) for name in REACTION}
