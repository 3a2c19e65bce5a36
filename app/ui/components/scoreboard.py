"""The score lines of a round's result: a player per line, this round and the total."""

from __future__ import annotations

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
                avatar(name),
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
