"""The hand-over screen that hides a hand while the phone changes hands.

Full screen and neutral: it shows only whose turn it is and one big button, so nothing
secret can be read while the phone is passed across the table.
"""

from __future__ import annotations

from collections.abc import Callable

import flet as ft

from app.i18n import Translator
from app.ui.widgets import name_text, tagged


def handover_view(tr: Translator, route: str, name: str, on_ready: Callable[[], None]) -> ft.View:
    """ "Pass the phone to Anna" with an "I'm Anna – show my cards" button."""
    return ft.View(
        route=route,
        key=f"{route}#handover",
        can_pop=False,
        controls=[
            ft.Icon(ft.Icons.SWAP_HORIZONTAL_CIRCLE_OUTLINED, size=96),
            tagged(
                "handover-title",
                ft.Text(
                    tr.t("handover-title", name=name),
                    size=28,
                    weight=ft.FontWeight.BOLD,
                    text_align=ft.TextAlign.CENTER,
                    style=ft.TextStyle(font_family_fallback=["Emoji"]),
                ),
            ),
            ft.Text(tr.t("handover-hint"), size=18, text_align=ft.TextAlign.CENTER),
            ft.Container(height=24),
            tagged(
                "handover-ready",
                ft.FilledButton(
                    content=name_text(tr.t("handover-ready", name=name), size=20),
                    on_click=on_ready,
                    height=72,
                    width=360,
                ),
            ),
        ],
        vertical_alignment=ft.MainAxisAlignment.CENTER,
        horizontal_alignment=ft.CrossAxisAlignment.CENTER,
        spacing=16,
        padding=24,
    )
