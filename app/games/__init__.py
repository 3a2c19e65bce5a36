"""The games of Kartenrunde: what the home screen offers and which engines exist.

``CATALOG`` lists all five games in home-screen order; ``REGISTRY`` maps the id of
every game whose engine is built to its :class:`~app.core.contract.Engine`.
"""

from __future__ import annotations

from dataclasses import dataclass

from app.core.contract import Engine
from app.core.errors import InvalidNotation
from app.core.record import GameRecord
from app.games import schnapsen, slf, snorkeling


@dataclass(frozen=True, slots=True)
class GameInfo:
    """What the home screen shows about a game before it is played."""

    id: str
    min_seats: int
    max_seats: int
    minutes: int
    accent: str
    """Seed colour (hex) for the game's Material theme."""


CATALOG: tuple[GameInfo, ...] = (
    GameInfo("schnapsen", 2, 2, 15, "#1B5E20"),
    GameInfo("slf", 2, 6, 20, "#F57C00"),
    GameInfo("snorkeling", 2, 6, 20, "#0277BD"),
    GameInfo("schnitzel", 2, 6, 15, "#C62828"),
    GameInfo("snap", 2, 6, 10, "#6A1B9A"),
)

REGISTRY: dict[str, Engine] = {e.id: e for e in (schnapsen.ENGINE, slf.ENGINE, snorkeling.ENGINE)}
"""Built engines by game id; a game joins when its engine passes the conformance suite."""


def engine_for(game: str) -> Engine:
    """The engine of ``game``; raises InvalidNotation for an unknown or unbuilt game."""
    try:
        return REGISTRY[game]
    except KeyError:
        raise InvalidNotation("game-unknown", game=game) from None


def replay(record: GameRecord) -> object:
    """Rebuild the state a record describes with the registered engine."""
    return record.replay(engine_for(record.game))
