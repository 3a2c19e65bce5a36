"""Which tab plays each running game: one writer per browser id and game.

Tabs (or phones that share a browser id) each open a session of their own on the
server, and each would play and save its own copy of a game. The household keeps one
:class:`Owners` for all its sessions: a tab plays a running game only while it holds it,
and only the holder saves it. Another tab is told the game is open elsewhere and may
take it over; the tab that held it is then told so at once (or when it reconnects)."""

from __future__ import annotations

import asyncio
import contextvars
from typing import Protocol


class Tab(Protocol):
    """What the registry needs of a tab (the shell)."""

    def connected(self) -> bool:
        """True while the tab's browser is connected."""
        ...

    def lost_game(self, game: str) -> None:
        """Another tab took ``game`` over: stop playing it here."""
        ...


class Owners:
    """The tab holding each running game, by browser id and game."""

    def __init__(self) -> None:
        self.holders: dict[tuple[str, str], Tab] = {}

    def holds(self, tab: Tab, client_id: str, game: str) -> bool:
        """True if ``tab`` holds the browser's running ``game``."""
        return self.holders.get((client_id, game)) is tab

    def busy(self, tab: Tab, client_id: str, game: str) -> bool:
        """True if another tab holds the game and its browser is still connected (a tab
        whose browser went away does not keep a game from a new one)."""
        other = self.holders.get((client_id, game))
        return other is not None and other is not tab and other.connected()

    def claim(self, tab: Tab, client_id: str, game: str) -> None:
        """Make ``tab`` the holder; the tab that held the game before is told."""
        before = self.holders.get((client_id, game))
        self.holders[(client_id, game)] = tab
        if before is not None and before is not tab:
            # in a context of its own: the news is drawn in the other tab's session
            loop = asyncio.get_running_loop()
            loop.call_soon(before.lost_game, game, context=contextvars.Context())

    def free(self, tab: Tab, client_id: str | None = None, game: str | None = None) -> None:
        """Give back what ``tab`` holds (only the browser's ``game``, if named)."""
        for key, holder in list(self.holders.items()):
            if holder is tab and (game is None or key == (client_id, game)):
                del self.holders[key]
