"""What a screen may ask of the app around it: translate, settings, the household's store,
messages, navigation and the running game. The shell is its one implementation; screens
depend on this protocol only, so no screen imports the shell."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Protocol, TypeVar, Unpack

if TYPE_CHECKING:
    import flet as ft
    from sqlite_utils import Database

    from app.i18n import Arg, Translator
    from app.stats import SavedGame
    from app.ui.feedback import Feedback
    from app.ui.session import GameSession
    from app.ui.settings import Changes, Settings
    from app.ui.stalls import StallWatch

T = TypeVar("T")


class Screen(Protocol):
    """A screen that draws itself anew: the running game's table
    (:class:`app.ui.table.frame.Table`), or the one that says another tab has the game
    (:class:`app.ui.screens.elsewhere.Elsewhere`)."""

    def build(self) -> ft.View:
        """The view for this moment."""
        ...


class Host(Protocol):
    """The app as one browser session sees it."""

    page: ft.Page
    """Flet's page: dialogs, background tasks, the screen's size."""
    tr: Translator
    settings: Settings
    client_id: str
    """This browser's id: its saved games and last setups, and part of every new game's seed."""
    route: str
    stalls: StallWatch | None

    @property
    def table(self) -> Screen | None:
        """The running game's table, while one is open."""
        ...

    @property
    def db(self) -> Database:
        """The household's store: players, statistics, saved games."""
        ...

    @property
    def feedback(self) -> Feedback:
        """Sound and vibration."""
        ...

    @property
    def uploads(self) -> Path | None:
        """Where the web server puts a file this browser uploads; None: the file picker
        hands a file's bytes over itself (:attr:`app.ui.household.Household.uploads`)."""
        ...

    def t(self, message_id: str, **args: Arg) -> str:
        """Translate into the current language."""
        ...

    def notify(self, text: str, undo: Callable[[], None] | None = None) -> None:
        """A short message over the top of the screen, gone with the next screen; with
        ``undo``, an "Undo" button beside it that carries ``undo`` out."""
        ...

    def confirm(self, title: str, body: str, action: str, on_yes: Callable[[], object]) -> None:
        """Ask before doing something that cannot be undone (what ``on_yes`` returns is
        not used)."""
        ...

    def connected(self) -> bool:
        """True while this tab's browser is connected."""
        ...

    def go(self, route: str) -> None:
        """Show ``route`` (drawn anew if it is showing)."""
        ...

    async def change(self, redraw: bool = True, **changes: Unpack[Changes]) -> None:
        """Change settings and remember them in this browser."""
        ...

    def table_for(self, game: str) -> Screen | None:
        """The table of this browser's running ``game``, resumed from its autosave if needed
        (or, while another tab plays it, the screen that says so)."""
        ...

    def saved_games(self) -> list[SavedGame]:
        """This browser's running games (one per game at most), the most recent first."""
        ...

    def discard_game(self, game: str) -> None:
        """Forget this browser's running ``game``."""
        ...

    def begin(self, session: GameSession) -> None:
        """Open the table of a new game and remember its setup (asking first if a game of
        the same kind is saved)."""
        ...

    def autosave(self) -> None:
        """Save the running game (later, if the database cannot be written just now)."""
        ...

    def stored(self, action: Callable[[], T]) -> T:
        """``action()`` on the household's store at once; if the database cannot be
        written just now, nothing changes and ``UserError("not-stored")`` says so."""
        ...

    def finish(self, next_session: GameSession | None = None) -> None:
        """Record the finished game; then home, or straight on to ``next_session``."""
        ...

    def leave(self) -> None:
        """Back to the games; the running game stays saved."""
        ...

    def back_taken(self) -> bool:
        """Whether a Back tapped now climbs a screen (not the second of a double tap)."""
        ...

    def take_over(self, game: str) -> None:
        """Play ``game`` here, as saved, though another tab had it open."""
        ...
