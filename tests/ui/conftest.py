"""Fixtures for the UI tests on the real Flet session path."""

from __future__ import annotations

import pytest

from app.ui.table import taps


@pytest.fixture(autouse=True)
def quick_hands(monkeypatch):
    """The tests tap one control after another at once, far quicker than a person can:
    no tap counts as the second of a double tap here (tests/ui/test_taps.py tests the
    rule with a person's timing)."""
    monkeypatch.setattr(taps, "DOUBLE_TAP", 0.0)
