"""The scaffold every screen but the table sits in: app bar, navigation bar, centred content."""

from __future__ import annotations

import flet as ft

from app.ui.host import Host
from app.ui.widgets import MAX_WIDTH, centred

TOP_LEVEL = ("/", "/players", "/stats")
"""Routes reached from the navigation bar, in its order."""


def nav_bar(host: Host, route: str) -> ft.NavigationBar:
    """Games · Players · Statistics, always within thumb reach."""
    items = (
        (ft.Icons.STYLE_OUTLINED, ft.Icons.STYLE, "nav-games"),
        (ft.Icons.PEOPLE_OUTLINE, ft.Icons.PEOPLE, "nav-players"),
        (ft.Icons.BAR_CHART_OUTLINED, ft.Icons.BAR_CHART, "nav-stats"),
    )
    return ft.NavigationBar(
        selected_index=TOP_LEVEL.index(route),
        destinations=[
            ft.NavigationBarDestination(icon=icon, selected_icon=selected, label=host.t(label))
            for icon, selected, label in items
        ],
        on_change=lambda e: host.go(TOP_LEVEL[e.control.selected_index]),
    )


def screen(
    host: Host,
    route: str,
    title: str,
    controls: list[ft.Control],
    *,
    actions: list[ft.Control] | None = None,
    width: int = MAX_WIDTH,
) -> ft.View:
    """A scrolling view with an app bar; top-level routes also get the navigation bar."""
    top = route in TOP_LEVEL
    return ft.View(
        route=route,
        key=route,
        appbar=ft.AppBar(title=ft.Text(title), actions=actions or [], center_title=False),
        navigation_bar=nav_bar(host, route) if top else None,
        controls=[centred(controls, width)],
        horizontal_alignment=ft.CrossAxisAlignment.CENTER,
        scroll=ft.ScrollMode.AUTO,
        padding=ft.Padding.symmetric(horizontal=12, vertical=8),
    )
