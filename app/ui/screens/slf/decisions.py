"""The judged slaps of a Schnapp, Land, Fluss! game, found by replaying its record.

The undo button takes back the latest decision: the record is cut just before the
first slap of that judging (tied slaps and votes included), so the table returns to
the moment before anyone slapped. Plain Python, no Flet.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from app.core.record import Step
from app.games.slf.engine import ENGINE
from app.games.slf.model import Vote
from app.ui.screens.slf.board import contested, letter_at


@dataclass(frozen=True, slots=True)
class Decision:
    """One judged slap: where it starts in the record, whose it was and how it ended."""

    start: int
    """Index of the first slap of this judging in the record's moves."""
    seat: int
    letter: str
    accepted: bool


def last_decision(steps: Iterable[Step]) -> Decision | None:
    """The latest judged slap among a game's ``steps`` (its record walked, as
    :meth:`app.core.record.GameRecord.walk` gives them), or None if nothing was judged yet.

    The vote that ends a judging is always on the winning side (a majority becomes
    certain only with a vote for it), so its ``accept`` is the verdict.
    """
    start = 0
    found: Decision | None = None
    for step in steps:
        before, move = ENGINE.view_for(step.before, 0), step.move
        after = ENGINE.view_for(step.after, 0)
        if not before.slaps and after.slaps:
            start = step.index
        elif before.slaps and not after.slaps and isinstance(move, Vote):
            seat, slot = contested(before)
            found = Decision(start, seat, letter_at(before, slot), move.accept)
    return found
