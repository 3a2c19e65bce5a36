"""The Flet entry point: one :class:`Shell` per connected browser."""

from __future__ import annotations

import flet as ft

from app.ui.asking import fresh_control_ids
from app.ui.boot import Main
from app.ui.boundary import guard
from app.ui.household import Household
from app.ui.shell import Shell


def make_main(household: Household) -> Main:
    """The ``main`` for ``ft.run``: every session shares ``household``."""
    fresh_control_ids()

    async def main(page: ft.Page) -> None:
        shell = Shell(page, household)
        guard(shell)  # from the first screen on, an unexpected error shows ours
        await household.ready()
        await shell.start()

    return main
