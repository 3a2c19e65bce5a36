"""The record book benchmark runs on a tiny store and reports every figure."""

from __future__ import annotations

import json

from app.bench import records
from app.bench.__main__ import main
from app.games import GAMES
from app.stats import list_players, open_db, summaries


def test_a_tiny_run_reports_every_figure_and_renders(tmp_path, capsys):
    """3 players, 200 games: each query, each history page and the screen are timed,
    the table lists them all with the verdict, and the JSON holds the same report."""
    out = tmp_path / "records.json"
    assert main(["records", "--players", "3", "--games", "200", "--json", str(out)]) == 0
    report = json.loads(out.read_text(encoding="utf-8"))
    assert (report["players"], report["games"]) == (3, 200)
    names = set(report["queries"])
    assert {"summaries", "matchups(schnapsen)", "reactions_by_player(snap)"} <= names
    assert {"points_by_player(slf)", "scores_by_player(schnitzel)"} <= names
    for label in ("", " game=snap", " player"):
        for page in (1, records.PAGE):
            assert f"history{label} page {page}" in names
    figures = [*report["queries"].values(), report["screen"]]
    for f in figures:
        assert f["max_ms"] >= f["median_ms"] >= 0
    assert isinstance(report["screen"]["met"], bool)
    text = capsys.readouterr().out
    assert text.count("\n| ") == len(figures) + 1
    for name in names:
        assert f"| {name}" in text
    assert "statistics screen opens" in text and ("**met**" in text or "**missed**" in text)


def test_the_generated_store_has_every_game_and_player():
    """The generator writes the asked-for players and games, all five games among them."""
    db = open_db(None).db
    ids = records.generate(db, 3, 200)
    assert len(ids) == 3 and len(list_players(db)) == 3
    assert db.execute("SELECT COUNT(*) FROM games").fetchone()[0] == 200
    kinds = {g for (g,) in db.execute("SELECT DISTINCT game FROM games").fetchall()}
    assert kinds == set(GAMES)
    played = sum(p.played for p in summaries(db))
    assert played >= 200
