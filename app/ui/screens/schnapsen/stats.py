"""Schnapsen in a player's statistics: Bummerl and deals against each kind of opponent."""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING

import flet as ft

from app.stats import Matchup, matchups

if TYPE_CHECKING:
    from app.ui.shell import Shell


def opponent(shell: Shell, label: str) -> str:
    """ "a person", or the computer level by name."""
    if label == "person":
        return shell.t("stats-person")
    return shell.t("sn-computer-name", level=shell.t(f"level-{label}"))


def lines(shell: Shell) -> Mapping[int, list[ft.Control]]:
    """Per player id: a line per opponent kind; Schneider-Bummerl count twice."""
    found = matchups(shell.db, "schnapsen")
    return {pid: player_lines(shell, versus) for pid, versus in found.items()}


def player_lines(shell: Shell, versus: tuple[Matchup, ...]) -> list[ft.Control]:
    """One player's lines."""
    out: list[ft.Control] = []
    for m in versus:
        text = shell.t(
            "sn-stats-vs",
            opponent=opponent(shell, m.opponent),
            won=m.won,
            played=m.played,
            deals_won=m.rounds_won,
            deals=m.rounds,
        )
        out.append(ft.Text(text, size=13, color=ft.Colors.ON_SURFACE_VARIANT))
        if m.double_wins:
            double = shell.t("sn-stats-double", count=m.double_wins)
            out.append(ft.Text(double, size=13, color=ft.Colors.ON_SURFACE_VARIANT))
    return out
