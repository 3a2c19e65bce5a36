"""Setting up Schnipp-Schnapp: 2–6 seats, each a person or a computer level (the
youngest first: they start), the pack and its faces, the tempo of turning, the time
limit, the Snap pool, "the card underneath counts" and the children's mode, each with
a line that says what it does. It opens as this browser last started a game."""

from __future__ import annotations

import flet as ft

from app.games.snap import GAME
from app.games.snap.model import Options
from app.ui.host import Host
from app.ui.screens.form import Form
from app.ui.screens.prefill import lineup_from, remembered
from app.ui.screens.scaffold import setup_screen
from app.ui.screens.seats import PERSON, SeatEditor, start_game
from app.ui.screens.snap.choices import Choices
from app.ui.widgets import start_button, tagged


def problem(host: Host, form: Form) -> str | None:
    """What is wrong with the choices, in words (None: nothing)."""
    if form["faces"] != "french" and form["pack"] != "skat":
        return host.t("snp-faces-need-skat")
    return None


def hint(host: Host, message_id: str) -> ft.Text:
    """A line that explains the choice above it."""
    return ft.Text(host.t(message_id), size=12, color=ft.Colors.ON_SURFACE_VARIANT)


def view(host: Host) -> ft.View:
    """The setup view: as this browser last started a game, else a person against the
    normal computer."""
    setup = remembered(host, "snap")
    editor = SeatEditor(host, GAME, start=(PERSON, "normal"), lineup=lineup_from(setup))
    form = Form(host, Options, Choices, setup)
    error = ft.Text("", color=ft.Colors.ERROR, visible=False)

    def start() -> None:
        wrong = problem(host, form)
        if wrong is not None:
            error.value, error.visible = wrong, True
            return
        start_game(host, "snap", editor, error, form.rules(first=0), form.table())

    def title(message_id: str) -> ft.Text:
        return ft.Text(host.t(message_id), weight=ft.FontWeight.BOLD)

    def limit(minutes: int) -> str:
        return str(minutes) if minutes else host.t("snp-limit-none")

    controls: list[ft.Control] = [
        title("snp-seats"),
        hint(host, "snp-seats-hint"),
        *editor.controls(),
        ft.Divider(),
        title("snp-pack"),
        form.segments("pack", lambda p: host.t(f"snp-pack-{p}")),
        hint(host, "snp-pack-hint"),
        title("snp-faces"),
        tagged("setup-faces", form.radios("faces", lambda f: host.t(f"snp-faces-{f}"))),
        hint(host, "snp-faces-hint"),
        title("snp-tempo"),
        tagged("setup-tempo", form.radios("tempo", lambda k: host.t(f"snp-tempo-{k}"))),
        hint(host, "snp-tempo-hint"),
        title("snp-limit"),
        form.segments("limit", limit),
        hint(host, "snp-limit-hint"),
        form.switch("pool", "snp-pool", "snp-pool-hint"),
        form.switch("covered", "snp-covered", "snp-covered-hint"),
        form.switch("children", "snp-children", "snp-children-hint"),
    ]
    return setup_screen(
        host, "snap", host.t("game-snap"), controls, error, start_button(host.t("snp-start"), start)
    )
