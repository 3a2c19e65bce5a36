"""The deal review (issue 23): one tap after a deal weighs each of the person's moves in
it against the best move from their own view at that moment. A progress bar moves while
it works, a few worlds per turn of the event loop; then the up to three moves that cost
the most are named, each with the better move and why, in a sentence."""

from __future__ import annotations

import time
from dataclasses import replace
from typing import TYPE_CHECKING

import flet as ft

from app.ai.budget import finish_async
from app.core.rng import make_rng
from app.games.schnapsen.model import Claim, Close, Exchange, Marry, Play
from app.games.schnapsen.review import BUDGET, Verdict, costliest, verdict
from app.games.schnapsen.view import View
from app.ui.screens.schnapsen.hints import hint_words, name
from app.ui.screens.schnapsen.sheets import INSET, PADDING, content_width
from app.ui.widgets import tagged

if TYPE_CHECKING:
    from app.ui.screens.schnapsen.table import SchnapsenBoard


def review_button(board: SchnapsenBoard, index: int) -> ft.Control | None:
    """The button under deal ``index``'s result, where learning aids are on and one
    person plays against the computer."""
    people = board.session.humans()
    if not board.table.aids() or len(people) != 1:
        return None

    def tapped() -> None:
        board.host.page.run_task(review, board, index, people[0])

    button = ft.OutlinedButton(
        board.t("sn-review-button"), icon=ft.Icons.INSIGHTS, height=48, on_click=tapped
    )
    return tagged("review-deal", button)


async def review(board: SchnapsenBoard, index: int, seat: int) -> None:
    """Open the review of deal ``index`` for ``seat`` and fill it in as it is worked out."""
    page = board.host.page
    decisions = board.session.decisions(seat, index)
    bar = ft.ProgressBar(value=0)
    body = ft.Column([ft.Text(board.t("sn-review-working")), bar], tight=True, spacing=8)
    dialog = ft.AlertDialog(
        title=ft.Text(board.t("sn-review-title")),
        scrollable=True,
        content=tagged("review", ft.Container(body, width=content_width(board))),
        inset_padding=ft.Padding.symmetric(horizontal=INSET, vertical=24),
        content_padding=ft.Padding.symmetric(horizontal=PADDING, vertical=8),
        actions=[ft.TextButton(board.t("button-ok"), on_click=page.pop_dialog)],
    )
    page.show_dialog(dialog)
    verdicts = []
    for i, (view, move) in enumerate(decisions):
        rng = make_rng(board.session.record.seed, "review", index, i)
        budget = replace(BUDGET, clock=time.perf_counter)
        verdicts.append(await finish_async(verdict(view, move, rng, budget)))
        if not dialog.open:
            return
        bar.value = (i + 1) / len(decisions)
        bar.update()
    body.controls = findings(board, [v for v, _ in decisions], verdicts)
    body.update()


def findings(board: SchnapsenBoard, views: list[View], verdicts: list[Verdict]) -> list[ft.Control]:
    """The costliest moves in sentences, or that every move was as good as the best."""
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
        out.append(tagged(f"review-{i}", ft.Text(said, size=15)))
    return out


def move_name(board: SchnapsenBoard, v: View, move: object) -> str:
    """A move's plain name: its card, or the special move's button label."""
    if isinstance(move, Play):
        return name(board, move.card)
    if isinstance(move, Marry):
        return hint_words(board, v, move)
    labels = {Exchange: "sn-exchange", Close: "sn-close", Claim: "sn-claim"}
    return board.t(labels[type(move)])
