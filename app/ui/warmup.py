"""The Flet controls the screens use, listed so that they can be imported before they
are first needed (:mod:`app.ui.boot`).

Flet imports a control's module the first time the control is used; the first visit
of a screen (a setup, the table) paused the browser build for up to ~200 ms while it
did. The web server imports them all before the first phone connects
(:mod:`app.ui.boot`); the browser build imports them one per turn of the event loop
once the home screen is on its way, so that neither the boot nor a tap waits for them.
The browser build ships compiled Python without sources: it reads the list of names
that the build wrote (:data:`LISTED`) instead of the screens' sources.
"""

from __future__ import annotations

import json
import re
from functools import cache
from pathlib import Path

UI = Path(__file__).parent
NAME = re.compile(r"\bft\.([A-Z][A-Za-z]+)\b")


LISTED = UI / "controls.json"
"""The names, as the browser build lists them (it has no sources to read)."""


@cache
def control_names() -> tuple[str, ...]:
    """Every ``ft.<Name>`` mentioned in the app's screens (``app/ui``), read once."""
    if LISTED.exists():
        return tuple(json.loads(LISTED.read_text(encoding="utf-8")))
    return tuple(
        sorted({n for path in UI.rglob("*.py") for n in NAME.findall(path.read_text("utf-8"))})
    )
