"""The engines' side of the app is typed: an ``Any`` stays only with its reason (issue 35
point 4)."""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
PACKAGES = ("core", "games", "i18n", "stats")
"""The packages under ``app/`` held to it here (the shell's files: tests/test_types.py)."""


def test_any_in_the_engines_core_and_statistics_says_why() -> None:
    """In these packages every ``Any`` beyond its import carries ``# Any: `` and a reason."""
    bare = [
        f"{path.relative_to(ROOT)}:{number}: {line.strip()}"
        for package in PACKAGES
        for path in sorted((ROOT / "app" / package).rglob("*.py"))
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1)
        if re.search(r"\bAny\b", line) and "import" not in line and "# Any: " not in line
    ]
    assert bare == []
