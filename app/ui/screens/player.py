"""One player's record in pictures (Statistics → a player): games, wins, rate and
streak; their wins per month, a line per game (each with its own colour, point shape and
name in the legend); and their win rate at tables with each computer level. Each chart
says the same in words for a screen reader."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

import flet as ft

from app.games import GAMES
from app.stats import LevelRecord, Month, against_levels, months, streaks, summaries
from app.ui.charts import charts
from app.ui.host import Host
from app.ui.screens.scaffold import screen
from app.ui.widgets import tagged

MONTHS = 12
"""Months drawn: the latest that had a game."""
SHAPES = (
    lambda c: charts().ChartCirclePoint(color=c, radius=4),
    lambda c: charts().ChartSquarePoint(color=c, size=8),
    lambda c: charts().ChartCrossPoint(color=c, size=10, width=2),
)
"""Each game's points differ in shape too, so colour is never the only signal."""
DASHES = (None, [8, 4], [2, 4])
LEVELS = ("easy", "normal", "strong")

if TYPE_CHECKING:
    import flet_charts as fch


def view(host: Host, player_id: int) -> ft.View:
    """The player's page; a player no longer listed says so."""
    route = f"/stats/{player_id}"
    summary = next(iter(summaries(host.db, only=player_id)), None)
    if summary is None:
        gone = tagged("player-gone", ft.Text(host.t("player-gone"), size=16))
        return screen(host, route, host.t("stats-title"), [gone])
    t = host.t
    if not summary.played:
        empty = tagged("player-empty", ft.Text(t("stats-no-games"), size=16))
        return screen(host, route, summary.name, [empty])
    streak = streaks(host.db).get(player_id, 0)
    line = t(
        "player-summary",
        played=summary.played,
        won=summary.won,
        rate=round(100 * summary.won / summary.played),
        streak=streak,
    )
    controls: list[ft.Control] = [tagged("player-summary", ft.Text(line, size=16))]
    controls += by_month(host, months(host.db, player_id))
    controls += by_level(host, against_levels(host.db, player_id))
    return screen(host, route, summary.name, controls)


def by_month(host: Host, rows: Sequence[Month]) -> list[ft.Control]:
    """Wins per month, a line per game, with its legend."""
    fch = charts()
    t = host.t
    shown = sorted({r.month for r in rows})[-MONTHS:]
    games = [g for g in GAMES if any(r.game == g and r.month in shown for r in rows)]
    won = {(r.month, r.game): r.won for r in rows}
    series = []
    for i, game in enumerate(games):
        colour = GAMES[game].accent
        series.append(
            fch.LineChartData(
                points=[
                    fch.LineChartDataPoint(x=x, y=won.get((month, game), 0))
                    for x, month in enumerate(shown)
                ],
                color=colour,
                stroke_width=3,
                dash_pattern=DASHES[i % len(DASHES)],
                point=SHAPES[i % len(SHAPES)](colour),
            )
        )
    top = max([won.get((m, g), 0) for m in shown for g in games] or [1])
    step = max(1, (len(shown) + 3) // 4)
    labels = [
        fch.ChartAxisLabel(value=x, label=ft.Text(host.tr.month(month), size=11))
        for x, month in enumerate(shown)
        if x % step == 0
    ]
    chart = fch.LineChart(
        data_series=series,
        min_y=0,
        max_y=top + 1,
        min_x=0,
        max_x=max(1, len(shown) - 1),
        bottom_axis=fch.ChartAxis(labels=labels, label_size=28),
        left_axis=fch.ChartAxis(label_size=32),
        horizontal_grid_lines=fch.ChartGridLines(color=ft.Colors.OUTLINE_VARIANT, width=1),
        height=200,
        animation=ft.Animation(0),
    )
    said = "; ".join(
        t(
            "player-month-said",
            month=host.tr.month(month),
            wins=", ".join(
                t("board-wins", name=t(f"game-{g}"), count=won.get((month, g), 0)) for g in games
            ),
        )
        for month in shown
    )
    legend = ft.Row(
        [legend_item(host, g, i) for i, g in enumerate(games)], wrap=True, spacing=12, run_spacing=4
    )
    return [
        ft.Text(t("player-by-month"), size=18, weight=ft.FontWeight.BOLD),
        tagged("player-months", chart, label=said),
        legend,
    ]


def legend_item(host: Host, game: str, index: int) -> ft.Control:
    """A game's line in the legend: its colour, a mark of its point shape, its name."""
    marks = (ft.Icons.CIRCLE, ft.Icons.SQUARE, ft.Icons.CLOSE)
    return ft.Row(
        [
            ft.Icon(marks[index % len(marks)], size=14, color=GAMES[game].accent),
            ft.Text(host.t(f"game-{game}"), size=13),
        ],
        spacing=4,
        tight=True,
    )


def by_level(host: Host, rows: Sequence[LevelRecord]) -> list[ft.Control]:
    """The win rate at tables with each computer level, as bars and in words."""
    fch = charts()
    if not rows:
        return []
    t = host.t
    found = {r.level: r for r in rows}
    order = [level for level in LEVELS if level in found]
    order += sorted(set(found) - set(order))
    rate = {lv: round(100 * found[lv].won / found[lv].played) for lv in order}
    groups = [
        bar(i, rate[lv], t("board-percent", value=rate[lv]), width=28) for i, lv in enumerate(order)
    ]
    labels = [
        fch.ChartAxisLabel(value=i, label=ft.Text(t(f"level-{lv}"), size=12))
        for i, lv in enumerate(order)
    ]
    chart = fch.BarChart(
        groups=groups,
        min_y=0,
        max_y=100,
        bottom_axis=fch.ChartAxis(labels=labels, label_size=24),
        left_axis=fch.ChartAxis(label_size=36),
        horizontal_grid_lines=fch.ChartGridLines(color=ft.Colors.OUTLINE_VARIANT, width=1),
        height=160,
        animation=ft.Animation(0),
    )
    lines = [
        t(
            "player-level-line",
            level=t(f"level-{lv}"),
            won=found[lv].won,
            played=found[lv].played,
            rate=rate[lv],
        )
        for lv in order
    ]
    return [
        ft.Text(t("player-by-level"), size=18, weight=ft.FontWeight.BOLD),
        tagged("player-levels", chart, label="; ".join(lines)),
        *(
            tagged(f"player-level-{lv}", ft.Text(line, size=14))
            for lv, line in zip(order, lines, strict=True)
        ),
    ]


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
