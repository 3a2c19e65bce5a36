"""Choosing cards at the Snorkeling table: centre cards one by one in the order they go
down (the last one is the new top), or one card for an opponent's pile. A card for a pile
that ends the turn (the normal game's one placement, or the last card in hand) is first
laid there for the person to see, and played with "End turn".

Plain Python: whether a choice fits is asked of the table through the board's port
(would these moves be accepted now?), never worked out again here.
"""

from __future__ import annotations

from app.core.errors import IllegalMove
from app.games.snorkeling.model import Centre, Move, Place
from app.games.snorkeling.view import View
from app.ui.table.port import Seats


class Choice:
    """The hand positions chosen for the centre, or the one chosen for a pile."""

    def __init__(self, port: Seats[View, Move]) -> None:
        self.port = port
        self.selected: list[int] = []
        """Positions in the shown hand chosen for the centre, in the order they go down."""
        self.placing: int | None = None
        """The position in the shown hand of a card chosen for an opponent's pile."""
        self.pushed: int | None = None
        """The opponent whose pile the card chosen for a pile lies on, shown until "End
        turn" plays it (the move ends the turn)."""

    def clear(self) -> None:
        """Forget the chosen cards."""
        self.selected, self.placing, self.pushed = [], None, None

    @staticmethod
    def ends_turn(v: View) -> bool:
        """True if a card put on a pile now ends the turn: in the normal game, or when it
        is the last card in hand."""
        return not v.options.expert or len(v.hand) == 1

    def push(self, seat: int) -> None:
        """Lay the card chosen for a pile on ``seat``'s (until "End turn" or "Cancel")."""
        self.pushed = seat

    def laid(self, v: View, seat: int) -> int | None:
        """The card laid on ``seat``'s pile until the turn ends, if any."""
        if self.placing is None or self.pushed != seat:
            return None
        return v.hand[self.placing]

    def pushed_move(self, v: View) -> Place | None:
        """The card laid on an opponent's pile, as its move; None if there is none."""
        if self.placing is None or self.pushed is None:
            return None
        return Place(v.seat, self.pushed, v.hand[self.placing])

    @staticmethod
    def can_centre(v: View) -> bool:
        """True while more cards may go into the centre this turn."""
        return not v.placed and (not v.played or v.options.expert or v.run is not None)

    @staticmethod
    def can_place(v: View) -> bool:
        """True once a card may go on an opponent's pile this turn."""
        return bool(v.played) and (v.options.expert or not v.placed)

    def centre_ok(self, v: View, picks: list[int]) -> bool:
        """True if the hand positions ``picks`` may go into the centre in this order."""
        return self.port.refusal(*(Centre(v.seat, v.hand[i]) for i in picks)) is None

    def targets(self, v: View, card: int) -> list[int]:
        """The opponents whose pile ``card`` may go on now."""
        return [
            m.target for m in self.port.legal(v.seat) if isinstance(m, Place) and m.card == card
        ]

    def pick(self, v: View, index: int) -> bool:
        """Select or unselect a card for the centre, or pick it for a pile; False (nothing
        changed) if the card can go nowhere now. A card laid on a pile goes back."""
        self.pushed = None
        if index in self.selected:
            self.selected.remove(index)
        elif self.placing == index:
            self.placing = None
        elif self.can_centre(v) and self.centre_ok(v, [*self.selected, index]):
            self.selected.append(index)
            self.placing = None
        elif self.can_centre(v) and self.centre_ok(v, [index]):
            self.selected, self.placing = [index], None
        elif self.can_place(v) and self.targets(v, v.hand[index]):
            self.selected, self.placing = [], index
        else:
            return False
        return True

    def refusal(self, v: View, card: int) -> IllegalMove | None:
        """Why ``card`` cannot go into the centre (None when only a pile is left)."""
        if self.can_place(v) and not self.can_centre(v):
            return None
        return self.port.refusal(Centre(v.seat, card))

    def playable(self, v: View, index: int) -> bool:
        """True if the card could be chosen now (for the centre or for a pile)."""
        if self.can_centre(v) and self.centre_ok(v, [*self.selected, index]):
            return True
        if self.can_centre(v) and not self.selected and self.centre_ok(v, [index]):
            return True
        return self.can_place(v) and bool(self.targets(v, v.hand[index]))

    def centre(self, v: View) -> list[Centre]:
        """The chosen centre cards as moves, in order."""
        return [Centre(v.seat, v.hand[i]) for i in self.selected]

    def place(self, v: View, seat: int) -> Place | None:
        """The chosen card onto ``seat``'s pile, if it may go there (and lies on none)."""
        if self.placing is None or self.pushed is not None:
            return None
        if seat not in self.targets(v, v.hand[self.placing]):
            return None
        return Place(v.seat, seat, v.hand[self.placing])
