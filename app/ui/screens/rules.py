"""A game's rules, rendered from locales/<lang>/rules/<game>.md."""

from __future__ import annotations

from typing import TYPE_CHECKING

import flet as ft

from app.ui.screens.frame import screen
from app.ui.widgets import TEXT_WIDTH, tagged

if TYPE_CHECKING:
    from app.ui.shell import Shell


def view(shell: Shell, game: str) -> ft.View:
    """The rules view for ``game``."""
    text = shell.tr.rules(game)
    body = (
        ft.Markdown(text, extension_set=ft.MarkdownExtensionSet.GITHUB_WEB)
        if text
        else ft.Text(shell.t("rules-missing"))
    )
    title = shell.t("rules-title", game=shell.t(f"game-{game}"))
    return screen(shell, f"/rules/{game}", title, [tagged("rules-text", body)], width=TEXT_WIDTH)
