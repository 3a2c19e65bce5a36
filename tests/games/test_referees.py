"""The referees (a real-time game's timing rules, ``app/games/<id>/referee.py``) are the
only place their constants are defined."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

from app.paths import ROOT


def constants(path: Path) -> dict[str, int]:
    """The upper-case names a module assigns at its top level, with their lines."""
    found = {}
    for node in ast.parse(path.read_text(encoding="utf-8")).body:
        targets = node.targets if isinstance(node, ast.Assign) else []
        if isinstance(node, ast.AnnAssign):
            targets = [node.target]
        for target in targets:
            if isinstance(target, ast.Name) and target.id.isupper():
                found[target.id] = node.lineno
    return found


@pytest.mark.parametrize(
    ("module", "places"),
    [
        ("snap", ["app/ui/screens/snap", "app/bench/snap.py", "app/bench/snap_screen.py"]),
        ("schnitzel", ["app/ui/screens/schnitzel", "app/bench/schnitzel.py"]),
    ],
)
def test_a_referees_constants_are_defined_nowhere_else(module, places):
    """The game's screens and its benchmark take the referee's timing constants from the
    referee: none of them defines a constant of the same name."""
    names = set(constants(ROOT / "app" / "games" / module / "referee.py"))
    assert names, "the referee defines its constants"
    again = []
    for place in places:
        root = ROOT / place
        for file in sorted(root.rglob("*.py")) if root.is_dir() else [root]:
            again += [
                f"{file.relative_to(ROOT)}:{line} {name}"
                for name, line in constants(file).items()
                if name in names
            ]
    assert again == []
