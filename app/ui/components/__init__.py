"""Reusable game-table components (cards, hands, piles) shared by the game screens."""

from app.ui.components.cards import (
    CARD_HEIGHT,
    CARD_WIDTH,
    STATES,
    CardView,
    FanLayout,
    HandView,
    back_svg,
    card_label,
    explain,
    fan_layout,
    rank_index,
    suit_src,
)

__all__ = [
    "CARD_HEIGHT",
    "CARD_WIDTH",
    "STATES",
    "CardView",
    "FanLayout",
    "HandView",
    "back_svg",
    "card_label",
    "explain",
    "fan_layout",
    "rank_index",
    "suit_src",
]
