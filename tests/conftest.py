"""Shared test settings: the seeds every engine is played over."""

from __future__ import annotations

import os
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

SOAK = bool(os.environ.get("KARTENRUNDE_SOAK"))
"""Set by a soak run: every engine over many more seeds."""
SEEDS = range(50 if SOAK else 16)
"""Seeds per seat count. 16 by default: over the first 50 seeds, every move kind, every
refusal the contract check provokes and every kind of outcome (including ties) of every
game and seat count first showed up by seed 13."""


BROWSER = "tests/e2e/"
LAST = "tests/e2e/test_pwa_e2e.py"
"""The phone build's tests: its pause measurement wants the machine to itself."""


def lane(item: pytest.Item) -> tuple[bool, bool]:
    """Where a test runs: browser tests after all others, the phone build's last."""
    path = item.nodeid.replace("\\", "/")
    return path.startswith(BROWSER), path.startswith(LAST)


def pytest_collection_modifyitems(config, items):
    """Browser tests run after all others: Playwright's sync API keeps an event loop
    running in this thread until the session ends, which async UI tests could not share.
    The phone build's tests come last of all."""
    items.sort(key=lane)


@pytest.hookimpl(optionalhook=True)
def pytest_xdist_make_scheduler(config, log):
    """Whole modules go to the two workers (``-n 2``, see pyproject.toml) in the order
    above: both compute through the other tests first, then each drives its own browser
    and app through browser modules; the phone build's module waits until it has the
    machine to itself (``tests/e2e/conftest.py``: ``machine_to_itself``).

    One lane for all browser tests beside one for the rest took over six minutes: the
    browser tests ran up to four times slower beside the others than alone."""
    from xdist.scheduler import LoadScopeScheduling

    class Modules(LoadScopeScheduling):
        def _split_scope(self, nodeid: str) -> str:
            return nodeid.split("::")[0]

    config.option.loadscopereorder = False  # keep the order above (not largest first)
    return Modules(config, log)
