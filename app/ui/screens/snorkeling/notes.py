"""What a computer's move of Snorkeling did, in one line for the table's note."""

from __future__ import annotations

from typing import TYPE_CHECKING

from app.games.snorkeling.model import Centre, Move, Place
from app.games.snorkeling.view import View

if TYPE_CHECKING:
    from app.ui.screens.snorkeling.table import SnorkelingBoard


def describe(board: SnorkelingBoard, before: View, move: Move) -> str:
    """One line about ``move`` (``before``: the table before it)."""
    seats = board.session.seats
    name = seats[move.seat].name
    if isinstance(move, Centre):
        return board.t("sk-note-centre", name=name, card=board.card(move.card))
    if isinstance(move, Place):
        card = board.card(move.card)
        if board.session.humans() == [move.target]:
            return board.t("sk-note-place-you", name=name, card=card)
        return board.t("sk-note-place", name=name, card=card, target=seats[move.target].name)
    if before.played or before.placed:
        return board.t("sk-note-end", name=name)
    return board.t("sk-note-pass", name=name)
