"""Playing cards of the French-suited family (and their German/Hungarian skins).

A card is a frozen value with a short code: ``Card.from_code("QH").code == "QH"``.
Ranks are single characters (``A K Q J T 9 8 7``); the skin a player chooses only
changes how a card is drawn and named, never its identity.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Hashable
from dataclasses import dataclass
from enum import StrEnum

from app.core.errors import InvalidNotation


class Suit(StrEnum):
    """The four suits; in German/Hungarian packs: hearts, bells, leaves, acorns."""

    HEARTS = "H"
    DIAMONDS = "D"
    SPADES = "S"
    CLUBS = "C"

    @property
    def red(self) -> bool:
        """True for hearts and diamonds."""
        return self in (Suit.HEARTS, Suit.DIAMONDS)


SUITS: tuple[Suit, ...] = tuple(Suit)
RANKS = "AKQJT98765432"
"""All rank characters, highest first; a game picks the ones its pack holds."""


@dataclass(frozen=True, slots=True, order=True)
class Card:
    """One card: a rank character and a suit."""

    rank: str
    suit: Suit

    def __post_init__(self) -> None:
        if len(self.rank) != 1 or self.rank not in RANKS:
            raise InvalidNotation("bad-card", code=f"{self.rank}{self.suit}")

    @property
    def code(self) -> str:
        """The two-character code, e.g. ``"TH"`` for the Ten of hearts."""
        return f"{self.rank}{self.suit.value}"

    @classmethod
    def from_code(cls, code: str) -> Card:
        """Parse a code such as ``"QH"``; raises InvalidNotation otherwise."""
        if len(code) != 2 or code[0] not in RANKS or code[1] not in "HDSC":
            raise InvalidNotation("bad-card", code=code)
        return cls(code[0], Suit(code[1]))

    def __repr__(self) -> str:
        return f"Card.from_code({self.code!r})"


def pack(ranks: str, suits: tuple[Suit, ...] = SUITS) -> tuple[Card, ...]:
    """Every combination of ``ranks`` and ``suits``, suit by suit in rank order."""
    return tuple(Card(rank, suit) for suit in suits for rank in ranks)


def parse_cards(text: str) -> tuple[Card, ...]:
    """Cards from space-separated codes: ``parse_cards("AH TH KS")``."""
    return tuple(Card.from_code(code) for code in text.split())


class Cards(Counter[Hashable]):
    """A count of cards, built from where they lie: every count is positive, so plain dict
    equality is Counter equality, and many times faster than Counter's own comparison
    (key by key in Python; the conformance suite compares whole packs at every step)."""

    def __eq__(self, other: object) -> bool:
        if type(other) is Cards:
            return dict.__eq__(self, other)
        return Counter.__eq__(self, other)

    def __ne__(self, other: object) -> bool:
        return not self == other

    def __sub__(self, other: Counter[Hashable]) -> Counter[Hashable]:
        if type(other) is not Cards:
            return Counter.__sub__(self, other)
        out = Cards()
        for card, count in self.items():
            left = count - other.get(card, 0)
            if left > 0:
                out[card] = left
        return out
