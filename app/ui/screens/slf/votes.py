"""Judging a slap in Schnapp, Land, Fluss!: the game leader's two big buttons, or a pair
of buttons for each voter, two voters to a line."""

from __future__ import annotations

from typing import TYPE_CHECKING

import flet as ft

from app.games.slf.model import Vote
from app.games.slf.view import View
from app.ui.widgets import name_text, tagged

if TYPE_CHECKING:
    from app.ui.screens.slf.table import SlfBoard


def judging(board: SlfBoard, v: View) -> list[ft.Control]:
    """Accept or reject, with a hint about ties before the first vote."""
    hint = [ft.Text(board.t("slf-tie-hint"), size=13, italic=True)] if not v.votes else []
    if board.leader is not None:
        buttons = [
            vote_button(board, board.leader, accept, board.button_height, wide=True)
            for accept in (True, False)
        ]
        return [ft.Row(buttons, spacing=12, alignment=ft.MainAxisAlignment.CENTER), *hint]
    cast = {vote.seat: vote.accept for vote in v.votes}
    cells = [voter(board, seat, cast.get(seat)) for seat in v.judges]
    return [ft.Row(cells, wrap=True, spacing=6, run_spacing=6, width=396), *hint]


def voter(board: SlfBoard, seat: int, cast: bool | None) -> ft.Control:
    """One voter's name with their two buttons, or with the vote they cast."""
    if cast is None:
        choice: list[ft.Control] = [
            vote_button(board, seat, True, 48),
            vote_button(board, seat, False, 48),
        ]
    else:
        mark = board.t("slf-voted-yes" if cast else "slf-voted-no")
        icon = ft.Icons.CHECK if cast else ft.Icons.CLOSE
        choice = [ft.Icon(icon, size=20), ft.Text(mark, size=14)]
    return ft.Container(
        ft.Row(
            [ft.Container(name_text(board.name(seat), size=16), expand=True), *choice],
            spacing=4,
            vertical_alignment=ft.CrossAxisAlignment.CENTER,
        ),
        width=195,
        height=56,
        padding=ft.Padding.only(left=10, right=4),
        border=ft.Border.all(1, ft.Colors.OUTLINE_VARIANT),
        border_radius=12,
    )


def vote_button(
    board: SlfBoard, seat: int, accept: bool, height: int, wide: bool = False
) -> ft.Control:
    """A vote for or against the word being judged: a big labelled button for the
    leader, an icon button with a tooltip in each voter's box."""
    label = board.t("slf-accept" if accept else "slf-reject")
    icon = ft.Icons.CHECK if accept else ft.Icons.CLOSE

    def vote() -> None:
        board.act(Vote(seat, accept))

    if wide:
        kind = ft.FilledButton if accept else ft.OutlinedButton
        button = kind(label, icon=icon, height=height, width=170, on_click=vote)
    else:
        kind = ft.FilledIconButton if accept else ft.OutlinedIconButton
        button = kind(icon, tooltip=label, on_click=vote)
    return tagged(f"vote-{seat}-{'yes' if accept else 'no'}", button)
