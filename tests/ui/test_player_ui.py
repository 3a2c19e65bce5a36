"""A player's page of charts (real Flet session path): the summary line, wins per month
with a line per game (and the same in words), and the win rate at tables with each
computer level; reached from the player's statistics card."""

from __future__ import annotations

import pytest
from flet_charts import BarChart, LineChart

from app.stats import SeatResult, add_player, record_result
from tests.ui.harness import Harness, open_app

pytestmark = pytest.mark.asyncio


def game(db, kind: str, month: int, won: bool, anna, level: str = "strong") -> None:
    """Anna against a computer of ``level`` at ``kind`` in 2026-``month``."""
    count = db.execute("SELECT COUNT(*) FROM games").fetchone()[0]
    record_result(
        db,
        game=kind,
        options={},
        seed=str(count),
        started=f"2026-{month:02d}-10T10:{count % 60:02d}:00+01:00",
        ended=f"2026-{month:02d}-10T11:{count % 60:02d}:00+01:00",
        outcome={"winners": [0 if won else 1]},
        seats=[
            SeatResult(0, anna.id, "Anna", None, 1, won),
            SeatResult(1, None, "", level, 0, not won),
        ],
    )


def chart_label(h: Harness, ident: str) -> str:
    """What a chart says to a screen reader."""
    return next(c.label for c in h.all() if getattr(c, "identifier", None) == ident)


async def test_a_players_page_draws_their_months_and_levels(tmp_path):
    h, shell = await open_app(tmp_path)
    anna = add_player(shell.db, "Anna")
    game(shell.db, "schnapsen", 10, True, anna, "easy")
    game(shell.db, "schnapsen", 11, True, anna, "strong")
    game(shell.db, "snap", 11, False, anna, "strong")
    game(shell.db, "snap", 11, True, anna, "strong")
    shell.go("/stats")
    await h.drawn()
    await h.fire(h.find("open-player-Anna"), "click")
    assert shell.route == f"/stats/{anna.id}"
    assert h.find("player-summary").value == "4 games · 3 won · 75 % · streak 1"
    months = h.find("player-months")
    assert isinstance(months, LineChart) and len(months.data_series) == 2
    assert [[p.y for p in s.points] for s in months.data_series] == [[1, 1], [0, 1]]
    said = chart_label(h, "player-months")
    assert said == "Oct ’26: Schnapsen: 1 win, Snap: 0 wins; Nov ’26: Schnapsen: 1 win, Snap: 1 win"
    assert isinstance(h.find("player-levels"), BarChart)
    assert h.find("player-level-easy").value == "Easy: 1 of 1 won (100 %)"
    assert h.find("player-level-strong").value == "Strong: 2 of 3 won (67 %)"


async def test_a_player_without_games_or_gone(tmp_path):
    h, shell = await open_app(tmp_path)
    anna = add_player(shell.db, "Anna")
    shell.go(f"/stats/{anna.id}")
    await h.drawn()
    assert h.has("player-empty")
    shell.go("/stats/999")
    await h.drawn()
    assert h.find("player-gone").value == "This player is no longer in the list."
