"""The short message a screen gives (a refused move, a player added, a discarded game).

It lies at the top of the screen, just under the app bar (whose back arrow stays free),
where a screen has its least-tapped part, away from the cards and buttons a person taps
next (a snack bar at the bottom covered half the hand); and it lets every tap through to
what lies beneath, so it blocks nothing. It goes after a few seconds (longer for a
longer text), or as soon as another screen comes.

A message about something that can be taken back (a player deleted) carries its button,
"Undo", like a snack bar's action; only such a message takes taps, and it stays a little
longer, so there is time to reach for it.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable

import flet as ft

from app.ui.theme import TAP
from app.ui.widgets import tagged

WIDTH = 560
"""At most this wide (on a phone: the screen's width less the margins)."""
MARGIN = 8
READING = 15
"""Characters read per second: a longer message stays longer..."""
SECONDS = (4.0, 10.0)
"""...but at least 4 and at most 10 seconds."""
WITH_ACTION = 8.0
"""Seconds at least for a message with a button."""


class Notice:
    """A page's one short message, drawn in the page's overlay (which lies over every
    screen's content, under its app bar)."""

    def __init__(self, page: ft.Page) -> None:
        self.page = page
        self.count = 0
        """How many messages were shown: the latest is the one showing, if any."""
        self.text = ft.Text("", color=ft.Colors.ON_INVERSE_SURFACE, size=15)
        self.action = ft.TextButton(
            "",
            style=ft.ButtonStyle(color=ft.Colors.INVERSE_PRIMARY),
            height=TAP,
            on_click=self._act,
        )
        self.on_action: Callable[[], None] | None = None
        self.button = tagged("notice-action", self.action)
        said = ft.Container(self.text, padding=ft.Padding.symmetric(vertical=14))
        self.box = ft.Container(
            ft.Row(
                [tagged("notice", said, live_region=True, expand=True), self.button],
                vertical_alignment=ft.CrossAxisAlignment.CENTER,
                spacing=8,
            ),
            bgcolor=ft.Colors.INVERSE_SURFACE,
            border_radius=8,
            padding=ft.Padding.only(left=16, right=8),
            shadow=ft.BoxShadow(blur_radius=6, color=ft.Colors.with_opacity(0.3, "#000000")),
        )
        self.holder = ft.Container(
            self.box,
            top=MARGIN // 2,
            left=MARGIN,
            right=MARGIN,
            alignment=ft.Alignment.TOP_CENTER,
            ignore_interactions=True,
        )
        self.holder.visible = False
        page.overlay.append(self.holder)

    @property
    def showing(self) -> bool:
        """True while a message is up."""
        return bool(self.holder.visible)

    def show(self, text: str, action: tuple[str, Callable[[], None]] | None = None) -> None:
        """Put ``text`` up (in place of any message showing), with ``action``'s button
        (its label and what a tap on it does) if given; it takes itself away later."""
        self.count += 1
        self.text.value = text
        self.box.width = min((self.page.width or 412) - 2 * MARGIN, WIDTH)
        self.holder.visible = True
        self.button.visible = action is not None
        self.holder.ignore_interactions = action is None
        self.action.content, self.on_action = action if action else ("", None)
        seconds = min(max(len(text) / READING, SECONDS[0]), SECONDS[1])
        if action is not None:
            seconds = max(seconds, WITH_ACTION)
        self.page.run_task(self._expire, self.count, seconds)

    def hide(self, upto: int | None = None) -> bool:
        """Take the message away (only if it is message ``upto`` or older); True if it
        was up."""
        if not self.showing or (upto is not None and self.count > upto):
            return False
        self.holder.visible = False
        self.text.value = ""
        self.on_action = None
        return True

    def _act(self) -> None:
        """The button was tapped: the message goes, and its action is carried out."""
        act = self.on_action
        self.hide()
        if act is not None:
            act()

    async def _expire(self, count: int, seconds: float) -> None:
        await asyncio.sleep(seconds)
        if self.hide(count):
            self.holder.update()
