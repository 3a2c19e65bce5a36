"""Schnipp-Schnapp in a player's statistics (games and wins come from the shared line):
the most cards they held at the end of a game."""

from __future__ import annotations

from collections.abc import Mapping

import flet as ft

from app.stats import scores_by_player
from app.ui.host import Host


def lines(host: Host) -> Mapping[int, list[ft.Control]]:
    """Per player id: the most cards held at the end of a game."""
    out = {}
    for pid, scores in scores_by_player(host.db, "snap").items():
        text = host.t("snp-stats", best=int(scores.highest))
        out[pid] = [ft.Text(text, size=13, color=ft.Colors.ON_SURFACE_VARIANT)]
    return out
