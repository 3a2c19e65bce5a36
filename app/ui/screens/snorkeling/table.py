"""The Snorkeling table on a portrait phone: the opponents' piles in a strip at the top,
the centre pile in the middle, your pile, the actions of the moment and your hand at
the bottom, where the thumb is.

Drawn from one seat's View only. A centre play is chosen card by card (tap to select,
in the order they go down; the last one is the new top) and then confirmed; after it,
a card for an opponent's pile is tapped and then the pile. A Beach asks first, because
it ends the round. The shared frame (:mod:`app.ui.table`) shows computer turns move by
move, hands the phone over between people and shows the rounds' results. With the
learning aids switched on, a hinted card is raised as chosen (or the button that passes
or ends the turn stands out), the hint takes the place of the turn line, and taking back
sits beside it.
"""

from __future__ import annotations

from collections import Counter

import flet as ft

from app.core.errors import IllegalMove
from app.games.snorkeling.model import (
    Centre,
    End,
    Move,
    Place,
    card_from_code,
    next_value,
    value,
)
from app.games.snorkeling.view import View
from app.ui.screens.snorkeling.cards import (
    HEIGHT,
    LIFT,
    WIDTH,
    Look,
    card_name,
    depth_gauge,
    sea_card,
)
from app.ui.screens.snorkeling.choice import Choice
from app.ui.screens.snorkeling.hints import hint_words
from app.ui.screens.snorkeling.opponents import TILE, strip
from app.ui.screens.snorkeling.results import round_result
from app.ui.table import Board
from app.ui.table.coach import BOTTOM, Mark, Span, column
from app.ui.table.port import Port
from app.ui.widgets import name_text, tagged

HAND_SCALE = 1.1
"""Hand cards a little larger than the others, where five still fit in one row."""
ROW = 5
"""Hand cards that fit in one row, however narrow the phone (more wrap to a second row)."""
GAP = 6
CENTRE_SCALE, MINE_SCALE = 1.35, 0.6
CENTRE_GROWTH = 0.55
"""How much larger the centre card grows where the screen has room to spare."""
APP_BAR = 56 + 12
"""The app bar and the table's padding."""
STATUS = 48
"""Two lines of the status, whatever it says: the hand below never moves."""
MINE_ROW = 62
"""Your pile's row: three lines beside the small card (taller than it)."""
ACTIONS = 52
"""The row of buttons of the moment (as tall when it is empty: nothing moves)."""


MARKS = (
    Mark("hand", "sk-coach-hand", keep=("actions", "centre")),
    Mark("centre", "sk-coach-centre", BOTTOM, keep=("hand",)),
    Mark("opponents", "sk-coach-opponents", BOTTOM, keep=("hand",)),
    Mark("my-pile", "sk-coach-my-pile"),
    Mark("actions", "sk-coach-actions"),
)
"""The first steps shown the first time the game is opened (its descriptor's ``marks``)."""


