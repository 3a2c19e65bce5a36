"""A Schnitzel hint (a learning aid): the move in words, with what goes where one line can
say it, and the controls on the table that show it.

Only cards the person's own view shows are named, and at a shared table (more than one
person at the phone) only cards everyone may know: all who watch the phone read the
hint. A card the person has not seen is never named, nor is a card only another seat
knows.
"""

from __future__ import annotations

from typing import Protocol

from app.games.schnitzel.model import (
    HIDDEN,
    WINDOW,
    Call,
    Discard,
    Draw,
    Look,
    Match,
    Move,
    Nope,
    Pass,
    Peek,
    Put,
    Skip,
    Take,
    Trade,
    points,
)
from app.games.schnitzel.model import End as EndTurn
from app.games.schnitzel.view import View
from app.ui.screens.schnitzel.deeds import Teller
from app.ui.table.port import Seats

BUTTONS = {
    Draw: "draw",
    Discard: "discard",
    Skip: "skip",
    Pass: "go-on",
    Call: "call",
    EndTurn: "end-turn",
}
"""The button that plays each move of a button (a pass: the only person's Go on)."""


class Hinter(Teller, Protocol):
    """What a hint's words need of the board: words, seat and card names, and its port
    (who plays)."""

    @property
    def port(self) -> Seats[View, Move]:
        """The part of the board's port used here."""
        ...


def hint_words(board: Hinter, v: View, move: Move) -> str:
    """The hinted move; for a card that replaces a known one, which card goes; for a
    call, the points when every own card is known."""
    t, me = board.t, v.seat
    if isinstance(move, Look):
        return t("sz-hint-look", number=move.slot + 1)
    if isinstance(move, Draw):
        return t("sz-hint-draw")
    if isinstance(move, Take):
        words = t("sz-hint-take", card=board.card(v.discard[-1]), number=move.slot + 1)
        return goes(board, v, words, move.slot)
    if isinstance(move, Put):
        card = held(board, v)
        number = move.slot + 1
        words = (
            t("sz-hint-put", number=number)
            if card is None
            else t("sz-hint-put-card", card=card, number=number)
        )
        return goes(board, v, words, move.slot)
    if isinstance(move, Discard):
        card = held(board, v)
        return t("sz-hint-discard") if card is None else t("sz-hint-discard-card", card=card)
    if isinstance(move, Peek):
        if move.owner == me:
            return t("sz-hint-peek-own", number=move.slot + 1)
        return t("sz-hint-peek", number=move.slot + 1, owner=board.name(move.owner))
    if isinstance(move, Trade):
        other, owner = move.other + 1, board.name(move.owner)
        mine = seen(board, v, me, move.slot)
        if mine is None:
            return t("sz-hint-trade", number=move.slot + 1, other=other, owner=owner)
        return t("sz-hint-trade-card", card=mine, other=other, owner=owner)
    if isinstance(move, Skip):
        return t("sz-hint-skip", card=board.card(v.ability.card) if v.ability else "")
    if isinstance(move, Match):
        card = seen(board, v, me, move.slot)
        if card is None:
            return t("sz-hint-match", number=move.slot + 1)
        return t("sz-hint-match-card", card=card, number=move.slot + 1)
    if isinstance(move, Nope):
        return t("sz-hint-nope", number=move.slot + 1)
    if isinstance(move, Pass):
        called = v.event is not None and v.event.kind == "call"
        return t("sz-hint-go-on" if v.phase == WINDOW and not called else "sz-hint-let-stand")
    if isinstance(move, Call):
        total = known_total(board, v)
        return t("sz-hint-call") if total is None else t("sz-hint-call-points", points=total)
    return t("sz-hint-end")


def goes(board: Hinter, v: View, words: str, slot: int) -> str:
    """``words``, and which own card goes from ``slot`` if it may be named."""
    card = seen(board, v, v.seat, slot)
    return words if card is None else board.t("sz-hint-goes", move=words, card=card)


def shared(board: Hinter) -> bool:
    """True at a table of several people, who all read the phone."""
    return len(board.port.humans()) > 1


def seen(board: Hinter, v: View, owner: int, slot: int) -> str | None:
    """The name of the card in ``owner``'s ``slot`` if the view shows it (at a shared
    table: if everyone knows it), else None."""
    card = v.rows[owner][slot]
    if card is None or card == HIDDEN:
        return None
    everyone = (1 << v.seats) - 1
    if shared(board) and v.known[owner][slot] != everyone:
        return None
    return board.card(card)


def held(board: Hinter, v: View) -> str | None:
    """The name of the drawn card if the view shows it (at a shared table: only once a
    Nope brought it back from the pile, face up)."""
    if v.hand is None or (shared(board) and v.forced != "put"):
        return None
    return board.card(v.hand)


def known_total(board: Hinter, v: View) -> int | None:
    """The points of the person's row if every card of it may be named, else None."""
    row = v.rows[v.seat]
    if any(c is not None and seen(board, v, v.seat, i) is None for i, c in enumerate(row)):
        return None
    return sum(points(c) for c in row if c is not None)


def marked(move: Move | None, taking: bool) -> set[str]:
    """The identifiers of the controls that show the hinted ``move``: its button, the
    places it takes, the Nope! button before a Nope's place (none without a hint);
    ``taking``: the person chose to take the discard already."""
    if move is None:
        return set()
    me = move.seat
    if isinstance(move, Look):
        return {"look-start", f"look-{me}", f"look-pick-{move.slot}"}
    if isinstance(move, Take):
        place = {f"slot-{me}-{move.slot}"}
        return place if taking else {"take", *place}
    if isinstance(move, (Put, Match)):
        return {f"slot-{me}-{move.slot}"}
    if isinstance(move, Nope):
        return {f"nope-{me}", f"slot-{me}-{move.slot}"}
    if isinstance(move, Peek):
        return {f"slot-{move.owner}-{move.slot}"}
    if isinstance(move, Trade):
        return {f"slot-{me}-{move.slot}", f"slot-{move.owner}-{move.other}"}
    button = BUTTONS.get(type(move))
    return {button} if button else set()
