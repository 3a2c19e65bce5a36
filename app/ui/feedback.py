"""Sound and vibration: each only when switched on in settings, never the only signal."""

from __future__ import annotations

import logging

import flet as ft
import flet_audio as fta

from app.ui.settings import Settings

TIME_UP = "sounds/time-up.wav"
"""A short two-note chime drawn for this app (assets/sounds)."""
log = logging.getLogger(__name__)


class Feedback:
    """The page's audio and haptics services; construct it where a page is current
    (an event handler or a route change), so both services register with that page."""

    def __init__(self) -> None:
        self.audio = fta.Audio(src=TIME_UP)
        self.haptics = ft.HapticFeedback()

    async def time_up(self, settings: Settings) -> None:
        """A countdown ran out: a chime and a strong pulse, as the settings allow."""
        try:
            if settings.sound:
                await self.audio.play()
            if settings.haptics:
                await self.haptics.heavy_impact()
        except Exception:  # a device without audio or vibration still plays the game
            log.info("sound or vibration unavailable", exc_info=True)
