"""Statistics per player: games played and won, per game."""

from __future__ import annotations

from typing import TYPE_CHECKING

import flet as ft

from app.games import CATALOG
from app.stats import Matchup, PlayerSummary, matchups, points_by_player, summaries
from app.ui.screens.frame import screen
from app.ui.widgets import avatar, name_text, tagged

if TYPE_CHECKING:
    from app.ui.shell import Shell


def view(shell: Shell) -> ft.View:
    """The statistics view, or an explanation of how it fills up."""
    people = summaries(shell.db)
    versus = matchups(shell.db, "schnapsen")
    slf = points_by_player(shell.db, "slf")
    controls: list[ft.Control] = (
        [card(shell, p, versus.get(p.player_id, ()), slf.get(p.player_id)) for p in people]
        if people
        else [tagged("stats-empty", ft.Text(shell.t("stats-empty"), size=16))]
    )
    return screen(shell, "/stats", shell.t("stats-title"), controls)


def opponent(shell: Shell, label: str) -> str:
    """ "a person", or the computer level by name."""
    if label == "person":
        return shell.t("stats-person")
    return shell.t("sn-computer-name", level=shell.t(f"level-{label}"))


def schnapsen_lines(shell: Shell, versus: tuple[Matchup, ...]) -> list[ft.Control]:
    """Bummerl and deals against each kind of opponent; Schneider-Bummerl count twice."""
    lines: list[ft.Control] = []
    for m in versus:
        text = shell.t(
            "sn-stats-vs",
            opponent=opponent(shell, m.opponent),
            won=m.won,
            played=m.played,
            deals_won=m.rounds_won,
            deals=m.rounds,
        )
        lines.append(ft.Text(text, size=13, color=ft.Colors.ON_SURFACE_VARIANT))
        if m.double_wins:
            double = shell.t("sn-stats-double", count=m.double_wins)
            lines.append(ft.Text(double, size=13, color=ft.Colors.ON_SURFACE_VARIANT))
    return lines


def card(
    shell: Shell,
    summary: PlayerSummary,
    versus: tuple[Matchup, ...] = (),
    slf_points: tuple[float, float] | None = None,
) -> ft.Control:
    """One player's record, game by game (Schnapsen per opponent, SLF with points)."""
    lines: list[ft.Control] = []
    for info in CATALOG:
        tally = summary.tally(info.id)
        if tally and tally.played:
            lines.append(
                ft.Row(
                    [
                        ft.Text(shell.t(f"game-{info.id}"), expand=True),
                        ft.Text(shell.t("stats-played-won", played=tally.played, won=tally.won)),
                    ]
                )
            )
            if info.id == "schnapsen":
                lines += schnapsen_lines(shell, versus)
            if info.id == "slf" and slf_points is not None:
                total, best = (int(x) for x in slf_points)
                text = shell.t("slf-stats-points", total=total, best=best)
                lines.append(ft.Text(text, size=13, color=ft.Colors.ON_SURFACE_VARIANT))
    if not lines:
        lines.append(ft.Text(shell.t("stats-no-games"), color=ft.Colors.ON_SURFACE_VARIANT))
    return tagged(
        f"stats-{summary.name}",
        ft.Card(
            ft.Container(
                ft.Column(
                    [
                        ft.Row(
                            [
                                avatar(summary.player_id, summary.name),
                                name_text(summary.name, size=18, weight=ft.FontWeight.BOLD),
                            ]
                        ),
                        *lines,
                    ],
                    tight=True,
                ),
                padding=12,
            )
        ),
    )
