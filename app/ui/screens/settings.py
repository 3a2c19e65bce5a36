"""Settings of this phone: language, appearance, card pack, sound, vibration, card size."""

from __future__ import annotations

import flet as ft

from app.i18n import LANGUAGES
from app.ui.host import Host
from app.ui.screens.scaffold import screen
from app.ui.settings import SKINS, SPEEDS, THEMES
from app.ui.widgets import tagged

THEME_ICONS = {
    "system": ft.Icons.BRIGHTNESS_AUTO,
    "light": ft.Icons.LIGHT_MODE,
    "dark": ft.Icons.DARK_MODE,
}


def view(host: Host) -> ft.View:
    """The settings view; every change applies at once and is remembered."""
    s = host.settings

    def segmented(field: str, segments: list[ft.Segment], value: str) -> ft.Control:
        async def choose(e: ft.Event) -> None:
            await host.change(**{field: e.control.selected[0]})

        return tagged(
            f"setting-{field}",
            ft.SegmentedButton(segments=segments, selected=[value], on_change=choose),
        )

    language = segmented(
        "language",
        [ft.Segment(value=code, label=ft.Text(name)) for code, name in LANGUAGES],
        s.language or "en",
    )
    theme = segmented(
        "theme",
        [
            ft.Segment(value=t, label=ft.Text(host.t(f"theme-{t}")), icon=ft.Icon(THEME_ICONS[t]))
            for t in THEMES
        ],
        s.theme,
    )

    async def choose_skin(e: ft.Event) -> None:
        await host.change(skin=e.control.value)

    skin = ft.RadioGroup(
        value=s.skin,
        on_change=choose_skin,
        content=ft.Column(
            [ft.Radio(value=k, label=host.t(f"skin-{k}")) for k in SKINS], spacing=0, tight=True
        ),
    )

    speed = segmented(
        "bot_speed",
        [ft.Segment(value=k, label=ft.Text(host.t(f"speed-{k}"))) for k in SPEEDS],
        s.bot_speed,
    )

    def switch(field: str, label: str, hint: str | None = None) -> ft.Control:
        async def toggle(e: ft.Event) -> None:
            await host.change(**{field: bool(e.control.value)})

        control = tagged(
            f"setting-{field}",
            ft.Switch(label=host.t(label), value=getattr(s, field), on_change=toggle),
        )
        if hint is None:
            return control
        hint_text = ft.Text(host.t(hint), size=12, color=ft.Colors.ON_SURFACE_VARIANT)
        return ft.Column([control, hint_text], spacing=2, tight=True)

    def section(label: str, control: ft.Control) -> ft.Control:
        return ft.Column(
            [ft.Text(host.t(label), weight=ft.FontWeight.BOLD, size=16), control],
            spacing=6,
            tight=True,
        )

    controls = [
        section("settings-language", language),
        section("settings-theme", theme),
        section("settings-skin", tagged("setting-skin", skin)),
        section("settings-speed", speed),
        ft.Divider(),
        switch("sound", "settings-sound"),
        switch("haptics", "settings-haptics"),
        switch("large_cards", "settings-large-cards", "settings-large-cards-hint"),
        switch("reduce_motion", "settings-reduce-motion"),
        switch("diagnostics", "settings-diagnostics", "settings-diagnostics-hint"),
    ]
    if host.stalls is not None:
        stalls = host.stalls
        controls.append(
            tagged(
                "diag-stalls",
                ft.Text(
                    host.t("settings-stalls", ms=round(stalls.longest_ms), slow=stalls.slow),
                    size=14,
                ),
            )
        )
        if stalls.longest:
            controls.append(
                tagged(
                    "diag-stalls-what",
                    ft.Text(host.t("settings-stalls-what", what=stalls.longest), size=14),
                )
            )
    return screen(host, "/settings", host.t("settings-title"), controls)
