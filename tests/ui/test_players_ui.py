"""The players screen beyond add and rename: merging two entries of one person, hiding a
player (their games stay and count, the setups stop offering them), and a delete that
says how many games it concerns."""

from __future__ import annotations

import pytest

from app.stats import SeatResult, add_player, games_of, list_players, record_result, summaries
from tests.ui.harness import Harness, open_app

pytestmark = pytest.mark.asyncio


def played(db, *people) -> None:
    """One finished Snap game of ``people`` (the first won)."""
    record_result(
        db,
        game="snap",
        options={},
        seed=str(len(db.execute("SELECT id FROM games").fetchall())),
        started="2026-11-30T17:00:00+01:00",
        ended="2026-11-30T17:10:00+01:00",
        outcome={"winners": [0]},
        seats=[SeatResult(i, p.id, p.name, None, 10 - i, i == 0) for i, p in enumerate(people)],
    )


async def to_players(h: Harness, shell) -> None:
    """The players tab."""
    shell.go("/players")
    await h.drawn()


async def menu(h: Harness, name: str, item: int) -> None:
    """Open ``name``'s menu and choose its ``item``-th entry."""
    more = h.find(f"player-more-{name}")
    await h.fire(more.items[item], "click")


async def test_merging_moves_every_game_and_removes_the_double(tmp_path):
    h, shell = await open_app(tmp_path)
    zoe, zoe2, ben = (add_player(shell.db, n) for n in ("Zoë", "Zoe2", "Ben"))
    played(shell.db, zoe, ben)
    played(shell.db, zoe2, ben)
    await to_players(h, shell)
    await menu(h, "Zoe2", 0)
    dialog = h.page._dialogs.controls[-1]
    assert "(1)" in dialog.content.controls[0].value
    await h.fire(h.find("merge-into"), "select", value=str(zoe.id))
    await h.fire(dialog.actions[1], "click")
    assert [p.name for p in list_players(shell.db)] == ["Ben", "Zoë"]
    assert games_of(shell.db, zoe.id) == 2
    assert not h.has("player-Zoe2") and h.has("player-Zoë")
    assert "Zoe2's games now count for Zoë." in h.texts()


async def test_a_hidden_player_keeps_their_games_and_is_not_offered(tmp_path):
    h, shell = await open_app(tmp_path)
    anna, ben = add_player(shell.db, "Anna"), add_player(shell.db, "Ben")
    played(shell.db, anna, ben)
    await to_players(h, shell)
    await menu(h, "Ben", 1)
    assert [p.hidden for p in list_players(shell.db)] == [False, True]
    assert "hidden" in h.texts(), "marked in words, not only greyed"
    won = {s.name: s.tally("snap").played for s in summaries(shell.db)}
    assert won == {"Anna": 1, "Ben": 1}
    shell.go("/play/snap/setup")
    await h.drawn()
    assert h.has("pick-Anna") and not h.has("pick-Ben")
    await to_players(h, shell)
    await menu(h, "Ben", 1)
    assert [p.hidden for p in list_players(shell.db)] == [False, False]


async def test_the_delete_question_counts_the_games(tmp_path):
    h, shell = await open_app(tmp_path)
    anna, ben = add_player(shell.db, "Anna"), add_player(shell.db, "Ben")
    played(shell.db, anna, ben)
    played(shell.db, ben, anna)
    await to_players(h, shell)
    await h.fire(h.find("player-Ben").trailing.controls[1], "click")
    body = h.page._dialogs.controls[-1].content.value
    assert body.startswith("Their 2 finished games stay in the history")
