"""The household's leaderboard across all games: a bar chart of everyone's wins (a bar per
player across the card, in the player's colour, named at its start: eight and more
players fit a small phone), and the table under it (games, wins, win rate, current
winning streak), which also says what the chart shows for a screen reader."""

from __future__ import annotations

from collections.abc import Sequence

import flet as ft

from app.stats import PlayerSummary
from app.ui.host import Host
from app.ui.widgets import name_text, player_colour, tagged

NAME_WIDTH = 96
"""Width of a name before its bar."""
BAR_HEIGHT = 20
NUMBER = 46
"""Width of a number column: "100 %" and "Streak" fit."""


def ranked(people: Sequence[PlayerSummary], shown: set[int]) -> list[PlayerSummary]:
    """The players in ``shown`` who finished a game, most wins first (then the better
    rate, then fewer games, then the name's order)."""
    played = [p for p in people if p.played and p.player_id in shown]
    return sorted(played, key=lambda p: (-p.won, -p.won / p.played, p.played))


def rate(summary: PlayerSummary) -> int:
    """The win rate in whole percent."""
    return round(100 * summary.won / summary.played)


def board(
    host: Host, people: Sequence[PlayerSummary], streaks: dict[int, int], shown: set[int]
) -> ft.Control | None:
    """The leaderboard card; None while nobody has finished a game."""
    order = ranked(people, shown)
    if not order:
        return None
    t = host.t
    rows = [header(host)] + [
        line(host, place, p, streaks.get(p.player_id, 0)) for place, p in enumerate(order, 1)
    ]
    return tagged(
        "leaderboard",
        ft.Card(
            ft.Container(
                ft.Column(
                    [
                        ft.Text(t("board-title"), size=18, weight=ft.FontWeight.BOLD),
                        chart(host, order),
                        *rows,
                    ],
                    spacing=6,
                    tight=True,
                ),
                padding=12,
            )
        ),
    )


def chart(host: Host, order: Sequence[PlayerSummary]) -> ft.Control:
    """Wins per player as bars, each named before it and numbered after it; the same in
    words for a screen reader."""
    top = max(max(p.won for p in order), 1)
    rows: list[ft.Control] = [
        ft.Row(
            [
                ft.Container(name_text(p.name, size=13), width=NAME_WIDTH),
                wins_bar(p, top),
                ft.Text(str(p.won), size=13, width=28, text_align=ft.TextAlign.END),
            ],
            spacing=8,
            vertical_alignment=ft.CrossAxisAlignment.CENTER,
        )
        for p in order
    ]
    said = ", ".join(t_wins(host, p) for p in order)
    return tagged(
        "board-chart",
        ft.Column(rows, spacing=6, tight=True),
        label=host.t("board-chart", wins=said),
        exclude_semantics=True,
    )


def wins_bar(p: PlayerSummary, top: int) -> ft.Control:
    """A player's bar in their colour, as long against the row as their wins against
    ``top`` (the most anyone has)."""
    parts: list[ft.Control] = []
    if p.won:
        colour = player_colour(p.name)
        parts.append(ft.Container(bgcolor=colour, height=BAR_HEIGHT, border_radius=4, expand=p.won))
    if top > p.won:
        parts.append(ft.Container(height=BAR_HEIGHT, expand=top - p.won))
    return ft.Row(parts, spacing=0, expand=True)


def t_wins(host: Host, p: PlayerSummary) -> str:
    """ "Anna: 12 wins"."""
    return host.t("board-wins", name=p.name, count=p.won)


def header(host: Host) -> ft.Control:
    """The table's column names."""
    t = host.t
    cells = [t("board-games"), t("board-won"), t("board-rate"), t("board-streak")]
    return ft.Row(
        [
            ft.Text("", width=24),
            ft.Text(t("board-player"), expand=True, size=13),
            *[ft.Text(c, width=NUMBER, size=13, text_align=ft.TextAlign.END) for c in cells],
        ],
        spacing=4,
    )


def line(host: Host, place: int, p: PlayerSummary, streak: int) -> ft.Control:
    """One player's row: place, name, games, wins, win rate, streak."""
    numbers = [str(p.played), str(p.won), host.t("board-percent", value=rate(p)), str(streak)]
    return tagged(
        f"board-{p.name}",
        ft.Row(
            [
                ft.Text(f"{place}.", width=24, size=14),
                ft.Container(name_text(p.name, size=15), expand=True),
                *[ft.Text(n, width=NUMBER, size=15, text_align=ft.TextAlign.END) for n in numbers],
            ],
            spacing=4,
        ),
    )
