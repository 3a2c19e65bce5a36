"""Sound and vibration after a verdict at the Snap table, as the settings allow: a
correct call "schnapps" with a medium pulse, a tie knocks twice with a longer buzz, a
wrong call only taps lightly (:class:`app.ui.feedback.Feedback`)."""

from __future__ import annotations

from typing import Protocol

from app.games.snap.model import SNAP, TIE, WRONG
from app.games.snap.view import View
from app.ui.table.port import Clock, Room


def verdict(v: View) -> str | None:
    """What the latest verdict calls for: ``tie`` while frozen, else ``snap`` if someone
    won piles, else ``wrong`` if someone miscalled; None for nothing to signal."""
    kinds = {e.kind for e in v.last}
    if v.frozen:
        return TIE
    return next((kind for kind in (SNAP, WRONG) if kind in kinds), None)


class Cued(Room, Clock, Protocol):
    """What a cue uses of the port: the sound settings and a task beside the loop."""


def cue(port: Cued, v: View) -> None:
    """Play the cue of the verdict ``v`` shows, in the background."""
    feedback = port.feedback
    sounds = {SNAP: feedback.snapped, TIE: feedback.tied, WRONG: feedback.miscalled}
    kind = verdict(v)
    if kind is not None:
        port.run(sounds[kind], port.settings)
