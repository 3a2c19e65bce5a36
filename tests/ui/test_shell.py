"""The app shell on the real Flet session path, without a browser."""

from __future__ import annotations

import pytest

from app.ui.app import make_main
from app.ui.household import Household
from tests.ui.harness import Harness


@pytest.mark.asyncio
async def test_starts(tmp_path):
    h = Harness()
    await h.run(make_main(Household(tmp_path)))
    print(h.texts())
    assert "Schnapsen" in h.texts()
