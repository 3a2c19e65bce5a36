"""The app type-checks: mypy over all of app/, as ``[tool.mypy]`` in pyproject.toml
says (about 9 s with a cold cache, as in a fresh clone, 6 s of it CPU; under 1 s warm)."""

from __future__ import annotations

import re
import subprocess
import sys
import tomllib

from app.paths import ROOT


def test_app_type_checks():
    """mypy finds no error in app/."""
    done = subprocess.run(
        [sys.executable, "-m", "mypy"],
        cwd=ROOT,
        capture_output=True,
        text=True,
    )
    assert done.returncode == 0, done.stdout + done.stderr


def test_mypy_is_set_to_all_of_app():
    """``[tool.mypy] files`` names app/ as a whole, so no package is left out."""
    with (ROOT / "pyproject.toml").open("rb") as f:
        assert tomllib.load(f)["tool"]["mypy"]["files"] == ["app"]


SHELL_FILES = [
    *(ROOT / "app").glob("*.py"),
    *(p for p in (ROOT / "app" / "ui").glob("*.py") if p.name != "session.py"),
    *(ROOT / "app" / "bench" / name for name in ("__main__.py", "mirror.py", "phone.py")),
    ROOT / "app" / "bench" / "records.py",
]
"""The app's shell and entry points and the benches typed so far (issue 35 point 4)."""


def test_any_in_the_shell_says_why():
    """In these files every ``Any`` beyond its import carries ``# Any: `` and a reason."""
    bare = [
        f"{path.relative_to(ROOT)}:{number}: {line.strip()}"
        for path in SHELL_FILES
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1)
        if re.search(r"\bAny\b", line) and "import" not in line and "# Any: " not in line
    ]
    assert bare == []
