"""What the app knows of a game: the facts the home screen shows and, once the game is
built, its engine, its computer levels, its benchmark and a sample of its outcomes. Each
package under ``app/games/`` exports one :class:`Game` as ``GAME``;
:data:`app.games.GAMES` lists them in home-screen order. The modules a descriptor names
(the engine, the benchmark, the sample) are imported only when first asked for, so that
the app's boot does not wait for five games' rules and computer players.

The game's screens are the other half of it: ``app/ui/screens/<id>/`` exports a
:class:`app.ui.screens.game.GameScreens` as ``SCREENS``, found there by the game's id.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from functools import cached_property
from importlib import import_module
from random import Random
from typing import Any

from app.ai.budget import Budget, Decision
from app.core.contract import AnyEngine, Outcome

Decide = Callable[[Any, Random, Budget], Decision[Any]]  # Any: each game's own view and move
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
    bench: str | None = field(kw_only=True)
    """The module that plays its computer levels against each other
    (``python -m app.bench <id>``): its ``run(count, workers)``, ``table(report)`` and
    ``DEFAULT_COUNT``; None where no matches are played (only people play, or not built)."""
    sample: str | None = field(kw_only=True)
    """The module whose pure ``outcome(seats, rng)`` makes a plausible finished game's
    :class:`~app.core.contract.Outcome`, shaped as the engine's (the record book's
    benchmark fills a household with them); None only while the game is not built."""

    @cached_property
    def engine(self) -> AnyEngine | None:
        """The game's engine (None while it is not built yet)."""
        return None if self.built is None else import_module(self.built).ENGINE

    @cached_property
    def levels(self) -> tuple[Level, ...]:
        """Its computer levels, weakest first; empty where only people play."""
        return () if self.built is None else import_module(self.built).LEVELS

    def sampled(self, seats: int, rng: Random) -> Outcome:
        """A plausible finished game's outcome at ``seats`` seats (see ``sample``)."""
        if self.sample is None:
            raise LookupError(f"{self.id} has no outcome sample")
        made: Outcome = import_module(self.sample).outcome(seats, rng)
        return made

    def level(self, name: str) -> Level:
        """The computer level called ``name``."""
        for level in self.levels:
            if level.name == name:
                return level
        raise KeyError(name)


def sample_rounds(seats: int, rng: Random) -> tuple[tuple[tuple[int, ...], ...], tuple[float, ...]]:
    """Two to six rounds of 0–30 points per seat and each seat's total: the bulk of an
    outcome sample of a game scored in rounds (see ``Game.sample``)."""
    count = rng.randint(2, 6)
    rounds = tuple(tuple(rng.randint(0, 30) for _ in range(seats)) for _ in range(count))
    return rounds, tuple(float(sum(column)) for column in zip(*rounds, strict=True))
