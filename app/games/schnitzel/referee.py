"""Schnitzel's referee: the matching window's time, as pure functions of times given as
numbers (seconds on any one clock). The engine only knows whether a window is open
(``options.window`` switches them on); the table's clockwork
(``app/ui/screens/schnitzel/window.py``) asks here when a window closes and what happens
then, and sends the moves itself.

- **Length.** A window stays open ``options.window`` seconds.
- **Start.** Its countdown starts afresh whenever a move other than a pass was played
  in it (its opening discard, a match, a Nope, a wrong claim, an ability used after a
  match: :func:`epoch`); after a claim the claimed card shows face up for ``FLASH``
  seconds first, and the countdown starts when it is turned down again.
- **Held.** The countdown stands still while the table cannot react (someone looks at a
  card in private or aims a Nope): :func:`held` adds the time it stood still.
- **Close.** When it runs out, every person still in the window passes
  (:func:`closing`); the computers pass or claim on their own, after their reaction
  time.

Named "referee" as Snap's is (``app/games/snap/referee.py``): every real-time game keeps
its clock-driven rules in a module of that name.
"""

from __future__ import annotations

import math
from collections.abc import Collection, Sequence
from dataclasses import dataclass, replace

from app.games.schnitzel.model import WINDOW, Options, Pass

FLASH = 1.2
"""Seconds a claimed card stays face up before the countdown goes on."""
EPSILON = 1e-9
"""Seconds of rounding a deadline may be off by."""


@dataclass(frozen=True, slots=True)
class Countdown:
    """An open window's countdown: the move it started with (:func:`epoch`), when it
    ends and its length in seconds."""

    started: int
    ends: float
    seconds: int


def epoch(moves: Sequence[str]) -> int:
    """The index of the last move code that was not a pass (the countdown's start)."""
    for i in range(len(moves) - 1, -1, -1):
        if not moves[i].startswith("pass:"):
            return i
    return -1


def counting(phase: str, options: Options) -> bool:
    """True while a window is open and windows have a time (they are on)."""
    return phase == WINDOW and options.window > 0


def shown_until(now: float) -> float:
    """Until when a card claimed at ``now`` stays face up."""
    return now + FLASH


def countdown(
    phase: str,
    options: Options,
    moves: Sequence[str],
    now: float,
    before: Countdown | None = None,
    shown: float | None = None,
) -> Countdown | None:
    """The countdown of the table at ``now``: None without an open window (or with
    windows off); ``before`` while no move but passes came since it started; else a new
    one of the window's length from now, or from when a claimed card stops showing
    (``shown``)."""
    if not counting(phase, options):
        return None
    began = epoch(moves)
    if before is not None and before.started == began:
        return before
    start = max(now, shown or 0.0)
    return Countdown(began, start + options.window, options.window)


def held(count: Countdown, seconds: float) -> Countdown:
    """The countdown after it stood still for ``seconds``."""
    return replace(count, ends=count.ends + seconds)


def left(count: Countdown, now: float) -> int:
    """Whole seconds left at ``now`` (the full length while a claimed card shows)."""
    rest = math.ceil(count.ends - now - EPSILON)
    return max(0, min(count.seconds, rest))


def over(count: Countdown, now: float) -> bool:
    """True once the window's time has run out."""
    return now >= count.ends


def closing(to_act: Sequence[int], people: Collection[int]) -> tuple[Pass, ...]:
    """The passes the window's end makes: every person still in it."""
    return tuple(Pass(seat) for seat in to_act if seat in people)
