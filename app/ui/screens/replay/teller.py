"""What the tables' own describers need of a board, for a replay: words, the seats'
names, and the host (for joining names into a list)."""

from __future__ import annotations

from collections.abc import Sequence

from app.i18n import Arg
from app.ui.host import Host


class Teller:
    """Words and seat names, as a board gives them to the table's describers."""

    def __init__(self, host: Host, names: Sequence[str]) -> None:
        self.host, self.names = host, names

    def t(self, message_id: str, **args: Arg) -> str:
        """Translate into the current language."""
        return self.host.t(message_id, **args)

    def name(self, seat: int) -> str:
        """The seat's name."""
        return self.names[seat]
