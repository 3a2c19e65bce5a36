"""Where each player's zone lies: on the screen edge nearest them, turned to face them.

Seats go clockwise round the table starting at the bottom edge (seen from above, with
the bottom edge nearest the first player): bottom, left, top, right. Two players sit
at the bottom and the top; three at the bottom, left and right; four on all four
edges; five and six share the bottom (and with six the top) edge two by two, which
suits a tablet (on a phone the zones get narrow but stay whole on screen). The rest is
the middle: pool, countdown and what happened.

Plain Python, so the geometry is a unit test.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

BOTTOM, LEFT, TOP, RIGHT = "bottom", "left", "top", "right"
ANGLES = {BOTTOM: 0.0, TOP: math.pi, LEFT: math.pi / 2, RIGHT: -math.pi / 2}
"""How far a zone's content is turned (clockwise, radians) to face its player."""
EDGES = {
    2: (BOTTOM, TOP),
    3: (BOTTOM, LEFT, RIGHT),
    4: (BOTTOM, LEFT, TOP, RIGHT),
    5: (BOTTOM, BOTTOM, LEFT, TOP, RIGHT),
    6: (BOTTOM, BOTTOM, LEFT, TOP, TOP, RIGHT),
}
"""The edge of each seat, clockwise."""
GAP = 6
MIDDLE = 104
"""The narrowest the middle gets between two side zones (a phone's clock and Go on)."""
SIDE = 250
"""The deepest a side zone gets (a tablet's: its card is as large as cards get)."""


@dataclass(frozen=True, slots=True)
class Box:
    """A rectangle on the board (logical pixels) and the turn of what it holds."""

    left: float
    top: float
    width: float
    height: float
    edge: str = BOTTOM

    @property
    def angle(self) -> float:
        """The turn of the content, clockwise in radians."""
        return ANGLES[self.edge]

    @property
    def inner(self) -> tuple[float, float]:
        """The content's own width and height, before it is turned."""
        if self.edge in (LEFT, RIGHT):
            return self.height, self.width
        return self.width, self.height


@dataclass(frozen=True, slots=True)
class Layout:
    """The zones by seat and the middle."""

    zones: tuple[Box, ...]
    middle: Box


def depths(seats: int, width: float, height: float, children: bool) -> tuple[float, float]:
    """How deep the top/bottom zones and the side zones reach into the board (children's
    mode: bigger call areas)."""
    grow = 1.12 if children else 1.0
    if seats == 2:
        return height * 0.38 * grow, 0.0
    across = 0.22 if seats > 4 else 0.25
    return height * across * grow, min((width - MIDDLE) / 2, height * 0.3, SIDE * grow)


def layout(seats: int, width: float, height: float, children: bool = False) -> Layout:
    """The zones of ``seats`` players on a board ``width`` × ``height``."""
    edges = EDGES[seats]
    deep, side = depths(seats, width, height, children)
    has_top = TOP in edges
    top_end = deep if has_top else 0.0
    bottom_start = height - deep
    rows = {edge: [s for s, e in enumerate(edges) if e == edge] for edge in (BOTTOM, TOP)}
    zones: list[Box] = [Box(0, 0, 0, 0)] * seats
    for edge, y in ((BOTTOM, bottom_start), (TOP, 0.0)):
        part = width / max(1, len(rows[edge]))
        # clockwise seen from above: along the bottom right to left, along the top left
        # to right
        for k, seat in enumerate(rows[edge]):
            x = width - (k + 1) * part if edge == BOTTOM else k * part
            zones[seat] = Box(x + GAP / 2, y + GAP / 2, part - GAP, deep - GAP, edge)
    span = bottom_start - top_end
    for seat, edge in enumerate(edges):
        if edge == LEFT:
            zones[seat] = Box(GAP / 2, top_end + GAP / 2, side - GAP, span - GAP, LEFT)
        elif edge == RIGHT:
            right = width - side + GAP / 2
            zones[seat] = Box(right, top_end + GAP / 2, side - GAP, span - GAP, RIGHT)
    sides = side if LEFT in edges else 0.0
    middle = Box(sides, top_end, width - 2 * sides, span)
    return Layout(tuple(zones), middle)
