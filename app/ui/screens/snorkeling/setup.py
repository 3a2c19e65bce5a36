"""Setting up Snorkeling: 2–6 seats, each a person or a computer level; the target score,
the expert variant and the learning aids; it opens as this browser last started a game."""

from __future__ import annotations

import flet as ft

from app.games.snorkeling import GAME
from app.games.snorkeling.model import Options
from app.ui.host import Host
from app.ui.screens.form import Form
from app.ui.screens.prefill import lineup_from, remembered
from app.ui.screens.scaffold import setup_screen
from app.ui.screens.seats import PERSON, SeatEditor, start_game
from app.ui.screens.snorkeling.choices import Choices
from app.ui.widgets import start_button


def view(host: Host) -> ft.View:
    """The setup view: as this browser last started a game, else you against one normal
    computer."""
    setup = remembered(host, "snorkeling")
    editor = SeatEditor(host, GAME, start=(PERSON, "normal"), lineup=lineup_from(setup))
    form = Form(host, Options, Choices, setup)
    error = ft.Text("", color=ft.Colors.ERROR, visible=False)

    def start() -> None:
        start_game(host, "snorkeling", editor, error, form.rules(), form.table())

    controls: list[ft.Control] = [
        ft.Text(host.t("sk-seats"), weight=ft.FontWeight.BOLD),
        *editor.controls(),
        ft.Divider(),
        ft.Text(host.t("sk-target"), weight=ft.FontWeight.BOLD),
        form.segments("target", lambda t: host.t("sk-points", count=t)),
        form.switch("expert", "sk-expert", "sk-expert-hint"),
        form.switch("aids", "opt-aids", "opt-aids-hint"),
    ]
    return setup_screen(
        host,
        "snorkeling",
        host.t("game-snorkeling"),
        controls,
        error,
        start_button(host.t("sk-start"), start),
    )
