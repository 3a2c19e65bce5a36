"""``python -m tests.e2e.broken [--port P] [--data-dir D]``: the app as ``python -m app``
serves it, except that the settings screen fails to draw. The error boundary's browser
test injects its failure here, in a server of its own: the app itself has no switch that
breaks it."""

from __future__ import annotations

import sys

from app.__main__ import main
from app.ui.screens import settings


def broken(*args, **kwargs):
    """The settings screen's drawing, failing unexpectedly."""
    raise RuntimeError("injected failure")


if __name__ == "__main__":
    settings.view = broken
    sys.exit(main())
