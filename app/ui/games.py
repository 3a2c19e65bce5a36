"""The games that can be played in the app: every game of :data:`app.games.GAMES` whose
screens package ``app/ui/screens/<id>/`` exists (it exports a
:class:`~app.ui.screens.game.GameScreens` as ``SCREENS``); nothing to register here.

Each game's screens (and with them its engine and computer players) are imported when
the game is first opened, or when the app warms them up after the home screen is drawn
(:func:`app.ui.boot.warm_up_slowly`): the home screen needs only to know which games have screens.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, MutableMapping
from importlib import import_module
from importlib.util import find_spec

from app.games import GAMES
from app.ui.screens.game import GameScreens


def packages(games: Iterable[str]) -> dict[str, str]:
    """The screens package of each of ``games`` that has one, by game id, in their order:
    found, not imported (the boot imports no game's screens)."""
    found = {game: f"app.ui.screens.{game}" for game in games}
    return {game: name for game, name in found.items() if find_spec(name) is not None}


PACKAGES = packages(GAMES)
"""Each playable game's screens package, by game id, in home-screen order."""


class Screens(MutableMapping[str, GameScreens]):
    """Screens by game id, each game's imported when first asked for (a test may add a
    game's screens as they are)."""

    def __init__(self, packages: dict[str, str]) -> None:
        self.packages: dict[str, str | None] = dict(packages)
        self.loaded: dict[str, GameScreens] = {}

    def __getitem__(self, game: str) -> GameScreens:
        if game not in self.loaded:
            package = self.packages[game]  # KeyError for a game without screens
            assert package is not None  # (screens added as they are are loaded)
            self.loaded[game] = import_module(package).SCREENS
        return self.loaded[game]

    def __setitem__(self, game: str, screens: GameScreens) -> None:
        self.packages[game] = None
        self.loaded[game] = screens

    def __delitem__(self, game: str) -> None:
        del self.packages[game]
        self.loaded.pop(game, None)

    def __iter__(self) -> Iterator[str]:
        return iter(self.packages)

    def __len__(self) -> int:
        return len(self.packages)


SCREENS = Screens(PACKAGES)
"""Screens by game id; a game on the home screen without an entry is "coming soon"."""
