"""The Snap browser benchmark's pure parts: its command line, the summary of samples,
the reading of the diagnostics' text and the report table (no browser is started)."""

from __future__ import annotations

import json

import pytest

from app.bench.__main__ import main
from app.bench.snap_screen import parse, settings_script, stalls, summary, table


def test_the_command_line_takes_samples_parts_and_json(tmp_path):
    """Defaults: every part, 30 samples; a narrower run names its parts."""
    args = parse(["--browser"])
    assert args.parts == ["server", "publish", "six"] and args.samples == 30
    args = parse(["--browser", "--samples", "5", "--parts", "six,server", "--json", "x.json"])
    assert args.parts == ["six", "server"] and args.samples == 5 and str(args.json) == "x.json"


@pytest.mark.parametrize(
    "argv", [["--browser", "--parts", "phone"], ["--browser", "--samples", "0"]]
)
def test_a_wrong_command_line_is_refused(argv):
    """An unknown part or no samples: argparse's usage error, nothing runs."""
    with pytest.raises(SystemExit) as stop:
        parse(argv)
    assert stop.value.code == 2


def test_without_browser_the_snap_benchmark_races_the_levels(monkeypatch):
    """``snap`` alone still runs the levels' race (its own module), not the browser."""
    ran = []
    monkeypatch.setattr("app.bench.snap.run", lambda count, workers: ran.append(count) or {})
    monkeypatch.setattr("app.bench.snap.table", lambda report: "")
    assert main(["snap", "--games", "3"]) == 0
    assert ran == [3]


def test_the_summary_gives_median_p95_and_max():
    """Samples 0…20 ms in any order: median 10, p95 19, max 20; 1…4: median 2.5."""
    s = summary([float(v) for v in range(20, -1, -1)])
    assert (s["n"], s["median_ms"], s["p95_ms"], s["max_ms"]) == (21, 10.0, 19.0, 20.0)
    assert summary([4.0, 1.0, 3.0, 2.0])["median_ms"] == 2.5
    assert summary([])["n"] == 0 and summary([])["max_ms"] == 0.0


def test_the_diagnostics_text_is_read():
    """The settings' English lines give the longest callback, the slow ones and where."""
    text = (
        "Longest pause since the app started: 43 ms (none over 100 ms)\n"
        "It was in: Shell._send_pending"
    )
    assert stalls(text) == {
        "callback_ms": 43,
        "over_100": 0,
        "in": "Shell._send_pending",
        "own_ms": None,
    }
    own = "The app's own work in one step: at most 17 ms of processor time (the rest …)"
    assert stalls(f"{text}\n{own}")["own_ms"] == 17
    assert stalls("Longest pause since the app started: 140 ms (2 over 100 ms)")["over_100"] == 2
    with pytest.raises(ValueError):
        stalls("Diagnostics")


def test_the_settings_are_stored_as_flutter_keeps_them():
    """The value is a JSON string of the settings' JSON (SharedPreferences), as a JS literal."""
    script = settings_script(language="en", diagnostics=True)
    key, value = script.removeprefix("localStorage.setItem(").removesuffix(");").split(", ", 1)
    assert json.loads(key) == "flutter.kr.settings"
    assert json.loads(json.loads(json.loads(value))) == {"language": "en", "diagnostics": True}


def test_the_table_says_whether_each_target_is_met():
    """Call-to-screen rows per build and measure, the six-seat row, met or missed."""
    quick, slow = summary([50.0, 60.0, 70.0]), summary([200.0, 250.0, 300.0])
    report = {
        "server": {"called": quick, "snapped": slow, "alone": quick},
        "six": [
            {"seconds": 30, "callback_ms": 43, "over_100": 0, "in": "step", "own_ms": 17},
            {"seconds": 30, "callback_ms": 72, "over_100": 0, "in": "step", "own_ms": None},
        ],
    }
    lines = table(report).splitlines()
    assert '| server | "Called!" and its flash | 3 | 60 | 69 | 70 | met |' in lines
    assert "| server | the won snap (2 people) | 3 | 250 | 295 | 300 | missed |" in lines
    assert "| server | the won snap (against a computer) | 3 | 60 | 69 | 70 | met |" in lines
    assert lines[-2:] == [
        "| 1 person, 5 computers | 30 | 43 | 17 | 0 | `step` | met |",
        "| 1 person, 5 computers | 30 | 72 | – | 0 | `step` | missed |",
    ]
