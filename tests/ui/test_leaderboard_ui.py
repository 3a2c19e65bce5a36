"""The household leaderboard on the statistics screen (real Flet session path): ranked by
wins with games, win rate and streak, the chart's bars with the same in words, hidden
players left out, and nothing while no game is finished."""

from __future__ import annotations

import pytest

from app.stats import add_player, hide_player
from app.ui.widgets import player_colour
from tests.records import snap_result
from tests.ui.harness import Harness, _walk, open_app

pytestmark = pytest.mark.asyncio


def cells(h: Harness, name: str) -> list[str]:
    """The words of ``name``'s leaderboard row."""
    out: list = []
    _walk(h.find(f"board-{name}"), out)
    return [c.value for c in out if isinstance(getattr(c, "value", None), str)]


def bars(h: Harness) -> list[tuple[str, int, int]]:
    """The chart's rows: the name, the bar's length and the room left after it."""
    out = []
    for row in h.find("board-chart").controls:
        name, bar, _ = row.controls
        parts = bar.controls
        filled = parts[0].expand if parts and parts[0].bgcolor else 0
        if filled:
            assert parts[0].bgcolor == player_colour(name.content.value)
        out.append((name.content.value, filled, parts[-1].expand if not parts[-1].bgcolor else 0))
    return out


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
    assert bars(h) == [("Anna", 2, 0), ("Cara", 1, 1), ("Ben", 1, 1)]
    label = next(c.label for c in h.all() if getattr(c, "identifier", None) == "board-chart")
    assert label == "Wins: Anna: 2 wins, Cara: 1 win, Ben: 1 win"


async def test_the_chart_shows_every_player_of_eight(tmp_path):
    """Eight players have won: all eight have their bar, in their own colour."""
    h, shell = await open_app(tmp_path)
    names = ("Anna", "Ben", "Clara", "Dominik", "Emma", "Flóra", "Gábor", "Hanna")
    people = [add_player(shell.db, n) for n in names]
    for i, person in enumerate(people):
        for game in range(i + 1):
            snap_result(shell.db, 10 * i + game, {0}, person)
    await stats(h, shell)
    assert [name for name, _, _ in bars(h)] == list(reversed(names))
    assert [(won, room) for _, won, room in bars(h)][-2:] == [(2, 6), (1, 7)]


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
