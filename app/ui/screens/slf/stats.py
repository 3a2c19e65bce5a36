"""Schnapp, Land, Fluss! in a player's statistics: points over all games and the best game."""

from __future__ import annotations

from collections.abc import Mapping

import flet as ft

from app.stats import points_by_player
from app.ui.host import Host


def lines(host: Host) -> Mapping[int, list[ft.Control]]:
    """Per player id: total points and the best game's points."""
    out: dict[int, list[ft.Control]] = {}
    for pid, (total, best) in points_by_player(host.db, "slf").items():
        text = host.t("slf-stats-points", total=int(total), best=int(best))
        out[pid] = [ft.Text(text, size=13, color=ft.Colors.ON_SURFACE_VARIANT)]
    return out
