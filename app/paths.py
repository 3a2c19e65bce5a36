"""The one place that knows where assets, locales and the data folder live."""

from __future__ import annotations

import os
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
ASSETS = ROOT / "assets"
LOCALES = ROOT / "locales"
IN_BROWSER = sys.platform == "emscripten"
"""True in the browser build (Pyodide), False in server mode."""
BROWSER_DATA = Path("/data")
"""In the browser build the database lives on an IndexedDB-backed mount here."""


def default_data_dir() -> Path:
    """Where the household's database lives unless ``--data-dir`` says otherwise."""
    if IN_BROWSER:
        return BROWSER_DATA
    if env := os.environ.get("KARTENRUNDE_DATA"):
        return Path(env)
    base = os.environ.get("XDG_DATA_HOME") or Path.home() / ".local" / "share"
    return Path(base) / "kartenrunde"
