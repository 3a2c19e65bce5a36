"""The toy race game's screens (tests/games/race.py): all a game adds to be playable in
the app: a setup view and a board; the shared frame does the rest."""

from __future__ import annotations

import flet as ft

from app.core.options import RuleOptions
from app.ui.host import Host
from app.ui.screens.game import GameScreens
from app.ui.screens.scaffold import screen
from app.ui.screens.seats import PERSON, SeatEditor
from app.ui.session import GameSession
from app.ui.table import Board
from app.ui.widgets import start_button, tagged
from tests.games.race import GAME, Grab, View


def setup(host: Host) -> ft.View:
    """You against the slow computer, unless you change the seats."""
    editor = SeatEditor(host, GAME, start=(PERSON, "slow"))

    def start() -> None:
        seats = editor.seats()
        if seats is not None:
            host.begin(GameSession.new(GAME.id, {}, seats, host.client_id))

    controls = [*editor.controls(), start_button("Start", start)]
    return screen(host, f"/play/{GAME.id}/setup", "Grab", controls)


class GrabBoard(Board):
    """The card that is up and a button per person to grab it."""

    def public_seat(self) -> int:
        """Nothing is hidden: everyone sees seat 0's view."""
        return 0

    def draw(self, v: View) -> list[ft.Control]:
        """The card up, how many are left, the grab buttons."""
        up = v.up.code if v.up else "–"
        buttons = [
            tagged(f"grab-{s}", ft.FilledButton(self.name(s), on_click=lambda _, s=s: self.grab(s)))
            for s in self.port.humans()
        ]
        return [tagged("up", ft.Text(f"{up} ({v.left})")), *buttons]

    def grab(self, seat: int) -> None:
        """``seat`` grabs the card up."""
        v = self.port.view()
        if v.up is not None:
            self.port.act(Grab(seat, v.up))

    def result(self, v: View, index: int) -> list[ft.Control]:
        """The cards each seat took."""
        return [tagged("taken", ft.Text(" · ".join(str(len(t)) for t in v.taken)))]


SCREENS = GameScreens(
    GAME, setup, GrabBoard, stats=None, replay=None, marks=(), choices=RuleOptions
)
