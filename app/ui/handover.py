"""The screens that hide every hand while the phone changes hands.

Full screen and neutral: they show only whose turn it is (and one big button for the
person taking the phone), so nothing secret can be read while the phone is passed
across the table; the app bar's Back leads home, the game kept for Continue.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

import flet as ft

from app.i18n import Translator
from app.ui.widgets import EMOJI, name_text, tagged


def handover_view(
    tr: Translator, route: str, name: str, on_ready: Callable[[], None], bar: ft.AppBar
) -> ft.View:
    """ "Pass the phone to Anna" with an "I'm Anna – show my cards" button, under ``bar``
    (its Back leads home)."""
    parts = handover_parts(
        tr.t("handover-title", name=name),
        tr.t("handover-hint"),
        tr.t("handover-ready", name=name),
        on_ready,
    )
    return neutral(f"{route}#handover", route, *parts, bar=bar)


def handover_parts(
    title: str, hint: str, label: str, on_ready: Callable[[], None]
) -> list[ft.Control]:
    """A hand-over's sign, ``title``, ``hint`` and its big button (``label``), for a
    screen of a hand-over's own."""
    ready = ft.FilledButton(
        content=name_text(label, size=20),
        on_click=on_ready,
        height=72,
        width=360,
    )
    return [
        ft.Icon(ft.Icons.SWAP_HORIZONTAL_CIRCLE_OUTLINED, size=96),
        tagged("handover-title", headline(title, 28)),
        said(hint),
        ft.Container(height=24),
        tagged("handover-ready", ready),
    ]


def waiting_view(tr: Translator, route: str, names: Sequence[str], bar: ft.AppBar) -> ft.View:
    """While computers play and nobody's cards may be shown: who is playing (``names``,
    listed the language's way), no secrets, under ``bar`` (its Back leads home)."""
    return neutral(
        f"{route}#waiting",
        route,
        ft.ProgressRing(width=64, height=64),
        tagged("waiting-title", headline(tr.t("handover-waiting", names=tr.join(names)), 24)),
        said(tr.t("handover-waiting-hint")),
        bar=bar,
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


def said(text: str) -> ft.Text:
    """A neutral screen's line of explanation."""
    return ft.Text(text, size=18, text_align=ft.TextAlign.CENTER)


def neutral(key: str, route: str, *controls: ft.Control, bar: ft.AppBar | None = None) -> ft.View:
    """A centred screen of ``controls``, under ``bar`` if given (its Back, where the
    system's Back goes too: :meth:`app.ui.shell.Shell._route_changed`)."""
    return ft.View(
        route=route,
        key=key,
        appbar=bar,
        can_pop=False,
        controls=list(controls),
        vertical_alignment=ft.MainAxisAlignment.CENTER,
        horizontal_alignment=ft.CrossAxisAlignment.CENTER,
        spacing=16,
        padding=24,
    )
