"""The optional countdown of Schnapp, Land, Fluss!: it starts afresh with each new category
and each card won, stands still while a slap is recorded or judged, and when it runs out
counts as "nobody knows" (with a chime and a pulse if the settings allow)."""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from typing import Protocol

import flet as ft

from app.games.slf.model import Move
from app.games.slf.view import View
from app.ui.table.port import Acts, Clock, Room, Sees, Words
from app.ui.widgets import tagged


def epoch(v: View) -> tuple:
    """Changes whenever the countdown starts again: a new category or a card won."""
    won = sum(len(w) for w in v.won) + len(v.discarded)
    return (v.round_no, v.category, v.category_slot, v.pile_size, won)


class Ticking(Words, Room, Acts[Move], Clock, Sees[View], Protocol):
    """What the countdown uses of the port: words, the sound settings, redrawing, the clock
    and the view."""


class Countdown:
    """Seconds left for the category on the table, counted in a background task."""

    def __init__(
        self,
        port: Ticking,
        seconds: int,
        held: Callable[[], bool],
        run_out: Callable[[], None],
    ) -> None:
        self.port = port
        self.held = held
        """Whether it stands still now besides a judging (a slap being recorded)."""
        self.run_out = run_out
        """What happens when it runs out (nobody knows the category)."""
        self.seconds = seconds
        """0: no countdown."""
        self.left = seconds
        self.tick = 1.0
        """Seconds per step (tests shorten it)."""
        self.key: tuple | None = None
        self.running = False

    def start(self, v: View) -> None:
        """Reset for a new category or a card won, and keep it ticking."""
        if not self.seconds or v.phase not in ("play", "judge"):
            return
        if epoch(v) != self.key:
            self.key, self.left = epoch(v), self.seconds
        if not self.running:
            self.running = True
            self.port.run(self.run)

    async def run(self) -> None:
        """Count down while the players search; pause while a slap is recorded or judged."""
        port = self.port
        try:
            while port.alive():
                await asyncio.sleep(self.tick)
                v = port.view()
                if not port.ticking() or v.phase != "play" or self.held():
                    continue
                if epoch(v) != self.key:
                    continue
                self.left -= 1
                if self.left > 0:
                    port.redraw(changed=False)  # only the countdown changed: only it is sent
                    continue
                self.key = None
                await port.feedback.time_up(port.settings)
                self.run_out()
        finally:
            self.running = False

    def pill(self, v: View) -> list[ft.Control]:
        """The seconds left for the app bar (the last five urgent: an alarm icon as well
        as the colour); nothing without a countdown or between categories."""
        if not self.seconds or v.phase not in ("play", "judge"):
            return []
        urgent = self.left <= 5
        body = ft.Row(
            [
                ft.Icon(ft.Icons.ALARM if urgent else ft.Icons.TIMER, size=22),
                ft.Text(
                    self.port.t("slf-seconds", count=self.left),
                    size=20,
                    weight=ft.FontWeight.BOLD,
                ),
            ],
            spacing=4,
            tight=True,
        )
        pill = ft.Container(
            body,
            padding=ft.Padding.symmetric(horizontal=10, vertical=2),
            border_radius=16,
            border=ft.Border.all(1, ft.Colors.OUTLINE),
            bgcolor=ft.Colors.ERROR_CONTAINER if urgent else None,
        )
        return [tagged("countdown", pill)]
