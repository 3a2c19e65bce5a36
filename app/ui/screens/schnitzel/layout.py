"""How large the Schnitzel table's parts are on this screen: every row, the piles, the
prompt and the buttons fit without scrolling, on a 360×740 phone with six players too,
and every card one may tap stays at least 48 px wide and 52 px tall."""

from __future__ import annotations

from dataclasses import dataclass

from app.games.schnitzel.model import ROW
from app.ui.screens.schnitzel.cards import RATIO
from app.ui.theme import TAP

APP_BAR = 56 + 12
"""The app bar and the table's padding."""
PROMPT = 58
"""The prompt's two lines and the line of what just happened."""
ACTIONS = 52
SPACING = 8
"""Between the table's parts (the frame's column spacing)."""
PAD, EDGE = 3, 2.5
"""A row's padding (on each side) and its border at its thickest."""
ROW_PAD = 2 * (PAD + EDGE)
"""What a row's frame adds to its cards' height (and width)."""
BUTTON = 48
"""A row's own button (Nope!, Look) beside its cards."""
GAP = 4
"""Between two cards of a row, and between a row's parts."""
CAPTION = 21
"""A pile's name under it: 4 px above a line of 12 px type (17 px in the browser)."""
SHORTEST = 52.0
LARGEST = 170.0
"""The discard pile's top card at its tallest (on a tall screen with few players)."""


@dataclass(frozen=True, slots=True)
class Layout:
    """Sizes for one drawing."""

    card_w: float
    card_h: float
    pile_w: float
    """The discard pile's top card (the draw pile is a little smaller)."""
    pile_h: float
    row_w: float
    """A row's whole width."""
    name_w: float
    """The names' column."""

    def room(self, buttons: int) -> float:
        """The width a row's cards share, beside its name and ``buttons`` of its own."""
        return self.row_w - ROW_PAD - self.name_w - GAP - buttons * (BUTTON + GAP)

    def fit(self, cards: int, buttons: int) -> float:
        """A card's width in a row of ``cards`` with ``buttons`` of its own: narrower
        for a long row, never under 48 px (a longer row scrolls sideways)."""
        room = self.room(buttons) - (cards - 1) * GAP
        return max(float(TAP), min(self.card_w, room / max(cards, 1)))

    def height(self, seats: int) -> float:
        """About how tall the whole table is, app bar included."""
        rows = seats * (self.card_h + ROW_PAD + SPACING)
        return APP_BAR + rows + self.pile_h + CAPTION + PROMPT + ACTIONS + 3 * SPACING


def layout(width: float, height: float, seats: int) -> Layout:
    """The sizes for a table ``width`` wide on a screen ``height`` tall."""
    pile_h = max(80.0, min(LARGEST, height * 0.12))
    fixed = APP_BAR + pile_h + CAPTION + PROMPT + ACTIONS + (seats + 3) * SPACING
    card_h = max(SHORTEST, min(110.0, (height - fixed) / seats - ROW_PAD))
    name_w = max(64.0, min(96.0, width * 0.2))
    draft = Layout(0, 0, 0, 0, width, name_w)
    card_w = max(float(TAP), min((draft.room(1) - (ROW - 1) * GAP) / ROW, card_h / RATIO))
    card_h = max(SHORTEST, min(card_h, card_w * RATIO))
    spare = height - Layout(card_w, card_h, 0, pile_h, width, name_w).height(seats)
    pile_h = min(LARGEST, pile_h + max(0.0, spare) / 3)
    return Layout(card_w, card_h, pile_h / RATIO, pile_h, width, name_w)
