"""What a tap on a place means at the shared Schnitzel table, now.

Plain Python: the table is shared, so a tap on a place is read from who may act and
what they chose before (take the discard, the first place of a swap, a Nope). Whether
the move would be accepted is asked of the port's legal moves, never worked out again
here.

- In a window, a person to act who taps one of their own places claims it matches the
  top discard; after their Nope button, it is their Nope claim instead.
- On a person's turn: after "Take", their place takes the discard; holding a drawn
  card, their place gets it; a Peek looks at any place; a Swap takes one of their own
  places, then another player's.
"""

from __future__ import annotations

from app.games.schnitzel.model import (
    ABILITY,
    HOLD,
    PEEK,
    SWAP,
    TURN,
    WINDOW,
    Match,
    Move,
    Nope,
    Peek,
    Put,
    Take,
    Trade,
)
from app.games.schnitzel.view import View
from app.ui.table.port import Seats


class Aim:
    """A choice in progress: the discard to take, a swap's own place, a Nope's owner."""

    def __init__(self, port: Seats[View, Move]) -> None:
        self.port = port
        self.take = False
        """The person to move chose to take the discard (a place comes next)."""
        self.swap: int | None = None
        """The own place chosen for a swap (another player's place comes next)."""
        self.nope: int | None = None
        """The person who pressed their Nope button (their place comes next)."""

    def clear(self) -> None:
        """Forget the choice."""
        self.take, self.swap, self.nope = False, None, None

    def person(self, seat: int) -> bool:
        """True for a seat a person plays."""
        return self.port.bot_level(seat) is None

    def swapper(self, v: View) -> int | None:
        """The person whose Swap may be used now, if any."""
        a = v.ability
        if v.phase == ABILITY and a is not None and a.card == SWAP and self.person(a.seat):
            return a.seat
        return None

    def move(self, v: View, owner: int, slot: int) -> Move | None:
        """The move a tap on ``owner``'s ``slot`` stands for now (legal or not), or None
        where the tap means no move (a swap's own place is a choice, not a move)."""
        if self.nope is not None:
            return Nope(self.nope, slot) if owner == self.nope else None
        if v.phase == WINDOW and self.person(owner) and owner in v.to_act:
            return Match(owner, slot)
        turn = v.turn
        if not self.person(turn) and v.phase in (TURN, HOLD):
            return None
        if v.phase == TURN and self.take and owner == turn:
            return Take(turn, slot)
        if v.phase == HOLD and owner == turn:
            return Put(turn, slot)
        a = v.ability
        if v.phase == ABILITY and a is not None and self.person(a.seat):
            if a.card == PEEK:
                return Peek(a.seat, owner, slot)
            if self.swap is not None and owner != a.seat:
                return Trade(a.seat, self.swap, owner, slot)
        return None

    def legal(self, v: View) -> set[Move]:
        """Every legal move of the people who may act now."""
        return {m for s in v.to_act if self.person(s) for m in self.port.legal(s)}

    def targets(self, v: View, legal: set[Move]) -> set[tuple[int, int]]:
        """The places a tap may choose now: ``(owner, slot)``."""
        out = set()
        for owner, row in enumerate(v.rows):
            for slot, card in enumerate(row):
                if card is None:
                    continue
                if self.swapper(v) == owner and self.nope is None:
                    if any(isinstance(m, Trade) and m.slot == slot for m in legal):
                        out.add((owner, slot))
                elif self.move(v, owner, slot) in legal:
                    out.add((owner, slot))
        return out

    @staticmethod
    def takes(legal: set[Move]) -> bool:
        """True if the discard may be taken now."""
        return any(isinstance(m, Take) for m in legal)

    def noper(self, seat: int, legal: set[Move]) -> bool:
        """True if the person at ``seat`` may play a Nope now."""
        return any(isinstance(m, Nope) and m.seat == seat for m in legal)
