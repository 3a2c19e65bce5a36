"""A game added through its descriptors alone: the toy card game of tests/games/toy.py
(engine, levels, benchmark and outcome sample named by its ``GAME``; setup, board and
replay by tests/ui/toy_screens.py), registered for the test by one line and never
named in app/. Its setup opens from its tile, a game is played on its board to the
end, its replay opens from the history, and ``python -m app.bench toy`` runs."""

from __future__ import annotations

import json

import pytest

from app.bench.__main__ import main
from app.stats import add_player, history
from app.ui.shell import CLIENT_KEY
from tests.games import toy
from tests.ui import toy_screens
from tests.ui.harness import (
    at_result,
    fill_seats,
    may_act,
    open_app,
    register,
    settle,
    until,
)


@pytest.fixture
def registered(monkeypatch):
    """The toy joins the app."""
    register(monkeypatch, toy_screens.SCREENS)


@pytest.mark.asyncio
async def test_the_toy_is_set_up_played_to_the_end_and_replayed(tmp_path, registered):
    """Its tile opens its setup; Anna against the "low" computer lays a card whenever it
    is her turn until every hand is empty; the result shows, the game is kept with its
    record, and the history replays it move by move."""
    h, shell = await open_app(tmp_path, {CLIENT_KEY: "phone"})
    add_player(shell.db, "Anna")
    await h.fire(h.find("tile-toy"), "click")
    await h.session.after_event(h.page)
    assert (shell.route, h.find("seat-1-kind").value) == ("/play/toy/setup", "low")
    await fill_seats(h, ["Anna"], ["person", "low"])
    await h.fire(h.find("setup-start"), "click")
    await h.session.after_event(h.page)
    assert shell.route == "/play/toy"
    table = shell.table
    table.pause = 0
    while not at_result(table):
        await until(lambda: at_result(table) or may_act(table))
        if at_result(table):
            break
        await h.drawn()
        hand = table.view().hand
        await h.fire(h.find(f"lay-{hand[0].code}"), "click")
    await h.drawn()
    moves = table.session.record.moves
    assert len(moves) == 16 and h.has("totals")
    await h.fire(h.find("next-round"), "click")
    await settle()
    (row,) = history(shell.db)
    assert row.game == "toy" and row.has_record
    shell.go("/history")
    await h.drawn()
    assert h.has(f"history-{row.id}")
    await h.fire(h.find(f"history-{row.id}"), "click")
    await h.drawn()
    assert h.find("replay-step").value == "Move 0 of 16"
    assert h.find("replay-seat-0").value.startswith("Anna: ")
    await h.fire(h.find("replay-next"), "click")
    first = toy.Play.from_code(moves[0])
    assert h.find("replay-move").value == f"Anna lays {first.card.code}"
    await h.fire(h.find("replay-last"), "click")
    assert h.find("replay-step").value == "Move 16 of 16"


def test_the_toy_bench_runs_from_its_descriptor(tmp_path, registered, capsys):
    """``python -m app.bench toy`` finds the toy's benchmark through ``GAME.bench``."""
    out = tmp_path / "toy.json"
    assert main(["toy", "--games", "3", "--workers", "1", "--json", str(out)]) == 0
    report = json.loads(out.read_text(encoding="utf-8"))
    assert report["game"] == "toy"
    assert [(m["seats"], m["games"]) for m in report["matches"]] == [(2, 3), (3, 3)]
    assert "| 2 | high vs low | 3 |" in capsys.readouterr().out
