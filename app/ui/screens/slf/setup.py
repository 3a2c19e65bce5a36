"""Setting up Schnapp, Land, Fluss!: how the table plays (everyone, or with a game
leader), 2–6 players by quick name or from the player list, then rounds, countdown and
the two card options. In leader mode the X/Y card is left out unless asked for. It opens
with the players and choices this browser last started a game with."""

from __future__ import annotations

import flet as ft

from app.core.errors import UserError
from app.games.slf import GAME
from app.games.slf.letters import first_in_alphabet
from app.games.slf.model import Options
from app.ui.host import Host
from app.ui.screens.form import Form
from app.ui.screens.prefill import lineup_from, remembered
from app.ui.screens.scaffold import setup_screen
from app.ui.screens.seats import SeatEditor
from app.ui.screens.slf.choices import Choices
from app.ui.session import GameSession, Seat
from app.ui.widgets import hinted, icon_button, start_button, tagged


def start_options(rules: dict, seats: tuple[Seat, ...], lang: str) -> dict:
    """The engine's options ``rules`` with the first category going to the first name in
    the alphabet of the app's language ``lang`` (``seats`` as typed: a seat without a
    name comes last)."""
    return {**rules, "first_seat": first_in_alphabet([s.name for s in seats], lang)}


def view(host: Host) -> ft.View:
    """The setup view, as this browser last started a game."""
    setup = remembered(host, "slf")
    form = Form(host, Options, Choices, setup)
    # X/Y follows the mode (in: around a table; out: with a game leader) until it is switched
    touched = form["remove_xy"] != (form["mode"] == "leader")
    editor = SeatEditor(host, GAME, lineup=lineup_from(setup))
    error = ft.Text("", color=ft.Colors.ERROR, visible=False)
    xy_switch = ft.Switch(label=host.t("slf-with-xy"), value=not form["remove_xy"])
    mode_hint = ft.Text(
        host.t(f"slf-mode-{form['mode']}-hint"), size=13, color=ft.Colors.ON_SURFACE_VARIANT
    )

    def mode_changed() -> None:
        mode_hint.value = host.t(f"slf-mode-{form['mode']}-hint")
        if not touched:
            form["remove_xy"] = form["mode"] == "leader"
            xy_switch.value = not form["remove_xy"]

    def toggle_xy(e: ft.Event) -> None:
        nonlocal touched
        form["remove_xy"], touched = not e.control.value, True

    xy_switch.on_change = toggle_xy
    rounds_text = ft.Text(str(form["rounds"]), size=22, weight=ft.FontWeight.BOLD, width=40)
    allowed = form.allowed("rounds")

    def step_rounds(delta: int) -> None:
        form["rounds"] = min(max(allowed), max(min(allowed), form["rounds"] + delta))
        rounds_text.value = str(form["rounds"])

    def start() -> None:
        seats = editor.seats()
        if seats is None:
            error.value, error.visible = host.t("seat-fix-names"), True
            return
        try:
            options = start_options(form.rules(), seats, host.tr.lang)
            session = GameSession.new("slf", options, seats, host.client_id, form.table())
        except UserError as problem:
            error.value, error.visible = host.tr.error(problem), True
            return
        host.begin(session)

    icons = {"table": ft.Icons.TABLE_RESTAURANT, "leader": ft.Icons.RECORD_VOICE_OVER}
    mode = form.segments("mode", lambda m: host.t(f"slf-mode-{m}"), icons, mode_changed)
    # (the unit: in the title)
    countdown = form.segments("countdown", lambda s: str(s) if s else host.t("slf-countdown-off"))
    rounds = ft.Row(
        [
            ft.Text(host.t("slf-rounds"), weight=ft.FontWeight.BOLD, expand=True),
            icon_button(
                "rounds-minus", ft.Icons.REMOVE, host.t("slf-fewer-rounds"), lambda: step_rounds(-1)
            ),
            tagged("rounds", rounds_text),
            icon_button(
                "rounds-plus", ft.Icons.ADD, host.t("slf-more-rounds"), lambda: step_rounds(1)
            ),
        ],
        vertical_alignment=ft.CrossAxisAlignment.CENTER,
    )
    controls: list[ft.Control] = [
        ft.Text(host.t("slf-mode"), weight=ft.FontWeight.BOLD),
        mode,
        mode_hint,
        ft.Divider(),
        ft.Text(host.t("slf-players"), weight=ft.FontWeight.BOLD),
        *editor.controls(),
        ft.Divider(),
        rounds,
        ft.Text(host.t("slf-countdown"), weight=ft.FontWeight.BOLD),
        countdown,
        form.switch("one_card", "slf-one-card", "slf-one-card-hint"),
        hinted("opt-xy", xy_switch, host.t("slf-with-xy-hint")),
    ]
    return setup_screen(
        host, "slf", host.t("game-slf"), controls, error, start_button(host.t("slf-start"), start)
    )
