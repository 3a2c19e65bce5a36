"""Which taps a table takes: a tap belongs to the drawing it was made on.

Flet reports a tap as "control N was clicked", whenever the browser's message arrives.
A person's double tap, or two quick taps, can arrive after the first tap's move has
changed the table; three kinds of tap are then not what the person meant:

- a tap made on a drawing that is already outdated: its move is played and the drawing
  that shows it not built yet, so the browser still showed the old one;
- the second tap of a double tap on the same target;
- a tap on cards that the person's move laid out anew (their hand) made just after that
  move, unless a computer has played since: the finger met whatever card lay there
  now, not the one it aimed at. (A computer's move may change a hand too, but then the
  person was waiting for their turn; a quick answer to it is a tap like any other.)

These are dropped without a word. A tap that arrives after the new drawing was built
never reaches another target either: every tap target is keyed by what it does
(:func:`app.ui.widgets.tagged`), so Flet gives the old id to no other control.

Plain Python (no Flet), so the rules are unit tests.
"""

from __future__ import annotations

import time
from collections.abc import Callable

DOUBLE_TAP = 0.4
"""Seconds in which a second tap counts as part of a double tap, as the server sees it.
The second tap of a person's double tap comes 100 to 300 ms after the first (Flutter
waits 300 ms for it); the server sees the gap wider or narrower by however long each
tap waited on the way and in the event loop, so it allows 100 ms more. Nobody finds and
taps a card on a hand laid out anew in less."""


class Taps:
    """The table's record of what it showed and what was tapped when.

    The double tap's windows start at the later of the tap (or the move it played) and the
    first drawing built after it: a server busy elsewhere delays that drawing and the
    second tap alike, so the second tap still falls inside its window."""

    def __init__(self, clock: Callable[[], float] = time.monotonic) -> None:
        self.clock = clock
        self.gap = DOUBLE_TAP
        self.version = 0
        """How often what the table shows has changed."""
        self.shown = 0
        """The version the drawing on screen was built from."""
        self.moved = float("-inf")
        """When a person's tap last played a move (unless a computer has played since)."""
        self.last: tuple[str, float] = ("", float("-inf"))
        """The last tap taken: its target and when."""
        self.acted = 0
        """How often a person acted: a tap taken, a move played by one (a first step
        moves on then)."""
        self.undrawn: set[str] = set()
        """What happened since the last drawing was built: a ``tap`` taken, a ``move``
        played by a tap."""

    def changed(self) -> None:
        """What the table shows has changed (a move, a choice, another holder)."""
        self.version += 1

    def played(self, tapped: bool) -> None:
        """A move was played, by a person's tap (``tapped``: their hand was laid out
        anew) or by a computer (a tap from now on answers it)."""
        self.changed()
        if tapped:
            self.acted += 1
            self.moved = self.clock()
            self.undrawn.add("move")
        else:
            self.moved = float("-inf")
            self.undrawn.discard("move")

    def drawn(self) -> None:
        """The drawing of the current version is built and goes to the browser."""
        if self.shown != self.version:
            now = self.clock()
            if "tap" in self.undrawn:
                self.last = (self.last[0], now)
            if "move" in self.undrawn:
                self.moved = now
            self.undrawn.clear()
        self.shown = self.version

    def takes(self, target: str, *, shifting: bool = False) -> bool:
        """Whether a tap on ``target`` (a name for what it does, unique on the table) is
        what the person meant; if so it counts as the last tap. ``shifting``: the target
        is among cards a person's move lays out anew (a hand)."""
        now = self.clock()
        if self.shown != self.version:
            return False
        last, at = self.last
        if target == last and now - at < self.gap:
            return False
        if shifting and now - self.moved < self.gap:
            return False
        self.last = (target, now)
        self.acted += 1
        self.undrawn.add("tap")
        return True
