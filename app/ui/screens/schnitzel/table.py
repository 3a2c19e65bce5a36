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
"""

from __future__ import annotations

from typing import Any

import flet as ft

from app.games.schnitzel.model import (
    ABILITY,
    HOLD,
    LOOK,
    OVER,
    PEEK,
    TURN,
    WINDOW,
    Call,
    Deed,
    Discard,
    Draw,
    Match,
    Move,
    Nope,
    Pass,
    Peek,
    Skip,
    Take,
)
from app.games.schnitzel.model import End as EndTurn
from app.games.schnitzel.view import View
from app.ui.screens.schnitzel.aim import Aim
from app.ui.screens.schnitzel.cards import back, card_name, face
from app.ui.screens.schnitzel.deeds import sentence
from app.ui.screens.schnitzel.layout import ACTIONS, PROMPT, Layout, layout
from app.ui.screens.schnitzel.looks import HAND, OWN, PEEKED, START, Looks
from app.ui.screens.schnitzel.results import game_result, loser
from app.ui.screens.schnitzel.rows import acting, seat_row
from app.ui.screens.schnitzel.window import Clockwork
from app.ui.table import Board, Table
from app.ui.widgets import tagged

SMALLER = 1.15
"""How much smaller the draw pile and a drawn card are than the discard pile's top."""


