"""The Schnapp, Land, Fluss! table on one phone: the category card and the letter grid on
top (turnable for the far side in table mode), the players along the bottom, and below
them the one thing to do now.

A slap is recorded as at a real table: tap the letter card (its time is the slap's
time), then the player who slapped it. Someone who slapped at the same moment is tapped
too, and the engine's tie-break decides. Then the others vote (table mode) or the game
leader decides alone (leader mode). Nobody's cards are secret, so the shared frame
never hands the phone over.
"""

from __future__ import annotations

import math
import time
from collections.abc import Callable
from functools import partial

import flet as ft

from app.core.errors import IllegalMove
from app.core.rng import below, make_rng
from app.games.slf.model import Move, NobodyKnows, Slap, Stop, Turn
from app.games.slf.view import View
from app.ui.screens.slf.board import (
    category_card,
    contested,
    label_of,
    letter_at,
    letter_grid,
    player_tile,
)
from app.ui.screens.slf.choices import Choices
from app.ui.screens.slf.countdown import Countdown
from app.ui.screens.slf.decisions import Decision, last_decision
from app.ui.screens.slf.layout import (
    CARD_GAP,
    CATEGORY,
    NOTE_SIZE,
    SPACING,
    TILE,
    Layout,
    fitted,
    layout,
)
from app.ui.screens.slf.notes import describe
from app.ui.screens.slf.results import round_result
from app.ui.screens.slf.votes import judging
from app.ui.table import Board
from app.ui.table.coach import BOTTOM, FRAME, Mark, Span, column
from app.ui.table.port import Port
from app.ui.widgets import icon_button, tagged

NAMED_ERRORS = frozenset({"slf-sitting-out", "slf-already-slapped"})
"""Refusals worded with the player's name: the phone is shared, so "you" would be unclear."""


def now_ms() -> int:
    """Wall-clock milliseconds: slap times only need to grow, even across a reload."""
    return int(time.time() * 1000)


def category_key(v: View) -> tuple | None:
    """Identifies one showing of a category (a new one is revealed with a flip)."""
    if v.category is None:
        return None
    return (v.round_no, v.category, v.category_slot, v.pile_size)


MARKS = (
    Mark("letters", "slf-coach-letters", BOTTOM, keep=("category",)),
    Mark("category", "slf-coach-category", BOTTOM, keep=("letters",)),
    Mark("players", "slf-coach-players", keep=("letters",)),
    Mark("buttons", "slf-coach-buttons"),
)
"""The first steps shown the first time the game is opened (its descriptor's ``marks``)."""


