"""Material 3 themes: deep felt green as the app's seed colour."""

from __future__ import annotations

import flet as ft

SEED = "#1B5E20"
MODES = {"system": ft.ThemeMode.SYSTEM, "light": ft.ThemeMode.LIGHT, "dark": ft.ThemeMode.DARK}


def apply_theme(page: ft.Page, mode: str) -> None:
    """Set the light and dark themes and the chosen mode."""
    page.theme = ft.Theme(color_scheme_seed=SEED)
    page.dark_theme = ft.Theme(color_scheme_seed=SEED)
    page.theme_mode = MODES.get(mode, ft.ThemeMode.SYSTEM)
