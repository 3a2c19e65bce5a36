"""The games of Kartenrunde, in home-screen order (``GAMES``), and the built engines.

Each game package exports its :class:`~app.games.game.Game` as ``GAME``; a game joins
the app by one line here. ``REGISTRY`` maps the id of every built game to its engine.
"""

from __future__ import annotations

from typing import Any

from app.core.contract import Engine
from app.core.errors import InvalidNotation
from app.core.record import GameRecord
from app.games import schnapsen, schnitzel, slf, snap, snorkeling
from app.games.game import Game

GAMES: tuple[Game, ...] = (schnapsen.GAME, slf.GAME, snorkeling.GAME, schnitzel.GAME, snap.GAME)

REGISTRY: dict[str, Engine[Any, Any, Any]] = {g.id: g.engine for g in GAMES if g.engine is not None}
"""Built engines by game id; a game is built once its engine passes the conformance suite."""


def game_for(game: str) -> Game:
    """The built game called ``game``; raises InvalidNotation for an unknown or unbuilt one."""
    if game not in REGISTRY:
        raise InvalidNotation("game-unknown", game=game)
    return next(g for g in GAMES if g.id == game)


def engine_for(game: str) -> Engine[Any, Any, Any]:
    """The engine of ``game``; raises InvalidNotation for an unknown or unbuilt game."""
    try:
        return REGISTRY[game]
    except KeyError:
        raise InvalidNotation("game-unknown", game=game) from None


def replay(record: GameRecord) -> object:
    """Rebuild the state a record describes with the registered engine."""
    return record.replay(engine_for(record.game))