class SlfBoard(Board[View, Move]):
    """Everything the table draws, the tapped letter card and the countdown."""

    def __init__(self, port: Port[View, Move]) -> None:
        super().__init__(port)
        first = self.port.view_of(0)
        self.leader: int | None = first.seats if first.options.mode == "leader" else None
        """The game leader's seat number in leader mode, else None."""
        self.picked: tuple[int, int] | None = None
        """``(slot, at_ms)``: a letter card tapped, waiting for who slapped it."""
        self.flipped = False
        """The board turned around for the players on the far side (table mode)."""
        seconds = Choices.fitting(self.port.memo).countdown
        self.countdown = Countdown(self.port, seconds, self.picking, self.time_up)
        self.note_next: str | None = None
        """The note for the move being sent, if not the usual description."""
        self.decided: tuple[int, Decision | None] | None = None
        """The latest decision and how many moves were played when it was worked out."""

    # ------------------------------------------------------------ the frame's hooks

    def public_seat(self) -> int:
        """Everyone sees the same table: the leader's view, or the first player's."""
        return self.leader if self.leader is not None else 0

    def name(self, seat: int) -> str:
        """A player's name (the phone is shared, so never "you")."""
        return self.port.seat_name(seat)

    def subtitle(self, v: View) -> str:
        """The round and the draw pile."""
        status = self.t("slf-round", number=v.round_no + 1, rounds=v.options.rounds)
        return status + " · " + self.t("slf-pile", count=v.pile_size)

    def actions(self, v: View) -> list[ft.Control]:
        """The countdown (if on) and, in table mode, the turn-around button."""
        out = self.countdown.pill(v)
        if self.leader is None:
            rotate = icon_button(
                "rotate", ft.Icons.SCREEN_ROTATION, self.t("slf-rotate"), self.rotate
            )
            out.append(rotate)
        return out

    def result(self, v: View, index: int) -> list[ft.Control]:
        """The round's points and the totals; the podium after the last round."""
        return round_result(self.port, v, index)

    def onward(self, v: View, index: int) -> str:
        """ "On to round 2"."""
        return self.t("slf-next-round", number=index + 2)

    def explain(self, problem: IllegalMove, move: Move) -> str:
        """Why ``move`` was refused, by name where "you" would be unclear."""
        if problem.code in NAMED_ERRORS and move.seat < self.port.seats():
            return self.t(f"{problem.code}-named", name=self.name(move.seat))
        return self.port.tr.error(problem)

    def played(self, before: View, move: Move) -> None:
        """Note what the move did: a verdict, a tie drawn, cards laid (or the note given)."""
        after = self.port.view()
        self.port.note = self.note_next or describe(self.port.tr, self.name, before, after, move)
        self.note_next = None

    def picking(self) -> bool:
        """Whether a tapped letter card waits for who slapped it (the countdown waits)."""
        return self.picked is not None

    def clear(self) -> None:
        """Forget the tapped letter card."""
        self.picked = None

    # ------------------------------------------------------------ taps

    def act(self, move: Move, note: str | None = None) -> None:
        """Send ``move``; ``note`` says what happened, if not the usual description."""
        self.note_next = note
        self.port.act(move)
        self.note_next = None

    def judge(self) -> int:
        """Who gives up on a category: the leader, or the first player."""
        return self.leader if self.leader is not None else 0

    def tap_letter(self, slot: int) -> None:
        """Turn it (a category is due), pick it (to say who slapped), or explain."""
        if not self.port.takes(f"letter-{slot}"):
            return
        v = self.port.view()
        if v.phase == "turn":
            self.act(Turn(self.turner(v), slot))
        elif v.phase == "play":
            self.picked = None if self.picked and self.picked[0] == slot else (slot, now_ms())
            self.port.redraw()
        elif v.phase == "judge":
            self.port.notify(self.t("err-slf-judging"))

    def tap_player(self, seat: int) -> None:
        """Record who slapped the picked card, or who slapped it at the same moment."""
        if not self.port.takes(f"player-{seat}"):
            return
        v = self.port.view()
        if v.phase == "play" and self.picked is not None:
            slot, at = self.picked
            self.act(Slap(seat, slot, max(at, v.floor_ms)))
        elif v.phase == "judge" and not v.votes and seat != contested(v)[0]:
            self.act(Slap(seat, contested(v)[1], min(s.at_ms for s in v.slaps)))
        elif v.phase == "play":
            self.port.notify(self.t("slf-pick-letter-first"))

    def turner(self, v: View) -> int:
        """Who turns the category: the leader, or the first player allowed to."""
        return self.leader if self.leader is not None else v.to_act[0]

    def turn_any(self) -> None:
        """Turn a card the app picks (seeded by the game, so a replay agrees)."""
        v = self.port.view()
        slots = [m.slot for m in self.port.legal(self.turner(v)) if isinstance(m, Turn)]
        if slots:
            rng = make_rng(self.port.seed(), "ui-turn", self.port.moves())
            self.act(Turn(self.turner(v), slots[below(rng, len(slots))]))

    def nobody_knows(self) -> None:
        """Give up on the category (the leader's call in leader mode)."""
        self.act(NobodyKnows(self.judge()))

    def time_up(self) -> None:
        """The countdown ran out: nobody knows the category."""
        self.act(NobodyKnows(self.judge()), self.t("slf-note-time-up"))

    def ask_end(self) -> None:
        """End the game now, after a yes: the cards won so far count."""
        self.port.ask(
            self.t("slf-end-title"), self.t("slf-end-body"), self.t("slf-end-yes"), self.end
        )

    def end(self) -> None:
        """End the game with the scores so far (sent by someone who may act now)."""
        v = self.port.view()
        if v.to_act:
            self.act(Stop(self.leader if self.leader is not None else v.to_act[0]))

    def undo(self) -> None:
        """Take back the latest decision and everything after it."""
        decision = self.decision()
        if decision is not None:
            self.decided = None
            self.port.rewind(decision.start, self.t("slf-note-undone"))

    def decision(self) -> Decision | None:
        """The latest judged slap (what undo takes back), worked out once per move (undo,
        the one way back, forgets it)."""
        moves = self.port.moves()
        if self.decided is None or self.decided[0] != moves:
            self.decided = (moves, last_decision(self.port.walk()))
        return self.decided[1]

    def rotate(self) -> None:
        """Turn the board around for the players on the other side of the table."""
        self.flipped = not self.flipped
        self.port.redraw()

    def cancel(self) -> None:
        """Forget the tapped letter card."""
        self.picked = None
        self.port.redraw()

    # ------------------------------------------------------------ the table

    def layout(self, v: View) -> Layout:
        """Where everything goes on this screen (:mod:`app.ui.screens.slf.layout`)."""
        return layout(self.port.width, self.port.height, v.seats, self.leader is not None)

    def spans(self, v: View) -> dict[str, Span]:
        """Where the category card, the letters, the prompt, the players and the buttons
        lie, as :meth:`draw` lays them (the board turned round: the category below)."""
        room = self.layout(v)
        parts = [("board", CATEGORY + CARD_GAP + room.grid), ("prompt", room.prompt)]
        if self.leader is not None:
            parts.reverse()
        parts += [("players", TILE), ("buttons", room.actions)]
        spans = column(parts, self.port.height - FRAME, SPACING)
        top, bottom = spans.pop("board")
        card, letters = (top, top + CATEGORY), (bottom - room.grid, bottom)
        if self.flipped:
            card, letters = (bottom - CATEGORY, bottom), (top, top + room.grid)
        return {**spans, "category": card, "letters": letters}

    def draw(self, v: View) -> list[ft.Control]:
        """Board and prompt (the prompt first for the leader, bringing the cards down to
        the thumb), players, the actions of the moment: each as tall as it ever gets."""
        self.countdown.start(v)
        room = self.layout(v)
        parts = [self.spread(v, room), self.prompt(v, room)]
        if self.leader is not None:
            parts.reverse()
        actions = ft.Container(self.actions_row(v, room), height=room.actions)
        spot = self.port.spot
        return [*parts, spot("players", self.players(v, room.width)), spot("buttons", actions)]

    def spread(self, v: View, room: Layout) -> ft.Control:
        """The category card above the letter grid; turned around if asked."""
        width = room.width
        card = category_card(self.port.tr, v.category, width, big=self.leader is not None)
        key = category_key(v)
        if key is not None and self.port.entering(f"category-{key}"):
            card.scale = ft.Scale(scale_x=0.02, scale_y=1)  # a new category turns into view
        spot = self.port.spot
        # keyed by the category: a new one is a new card, which turns in from edge-on
        shown = tagged("category", card, key=f"category-{key}")
        board = ft.Column(
            [spot("category", shown), spot("letters", self.grid(v, room))],
            spacing=10,
            horizontal_alignment=ft.CrossAxisAlignment.CENTER,
        )
        return tagged(
            "board",
            ft.Container(
                board,
                rotate=ft.Rotate(math.pi if self.flipped else 0, alignment=ft.Alignment.CENTER),
                animate_rotation=None if self.port.settings.reduce_motion else 300,
            ),
        )

    def grid(self, v: View, room: Layout) -> ft.Control:
        """The letter cards, as large as the screen's height allows."""
        picked = self.picked[0] if self.picked else None
        for slot, letter in enumerate(v.table):
            if letter is not None and slot != v.category_slot:
                self.port.offer(f"letter-{slot}")
        return letter_grid(
            self.port.tr, v, room.width, room.grid, room.columns, picked, self.tap_letter
        )

    def first_turn(self, seat: int) -> str:
        """Who turns the first category, and why where a name decided it: the first in the
        alphabet of two or more typed names; else simply who begins (the only name, or,
        with none, the first player)."""
        typed = [s for s in range(self.port.seats()) if self.port.typed(s)]
        alphabet = len(typed) > 1 and bool(self.port.typed(seat))
        key = "slf-prompt-first-turn" if alphabet else "slf-prompt-first-turn-plain"
        return self.t(key, name=self.name(seat))

    def prompt(self, v: View, room: Layout) -> ft.Control:
        """What to do now, in large type (two lines at most), and what just happened (or,
        while a word waits for its first vote, the hint about ties): a box of one height."""
        leader = self.leader is not None
        if v.phase == "turn":
            if not leader and v.to_act == (v.options.first_seat,):
                text = self.first_turn(v.options.first_seat)
            elif v.turned_back is not None and v.streak:
                text = self.t("slf-prompt-turn-other")
            else:
                text = self.t("slf-prompt-turn")
        elif v.phase == "judge":
            seat, slot = contested(v)
            key = "slf-prompt-judge" if leader else "slf-prompt-vote"
            text = self.t(key, name=self.name(seat), letter=label_of(letter_at(v, slot)))
        elif self.picked is not None:
            text = self.t("slf-prompt-who", letter=label_of(letter_at(v, self.picked[0])))
        else:
            text = self.t("slf-prompt-leader-play" if leader else "slf-prompt-play")
        size = fitted(text, room.width, (room.prompt_size, room.prompt_size - 2, 14), 2)
        big = ft.Text(
            text,
            size=size,
            weight=ft.FontWeight.BOLD,
            text_align=ft.TextAlign.CENTER,
            max_lines=2,
            overflow=ft.TextOverflow.ELLIPSIS,
        )
        lines: list[ft.Control] = [tagged("prompt", big)]
        note = self.port.note
        if not note and v.phase == "judge" and not v.votes and self.leader is None:
            note = self.t("slf-tie-hint")
        if note:
            line = ft.Text(
                note,
                size=NOTE_SIZE,
                italic=True,
                text_align=ft.TextAlign.CENTER,
                max_lines=2,
                overflow=ft.TextOverflow.ELLIPSIS,
            )
            lines.append(tagged("note", line))
        return ft.Container(
            ft.Column(
                lines, spacing=2, tight=True, horizontal_alignment=ft.CrossAxisAlignment.CENTER
            ),
            height=room.prompt,
            alignment=ft.Alignment.TOP_CENTER,
        )

    def players(self, v: View, width: float) -> ft.Control:
        """Every player with cards and points won; tappable while a slap is recorded."""
        count = v.seats
        tile_w = min(120.0, (width - 4 * (count - 1)) / count)
        picking = v.phase == "play" and self.picked is not None
        tiles = []
        for seat in range(count):
            marks = set()
            if seat in v.sitting_out:
                marks.add("out")
            if v.contender and seat == v.contender[0]:
                marks.add("slapped")
            elif picking and seat not in v.sitting_out:
                marks.add("pick")
            self.port.offer(f"player-{seat}")
            tiles.append(
                player_tile(
                    self.port.tr,
                    seat,
                    self.name(seat),
                    len(v.won[seat]),
                    v.points[seat],
                    marks=frozenset(marks),
                    width=tile_w,
                    on_tap=partial(self.tap_player, seat),
                )
            )
        return tagged("players", ft.Row(tiles, spacing=4, alignment=ft.MainAxisAlignment.CENTER))

    def actions_row(self, v: View, room: Layout) -> ft.Control:
        """The buttons of the moment, big and at the bottom, within reach of a thumb."""
        rows: list[ft.Control] = []
        if v.phase == "judge":
            rows += judging(self.port, v, room.width, self.leader, self.button_height)
        elif v.phase == "turn":
            rows.append(
                self.wide("turn-any", "slf-turn-any", ft.Icons.FLIP, self.turn_any, ft.FilledButton)
            )
        elif self.picked is not None:
            rows.append(
                self.wide(
                    "cancel-pick", "button-cancel", ft.Icons.CLOSE, self.cancel, ft.OutlinedButton
                )
            )
        else:
            rows.append(
                self.wide("nobody-knows", "slf-nobody", ft.Icons.HELP_OUTLINE, self.nobody_knows)
            )
        if v.phase != "judge":
            rows.append(self.undo_and_end())
        return ft.Column(
            rows, spacing=6, tight=True, horizontal_alignment=ft.CrossAxisAlignment.CENTER
        )

    def undo_and_end(self) -> ft.Control:
        """Undo the latest decision (if any) and, at the right, end the game early."""
        decision = self.decision()
        undo: ft.Control = ft.Container()
        if decision is not None:
            key = "slf-undo" if decision.accepted else "slf-undo-mistake"
            label = self.t(key, name=self.name(decision.seat), letter=label_of(decision.letter))
            text = ft.Text(label, max_lines=1, overflow=ft.TextOverflow.ELLIPSIS)
            button = ft.TextButton(
                text, icon=ft.Icons.UNDO, on_click=self.port.tap("undo", self.undo), height=48
            )
            undo = tagged("undo", button)
        end = ft.TextButton(
            self.t("slf-end"),
            icon=ft.Icons.FLAG,
            on_click=self.port.tap("end-game", self.ask_end),
            height=48,
        )
        return ft.Row(
            [ft.Container(undo, expand=True), tagged("end-game", end)],
            spacing=4,
            width=self.port.width,
        )

    @property
    def button_height(self) -> int:
        """Big buttons: bigger still for the game leader."""
        return 64 if self.leader is not None else 52

    def wide(
        self,
        ident: str,
        label: str,
        icon: ft.IconData,
        handler: Callable[[], None],
        kind: Callable[..., ft.Control] = ft.FilledTonalButton,
    ) -> ft.Control:
        """One of the big buttons of the moment."""
        width = min(360, self.port.width)
        tapped = self.port.tap(ident, handler)
        button = kind(
            self.t(label), icon=icon, on_click=tapped, height=self.button_height, width=width
        )
        return tagged(ident, button)
