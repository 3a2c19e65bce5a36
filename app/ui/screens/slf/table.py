"""The Schnapp, Land, Fluss! table on one phone: the category card and the letter grid on
top (turnable for the far side in table mode), the players along the bottom, and below
them the one thing to do now.

A slap is recorded as at a real table: tap the letter card (its time is the slap's
time), then the player who slapped it. Someone who slapped at the same moment is tapped
too, and the engine's tie-break decides. Then the others vote (table mode) or the game
leader decides alone (leader mode). An optional countdown turns an unanswered category
into "nobody knows", with a chime and a pulse if the settings allow.
"""

from __future__ import annotations

import asyncio
import math
import time
from typing import TYPE_CHECKING

import flet as ft

from app.core.errors import IllegalMove
from app.core.rng import below, make_rng
from app.games.slf.deck import CATEGORY
from app.games.slf.model import Move, NobodyKnows, Slap, Turn, Vote
from app.games.slf.view import View
from app.ui.screens.slf.board import category_card, empty_slot, label_of, letter_card, player_tile
from app.ui.screens.slf.decisions import Decision, last_decision
from app.ui.screens.slf.results import result_view
from app.ui.screens.slf.setup import rematch
from app.ui.widgets import icon_button, name_text, tagged

if TYPE_CHECKING:
    from app.ui.session import GameSession
    from app.ui.shell import Shell

ROUTE = "/play/slf"
WIDTH = 720
GAP = 8
RESERVED = 530
"""Height taken by everything but the letter grid (app bar, category, players, actions)."""
NAMED_ERRORS = frozenset({"slf-sitting-out", "slf-already-slapped"})
"""Refusals worded with the player's name: the phone is shared, so "you" would be unclear."""


def now_ms() -> int:
    """Wall-clock milliseconds: slap times only need to grow, even across a reload."""
    return int(time.time() * 1000)


