"""The deal review (issues 23 and 33): one tap after a deal weighs each of the person's
moves in it against the best move from their own view at that moment (a line says so),
or against the hint they were given then. A progress bar moves while it works, a few
worlds per turn of the event loop; then the up to three moves that surely cost the most
are named, each with the better move and why, in a sentence, over the table as it was
then (the card led, the hand, the played and the better card marked)."""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import replace
from typing import Protocol

import flet as ft

from app.ai.budget import finish_async
from app.core.rng import make_rng
from app.games.schnapsen.model import Claim, Close, Exchange, Marry, Move, Play
from app.games.schnapsen.review import BUDGET, Verdict, costliest, verdict
from app.games.schnapsen.view import View
from app.ui.components import CardView
from app.ui.screens.schnapsen.hints import PackWords, hint_words
from app.ui.screens.schnapsen.sheets import INSET, PADDING, content_width
from app.ui.table.port import Acts, Aids, Clock, Played, Room, Seats, Words
from app.ui.widgets import tagged

SCALE = 0.6
"""The cards of a reviewed moment: a hand of five and the card led fit a small phone's dialog."""
SIGN = 18
PLAYED = (ft.Icons.CLOSE, ft.Colors.ERROR, "sn-review-played")
BETTER = (ft.Icons.STAR, ft.Colors.PRIMARY, "sn-review-better")
"""The signs under the card played and the better card: a shape, a colour and words."""


class Reviewed(
    Words, Room, Acts[Move], Clock, Seats[View, Move], Played[View, Move], Aids[Move], Protocol
):
    """What the review uses of the port: words, the dialog's room and its opening, a task
    beside the loop, the people, the seed, the decisions and whether aids are on."""


class Reviewer(PackWords, Protocol):
    """What the review needs of the board: a hint's words, the chosen pack and its port."""

    @property
    def port(self) -> Reviewed:
        """The table (the person's decisions, the dialog)."""
        ...

    @property
    def skin(self) -> str:
        """The card pack chosen in settings."""
        ...


def review_button(board: Reviewer, index: int) -> ft.Control | None:
    """The button under deal ``index``'s result, where learning aids are on and one
    person plays against the computer."""
    people = board.port.humans()
    if not board.port.aids() or len(people) != 1:
        return None

    def tapped() -> None:
        board.port.run(review, board, index, people[0])

    button = ft.OutlinedButton(
        board.t("sn-review-button"), icon=ft.Icons.INSIGHTS, height=48, on_click=tapped
    )
    return tagged("review-deal", button)


async def review(board: Reviewer, index: int, seat: int) -> None:
    """Open the review of deal ``index`` for ``seat`` and fill it in as it is worked out."""
    port = board.port
    decisions = port.decisions(seat, index)
    bar = ft.ProgressBar(value=0)
    knew = tagged("review-knew", ft.Text(board.t("sn-review-knew"), size=13, italic=True))
    body = ft.Column([knew, ft.Text(board.t("sn-review-working")), bar], tight=True, spacing=8)
    dialog = ft.AlertDialog(
        title=ft.Text(board.t("sn-review-title")),
        scrollable=True,
        content=tagged("review", ft.Container(body, width=content_width(port.screen_width))),
        inset_padding=ft.Padding.symmetric(horizontal=INSET, vertical=24),
        content_padding=ft.Padding.symmetric(horizontal=PADDING, vertical=8),
        actions=[ft.TextButton(board.t("button-ok"), on_click=port.pop_dialog)],
    )
    port.show_dialog(dialog)
    verdicts: list[Verdict] = []
    for i, (view, move, hinted) in enumerate(decisions):
        rng = make_rng(port.seed(), "review", index, i)
        budget = replace(BUDGET, clock=time.perf_counter)
        verdicts.append(await finish_async(verdict(view, move, rng, budget, hinted)))
        if not dialog.open:
            return
        bar.value = (i + 1) / len(decisions)
        bar.update()
    body.controls = [knew, *findings(board, [v for v, _, _ in decisions], verdicts)]
    body.update()


def findings(board: Reviewer, views: list[View], verdicts: list[Verdict]) -> list[ft.Control]:
    """The costliest mistakes in sentences, or that no move surely cost game points."""
    worst = costliest(verdicts)
    if not worst:
        return [tagged("review-clean", ft.Text(board.t("sn-review-clean"), size=16))]
    out: list[ft.Control] = []
    for i in worst:
        v, found = views[i], verdicts[i]
        said = board.t(
            "sn-review-move",
            trick=len(v.history) + 1,
            played=move_name(board, v, found.played),
            better=hint_words(board, v, found.best),
            cost=round(found.cost, 1),
        )
        shown = ft.Column([ft.Text(said, size=15), moment(board, v, found)], spacing=6, tight=True)
        out.append(tagged(f"review-{i}", shown))
    return out


def moment(board: Reviewer, v: View, found: Verdict) -> ft.Control:
    """The table as the person saw it then: the card led to them (if any) and their hand;
    under the card they played and the better one, a sign (explained beside them in words,
    so that colour is never the only signal)."""
    t, skin, tr = board.t, board.skin, board.port.tr
    signs = {}
    if isinstance(found.played, Play):
        signs[found.played.card] = PLAYED
    if isinstance(found.best, Play):
        signs[found.best.card] = BETTER
    hand = [under(CardView(c, tr=tr, skin=skin, scale=SCALE), signs.get(c), t) for c in v.hand]
    shown: list[ft.Control] = []
    if v.trick:
        led = CardView(v.trick[0], tr=tr, skin=skin, scale=SCALE)
        shown += [together(led, ft.Text(t("sn-review-led"), size=12)), ft.Container(width=8)]
    cards = ft.Row([*shown, *hand], spacing=4, run_spacing=4, wrap=True)
    legend = [
        item for sign in (PLAYED, BETTER) if sign in signs.values() for item in explained(sign, t)
    ]
    key = ft.Row(legend, spacing=4, wrap=True, vertical_alignment=ft.CrossAxisAlignment.CENTER)
    seen = ft.Semantics(content=key, exclude_semantics=True)  # (heard with each card instead)
    return tagged("review-table", ft.Column([cards, seen], spacing=4, tight=True))


def under(
    card: ft.Control, sign: tuple[ft.IconData, str, str] | None, t: Callable[..., str]
) -> ft.Control:
    """A card with its sign under it (or the room for one)."""
    mark: ft.Control = ft.Container(width=SIGN, height=SIGN)
    if sign is not None:
        icon, colour, message = sign
        mark = ft.Icon(icon, size=SIGN, color=colour, semantics_label=t(message))
    return together(card, mark)


def together(card: ft.Control, below: ft.Control) -> ft.Control:
    """A card over what is said of it, heard as one ("King of hearts, you played")."""
    shown = ft.Column(
        [card, below], spacing=2, tight=True, horizontal_alignment=ft.CrossAxisAlignment.CENTER
    )
    return ft.MergeSemantics(content=shown)


def explained(sign: tuple[ft.IconData, str, str], t: Callable[..., str]) -> list[ft.Control]:
    """A sign and what it means, for the line under the cards."""
    icon, colour, message = sign
    return [ft.Icon(icon, size=SIGN, color=colour), ft.Text(t(message), size=13)]


def move_name(board: PackWords, v: View, move: Move) -> str:
    """A move's plain name: its card, or the special move's button label."""
    if isinstance(move, Play):
        return board.card_name(move.card)
    if isinstance(move, Marry):
        return hint_words(board, v, move)
    labels = {Exchange: "sn-exchange", Close: "sn-close", Claim: "sn-claim"}
    return board.t(labels[type(move)])
