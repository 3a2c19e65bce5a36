"""The games that can be played in the app: a game's screens join by one line here."""

from __future__ import annotations

from app.ui.screens import schnapsen, schnitzel, slf, snap, snorkeling
from app.ui.screens.game import GameScreens

SCREENS: dict[str, GameScreens] = {
    s.game.id: s
    for s in (
        schnapsen.SCREENS,
        slf.SCREENS,
        snorkeling.SCREENS,
        schnitzel.SCREENS,
        snap.SCREENS,
    )
}
"""Screens by game id; a game on the home screen without an entry is "coming soon"."""
