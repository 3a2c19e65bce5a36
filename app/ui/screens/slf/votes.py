"""Judging a slap in Schnapp, Land, Fluss!: the game leader's two big buttons, or a box
for each voter with their name over their two buttons, as many to a line as fit."""

from __future__ import annotations

from typing import Protocol

import flet as ft

from app.games.slf.model import Move, Vote
from app.games.slf.view import View
from app.ui.screens.slf.layout import VOTER, voters_per_line
from app.ui.table.port import Acts, Seats, Words
from app.ui.widgets import name_text, tagged


class Voting(Words, Acts[Move], Seats[View, Move], Protocol):
    """What the votes use of the port: words, taps and moves, the seats' names."""


def judging(
    port: Voting, v: View, width: float, leader: int | None, height: int
) -> list[ft.Control]:
    """Accept or reject (the hint about ties is the prompt's note line): the game
    ``leader``'s two buttons ``height`` tall, or each voter's box."""
    if leader is not None:
        half = min(170, (width - 12) / 2)
        buttons = [vote_button(port, leader, accept, height, wide=half) for accept in (True, False)]
        return [ft.Row(buttons, spacing=12, alignment=ft.MainAxisAlignment.CENTER)]
    cast = {vote.seat: vote.accept for vote in v.votes}
    per_line = min(voters_per_line(width), len(v.judges))
    cell = (width - 6 * (per_line - 1)) / per_line
    cells = [voter(port, seat, cast.get(seat), cell) for seat in v.judges]
    row = ft.Row(cells, wrap=True, spacing=6, run_spacing=6, alignment=ft.MainAxisAlignment.CENTER)
    return [ft.Container(row, width=width)]


def voter(port: Voting, seat: int, cast: bool | None, width: float) -> ft.Control:
    """One voter's name over their two buttons, or over the vote they cast."""
    if cast is None:
        choice: list[ft.Control] = [
            vote_button(port, seat, True, 48),
            vote_button(port, seat, False, 48),
        ]
    else:
        mark = port.t("slf-voted-yes" if cast else "slf-voted-no")
        icon = ft.Icons.CHECK if cast else ft.Icons.CLOSE
        choice = [ft.Icon(icon, size=20), ft.Text(mark, size=14)]
    return ft.Container(
        ft.Column(
            [
                name_text(port.seat_name(seat), size=14),
                ft.Row(
                    choice,
                    spacing=4,
                    height=48,
                    alignment=ft.MainAxisAlignment.CENTER,
                    vertical_alignment=ft.CrossAxisAlignment.CENTER,
                ),
            ],
            spacing=2,
            tight=True,
            horizontal_alignment=ft.CrossAxisAlignment.CENTER,
        ),
        width=width,
        height=VOTER,
        padding=ft.Padding.symmetric(horizontal=4, vertical=4),
        border=ft.Border.all(1, ft.Colors.OUTLINE_VARIANT),
        border_radius=12,
    )


def vote_button(port: Voting, seat: int, accept: bool, height: int, wide: float = 0) -> ft.Control:
    """A vote for or against the word being judged: a big labelled button for the
    leader (``wide``: its width), an icon button with a tooltip in each voter's box."""
    label = port.t("slf-accept" if accept else "slf-reject")
    icon = ft.Icons.CHECK if accept else ft.Icons.CLOSE

    ident = f"vote-{seat}-{'yes' if accept else 'no'}"
    vote = port.tap(ident, lambda: port.act(Vote(seat, accept)))

    button: ft.Control
    if wide:
        kind = ft.FilledButton if accept else ft.OutlinedButton
        button = kind(label, icon=icon, height=height, width=wide, on_click=vote)
    else:
        icon_kind = ft.FilledIconButton if accept else ft.OutlinedIconButton
        button = icon_kind(icon, tooltip=label, on_click=vote)
    return tagged(ident, button)
