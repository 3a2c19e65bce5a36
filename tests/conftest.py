"""Shared test settings: the seeds every engine is played over."""

from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

SEEDS = range(50)


def pytest_collection_modifyitems(config, items):
    """Browser tests run last: Playwright's sync API keeps an event loop running in this
    thread until the session ends, which async UI tests could not share."""
    items.sort(key=lambda item: "tests/e2e/" in item.nodeid.replace("\\", "/"))
