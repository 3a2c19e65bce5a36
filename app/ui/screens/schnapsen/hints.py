"""A Schnapsen hint in words: the move, and why where one line can say it (the points a
trick brings, a marriage's points), from the person's own view only."""

from __future__ import annotations

from typing import Protocol

from app.core.cards import Card, Suit
from app.games.schnapsen.model import (
    VALUES,
    Claim,
    Close,
    Exchange,
    Marry,
    Move,
    Play,
    beats,
    marriage_value,
)
from app.games.schnapsen.view import View
from app.i18n import Arg


class PackWords(Protocol):
    """What a hint's words need: translation and the chosen pack's names."""

    def t(self, message_id: str, **args: Arg) -> str:
        """Translate."""
        ...

    def suit(self, suit: Suit) -> str:
        """A suit's name in the chosen pack."""
        ...

    def card_name(self, card: Card) -> str:
        """A card's name in the chosen pack."""
        ...


def hint_words(board: PackWords, v: View, move: Move) -> str:
    """The hinted move: a lead, a card that takes or gives the trick (with its points),
    a marriage, the exchange, closing, or claiming 66."""
    t = board.t
    if isinstance(move, Marry):
        points = marriage_value(move.suit, v.trump)
        return t("sn-hint-marry", points=points, suit=board.suit(move.suit))
    if isinstance(move, Exchange) and v.trump_card is not None:
        return t("sn-hint-exchange", card=board.card_name(v.trump_card))
    if isinstance(move, Close):
        return t("sn-hint-close")
    if isinstance(move, Claim):
        return t("sn-hint-claim", points=v.points[v.seat])
    assert isinstance(move, Play)
    card = board.card_name(move.card)
    if not v.trick:
        return t("sn-hint-lead", card=card)
    lead = v.trick[0]
    points = VALUES[lead.rank] + VALUES[move.card.rank]
    takes = beats(lead, move.card, v.trump)
    return t("sn-hint-takes" if takes else "sn-hint-gives", card=card, points=points)