class Table:
    """Everything the table screen remembers between redraws."""

    def __init__(self, shell: Shell, session: GameSession) -> None:
        self.shell = shell
        self.session = session
        self.seen_results = len(session.state.results)
        self.picked: tuple[int, int] | None = None
        """``(slot, at_ms)``: a letter card tapped, waiting for who slapped it."""
        self.flipped = False
        """The board turned around for the players on the far side (table mode)."""
        self.note = ""
        """What just happened, in one line (a card won, a mistake, a tie drawn)."""
        self.shown_category: tuple | None = self.category_key(self.view())
        self.revealing: tuple | None = None
        """The category drawn edge-on in this redraw, to turn into view once on screen."""
        self.feedback = shell.feedback
        self.seconds = int(session.extras.get("countdown") or 0)
        self.tick = 1.0
        """Seconds per countdown step (tests shorten it)."""
        self.clock_key: tuple | None = None
        self.left = self.seconds
        self.clock_running = False
        self.decided: tuple[tuple[str, ...], Decision | None] | None = None

    # ------------------------------------------------------------ helpers

    def t(self, message_id: str, **args) -> str:
        """Translate."""
        return self.shell.t(message_id, **args)

    @property
    def leader(self) -> int | None:
        """The game leader's seat number in leader mode, else None."""
        options = dict(self.session.record.options)
        return self.session.record.seats if options.get("mode") == "leader" else None

    def view(self) -> View:
        """The table as everyone sees it (there are no secrets in this game)."""
        seat = self.leader if self.leader is not None else 0
        return self.session.view(seat)

    def name(self, seat: int) -> str:
        """A player's name."""
        return self.session.seats[seat].name

    def new_results(self) -> tuple[tuple[int, ...], ...]:
        """Round results not yet shown on this screen."""
        return self.session.state.results[self.seen_results :]

    @staticmethod
    def category_key(v: View) -> tuple | None:
        """Identifies one showing of a category (a new one is revealed with a flip)."""
        if v.category is None:
            return None
        return (v.round_no, v.category, v.category_slot, v.pile_size)

    @staticmethod
    def clock_epoch(v: View) -> tuple:
        """Changes whenever the countdown starts again: a new category or a card won."""
        won = sum(len(w) for w in v.won) + len(v.discarded)
        return (v.round_no, v.category, v.category_slot, v.pile_size, won)

    # ------------------------------------------------------------ flow

    def build(self) -> ft.View:
        """The view for the current moment: a round's result or the table."""
        if self.new_results():
            return result_view(self, self.seen_results)
        v = self.view()
        self.start_clock(v)
        return self.table_view(v)

    def redraw(self) -> None:
        """Draw the current moment again; a newly turned category flips into view."""
        self.revealing = None
        self.shell.show(ROUTE)
        if self.revealing is not None:
            self.shell.page.run_task(self.reveal)

    async def reveal(self) -> None:
        """Unfold the category card like a card being turned over: the next redraw draws
        it at full width, and Flet sends just that change, which the card animates."""
        await asyncio.sleep(0.05)
        self.shown_category = self.revealing
        if self.shell.table is self and self.shell.route == ROUTE:
            self.redraw()

    def act(self, move: Move, note: str | None = None) -> None:
        """Apply a move; a refused one is explained and changes nothing."""
        before = self.view()
        try:
            self.session.play(move)
        except IllegalMove as problem:
            self.explain(problem, move.seat)
            return
        self.picked = None
        self.note = note or self.describe(before, self.view(), move)
        self.shell.autosave()
        self.redraw()

    def explain(self, problem: IllegalMove, seat: int) -> None:
        """Say why ``seat``'s move was refused, by name where "you" would be unclear."""
        if problem.code in NAMED_ERRORS and seat < len(self.session.seats):
            self.shell.notify(self.t(f"{problem.code}-named", name=self.name(seat)))
        else:
            self.shell.notify(self.shell.tr.error(problem))

    def describe(self, before: View, after: View, move: Move) -> str:
        """One line about what ``move`` just did: a verdict, a tie drawn, cards laid."""
        notes = []
        if isinstance(move, Vote) and before.slaps and not after.slaps:
            seat, slot = before.contender
            name, letter = self.name(seat), label_of(before.table[slot])
            if move.accept:
                notes.append(self.t("slf-note-won", name=name, letter=letter))
            elif before.won[seat]:
                lost = label_of(before.won[seat][-1])
                notes.append(self.t("slf-note-mistake", name=name, letter=lost))
            else:
                notes.append(self.t("slf-note-mistake-none", name=name))
        elif isinstance(move, Slap) and len(after.tied) > 1:
            names = ", ".join(self.name(s) for s in after.tied)
            notes.append(self.t("slf-note-tie", names=names, name=self.name(after.contender[0])))
        elif isinstance(move, NobodyKnows):
            notes.append(self.t("slf-note-nobody"))
        laid = before.pile_size - after.pile_size
        if after.round_no == before.round_no and laid > 0 and not after.options.one_card:
            notes.append(self.t("slf-note-refill", count=laid))
        return " ".join(notes)

    # ------------------------------------------------------------ taps

    def tap_letter(self, slot: int) -> None:
        """Turn it (a category is due), pick it (to say who slapped), or explain."""
        v = self.view()
        if v.phase == "turn":
            self.act(Turn(self.turner(v), slot))
        elif v.phase == "play":
            self.picked = None if self.picked and self.picked[0] == slot else (slot, now_ms())
            self.redraw()
        elif v.phase == "judge":
            self.shell.notify(self.t("err-slf-judging"))

    def tap_player(self, seat: int) -> None:
        """Record who slapped the picked card, or who slapped it at the same moment."""
        v = self.view()
        if v.phase == "play" and self.picked is not None:
            slot, at = self.picked
            self.act(Slap(seat, slot, max(at, v.floor_ms)))
        elif v.phase == "judge" and not v.votes and seat != v.contender[0]:
            self.act(Slap(seat, v.contender[1], min(s.at_ms for s in v.slaps)))
        elif v.phase == "play":
            self.shell.notify(self.t("slf-pick-letter-first"))

    def turner(self, v: View) -> int:
        """Who turns the category: the leader, or the first player allowed to."""
        return self.leader if self.leader is not None else v.to_act[0]

    def turn_any(self) -> None:
        """Turn a card the app picks (seeded by the game, so a replay agrees)."""
        v = self.view()
        slots = [m.slot for m in self.session.legal(self.turner(v)) if isinstance(m, Turn)]
        if slots:
            rng = make_rng(self.session.record.seed, "ui-turn", len(self.session.record.moves))
            self.act(Turn(self.turner(v), slots[below(rng, len(slots))]))

    def nobody_knows(self) -> None:
        """Give up on the category (the leader's call in leader mode)."""
        self.act(NobodyKnows(self.leader if self.leader is not None else 0))

    def undo(self) -> None:
        """Take back the latest decision and everything after it."""
        decision = self.decision()
        if decision is None:
            return
        self.session.rewind(decision.start)
        self.picked = None
        self.seen_results = min(self.seen_results, len(self.session.state.results))
        self.note = self.t("slf-note-undone")
        self.shell.autosave()
        self.redraw()

    def decision(self) -> Decision | None:
        """The latest judged slap (what undo takes back), worked out once per move."""
        moves = self.session.record.moves
        if self.decided is None or self.decided[0] is not moves:
            self.decided = (moves, last_decision(self.session.record))
        return self.decided[1]

    def rotate(self) -> None:
        """Turn the board around for the players on the other side of the table."""
        self.flipped = not self.flipped
        self.redraw()

    def acknowledge(self) -> None:
        """Close a round's result: on to the next round, or finish the game."""
        self.seen_results += 1
        if self.session.outcome() is not None and not self.new_results():
            self.shell.finish_game()
            return
        self.note = ""
        self.redraw()

    def play_again(self) -> None:
        """Finish this game and start another with the same players and rules."""
        self.shell.finish_game(next_session=rematch(self.shell, self.session))

    # ------------------------------------------------------------ countdown

    def start_clock(self, v: View) -> None:
        """Reset the countdown for a new category or a card won, and keep it ticking."""
        if not self.seconds or v.phase not in ("play", "judge"):
            return
        epoch = self.clock_epoch(v)
        if epoch != self.clock_key:
            self.clock_key, self.left = epoch, self.seconds
        if not self.clock_running:
            self.clock_running = True
            self.shell.page.run_task(self.run_clock)

    async def run_clock(self) -> None:
        """Count down while the players search; pause while a slap is recorded or judged."""
        try:
            while self.shell.table is self and self.seconds:
                await asyncio.sleep(self.tick)
                v = self.view()
                if self.shell.table is not self or self.shell.route != ROUTE:
                    continue
                if v.phase != "play" or self.picked or self.clock_epoch(v) != self.clock_key:
                    continue
                self.left -= 1
                if self.left > 0:
                    self.redraw()  # only the countdown changed, so only it is sent
                    continue
                self.clock_key = None
                await self.feedback.time_up(self.shell.settings)
                seat = self.leader if self.leader is not None else 0
                self.act(NobodyKnows(seat), note=self.t("slf-note-time-up"))
        finally:
            self.clock_running = False

    def pill_body(self) -> ft.Control:
        """Seconds left; the last five turn urgent (an alarm icon as well as the colour)."""
        urgent = self.left <= 5
        return ft.Row(
            [
                ft.Icon(ft.Icons.ALARM if urgent else ft.Icons.TIMER, size=22),
                ft.Text(self.t("slf-seconds", count=self.left), size=20, weight=ft.FontWeight.BOLD),
            ],
            spacing=4,
            tight=True,
        )

    # ------------------------------------------------------------ the table

    def table_view(self, v: View) -> ft.View:
        """Status, board, prompt, players and the actions of the moment."""
        width = min(self.shell.page.width or 412, WIDTH) - 16
        parts = [self.board(v, width), self.prompt(v)]
        if self.leader is not None:  # the prompt above the cards brings them down to the thumb
            parts.reverse()
        body = ft.Column(
            [*parts, self.players(v, width), self.actions(v)],
            spacing=8,
            horizontal_alignment=ft.CrossAxisAlignment.CENTER,
            scroll=ft.ScrollMode.AUTO,
            expand=True,
        )
        return ft.View(
            route=ROUTE,
            key=ROUTE,
            appbar=self.app_bar(v),
            padding=ft.Padding.only(left=8, right=8, top=4, bottom=8),
            controls=[ft.Container(body, width=width + 8, expand=True)],
            horizontal_alignment=ft.CrossAxisAlignment.CENTER,
        )

    def app_bar(self, v: View) -> ft.AppBar:
        """Title with the round and the draw pile; the countdown (if on), the rotate
        control (table mode) and the rules."""
        status = self.t("slf-round", number=v.round_no + 1, rounds=v.options.rounds)
        status += " · " + self.t("slf-pile", count=v.pile_size)
        title = ft.Column(
            [ft.Text(self.t("game-slf"), size=18), tagged("slf-status", ft.Text(status, size=13))],
            spacing=0,
            tight=True,
        )
        actions: list[ft.Control] = []
        if self.seconds and v.phase in ("play", "judge"):
            pill = ft.Container(
                self.pill_body(),
                padding=ft.Padding.symmetric(horizontal=10, vertical=2),
                border_radius=16,
                border=ft.Border.all(1, ft.Colors.OUTLINE),
                bgcolor=ft.Colors.ERROR_CONTAINER if self.left <= 5 else None,
            )
            actions.append(tagged("countdown", pill))
        if self.leader is None:
            actions.append(
                icon_button("rotate", ft.Icons.SCREEN_ROTATION, self.t("slf-rotate"), self.rotate)
            )
        actions.append(
            icon_button(
                "open-rules",
                ft.Icons.MENU_BOOK,
                self.t("button-rules"),
                lambda: self.shell.go("/rules/slf"),
            )
        )
        return ft.AppBar(
            title=title,
            leading=icon_button(
                "table-back", ft.Icons.ARROW_BACK, self.t("nav-back"), self.shell.leave_table
            ),
            actions=actions,
        )

    def board(self, v: View, width: float) -> ft.Control:
        """The category card above the letter grid; turned around if asked."""
        card = category_card(self.shell.tr, v.category, width, big=self.leader is not None)
        key = self.category_key(v)
        if key is not None and key != self.shown_category and not self.shell.settings.reduce_motion:
            card.scale = ft.Scale(scale_x=0.02, scale_y=1)
            self.revealing = key
        else:
            self.shown_category = key
        board = ft.Column(
            # keyed by the category: a new one is a new card, which turns in from edge-on
            [tagged("category", card, key=f"category-{key}"), self.grid(v, width)],
            spacing=10,
            horizontal_alignment=ft.CrossAxisAlignment.CENTER,
        )
        return tagged(
            "board",
            ft.Container(
                board,
                rotate=ft.Rotate(math.pi if self.flipped else 0, alignment=ft.Alignment.CENTER),
                animate_rotation=None if self.shell.settings.reduce_motion else 300,
            ),
        )

    def grid(self, v: View, width: float) -> ft.Control:
        """The letter cards in fixed places, three columns on a phone (more on a tablet)."""
        slots = len(v.table)
        while slots > 12 and v.table[slots - 1] is None and slots - 1 != v.category_slot:
            slots -= 1
        columns = (3 if width < 600 else 4) + (1 if slots > 12 else 0)
        rows = math.ceil(max(slots, 12) / columns)
        card_w = (width - GAP * (columns - 1)) / columns
        voter_lines = math.ceil(len(v.judges) / 2) if self.leader is None else 1
        reserved = RESERVED + 60 * (voter_lines - 1)
        room = ((self.shell.page.height or 915) - reserved) / rows - GAP
        card_h = max(64.0, min(card_w * 0.8, room))
        contested = v.contender[1] if v.contender else None
        picked = self.picked[0] if self.picked else contested
        icon = CATEGORY[v.category].icon if v.category is not None else None
        cells: list[ft.Control] = []
        for slot in range(slots):
            letter = v.table[slot]
            if slot == v.category_slot:
                cells.append(empty_slot(card_w, card_h, icon))
            elif letter is None:
                cells.append(empty_slot(card_w, card_h))
            else:
                if slot == picked:
                    mark = "picked"
                elif contested is not None or slot == v.turned_back:
                    mark = "dim"
                else:
                    mark = "normal"
                cells.append(
                    letter_card(
                        self.shell.tr,
                        slot,
                        letter,
                        card_w,
                        card_h,
                        mark=mark,
                        on_tap=lambda _, s=slot: self.tap_letter(s),
                    )
                )
        lines = [
            ft.Row(cells[i : i + columns], spacing=GAP, alignment=ft.MainAxisAlignment.CENTER)
            for i in range(0, len(cells), columns)
        ]
        return tagged("letters", ft.Column(lines, spacing=GAP, tight=True))

    def prompt(self, v: View) -> ft.Control:
        """What to do now, in large type, and what just happened."""
        leader = self.leader is not None
        if v.phase == "turn":
            if not leader and v.to_act == (v.options.first_seat,):
                text = self.t("slf-prompt-first-turn", name=self.name(v.options.first_seat))
            elif v.turned_back is not None and v.streak:
                text = self.t("slf-prompt-turn-other")
            else:
                text = self.t("slf-prompt-turn")
        elif v.phase == "judge":
            seat, slot = v.contender
            key = "slf-prompt-judge" if leader else "slf-prompt-vote"
            text = self.t(key, name=self.name(seat), letter=label_of(v.table[slot]))
        elif self.picked is not None:
            text = self.t("slf-prompt-who", letter=label_of(v.table[self.picked[0]]))
        else:
            text = self.t("slf-prompt-leader-play" if leader else "slf-prompt-play")
        lines: list[ft.Control] = [
            tagged(
                "prompt",
                ft.Text(
                    text,
                    size=22 if leader else 19,
                    weight=ft.FontWeight.BOLD,
                    text_align=ft.TextAlign.CENTER,
                ),
            )
        ]
        if self.note:
            lines.append(
                tagged(
                    "note",
                    ft.Text(self.note, size=15, italic=True, text_align=ft.TextAlign.CENTER),
                )
            )
        return ft.Column(
            lines, spacing=2, tight=True, horizontal_alignment=ft.CrossAxisAlignment.CENTER
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
            tiles.append(
                player_tile(
                    self.shell.tr,
                    seat,
                    self.name(seat),
                    len(v.won[seat]),
                    v.points[seat],
                    marks=frozenset(marks),
                    width=tile_w,
                    on_tap=lambda _, s=seat: self.tap_player(s),
                )
            )
        return tagged(
            "players",
            ft.Row(tiles, spacing=4, alignment=ft.MainAxisAlignment.CENTER),
        )

    def actions(self, v: View) -> ft.Control:
        """The buttons of the moment, big and at the bottom, within reach of a thumb."""
        rows: list[ft.Control] = []
        if v.phase == "judge":
            rows += self.judging(v)
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
        decision = self.decision() if v.phase != "judge" else None
        if decision is not None:
            key = "slf-undo" if decision.accepted else "slf-undo-mistake"
            label = self.t(key, name=self.name(decision.seat), letter=label_of(decision.letter))
            rows.append(
                tagged(
                    "undo",
                    ft.TextButton(label, icon=ft.Icons.UNDO, on_click=self.undo, height=48),
                )
            )
        return ft.Column(
            rows, spacing=6, tight=True, horizontal_alignment=ft.CrossAxisAlignment.CENTER
        )

    @property
    def button_height(self) -> int:
        """Big buttons: bigger still for the game leader."""
        return 64 if self.leader is not None else 52

    def wide(
        self, ident: str, label: str, icon: ft.IconData, handler, kind=ft.FilledTonalButton
    ) -> ft.Control:
        """One of the big buttons of the moment."""
        button = kind(
            self.t(label), icon=icon, on_click=handler, height=self.button_height, width=360
        )
        return tagged(ident, button)

    def cancel(self) -> None:
        """Forget the tapped letter card."""
        self.picked = None
        self.redraw()

    def judging(self, v: View) -> list[ft.Control]:
        """Accept or reject: the leader's two big buttons, or a pair for each voter,
        two voters to a line."""
        hint = [ft.Text(self.t("slf-tie-hint"), size=13, italic=True)] if not v.votes else []
        if self.leader is not None:
            buttons = [
                self.vote_button(self.leader, accept, self.button_height, wide=True)
                for accept in (True, False)
            ]
            return [ft.Row(buttons, spacing=12, alignment=ft.MainAxisAlignment.CENTER), *hint]
        cast = {vote.seat: vote.accept for vote in v.votes}
        cells = [self.voter(seat, cast.get(seat)) for seat in v.judges]
        return [ft.Row(cells, wrap=True, spacing=6, run_spacing=6, width=396), *hint]

    def voter(self, seat: int, cast: bool | None) -> ft.Control:
        """One voter's name with their two buttons, or with the vote they cast."""
        if cast is None:
            choice: list[ft.Control] = [
                self.vote_button(seat, True, 48),
                self.vote_button(seat, False, 48),
            ]
        else:
            mark = self.t("slf-voted-yes" if cast else "slf-voted-no")
            icon = ft.Icons.CHECK if cast else ft.Icons.CLOSE
            choice = [ft.Icon(icon, size=20), ft.Text(mark, size=14)]
        return ft.Container(
            ft.Row(
                [
                    ft.Container(name_text(self.name(seat), size=16), expand=True),
                    *choice,
                ],
                spacing=4,
                vertical_alignment=ft.CrossAxisAlignment.CENTER,
            ),
            width=195,
            height=56,
            padding=ft.Padding.only(left=10, right=4),
            border=ft.Border.all(1, ft.Colors.OUTLINE_VARIANT),
            border_radius=12,
        )

    def vote_button(self, seat: int, accept: bool, height: int, wide: bool = False) -> ft.Control:
        """A vote for or against the word being judged: a big labelled button for the
        leader, an icon button with a tooltip in each voter's box."""
        label = self.t("slf-accept" if accept else "slf-reject")
        icon = ft.Icons.CHECK if accept else ft.Icons.CLOSE

        def vote() -> None:
            self.act(Vote(seat, accept))

        if wide:
            kind = ft.FilledButton if accept else ft.OutlinedButton
            button = kind(label, icon=icon, height=height, width=170, on_click=vote)
        else:
            kind = ft.FilledIconButton if accept else ft.OutlinedIconButton
            button = kind(icon, tooltip=label, on_click=vote)
        return tagged(f"vote-{seat}-{'yes' if accept else 'no'}", button)
