"""The screen of a running game that another tab plays: it says so, and offers to play
it here (the other tab then shows this screen) or to go back to the games."""

from __future__ import annotations

import flet as ft

from app.ui.handover import headline, neutral, said
from app.ui.host import Host
from app.ui.widgets import tagged


class Elsewhere:
    """Stands in for the table of ``game`` on a tab that does not hold it."""

    def __init__(self, host: Host, game: str) -> None:
        self.host = host
        self.game = game

    def build(self) -> ft.View:
        """ "This game is open on another tab", "Play here", "Back to the games"."""
        t = self.host.t
        route = f"/play/{self.game}"
        here = ft.FilledButton(
            t("tabs-play-here"),
            icon=ft.Icons.OPEN_IN_BROWSER,
            height=56,
            width=360,
            on_click=lambda: self.host.take_over(self.game),
        )
        home = ft.OutlinedButton(
            t("play-back-home"), height=56, width=360, on_click=lambda: self.host.go("/")
        )
        return neutral(
            f"{route}#elsewhere",
            route,
            ft.Icon(ft.Icons.TAB, size=96),
            tagged("tab-elsewhere", headline(t("tabs-elsewhere-title"), 26)),
            said(t("tabs-elsewhere-body")),
            ft.Container(height=8),
            tagged("tab-play-here", here),
            tagged("tab-home", home),
        )
