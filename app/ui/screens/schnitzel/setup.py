"""Setting up Schnitzel: 2–6 seats, each a person or a computer level; the matching
window (off, 2, 3 or 5 seconds) and the children's option, each with a line that says
what it does; hints and taking back (learning aids, not rules: the session's extras).
The app picks who begins the first game (the loser begins the next one). It opens as
this browser last started a game."""

from __future__ import annotations

import random

import flet as ft

from app.games.schnitzel import GAME
from app.games.schnitzel.model import Options
from app.ui.host import Host
from app.ui.screens.form import Form
from app.ui.screens.prefill import lineup_from, remembered
from app.ui.screens.scaffold import setup_screen
from app.ui.screens.schnitzel.choices import Choices
from app.ui.screens.seats import PERSON, SeatEditor, start_game
from app.ui.session import Seat
from app.ui.widgets import start_button


def opponent() -> str:
    """The seat kind a new setup offers beside you: the normal computer, if there is one."""
    names = [level.name for level in GAME.levels]
    return "normal" if "normal" in names else (names[0] if names else PERSON)


def view(host: Host) -> ft.View:
    """The setup view: as this browser last started a game, else you against one
    computer."""
    setup = remembered(host, "schnitzel")
    editor = SeatEditor(host, GAME, start=(PERSON, opponent()), lineup=lineup_from(setup))
    form = Form(host, Options, Choices, setup)
    error = ft.Text("", color=ft.Colors.ERROR, visible=False)

    def rules(seats: tuple[Seat, ...]) -> dict:
        return form.rules(first=random.randrange(len(seats)))

    def start() -> None:
        start_game(host, "schnitzel", editor, error, rules, form.table())

    controls: list[ft.Control] = [
        ft.Text(host.t("sz-seats"), weight=ft.FontWeight.BOLD),
        *editor.controls(),
        ft.Divider(),
        ft.Text(host.t("sz-window"), weight=ft.FontWeight.BOLD),
        form.segments("window", lambda w: str(w) if w else host.t("sz-window-off")),
        ft.Text(host.t("sz-window-hint"), size=12, color=ft.Colors.ON_SURFACE_VARIANT),
        form.switch("children", "sz-children", "sz-children-hint"),
        form.switch("aids", "opt-aids", "opt-aids-hint"),
    ]
    return setup_screen(
        host,
        "schnitzel",
        host.t("game-schnitzel"),
        controls,
        error,
        start_button(host.t("sz-start"), start),
    )
