"""The engine packages type-check: mypy over app/core, app/ai and app/games, as
``[tool.mypy]`` in pyproject.toml names them (about 3 s, 1 s with a warm cache)."""

from __future__ import annotations

import subprocess
import sys

from app.paths import ROOT


def test_core_ai_and_games_type_check():
    """mypy finds no error in the packages that hold the engines."""
    done = subprocess.run(
        [sys.executable, "-m", "mypy"],
        cwd=ROOT,
        capture_output=True,
        text=True,
    )
    assert done.returncode == 0, done.stdout + done.stderr
