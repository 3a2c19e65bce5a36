"""A Snorkeling hint in words: the move, and why where one line can say it (your pile
gets deeper, an opponent's pile shallower, the Beach ends the round with your score),
from the person's own view only."""

from __future__ import annotations

from app.games.snorkeling.model import BEACH, LANTERN, Centre, Move, Place, value
from app.games.snorkeling.plans import Plan, plans
from app.games.snorkeling.view import View
from app.ui.screens.snorkeling.cards import card_name
from app.ui.table.port import Words


def hint_words(port: Words, v: View, move: Move) -> str:
    """The hinted move: a card for the centre (the last one takes your pile's top back),
    a card for an opponent's pile (the Beach ends the round), passing or ending the turn."""
    t = port.t
    if isinstance(move, Centre):
        card = card_name(port.tr, move.card)
        last = len(v.hand) == 1 and v.piles[v.seat][-1] != LANTERN
        return t("sk-hint-last" if last else "sk-hint-centre", card=card)
    if isinstance(move, Place):
        card, name = card_name(port.tr, move.card), port.name(move.target)
        if value(move.card) == BEACH:
            return t("sk-hint-beach", card=card, name=name, points=value(v.piles[v.seat][-1]))
        return t("sk-hint-place", card=card, name=name, depth=value(move.card))
    if v.played or v.placed:
        return t("sk-hint-end")
    return t("sk-hint-nothing" if plans(v) == [Plan()] else "sk-hint-pass")
