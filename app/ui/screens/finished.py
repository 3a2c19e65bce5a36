"""A finished game in words: its heading (game and when it ended) and its result in a
line, as the history lists it and its replay shows it on top."""

from __future__ import annotations

from datetime import datetime

import flet as ft

from app.games import GAMES
from app.stats import HistoryRow, HistorySeat
from app.ui.host import Host
from app.ui.session import Seat, named


def title(host: Host, row: HistoryRow) -> str:
    """The game's name ("Schnapsen")."""
    return host.t(f"game-{row.game}") if row.game in GAMES else row.game


def when(host: Host, row: HistoryRow) -> str:
    """When the game ended ("1 Nov 2026, 18:40"); empty if that cannot be read."""
    ended = ended_at(row.ended)
    return host.t("history-when", when=ended) if ended else ""


def heading(host: Host, row: HistoryRow) -> str:
    """ "Schnapsen · 1 Nov 2026, 18:40" (the game alone if its end cannot be read), and
    "· with help" for a game played with learning aids."""
    helped = host.t("history-helped") if row.outcome.get("helped") else ""
    return " · ".join(filter(None, (title(host, row), when(host, row), helped)))


def ended_at(text: str) -> datetime | None:
    """When a game ended, as stored (ISO 8601, its own offset); None if unreadable."""
    try:
        return datetime.fromisoformat(text)
    except (TypeError, ValueError):
        return None


def seat_names(host: Host, seats: tuple[HistorySeat, ...]) -> list[str]:
    """The seats' names as the table said them ("Computer (Strong)", "Player 2")."""
    shown = named([Seat(s.name, s.player_id, s.bot_level) for s in seats], host.t)
    return [s.name for s in shown]


def points(score: float) -> str:
    """A score without a needless ".0"."""
    return str(int(score)) if float(score).is_integer() else f"{score:g}"


def result_line(host: Host, row: HistoryRow) -> ft.Control:
    """How the game ended in a line, each winner in bold after a trophy: "Anna 7 : 3
    Computer (Strong)" for two, "Mia 14 · Ben 11 · Zoë 9" for more (seat order)."""
    names = seat_names(host, row.seats)
    two = len(row.seats) == 2
    parts: list[ft.Control] = []
    for i, (seat, name) in enumerate(zip(row.seats, names, strict=True)):
        who: list[ft.Control] = [
            ft.Text(name, size=15, weight=ft.FontWeight.BOLD if seat.won else None)
        ]
        if seat.won:
            who.insert(
                0, ft.Icon(ft.Icons.EMOJI_EVENTS, size=16, semantics_label=host.t("history-won"))
            )
        score = ft.Text(points(seat.score), size=15)
        if i:
            parts.append(ft.Text(":" if two else "·", size=15))
        parts += [score, *who] if two and i == 1 else [*who, score]
    return ft.Row(parts, wrap=True, spacing=4, run_spacing=0)