class SnorkelingBoard(Board[View, Move]):
    """Everything the Snorkeling table draws, and the cards being chosen."""

    hints = True

    def __init__(self, port: Port[View, Move]) -> None:
        super().__init__(port)
        self.choice = Choice(self.port)
        self.scrolls = False
        """Set by each drawing: the table scrolls only when it is taller than the screen
        (a long hand on a small phone); otherwise your part is pinned to the bottom."""

    # ------------------------------------------------------------ helpers

    def card(self, card: int) -> str:
        """A card's name in the current language."""
        return card_name(self.port.tr, card)

    def sea(self, at: str, card: int, tap: int | None = None, **looks: Look) -> ft.Control:
        """``card`` at the place ``at`` (``looks`` as for ``sea_card``; ``tap``: the hand
        position a tap chooses), kept from the last drawing if it shows the same."""
        tr = self.port.tr
        key = ("sea", at, card, tap, tuple(sorted(looks.items())), tr.lang)
        on_tap = (
            None
            if tap is None
            else self.port.tap(f"hand-{tap}:{card}", lambda: self.tap_card(tap), shifting=True)
        )
        return self.port.kept(key, lambda: sea_card(tr, card, on_tap=on_tap, **looks))

    @staticmethod
    def my_turn(v: View) -> bool:
        """True when the shown seat is to act."""
        return v.seat in v.to_act

    # ------------------------------------------------------------ the frame's hooks

    def subtitle(self, v: View) -> str:
        """The round and the target."""
        return self.t("sk-round", number=v.round_no + 1, target=v.options.target)

    def result(self, v: View, index: int) -> list[ft.Control]:
        """Who got the Beach, each pile's score, the totals; the podium at the end."""
        return round_result(self.port, v, index)

    def explain(self, problem: IllegalMove, move: Move) -> str:
        """A refusal in words, with card names in the current language."""
        args = dict(problem.args_dict)
        if isinstance(card := args.get("card"), str):
            args["card"] = self.card(card_from_code(card))
        return self.t(problem.message_id, **args)

    def clear(self) -> None:
        """Forget the chosen cards."""
        self.choice.clear()

    def hint_words(self, view: View, move: Move) -> str:
        """The hinted move, and why where one line can say it."""
        return hint_words(self.port, view, move)

    def played(self, before: View, move: Move) -> None:
        """A hint or a move taken back is said until the next move."""
        self.port.note = ""

    def choosing(self) -> bool:
        """True while cards are chosen for the centre or one for a pile."""
        return bool(self.choice.selected) or self.choice.placing is not None

    # ------------------------------------------------------------ taps

    def tap_card(self, index: int) -> None:
        """Select or unselect a card for the centre, or pick it for a pile; or say why not."""
        v = self.port.view()
        if not self.my_turn(v):
            self.port.notify(self.t("sk-wait"))
        elif self.choice.pick(v, index):
            self.port.redraw()
        elif problem := self.choice.refusal(v, v.hand[index]):
            self.port.notify(self.explain(problem, Centre(v.seat, v.hand[index])))
        else:
            self.port.notify(self.t("sk-no-pile-fits", card=self.card(v.hand[index])))

    def tap_target(self, seat: int) -> None:
        """Put the picked card on ``seat``'s pile; a Beach asks first (it ends the round).
        A card that ends the turn lies there for you to see until "End turn" plays it."""
        v = self.port.view()
        move = self.choice.place(v, seat)
        if move is None:
            return
        if value(move.card) != 0 and self.choice.ends_turn(v):
            self.choice.push(seat)
            self.port.redraw()
            return
        if value(move.card) != 0:
            self.port.act(move)
            return
        self.port.ask(
            self.t("sk-beach-title"),
            self.t("sk-beach-body", name=self.port.seat_name(seat)),
            self.t("sk-beach-yes"),
            lambda: self.port.act(move),
        )

    def play_selected(self) -> None:
        """Put the selected cards into the centre, in the order chosen."""
        self.port.act(*self.choice.centre(self.port.view()))

    def end_turn(self) -> None:
        """Pass, or end the turn after playing (with the card laid on a pile, if any)."""
        v = self.port.view()
        self.port.act(self.choice.pushed_move(v) or End(v.seat))

    def cancel(self) -> None:
        """Forget the chosen cards."""
        self.choice.clear()
        self.port.redraw()

    # ------------------------------------------------------------ the table

    def draw(self, v: View) -> list[ft.Control]:
        """Opponents and centre at the top; status, your pile, actions and hand at the
        bottom, where the thumb is, when they fit the screen (else it all scrolls)."""
        self.scrolls = self.room(v) < 0
        spot = self.port.spot
        top = [spot("opponents", strip(self, v)), spot("centre", self.centre(v))]
        spacer = [] if self.scrolls else [ft.Container(expand=True)]
        return [
            *top,
            *spacer,
            self.status(v),
            spot("my-pile", self.mine(v)),
            spot("actions", self.actions_row(v)),
            spot("hand", self.hand(v)),
        ]

    def parts(self, v: View, centre: float) -> list[tuple[str, float | None]]:
        """The table's parts top to bottom and their heights (the centre card at scale
        ``centre``; the gap that pins your part to the bottom has none)."""
        rows = -(-len(v.hand) // ROW)
        hand = rows * HEIGHT * self.hand_scale() + (rows - 1) * 10
        return [
            ("opponents", TILE),
            ("centre", centre * HEIGHT),
            ("", None),
            ("status", STATUS),
            ("my-pile", MINE_ROW),
            ("actions", ACTIONS),
            ("hand", hand),
        ]

    def room(self, v: View) -> float:
        """The screen's height the table leaves free (below 0: it scrolls)."""
        return self.port.height - self.height(v)

    def height(self, v: View) -> float:
        """About how tall the table is (app bar and padding included)."""
        parts = self.parts(v, CENTRE_SCALE)
        return APP_BAR + sum(h for _, h in parts if h) + (len(parts) - 1) * 8

    def centre_scale(self, v: View) -> float:
        """The centre card's scale: larger where the screen has room to spare."""
        spare = max(0.0, self.room(v) / 2 / HEIGHT)
        return round(CENTRE_SCALE + min(CENTRE_GROWTH, spare), 2)

    def spans(self, v: View) -> dict[str, Span]:
        """Where the parts lie, as :meth:`draw` lays them (a raised hand card stands out
        above the hand by 8 % of its height)."""
        spans = column(self.parts(v, self.centre_scale(v)), self.port.height - APP_BAR)
        top, bottom = spans["hand"]
        spans["hand"] = (top - LIFT * HEIGHT * self.hand_scale(), bottom)
        return spans

    def hand_scale(self) -> float:
        """Hand cards as large as five in a row allow (a little larger than the rest)."""
        return min(HAND_SCALE, (self.port.width - GAP * (ROW - 1)) / (ROW * WIDTH))

    def centre(self, v: View) -> ft.Control:
        """The centre pile's top card, large (larger on a tall screen), with what fits on it."""
        top, scale = v.centre[-1], self.centre_scale(v)
        hint = self.t("sk-fits", value=next_value(top), colour=self.t(f"sk-colour-noun-{top // 5}"))
        info = ft.Column(
            [
                ft.Text(self.t("sk-centre"), size=14, weight=ft.FontWeight.BOLD),
                ft.Text(hint, size=13),
                ft.Text(self.t("sk-deck", count=v.deck_size), size=13),
            ],
            spacing=2,
            tight=True,
        )
        room = self.port.width - WIDTH * scale - 16
        return tagged(
            "centre",
            ft.Row(
                [
                    self.sea("centre", top, scale=scale, ident="centre-top"),
                    ft.Container(info, width=min(220, room)),
                ],
                spacing=16,
                alignment=ft.MainAxisAlignment.CENTER,
            ),
        )

    def status(self, v: View) -> ft.Control:
        """Whose turn and what to do (what the others did is on their tiles); in its
        place a hint (or that a move was taken back, until cards are chosen), and beside
        it the button that takes your last move back."""
        note = self.port.note
        if note and (self.port.hint is not None or not self.choosing()):
            said = ft.Text(
                note,
                size=15,
                weight=ft.FontWeight.W_500,
                text_align=ft.TextAlign.CENTER,
                max_lines=2,
                overflow=ft.TextOverflow.ELLIPSIS,
            )
            line = tagged("note", said)
        else:
            line = tagged("turn", self.turn_line(v))
        shown: ft.Control = line
        if undo := self.port.undo_button():  # (learning aids: taking your last move back)
            line.expand = True
            middle = ft.CrossAxisAlignment.CENTER
            shown = ft.Row([line, undo], spacing=4, vertical_alignment=middle)
        return ft.Container(shown, height=STATUS, alignment=ft.Alignment.CENTER)

    def turn_line(self, v: View) -> ft.Text:
        """Whose turn it is and what to do now."""
        if self.my_turn(v):
            if self.choice.pushed is not None and self.choice.placing is not None:
                card = self.card(v.hand[self.choice.placing])
                name = self.port.seat_name(self.choice.pushed)
                text = self.t("sk-prompt-pushed", card=card, name=name)
            elif self.choice.placing is not None:
                text = self.t("sk-prompt-target")
            elif not v.played:
                text = self.t("sk-prompt-start")
            elif self.choice.can_centre(v):
                text = self.t("sk-prompt-more")
            else:
                text = self.t("sk-prompt-place")
        elif v.turn >= 0:
            text = self.t("sk-thinking", name=self.port.seat_name(v.turn))
        else:
            text = ""
        return ft.Text(
            text,
            size=18,
            weight=ft.FontWeight.BOLD,
            text_align=ft.TextAlign.CENTER,
            max_lines=2,
            overflow=ft.TextOverflow.ELLIPSIS,
        )

    def mine(self, v: View) -> ft.Control:
        """Your own pile and points, named with your name where several people share
        the phone (the hand under it is theirs)."""
        top = v.piles[v.seat][-1]
        shared = len(self.port.humans()) > 1
        whose = self.t("sk-pile-of", name=self.name(v.seat)) if shared else self.t("sk-your-pile")
        about = ft.Column(
            [
                name_text(whose, size=14, weight=ft.FontWeight.BOLD),
                depth_gauge(self.port.tr, value(top)),
                ft.Text(self.t("sk-points", count=v.totals[v.seat]), size=14),
            ],
            spacing=2,
            tight=True,
        )
        return tagged(
            "my-pile",
            ft.Row(
                [self.sea("mine", top, scale=MINE_SCALE), about],
                spacing=12,
                alignment=ft.MainAxisAlignment.CENTER,
            ),
            label=self.t("sk-my-pile-label", card=self.card(top), points=v.totals[v.seat]),
        )

    def actions_row(self, v: View) -> ft.Control:
        """Only the buttons that do something now ("End turn" first once a card lies on
        an opponent's pile)."""
        if not self.my_turn(v):
            return ft.Container(height=ACTIONS)
        chosen = self.choice.selected
        buttons: list[ft.Control] = []
        if self.choice.pushed is not None:
            end: ft.Control = ft.FilledButton(
                self.t("sk-end-turn"),
                icon=ft.Icons.SKIP_NEXT,
                height=ACTIONS,
                on_click=self.port.tap("end-turn", self.end_turn),
            )
            buttons.append(tagged("end-turn", end))
        elif chosen:
            play = ft.FilledButton(
                self.t("sk-play", count=len(chosen)),
                icon=ft.Icons.ARROW_UPWARD,
                height=ACTIONS,
                on_click=self.port.tap("play-selected", self.play_selected),
            )
            buttons.append(tagged("play-selected", play))
        if chosen or self.choice.placing is not None:
            cancel = ft.OutlinedButton(
                self.t("button-cancel"),
                height=ACTIONS,
                on_click=self.port.tap("cancel", self.cancel),
            )
            buttons.append(tagged("cancel", cancel))
        else:
            label = self.t("sk-end-turn" if v.played or v.placed else "sk-pass")
            hinted = isinstance(self.port.hint, End)  # a hint to pass stands out
            end = (ft.FilledButton if hinted else ft.FilledTonalButton)(
                label,
                icon=ft.Icons.SKIP_NEXT,
                height=ACTIONS,
                on_click=self.port.tap("end-turn", self.end_turn),
            )
            buttons.append(tagged("end-turn", end))
        return ft.Row(buttons, spacing=10, alignment=ft.MainAxisAlignment.CENTER, wrap=True)

    def hinted(self, v: View) -> int | None:
        """The position in the hand of the card a hint names, while nothing is chosen."""
        hint = self.port.hint
        if not isinstance(hint, Centre | Place) or self.choosing() or hint.card not in v.hand:
            return None
        return v.hand.index(hint.card)

    def hand(self, v: View) -> ft.Control:
        """Your hand: cards you can play now raised, chosen ones numbered, a hinted one
        raised as chosen (a card laid on an opponent's pile is shown there instead)."""
        turn = self.my_turn(v)
        chosen = self.choice.selected
        hinted = self.hinted(v) if turn else None
        scale = self.hand_scale()
        copies: Counter = Counter()
        cards = []
        for index, card in enumerate(v.hand):
            if self.choice.pushed is not None and index == self.choice.placing:
                continue  # (it lies on the opponent's pile until the turn ends)
            order = chosen.index(index) + 1 if index in chosen else None
            if index in chosen or index in (self.choice.placing, hinted):
                mark = "selected"
            elif turn and self.choice.playable(v, index):
                mark = "playable"
            else:
                mark = "blocked" if turn else "normal"
            face = self.sea(
                "hand", card, index, scale=scale, mark=mark, order=order, ident=f"hand-{index}"
            )
            copies[card] += 1
            cards.append(self.port.moving(face, f"hand-{v.seat}-{card}-{copies[card]}"))
        return tagged(
            "hand",
            ft.Row(
                cards, spacing=GAP, run_spacing=10, wrap=True, alignment=ft.MainAxisAlignment.CENTER
            ),
        )
