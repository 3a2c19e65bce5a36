"""What one game draws inside the shared table frame: a subclass per game.

The frame (:class:`app.ui.table.frame.Table`) owns the app bar, the width, hand-overs,
results, computer turns, autosave and rematch; a board draws its game's view ``V`` and
sends moves ``M`` through its port (:class:`app.ui.table.port.Port`), the one way it has
to the table, the game and the app. It never calls the engine's rules or reads the state.
"""

from __future__ import annotations

from typing import Any, Generic, TypeVar

import flet as ft

from app.core.contract import Options
from app.core.errors import IllegalMove
from app.i18n import Arg
from app.ui.table.coach import Mark, Span
from app.ui.table.port import Port

V = TypeVar("V")
M = TypeVar("M")


class Board(Generic[V, M]):
    """One game's drawing of its view ``V``, acting with its moves ``M``; the defaults
    suit a game with no extras."""

    scrolls = True
    """Whether the table's body scrolls (a board that pins its hand to the bottom does not)."""
    hints = False
    """Whether the board can show a hint (``hint_words``, and marking the hinted move):
    only then does the game offer learning aids."""

    def __init__(self, port: Port[V, M]) -> None:
        self.port = port

    def t(self, message_id: str, **args: Arg) -> str:
        """Translate."""
        return self.port.t(message_id, **args)

    def name(self, seat: int) -> str:
        """A seat's name; "You" for the only person at the table."""
        return self.port.name(seat)

    def about(self, seat: int, message_id: str, **args: Arg) -> str:
        """A sentence about ``seat``: its ``-you`` form when that is the only person playing."""
        return self.port.about(seat, message_id, **args)

    def coached(self, mark: Mark) -> Mark:
        """``mark`` as this table shows it (a board may say it otherwise, or lay it
        elsewhere, for its seating); by default as it is."""
        return mark

    def spans(self, view: V) -> dict[str, Span]:
        """Where the parts the marks point at (and speak of) lie, top and bottom, as this
        board lays ``view`` out on this screen: the first steps' cards go beside them
        (:mod:`app.ui.table.coach`). By default unknown: a card then lies at the table's
        top or bottom edge, as its mark says."""
        return {}

    def private(self) -> bool:
        """Whether the board draws a private view of its own now (a look at hidden
        cards, or its hand-over) instead of its table: no first step shows over it. By
        default never."""
        return False

    def coach_args(self) -> dict[str, Arg]:
        """What the first steps' words need besides (the chosen card pack, say)."""
        return {}

    def public_seat(self) -> int | None:
        """The seat whose view everyone may see, in a game without hidden hands, or on a
        shared table whose board draws only what all may know (Schnitzel: its private
        looks hand the phone over themselves); None where each person's hand is secret
        (the frame then hands the phone over)."""
        return None

    def conceal(self) -> None:
        """The table is opened again on a phone that may be in other hands: hide any
        private view of the board's own (a look at hidden cards) behind its owner's
        hand-over; by default there is none."""

    def run_computers(self) -> bool:
        """Whether this board runs its computer seats itself (a real-time game, whose
        computers race on the board's own timers and may have nothing to do); the frame
        then leaves them alone. Called whenever the table is drawn; by default False."""
        return False

    def subtitle(self, view: V) -> str | None:
        """A second line under the game's name in the app bar (round, score)."""
        return None

    def actions(self, view: V) -> list[ft.Control]:
        """The game's own buttons in the app bar (the rules button follows them)."""
        return []

    def draw(self, view: V) -> list[ft.Control]:
        """The table from ``view``, top to bottom."""
        raise NotImplementedError

    def result(self, view: V, index: int) -> list[ft.Control]:
        """What finished deal or round ``index`` (0-based) brought, above the buttons."""
        raise NotImplementedError

    def onward(self, view: V, index: int) -> str:
        """The label of the button that goes on after result ``index``."""
        return self.t("table-next-round")

    def again(self) -> str:
        """The label of the button that starts the same game again."""
        return self.t("table-play-again")

    def rematch(self, options: Options) -> Options:
        """The rule options of the game "play again" starts (a game may change some,
        e.g. who begins); by default the same."""
        return options

    def advised(self) -> int:
        """The seat a hint is for: the shown one (a shared table drawn from one person's
        view may name the person who acts)."""
        return self.port.viewer()

    def hint_words(self, view: V, move: M) -> str:
        """A hinted move in words, from the person's view, with why where it can be said."""
        raise NotImplementedError

    def explain(self, problem: IllegalMove, move: M) -> str:
        """Why ``move`` was refused, in words."""
        return self.port.tr.error(problem)

    def played(self, before: V, move: M) -> None:
        """``move`` was played (``before``: the shown view before it); a hook."""

    def clear(self) -> None:
        """Forget any choice in progress (a move was made)."""


AnyBoard = Board[Any, Any]  # Any: the descriptors hold every game's board, each typed its own way
"""A board of any game (its class is what a game's screens descriptor names)."""
