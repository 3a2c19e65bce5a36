"""The ``>>>`` examples in the app's docstrings run and hold."""

from __future__ import annotations

import doctest
import importlib

import pytest

from app.paths import ROOT


def example_modules() -> list[str]:
    """Every module under app/ whose source holds a ``>>>`` example, by dotted name."""
    names = []
    for path in sorted((ROOT / "app").rglob("*.py")):
        if ">>>" in path.read_text(encoding="utf-8"):
            parts = path.relative_to(ROOT).with_suffix("").parts
            names.append(".".join(parts[:-1] if parts[-1] == "__init__" else parts))
    return names


MODULES = example_modules()


def test_there_are_examples():
    """A run over no examples would pass silently."""
    assert "app.i18n" in MODULES and "app.games.schnapsen.notation" in MODULES


@pytest.mark.parametrize("name", MODULES)
def test_examples_hold(name):
    """Every example of the module gives the output written under it."""
    failed, tried = doctest.testmod(importlib.import_module(name))
    assert tried and not failed
