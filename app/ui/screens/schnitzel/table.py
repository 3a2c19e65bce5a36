"""The Schnitzel table on one phone: every player's row face down, the draw pile and the
discard pile's top card in the middle, what to do now, and the buttons of the moment at
the bottom, where the thumb is. With one person, their row sits just above the buttons.

The table is shared, so it is drawn from public knowledge only: the rows are face down
(whoever knows a card), a drawn card is face down, the discard pile is face up. That is
why :meth:`SchnitzelBoard.public_seat` names a seat: the frame's hand-over rule (show a
person's hidden hand after handing them the phone, :mod:`app.ui.table.seating`) fits
games where each person's hand is private, not a table everyone watches. A card only one
seat may know is seen in a private look of its own (:mod:`.looks`), with its own
hand-over. The matching window's time runs in the app (:mod:`.window`).

Learning aids (:mod:`.hints`): a hint is said in the prompt's place and lit on the
controls that play it; the take-back button stands beside the prompt.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

import flet as ft

from app.core.contract import Options
from app.games.schnitzel.model import (
    LOOK,
    OVER,
    TURN,
    Deed,
    Draw,
    Match,
    Move,
    Nope,
    Pass,
    Peek,
)
from app.games.schnitzel.view import View, story, watched
from app.ui.screens.schnitzel.actions import actions_height, actions_row
from app.ui.screens.schnitzel.aim import Aim
from app.ui.screens.schnitzel.cards import card_name
from app.ui.screens.schnitzel.deeds import sentence, telling
from app.ui.screens.schnitzel.hints import hint_words, marked
from app.ui.screens.schnitzel.layout import CAPTION, SPACING, Layout, layout
from app.ui.screens.schnitzel.looks import HAND, OWN, PEEKED, START, Looks
from app.ui.screens.schnitzel.piles import piles
from app.ui.screens.schnitzel.prompts import prompt, prompt_height
from app.ui.screens.schnitzel.recap import Recap, recap, signs
from app.ui.screens.schnitzel.results import game_result, loser
from app.ui.screens.schnitzel.rows import acting, row_height, seat_row
from app.ui.screens.schnitzel.window import Clockwork
from app.ui.table import Board
from app.ui.table.coach import BOTTOM, FRAME, Mark, Span, column
from app.ui.table.port import Port

MARKS = (
    Mark("row", "sz-coach-row", keep=("actions",)),
    Mark("piles", "sz-coach-piles", BOTTOM, keep=("row",)),
    Mark("prompt", "sz-coach-prompt", keep=("row",)),
    Mark("actions", "sz-coach-actions"),
)
"""The first steps shown the first time the game is opened (its descriptor's ``marks``)."""


class SchnitzelBoard(Board[View, Move]):
    """Everything the Schnitzel table draws; the choice in progress, the private look,
    the window's clock and each player's last deed."""

    hints = True
    """Your row (its step keeps clear the Look button under it), the piles and the
    prompt (theirs keep clear the row whose places they ask you to tap), the buttons."""

    def __init__(self, port: Port[View, Move]) -> None:
        super().__init__(port)
        self.aim = Aim(self.port)
        self.looks = Looks(self)
        self.looks.resume()
        self.clock = Clockwork(self.port, self.holds)
        self.story = list(story(self.port.walk()))
        """Every move as the table saw it (:mod:`.recap`)."""
        self.deeds = self.told()
        """Each seat's last deed worth showing on its row (shown until its next one)."""
        self.said_last = ""
        """The note as the last move's sentence said it."""
        self.scrolls = False
        self.lit: set[str] = set()
        """The identifiers of the controls this drawing marks as the hint."""
        self.said = ""
        """The hint as the note says it, while shown."""
        self.moves = self.port.moves()
        """The moves the table had at the last move (fewer now: some were taken back)."""

    # ------------------------------------------------------------ helpers

    def card(self, card: int) -> str:
        """A card's name in the current language."""
        return card_name(self.port.tr, card)

    def deed(self, seat: int) -> Deed | None:
        """What ``seat`` did last, worth showing on its row."""
        return self.deeds.get(seat)

    def told(self) -> dict[int, Deed]:
        """Each seat's last deed worth showing on its row, from the story: a pass, the end
        of a turn and an ability not used say nothing of what the turn did."""
        return {t.seat: t.deed for t in self.story if telling(t.deed)}

    def person(self, seat: int) -> bool:
        """True for a seat a person plays."""
        return self.port.bot_level(seat) is None

    def holds(self) -> bool:
        """Whether the window's countdown stands still for the board: while a private
        look is open or a Nope is being aimed."""
        return self.looks.current is not None or self.aim.nope is not None

    def may_look(self, v: View, seat: int) -> bool:
        """True if the person at ``seat`` may look at own cards now: their start look
        (shared tables; one person has the big button), or, with the children's option,
        whenever it is not their turn."""
        if not self.person(seat):
            return False
        if v.phase == LOOK:
            return seat in v.to_act and len(self.port.humans()) > 1
        return v.options.children and v.phase != OVER and seat != v.turn

    # ------------------------------------------------------------ the frame's hooks

    def advised(self) -> int:
        """At a shared table, the one person who may act now (the table shows the first
        person's view; its hint names only what everyone knows): else the shown seat."""
        people = [s for s in self.port.actors() if self.person(s)]
        return people[0] if len(people) == 1 else self.port.viewer()

    def coached(self, mark: Mark) -> Mark:
        """At a table several people share, the steps speak of everyone's rows: the first
        lies at the bottom (the first person's row is at the top), and each keeps every
        row clear where the screen allows, not only the first person's."""
        if len(self.port.humans()) == 1:
            return mark
        if mark.part == "row":
            return Mark("row", "sz-coach-rows", BOTTOM, keep=("rows",))
        return replace(mark, keep=tuple("rows" if part == "row" else part for part in mark.keep))

    def private(self) -> bool:
        """Whether a private look (or its hand-over) is drawn instead of the table (one
        is never open at the game's end)."""
        return self.looks.current is not None

    def public_seat(self) -> int:
        """The table is shared: drawn from the first person's view, whose own cards it
        never shows (see the module's docstring)."""
        return self.port.humans()[0]

    def conceal(self) -> None:
        """The table is opened again on a phone that may be in other hands (the frame's
        hook for a reload or a reconnect): an open look goes back behind its hand-over."""
        self.looks.conceal()

    def subtitle(self, v: View) -> str | None:
        """Whose turn it is, and the last round after a call."""
        if self.looks.current is not None:
            return self.t("sz-sub-private")
        if v.phase == LOOK:
            return self.t("sz-sub-look")
        seat = acting(v)
        line = self.about(seat if seat is not None else v.turn, "sz-sub-turn")
        if v.caller is not None:
            line += " · " + self.t("sz-last-round")
        return line

    def result(self, v: View, index: int) -> list[ft.Control]:
        """The reveal: every row face up with its total, why it ended, the podium."""
        return game_result(self, v)

    def rematch(self, options: Options) -> Options:
        """The loser (the highest total) begins the next game."""
        return {**options, "first": loser(self.port.view())}

    def played(self, before: View, move: Move) -> None:
        """Note the deed; show a claimed card for a moment; open a person's private look
        at a card just drawn or peeked at."""
        v = self.port.view_of(move.seat)
        seen = watched(move.seat, before, v)
        self.story.append(seen)
        deed = seen.deed
        if isinstance(move, Pass):
            return
        if telling(deed):
            self.deeds[move.seat] = deed
        humans = self.port.humans()
        self.port.note = sentence(self, move.seat, deed, humans, taken=seen.top) or ""
        self.said_last = self.port.note
        if v.phase == OVER:
            self.looks.close()
            return
        if isinstance(move, (Match, Nope)) and deed.card is not None:
            row = v.rows[move.seat]
            penalty = None if deed.penalty is None else (len(row) - 1, deed.penalty)
            self.clock.claimed(move.seat, move.slot, deed.card, row[move.slot] is None, penalty)
        if not self.person(move.seat):
            return
        if isinstance(move, Draw) and v.hand is not None:
            self.looks.open(move.seat, HAND)
        elif isinstance(move, Peek):
            self.looks.open(move.seat, PEEKED, move.owner, move.slot)

    def hint_words(self, view: View, move: Move) -> str:
        """The hinted move, with which card goes where one line can say it."""
        return hint_words(self, view, move)

    def clear(self) -> None:
        """Forget the parts of a choice that no longer fit the table, and a hint's line
        once its move is past; after a take-back, what the moves taken back showed."""
        moves = self.port.moves()
        if moves < self.moves:
            self.rewound()
        self.moves = moves
        if self.said and self.port.note == self.said:
            self.port.note = ""
        self.said = ""
        v = self.port.view()
        legal = self.aim.legal(v)
        if v.phase != TURN:
            self.aim.take = False
        if self.aim.swapper(v) is None:
            self.aim.swap = None
        if self.aim.nope is not None and not self.aim.noper(self.aim.nope, legal):
            self.aim.nope = None

    def rewound(self) -> None:
        """Moves were taken back: the deeds as the view tells them, no look open, no
        claimed card, no choice, and an open window's countdown afresh."""
        self.story = list(story(self.port.walk()))
        self.deeds = self.told()
        self.looks.close()
        self.clock.rewound()
        self.aim.clear()

    # ------------------------------------------------------------ taps

    def tap_place(self, seat: int, slot: int) -> None:
        """A place was tapped: a swap's own place is chosen (or unchosen), anything else
        is the move it stands for now."""
        v = self.port.view()
        if self.aim.swapper(v) == seat and self.aim.nope is None:
            self.aim.swap = None if self.aim.swap == slot else slot
            self.port.redraw()
            return
        move = self.aim.move(v, seat, slot)
        if move is not None:
            self.port.act(move)

    def aim_nope(self, seat: int | None) -> None:
        """A person pressed their Nope button (their place comes next), or took it back."""
        self.aim.nope = seat
        self.port.redraw()

    def look_own(self, seat: int) -> None:
        """A person looks at own cards: the start look, or the children's option."""
        self.looks.open(seat, START if self.port.view().phase == LOOK else OWN)
        self.port.save()
        self.port.redraw()

    def look_hand(self) -> None:
        """The person holding a drawn card looks at it again."""
        self.looks.open(self.port.view().turn, HAND)
        self.port.save()
        self.port.redraw()

    def toggle_take(self) -> None:
        """Take the discard (a place comes next), or not after all."""
        self.aim.take = not self.aim.take
        self.port.redraw()

    def act(self, move: Move) -> None:
        """Play ``move``."""
        self.port.act(move)

    # ------------------------------------------------------------ the table

    def plan(self, v: View) -> Plan:
        """How this screen lays the table out (the private look aside)."""
        height = self.port.height
        room = layout(self.port.width, height, v.seats)
        people = self.port.humans()
        mine = people[0] if len(people) == 1 else None
        order = tuple(s for s in range(v.seats) if s != mine)
        spare = height - room.height(v.seats)
        summary = recap(self, v, spare)
        note = self.port.note
        if summary.box is not None or summary.said:
            note = summary.said or ("" if note == self.said_last else note)  # (it says that)
        scrolls = room.height(v.seats) + summary.height > height
        return Plan(room, order, mine, summary, note, spare - summary.height, scrolls)

    def spans(self, v: View) -> dict[str, Span]:
        """Where each row (``row-<seat>``), the piles, the prompt, the recap and the buttons
        lie, as :meth:`draw` lays them; ``row`` is the first person's (yours), ``rows``
        reaches over the rows above the piles (at a shared table, everyone's). Nothing
        while a private look is drawn instead."""
        if self.private():
            return {}
        plan = self.plan(v)
        rows = [(f"row-{s}", row_height(v, s, plan.room)) for s in plan.order]
        parts: list[tuple[str, float | None]] = [
            *rows,
            ("piles", plan.room.pile_h + CAPTION),
            ("prompt", prompt_height(self, v, plan.note, plan.left)),
        ]
        if plan.summary.box is not None:
            parts.append(("recap", plan.summary.height))
        if not plan.scrolls:
            parts.append(("", None))
        if plan.mine is not None:
            parts.append((f"row-{plan.mine}", row_height(v, plan.mine, plan.room)))
        parts.append(("actions", actions_height(self, v, self.aim.legal(v))))
        spans = column(parts, self.port.height - FRAME, SPACING)
        spans["row"] = spans[f"row-{self.port.humans()[0]}"]
        if rows:
            spans["rows"] = (spans[rows[0][0]][0], spans[rows[-1][0]][1])
        return spans

    def draw(self, v: View) -> list[ft.Control]:
        """Rows, the piles, the prompt and the buttons; or a private look."""
        hint = self.port.hint
        self.lit = marked(hint, self.aim.take)
        if hint is not None:
            self.said = self.port.note
        if self.looks.current is not None and v.phase != OVER:
            self.scrolls = True
            return self.looks.draw()
        self.clock.sync(v)
        plan = self.plan(v)
        room, mine, order = plan.room, plan.mine, plan.order
        legal = self.aim.legal(v)
        targets = self.aim.targets(v, legal)
        people = self.port.humans()
        screen = [*order, *([] if mine is None else [mine])]
        marks = signs(self, v)
        rows = {s: seat_row(self, v, s, room, legal, targets, marks, screen) for s in screen}
        spot = self.port.spot
        rows[people[0]] = spot("row", rows[people[0]])  # (the first person's row: yours)
        self.scrolls = plan.scrolls
        spacer = [] if self.scrolls else [ft.Container(expand=True)]
        middle = [
            spot("piles", piles(self, v, room, legal)),
            spot("prompt", prompt(self, v, plan.note, plan.left)),
        ]
        if plan.summary.box is not None:
            middle.append(plan.summary.box)
        parts = [*(rows[s] for s in order), *middle, *spacer]
        if mine is not None:
            parts.append(rows[mine])
        return [*parts, spot("actions", actions_row(self, v, legal))]


@dataclass(frozen=True, slots=True)
class Plan:
    """How one drawing lays the table out: the sizes, the rows above the piles (top
    first) and the only person's own row (None at a shared table: every row is above),
    the recap and the note under the prompt, the pixels left below the recap, and
    whether the table scrolls."""

    room: Layout
    order: tuple[int, ...]
    mine: int | None
    summary: Recap
    note: str
    left: float
    scrolls: bool
