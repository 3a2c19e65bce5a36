"""Routes to screens: ``views_for`` maps a route to the stack of views it shows.

Only the home screen is imported with the app: every other screen's module is imported
when its route is first shown (the history brings every game's replay with it), so that
the boot does not wait for them.
"""

from __future__ import annotations

from importlib import import_module
from types import ModuleType

import flet as ft

from app.games import GAMES
from app.ui.games import SCREENS
from app.ui.host import Host
from app.ui.screens import home

LATER = ("settings", "players", "stats", "history", "player", "rules")
"""The screens imported on first use, in the order the app warms them up
(:mod:`app.ui.boot`)."""


def screen(name: str) -> ModuleType:
    """The screen module ``app.ui.screens.<name>``, imported on first use."""
    return import_module(f"app.ui.screens.{name}")


def views_for(host: Host, route: str) -> list[ft.View]:
    """The views for ``route``: a top-level screen, maybe with one screen pushed over it."""
    parts = [p for p in route.split("/") if p]
    if parts == ["players"]:
        return [screen("players").view(host)]
    if parts == ["stats"]:
        return [screen("stats").view(host)]
    if len(parts) == 2 and parts[0] == "play" and parts[1] in SCREENS:
        table = host.table_for(parts[1])
        if table is not None:
            return [table.build()]
    stack = [home.view(host)]
    if len(parts) == 3 and parts[0] == "play" and parts[1] in SCREENS and parts[2] == "setup":
        stack.append(SCREENS[parts[1]].setup(host))
    elif parts == ["history"]:
        stack.append(screen("history").view(host))
    elif len(parts) == 2 and parts[0] == "history" and parts[1].isascii() and parts[1].isdigit():
        stack.append(screen("replay").view(host, int(parts[1])))
    elif len(parts) == 2 and parts[0] == "stats" and parts[1].isascii() and parts[1].isdigit():
        stack.append(screen("player").view(host, int(parts[1])))
    elif parts == ["settings"]:
        stack.append(screen("settings").view(host))
    elif len(parts) == 2 and parts[0] == "rules" and parts[1] in GAMES:
        stack.append(screen("rules").view(host, parts[1]))
    return stack


def parent(route: str) -> str | None:
    """Where Back leads from a screen that sits under another: the history under the
    statistics, a finished game under the history, a player's charts under the
    statistics; None where Back leads to wherever the person came from."""
    parts = [p for p in route.split("/") if p]
    if parts == ["history"]:
        return "/stats"
    if len(parts) == 2 and parts[0] in ("history", "stats") and parts[1].isdigit():
        return f"/{parts[0]}"
    return None
