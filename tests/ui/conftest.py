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
def late_taps():
    """The test sends taps on targets that went with an earlier drawing."""


@pytest.fixture(autouse=True)
def every_target_offered(request, monkeypatch):
    """Every tap a table is asked about is on a target its drawing offered (a target not
    offered takes no tap: app/ui/table/taps.py). The UI tests tap every button of every
    game, so a board that forgets to offer one fails here, not only where it is used."""
    if "late_taps" in request.fixturenames:
        yield
        return
    unoffered: list[str] = []
    takes = taps.Taps.takes

    def checked(self, target, **options):
        if self.shown == self.version and target not in self.offered:
            unoffered.append(target)
        return takes(self, target, **options)

    monkeypatch.setattr(taps.Taps, "takes", checked)
    yield
    assert not unoffered, f"taps on targets no drawing offered: {sorted(set(unoffered))}"


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
