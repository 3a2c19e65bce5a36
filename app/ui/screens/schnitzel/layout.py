"""How large the Schnitzel table's parts are on this screen: every row, the piles, the
prompt and the buttons fit without scrolling, on a 360×740 phone with six players too,
and every card one may tap stays at least 48 px wide and tall."""

from __future__ import annotations

from dataclasses import dataclass

from app.games.schnitzel.model import ROW
from app.ui.theme import TAP

APP_BAR = 56 + 12
"""The app bar and the table's padding."""
PROMPT = 64
"""The prompt's two lines and the line of what just happened."""
ACTIONS = 56
SPACING = 8
"""Between the table's parts (the frame's column spacing)."""
ROW_PAD = 10
"""A row's frame: padding and border, top and bottom."""
NAME = 78
"""The names' column."""
BUTTON = 52
"""A row's own button (Nope!, Look) beside its cards."""
GAP = 4
"""Between two cards of a row."""
RATIO = 1.4


@dataclass(frozen=True, slots=True)
class Layout:
    """Sizes for one drawing."""

    card_w: float
    card_h: float
    pile_w: float
    pile_h: float
    row_w: float
    """A row's whole width."""

    def fit(self, cards: int, buttons: int) -> float:
        """A card's width in a row of ``cards`` with ``buttons`` of its own: narrower
        for a long row, never under 48 px (a longer row scrolls sideways)."""
        room = self.row_w - NAME - ROW_PAD - buttons * (BUTTON + GAP) - (cards - 1) * GAP
        return max(float(TAP), min(self.card_w, room / max(cards, 1)))


def layout(width: float, height: float, seats: int) -> Layout:
    """The sizes for a table ``width`` wide on a screen ``height`` tall."""
    pile_h = max(84.0, min(150.0, height * 0.14))
    parts = 4 + seats  # rows, piles, prompt, actions (and a spacer)
    rest = height - APP_BAR - (pile_h + 22) - PROMPT - ACTIONS - parts * SPACING
    card_h = max(52.0, min(110.0, rest / seats - ROW_PAD))
    room = width - NAME - ROW_PAD - (BUTTON + GAP) - (ROW - 1) * GAP
    card_w = max(float(TAP), min(room / ROW, card_h / RATIO * 1.0))
    card_h = max(52.0, min(card_h, card_w * RATIO))
    return Layout(card_w, card_h, pile_h / RATIO, pile_h, width)
