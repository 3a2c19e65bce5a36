"""Schnipp-Schnapp (Snap) for 2–6 (games.md §5): listed on the home screen, not built yet."""

from __future__ import annotations

from app.games.game import Game

GAME = Game(id="snap", seat_counts=(2, 3, 4, 5, 6), minutes=10, accent="#6A1B9A", icon="front_hand")
