"""A setup opens as this browser last started the game: its line-up and its options.

Remembered per browser (like its settings and running games), not per household: two
phones of one household may well set up different tables."""

from __future__ import annotations

from app.core.errors import UserError
from app.stats import LastSetup, last_setup
from app.ui.host import Host
from app.ui.session import Seat, lineup_of


def remembered(host: Host, game: str) -> LastSetup | None:
    """The setup this browser last started ``game`` with, if any."""
    return last_setup(host.db, host.client_id, game)


def lineup_from(setup: LastSetup | None) -> tuple[Seat, ...] | None:
    """The seats of a remembered setup (None if there is none or it cannot be read)."""
    if setup is None:
        return None
    try:
        return lineup_of({"seats": setup.seats})
    except UserError:
        return None
