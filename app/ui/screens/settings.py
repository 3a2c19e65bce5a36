"""Settings of this phone: language, appearance, card pack, sound, vibration, card size,
the games' first steps, the record book (save and load), diagnostics."""

from __future__ import annotations

from collections.abc import Sequence
from typing import cast

import flet as ft

from app.i18n import LANGUAGES
from app.ui.host import Host
from app.ui.screens import book
from app.ui.screens.scaffold import screen
from app.ui.settings import SKINS, SPEEDS, THEMES, Changes
from app.ui.theme import TAP
from app.ui.widgets import hinted, radios, segmented, tagged


def view(host: Host) -> ft.View:
    """The settings view; every change applies at once and is remembered."""
    s = host.settings

    def choice(field: str, choices: Sequence[tuple[str, str, ft.IconData | None]], value: str):
        async def choose(e: ft.Event) -> None:
            await host.change(**{field: e.control.selected[0]})

        return segmented(f"setting-{field}", choices, value, choose)

    languages = [(code, name, None) for code, name in LANGUAGES]
    language = choice("language", languages, s.language or "en")
    themes = [(t, host.t(f"theme-{t}"), None) for t in THEMES]  # words alone fit a small phone
    theme = choice("theme", themes, s.theme)

    def listed(field: str, prefix: str, values: tuple[str, ...], value: str) -> ft.Control:
        """One per line ("Langsam" broke in a third of a small phone's width)."""

        async def choose(e: ft.Event) -> None:
            await host.change(**{field: e.control.value})

        choices = [(k, host.t(f"{prefix}-{k}")) for k in values]
        return tagged(f"setting-{field}", radios(choices, value, choose))

    skin = listed("skin", "skin", SKINS, s.skin)
    speed = listed("bot_speed", "speed", tuple(SPEEDS), s.bot_speed)

    def switch(field: str, label: str, hint: str | None = None) -> ft.Control:
        async def toggle(e: ft.Event) -> None:
            await host.change(**cast(Changes, {field: bool(e.control.value)}))  # a switch: a bool

        control = ft.Switch(label=host.t(label), value=getattr(s, field), on_change=toggle)
        return hinted(f"setting-{field}", control, host.t(hint) if hint else None)

    def section(label: str, control: ft.Control) -> ft.Control:
        return ft.Column(
            [ft.Text(host.t(label), weight=ft.FontWeight.BOLD, size=16), control],
            spacing=6,
            tight=True,
        )

    async def coach_again(_: ft.Event) -> None:
        await host.change(coached=())
        host.notify(host.t("coach-again"))

    again = ft.OutlinedButton(
        host.t("settings-coach-again"),
        icon=ft.Icons.TIPS_AND_UPDATES_OUTLINED,
        height=TAP,
        disabled=not s.coached,
        on_click=coach_again,
    )
    controls = [
        section("settings-language", language),
        section("settings-theme", theme),
        section("settings-skin", skin),
        section("settings-speed", speed),
        ft.Divider(),
        switch("sound", "settings-sound"),
        switch("haptics", "settings-haptics"),
        switch("large_cards", "settings-large-cards", "settings-large-cards-hint"),
        switch("reduce_motion", "settings-reduce-motion"),
        tagged("setting-coach-again", again),
        ft.Divider(),
        book.section(host),
        ft.Divider(),
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
            controls.append(
                tagged(
                    "diag-stalls-own",
                    ft.Text(host.t("settings-stalls-own", ms=round(stalls.own_ms)), size=14),
                )
            )
    return screen(host, "/settings", host.t("settings-title"), controls)
