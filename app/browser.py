"""The entry point of the browser build (``python -m app publish``): the same app as
server mode, with the household's database on the browser's persistent storage."""

from __future__ import annotations

from app.paths import default_data_dir
from app.ui.app import make_main
from app.ui.household import Household

main = make_main(Household(default_data_dir()))
"""The ``main`` that the build's main.py hands to ``ft.run``."""
