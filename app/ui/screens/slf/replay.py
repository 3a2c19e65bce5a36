"""A Schnapp, Land, Fluss! game replayed: each player's points per round (bars and
words); the round, the category, the letter cards on the table and every player's won
letters and points; each turned card, slap, vote and verdict in the words the table
used, so the awards come in their order."""

from __future__ import annotations

from collections.abc import Sequence

import flet as ft

from app.games.slf.model import NobodyKnows, Slap, Stop, Turn, Vote
from app.games.slf.view import View
from app.ui.charts import charts
from app.ui.host import Host
from app.ui.screens.game import LongGame, Replayer
from app.ui.screens.slf.board import label_of
from app.ui.screens.slf.notes import describe
from app.ui.widgets import name_text, tagged

Moment = tuple[View, ...]
"""Every seat's view of one moment, by seat."""


def category(host: Host, v: View) -> str:
    """The category card's name, or that none is turned yet."""
    return host.t(f"slf-cat-{v.category}") if v.category else host.t("slf-replay-no-category")


def draw(host: Host, names: Sequence[str], views: Moment) -> list[ft.Control]:
    """The round and category, the letters on the table, then every player."""
    t, v = host.t, views[0]
    facts = [t("slf-round", number=v.round_no + 1, rounds=v.options.rounds), category(host, v)]
    letters = [chip(label_of(c)) for c in v.table if c is not None]
    players = [
        tagged(
            f"replay-seat-{s}",
            ft.Column(
                [
                    name_text(names[s], size=16, weight=ft.FontWeight.BOLD),
                    ft.Text(t("slf-replay-points", count=v.totals[s]), size=14),
                    ft.Row([chip(label_of(c)) for c in v.won[s]], spacing=4, wrap=True),
                ],
                spacing=4,
                tight=True,
            ),
        )
        for s in range(v.seats)
    ]
    return [
        tagged("replay-facts", ft.Text(" · ".join(facts), size=15)),
        tagged("replay-table", ft.Row(letters, spacing=4, run_spacing=4, wrap=True)),
        *players,
    ]


def summary(host: Host, names: Sequence[str], views: Moment) -> list[ft.Control]:
    """Each player's points, as bars (a part per round, alternating shades) and a table
    of the rounds."""
    fch = charts()
    t, v = host.t, views[0]
    rounds = list(v.results)
    shades = (ft.Colors.PRIMARY, ft.Colors.TERTIARY)
    groups = []
    for s in range(v.seats):
        stack, low = [], 0
        for r, result in enumerate(rounds):
            stack.append(
                fch.BarChartRodStackItem(
                    from_y=low, to_y=low + result[s], color=shades[r % len(shades)]
                )
            )
            low += result[s]
        rod = fch.BarChartRod(
            from_y=0,
            to_y=low,
            width=22,
            stack_items=stack,
            color=shades[0],
            tooltip=fch.BarChartRodTooltip(text=t("slf-replay-points", count=low)),
        )
        groups.append(fch.BarChartGroup(x=s, rods=[rod]))
    labels = [
        fch.ChartAxisLabel(value=s, label=ft.Text(names[s], size=11, max_lines=1))
        for s in range(v.seats)
    ]
    top = max([sum(r[s] for r in rounds) for s in range(v.seats)] or [0])
    chart = fch.BarChart(
        groups=groups,
        min_y=0,
        max_y=top + 1,
        bottom_axis=fch.ChartAxis(labels=labels, label_size=24),
        left_axis=fch.ChartAxis(label_size=32),
        height=160,
        animation=ft.Animation(0),
    )
    lines = [
        t(
            "slf-replay-round-line",
            name=names[s],
            points=", ".join(str(r[s]) for r in rounds),
            total=t("slf-replay-points", count=sum(r[s] for r in rounds)),
        )
        for s in range(v.seats)
    ]
    return [
        ft.Text(t("slf-replay-rounds"), size=18, weight=ft.FontWeight.BOLD),
        tagged("replay-rounds", chart, label="; ".join(lines)),
        *(ft.Text(line, size=14) for line in lines),
    ]


def chip(letter: str) -> ft.Control:
    """A letter card, small."""
    return ft.Container(
        ft.Text(letter, size=16, weight=ft.FontWeight.BOLD),
        width=32,
        height=36,
        alignment=ft.Alignment.CENTER,
        border=ft.Border.all(1, ft.Colors.OUTLINE),
        border_radius=6,
    )


def with_leader(host: Host, names: Sequence[str], v: View) -> Sequence[str]:
    """The players' names, and in game-leader mode the game leader's after them: the
    leader, who does not play along, acts as the seat after the players'."""
    if v.options.mode != "leader":
        return names
    return [*names[: v.seats], host.t("slf-replay-leader")]


def words(host: Host, names: Sequence[str], before: Moment, move: object, after: Moment) -> str:
    """The move in words; a verdict, a tie or "nobody knows" as the table said it."""
    t, v, done = host.t, before[0], after[0]
    names = with_leader(host, names, v)
    said: list[str] = []
    if isinstance(move, Turn):
        said.append(t("slf-replay-turn", name=names[move.seat], category=category(host, done)))
    elif isinstance(move, Slap) and (slapped := v.table[move.slot]) is not None:
        said.append(t("slf-replay-slap", name=names[move.seat], letter=label_of(slapped)))
    elif isinstance(move, Vote) and not (v.slaps and not done.slaps):
        said.append(t("slf-replay-yes" if move.accept else "slf-replay-no", name=names[move.seat]))
    elif isinstance(move, Stop):
        said.append(t("slf-replay-stop"))
    if isinstance(move, Vote | Slap | NobodyKnows | Turn):
        said.append(describe(host.tr, lambda seat: names[seat], v, done, move))
    return " ".join(filter(None, said))


REPLAYER = Replayer(
    draw,
    words,
    summary,
    "slf-replay-start",
    timed=(
        LongGame(6, "b", "game leader, 6 children", {"mode": "leader"}),
        LongGame(6, "a", "6 players"),
    ),
)
"""The game's replay, with the long games its benchmark opens."""
