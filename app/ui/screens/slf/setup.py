"""Setting up Schnapp, Land, Fluss!: how the table plays (everyone, or with a game
leader), 2–6 players by quick name or from the player list, then rounds, countdown and
the two card options. In leader mode the X/Y card is left out unless asked for. It opens
with the players and choices this browser last started a game with."""

from __future__ import annotations

from typing import Any

import flet as ft

from app.core.errors import UserError
from app.games.slf import GAME
from app.games.slf.letters import first_in_alphabet
from app.games.slf.model import MAX_ROUNDS
from app.stats import LastSetup
from app.ui.host import Host
from app.ui.screens.prefill import lineup_from, prefilled, remembered
from app.ui.screens.scaffold import setup_screen
from app.ui.screens.seats import SeatEditor
from app.ui.session import GameSession, Seat
from app.ui.widgets import hinted, icon_button, segmented, start_button, tagged

COUNTDOWNS = (0, 30, 45, 60)


def start_options(choice: dict, seats: tuple[Seat, ...], lang: str) -> dict:
    """The engine's options; the first category goes to the first name in the alphabet of
    the app's language ``lang`` (``seats`` as typed: a seat without a name comes last)."""
    return {
        "mode": choice["mode"],
        "rounds": choice["rounds"],
        "one_card": choice["one_card"],
        "remove_xy": not choice["xy"],
        "first_seat": first_in_alphabet([s.name for s in seats], lang),
    }


def remembered_choice(setup: LastSetup | None) -> dict:
    """The choices the last game was started with (defaults where it says nothing)."""
    # Any: options of several kinds, as prefilled takes them; ``fits`` checks them below
    choice: dict[str, Any] = {
        "mode": "table",
        "rounds": 1,
        "countdown": 0,
        "one_card": False,
        "xy": True,
    }
    if setup is None:
        return choice
    stored = {**setup.options, "countdown": setup.extras.get("countdown")}
    if isinstance(setup.options.get("remove_xy"), bool):
        stored["xy"] = not setup.options["remove_xy"]
    choice = prefilled(choice, stored)
    fits = (
        choice["mode"] in ("table", "leader")
        and 1 <= choice["rounds"] <= MAX_ROUNDS
        and choice["countdown"] in COUNTDOWNS
    )
    return choice if fits else remembered_choice(None)


def view(host: Host) -> ft.View:
    """The setup view, as this browser last started a game."""
    setup = remembered(host, "slf")
    choice = remembered_choice(setup)
    touched = {"xy"} if choice["xy"] != (choice["mode"] == "table") else set()
    editor = SeatEditor(host, GAME, lineup=lineup_from(setup))
    error = ft.Text("", color=ft.Colors.ERROR, visible=False)
    xy_switch = ft.Switch(label=host.t("slf-with-xy"), value=choice["xy"])
    mode_hint = ft.Text(
        host.t(f"slf-mode-{choice['mode']}-hint"), size=13, color=ft.Colors.ON_SURFACE_VARIANT
    )

    def pick_mode(e: ft.Event) -> None:
        choice["mode"] = e.control.selected[0]
        mode_hint.value = host.t(f"slf-mode-{choice['mode']}-hint")
        if "xy" not in touched:
            choice["xy"] = xy_switch.value = choice["mode"] == "table"

    def toggle(name: str):
        def handler(e: ft.Event) -> None:
            choice[name] = bool(e.control.value)
            touched.add(name)

        return handler

    xy_switch.on_change = toggle("xy")
    rounds_text = ft.Text(str(choice["rounds"]), size=22, weight=ft.FontWeight.BOLD, width=40)

    def step_rounds(delta: int) -> None:
        choice["rounds"] = min(MAX_ROUNDS, max(1, choice["rounds"] + delta))
        rounds_text.value = str(choice["rounds"])

    def pick_countdown(e: ft.Event) -> None:
        choice["countdown"] = int(e.control.selected[0])

    def start() -> None:
        seats = editor.seats()
        if seats is None:
            error.value, error.visible = host.t("seat-fix-names"), True
            return
        try:
            options = start_options(choice, seats, host.tr.lang)
            extras = {"countdown": choice["countdown"]}
            session = GameSession.new("slf", options, seats, host.client_id, extras)
        except UserError as problem:
            error.value, error.visible = host.tr.error(problem), True
            return
        host.begin(session)

    mode = segmented(
        "setup-mode",
        [
            ("table", host.t("slf-mode-table"), ft.Icons.TABLE_RESTAURANT),
            ("leader", host.t("slf-mode-leader"), ft.Icons.RECORD_VOICE_OVER),
        ],
        choice["mode"],
        pick_mode,
    )
    seconds = [(str(s), str(s), None) for s in COUNTDOWNS[1:]]  # (the unit: in the title)
    countdown = segmented(
        "setup-countdown",
        [("0", host.t("slf-countdown-off"), None), *seconds],
        str(choice["countdown"]),
        pick_countdown,
    )
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

    one_card = ft.Switch(
        label=host.t("slf-one-card"), value=choice["one_card"], on_change=toggle("one_card")
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
        hinted("opt-one-card", one_card, host.t("slf-one-card-hint")),
        hinted("opt-xy", xy_switch, host.t("slf-with-xy-hint")),
    ]
    return setup_screen(
        host, "slf", host.t("game-slf"), controls, error, start_button(host.t("slf-start"), start)
    )
