"""The Flet entry point: one :class:`Shell` per connected browser."""

from __future__ import annotations

from collections.abc import Awaitable, Callable

import flet as ft

from app.ui.asking import fresh_control_ids
from app.ui.boundary import guard
from app.ui.household import Household
from app.ui.shell import Shell


def make_main(household: Household) -> Callable[[ft.Page], Awaitable[None]]:
    """The ``main`` for ``ft.run``: every session shares ``household``."""
    fresh_control_ids()

    async def main(page: ft.Page) -> None:
        shell = Shell(page, household)
        guard(shell)  # from the first screen on, an unexpected error shows ours
        await household.ready()
        await shell.start()

    return main
