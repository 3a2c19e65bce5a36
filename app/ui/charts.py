"""flet-charts, imported when a chart is first drawn: importing it takes about 0.2 s in
the browser build, which every boot paid while the screens imported it at once."""

from __future__ import annotations

from types import ModuleType


def charts() -> ModuleType:
    """The ``flet_charts`` module."""
    import flet_charts  # (imported here on purpose: see the module's docstring)

    return flet_charts
