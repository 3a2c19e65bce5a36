"""What a move of Schnapp, Land, Fluss! did, in one line for the table's note."""

from __future__ import annotations

from collections.abc import Callable

from app.games.slf.model import Move, NobodyKnows, Slap, Vote
from app.games.slf.view import View
from app.i18n import Translator
from app.ui.screens.slf.board import contested, label_of, letter_at


def describe(
    tr: Translator, name_of: Callable[[int], str], before: View, after: View, move: Move
) -> str:
    """One line about what ``move`` just did: a verdict, a tie drawn, cards laid (in the
    words of ``tr``, each seat called ``name_of(seat)``)."""
    t = tr.t
    notes = []
    if isinstance(move, Vote) and before.slaps and not after.slaps:
        seat, slot = contested(before)
        name, letter = name_of(seat), label_of(letter_at(before, slot))
        if move.accept:
            notes.append(t("slf-note-won", name=name, letter=letter))
        elif before.won[seat]:
            lost = label_of(before.won[seat][-1])
            notes.append(t("slf-note-mistake", name=name, letter=lost))
        else:
            notes.append(t("slf-note-mistake-none", name=name))
    elif isinstance(move, Slap) and len(after.tied) > 1:
        names = tr.join([name_of(s) for s in after.tied])
        notes.append(t("slf-note-tie", names=names, name=name_of(contested(after)[0])))
    elif isinstance(move, NobodyKnows):
        notes.append(t("slf-note-nobody"))
    laid = before.pile_size - after.pile_size
    if after.round_no == before.round_no and laid > 0 and not after.options.one_card:
        notes.append(t("slf-note-refill", count=laid))
    return " ".join(notes)
