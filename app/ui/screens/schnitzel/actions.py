"""The buttons at the bottom of the Schnitzel table, where the thumb is: only those that
do something now, for whoever acts. Alone with computers, a person has a big Look
button for the start look and a Go on button that passes a window at once. While a
hint is shown (a learning aid), the button that plays it is the one filled, with a
lightbulb for its icon."""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import Protocol

import flet as ft

from app.games.schnitzel.model import HOLD, LOOK, WINDOW, Call, Discard, Draw, Move, Pass, Skip
from app.games.schnitzel.model import End as EndTurn
from app.games.schnitzel.view import View
from app.ui.screens.schnitzel.aim import Aim
from app.ui.screens.schnitzel.layout import ACTIONS
from app.ui.table.coach import PER_LETTER
from app.ui.table.port import Acts, Aids, Room, Seats, Words
from app.ui.widgets import tagged

Button = tuple[str, str, ft.IconData, Callable[[], None], bool]
"""A button: its identifier, its words' message id, its icon, what it does, whether it
is filled (the move most likely wanted)."""


MOVES = (
    ("draw", "sz-draw-button", ft.Icons.FILE_DOWNLOAD_OUTLINED, Draw, True),
    ("discard", "sz-discard-button", ft.Icons.DELETE_OUTLINE, Discard, True),
    ("skip", "sz-skip", ft.Icons.SKIP_NEXT, Skip, False),
    ("call", "sz-call", ft.Icons.CAMPAIGN, Call, True),
    ("end-turn", "sz-end-turn", ft.Icons.CHECK, EndTurn, False),
)
"""The buttons that play a move of the player who acts, in their order on screen."""
ICON_BUTTON = 66
"""What a button with an icon takes besides its words: padding, the icon, the gap."""
RUN = 10
"""Between two lines of buttons (a wrapping row's run spacing)."""


class Buttons(Words, Room, Acts[Move], Seats[View, Move], Aids[Move], Protocol):
    """What the buttons use of the port: words, the room, taps, the seats and the hint."""


class Thumb(Protocol):
    """What the buttons need of the board: its port, the choice in progress, the hinted
    controls, who is a person, and what each button does."""

    @property
    def port(self) -> Buttons:
        """The part of the board's port used here."""
        ...

    aim: Aim
    lit: set[str]

    def person(self, seat: int) -> bool:
        """True for a seat a person plays."""
        ...

    def act(self, move: Move) -> None:
        """Play ``move``."""
        ...

    def toggle_take(self) -> None:
        """Take the discard (a place comes next), or not after all."""
        ...

    def look_own(self, seat: int) -> None:
        """A person looks at own cards."""
        ...

    def look_hand(self) -> None:
        """The person holding a drawn card looks at it again."""
        ...


def actions_row(board: Thumb, v: View, legal: set[Move]) -> ft.Control:
    """The buttons of the moment, centred (wrapping onto a second line if need be), in a
    band across the table (a first step outlines it even while it has no buttons)."""
    buttons = [button(board, *b) for b in moment(board, v, legal)]
    centre = ft.MainAxisAlignment.CENTER
    row = ft.Row(buttons, spacing=8, run_spacing=RUN, alignment=centre, wrap=True)
    tall = None if len(buttons) > 2 else ACTIONS
    return ft.Container(row, height=tall, width=board.port.width)


def actions_height(board: Thumb, v: View, legal: set[Move]) -> float:
    """About how tall :func:`actions_row` is: one line of buttons, or the lines they wrap
    onto (each button's width reckoned rather more than less)."""
    labels = [board.port.t(words) for _, words, *_ in moment(board, v, legal)]
    if len(labels) <= 2:
        return ACTIONS
    lines, used = 1, 0.0
    for label in labels:
        wide = ICON_BUTTON + PER_LETTER * len(label)
        if used and used + 8 + wide > board.port.width:
            lines, used = lines + 1, wide
        else:
            used += (8 if used else 0) + wide
    return lines * ACTIONS + (lines - 1) * RUN


def moment(board: Thumb, v: View, legal: set[Move]) -> list[Button]:
    """Which buttons there are now."""
    people = board.port.humans()
    alone = people[0] if len(people) == 1 and people[0] in v.to_act else None
    if v.phase == LOOK and alone is not None:
        look = partial(board.look_own, alone)
        return [("look-start", "sz-look-start-button", ft.Icons.VISIBILITY, look, True)]
    if v.phase == WINDOW and alone is not None:
        go_on = partial(board.act, Pass(alone))
        return [("go-on", "sz-go-on", ft.Icons.ARROW_FORWARD, go_on, True)]
    actor = v.ability.seat if v.ability is not None else v.turn
    out: list[Button] = []
    for ident, words, icon, kind, filled in MOVES:
        move = kind(actor)
        if move in legal:
            out.append((ident, words, icon, partial(board.act, move), filled))
    if board.aim.takes(legal):
        take = "sz-cancel" if board.aim.take else "sz-take"
        out.insert(1, ("take", take, ft.Icons.MOVE_DOWN, board.toggle_take, False))
    if v.phase == HOLD and board.person(v.turn) and v.forced != "put":
        out.append(("look-hand", "sz-look-again", ft.Icons.VISIBILITY, board.look_hand, False))
    return out


def button(
    board: Thumb,
    ident: str,
    words: str,
    icon: ft.IconData,
    action: Callable[[], None],
    filled: bool,
) -> ft.Control:
    """One button of the moment, 52 px tall (the hinted one lit)."""
    if board.port.hint is not None:
        filled = ident in board.lit
        icon = ft.Icons.LIGHTBULB if filled else icon
    kind = ft.FilledButton if filled else ft.OutlinedButton
    tapped = board.port.tap(ident, action)
    return tagged(ident, kind(board.port.t(words), icon=icon, height=52, on_click=tapped))
