"""The screens that hide every hand while the phone changes hands.

Full screen and neutral: they show only whose turn it is (and one big button for the
person taking the phone), so nothing secret can be read while the phone is passed
across the table.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

import flet as ft

from app.i18n import Translator
from app.ui.widgets import EMOJI, name_text, tagged


def handover_view(tr: Translator, route: str, name: str, on_ready: Callable[[], None]) -> ft.View:
    """ "Pass the phone to Anna" with an "I'm Anna – show my cards" button."""
    ready = ft.FilledButton(
        content=name_text(tr.t("handover-ready", name=name), size=20),
        on_click=on_ready,
        height=72,
        width=360,
    )
    return neutral(
        f"{route}#handover",
        route,
        ft.Icon(ft.Icons.SWAP_HORIZONTAL_CIRCLE_OUTLINED, size=96),
        tagged("handover-title", headline(tr.t("handover-title", name=name), 28)),
        tr.t("handover-hint"),
        ft.Container(height=24),
        tagged("handover-ready", ready),
    )


def waiting_view(tr: Translator, route: str, names: Sequence[str]) -> ft.View:
    """While computers play and nobody's cards may be shown: who is playing (``names``,
    listed the language's way), no secrets."""
    return neutral(
        f"{route}#waiting",
        route,
        ft.ProgressRing(width=64, height=64),
        tagged("waiting-title", headline(tr.t("handover-waiting", names=tr.join(names)), 24)),
        tr.t("handover-waiting-hint"),
    )


def headline(text: str, size: int) -> ft.Text:
    """Large, bold and centred; names in it may hold emoji."""
    return ft.Text(
        text,
        size=size,
        weight=ft.FontWeight.BOLD,
        text_align=ft.TextAlign.CENTER,
        style=ft.TextStyle(font_family_fallback=EMOJI),
    )


def neutral(
    key: str, route: str, sign: ft.Control, title: ft.Control, hint: str, *rest: ft.Control
) -> ft.View:
    """A centred screen without a way back: a sign, a title, a hint, and ``rest``."""
    return ft.View(
        route=route,
        key=key,
        can_pop=False,
        controls=[
            sign,
            title,
            ft.Text(hint, size=18, text_align=ft.TextAlign.CENTER),
            *rest,
        ],
        vertical_alignment=ft.MainAxisAlignment.CENTER,
        horizontal_alignment=ft.CrossAxisAlignment.CENTER,
        spacing=16,
        padding=24,
    )
