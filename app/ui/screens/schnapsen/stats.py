"""Schnapsen in a player's statistics: Bummerl and deals against each kind of opponent."""

from __future__ import annotations

from collections.abc import Mapping

import flet as ft

from app.stats import Matchup, matchups
from app.ui.host import Host


def opponent(host: Host, label: str) -> str:
    """ "a person", or the computer level by name."""
    if label == "person":
        return host.t("stats-person")
    return host.t("sn-computer-name", level=host.t(f"level-{label}"))


def lines(host: Host) -> Mapping[int, list[ft.Control]]:
    """Per player id: a line per opponent kind; Schneider-Bummerl count twice."""
    found = matchups(host.db, "schnapsen")
    return {pid: player_lines(host, versus) for pid, versus in found.items()}


def player_lines(host: Host, versus: tuple[Matchup, ...]) -> list[ft.Control]:
    """One player's lines."""
    out: list[ft.Control] = []
    for m in versus:
        text = host.t(
            "sn-stats-vs",
            opponent=opponent(host, m.opponent),
            won=m.won,
            played=m.played,
            deals_won=m.rounds_won,
            deals=m.rounds,
        )
        out.append(ft.Text(text, size=13, color=ft.Colors.ON_SURFACE_VARIANT))
        if m.double_wins:
            double = host.t("sn-stats-double", count=m.double_wins)
            out.append(ft.Text(double, size=13, color=ft.Colors.ON_SURFACE_VARIANT))
    return out
