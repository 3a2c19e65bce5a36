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


def shows(h: Harness, identifier: str) -> bool:
    """True when the control tagged ``identifier`` is drawn and visible."""
    return h.has(identifier) and h.find(identifier).parent.visible is not False


def everything(db) -> tuple:
    """The players and every seat, as stored."""
    return (
        db.execute("SELECT * FROM players ORDER BY id").fetchall(),
        db.execute("SELECT * FROM game_seats ORDER BY game_id, seat").fetchall(),
    )


async def test_two_people_who_sat_at_one_game_are_not_merged(tmp_path):
    """Flóra played against Flora and Ben: the dialog opens on someone she never played with;
    choosing Flora says why they are two people, and the merge button is off."""
    h, shell = await open_app(tmp_path)
    names = ("Flóra", "Flora", "Ben", "Cleo")
    flora, flora2, ben, cleo = (add_player(shell.db, n) for n in names)
    played(shell.db, flora, flora2)
    played(shell.db, ben, flora2, flora)
    before = everything(shell.db)
    await to_players(h, shell)
    await menu(h, "Flóra", 0)
    assert h.find("merge-into").value == str(cleo.id)
    assert not shows(h, "merge-apart") and not h.find("merge-button").disabled
    await h.fire(h.find("merge-into"), "select", value=str(flora2.id))
    said = (
        "Flóra and Flora played at the same table (2 games), so they are two people."
        " Merging is for one person entered twice."
    )
    assert shows(h, "merge-apart") and said in h.texts()
    assert h.find("merge-button").disabled
    assert everything(shell.db) == before


async def test_a_merge_and_a_delete_are_undone_from_their_message(tmp_path):
    """The message that says it was done has "Undo": the player, their games and their
    statistics are back as before."""
    h, shell = await open_app(tmp_path)
    zoe, zoe2, ben = (add_player(shell.db, n) for n in ("Zoë", "Zoe2", "Ben"))
    played(shell.db, zoe, ben)
    played(shell.db, zoe2, ben)
    before, stats = everything(shell.db), summaries(shell.db)
    await to_players(h, shell)
    await menu(h, "Zoe2", 0)
    await h.fire(h.find("merge-into"), "select", value=str(zoe.id))
    await h.fire(h.find("merge-button"), "click")
    assert "Zoe2's games now count for Zoë." in h.texts()
    await h.fire(h.find("notice-action"), "click")
    assert everything(shell.db) == before and summaries(shell.db) == stats
    assert h.has("player-Zoe2") and "Zoe2 is back, with all their games." in h.texts()
    assert not shows(h, "notice-action"), "a message about the undo has no button"
    await h.fire(h.find("player-Ben").trailing.controls[1], "click")
    await h.fire(h.page._dialogs.controls[-1].actions[1], "click")
    assert not h.has("player-Ben") and "Ben was removed." in h.texts()
    assert h.find("notice-action").content == "Undo"
    await h.fire(h.find("notice-action"), "click")
    assert everything(shell.db) == before and summaries(shell.db) == stats
    assert h.has("player-Ben")
