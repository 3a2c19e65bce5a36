"""Schnitzel for 2–6 (games.md §4): listed on the home screen, not built yet."""

from __future__ import annotations

from app.games.game import Game

GAME = Game(
    id="schnitzel", seat_counts=(2, 3, 4, 5, 6), minutes=15, accent="#C62828", icon="lunch_dining"
)
