"""Schnitzel in a player's statistics: the average and the best (lowest) total."""

from __future__ import annotations

from collections.abc import Mapping

import flet as ft

from app.stats import scores_by_player
from app.ui.host import Host


def lines(host: Host) -> Mapping[int, list[ft.Control]]:
    """Per player id: their average total and their best game (the lowest total)."""
    out: dict[int, list[ft.Control]] = {}
    for pid, scores in scores_by_player(host.db, "schnitzel").items():
        text = host.t("sz-stats", average=round(scores.average, 1), best=int(scores.lowest))
        out[pid] = [ft.Text(text, size=13, color=ft.Colors.ON_SURFACE_VARIANT)]
    return out
