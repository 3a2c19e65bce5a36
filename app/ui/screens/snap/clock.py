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
  a stamp is never later than the touch's arrival. A touch that seems to have taken
  longer than ``JUMP_MS`` on its way means the client's clock started afresh (a
  reload): the estimate starts again from it.
- A person's stamp before ``floor_ms`` belongs to a table already judged: the board
  drops it (the engine would refuse it as stale).
"""

from __future__ import annotations

import time
from collections.abc import Callable

JUMP_MS = 2000
"""No touch takes this long from the screen to Python; one that seems to did not."""


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
        """The smallest ``arrival - client_ms`` seen; None before the first touch."""

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
        if self.offset is None or seen < self.offset or seen - self.offset > JUMP_MS:
            self.offset = seen
        return client + self.offset
