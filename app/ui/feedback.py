"""Sound and vibration: each only when switched on in settings, never the only signal."""

from __future__ import annotations

import logging
from collections.abc import Awaitable, Callable

import flet as ft
import flet_audio as fta

from app.ui.settings import Settings

TIME_UP = "sounds/time-up.wav"
"""A short two-note chime drawn for this app (assets/sounds)."""
SNAP = "sounds/snap.wav"
"""A bright rising "schnapp" (:mod:`app.publish.sounds`)."""
TIE = "sounds/tie.wav"
"""Two low knocks (:mod:`app.publish.sounds`)."""
log = logging.getLogger(__name__)


class Feedback:
    """The page's audio and haptics services; construct it where a page is current
    (an event handler or a route change), so both services register with that page."""

    def __init__(self) -> None:
        self.audio = fta.Audio(src=TIME_UP)
        self.snap = fta.Audio(src=SNAP)
        self.tie = fta.Audio(src=TIE)
        self.haptics = ft.HapticFeedback()

    async def time_up(self, settings: Settings) -> None:
        """A countdown ran out: a chime and a strong pulse, as the settings allow."""
        await self.cue(settings, self.audio, self.haptics.heavy_impact)

    async def snapped(self, settings: Settings) -> None:
        """A correct call: the rising "schnapp" and a medium pulse."""
        await self.cue(settings, self.snap, self.haptics.medium_impact)

    async def tied(self, settings: Settings) -> None:
        """Calls at the same moment: two low knocks and a longer buzz."""
        await self.cue(settings, self.tie, self.haptics.vibrate)

    async def miscalled(self, settings: Settings) -> None:
        """A wrong call: only a light tap (no sound, so a slip is not paraded)."""
        await self.cue(settings, None, self.haptics.light_impact)

    async def cue(
        self, settings: Settings, audio: fta.Audio | None, pulse: Callable[[], Awaitable[None]]
    ) -> None:
        """Play ``audio`` and ``pulse`` as the settings allow; never fails."""
        try:
            if settings.sound and audio is not None:
                await audio.play()
            if settings.haptics:
                await pulse()
        except Exception:  # a device without audio or vibration still plays the game
            log.info("sound or vibration unavailable", exc_info=True)
