"""Screens, one module each; ``views_for`` maps a route to the stack of views."""

from __future__ import annotations

from typing import TYPE_CHECKING

import flet as ft

from app.games import CATALOG
from app.ui.screens import home, players, rules, settings, stats
from app.ui.screens.tables import TABLES

if TYPE_CHECKING:
    from app.ui.shell import Shell


def views_for(shell: Shell, route: str) -> list[ft.View]:
    """The views for ``route``: a top-level screen, maybe with one screen pushed over it."""
    parts = [p for p in route.split("/") if p]
    if parts == ["players"]:
        return [players.view(shell)]
    if parts == ["stats"]:
        return [stats.view(shell)]
    if len(parts) == 2 and parts[0] == "play" and parts[1] in TABLES:
        table = shell.table_for(parts[1])
        if table is not None:
            return [table.build()]
    stack = [home.view(shell)]
    if len(parts) == 3 and parts[0] == "play" and parts[1] in TABLES and parts[2] == "setup":
        stack.append(TABLES[parts[1]].setup(shell))
    elif parts == ["settings"]:
        stack.append(settings.view(shell))
    elif len(parts) == 2 and parts[0] == "rules" and parts[1] in {g.id for g in CATALOG}:
        stack.append(rules.view(shell, parts[1]))
    return stack
