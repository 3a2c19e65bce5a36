"""What the app imports before it is needed: the web server all of it before the first
phone connects (so that no phone's first drawing waits for it), the browser build a
piece per turn of the event loop once the home screen is on its way (so that neither
its boot nor a tap waits for it); and how the server keeps full garbage collections
short.

The first phone used to pay for importing Flet's controls and parsing its language's
translations (about 0.1 s of the one event loop; each language's first phone paid for
its translations), and a full garbage collection walked every object the server had
ever loaded (0.1–0.2 s with 20 phones, measured by ``python -m app.bench server``).
"""

from __future__ import annotations

import asyncio
import gc
from collections.abc import Awaitable, Callable, Iterator
from functools import partial

import flet as ft

from app.games import GAMES
from app.i18n import CODES, Translator
from app.ui.charts import charts
from app.ui.games import SCREENS
from app.ui.routes import LATER, screen
from app.ui.warmup import control_names

Main = Callable[[ft.Page], Awaitable[None]]
"""The app's ``main`` for ``ft.run``: it serves one browser's session on its page."""


def pieces() -> Iterator[Callable[[], object]]:
    """What to import, in pieces of a few milliseconds to a few tens in the browser
    build: each control, each game's engine and then its screens, each other screen."""
    for name in control_names():
        yield partial(getattr, ft, name, None)
    for game in GAMES.values():
        yield partial(getattr, game, "engine")
        yield partial(SCREENS.get, game.id)
    for name in LATER:
        yield partial(screen, name)


async def warm_up_slowly() -> None:
    """Import every piece, one per turn of the event loop."""
    for piece in pieces():
        piece()
        await asyncio.sleep(0)


def prepare() -> None:
    """Import every piece and flet-charts (too big a piece for the browser build's turns;
    the first chart drawn on the server waited some 0.1 s for it), parse every language's
    translations, then hide all that is loaded from the garbage collector (it lives as
    long as the server)."""
    for piece in pieces():
        piece()
    charts()
    for code in CODES:
        Translator(code).t("app-name")
    gc.collect()
    gc.freeze()


def frozen_once(main: Main) -> Main:
    """``main``, that first hides from the collector what the web server made at start
    (its objects exist only once it runs, so :func:`prepare` cannot see them)."""
    frozen: list[bool] = []

    async def first_frozen(page: ft.Page) -> None:
        if not frozen:
            frozen.append(True)
            gc.freeze()
        await main(page)

    return first_frozen
