"""The entry point of the browser build (``python -m app publish``): the same app as
server mode, with the household's database on the browser's persistent storage, that
tells the page's boot screen when the home screen has been sent (see
``app/publish/boot.html``)."""

from __future__ import annotations

import gc
from typing import TYPE_CHECKING

from app.paths import default_data_dir
from app.ui.app import make_main
from app.ui.household import Household

if TYPE_CHECKING:
    import flet as ft

STEP = "kartenrunde-step:"
"""How a boot step reaches the page: a message from Python's worker."""


def told(step: str) -> None:
    """Tell the page that the boot reached ``step`` (in Pyodide's worker only)."""
    from js import postMessage  # (Pyodide's module: imported where it exists)

    postMessage(STEP + step)


_main = make_main(Household(default_data_dir()))


async def main(page: ft.Page) -> None:
    """The app's ``main``; the boot screen goes once the first screen is sent. The
    garbage collector, off while the app booted (the build's main.py), then comes back
    with everything the boot made set aside (``gc.freeze``), so that its passes during
    play walk fewer objects."""
    await _main(page)
    told("shown")
    gc.freeze()
    gc.enable()
