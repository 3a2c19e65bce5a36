"""The Python side of the browser build: the app's sources and, in ``__pypackages__``,
every pure-Python package it needs, copied from this environment (no download).

Pyodide's worker unpacks the staged folder and puts ``__pypackages__`` first on
``sys.path``; the requirements file names nothing, so micropip never goes online.
"""

from __future__ import annotations

import importlib.metadata
import json
import shutil
from pathlib import Path, PurePosixPath

from app.paths import ASSETS, LOCALES, ROOT
from app.publish.bytecode import compile_folder
from app.ui.warmup import LISTED, control_names

VENDORED = (
    "flet",
    "flet-audio",
    "flet-charts",
    "repath",
    "six",
    "sqlite-utils",
    "sqlite-fts4",
    "click",
    "pluggy",
    "python-dateutil",
    "fluent.runtime",
    "fluent.syntax",
    "attrs",
    "babel",
    "pytz",
    "typing_extensions",
)
"""Distributions the app imports at run time in the browser (flet's httpx and oauthlib
are not used on Emscripten, tabulate and click-default-group only by sqlite-utils'
command line; msgpack comes as Pyodide's own compiled package, see
:func:`app.publish.web.register_wheels`)."""
BABEL_LOCALES = ("root", "de", "de_AT", "en", "en_001", "en_GB", "hu", "hu_HU")
"""Babel's data for the app's languages (en_GB inherits from en_001); the other 1,100
locales would make up most of the build."""
PYTZ_ZONES = ("UTC",)
UNUSED = ("sqlite_utils/cli.py",)
"""Files of vendored packages that nothing imports in the app (sqlite-utils' command line,
and with it tabulate and click-default-group, are not vendored; nor babel's message
catalogue tools): each file is unpacked at every boot."""
APP_SKIP = ("bench", "publish")
"""Packages of the app that only run on a computer."""
APP_IGNORE = shutil.ignore_patterns("__pycache__", "*.md", *APP_SKIP)
"""What of ``app/`` the build leaves out: caches, the computer-only packages and the
games' ``RULES.md`` (for developers; the players' rule texts are in ``locales/``)."""
MAIN = """import gc

gc.disable()
from js import postMessage

postMessage("kartenrunde-step:unpacked")
import flet as ft

from app.browser import main, told

told("imported")
ft.run(main)
"""
"""The build's main.py: it tells the page's boot screen how far Python has come, and
keeps the garbage collector off until the first screen is sent (``app.browser.main``)."""
REQUIREMENTS = "# everything is vendored in __pypackages__\n"


def stage(dest: Path) -> Path:
    """Fill ``dest`` (emptied first) with main.py, the app, its data and its packages,
    all Python compiled for the browser's interpreter (:mod:`app.publish.bytecode`)."""
    if dest.exists():
        shutil.rmtree(dest)
    dest.mkdir(parents=True)
    (dest / "main.py").write_text(MAIN, encoding="utf-8")
    (dest / "requirements.txt").write_text(REQUIREMENTS, encoding="utf-8")
    shutil.copytree(ROOT / "app", dest / "app", ignore=APP_IGNORE)
    controls = json.dumps(list(control_names()))
    (dest / "app" / "ui" / LISTED.name).write_text(controls, encoding="utf-8")
    shutil.copytree(LOCALES, dest / "locales")
    shutil.copytree(ASSETS / "cards", dest / "assets" / "cards")
    packages = dest / "__pypackages__"
    for name in VENDORED:
        vendor(name, packages)
    compile_folder(dest)
    return dest


def vendor(name: str, packages: Path) -> None:
    """Copy the installed files of distribution ``name`` that Python imports or reads."""
    dist = importlib.metadata.distribution(name)
    for file in dist.files or ():
        rel = PurePosixPath(str(file))
        if keep(rel):
            target = packages / rel
            target.parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(Path(str(dist.locate_file(file))), target)


def keep(rel: PurePosixPath) -> bool:
    """Whether a distribution's file belongs in the browser build."""
    parts = rel.parts
    if (
        parts[0] == ".."
        or parts[0].endswith(".dist-info")
        or parts[0] == "flutter"
        or "__pycache__" in parts
        or rel.suffix in (".so", ".pyd", ".pyi", ".c", ".h", ".pyx")
    ):
        return False
    if rel.as_posix() in UNUSED or parts[:2] == ("babel", "messages"):
        return False
    if parts[:2] == ("babel", "locale-data"):
        return rel.stem in BABEL_LOCALES
    if parts[:2] == ("pytz", "zoneinfo"):
        return "/".join(parts[2:]) in PYTZ_ZONES
    return True
