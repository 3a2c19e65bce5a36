"""A game's rules, rendered from locales/<lang>/rules/<game>.md."""

from __future__ import annotations

import flet as ft

from app.ui.host import Host
from app.ui.screens.scaffold import screen
from app.ui.widgets import TEXT_WIDTH, tagged


def view(host: Host, game: str) -> ft.View:
    """The rules view for ``game``."""
    text = host.tr.rules(game)
    body = (
        ft.Markdown(text, extension_set=ft.MarkdownExtensionSet.GITHUB_WEB)
        if text
        else ft.Text(host.t("rules-missing"))
    )
    title = host.t("rules-title", game=host.t(f"game-{game}"))
    return screen(host, f"/rules/{game}", title, [tagged("rules-text", body)], width=TEXT_WIDTH)
