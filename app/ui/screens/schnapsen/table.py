"""The Schnapsen table on a portrait phone: opponent at the top, talon and trump card,
the trick in the middle, then scores, the legal special moves and your fanned hand.

Drawn from one seat's View only; the shared frame (:mod:`app.ui.table`) does the rest:
computer turns, the hand-over between two people, the deal results.
"""

from __future__ import annotations

import time
from dataclasses import replace
from functools import partial
from typing import Any

import flet as ft

from app.ai.budget import finish_async
from app.core.cards import Card, Suit
from app.core.errors import IllegalMove
from app.core.rng import make_rng
from app.games.schnapsen import GAME
from app.games.schnapsen.meter import BUDGET as METER
from app.games.schnapsen.meter import win_chance
from app.games.schnapsen.model import Claim, Close, Exchange, Marry, Move, Play, marriage_value
from app.games.schnapsen.view import View
from app.i18n import Arg
from app.ui.components import CardView, HandView, card_label, explain
from app.ui.components.cards import family, fan_layout
from app.ui.screens.schnapsen.choices import Choices
from app.ui.screens.schnapsen.hints import hint_words
from app.ui.screens.schnapsen.middle import CARD_H, TALON, beside, middle, trick_height
from app.ui.screens.schnapsen.review import review_button
from app.ui.screens.schnapsen.sheets import deal_result, sheet_dialog, standing, tricks_dialog
from app.ui.table import Board
from app.ui.table.coach import BOTTOM, Mark, Span, column
from app.ui.table.port import Port
from app.ui.widgets import icon_button, name_text, tagged

SPECIALS = {
    Exchange: ("sn-exchange", "exchange"),
    Close: ("sn-close", "close"),
    Claim: ("sn-claim", "claim"),
}
"""The label and the test identifier of each special move's button (marriages aside)."""
FRAME = 68
"""The app bar and the table's padding."""
FIT_WIDTH = 232
"""Logical pixels of width per unit of card scale: five hand cards overlap a little."""
FIXED, PER_SCALE = 140, 410
"""The table's height: what does not grow with the cards (status, a caption, room for a
line more), and what does per unit of card scale (opponent, talon, trick, last trick or
buttons, hand)."""
OPPONENT = 0.45
"""The opponent's cards, relative to the hand's."""
WHO = 44
"""The opponent's name over its tricks and standing (and the trump beside the talon)."""
SCALES = (0.8, 1.8)
LARGE = 1.2


MARKS = (
    Mark("hand", "sn-coach-hand"),
    Mark("trick", "sn-coach-trick", BOTTOM, keep=("talon", "hand")),
    Mark("talon", "sn-coach-talon", BOTTOM),
    Mark("status", "sn-coach-status", keep=("hand",)),
)
"""The first steps shown the first time the game is opened (its descriptor's ``marks``)."""


