"""After a round of Snorkeling: each pile's top card and the running totals; once someone
is alone at the top with the target reached, the podium."""

from __future__ import annotations

from typing import TYPE_CHECKING

import flet as ft

from app.ui.components.podium import podium
from app.ui.widgets import avatar, name_text, tagged

if TYPE_CHECKING:
    from app.ui.screens.snorkeling.table import Table

ROUTE = "/play/snorkeling"


def result_view(table: Table, index: int) -> ft.View:
    """Round ``index`` (0-based) is over: who got the Beach, scores, totals, maybe the end."""
    session = table.session
    state = session.state
    t = table.t
    names = [table.name(s) for s in range(state.seats)]
    scores = state.results[index]
    totals = [sum(r[s] for r in state.results[: index + 1]) for s in range(state.seats)]
    final = session.outcome() is not None and index == len(state.results) - 1
    beach = state.beaches[index]
    humans = session.humans()
    if beach is None:
        reason = t("sk-calm-sea")
    elif humans == [beach]:
        reason = t("sk-beach-went-you")
    else:
        reason = t("sk-beach-went", name=names[beach])
    lines: list[ft.Control] = [
        tagged(
            "round-result",
            ft.Text(
                t("sk-game-over") if final else t("sk-round-over", number=index + 1),
                size=26,
                weight=ft.FontWeight.BOLD,
            ),
        ),
        ft.Text(reason, size=16),
    ]
    if final:
        winner = session.outcome().winners[0]
        lines += [
            tagged(
                "winner",
                ft.Text(
                    t("sk-winner-you")
                    if humans == [winner]
                    else t("sk-winner", name=names[winner]),
                    size=22,
                    weight=ft.FontWeight.BOLD,
                    color=ft.Colors.PRIMARY,
                ),
            ),
            podium(list(zip(names, totals, strict=True)), lambda n: t("sk-points", count=n)),
            ft.Divider(),
        ]
    lines.append(
        ft.Row(
            [
                ft.Text("", width=40),
                ft.Text("", expand=True),
                ft.Text(t("sk-this-round"), size=13, width=110, text_align=ft.TextAlign.END),
                ft.Text(t("sk-total"), size=13, width=60, text_align=ft.TextAlign.END),
            ]
        )
    )
    for seat in sorted(range(state.seats), key=lambda s: (-totals[s], s)):
        depth = t(f"sk-value-{scores[seat]}")
        lines.append(
            tagged(
                f"score-{seat}",
                ft.Row(
                    [
                        avatar(seat, names[seat]),
                        ft.Container(name_text(names[seat], size=17), expand=True),
                        ft.Text(
                            f"{depth} +{scores[seat]}",
                            size=15,
                            width=110,
                            text_align=ft.TextAlign.END,
                        ),
                        ft.Text(
                            str(totals[seat]),
                            size=19,
                            weight=ft.FontWeight.BOLD,
                            width=60,
                            text_align=ft.TextAlign.END,
                        ),
                    ],
                    vertical_alignment=ft.CrossAxisAlignment.CENTER,
                ),
            )
        )
    if final:
        buttons = [
            tagged(
                "play-again",
                ft.FilledButton(
                    t("sk-play-again"),
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
                    t("sk-next-round"),
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
        appbar=ft.AppBar(title=ft.Text(t("game-snorkeling"))),
        controls=[ft.Container(ft.Column(lines, spacing=10, tight=True), width=560)],
        scroll=ft.ScrollMode.AUTO,
        horizontal_alignment=ft.CrossAxisAlignment.CENTER,
        padding=16,
    )
