"""What the app knows of a game: the facts the home screen shows and, once the game is
built, its engine and its computer levels. Each package under ``app/games/`` exports
one :class:`Game` as ``GAME``; :data:`app.games.GAMES` lists them in home-screen order.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from random import Random
from typing import Any

from app.ai.budget import Budget, Decision
from app.core.contract import Engine

Decide = Callable[[Any, Random, Budget], Decision[Any]]
"""A computer level's decision: from one seat's view, a generator of random numbers and
a budget to a move (yielding between chunks of thinking)."""


@dataclass(frozen=True, slots=True)
class Level:
    """A computer level: how it decides (from its seat's view only) and with what budget."""

    name: str
    """``easy``, ``normal`` or ``strong``: also the key of its name in the locales."""
    decide: Decide
    budget: Budget
    """The UI gives a timed budget its clock."""
    reaction: float = 0.0
    """Seconds it waits before acting while people may act too (in games where several
    seats act at once, this is how fast it is in a race)."""


@dataclass(frozen=True, slots=True)
class Game:
    """One game: its catalogue facts, and its engine and computer levels once built."""

    id: str
    seat_counts: tuple[int, ...]
    """How many may play: every number the engine accepts."""
    minutes: int
    """About how long one game takes, for the home screen."""
    accent: str
    """Seed colour (hex) for the game's Material theme."""
    icon: str
    """A Material icon name for the home screen, e.g. ``"scuba_diving"``."""
    engine: Engine[Any, Any, Any] | None = None
    """None while the game's engine is not built yet. (The home screen says "coming soon"
    for a game without screens, see ``app.ui.games.SCREENS``.)"""
    levels: tuple[Level, ...] = ()
    """Its computer levels, weakest first; empty where only people play."""

    def level(self, name: str) -> Level:
        """The computer level called ``name``."""
        for level in self.levels:
            if level.name == name:
                return level
        raise KeyError(name)