class SchnitzelBoard(Board):
    """Everything the Schnitzel table draws; the choice in progress, the private look,
    the window's clock and each player's last deed."""

    def __init__(self, table: Table) -> None:
        super().__init__(table)
        self.aim = Aim(self.session)
        self.looks = Looks(self)
        self.clock = Clockwork(self)
        v = self.session.view(self.public_seat())
        self.deeds: dict[int, Deed] = {
            s: d for s, d in enumerate(v.deeds) if d is not None and not d.code.startswith("pass")
        }
        """Each seat's last deed that was not a pass (shown until its next one)."""
        self.scrolls = False

    # ------------------------------------------------------------ helpers

    def card(self, card: int) -> str:
        """A card's name in the current language."""
        return card_name(self.host.tr, card)

    def deed(self, seat: int) -> Deed | None:
        """What ``seat`` did last (a pass aside)."""
        return self.deeds.get(seat)

    def person(self, seat: int) -> bool:
        """True for a seat a person plays."""
        return self.session.bot_level(seat) is None

    def may_look(self, v: View, seat: int) -> bool:
        """True if the person at ``seat`` may look at own cards now: their start look
        (shared tables; one person has the big button), or, with the children's option,
        whenever it is not their turn."""
        if not self.person(seat):
            return False
        if v.phase == LOOK:
            return seat in v.to_act and len(self.session.humans()) > 1
        return v.options.children and v.phase != OVER and seat != v.turn

    # ------------------------------------------------------------ the frame's hooks

    def public_seat(self) -> int:
        """The table is shared: drawn from the first person's view, whose own cards it
        never shows (see the module's docstring)."""
        return self.session.humans()[0]

    def subtitle(self, v: View) -> str | None:
        """Whose turn it is, and the last round after a call."""
        if self.looks.current is not None:
            return self.t("sz-sub-private")
        if v.phase == LOOK:
            return self.t("sz-sub-look")
        line = self.about(acting(v) if acting(v) is not None else v.turn, "sz-sub-turn")
        if v.caller is not None:
            line += " · " + self.t("sz-last-round")
        return line

    def result(self, v: View, index: int) -> list[ft.Control]:
        """The reveal: every row face up with its total, why it ended, the podium."""
        return game_result(self, v)

    def rematch(self, options: dict[str, Any]) -> dict[str, Any]:
        """The loser (the highest total) begins the next game."""
        return {**options, "first": loser(self.table.view())}

    def played(self, before: View, move: Move) -> None:
        """Note the deed; show a claimed card for a moment; open a person's private look
        at a card just drawn or peeked at."""
        v = self.session.view(move.seat)
        deed = v.deeds[move.seat]
        if deed is None or isinstance(move, Pass):
            return
        self.deeds[move.seat] = deed
        self.table.note = sentence(self, move.seat, deed) or ""
        if v.phase == OVER:
            self.looks.current = None
            return
        if isinstance(move, (Match, Nope)) and deed.card is not None:
            self.clock.claimed(
                move.seat, move.slot, deed.card, v.rows[move.seat][move.slot] is None
            )
        if not self.person(move.seat):
            return
        if isinstance(move, Draw) and v.hand is not None:
            self.looks.open(move.seat, HAND)
        elif isinstance(move, Peek):
            self.looks.open(move.seat, PEEKED, move.owner, move.slot)

    def clear(self) -> None:
        """Forget the parts of a choice that no longer fit the table."""
        v = self.table.view()
        legal = self.aim.legal(v)
        if v.phase != TURN:
            self.aim.take = False
        if self.aim.swapper(v) is None:
            self.aim.swap = None
        if self.aim.nope is not None and not self.aim.noper(self.aim.nope, legal):
            self.aim.nope = None

    # ------------------------------------------------------------ taps

    def tap_place(self, seat: int, slot: int) -> None:
        """A place was tapped: a swap's own place is chosen (or unchosen), anything else
        is the move it stands for now."""
        v = self.table.view()
        if self.aim.swapper(v) == seat and self.aim.nope is None:
            self.aim.swap = None if self.aim.swap == slot else slot
            self.table.redraw()
            return
        move = self.aim.move(v, seat, slot)
        if move is not None:
            self.table.act(move)

    def aim_nope(self, seat: int | None) -> None:
        """A person pressed their Nope button (their place comes next), or took it back."""
        self.aim.nope = seat
        self.table.redraw()

    def look_own(self, seat: int) -> None:
        """A person looks at own cards: the start look, or the children's option."""
        self.looks.open(seat, START if self.table.view().phase == LOOK else OWN)
        self.table.redraw()

    def look_hand(self) -> None:
        """The person holding a drawn card looks at it again."""
        self.looks.open(self.table.view().turn, HAND)
        self.table.redraw()

    def toggle_take(self) -> None:
        """Take the discard (a place comes next), or not after all."""
        self.aim.take = not self.aim.take
        self.table.redraw()

    def act(self, move: Move) -> None:
        """Play ``move``."""
        self.table.act(move)

    # ------------------------------------------------------------ the table

    def draw(self, v: View) -> list[ft.Control]:
        """Rows, the piles, the prompt and the buttons; or a private look."""
        if self.looks.current is not None and v.phase != OVER:
            self.scrolls = True
            return self.looks.draw()
        self.clock.sync(v)
        height = self.host.page.height or 915
        room = layout(self.table.width, height, v.seats)
        legal = self.aim.legal(v)
        targets = self.aim.targets(v, legal)
        people = self.session.humans()
        mine = people[0] if len(people) == 1 else None
        order = [s for s in range(v.seats) if s != mine]
        rows = {s: seat_row(self, v, s, room, legal, targets) for s in range(v.seats)}
        self.scrolls = room.height(v.seats) > height
        spacer = [] if self.scrolls else [ft.Container(expand=True)]
        parts = [*(rows[s] for s in order), self.middle(v, room, legal)]
        parts += [self.prompt(v), *spacer]
        if mine is not None:
            parts.append(rows[mine])
        return [*parts, self.actions_row(v, legal)]

    def middle(self, v: View, room: Layout, legal: set[Move]) -> ft.Control:
        """The draw pile (its count), the discard pile's top card face up and large, a
        drawn card (face down unless a Nope showed it), the window's seconds."""
        t = self.t
        width, height = room.pile_w / SMALLER, room.pile_h / SMALLER
        drawing = Draw(v.turn) in legal
        pile = back(width, height, str(v.draw), "target" if drawing else "")
        spoken = t("sz-draw-pile", count=v.draw)
        if drawing:
            pile.on_click = self.table.tap("draw-pile", lambda: self.act(Draw(v.turn)))
            spoken = t("sz-place-target", place=spoken)
        parts = [self.pile(tagged("draw-pile", pile, label=spoken, button=drawing), t("sz-draw"))]
        taking = any(isinstance(m, Take) for m in legal)
        top = v.discard[-1] if v.discard else None
        if top is None:
            shown: ft.Control = ft.Container(width=room.pile_w, height=room.pile_h)
            spoken = t("sz-discard-empty")
        else:
            shown = face(self.host.tr, top, room.pile_w, room.pile_h)
            spoken = t("sz-discard-pile", card=self.card(top))
        if taking:
            shown.on_click = self.table.tap("discard-pile", self.toggle_take)
            shown.border = ft.Border.all(4 if self.aim.take else 3, "#FFD54F")
        tag = tagged("discard-pile", shown, f"discard-pile:{top}", label=spoken, button=taking)
        parts.append(self.pile(tag, t("sz-discard")))
        if v.holding:
            public = v.forced == "put" and v.hand is not None
            held = face(self.host.tr, v.hand, width, height) if public else back(width, height, "?")
            words = self.about(v.turn, "sz-holding")
            parts.append(self.pile(tagged("hand", held, label=words), self.name(v.turn)))
        if v.phase == WINDOW and v.options.window:
            parts.append(self.countdown(v))
        return tagged(
            "piles",
            ft.Row(
                parts,
                spacing=14,
                alignment=ft.MainAxisAlignment.CENTER,
                vertical_alignment=ft.CrossAxisAlignment.END,
            ),
        )

    @staticmethod
    def pile(card: ft.Control, caption: str) -> ft.Control:
        """A pile and its name under it."""
        text = ft.Text(caption, size=12, max_lines=1, overflow=ft.TextOverflow.ELLIPSIS)
        return ft.Column(
            [card, text], spacing=4, tight=True, horizontal_alignment=ft.CrossAxisAlignment.CENTER
        )

    def countdown(self, v: View) -> ft.Control:
        """The window's seconds left, large, with a timer (an alarm in the last second)."""
        left = self.clock.left(v)
        body = ft.Column(
            [
                ft.Icon(ft.Icons.ALARM if left <= 1 else ft.Icons.TIMER, size=28),
                ft.Text(self.t("sz-seconds", count=left), size=22, weight=ft.FontWeight.BOLD),
            ],
            spacing=2,
            tight=True,
            horizontal_alignment=ft.CrossAxisAlignment.CENTER,
        )
        box = ft.Container(
            body,
            padding=8,
            border_radius=12,
            border=ft.Border.all(1, ft.Colors.OUTLINE),
            bgcolor=ft.Colors.ERROR_CONTAINER if left <= 1 else None,
        )
        return tagged("countdown", box, label=self.t("sz-seconds-left", count=left))

    def prompt(self, v: View) -> ft.Control:
        """What to do now in large type, and what just happened under it."""
        lines: list[ft.Control] = [
            tagged(
                "prompt",
                ft.Text(
                    self.prompt_text(v),
                    size=16,
                    weight=ft.FontWeight.BOLD,
                    text_align=ft.TextAlign.CENTER,
                    max_lines=2,
                    overflow=ft.TextOverflow.ELLIPSIS,
                ),
            )
        ]
        if self.table.note:
            note = ft.Text(
                self.table.note,
                size=13,
                italic=True,
                text_align=ft.TextAlign.CENTER,
                max_lines=1,
                overflow=ft.TextOverflow.ELLIPSIS,
            )
            lines.append(tagged("note", note))
        return ft.Container(
            ft.Column(
                lines, spacing=2, tight=True, horizontal_alignment=ft.CrossAxisAlignment.CENTER
            ),
            height=PROMPT,
            alignment=ft.Alignment.CENTER,
        )

    def prompt_text(self, v: View) -> str:
        """The one thing to do now (or who is doing it)."""
        if self.aim.nope is not None:
            return self.about(self.aim.nope, "sz-prompt-nope")
        if v.phase == LOOK:
            waiting = [s for s in v.to_act if self.person(s)]
            return (
                self.about(waiting[0], "sz-prompt-look")
                if len(waiting) == 1
                else (self.t("sz-prompt-look-all") if waiting else self.t("sz-prompt-look-wait"))
            )
        if v.phase == WINDOW:
            return self.window_text(v)
        seat = acting(v)
        if seat is None or not self.person(seat):
            return self.t("sz-prompt-playing", name=self.name(v.turn if seat is None else seat))
        return self.about(seat, self.prompt_key(v))

    def prompt_key(self, v: View) -> str:
        """The prompt of the person who acts, by phase."""
        if v.phase == TURN:
            return "sz-prompt-take" if self.aim.take else "sz-prompt-turn"
        if v.phase == HOLD:
            return {"put": "sz-prompt-must-put", "discard": "sz-prompt-must-discard"}.get(
                v.forced or "", "sz-prompt-hold"
            )
        if v.phase == ABILITY and v.ability is not None:
            if v.event is not None and v.event.noped:
                return "sz-prompt-noped"
            if v.ability.card == PEEK:
                return "sz-prompt-peek"
            return "sz-prompt-swap-other" if self.aim.swap is not None else "sz-prompt-swap"
        return "sz-prompt-end"

    def window_text(self, v: View) -> str:
        """A window: Nope the call, or match the top discard."""
        if v.event is not None and v.event.kind == "call":
            return self.about(v.event.seat, "sz-prompt-call")
        if not v.discard:
            return self.t("sz-prompt-window")
        card = self.card(v.discard[-1])
        people = self.session.humans()
        if len(people) == 1:
            return self.t("sz-prompt-match-you", card=card)
        return self.t("sz-prompt-match", card=card)

    def actions_row(self, v: View, legal: set[Move]) -> ft.Control:
        """Only the buttons that do something now."""
        buttons = self.buttons(v, legal)
        row = ft.Row(buttons, spacing=8, alignment=ft.MainAxisAlignment.CENTER, wrap=True)
        return ft.Container(row, height=None if len(buttons) > 2 else ACTIONS)

    def buttons(self, v: View, legal: set[Move]) -> list[ft.Control]:
        """The buttons of the moment, for whoever acts."""
        t, turn = self.t, v.turn
        people = self.session.humans()
        if v.phase == LOOK and len(people) == 1 and people[0] in v.to_act:
            return [
                self.button(
                    "look-start",
                    t("sz-look-start-button"),
                    ft.Icons.VISIBILITY,
                    lambda: self.look_own(people[0]),
                    filled=True,
                )
            ]
        if v.phase == WINDOW and len(people) == 1 and people[0] in v.to_act:
            return [
                self.button(
                    "go-on",
                    t("sz-go-on"),
                    ft.Icons.ARROW_FORWARD,
                    lambda: self.act(Pass(people[0])),
                    filled=True,
                )
            ]
        out = []
        if Draw(turn) in legal:
            out.append(
                self.button(
                    "draw",
                    t("sz-draw-button"),
                    ft.Icons.FILE_DOWNLOAD_OUTLINED,
                    lambda: self.act(Draw(turn)),
                    filled=True,
                )
            )
        if any(isinstance(m, Take) for m in legal):
            label = t("sz-cancel") if self.aim.take else t("sz-take")
            out.append(self.button("take", label, ft.Icons.MOVE_DOWN, self.toggle_take))
        if Discard(turn) in legal:
            out.append(
                self.button(
                    "discard",
                    t("sz-discard-button"),
                    ft.Icons.DELETE_OUTLINE,
                    lambda: self.act(Discard(turn)),
                    filled=True,
                )
            )
        if v.phase == HOLD and self.person(turn) and v.forced != "put":
            out.append(
                self.button("look-hand", t("sz-look-again"), ft.Icons.VISIBILITY, self.look_hand)
            )
        holder = v.ability.seat if v.ability is not None else None
        if holder is not None and Skip(holder) in legal:
            out.append(
                self.button(
                    "skip", t("sz-skip"), ft.Icons.SKIP_NEXT, lambda: self.act(Skip(holder))
                )
            )
        if Call(turn) in legal:
            out.append(
                self.button(
                    "call",
                    t("sz-call"),
                    ft.Icons.CAMPAIGN,
                    lambda: self.act(Call(turn)),
                    filled=True,
                )
            )
        if EndTurn(turn) in legal:
            out.append(
                self.button(
                    "end-turn", t("sz-end-turn"), ft.Icons.CHECK, lambda: self.act(EndTurn(turn))
                )
            )
        return out

    def button(
        self, ident: str, label: str, icon: ft.IconData, action, filled: bool = False
    ) -> ft.Control:
        """One button of the moment, 52 px tall."""
        kind = ft.FilledButton if filled else ft.OutlinedButton
        return tagged(
            ident, kind(label, icon=icon, height=52, on_click=self.table.tap(ident, action))
        )
