"""Setting up Schnitzel: 2–6 seats, each a person or a computer level; the matching
window (off, 2, 3 or 5 seconds) and the children's option, each with a line that says
what it does; hints and taking back (learning aids, not rules: the session's extras).
The app picks who begins the first game (the loser begins the next one). It opens as
this browser last started a game."""

from __future__ import annotations

import random

import flet as ft

from app.games.schnitzel import GAME
from app.games.schnitzel.model import WINDOWS
from app.ui.host import Host
from app.ui.screens.prefill import lineup_from, prefilled, remembered
from app.ui.screens.scaffold import setup_screen
from app.ui.screens.seats import PERSON, SeatEditor, start_game
from app.ui.session import AIDS, Seat
from app.ui.widgets import hinted, segmented, start_button

DEFAULTS = {"window": 3, "children": False}
"""The rule options the setup offers, at their defaults."""
EXTRAS = {AIDS: False}
"""The switches that are aids, not rules (the session's extras), at their defaults."""


def opponent() -> str:
    """The seat kind a new setup offers beside you: the normal computer, if there is one."""
    names = [level.name for level in GAME.levels]
    return "normal" if "normal" in names else (names[0] if names else PERSON)


def view(host: Host) -> ft.View:
    """The setup view: as this browser last started a game, else you against one
    computer."""
    setup = remembered(host, "schnitzel")
    editor = SeatEditor(host, GAME, start=(PERSON, opponent()), lineup=lineup_from(setup))
    choice = prefilled(DEFAULTS, setup.options if setup else {})
    extras = prefilled(EXTRAS, setup.extras if setup else {})
    if choice["window"] not in WINDOWS:
        choice["window"] = DEFAULTS["window"]
    error = ft.Text("", color=ft.Colors.ERROR, visible=False)

    def pick_window(e: ft.Event) -> None:
        choice["window"] = int(e.control.selected[0])

    def toggle_children(e: ft.Event) -> None:
        choice["children"] = bool(e.control.value)

    def toggle_aids(e: ft.Event) -> None:
        extras[AIDS] = bool(e.control.value)

    def rules(seats: tuple[Seat, ...]) -> dict:
        return {**choice, "first": random.randrange(len(seats))}

    def start() -> None:
        start_game(host, "schnitzel", editor, error, rules, dict(extras))

    windows = [(str(w), str(w) if w else host.t("sz-window-off"), None) for w in WINDOWS]
    controls: list[ft.Control] = [
        ft.Text(host.t("sz-seats"), weight=ft.FontWeight.BOLD),
        *editor.controls(),
        ft.Divider(),
        ft.Text(host.t("sz-window"), weight=ft.FontWeight.BOLD),
        segmented("setup-window", windows, str(choice["window"]), pick_window),
        ft.Text(host.t("sz-window-hint"), size=12, color=ft.Colors.ON_SURFACE_VARIANT),
        hinted(
            "opt-children",
            ft.Switch(
                label=host.t("sz-children"), value=choice["children"], on_change=toggle_children
            ),
            host.t("sz-children-hint"),
        ),
        hinted(
            "opt-aids",
            ft.Switch(label=host.t("opt-aids"), value=extras[AIDS], on_change=toggle_aids),
            host.t("opt-aids-hint"),
        ),
    ]
    return setup_screen(
        host,
        "schnitzel",
        host.t("game-schnitzel"),
        controls,
        error,
        start_button(host.t("sz-start"), start),
    )
