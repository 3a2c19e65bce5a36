"""Which taps a table takes: a tap acts only on what was there when the finger came down.

Flet reports a tap as "control N was clicked", whenever the browser's message arrives.
A person's double tap, or two quick taps, can arrive after the first tap's move has
changed the table; a tap is then not what the person meant, and is dropped without a
word, when it is

- made on a drawing that is already outdated: its move is played and the drawing that
  shows it not built yet, so the browser still showed the old one;
- on a target the drawing on screen does not have (it went with an earlier one);
- the second tap of a double tap on the same target;
- on a target that was not on the table when the person's last tap was taken, within a
  double tap's time of it: the first tap made that target appear (Snorkeling's "End
  turn" where "Play" was, Schnitzel's "Go on" where "Skip" was, the cards of a hand
  where the hand-over's button was, the next deal where "Next deal" was), and the
  finger that came down again so soon is the second half of the double tap, aimed at
  what it tapped before. Nobody reads a control that has just appeared and taps it in
  less. A table that comes on screen (a new game, Continue, back from the rules) counts
  as the tap that opened it: what it shows takes taps a double tap's time later;
- on cards that the person's move laid out anew (their hand) just after that move,
  unless a computer has played since: the finger met whatever card lay there now, not
  the one it aimed at. (A computer's move may change a hand too, but then the person was
  waiting for their turn; a quick answer to it is a tap like any other.)

So a person's own quick taps on things that stood on the table (a card, then another;
a letter, then a player) are all taken; only what appeared under the finger is not. On a
table the players sit around, a player's own button (Snap's Turn) belongs to its seat:
it came under another player's finger only if that player tapped one of their own.
A target is what a tap on it does, named uniquely on the table; a control that merely
moved keeps its name, and only a hand's cards move under a finger, which the last rule
covers. A tap that arrives after the new drawing was built never reaches another target
either: every tap target is keyed by what it does (:func:`app.ui.widgets.tagged`), so
Flet gives the old id to no other control.

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
        self.drawings = 0
        """How many drawings were built: the one on screen is the last."""
        self.offered: dict[str, int] = {}
        """The targets of the drawing on screen, each with the drawing since which it has
        stood on the table."""
        self.before: dict[str, int] = {}
        """Those of the drawing before it."""
        self.offers: list[str] = []
        """Every offer of the drawing on screen, in order (a part drawn again unchanged
        offers its targets again: :meth:`app.ui.table.frame.Table.kept`)."""
        self.tapped_on = 0
        """The drawing on screen when the last tap was taken."""
        self.owners: dict[str, int] = {}
        """The seat each target belongs to, for targets that belong to one (a player's
        own button on a table the players sit around)."""
        self.tapper: int | None = None
        """The seat the last tap's target belonged to, if any."""

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

    def drawn(self, fresh: bool = False) -> None:
        """A drawing is being built and goes to the browser (its targets are offered next);
        ``fresh``: the table was not on screen, and comes on it as if tapped open."""
        self.drawings += 1
        self.before, self.offered, self.offers = ({} if fresh else self.offered), {}, []
        if fresh:
            self.tapped_on = self.drawings - 1
            self.undrawn.add("tap")
        if fresh or self.shown != self.version:
            now = self.clock()
            if "tap" in self.undrawn:
                self.last = (self.last[0], now)
            if "move" in self.undrawn:
                self.moved = now
            self.undrawn.clear()
        self.shown = self.version

    def offer(self, target: str, owner: int | None = None) -> None:
        """The drawing being built has ``target`` (standing since the drawing before, or
        new), belonging to the seat ``owner`` if it is one player's own."""
        self.offered.setdefault(target, self.before.get(target, self.drawings))
        self.offers.append(target)
        if owner is not None:
            self.owners[target] = owner

    def takes(self, target: str, *, shifting: bool = False) -> bool:
        """Whether a tap on ``target`` (a name for what it does, unique on the table) is
        what the person meant; if so it counts as the last tap. ``shifting``: the target
        is among cards a person's move lays out anew (a hand)."""
        now = self.clock()
        if self.shown != self.version:
            return False
        last, at = self.last
        if target not in self.offered:
            return False
        if now - at < self.gap and (target == last or self.appeared(target)):
            return False
        if shifting and now - self.moved < self.gap:
            return False
        self.last, self.tapped_on = (target, now), self.drawings
        self.tapper = self.owners.get(target)
        self.acted += 1
        self.undrawn.add("tap")
        return True

    def appeared(self, target: str) -> bool:
        """Whether ``target`` came on the table after the last tap was taken, under the
        finger that made it (a target of one player's own, after another player's tap,
        is under another finger)."""
        owner = self.owners.get(target)
        if owner is not None and self.tapper is not None and owner != self.tapper:
            return False
        return self.offered[target] > self.tapped_on
