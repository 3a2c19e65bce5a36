"""The repository keeps its promises: README commands, CI script, ruff-clean code."""

from __future__ import annotations

import re
import subprocess
import sys

from app.paths import ROOT


def readme_commands() -> list[str]:
    """The one-line commands in the README's first two code blocks."""
    blocks = re.findall(r"```\n(.*?)\n```", (ROOT / "README.md").read_text(encoding="utf-8"), re.S)
    return [b.strip() for b in blocks[:2]]


def test_readme_has_a_start_and_a_test_command():
    """Exactly one line each: install and start; install and test."""
    start, test = readme_commands()
    assert "\n" not in start and start.endswith("-m app")
    assert "\n" not in test and "pytest" in test and ".[test]" in test


def test_ci_runs_the_readme_test_command():
    """.ci/run runs the README's test command verbatim, so the two cannot drift."""
    _, test = readme_commands()
    script = (ROOT / ".ci" / "run").read_text(encoding="utf-8")
    assert test in script.splitlines()
    assert script.startswith("#!/usr/bin/env bash") and "set -euo pipefail" in script


def test_code_is_ruff_clean():
    """ruff check and ruff format agree with the code."""
    for args in (["check"], ["format", "--check"]):
        run = subprocess.run(
            [sys.executable, "-m", "ruff", *args, "app", "tests"],
            cwd=ROOT,
            capture_output=True,
            text=True,
        )
        assert run.returncode == 0, run.stdout + run.stderr
