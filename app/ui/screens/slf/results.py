"""After a round of Schnapp, Land, Fluss!: the round's points and the running totals;
after the last round, the podium."""

from __future__ import annotations

from typing import TYPE_CHECKING

import flet as ft

from app.ui.components.podium import podium
from app.ui.widgets import avatar, name_text, tagged

if TYPE_CHECKING:
    from app.ui.screens.slf.table import Table

ROUTE = "/play/slf"


def result_view(table: Table, index: int) -> ft.View:
    """Round ``index`` (0-based) is over: points, totals, and the podium if it was the last."""
    session = table.session
    results = session.state.results
    rounds = dict(session.record.options).get("rounds", 1)
    final = index == rounds - 1
    names = [s.name for s in session.seats]
    totals = [sum(r[seat] for r in results[: index + 1]) for seat in range(len(names))]
    points = results[index]
    t = table.t
    lines: list[ft.Control] = [
        tagged(
            "round-result",
            ft.Text(
                t("slf-game-over") if final else t("slf-round-over", number=index + 1),
                size=26,
                weight=ft.FontWeight.BOLD,
            ),
        ),
    ]
    if final:
        best = max(totals)
        winners = [names[s] for s in range(len(names)) if totals[s] == best]
        headline = (
            t("slf-winner", name=winners[0])
            if len(winners) == 1
            else t("slf-winners", names=", ".join(winners))
        )
        lines += [
            tagged(
                "winner", ft.Text(headline, size=22, weight=ft.FontWeight.BOLD, color="primary")
            ),
            podium(list(zip(names, totals, strict=True)), lambda n: t("slf-points", count=n)),
            ft.Divider(),
        ]
    order = sorted(range(len(names)), key=lambda s: (-totals[s], s))
    header = ft.Row(
        [
            ft.Text("", width=40),
            ft.Text("", expand=True),
            ft.Text(t("slf-this-round"), size=13, width=90, text_align=ft.TextAlign.END),
            ft.Text(t("slf-total"), size=13, width=70, text_align=ft.TextAlign.END),
        ]
    )
    rows = [
        tagged(
            f"score-{seat}",
            ft.Row(
                [
                    avatar(seat, names[seat]),
                    ft.Container(name_text(names[seat], size=17), expand=True),
                    ft.Text(f"+{points[seat]}", size=17, width=90, text_align=ft.TextAlign.END),
                    ft.Text(
                        str(totals[seat]),
                        size=19,
                        weight=ft.FontWeight.BOLD,
                        width=70,
                        text_align=ft.TextAlign.END,
                    ),
                ],
                vertical_alignment=ft.CrossAxisAlignment.CENTER,
            ),
        )
        for seat in order
    ]
    lines += [header, *rows]
    if final:
        buttons = [
            tagged(
                "play-again",
                ft.FilledButton(
                    t("slf-play-again"),
                    icon=ft.Icons.REPLAY,
                    height=56,
                    width=360,
                    on_click=table.play_again,
                ),
            ),
            tagged(
                "next-round",
                ft.OutlinedButton(
                    t("play-back-home"), height=56, width=360, on_click=table.acknowledge
                ),
            ),
        ]
    else:
        buttons = [
            tagged(
                "next-round",
                ft.FilledButton(
                    t("slf-next-round", number=index + 2),
                    icon=ft.Icons.ARROW_FORWARD,
                    height=56,
                    width=360,
                    on_click=table.acknowledge,
                ),
            )
        ]
    lines += [ft.Container(height=8), *buttons]
    return ft.View(
        route=ROUTE,
        appbar=ft.AppBar(title=ft.Text(t("game-slf"))),
        controls=[ft.Container(ft.Column(lines, spacing=10, tight=True), width=560)],
        scroll=ft.ScrollMode.AUTO,
        horizontal_alignment=ft.CrossAxisAlignment.CENTER,
        padding=16,
    )
