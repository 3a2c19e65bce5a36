"""The games of Kartenrunde, in home-screen order (``GAMES``), and the built engines.

Each game package exports its :class:`~app.games.game.Game` as ``GAME``; a game joins
the app by one line here (its place on the home screen). Everything else is derived from
the descriptors: its screens are found by its id (:data:`app.ui.games.SCREENS`), its
benchmark and outcome sample are named by its ``GAME``.
"""

from __future__ import annotations

from app.core.contract import AnyEngine
from app.core.errors import InvalidNotation
from app.core.record import GameRecord
from app.games import schnapsen, schnitzel, slf, snap, snorkeling
from app.games.game import Game

GAMES: dict[str, Game] = {
    g.id: g for g in (schnapsen.GAME, slf.GAME, snorkeling.GAME, schnitzel.GAME, snap.GAME)
}
"""Every game by id, in home-screen order; a game is built once it has an engine (which
the conformance suite plays), and playable once it has screens too."""


def built() -> list[AnyEngine]:
    """The engines of the built games."""
    return [g.engine for g in GAMES.values() if g.engine is not None]


def game_for(game: str) -> Game:
    """The built game called ``game``; raises InvalidNotation for an unknown or unbuilt one."""
    found = GAMES.get(game)
    if found is None or found.engine is None:
        raise InvalidNotation("game-unknown", game=game)
    return found


def engine_for(game: str) -> AnyEngine:
    """The engine of ``game``; raises InvalidNotation for an unknown or unbuilt game."""
    engine = game_for(game).engine
    assert engine is not None  # game_for returns built games only
    return engine


def replay(record: GameRecord) -> object:
    """Rebuild the state a record describes with the registered engine."""
    return record.replay(engine_for(record.game))
