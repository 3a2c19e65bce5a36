"""What a session leaves behind when Flet ends it: its background tasks.

Flet ends a session some time after its browser went away (``FLET_SESSION_TIMEOUT``,
an hour by default) and then calls the page's ``on_close``; the shell then gives back
what it holds in the household and stops the tasks that would keep it alive: computer
turns, redraws, messages taking themselves away, countdowns."""

from __future__ import annotations

import asyncio
from typing import TYPE_CHECKING, Protocol

if TYPE_CHECKING:
    import flet as ft

PATHS = ((), ("host",), ("table", "host"), ("board", "host"))
"""How a task's object leads to the shell it works for (the shell itself, a table, a
board's countdown)."""


class Shell(Protocol):
    """What the release knows of a phone's shell (:class:`app.ui.shell.Shell`): its page."""

    @property
    def page(self) -> ft.Page: ...


def works_for(obj: object, shell: Shell) -> bool:
    """True if ``obj`` (the ``self`` of a task's coroutine) works for ``shell``."""
    for path in PATHS:
        found = obj
        for name in path:
            found = getattr(found, name, None)
        if found is shell:
            return True
    return getattr(obj, "page", None) is shell.page


def stop_tasks(shell: Shell) -> int:
    """Cancel the pending tasks that work for ``shell``; how many were cancelled."""
    current = asyncio.current_task()
    stopped = 0
    for task in asyncio.all_tasks():
        frame = getattr(task.get_coro(), "cr_frame", None)
        owner = frame.f_locals.get("self") if frame is not None else None
        if task is not current and owner is not None and works_for(owner, shell):
            task.cancel()
            stopped += 1
    return stopped
