"""Who holds the phone at a running table, and which screen that calls for.

Plain Python (no Flet), so "what does a person see now?" is a unit test. One rule for
every game with hidden hands: a person's hidden cards are on screen only while that
person holds the phone, and the person who must act next is shown what they need
(after a hand-over screen if someone else held the phone). Results are public.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from app.ui.session import GameSession

RESULT, HANDOVER, WAITING, TABLE = "result", "handover", "waiting", "table"


@dataclass(frozen=True, slots=True)
class Moment:
    """The screen a table shows now: a result (``seat`` is its index), the hand-over to
    ``seat``, a neutral wait while computers play, or the table from ``seat``'s view."""

    kind: str
    seat: int | None = None


class Seating:
    """The phone's holder and the results already shown.

    ``public`` is the seat whose view everyone may see, in games without hidden hands
    (there is no hand-over then); None in games with hidden hands.
    """

    def __init__(self, session: GameSession, public: int | None = None) -> None:
        self.session = session
        self.public = public
        people = session.humans()
        self.holder: int | None = people[0] if len(people) == 1 else None
        """The person holding the phone (None: not known, e.g. after a shared result)."""
        self.shown = len(self.results())
        """Results (deals or rounds) already shown and acknowledged."""

    def results(self) -> Sequence[object]:
        """The finished deals or rounds (the ``results`` every view tells)."""
        return self.session.view(self.public or 0).results

    def due(self) -> int | None:
        """The person who must act now: the first person among the seats to act."""
        return next((s for s in self.session.actors() if not self.session.bot_level(s)), None)

    def moment(self) -> Moment:
        """What the screen shows now."""
        if self.shown < len(self.results()):
            return Moment(RESULT, self.shown)
        if self.public is not None:
            return Moment(TABLE, self.public)
        due = self.due()
        if due is not None and due != self.holder:
            return Moment(HANDOVER, due)
        if self.holder is None:
            return Moment(WAITING)
        return Moment(TABLE, self.holder)

    def viewer(self) -> int:
        """The seat whose view the table shows (its holder, or the public seat)."""
        if self.public is not None:
            return self.public
        return self.holder if self.holder is not None else self.session.humans()[0]

    def reveal(self, seat: int) -> None:
        """The person at ``seat`` took the phone."""
        self.holder = seat

    def conceal(self) -> None:
        """The table was opened again (a reload, a reconnect): with several people, nobody
        is known to hold the phone, so whoever acts next is handed it first."""
        if len(self.session.humans()) > 1:
            self.holder = None

    def acknowledge(self) -> None:
        """A result was read; with several people, whoever acts next takes the phone."""
        self.shown += 1
        if len(self.session.humans()) > 1:
            self.holder = None

    def rewound(self) -> None:
        """Moves were taken back: results taken back with them are shown again later."""
        self.shown = min(self.shown, len(self.results()))
