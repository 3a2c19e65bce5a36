"""The scaffold every screen but the table sits in: app bar, navigation bar, centred content;
a game's setup also has its start button pinned at the bottom."""

from __future__ import annotations

import flet as ft

from app.ui.host import Host
from app.ui.widgets import MAX_WIDTH, centred, icon_button

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


def setup_screen(
    host: Host, game: str, title: str, options: list[ft.Control], error: ft.Text, start: ft.Control
) -> ft.View:
    """A game's setup: the options scroll under an app bar with the game's rules; the start
    button stays at the bottom of every phone, the line saying why a start was refused
    right above it."""
    route = f"/play/{game}/setup"
    rules = icon_button(
        "open-rules", ft.Icons.MENU_BOOK, host.t("button-rules"), lambda: host.go(f"/rules/{game}")
    )
    body = ft.Column(
        [ft.Container(centred(options), padding=ft.Padding.symmetric(horizontal=12, vertical=8))],
        scroll=ft.ScrollMode.AUTO,
        expand=True,
        horizontal_alignment=ft.CrossAxisAlignment.CENTER,
        key="setup-options",
    )
    return ft.View(
        route=route,
        key=route,
        appbar=ft.AppBar(title=ft.Text(title), actions=[rules], center_title=False),
        controls=[body, start_bar(error, start)],
        horizontal_alignment=ft.CrossAxisAlignment.STRETCH,
        spacing=0,
        padding=0,
    )


def start_bar(error: ft.Text, start: ft.Control) -> ft.Container:
    """The bar under a setup's options: a line above it sets it apart, it keeps clear of a
    phone's bottom edge (the safe area), and it holds the refusal line and the start button."""
    error.text_align = ft.TextAlign.CENTER
    return ft.Container(
        ft.SafeArea(
            ft.Column(
                [error, start],
                spacing=8,
                tight=True,
                horizontal_alignment=ft.CrossAxisAlignment.CENTER,
            ),
            avoid_intrusions_top=False,
        ),
        key="setup-bar",
        bgcolor=ft.Colors.SURFACE_CONTAINER,
        border=ft.Border.only(top=ft.BorderSide(1, ft.Colors.OUTLINE_VARIANT)),
        padding=ft.Padding.symmetric(horizontal=16, vertical=12),
    )
