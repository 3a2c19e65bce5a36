"""The replay benchmark opens each game's replay and reports every figure."""

from __future__ import annotations

import json

from app.bench import replays
from app.bench.__main__ import main


def test_a_short_run_reports_every_replay_and_renders(tmp_path, capsys, monkeypatch):
    """Two short games, one repeat: each replay is played, opened and timed (first,
    median, max, CPU), the table has a row each with the verdict, and the JSON holds the
    same report."""
    short = (
        ("schnitzel", 2, {}, "5", "2 players"),
        ("slf", 2, {"mode": "leader", "one_card": True}, "37", "game leader, 2 children"),
    )
    monkeypatch.setattr(replays, "long_games", lambda: list(short))
    out = tmp_path / "replays.json"
    assert main(["replays", "--repeats", "1", "--json", str(out)]) == 0
    report = json.loads(out.read_text(encoding="utf-8"))
    assert [(r["game"], r["what"]) for r in report["replays"]] == [(g, w) for g, *_, w in short]
    for r in report["replays"]:
        assert r["moves"] > 0 and r["max_ms"] >= r["median_ms"] >= 0
        assert r["first_ms"] > 0 and r["first_cpu_ms"] >= 0 and r["max_cpu_ms"] >= 0
    assert isinstance(report["met"], bool)
    text = capsys.readouterr().out
    assert text.count("\n| ") == len(short) + 1
    assert "| slf (game leader, 2 children) | " in text
    assert "**met**" in text or "**missed**" in text