class SchnapsenBoard(Board[View, Move]):
    """Everything the Schnapsen table draws."""

    scrolls = False
    hints = True

    def __init__(self, port: Port[View, Move]) -> None:
        super().__init__(port)
        self.choices = Choices.fitting(self.port.memo)
        self.asked: tuple | None = None
        """The deal, trick and seat the meter was last asked to read."""
        self.chance: float | None = None
        """Its last reading."""

    @property
    def skin(self) -> str:
        """The card pack chosen in settings."""
        return self.port.settings.skin

    @property
    def scale(self) -> float:
        """The hand's card scale: as large as the screen allows without scrolling (the
        large-cards setting asks for more where there is room)."""
        large = LARGE if self.port.settings.large_cards else 1
        by_width = self.port.width / FIT_WIDTH * large
        by_height = (self.port.height - FRAME - FIXED) / PER_SCALE
        return round(max(SCALES[0], min(by_width, by_height, SCALES[1])), 2)

    def coach_args(self) -> dict[str, Arg]:
        """The first steps name cards as the chosen pack does (Ober or Queen)."""
        return {"pack": family(self.skin)}

    def spans(self, v: View) -> dict[str, Span]:
        """Where the opponent, the talon, the trick, the room between (where the status
        lies, spread with the last trick and the special moves) and the hand lie, as
        :meth:`draw` lays them."""
        s = self.scale
        hand = fan_layout(len(v.hand), scale=s, max_width=self.port.width).height
        parts = [
            ("opponent", max(OPPONENT * CARD_H * s, WHO)),
            ("talon", max(TALON * CARD_H * s, WHO)),
            ("trick", trick_height(self, v)),
            ("status", None),
            ("hand", hand),
        ]
        return column(parts, self.port.height - FRAME)

    def suit(self, suit: Suit) -> str:
        """A suit's name in the chosen pack."""
        return self.t(f"suit-{family(self.skin)}-{suit.value}")

    def card_name(self, card: Card) -> str:
        """A card's name in the chosen pack."""
        return card_label(self.port.tr, card, self.skin)

    def hint_words(self, view: View, move: Move) -> str:
        """The hinted move, and why where one line can say it."""
        return hint_words(self, view, move)

    def explain(self, problem: IllegalMove, move: Move) -> str:
        """A refusal with suits and cards named as in the chosen pack."""
        return explain(self.port.tr, problem, self.skin)

    def onward(self, view: View, index: int) -> str:
        """ "Next deal"."""
        return self.t("sn-next-deal")

    def again(self) -> str:
        """ "New Bummerl"."""
        return self.t("sn-play-again")

    def result(self, view: View, index: int) -> list[ft.Control]:
        """Who won the deal, how and by how much; the Bummerl at the end."""
        lines = deal_result(self, view, index)
        if button := review_button(self, index):
            lines.append(button)
        return lines

    def standing(self, v: View, seat: int) -> str:
        """A seat's Bummerl standing, counted down (de, en) or up (hu)."""
        return standing(self.t, v, seat)

    def card(
        self,
        card: Card | None,
        *,
        face_up: bool = True,
        ident: str | None = None,
        scale: float | None = None,
    ) -> ft.Control:
        """One card in the chosen pack."""
        return CardView(
            card,
            tr=self.port.tr,
            skin=self.skin,
            face_up=face_up,
            scale=scale or self.scale,
            identifier=ident,
            back_colour=GAME.accent,
        )

    def table_card(self, card: Card | None, **looks: Any) -> ft.Control:  # Any: as ``card`` takes
        """A card on the table (``looks`` as for ``card``), kept from the last drawing if it
        shows the same."""
        drawn = (self.scale, self.skin, self.port.tr.lang)
        key = ("card", card, tuple(sorted(looks.items())), drawn)
        return self.port.kept(key, lambda: self.card(card, **looks))

    def show_tricks(self) -> None:
        """The tricks taken, as the shown seat may see them."""
        tricks_dialog(self, self.port.view())

    # ------------------------------------------------------------ the table

    def actions(self, v: View) -> list[ft.Control]:
        """The Bummerl sheet, and the tricks unless the game is played "sharp"."""
        sheet = icon_button(
            "open-sheet",
            ft.Icons.RECEIPT_LONG,
            self.t("sn-sheet"),
            lambda: sheet_dialog(self.port, v),
        )
        if v.options.sharp:
            return [sheet]
        tricks = icon_button(
            "open-tricks",
            ft.Icons.LAYERS,
            self.t("sn-tricks-title"),
            lambda: tricks_dialog(self, v),
        )
        return [sheet, tricks]

    def draw(self, v: View) -> list[ft.Control]:
        """Opponent, talon and trump, and the trick at the top, the hand at the bottom; in
        the room between them the last trick (beside a new lead), the status and the special
        moves, spread evenly (it scrolls rather than push the hand off the screen)."""
        spot = self.port.spot
        status = spot("status", self.status(v, v.seat))
        between = ft.Column(
            [c for c in (beside(v, self), status, self.specials(v)) if c],
            expand=True,
            scroll=ft.ScrollMode.AUTO,
            alignment=ft.MainAxisAlignment.SPACE_EVENLY,
            horizontal_alignment=ft.CrossAxisAlignment.CENTER,
        )
        return [
            self.opponent_row(v, 1 - v.seat),
            *middle(self, v),
            between,
            spot("hand", self.hand(v)),
        ]

    def opponent_row(self, v: View, opp: int) -> ft.Control:
        """The opponent's name, cards (face down, but for the computer's in training with
        open hands), tricks and (in learning mode) points."""
        opened = self.open_hand(opp)
        shown = opened or (None,) * v.opponent_count
        scale = OPPONENT * self.scale
        backs = ft.Row(
            [
                self.table_card(card, face_up=card is not None, ident=f"opp-{i}", scale=scale)
                for i, card in enumerate(shown)
            ],
            spacing=(-10 if opened else -22) * self.scale,  # (open: each card's corner shows)
        )
        details = [self.t("sn-tricks", count=v.tricks[opp]), self.standing(v, opp)]
        if self.choices.show_points:
            details.insert(0, self.t("sn-points", points=v.points[opp]))
        who = ft.Column(
            [
                name_text(self.name(opp), size=18, weight=ft.FontWeight.BOLD),
                ft.Text(" · ".join(details), size=13),
            ],
            spacing=2,
            tight=True,
            expand=True,
        )
        row = ft.Row([who, backs], vertical_alignment=ft.CrossAxisAlignment.CENTER)
        return tagged("opponent", row)

    def open_hand(self, seat: int) -> tuple[Card, ...]:
        """The computer's cards from its own view, where the person trains with open hands
        against it (never a person's cards: nothing when two people play); a game whose
        computer showed its cards counts as played with help."""
        if not self.choices.open_hands or not self.port.bot_level(seat):
            return ()
        self.port.helped()
        return self.port.view_of(seat).hand

    def status(self, v: View, me: int) -> ft.Control:
        """Whose turn; your points (unless you must claim 66 yourself), tricks and standing;
        the strict phase, who closed, and what was just announced or exchanged."""
        actor = v.to_act[0] if v.to_act else None
        if actor == me:
            alone = len(self.port.humans()) == 1
            turn = self.t("sn-your-turn") if alone else self.t("sn-turn-of", name=self.name(me))
        elif actor is not None:
            turn = self.t("sn-thinking", name=self.name(actor))
        else:
            turn = ""
        mine = [self.t("sn-tricks", count=v.tricks[me]), self.standing(v, me)]
        if self.points_shown(v):
            mine.insert(0, self.t("sn-points", points=v.points[me]))
        if v.pending[me]:
            mine.append(self.t("sn-pending", points=v.pending[me]))
        said, note = self.turn_line(turn)
        chance = self.meter(v) if self.port.aids() else None
        if chance is not None:
            mine.append(self.t("sn-meter", percent=round(chance * 100)))
        lines = [said, tagged("my-score", ft.Text(" · ".join(mine), size=15))]
        if chance is not None:  # the meter: the chance as a bar too, said in the line above
            bar = ft.ProgressBar(value=chance, width=160, bar_height=6, border_radius=3)
            lines.append(ft.Semantics(content=bar, exclude_semantics=True))
        if v.strict:
            lines.append(ft.Text(self.t("sn-strict"), size=13, color=ft.Colors.PRIMARY))
        if v.closed_by is not None:
            closed = ft.Text(self.about(v.closed_by, "sn-closed-by"), size=13)
            lines.append(tagged("closed", closed))
        if note:
            said_last = ft.Text(note, size=14, italic=True, text_align=ft.TextAlign.CENTER)
            lines.append(tagged("note", said_last))
        return ft.Column(
            lines, spacing=2, tight=True, horizontal_alignment=ft.CrossAxisAlignment.CENTER
        )

    def turn_line(self, turn: str) -> tuple[ft.Control, str]:
        """Whose turn, or the hint asked for on it (in its place, where a small phone still
        shows it), with the take-back button beside it; and the note left to show below."""
        note, hinted, undo = self.port.note, self.port.hint is not None, self.port.undo_button()
        if hinted:
            centred = ft.TextAlign.CENTER
            hint = ft.Text(note, size=16, weight=ft.FontWeight.W_500, text_align=centred)
            said, note = tagged("note", hint, expand=undo is not None), ""
        else:
            said = tagged("turn", ft.Text(turn, size=20, weight=ft.FontWeight.BOLD))
        if undo is None:
            return said, note
        width = self.port.width if hinted else None  # (room for the hint to wrap in)
        centre = ft.MainAxisAlignment.CENTER
        row = ft.Row([said, undo], spacing=4, tight=not hinted, width=width, alignment=centre)
        return row, note

    def meter(self, v: View) -> float | None:
        """How am I doing? The chance to win this deal, read again after each trick (the
        last trick's reading stays while the next is worked out; none early in a deal)."""
        key = (len(v.results), len(v.history), v.seat)
        if self.asked != key:
            if self.asked is None or self.asked[0] != key[0]:
                self.chance = None
            self.asked = key
            self.port.run(self.read_meter, key, v)
        return self.chance

    async def read_meter(self, key: tuple, v: View) -> None:
        """Work the chance out from the person's view, a chunk per turn of the event loop."""
        rng = make_rng(self.port.seed(), "meter", *key)
        budget = replace(METER, clock=time.perf_counter)
        chance = await finish_async(win_chance(v, rng, budget))
        if self.asked == key:
            self.chance = chance
            self.port.redraw(changed=False)

    def points_shown(self, v: View) -> bool:
        """Your own running points: hidden when you must claim 66 yourself (counting is then
        part of the game), unless the learning mode shows everyone's."""
        return not v.options.manual_claim or self.choices.show_points

    def played(self, before: View, move: Move) -> None:
        """Note an announcement or a trump-Jack exchange until the trick is complete; a
        hint's words go with the moment they were for, whoever moved."""
        if self.port.hint is not None:
            self.port.note = ""  # (the note held the hint, in place of what it said before)
        if isinstance(move, Play):
            if before.trick:
                self.port.note = ""
            return
        if isinstance(move, Marry):
            points = marriage_value(move.suit, before.trump)
            said = self.about(move.seat, "sn-announced", points=points, suit=self.suit(move.suit))
        elif isinstance(move, Exchange) and before.trump_card is not None:
            card = self.card_name(before.trump_card)
            said = self.about(move.seat, "sn-exchanged", card=card)
        else:
            return
        self.port.note = "\n".join(filter(None, (self.port.note, said)))

    def specials(self, v: View) -> ft.Control:
        """Buttons for the special moves that are legal right now, and only those."""
        if v.seat not in v.to_act:
            return ft.Container(height=8)
        buttons: list[ft.Control] = []
        for move in self.port.legal(v.seat):
            if isinstance(move, Marry):
                points = marriage_value(move.suit, v.trump)
                label = self.t("sn-marry", points=points, suit=self.suit(move.suit))
                ident = f"marry-{move.suit.value}"
            elif type(move) in SPECIALS:
                message, ident = SPECIALS[type(move)]
                label = self.t(message)
            else:
                continue
            tapped = self.port.tap(ident, partial(self.ask, move))
            button = ft.FilledTonalButton(label, height=48, on_click=tapped)
            buttons.append(tagged(ident, button))
        return ft.Row(buttons, wrap=True, alignment=ft.MainAxisAlignment.CENTER, spacing=8)

    def play(self, move: Move) -> None:
        """Send a move to the table."""
        self.port.act(move)

    def ask(self, move: Move) -> None:
        """A special move's button: closing the talon is explained and asked first."""
        if not isinstance(move, Close):
            self.play(move)
            return
        title, body = self.t("sn-close-title"), self.t("sn-close-body")
        self.port.ask(title, body, self.t("sn-close"), lambda: self.play(move))

    def hand(self, v: View) -> ft.Control:
        """Your hand: playable cards raised, the others dimmed but explaining themselves."""
        legal = {m.card for m in self.port.legal(v.seat) if isinstance(m, Play)}
        mine = v.seat in v.to_act
        states = {c: ("playable" if c in legal else "disabled") for c in v.hand} if mine else {}
        hint = self.port.hint
        if isinstance(hint, Play) and hint.card in states:
            states[hint.card] = "selected"
        width = self.port.width
        looks = (tuple(states.items()), self.skin, self.scale, width, self.port.tr.lang)
        for card in v.hand:
            self.port.offer(f"hand-{card.code}")
        return self.port.kept(
            ("hand", v.hand, looks),
            lambda: HandView(
                v.hand,
                tr=self.port.tr,
                skin=self.skin,
                scale=self.scale,
                states=states,
                on_tap=self.tap,
                max_width=width,
                back_colour=GAME.accent,
            ),
        )

    def tap(self, card: Card) -> None:
        """A card of the shown hand was tapped: play it, or say why it can't be played."""
        if not self.port.takes(f"hand-{card.code}", shifting=True):
            return
        if self.port.viewer() in self.port.actors():
            self.play(Play(self.port.viewer(), card))
