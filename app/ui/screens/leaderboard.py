"""The household's leaderboard across all games: a bar chart of the wins of the players
with the most, and the table under it (games, wins, win rate, current winning streak),
which also says what the chart shows for a screen reader."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

import flet as ft

from app.stats import PlayerSummary
from app.ui.charts import charts
from app.ui.host import Host
from app.ui.widgets import name_text, tagged

BARS = 6
"""Players in the chart (the table lists everyone who played)."""
NUMBER = 46
"""Width of a number column: "100 %" and "Streak" fit."""

if TYPE_CHECKING:
    import flet_charts as fch


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
                        chart(host, order[:BARS]),
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
    """Wins per player as bars, each named under it; the same in words for a screen
    reader."""
    fch = charts()
    top = max(p.won for p in order)
    groups = [bar(i, p.won, t_wins(host, p)) for i, p in enumerate(order)]
    names = [
        fch.ChartAxisLabel(
            value=i,
            label=ft.Container(
                ft.Text(p.name, size=11, max_lines=1, overflow=ft.TextOverflow.ELLIPSIS),
                width=56,
                alignment=ft.Alignment.CENTER,
            ),
        )
        for i, p in enumerate(order)
    ]
    bars = fch.BarChart(
        groups=groups,
        bottom_axis=fch.ChartAxis(labels=names, label_size=24),
        left_axis=fch.ChartAxis(label_size=32),
        max_y=top + max(1, top // 5),
        horizontal_grid_lines=fch.ChartGridLines(color=ft.Colors.OUTLINE_VARIANT, width=1),
        height=180,
        animation=ft.Animation(0),
    )
    said = ", ".join(t_wins(host, p) for p in order)
    return tagged("board-chart", bars, label=host.t("board-chart", wins=said))


def bar(x: int, value: float, tip: str, width: float = 22) -> fch.BarChartGroup:
    """One bar of ``value`` at ``x``, in the theme's colour, saying ``tip`` when tapped."""
    fch = charts()
    rod = fch.BarChartRod(
        from_y=0,
        to_y=value,
        width=width,
        color=ft.Colors.PRIMARY,
        border_radius=4,
        tooltip=fch.BarChartRodTooltip(text=tip),
    )
    return fch.BarChartGroup(x=x, rods=[rod])


def t_wins(host: Host, p: PlayerSummary) -> str:
    """ "Anna: 12 wins"."""
    return host.t("board-wins", name=p.name, count=p.won)


def header(host: Host) -> ft.Control:
    """The table's column names."""
    t = host.t
    cells = [t("board-games"), t("board-won"), t("board-rate"), t("board-streak")]
    return ft.Row(
        [ft.Text("", width=24), ft.Text(t("board-player"), expand=True, size=13)]
        + [ft.Text(c, width=NUMBER, size=13, text_align=ft.TextAlign.END) for c in cells],
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
            ]
            + [ft.Text(n, width=NUMBER, size=15, text_align=ft.TextAlign.END) for n in numbers],
            spacing=4,
        ),
    )
