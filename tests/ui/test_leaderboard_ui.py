"""The household leaderboard on the statistics screen (real Flet session path): ranked by
wins with games, win rate and streak, the chart's bars with the same in words, hidden
players left out, and nothing while no game is finished."""

from __future__ import annotations

import pytest
from flet_charts import BarChart

from app.stats import add_player, hide_player
from tests.records import snap_result
from tests.ui.harness import Harness, _walk, open_app

pytestmark = pytest.mark.asyncio


def cells(h: Harness, name: str) -> list[str]:
    """The words of ``name``'s leaderboard row."""
    out: list = []
    _walk(h.find(f"board-{name}"), out)
    return [c.value for c in out if isinstance(getattr(c, "value", None), str)]


async def stats(h: Harness, shell) -> None:
    """The statistics tab."""
    shell.go("/stats")
    await h.drawn()


async def test_the_leaderboard_ranks_by_wins_with_rate_and_streak(tmp_path):
    h, shell = await open_app(tmp_path)
    anna, ben, cara = (add_player(shell.db, n) for n in ("Anna", "Ben", "Cara"))
    snap_result(shell.db, 1, {1}, anna, ben)
    snap_result(shell.db, 2, {0}, anna, ben)
    snap_result(shell.db, 3, {0}, anna, ben, cara)
    snap_result(shell.db, 4, {1}, anna, cara)
    await stats(h, shell)
    assert cells(h, "Anna") == ["1.", "Anna", "4", "2", "50 %", "0"]
    assert cells(h, "Ben") == ["3.", "Ben", "3", "1", "33 %", "0"]
    assert cells(h, "Cara") == ["2.", "Cara", "2", "1", "50 %", "1"]
    chart = h.find("board-chart")
    assert isinstance(chart, BarChart) and [g.rods[0].to_y for g in chart.groups] == [2, 1, 1]
    label = next(c.label for c in h.all() if getattr(c, "identifier", None) == "board-chart")
    assert label == "Wins: Anna: 2 wins, Cara: 1 win, Ben: 1 win"


async def test_a_hidden_player_leaves_the_leaderboard_not_the_statistics(tmp_path):
    h, shell = await open_app(tmp_path)
    anna, ben = add_player(shell.db, "Anna"), add_player(shell.db, "Ben")
    snap_result(shell.db, 1, {1}, anna, ben)
    hide_player(shell.db, ben.id)
    await stats(h, shell)
    assert h.has("board-Anna") and not h.has("board-Ben") and h.has("stats-Ben")


async def test_no_leaderboard_before_a_finished_game(tmp_path):
    h, shell = await open_app(tmp_path)
    add_player(shell.db, "Anna")
    await stats(h, shell)
    assert not h.has("leaderboard") and h.has("stats-Anna")
