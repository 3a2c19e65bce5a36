"""One time base for the calls of people and computers: fairness is the product.

The engine orders and ties calls by their ``at_ms`` and reads no clock; the table
stamps every call on one clock of its own, a monotonic millisecond count:

- **The table clock** runs on the server (``time.monotonic``). A resumed game's clock
  continues from the latest time the saved game knows (the latest judged call,
  ``floor_ms``, a pending call, or the clock saved with the game), so it never reads
  below ``floor_ms`` and a new call is never stale by the clock alone.
- **A computer's call** is stamped with the table clock at the moment it is made.
- **A turn** is stamped with the table clock too (the moment its card shows, from which
  the engine counts a reaction time); a person's Turn button is a click, which carries
  no client time, so its turn is stamped at its arrival.
- **A person's call** carries the client's own touch time (``e.timestamp`` of
  ``on_pan_start``: the moment the screen felt the finger, on the browser's clock, whose
  origin is its own). The table keeps an estimate of the offset between the two clocks:
  ``offset = min(arrival - client_ms)`` over the touches seen, arrival read on the table
  clock when the touch reaches Python. Network and event-loop delays only ever add to a
  touch's way, so the quickest touch bounds the offset best. A touch is stamped
  ``client_ms + offset``: two touches keep the order and the gap they had on the
  screen, however late either arrives, and a touch that waited on its way still beats
  a computer that called after the finger landed.
- The first touch of a table is stamped at its arrival (nothing better is known yet);
  a stamp is never later than the touch's arrival.
- One touch never moves the estimate far. A touch that seems to have taken longer than
  ``JUMP_MS`` on its way, or to have come more than ``AHEAD_MS`` quicker than the
  quickest so far (its client time ahead of its arrival: a clock running fast, or a
  forged time), is stamped at its arrival and leaves the estimate as it was: a touch
  made before it that arrives after it still wins. Only when the next such touch agrees
  with it (the client's clock started afresh, say after a reload) does the estimate
  start again from the two.
- A person's stamp before ``floor_ms`` belongs to a table already judged: the board
  drops it (the engine would refuse it as stale).
- **Lateness.** A touch that fits the offset arrived ``arrival - stamp`` ms later than
  the quickest touch would have. The most any of the latest ``RECENT`` touches was late
  (:meth:`TableClock.lag_ms`) says how long a touch is held on its way now: a busy phone
  or browser holds a touch back behind the drawing of the one before, and the verdict
  waits that much longer for it (:mod:`.timers`). Before a second touch fits the offset
  nothing is known of it (the first touch is the quickest so far by definition): then
  :meth:`TableClock.knows_lag` is False and the verdict waits as long as it may.
"""

from __future__ import annotations

import time
from collections import deque
from collections.abc import Callable

JUMP_MS = 2000
"""No touch takes this long from the screen to Python; one that seems to did not."""
AHEAD_MS = 250
"""A touch may come this much quicker than the quickest before it and still teach the
offset at once (the earlier one was held up); one quicker still is ahead of its time."""
RECENT = 5
"""How many of the latest touches tell how late touches are arriving now."""


def client_ms(timestamp: object) -> int | None:
    """A touch event's client time in ms (``ft.Duration``, or microseconds as a
    number), None when the event has none (e.g. from accessibility)."""
    if timestamp is None:
        return None
    micros = getattr(timestamp, "in_microseconds", timestamp)
    return int(micros) // 1000 if isinstance(micros, int | float) else None


class TableClock:
    """The table's millisecond clock and its estimate of the client clock's offset."""

    def __init__(self, start_ms: int = 0, clock: Callable[[], float] = time.monotonic) -> None:
        self.clock = clock
        """Seconds, monotonic (tests move it by hand)."""
        self.origin = clock()
        self.start_ms = start_ms
        self.offset: int | None = None
        """The smallest ``arrival - client_ms`` of the touches that fit; None before the
        first touch."""
        self.odd: int | None = None
        """The ``arrival - client_ms`` of the last touch that did not fit the offset."""
        self.lates: deque[int] = deque(maxlen=RECENT)
        """How late each of the latest touches that fit the offset arrived (ms)."""

    def now_ms(self) -> int:
        """The table clock now."""
        return self.start_ms + int((self.clock() - self.origin) * 1000)

    def computer(self) -> int:
        """The stamp of a computer's call made now."""
        return self.now_ms()

    def touch(self, client: int | None) -> int:
        """The stamp of a person's touch made at ``client`` ms on the client's clock and
        arriving now (a touch without a client time: its arrival)."""
        arrival = self.now_ms()
        if client is None:
            return arrival
        seen = arrival - client
        if self.offset is None or fits(seen, self.offset):
            self.offset = seen if self.offset is None else min(self.offset, seen)
            self.odd = None
            stamp = min(client + self.offset, arrival)
            self.lates.append(arrival - stamp)
            return stamp
        if self.odd is not None and fits(seen, self.odd):
            self.offset, self.odd = min(self.odd, seen), None
        else:
            self.odd = seen
        return arrival

    def knows_lag(self) -> bool:
        """True once two touches fit the offset: only the second says how late touches
        come (the first defines the quickest)."""
        return len(self.lates) >= 2

    def lag_ms(self) -> int:
        """How late touches are arriving now: the most any of the latest ``RECENT``
        touches took beyond the quickest (0 before the first)."""
        return max(self.lates, default=0)


def fits(seen: int, offset: int) -> bool:
    """True if a touch that took ``seen`` ms from its client time to its arrival fits
    ``offset``: it waited no longer than ``JUMP_MS`` and came at most ``AHEAD_MS`` quicker."""
    return -AHEAD_MS <= seen - offset <= JUMP_MS
