"""The Schnapsen table on a portrait phone: opponent at the top, talon and trump card,
the trick in the middle, then scores, the legal special moves and your fanned hand.

The table is drawn from one seat's View only. Computer turns run as background tasks
that yield while they think; between two people the hand-over screen comes first.
"""

from __future__ import annotations

import flet as ft

from app.core.cards import Card
from app.core.errors import IllegalMove
from app.games.schnapsen.model import (
    SCHNEIDER,
    SCHWARZ,
    Claim,
    Close,
    DealResult,
    Exchange,
    Marry,
    Play,
    marriage_value,
)
from app.games.schnapsen.rules import error as why_illegal
from app.games.schnapsen.view import View
from app.ui.components import CardView, HandView, explain
from app.ui.handover import handover_view
from app.ui.screens.card_table import CardTable
from app.ui.widgets import icon_button, name_text, tagged

ROUTE = "/play/schnapsen"
ACCENT = "#1B5E20"


class Table(CardTable):
    """Everything the Schnapsen table remembers between redraws."""

    route = ROUTE

    # ------------------------------------------------------------ helpers

    @property
    def skin(self) -> str:
        """The card pack chosen in settings."""
        return self.shell.settings.skin

    @property
    def scale(self) -> float:
        """Card scale: larger in large-cards mode."""
        return 1.3 if self.shell.settings.large_cards else 1.0

    def name(self, seat: int) -> str:
        """A seat's display name ("You" for the only person at the table)."""
        if len(self.session.humans()) == 1 and seat == self.session.humans()[0]:
            return self.t("sn-you")
        return self.session.seats[seat].name

    def about(self, seat: int, message_id: str, **args) -> str:
        """A sentence about ``seat``; the "you" form when it is the only person playing."""
        humans = self.session.humans()
        if len(humans) == 1 and seat == humans[0]:
            return self.t(f"{message_id}-you", **args)
        return self.t(message_id, name=self.name(seat), **args)

    def suit(self, suit) -> str:
        """A suit's name in the chosen pack."""
        family = "french" if self.skin == "french" else "german"
        return self.t(f"suit-{family}-{suit.value}")

    # ------------------------------------------------------------ flow

    def draw(self) -> ft.View:
        """The view for the current moment: hand-over, result, or the table."""
        if self.needs_handover():
            actor = self.session.actor()
            return handover_view(self.shell.tr, ROUTE, self.name(actor), lambda: self.reveal(actor))
        if self.new_results():
            return self.result_view(self.new_results()[0])
        self.schedule_bot()
        return self.table_view()

    def act(self, move) -> None:
        """Play a person's move; an illegal one is explained and changes nothing."""
        try:
            self.session.play(move)
        except IllegalMove as problem:
            self.shell.notify(explain(self.shell.tr, problem, self.skin))
            return
        self.after_move()

    def after_move(self) -> None:
        """Autosave, record a finished Bummerl, and redraw."""
        self.shell.autosave()
        if len(self.session.humans()) == 2 and not self.new_results():
            actor = self.session.actor()
            if actor is not None and actor != self.shown_seat:
                self.shown_seat = None
        self.redraw()

    def acknowledge(self) -> None:
        """Close the result of a deal and continue with the next one."""
        self.seen_results += 1
        if len(self.session.humans()) == 2:
            self.shown_seat = None
        if self.session.outcome() is not None:
            self.shell.finish_game()
            return
        self.redraw()

    # ------------------------------------------------------------ the table

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
            tr=self.shell.tr,
            skin=self.skin,
            face_up=face_up,
            scale=scale or self.scale,
            identifier=ident,
            back_colour=ACCENT,
        )

    def table_card(self, card: Card | None, **looks) -> ft.Control:
        """A card on the table (``looks`` as for ``card``), kept from the last drawing if it
        shows the same."""
        drawn = (self.scale, self.skin, self.shell.tr.lang)
        key = ("card", card, tuple(sorted(looks.items())), drawn)
        return self.kept(key, lambda: self.card(card, **looks))

    def table_view(self) -> ft.View:
        """Opponent, talon and trump, trick, status, actions and hand."""
        v: View = self.session.view(self.viewer())
        me, opp = v.seat, 1 - v.seat
        body = ft.Column(
            [
                self.opponent_row(v, opp),
                self.middle(v),
                self.status(v, me),
                ft.Container(expand=True),
                self.actions(v),
                self.hand(v),
            ],
            expand=True,
            spacing=8,
            horizontal_alignment=ft.CrossAxisAlignment.CENTER,
        )
        return ft.View(
            route=ROUTE,
            key=ROUTE,
            appbar=self.app_bar(v),
            padding=ft.Padding.only(left=8, right=8, top=4, bottom=12),
            controls=[ft.Container(body, width=720, expand=True)],
            horizontal_alignment=ft.CrossAxisAlignment.CENTER,
        )

    def app_bar(self, v: View) -> ft.AppBar:
        """Title with the Bummerl standing; buttons for the sheet and the rules."""
        return ft.AppBar(
            title=ft.Text(self.t("game-schnapsen")),
            leading=icon_button(
                "table-back", ft.Icons.ARROW_BACK, self.t("nav-back"), self.shell.leave_table
            ),
            actions=[
                icon_button(
                    "open-sheet",
                    ft.Icons.RECEIPT_LONG,
                    self.t("sn-sheet"),
                    lambda: self.sheet_dialog(v),
                ),
                *(
                    []
                    if v.options.sharp
                    else [
                        icon_button(
                            "open-tricks",
                            ft.Icons.LAYERS,
                            self.t("sn-tricks-title"),
                            lambda: self.tricks_dialog(v),
                        )
                    ]
                ),
                icon_button(
                    "open-rules",
                    ft.Icons.MENU_BOOK,
                    self.t("button-rules"),
                    lambda: self.shell.go("/rules/schnapsen"),
                ),
            ],
        )

    def tricks_dialog(self, v: View) -> None:
        """Your own tricks and the opponent's last one (games.md §1 "Seen cards")."""
        me = v.seat
        mine = [t for t in v.history if t.winner == me]
        theirs = [t for t in v.history if t.winner != me][-1:]
        rows: list[ft.Control] = [ft.Text(self.t("sn-my-tricks"), weight=ft.FontWeight.BOLD)]
        rows += [
            ft.Row([self.card(t.lead, scale=0.6), self.card(t.follow, scale=0.6)], spacing=4)
            for t in mine
        ] or [ft.Text("–")]
        rows.append(ft.Text(self.t("sn-their-last-trick"), weight=ft.FontWeight.BOLD))
        rows += [
            ft.Row([self.card(t.lead, scale=0.6), self.card(t.follow, scale=0.6)], spacing=4)
            for t in theirs
        ] or [ft.Text("–")]
        self.shell.page.show_dialog(
            ft.AlertDialog(
                title=ft.Text(self.t("sn-tricks-title")),
                content=ft.Column(rows, scroll=ft.ScrollMode.AUTO, tight=True),
                actions=[ft.TextButton(self.t("button-ok"), on_click=self.shell.page.pop_dialog)],
            )
        )

    def standing(self, v: View, seat: int) -> str:
        """A seat's Bummerl standing, counted down (de, en) or up (hu)."""
        start = v.options.bummerl_start
        if self.t("sn-score-mode") == "up":
            return self.t("sn-collected", count=start - v.remaining[seat], target=start)
        return self.t("sn-to-go", count=v.remaining[seat])

    def opponent_row(self, v: View, opp: int) -> ft.Control:
        """The opponent's name, card backs, tricks and (in learning mode) points."""
        backs = ft.Row(
            [
                self.table_card(None, face_up=False, ident=f"opp-{i}", scale=0.55)
                for i in range(v.opponent_count)
            ],
            spacing=-22,
        )
        details = [self.t("sn-tricks", count=v.tricks[opp]), self.standing(v, opp)]
        if self.session.extras.get("show_points"):
            details.insert(0, self.t("sn-points", points=v.points[opp]))
        return tagged(
            "opponent",
            ft.Row(
                [
                    ft.Column(
                        [
                            name_text(self.name(opp), size=18, weight=ft.FontWeight.BOLD),
                            ft.Text(" · ".join(details), size=13),
                        ],
                        spacing=2,
                        tight=True,
                        expand=True,
                    ),
                    backs,
                ],
                vertical_alignment=ft.CrossAxisAlignment.CENTER,
            ),
        )

    def middle(self, v: View) -> ft.Control:
        """Talon and trump card on the left, the trick (or the last trick) on the right."""
        talon: list[ft.Control] = []
        trump = None
        if v.trump_card:
            trump = self.table_card(v.trump_card, ident="trump-card", scale=0.8)
        if v.talon_size:
            talon.append(
                ft.Stack(
                    [
                        ft.Container(
                            self.table_card(None, face_up=False, ident="talon", scale=0.8),
                            left=18 if v.trump_card else 0,
                        ),
                        *(
                            [
                                ft.Container(
                                    ft.Container(trump, rotate=ft.Rotate(-1.5708)),
                                    left=0,
                                    top=22,
                                )
                            ]
                            if trump
                            else []
                        ),
                    ],
                    width=110,
                    height=110,
                )
            )
        elif trump:
            talon.append(trump)
        info = [self.t("sn-trump", suit=self.suit(v.trump)), self.t("sn-talon", count=v.talon_size)]
        if v.closed_by is not None:
            info.append(self.t("sn-closed"))
        left = ft.Column(
            [*talon, ft.Text("\n".join(info), size=13)],
            horizontal_alignment=ft.CrossAxisAlignment.CENTER,
            tight=True,
        )
        trick: list[ft.Control] = []
        caption = ""
        if v.trick:
            lead = self.table_card(v.trick[0], ident="trick-lead", scale=1.2 * self.scale)
            trick = [self.moving(lead, f"lead-{v.trick[0].code}")]
        elif v.history:
            last = v.history[-1]
            trick = [
                self.table_card(last.lead, ident="last-lead", scale=1.1 * self.scale),
                self.moving(
                    self.table_card(last.follow, ident="last-follow", scale=1.1 * self.scale),
                    f"follow-{last.follow.code}",
                ),
            ]
            caption = self.about(last.winner, "sn-last-trick")
        right = ft.Column(
            [
                tagged("trick", ft.Row(trick, spacing=6, height=130 * self.scale)),
                ft.Text(caption, size=12, italic=True),
            ],
            horizontal_alignment=ft.CrossAxisAlignment.CENTER,
            tight=True,
        )
        return ft.Row(
            [left, right],
            alignment=ft.MainAxisAlignment.SPACE_AROUND,
            vertical_alignment=ft.CrossAxisAlignment.CENTER,
        )

    def status(self, v: View, me: int) -> ft.Control:
        """Whose turn, your points and tricks, strict phase, the latest announcement."""
        actor = v.to_act[0] if v.to_act else None
        if actor == me:
            turn = (
                self.t("sn-your-turn")
                if len(self.session.humans()) == 1
                else self.t("sn-turn-of", name=self.name(me))
            )
        elif actor is not None:
            turn = self.t("sn-thinking", name=self.name(actor))
        else:
            turn = ""
        mine = [
            self.t("sn-points", points=v.points[me]),
            self.t("sn-tricks", count=v.tricks[me]),
            self.standing(v, me),
        ]
        if v.pending[me]:
            mine.append(self.t("sn-pending", points=v.pending[me]))
        lines = [
            tagged("turn", ft.Text(turn, size=20, weight=ft.FontWeight.BOLD)),
            tagged("my-score", ft.Text(" · ".join(mine), size=15)),
        ]
        if v.strict:
            lines.append(ft.Text(self.t("sn-strict"), size=13, color=ft.Colors.PRIMARY))
        if v.announced is not None and v.leader != me:
            points = marriage_value(v.announced, v.trump)
            lines.append(
                ft.Text(
                    self.t(
                        "sn-announced",
                        name=self.name(v.leader),
                        points=points,
                        suit=self.suit(v.announced),
                    ),
                    size=13,
                )
            )
        return ft.Column(
            lines, spacing=2, tight=True, horizontal_alignment=ft.CrossAxisAlignment.CENTER
        )

    def actions(self, v: View) -> ft.Control:
        """Buttons for the special moves that are legal right now, and only those."""
        if not v.to_act or v.to_act[0] != v.seat:
            return ft.Container(height=8)
        buttons: list[ft.Control] = []
        for move in self.session.legal(v.seat):
            if isinstance(move, Marry):
                points = marriage_value(move.suit, v.trump)
                label = self.t("sn-marry", points=points, suit=self.suit(move.suit))
                ident = f"marry-{move.suit.value}"
            elif isinstance(move, Exchange):
                label, ident = self.t("sn-exchange"), "exchange"
            elif isinstance(move, Close):
                label, ident = self.t("sn-close"), "close"
            elif isinstance(move, Claim):
                label, ident = self.t("sn-claim"), "claim"
            else:
                continue
            buttons.append(
                tagged(
                    ident,
                    ft.FilledTonalButton(label, height=48, on_click=lambda e, m=move: self.act(m)),
                )
            )
        return ft.Row(buttons, wrap=True, alignment=ft.MainAxisAlignment.CENTER, spacing=8)

    def hand(self, v: View) -> ft.Control:
        """Your hand: playable cards raised, the others dimmed but explaining themselves."""
        my_turn = bool(v.to_act) and v.to_act[0] == v.seat
        legal = {m.card for m in self.session.legal(v.seat) if isinstance(m, Play)}
        states = {c: ("playable" if c in legal else "disabled") for c in v.hand} if my_turn else {}
        width = min(self.shell.page.width or 412, 720) - 16
        looks = (tuple(states.items()), self.skin, self.scale, width, self.shell.tr.lang)
        return self.kept(
            ("hand", v.hand, looks),
            lambda: HandView(
                v.hand,
                tr=self.shell.tr,
                skin=self.skin,
                scale=self.scale,
                states=states,
                on_tap=self.tap,
                max_width=width,
                back_colour=ACCENT,
            ),
        )

    def tap(self, card: Card) -> None:
        """A card of the shown hand was tapped: play it, or say why it can't be played."""
        seat = self.viewer()
        if self.session.actor() != seat:
            return
        move = Play(seat, card)
        if move in self.session.legal(seat):
            self.act(move)
            return
        problem = why_illegal(self.session.state, move)
        if problem is not None:
            self.shell.notify(explain(self.shell.tr, problem, self.skin))

    # ------------------------------------------------------------ results

    def result_view(self, result: DealResult) -> ft.View:
        """Who won the deal, how many game points and why; the cards still in hand, if any."""
        loser = 1 - result.winner
        lines: list[ft.Control] = [
            tagged(
                "deal-result",
                ft.Text(
                    self.about(result.winner, "sn-deal-won"),
                    size=24,
                    weight=ft.FontWeight.BOLD,
                ),
            ),
            ft.Text(self.t("sn-game-points", count=result.game_points), size=20),
            ft.Text(self.t(f"sn-reason-{result.reason}"), size=16),
        ]
        if result.reason in ("66", "last-trick", "closed"):
            if result.game_points == SCHWARZ:
                lines.append(ft.Text(self.t("sn-schwarz"), size=14))
            elif result.game_points == SCHNEIDER:
                lines.append(ft.Text(self.t("sn-schneider"), size=14))
        lines.append(
            ft.Text(
                self.t(
                    "sn-final-points",
                    first=result.points[result.winner],
                    second=result.points[loser],
                ),
                size=14,
            )
        )
        if any(result.hands):
            lines.append(ft.Text(self.t("sn-hands-left"), weight=ft.FontWeight.BOLD))
            for seat in (0, 1):
                lines.append(name_text(self.name(seat), size=14))
                cards = [self.card(c, scale=0.7) for c in result.hands[seat]]
                lines.append(ft.Row(cards, spacing=4, wrap=True))
        over = self.session.outcome() is not None and len(self.new_results()) == 1
        if over:
            winner = self.session.outcome().winners[0]
            lines.append(
                tagged(
                    "bummerl-result",
                    ft.Text(
                        self.about(winner, "sn-bummerl-won"),
                        size=22,
                        weight=ft.FontWeight.BOLD,
                        color=ft.Colors.PRIMARY,
                    ),
                )
            )
            if dict(self.session.outcome().detail).get("schneider_bummerl"):
                lines.append(ft.Text(self.t("sn-schneider-bummerl"), size=14))
        label = self.t("play-back-home") if over else self.t("sn-next-deal")
        lines.append(
            tagged(
                "next-deal", ft.FilledButton(label, height=56, width=360, on_click=self.acknowledge)
            )
        )
        return ft.View(
            route=ROUTE,
            key=f"{ROUTE}#result",
            appbar=ft.AppBar(title=ft.Text(self.t("game-schnapsen"))),
            controls=lines,
            scroll=ft.ScrollMode.AUTO,
            spacing=10,
            horizontal_alignment=ft.CrossAxisAlignment.CENTER,
            padding=16,
        )

    def sheet_dialog(self, v: View) -> None:
        """The Bummerl sheet: game points written per deal, and the standing."""
        rows = [
            ft.DataRow(
                cells=[
                    ft.DataCell(ft.Text(self.t("sn-deal", number=i + 1))),
                    *[
                        ft.DataCell(ft.Text(str(r.game_points) if r.winner == s else "–"))
                        for s in (0, 1)
                    ],
                ]
            )
            for i, r in enumerate(v.results)
        ]
        rows.append(
            ft.DataRow(
                cells=[
                    ft.DataCell(ft.Text("")),
                    *[ft.DataCell(ft.Text(self.standing(v, s))) for s in (0, 1)],
                ]
            )
        )
        table = ft.DataTable(
            columns=[
                ft.DataColumn(ft.Text("")),
                *[ft.DataColumn(name_text(self.name(s))) for s in (0, 1)],
            ],
            rows=rows,
        )
        self.shell.page.show_dialog(
            ft.AlertDialog(
                title=ft.Text(self.t("sn-sheet")),
                content=ft.Column([table], scroll=ft.ScrollMode.AUTO, tight=True),
                actions=[ft.TextButton(self.t("button-ok"), on_click=self.shell.page.pop_dialog)],
            )
        )
