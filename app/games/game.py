"""What the app knows of a game: the facts the home screen shows and, once the game is
built, its engine and its computer levels. Each package under ``app/games/`` exports
one :class:`Game` as ``GAME``; :data:`app.games.GAMES` lists them in home-screen order.
A package's ``engine`` module builds the engine and the levels; it is imported only when
they are first asked for, so that the app's boot does not wait for five games' rules
and computer players.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from functools import cached_property
from importlib import import_module
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


@dataclass(frozen=True)
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
    built: str | None = None
    """The module that builds the game, its ``ENGINE`` and its ``LEVELS``: imported when
    the game is first opened (or warmed up after the home screen is drawn), as the home
    screen needs only the facts above; None while the game has no engine. (The home
    screen says "coming soon" for a game without screens, see ``app.ui.games.SCREENS``.)"""

    @cached_property
    def engine(self) -> Engine[Any, Any, Any] | None:
        """The game's engine (None while it is not built yet)."""
        return None if self.built is None else import_module(self.built).ENGINE

    @cached_property
    def levels(self) -> tuple[Level, ...]:
        """Its computer levels, weakest first; empty where only people play."""
        return () if self.built is None else import_module(self.built).LEVELS

    def level(self, name: str) -> Level:
        """The computer level called ``name``."""
        for level in self.levels:
            if level.name == name:
                return level
        raise KeyError(name)
