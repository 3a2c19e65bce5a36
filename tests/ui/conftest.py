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


@pytest.fixture
def injected_failures():
    """The test injects an unexpected failure: the error screen is what it checks."""


@pytest.fixture(autouse=True)
def no_unexpected_error(request, caplog):
    """A test fails when the app met an unexpected error, which the error boundary would
    otherwise turn into its "Something went wrong" screen quietly."""
    yield
    if "injected_failures" in request.fixturenames:
        return
    errors = [r for r in caplog.get_records("call") if r.name == "app.ui.boundary"]
    assert not errors, f"unexpected error: {errors[0].getMessage()}\n{errors[0].exc_text or ''}"
