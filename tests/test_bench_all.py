"""``python -m app.bench all --markdown PATH``: every game's benchmark, the record book's
and the replays', in one results file headed by the machine and the date."""

from __future__ import annotations

from app.bench.__main__ import cpu_model, main
from app.games import GAMES
from app.ui.games import SCREENS
from tests.ui import toy_screens


def test_all_writes_every_table_into_one_results_file(tmp_path, monkeypatch, capsys):
    """With the toy as the only game and tiny counts: its matches, the record book and
    its replay, each a section under the header, also printed as they are done."""
    games = dict(GAMES)  # (put back in their order: the home screen and charts follow it)
    GAMES.clear()
    monkeypatch.setitem(SCREENS, "toy", toy_screens.SCREENS)
    GAMES["toy"] = toy_screens.SCREENS.game
    out = tmp_path / "RESULTS.md"
    tiny = ["--count", "2", "--workers", "1", "--players", "3", "--records", "40"]
    try:
        assert main(["all", "--markdown", str(out), *tiny, "--repeats", "1"]) == 0
    finally:
        GAMES.clear()
        GAMES.update(games)
    text = out.read_text(encoding="utf-8")
    lines = text.splitlines()
    assert lines[0] == "# Benchmark results"
    for fact in ("- Machine: ", "- CPU: ", "- Python: ", "- Date: "):
        assert any(line.startswith(fact) and len(line) > len(fact) for line in lines), fact
    assert [line for line in lines if line.startswith("## ")] == [
        "## toy",
        "## records",
        "## replays",
    ]
    assert "| 2 | high vs low | 2 |" in text and "| 3 | high vs low | 2 |" in text
    assert "Record book: 3 players, 40 finished games" in text
    assert "| toy (2 players) | 16 |" in text
    printed = capsys.readouterr().out
    assert "## toy" in printed and "## replays" in printed


def test_the_cpu_model_is_read_where_the_system_says_it(tmp_path):
    """The first ``model name`` of /proc/cpuinfo; something else where it is unreadable."""
    info = tmp_path / "cpuinfo"
    info.write_text("processor\t: 0\nmodel name\t: Example CPU @ 2.00GHz\n", encoding="utf-8")
    assert cpu_model(info) == "Example CPU @ 2.00GHz"
    assert cpu_model(tmp_path / "missing")
