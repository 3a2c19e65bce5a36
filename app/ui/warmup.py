"""The Flet controls the screens use, imported before they are first needed.

Flet imports a control's module the first time the control is used. In the browser
build Pyodide compiles each of those modules from source, so the first visit of a
screen (a setup, the table) paused the app for up to ~200 ms. Imported while the app
boots, they make the boot a little longer instead.
"""

from __future__ import annotations

import re
from functools import cache
from pathlib import Path

import flet as ft

UI = Path(__file__).parent
NAME = re.compile(r"\bft\.([A-Z][A-Za-z]+)\b")


@cache
def control_names() -> tuple[str, ...]:
    """Every ``ft.<Name>`` mentioned in the app's screens (``app/ui``), read once."""
    return tuple(
        sorted({n for path in UI.rglob("*.py") for n in NAME.findall(path.read_text("utf-8"))})
    )


def warm_up() -> None:
    """Import them all."""
    for name in control_names():
        getattr(ft, name, None)
