"""Sound and vibration after a verdict at the Snap table, as the settings allow: a
correct call "schnapps" with a medium pulse, a tie knocks twice with a longer buzz, a
wrong call only taps lightly (:class:`app.ui.feedback.Feedback`)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from app.games.snap.model import SNAP, TIE, WRONG
from app.games.snap.view import View

if TYPE_CHECKING:
    from app.ui.screens.snap.table import SnapBoard


def verdict(v: View) -> str | None:
    """What the latest verdict calls for: ``tie`` while frozen, else ``snap`` if someone
    won piles, else ``wrong`` if someone miscalled; None for nothing to signal."""
    kinds = {e.kind for e in v.last}
    if v.frozen:
        return TIE
    return next((kind for kind in (SNAP, WRONG) if kind in kinds), None)


def cue(board: SnapBoard, v: View) -> None:
    """Play the cue of the verdict ``v`` shows, in the background."""
    host = board.host
    feedback = host.feedback
    sounds = {SNAP: feedback.snapped, TIE: feedback.tied, WRONG: feedback.miscalled}
    kind = verdict(v)
    if kind is not None:
        host.page.run_task(sounds[kind], host.settings)
