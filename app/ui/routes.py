"""Routes to screens: ``views_for`` maps a route to the stack of views it shows."""

from __future__ import annotations

from typing import TYPE_CHECKING

import flet as ft

from app.games import GAMES
from app.ui.games import SCREENS
from app.ui.screens import home, players, rules, settings, stats

if TYPE_CHECKING:
    from app.ui.shell import Shell

RULES = {g.id for g in GAMES}
"""Every game on the home screen has its rule text, built or not."""


def views_for(shell: Shell, route: str) -> list[ft.View]:
    """The views for ``route``: a top-level screen, maybe with one screen pushed over it."""
    parts = [p for p in route.split("/") if p]
    if parts == ["players"]:
        return [players.view(shell)]
    if parts == ["stats"]:
        return [stats.view(shell)]
    if len(parts) == 2 and parts[0] == "play" and parts[1] in SCREENS:
        table = shell.table_for(parts[1])
        if table is not None:
            return [table.build()]
    stack = [home.view(shell)]
    if len(parts) == 3 and parts[0] == "play" and parts[1] in SCREENS and parts[2] == "setup":
        stack.append(SCREENS[parts[1]].setup(shell))
    elif parts == ["settings"]:
        stack.append(settings.view(shell))
    elif len(parts) == 2 and parts[0] == "rules" and parts[1] in RULES:
        stack.append(rules.view(shell, parts[1]))
    return stack
