"""What a move of Schnapp, Land, Fluss! did, in one line for the table's note."""

from __future__ import annotations

from typing import TYPE_CHECKING

from app.games.slf.model import Move, NobodyKnows, Slap, Vote
from app.games.slf.view import View
from app.ui.screens.slf.board import contested, label_of, letter_at

if TYPE_CHECKING:
    from app.ui.screens.slf.table import SlfBoard


def describe(board: SlfBoard, before: View, after: View, move: Move) -> str:
    """One line about what ``move`` just did: a verdict, a tie drawn, cards laid."""
    notes = []
    if isinstance(move, Vote) and before.slaps and not after.slaps:
        seat, slot = contested(before)
        name, letter = board.name(seat), label_of(letter_at(before, slot))
        if move.accept:
            notes.append(board.t("slf-note-won", name=name, letter=letter))
        elif before.won[seat]:
            lost = label_of(before.won[seat][-1])
            notes.append(board.t("slf-note-mistake", name=name, letter=lost))
        else:
            notes.append(board.t("slf-note-mistake-none", name=name))
    elif isinstance(move, Slap) and len(after.tied) > 1:
        names = board.host.tr.join([board.name(s) for s in after.tied])
        notes.append(board.t("slf-note-tie", names=names, name=board.name(contested(after)[0])))
    elif isinstance(move, NobodyKnows):
        notes.append(board.t("slf-note-nobody"))
    laid = before.pile_size - after.pile_size
    if after.round_no == before.round_no and laid > 0 and not after.options.one_card:
        notes.append(board.t("slf-note-refill", count=laid))
    return " ".join(notes)
