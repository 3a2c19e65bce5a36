"""What the web server does before the first phone connects, so that no phone's first
drawing waits for it, and how it keeps full garbage collections short.

The first phone used to pay for importing Flet's controls and parsing its language's
translations (about 0.1 s of the one event loop; each language's first phone paid for
its translations), and a full garbage collection walked every object the server had
ever loaded (0.1–0.2 s with 20 phones, measured by ``python -m app.bench server``).
"""

from __future__ import annotations

import gc
from collections.abc import Awaitable, Callable
from typing import Any

from app.i18n import CODES, Translator
from app.ui.games import build_all
from app.ui.routes import import_all
from app.ui.warmup import warm_up


def prepare() -> None:
    """Import every control, every game and screen, and parse every language's
    translations, then hide all that is loaded from the garbage collector (it lives as
    long as the server)."""
    warm_up()
    build_all()
    import_all()
    for code in CODES:
        Translator(code).t("app-name")
    gc.collect()
    gc.freeze()


def frozen_once(main: Callable[[Any], Awaitable[None]]) -> Callable[[Any], Awaitable[None]]:
    """``main``, that first hides from the collector what the web server made at start
    (its objects exist only once it runs, so :func:`prepare` cannot see them)."""
    frozen: list[bool] = []

    async def first_frozen(page: Any) -> None:
        if not frozen:
            frozen.append(True)
            gc.freeze()
        await main(page)

    return first_frozen
