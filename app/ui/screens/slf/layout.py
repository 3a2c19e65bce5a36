"""Where everything on the Schnapp, Land, Fluss! table goes, worked out once per game.

Every part has a fixed height for the whole game (the category card, the prompt with its
note line, the players, the buttons of the moment: each as tall as its tallest moment),
and the letter grid gets the rest of the screen. So nothing moves between two taps, and
on a 360×740 phone every control is on screen without scrolling.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from app.ui.measure import text_lines

APP_BAR = 56
PAGE_PADDING = 12
"""The table view's padding above and below the board."""
SPACING = 8
"""Between the table's four parts."""
CATEGORY = 100
"""The category card (and its placeholder), whatever its name's length."""
CARD_GAP = 10
"""Between the category card and the letters."""
GAP = 8
"""Between two letter cards."""
TILE = 122
"""A player's tile, with room for the "waits" line of someone sitting out."""
BUTTON, LEADER_BUTTON, UNDO = 52, 64, 48
LINE = 1.3
"""Line height, as a multiple of the font size, that fixed text boxes leave room for."""
NOTE_SIZE = 13
"""The note under the prompt: what just happened, in two lines at most."""
MIN_GRID = 3 * 48 + 2 * GAP
"""The grid never gets less (a phone turned sideways): then the table scrolls."""
VOTER = 76
"""A voter's box: the name over the two vote buttons."""
VOTER_MIN = 104
"""A voter's box is at least this wide (two 48 dp buttons and a margin)."""


def fitted(text: str, width: float, sizes: tuple[int, ...], lines: int) -> int:
    """The largest of ``sizes`` (largest first) at which ``text`` fits in ``lines`` lines."""
    for size in sizes:
        if text_lines(text, width, size) <= lines:
            return size
    return sizes[-1]


def title_size(
    text: str, width: float, one_line: tuple[int, ...], two_lines: tuple[int, ...]
) -> tuple[int, bool]:
    """A title's size: one line at one of ``one_line``'s sizes if it fits, else two at
    one of ``two_lines``'s; and whether it wraps."""
    size = fitted(text, width, one_line, 1)
    if text_lines(text, width, size) == 1:
        return size, False
    return fitted(text, width, two_lines, 2), True


def voters_per_line(width: float) -> int:
    """Voter boxes side by side."""
    return max(1, int((width + 6) // (VOTER_MIN + 6)))


@dataclass(frozen=True, slots=True)
class Layout:
    """The heights of one game's table on one screen (see the module docstring)."""

    width: float
    prompt_size: int
    prompt: float
    """The prompt's box: two lines and the note's two."""
    actions: float
    grid: float
    """The room left for the letter grid."""
    columns: int


def layout(width: float, height: float, seats: int, leader: bool) -> Layout:
    """The table's layout for a screen of ``width`` (the board's) by ``height`` (the page's)."""
    size = 22 if leader else 18
    prompt = 2 * size * LINE + 2 + 2 * NOTE_SIZE * LINE
    if leader:
        actions = LEADER_BUTTON + 6 + UNDO
    else:
        lines = math.ceil((seats - 1) / voters_per_line(width))
        actions = max(BUTTON + 6 + UNDO, lines * VOTER + (lines - 1) * 6)
    fixed = APP_BAR + PAGE_PADDING + 3 * SPACING + CATEGORY + CARD_GAP + prompt + TILE + actions
    room = max(height - fixed - 4, MIN_GRID)
    columns = max((3, 4, 5), key=lambda c: (card_height(width, room, c, 12), -c))
    return Layout(width, size, prompt, actions, room, columns)


def card_height(width: float, room: float, columns: int, slots: int) -> float:
    """A letter card's height: as wide as the columns allow (4:5), as tall as the room."""
    rows = math.ceil(slots / columns)
    card_w = (width - GAP * (columns - 1)) / columns
    return min(card_w * 0.8, (room - GAP * (rows - 1)) / rows)
