"""Schnapsen's written records: a deal's result, the Bummerl sheet and the tricks taken."""

from __future__ import annotations

from typing import TYPE_CHECKING

import flet as ft

from app.games.schnapsen.model import SCHNEIDER, SCHWARZ
from app.games.schnapsen.view import View
from app.ui.widgets import name_text, tagged

if TYPE_CHECKING:
    from app.ui.screens.schnapsen.table import SchnapsenBoard


def deal_result(board: SchnapsenBoard, v: View, index: int) -> list[ft.Control]:
    """Who won deal ``index``, how many game points and why; the cards still held; the
    Bummerl's winner if it was the last deal."""
    t = board.t
    result = v.results[index]
    loser = 1 - result.winner
    lines: list[ft.Control] = [
        tagged(
            "deal-result",
            ft.Text(board.about(result.winner, "sn-deal-won"), size=24, weight=ft.FontWeight.BOLD),
        ),
        ft.Text(t("sn-game-points", count=result.game_points), size=20),
        ft.Text(t(f"sn-reason-{result.reason}"), size=16),
    ]
    if result.reason in ("66", "last-trick", "closed"):
        if result.game_points == SCHWARZ:
            lines.append(ft.Text(t("sn-schwarz"), size=14))
        elif result.game_points == SCHNEIDER:
            lines.append(ft.Text(t("sn-schneider"), size=14))
    final = t("sn-final-points", first=result.points[result.winner], second=result.points[loser])
    lines.append(ft.Text(final, size=14))
    if any(result.hands):
        lines.append(ft.Text(t("sn-hands-left"), weight=ft.FontWeight.BOLD))
        for seat in (0, 1):
            lines.append(name_text(board.name(seat), size=14))
            cards = [board.card(c, scale=0.7) for c in result.hands[seat]]
            lines.append(ft.Row(cards, spacing=4, wrap=True))
    outcome = board.session.outcome()
    if board.table.is_last(index):
        won = board.about(outcome.winners[0], "sn-bummerl-won")
        lines.append(
            tagged(
                "bummerl-result",
                ft.Text(won, size=22, weight=ft.FontWeight.BOLD, color=ft.Colors.PRIMARY),
            )
        )
        if dict(outcome.detail).get("schneider_bummerl"):
            lines.append(ft.Text(t("sn-schneider-bummerl"), size=14))
    return lines


def sheet_dialog(board: SchnapsenBoard, v: View) -> None:
    """The Bummerl sheet: game points written per deal, and the standing."""
    t = board.t
    rows = [
        ft.DataRow(
            cells=[
                ft.DataCell(ft.Text(t("sn-deal", number=i + 1))),
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
                *[ft.DataCell(ft.Text(board.standing(v, s))) for s in (0, 1)],
            ]
        )
    )
    table = ft.DataTable(
        columns=[
            ft.DataColumn(ft.Text("")),
            *[ft.DataColumn(name_text(board.name(s))) for s in (0, 1)],
        ],
        rows=rows,
    )
    show(board, t("sn-sheet"), [table])


def tricks_dialog(board: SchnapsenBoard, v: View) -> None:
    """Your own tricks and the opponent's last one (games.md §1 "Seen cards")."""
    me = v.seat
    mine = [tr for tr in v.history if tr.winner == me]
    theirs = [tr for tr in v.history if tr.winner != me][-1:]
    rows: list[ft.Control] = []
    for title, tricks in (("sn-my-tricks", mine), ("sn-their-last-trick", theirs)):
        rows.append(ft.Text(board.t(title), weight=ft.FontWeight.BOLD))
        rows += [
            ft.Row([board.card(tr.lead, scale=0.6), board.card(tr.follow, scale=0.6)], spacing=4)
            for tr in tricks
        ] or [ft.Text("–")]
    show(board, board.t("sn-tricks-title"), rows)


def show(board: SchnapsenBoard, title: str, rows: list[ft.Control]) -> None:
    """A dialog with ``rows`` under ``title`` and an OK button."""
    page = board.host.page
    page.show_dialog(
        ft.AlertDialog(
            title=ft.Text(title),
            content=ft.Column(rows, scroll=ft.ScrollMode.AUTO, tight=True),
            actions=[ft.TextButton(board.t("button-ok"), on_click=page.pop_dialog)],
        )
    )
