"""Schnipp-Schnapp in a player's statistics (games and wins come from the shared line):
the most cards they held at the end of a game, and their median reaction time on right
calls (a record to beat)."""

from __future__ import annotations

from collections.abc import Mapping

import flet as ft

from app.stats import reactions_by_player, scores_by_player
from app.ui.host import Host


def lines(host: Host) -> Mapping[int, list[ft.Control]]:
    """Per player id: the most cards held at the end of a game; and, once they have won
    a call with a recorded time, their median reaction time."""
    out: dict[int, list[ft.Control]] = {}
    for pid, scores in scores_by_player(host.db, "snap").items():
        out[pid] = [line(host.t("snp-stats", best=int(scores.highest)))]
    for pid, times in reactions_by_player(host.db, "snap").items():
        text = host.t("snp-stats-reaction", seconds=times.median_ms / 1000, calls=times.calls)
        out.setdefault(pid, []).append(line(text))
    return out


def line(text: str) -> ft.Control:
    """One statistics line in the quieter colour."""
    return ft.Text(text, size=13, color=ft.Colors.ON_SURFACE_VARIANT)
