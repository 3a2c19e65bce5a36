"""The Snorkeling table on a portrait phone: the opponents' piles in a strip at the top,
the centre pile in the middle, your pile, the actions of the moment and your hand at
the bottom, where the thumb is.

The table is drawn from one seat's View only. A centre play is chosen card by card
(tap to select, in the order they go down; the last one is the new top) and then
confirmed; after it, a card for an opponent's pile is tapped and then the pile. A Beach
asks first, because it ends the round. Computer turns are shown move by move at the
speed set in the settings; between two people the hand-over screen comes first.
"""

from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING

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
from app.games.snorkeling.rules import apply, fits_pile
from app.games.snorkeling.view import View
from app.ui.handover import handover_view
from app.ui.screens.card_table import CardTable
from app.ui.screens.snorkeling.cards import card_name, depth_gauge, sea_card
from app.ui.screens.snorkeling.results import result_view
from app.ui.screens.snorkeling.setup import rematch
from app.ui.widgets import EMOJI, icon_button, tagged

if TYPE_CHECKING:
    from app.ui.session import GameSession
    from app.ui.shell import Shell

ROUTE = "/play/snorkeling"
WIDTH = 720
HAND_SCALE = 1.1
"""Hand cards a little larger than the others: five fit a phone's width."""


class Table(CardTable):
    """Everything the Snorkeling table remembers between redraws."""

    route = ROUTE

    def __init__(self, shell: Shell, session: GameSession) -> None:
        super().__init__(shell, session)
        self.selected: list[int] = []
        """Positions in the shown hand chosen for the centre, in the order they go down."""
        self.placing: int | None = None
        """The position in the shown hand of a card chosen for an opponent's pile."""
        self.note = ""
        """What happened last, in one line (a computer's move, cards drawn)."""

    # ------------------------------------------------------------ helpers

    def view(self) -> View:
        """What the shown seat may know."""
        return self.session.view(self.viewer())

    def name(self, seat: int) -> str:
        """A seat's name; "you" for the only person at the table."""
        humans = self.session.humans()
        if humans == [seat]:
            return self.t("sk-you")
        return self.session.seats[seat].name

    def card(self, card: int) -> str:
        """A card's name in the current language."""
        return card_name(self.shell.tr, card)

    def sea(self, at: str, card: int, tap: int | None = None, **looks) -> ft.Control:
        """``card`` at the place ``at`` (``looks`` as for ``sea_card``; ``tap``: the hand
        position a tap chooses), kept from the last drawing if it shows the same."""
        key = ("sea", at, card, tap, tuple(sorted(looks.items())), self.shell.tr.lang)
        on_tap = None if tap is None else (lambda _: self.tap_card(tap))
        return self.kept(key, lambda: sea_card(self.shell.tr, card, on_tap=on_tap, **looks))

    def my_turn(self, v: View) -> bool:
        """True when the shown seat is to act."""
        return v.to_act == (v.seat,)

    # ------------------------------------------------------------ flow

    def draw(self) -> ft.View:
        """The view for the current moment: hand-over, a round's result, or the table."""
        if self.needs_handover():
            actor = self.session.actor()
            name = self.session.seats[actor].name
            return handover_view(self.shell.tr, ROUTE, name, lambda: self.reveal(actor))
        if self.new_results():
            return result_view(self, self.seen_results)
        self.schedule_bot()
        return self.table_view(self.view())

    def play(self, moves: list[Move]) -> None:
        """Play a person's moves in order; a refused one is explained and stops the rest."""
        for move in moves:
            try:
                self.session.play(move)
            except IllegalMove as problem:
                self.explain(problem)
                break
        self.after_move()

    def explain(self, problem: IllegalMove) -> None:
        """A refusal in words, with card names in the current language."""
        args = dict(problem.args_dict)
        if isinstance(args.get("card"), str):
            args["card"] = self.card(card_from_code(args["card"]))
        self.shell.notify(self.t(problem.message_id, **args))

    def after_move(self) -> None:
        """Autosave, forget the selection, pass the phone if another person is next."""
        self.selected, self.placing = [], None
        self.shell.autosave()
        actor = self.session.actor()
        humans = self.session.humans()
        if len(humans) > 1 and actor in humans and actor != self.shown_seat:
            self.shown_seat = None
        self.redraw()

    def bot_played(self, seat: int, before: View, move: Move) -> None:
        """Tell the computer's move in the note line."""
        self.note = self.describe(seat, before, move)

    def describe(self, seat: int, before: View, move: Move) -> str:
        """One line about a computer's move."""
        name = self.session.seats[seat].name
        if isinstance(move, Centre):
            return self.t("sk-note-centre", name=name, card=self.card(move.card))
        if isinstance(move, Place):
            card = self.card(move.card)
            if self.session.humans() == [move.target]:
                return self.t("sk-note-place-you", name=name, card=card)
            target = self.session.seats[move.target].name
            return self.t("sk-note-place", name=name, card=card, target=target)
        if before.played or before.placed:
            return self.t("sk-note-end", name=name)
        return self.t("sk-note-pass", name=name)

    def acknowledge(self) -> None:
        """Close a round's result: on to the next round, or finish the game."""
        self.seen_results += 1
        if self.session.outcome() is not None and not self.new_results():
            self.shell.finish_game()
            return
        self.note = ""
        if len(self.session.humans()) > 1:
            self.shown_seat = None
        self.redraw()

    def play_again(self) -> None:
        """Finish this game and start another with the same seats and rules."""
        self.shell.finish_game(next_session=rematch(self.shell, self.session))

    # ------------------------------------------------------------ choosing cards

    def can_centre(self, v: View) -> bool:
        """True while more cards may go into the centre this turn."""
        return not v.placed and (not v.played or v.options.expert or v.run is not None)

    def centre_ok(self, picks: list[int]) -> bool:
        """True if the hand positions ``picks`` may go into the centre in this order."""
        state = self.session.state
        hand = state.hands[state.turn]
        try:
            for index in picks:
                state = apply(state, Centre(state.turn, hand[index]))
        except IllegalMove:
            return False
        return True

    def targets(self, v: View, card: int) -> list[int]:
        """The opponents whose pile ``card`` fits."""
        return [s for s in range(v.seats) if s != v.seat and fits_pile(card, v.piles[s][-1])]

    def can_place(self, v: View) -> bool:
        """True once a card may go on an opponent's pile this turn."""
        return bool(v.played) and (v.options.expert or not v.placed)

    def tap_card(self, index: int) -> None:
        """Select or unselect a card for the centre, or pick it for an opponent's pile."""
        v = self.view()
        if not self.my_turn(v):
            self.shell.notify(self.t("sk-wait"))
            return
        card = v.hand[index]
        if index in self.selected:
            self.selected.remove(index)
        elif self.placing == index:
            self.placing = None
        elif self.can_centre(v) and self.centre_ok([*self.selected, index]):
            self.selected.append(index)
            self.placing = None
        elif self.can_centre(v) and self.centre_ok([index]):
            self.selected, self.placing = [index], None
        elif self.can_place(v) and self.targets(v, card):
            self.selected, self.placing = [], index
        else:
            self.refuse(v, card)
            return
        self.redraw()

    def refuse(self, v: View, card: int) -> None:
        """Say why a card can go nowhere now."""
        if self.can_place(v) and not self.can_centre(v):
            self.shell.notify(self.t("sk-no-pile-fits", card=self.card(card)))
            return
        try:
            apply(self.session.state, Centre(v.seat, card))
        except IllegalMove as problem:
            self.explain(problem)

    def play_selected(self) -> None:
        """Put the selected cards into the centre, in the order chosen."""
        v = self.view()
        self.play([Centre(v.seat, v.hand[i]) for i in self.selected])

    def tap_target(self, seat: int) -> None:
        """Put the picked card on ``seat``'s pile; a Beach asks first."""
        v = self.view()
        if self.placing is None or seat not in self.targets(v, v.hand[self.placing]):
            return
        move = Place(v.seat, seat, v.hand[self.placing])
        if value(move.card) != 0:
            self.play([move])
            return
        self.shell.confirm(
            self.t("sk-beach-title"),
            self.t("sk-beach-body", name=self.session.seats[seat].name),
            self.t("sk-beach-yes"),
            lambda: self.play([move]),
        )

    def end_turn(self) -> None:
        """Pass, or end the turn after playing."""
        self.play([End(self.view().seat)])

    def cancel(self) -> None:
        """Forget the chosen cards."""
        self.selected, self.placing = [], None
        self.redraw()

    # ------------------------------------------------------------ the table

    def table_view(self, v: View) -> ft.View:
        """Opponents, centre, your pile and status, actions, hand."""
        body = ft.Column(
            [
                self.opponents(v),
                self.centre(v),
                self.status(v),
                self.mine(v),
                self.actions(v),
                self.hand(v),
            ],
            spacing=10,
            horizontal_alignment=ft.CrossAxisAlignment.CENTER,
            scroll=ft.ScrollMode.AUTO,
            expand=True,
        )
        subtitle = self.t("sk-round", number=v.round_no + 1, target=v.options.target)
        return ft.View(
            route=ROUTE,
            key=ROUTE,
            appbar=ft.AppBar(
                title=ft.Column(
                    [ft.Text(self.t("game-snorkeling"), size=18), ft.Text(subtitle, size=13)],
                    spacing=0,
                    tight=True,
                ),
                leading=icon_button(
                    "table-back", ft.Icons.ARROW_BACK, self.t("nav-back"), self.shell.leave_table
                ),
                actions=[
                    icon_button(
                        "open-rules",
                        ft.Icons.MENU_BOOK,
                        self.t("button-rules"),
                        lambda: self.shell.go("/rules/snorkeling"),
                    )
                ],
            ),
            padding=ft.Padding.only(left=8, right=8, top=4, bottom=8),
            controls=[ft.Container(body, width=WIDTH, expand=True)],
            horizontal_alignment=ft.CrossAxisAlignment.CENTER,
        )

    def seat_tile(self, v: View, seat: int, width: float) -> ft.Control:
        """An opponent: name, pile top with its depth, cards in hand, points."""
        top = v.piles[seat][-1]
        target = self.placing is not None and seat in self.targets(v, v.hand[self.placing])
        reachable = (
            self.placing is None
            and self.my_turn(v)
            and self.can_place(v)
            and any(fits_pile(c, top) for c in v.hand)
        )
        turn = v.turn == seat
        tile = ft.Container(
            ft.Column(
                [
                    ft.Text(
                        self.name(seat),
                        size=12,
                        weight=ft.FontWeight.W_600,
                        max_lines=2,
                        overflow=ft.TextOverflow.ELLIPSIS,
                        text_align=ft.TextAlign.CENTER,
                        style=ft.TextStyle(font_family_fallback=EMOJI),
                    ),
                    self.sea(f"seat-{seat}", top, scale=0.55),
                    depth_gauge(self.shell.tr, value(top)),
                    ft.Row(
                        [
                            ft.Icon(ft.Icons.STYLE, size=14),
                            ft.Text(str(v.hand_counts[seat]), size=13),
                            ft.Icon(ft.Icons.STAR, size=14),
                            ft.Text(str(v.totals[seat]), size=13, weight=ft.FontWeight.BOLD),
                        ],
                        spacing=2,
                        tight=True,
                    ),
                ],
                spacing=3,
                tight=True,
                horizontal_alignment=ft.CrossAxisAlignment.CENTER,
            ),
            width=width,
            padding=ft.Padding.symmetric(vertical=6, horizontal=2),
            border_radius=12,
            border=ft.Border.all(3, "#FFD54F")
            if target or reachable
            else ft.Border.all(2, ft.Colors.PRIMARY)
            if turn
            else ft.Border.all(1, ft.Colors.OUTLINE_VARIANT),
            bgcolor=ft.Colors.with_opacity(0.3 if target else 0.12, "#FFD54F")
            if target or reachable
            else None,
            on_click=(lambda: self.tap_target(seat)) if target else None,
            ink=target,
        )
        spoken = self.t(
            "sk-seat-label",
            name=self.name(seat),
            card=self.card(top),
            cards=v.hand_counts[seat],
            points=v.totals[seat],
        )
        return tagged(f"seat-{seat}", tile, label=spoken, button=target)

    def opponents(self, v: View) -> ft.Control:
        """Every other seat, in the order they play after you."""
        others = [(v.seat + i) % v.seats for i in range(1, v.seats)]
        width = min(120.0, (min(self.shell.page.width or 412, WIDTH) - 24) / len(others) - 4)
        return tagged(
            "opponents",
            ft.Row(
                [self.seat_tile(v, s, width) for s in others],
                spacing=4,
                alignment=ft.MainAxisAlignment.CENTER,
            ),
        )

    def centre(self, v: View) -> ft.Control:
        """The centre pile's top card, large, with what fits on it."""
        top = v.centre[-1]
        hint = self.t(
            "sk-fits",
            value=next_value(top),
            colour=self.t(f"sk-colour-{top // 5}"),
        )
        info = ft.Column(
            [
                ft.Text(self.t("sk-centre"), size=14, weight=ft.FontWeight.BOLD),
                ft.Text(hint, size=13),
                ft.Text(self.t("sk-deck", count=v.deck_size), size=13),
            ],
            spacing=2,
            tight=True,
        )
        return tagged(
            "centre",
            ft.Row(
                [self.sea("centre", top, scale=1.35, ident="centre-top"), info],
                spacing=16,
                alignment=ft.MainAxisAlignment.CENTER,
            ),
        )

    def status(self, v: View) -> ft.Control:
        """Whose turn, what to do, and what just happened."""
        if self.my_turn(v):
            if self.placing is not None:
                text = self.t("sk-prompt-target")
            elif not v.played:
                text = self.t("sk-prompt-start")
            elif self.can_centre(v):
                text = self.t("sk-prompt-more")
            else:
                text = self.t("sk-prompt-place")
        elif v.turn >= 0:
            text = self.t("sk-thinking", name=self.session.seats[v.turn].name)
        else:
            text = ""
        lines: list[ft.Control] = [
            tagged("turn", ft.Text(text, size=18, weight=ft.FontWeight.BOLD))
        ]
        if self.note:
            lines.append(tagged("note", ft.Text(self.note, size=14, italic=True)))
        return ft.Column(
            lines, spacing=2, tight=True, horizontal_alignment=ft.CrossAxisAlignment.CENTER
        )

    def mine(self, v: View) -> ft.Control:
        """Your own pile and points."""
        top = v.piles[v.seat][-1]
        return tagged(
            "my-pile",
            ft.Row(
                [
                    self.sea("mine", top, scale=0.6),
                    ft.Column(
                        [
                            ft.Text(self.t("sk-your-pile"), size=14, weight=ft.FontWeight.BOLD),
                            depth_gauge(self.shell.tr, value(top)),
                            ft.Text(self.t("sk-points", count=v.totals[v.seat]), size=14),
                        ],
                        spacing=2,
                        tight=True,
                    ),
                ],
                spacing=12,
                alignment=ft.MainAxisAlignment.CENTER,
            ),
            label=self.t("sk-my-pile-label", card=self.card(top), points=v.totals[v.seat]),
        )

    def actions(self, v: View) -> ft.Control:
        """Only the buttons that do something now."""
        if not self.my_turn(v):
            return ft.Container(height=48)
        buttons: list[ft.Control] = []
        if self.selected:
            buttons.append(
                tagged(
                    "play-selected",
                    ft.FilledButton(
                        self.t("sk-play", count=len(self.selected)),
                        icon=ft.Icons.ARROW_UPWARD,
                        height=52,
                        on_click=self.play_selected,
                    ),
                )
            )
        if self.selected or self.placing is not None:
            buttons.append(
                tagged(
                    "cancel",
                    ft.OutlinedButton(self.t("button-cancel"), height=52, on_click=self.cancel),
                )
            )
        else:
            label = self.t("sk-end-turn" if v.played or v.placed else "sk-pass")
            buttons.append(
                tagged(
                    "end-turn",
                    ft.FilledTonalButton(
                        label, icon=ft.Icons.SKIP_NEXT, height=52, on_click=self.end_turn
                    ),
                )
            )
        return ft.Row(buttons, spacing=10, alignment=ft.MainAxisAlignment.CENTER, wrap=True)

    def hand(self, v: View) -> ft.Control:
        """Your hand: cards you can play now raised, chosen ones numbered."""
        turn = self.my_turn(v)
        copies: Counter = Counter()
        cards = []
        for index, card in enumerate(v.hand):
            if index in self.selected:
                mark, order = "selected", self.selected.index(index) + 1
            elif index == self.placing:
                mark, order = "selected", None
            elif turn and self.playable(v, index):
                mark, order = "playable", None
            else:
                mark, order = ("dim" if turn else "normal"), None
            face = self.sea(
                "hand",
                card,
                index,
                scale=HAND_SCALE,
                mark=mark,
                order=order,
                ident=f"hand-{index}",
            )
            copies[card] += 1
            cards.append(self.moving(face, f"hand-{v.seat}-{card}-{copies[card]}"))
        return tagged(
            "hand",
            ft.Row(
                cards, spacing=6, run_spacing=10, wrap=True, alignment=ft.MainAxisAlignment.CENTER
            ),
        )

    def playable(self, v: View, index: int) -> bool:
        """True if the card could be chosen now (for the centre or for a pile)."""
        if self.can_centre(v) and self.centre_ok([*self.selected, index]):
            return True
        if self.can_centre(v) and not self.selected and self.centre_ok([index]):
            return True
        return self.can_place(v) and bool(self.targets(v, v.hand[index]))
