"""The toy card game's screens (tests/games/toy.py): a setup view, a board and a replay,
joined to the app by its descriptor alone (no line of app/ names the toy). Its words are
plain English: a test game has no locale files."""

from __future__ import annotations

from collections.abc import Sequence

import flet as ft

from app.core.options import RuleOptions
from app.ui.host import Host
from app.ui.screens.game import GameScreens, LongGame, Replayer
from app.ui.screens.scaffold import screen
from app.ui.screens.seats import PERSON, SeatEditor
from app.ui.session import GameSession
from app.ui.table import Board
from app.ui.widgets import start_button, tagged
from tests.games.toy import GAME, Play, View


def setup(host: Host) -> ft.View:
    """You against the computer that lays its lowest card, unless you change the seats."""
    editor = SeatEditor(host, GAME, start=(PERSON, "low"))

    def start() -> None:
        seats = editor.seats()
        if seats is not None:
            host.begin(GameSession.new(GAME.id, {}, seats, host.client_id))

    controls = [*editor.controls(), start_button("Start", start)]
    return screen(host, f"/play/{GAME.id}/setup", "High cards", controls)


def laid(v: View) -> str:
    """The cards each seat laid, seat by seat."""
    return " | ".join(" ".join(c.code for c in cards) or "–" for cards in v.laid)


class ToyBoard(Board):
    """The laid cards and, on the seat's turn, a button per card in its hand."""

    def draw(self, v: View) -> list[ft.Control]:
        """The laid cards, the stock, the hand to lay from."""
        buttons = [
            tagged(f"lay-{c.code}", ft.FilledButton(c.code, on_click=lambda _, c=c: self.lay(v, c)))
            for c in v.hand
            if v.turn == v.seat
        ]
        return [tagged("laid", ft.Text(f"{laid(v)} ({v.stock_size})")), *buttons]

    def lay(self, v: View, card: object) -> None:
        """The seat shown lays ``card``."""
        self.port.act(Play(v.seat, card))

    def result(self, v: View, index: int) -> list[ft.Control]:
        """The cards each seat laid."""
        return [tagged("totals", ft.Text(laid(v)))]


def draw(host: Host, names: Sequence[str], views: tuple[View, ...]) -> list[ft.Control]:
    """Every hand open, and the laid cards."""
    hands = [
        tagged(f"replay-seat-{s}", ft.Text(f"{names[s]}: {' '.join(c.code for c in v.hand)}"))
        for s, v in enumerate(views)
    ]
    return [*hands, tagged("replay-laid", ft.Text(laid(views[0])))]


def words(
    host: Host, names: Sequence[str], before: tuple[View, ...], move: Play, after: tuple[View, ...]
) -> str:
    """ "Anna lays QH"."""
    return f"{names[move.seat]} lays {move.card.code}"


SCREENS = GameScreens(
    GAME,
    setup,
    ToyBoard,
    stats=None,
    replay=Replayer(draw, words, timed=(LongGame(2, "a", "2 players"),)),
    marks=(),
    choices=RuleOptions,
)
