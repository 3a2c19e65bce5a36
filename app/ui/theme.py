"""Material 3 themes: deep felt green as the app's seed colour, every text with the
bundled emoji font behind it, and tap targets of at least 48 px on every device."""

from __future__ import annotations

import flet as ft

SEED = "#1B5E20"
MODES = {"system": ft.ThemeMode.SYSTEM, "light": ft.ThemeMode.LIGHT, "dark": ft.ThemeMode.DARK}
FONT = "Roboto"
"""The text font (Flutter's own, served with the web client)."""
EMOJI_FONT = "Emoji"
"""The bundled emoji font's family (the shell's ``page.fonts``): behind every text, so an
emoji in a name never shows as a box. The text font is named along with it, or digits
and spaces would come from the emoji font."""
TAP = 48
"""Material's smallest tap target, in px. Flutter sizes buttons for a phone's browser
(48) but 8–16 px smaller for a desktop's, a Chromebook's or a tablet's that says
"Linux"; these sizes hold everywhere."""
TEXT_STYLES = [
    f"{role}_{size}"
    for role in ("display", "headline", "title", "body", "label")
    for size in ("large", "medium", "small")
]
LABEL_LINE = 20
"""The height of a button's or a chip's label line (Material's label-large style)."""
SWITCH = 40
"""A switch's height without padding."""
CHIP_BORDER = 1


def button_style(horizontal: int) -> ft.ButtonStyle:
    """A button at least ``TAP`` high: its label line and the padding around it."""
    vertical = (TAP - LABEL_LINE) // 2
    return ft.ButtonStyle(padding=ft.Padding.symmetric(horizontal=horizontal, vertical=vertical))


def texts(colour: str) -> ft.TextTheme:
    """Every text style with the text font, the emoji font behind it, and ``colour`` (a
    scheme role, so light and dark each get theirs: a style without one came out black on
    the dark theme)."""
    style = ft.TextStyle(font_family=FONT, font_family_fallback=[EMOJI_FONT], color=colour)
    return ft.TextTheme(**{name: style for name in TEXT_STYLES})


STILL = ft.PageTransitionsTheme(
    **{
        system: ft.PageTransitionTheme.NONE
        for system in ("android", "ios", "linux", "macos", "windows")
    }
)
"""Screens that change without sliding or fading in, on every system (motion reduced)."""


def theme(still: bool = False) -> ft.Theme:
    """The app's theme (light and dark share it; the mode picks the colours); ``still``:
    motion reduced, so screens change without an animation."""
    return ft.Theme(
        page_transitions=STILL if still else ft.PageTransitionsTheme(),
        color_scheme_seed=SEED,
        visual_density=ft.VisualDensity.STANDARD,
        text_theme=texts(ft.Colors.ON_SURFACE),
        primary_text_theme=texts(ft.Colors.ON_PRIMARY),
        text_button_theme=ft.TextButtonTheme(style=button_style(12)),
        filled_button_theme=ft.FilledButtonTheme(style=button_style(24)),
        outlined_button_theme=ft.OutlinedButtonTheme(style=button_style(24)),
        button_theme=ft.ButtonTheme(style=button_style(24)),
        icon_button_theme=ft.IconButtonTheme(style=ft.ButtonStyle(padding=(TAP - 24) // 2)),
        switch_theme=ft.SwitchTheme(
            padding=ft.Padding.symmetric(horizontal=4, vertical=(TAP - SWITCH) // 2)
        ),
        chip_theme=ft.ChipTheme(
            padding=ft.Padding.symmetric(
                horizontal=8, vertical=(TAP - LABEL_LINE) // 2 - CHIP_BORDER
            )
        ),
    )


def apply_theme(page: ft.Page, mode: str, still: bool = False) -> None:
    """Set the light and dark themes and the chosen mode (``still``: motion reduced)."""
    page.theme = theme(still)
    page.dark_theme = theme(still)
    page.theme_mode = MODES.get(mode, ft.ThemeMode.SYSTEM)
