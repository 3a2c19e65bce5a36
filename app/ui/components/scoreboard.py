"""The round-end screen shared by the party games: a score line per player (this round,
running total) and the buttons to go on."""

from __future__ import annotations

from collections.abc import Callable

import flet as ft

from app.ui.widgets import avatar, name_text, tagged


def score_header(this_round: str, total: str, width: int) -> ft.Row:
    """Column titles above the score lines; ``width`` is that of the round column."""
    return ft.Row(
        [
            ft.Text("", width=40),
            ft.Text("", expand=True),
            ft.Text(this_round, size=13, width=width, text_align=ft.TextAlign.END),
            ft.Text(total, size=13, width=70, text_align=ft.TextAlign.END),
        ]
    )


def score_line(seat: int, name: str, this_round: str, total: int, width: int) -> ft.Control:
    """One player's line: avatar, name, what the round brought, the total in bold."""
    return tagged(
        f"score-{seat}",
        ft.Row(
            [
                avatar(seat, name),
                ft.Container(name_text(name, size=17, lines=2), expand=True),
                ft.Text(this_round, size=15, width=width, text_align=ft.TextAlign.END),
                ft.Text(
                    str(total),
                    size=19,
                    weight=ft.FontWeight.BOLD,
                    width=70,
                    text_align=ft.TextAlign.END,
                ),
            ],
            vertical_alignment=ft.CrossAxisAlignment.CENTER,
        ),
    )


def round_end_view(
    route: str,
    title: str,
    lines: list[ft.Control],
    *,
    final: bool,
    again: tuple[str, Callable],
    onward: tuple[str, Callable],
    home: str,
) -> ft.View:
    """The view: ``lines`` and, after the last round, "play again" (``again``) and back
    home (``home``); otherwise the button to the next round (``onward``)."""
    if final:
        label, on_again = again
        buttons = [
            tagged(
                "play-again",
                ft.FilledButton(
                    label, icon=ft.Icons.REPLAY, height=56, width=360, on_click=on_again
                ),
            ),
            tagged(
                "next-round",
                ft.OutlinedButton(home, height=56, width=360, on_click=onward[1]),
            ),
        ]
    else:
        label, on_next = onward
        buttons = [
            tagged(
                "next-round",
                ft.FilledButton(
                    label, icon=ft.Icons.ARROW_FORWARD, height=56, width=360, on_click=on_next
                ),
            )
        ]
    return ft.View(
        route=route,
        key=f"{route}#scores",
        appbar=ft.AppBar(title=ft.Text(title)),
        controls=[
            ft.Container(
                ft.Column([*lines, ft.Container(height=8), *buttons], spacing=10, tight=True),
                width=560,
            )
        ],
        scroll=ft.ScrollMode.AUTO,
        horizontal_alignment=ft.CrossAxisAlignment.CENTER,
        padding=16,
    )
