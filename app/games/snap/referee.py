"""Schnipp-Schnapp's referee: the rules that go by the clock, as pure functions of times
given as numbers. The engine reads no clock; the table's timers
(``app/ui/screens/snap/timers.py``) and the benchmark (``app/bench/snap.py``) ask
here what happens next and when, and send the moves themselves.

Times are *played* seconds (the time a table has run, paused time not counted) unless a
name ends in ``_ms``: a call's stamp, on the table clock.

- **Tempo.** The next card is turned :func:`interval` seconds after the table last
  changed (its face-up piles or its freeze, :func:`key`): ``TEMPO`` per option, times
  ``CHILDREN`` in children's mode. With the tempo "tap" a person turns their own card;
  the referee turns only for a computer.
- **Verdict.** Calls wait while another call may still tie them: the pending calls are
  judged (:class:`~app.games.snap.model.Settle`, sent for the earliest, :func:`settler`)
  once the tie window has closed, ``TIE_MS`` after the earliest call (:func:`verdict_at`;
  the table adds a margin for touches still on their way). A call :func:`ties` another
  when it comes within that window.
- **Freeze.** After a tie the table stands still for ``FREEZE`` seconds, then the
  referee resumes it.
- **Time limit.** Once ``options.limit`` minutes are played (:func:`left`), the referee
  stops the game, before anything else that fell due.

The moves the referee makes itself (Resume, Stop) name seat ``TABLE``: any seat may send
them.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Protocol

from app.games.snap.model import TIE_MS, Call, Move, Options, Resume, Settle, Stop, Turn

TEMPO = {"slow": 2.0, "normal": 1.3, "fast": 0.8, "tap": 1.3}
"""Seconds between two turned cards (with "tap", how long a computer waits to turn)."""
CHILDREN = 1.5
"""Children's mode turns this much slower."""
FREEZE = 1.5
"""Seconds a tie stops calling ("Tie! Hands off!")."""
TIE_S = TIE_MS / 1000
"""The tie window in seconds."""
EPSILON = 1e-6
"""Seconds of rounding a deadline may be off by."""
TABLE = 0
"""The seat the referee's own moves name."""

Piles = tuple[tuple[str, ...], ...]


class Table(Protocol):
    """What the referee reads of a table: a State or any seat's View."""

    @property
    def options(self) -> Options:
        """The game's options (tempo, limit)."""

    @property
    def turn(self) -> int:
        """The seat that turns next."""

    @property
    def up(self) -> Piles:
        """The face-up piles."""

    @property
    def pending(self) -> tuple[Call, ...]:
        """The calls waiting for a verdict."""

    @property
    def frozen(self) -> bool:
        """True after a tie until the referee resumes."""


@dataclass(frozen=True, slots=True)
class Deadlines:
    """When the referee next turns a card, judges the pending calls and ends the freeze
    (None: not due), and the table (:func:`key`) they were set for."""

    key: tuple[Piles, bool]
    turn: float
    settle: float | None = None
    resume: float | None = None


def key(table: Table) -> tuple[Piles, bool]:
    """What the tempo (and a computer's reaction) counts from: the face-up piles and the
    freeze."""
    return (table.up, table.frozen)


def interval(options: Options, children: bool = False) -> float:
    """Seconds between two turned cards at the game's tempo."""
    return TEMPO[options.tempo] * (CHILDREN if children else 1.0)


def left(options: Options, played: float) -> float | None:
    """Seconds of the time limit left after ``played`` seconds; None without a limit."""
    if not options.limit:
        return None
    return max(0.0, options.limit * 60 - played)


def time_up(options: Options, played: float) -> bool:
    """True once the time limit has run out."""
    rest = left(options, played)
    return rest is not None and rest <= EPSILON


def ties(first: float, at: float) -> bool:
    """True if a call at ``at`` comes within the tie window of a call at ``first``."""
    return at <= first + TIE_S


def verdict_at(first: float, margin: float = 0.0) -> float:
    """When the calls are judged whose earliest came at ``first``: once the tie window
    has closed (and ``margin`` seconds more)."""
    return first + TIE_S + margin


def settler(pending: Sequence[Call]) -> Settle:
    """The verdict on the pending calls, sent for the earliest (then the lowest seat)."""
    first = min(pending, key=lambda c: (c.at_ms, c.seat))
    return Settle(first.seat)


def deadlines(
    table: Table,
    played: float,
    before: Deadlines | None = None,
    children: bool = False,
    verdict: float | None = None,
) -> Deadlines:
    """The deadlines for ``table`` at ``played``: the next turn an interval after the
    table changed (kept from ``before`` while it is the same table), the verdict on the
    pending calls at ``verdict`` (the caller's :func:`verdict_at` with its margins), the
    end of a freeze ``FREEZE`` after it began."""
    turn = played + interval(table.options, children)
    resume = played + FREEZE if table.frozen else None
    if before is not None and before.key == key(table):
        turn = before.turn
    if resume is not None and before is not None and before.resume is not None:
        resume = before.resume
    return Deadlines(key(table), turn, verdict if table.pending else None, resume)


def due(
    table: Table, played: float, at: Deadlines, computer_turns: bool
) -> tuple[float, Move] | None:
    """The move the referee makes at ``played`` and the time it fell due, if any: Stop
    once the limit is up; else the verdict on pending calls, the end of a freeze, or the
    next turn (a Turn without a time: the sender stamps it), which with the tempo "tap"
    only a computer's seat (``computer_turns``) is turned for."""
    now = played + EPSILON
    if time_up(table.options, played):
        return played, Stop(TABLE)
    if table.pending:
        if at.settle is not None and now >= at.settle:
            return at.settle, settler(table.pending)
        return None
    if table.frozen:
        if at.resume is not None and now >= at.resume:
            return at.resume, Resume(TABLE)
        return None
    if now >= at.turn and (table.options.tempo != "tap" or computer_turns):
        return at.turn, Turn(table.turn)
    return None
