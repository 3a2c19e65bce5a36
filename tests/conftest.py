"""Shared test settings: the seeds every engine is played over."""

from __future__ import annotations

import os
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

SOAK = bool(os.environ.get("KARTENRUNDE_SOAK"))
"""Set by a soak run: every engine over many more seeds."""
SEEDS = range(50 if SOAK else 16)
"""Seeds per seat count. 16 by default: over the first 50 seeds, every move kind, every
refusal the contract check provokes and every kind of outcome (including ties) of every
game and seat count first showed up by seed 13."""


def pytest_collection_modifyitems(config, items):
    """Browser tests run last: Playwright's sync API keeps an event loop running in this
    thread until the session ends, which async UI tests could not share."""
    items.sort(key=lambda item: "tests/e2e/" in item.nodeid.replace("\\", "/"))
