"""What the app's screens need of one game: its setup screen, the board its table draws,
the first steps shown on it, the lines it adds to a player's statistics and its replay.
Each game's package ``app/ui/screens/<id>/`` exports one :class:`GameScreens` as
``SCREENS``; :data:`app.ui.games.SCREENS` finds it there by the game's id. Every part is
named in the descriptor, or explicitly opted out of (None, or no marks): nothing is read
from elsewhere, and ``tests/test_descriptors.py`` checks each game supplies them all."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

import flet as ft

from app.core.contract import Options
from app.core.options import RuleOptions
from app.games.game import Game
from app.ui.host import Host
from app.ui.table.board import AnyBoard
from app.ui.table.coach import Mark

Views = tuple[Any, ...]  # Any: each game's replay draws its own views
"""Every seat's view of one moment, by seat."""
Draw = Callable[[Host, Sequence[str], Views], list[ft.Control]]
"""The table at one moment, every hand open: (host, the seats' names, the views)."""
AnyMove = Any  # Any: each game's replay says its own moves
Words = Callable[[Host, Sequence[str], Views, AnyMove, Views], str]
"""A move in words: (host, the seats' names, the views before it, the move, after it)."""


@dataclass(frozen=True)
class LongGame:
    """A long finished game the replay benchmark opens (:mod:`app.bench.replays`): played
    with random legal moves from ``seed`` at ``seats`` seats with the rule ``options``."""

    seats: int
    seed: str
    what: str
    """How the benchmark's report names it, e.g. ``"4 players"``."""
    options: Options = field(default_factory=dict)


@dataclass(frozen=True)
class Replayer:
    """What one game's replay draws (the shared replay screen,
    :mod:`app.ui.screens.replay`, steps through the record)."""

    draw: Draw
    words: Words
    summary: Draw | None = None
    """What the whole game came to, drawn from its last moment above the steps (a
    Bummerl sheet, the points of each round)."""
    start: str = "replay-start"
    """The words for the moment before the first move (a game without hands says it
    its own way)."""
    timed: tuple[LongGame, ...] = ()
    """The long games the replay benchmark opens."""


@dataclass(frozen=True)
class GameScreens:
    """One game's screens."""

    game: Game
    setup: Callable[[Host], ft.View]
    """The setup view (route ``/play/<id>/setup``)."""
    board: type[AnyBoard]
    """Its board class: what the shared table frame draws of it (route ``/play/<id>``)."""
    stats: Callable[[Host], Mapping[int, list[ft.Control]]] | None = field(kw_only=True)
    """Extra statistics lines per player id, shown under the game's played/won line;
    None: none."""
    replay: Replayer | None = field(kw_only=True)
    """Its replay from the history (route ``/history/<game id>``); None: none yet."""
    choices: type[RuleOptions] = field(kw_only=True)
    """The table's own choices its setup offers besides the rules (aids, presentation),
    kept in the session's extras and read by the board typed (``Choices.fitting``);
    :class:`RuleOptions` itself for none."""
    marks: tuple[Mark, ...] = field(kw_only=True)
    """The first steps shown the first time the game is opened (:mod:`app.ui.table.coach`):
    each points at a part the board wraps in ``table.coach.spot``; () for none."""
