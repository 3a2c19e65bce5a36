"""Setting up Snorkeling: 2–6 seats, each a person or a computer level; the target score,
the expert variant and the learning aids; it opens as this browser last started a game."""

from __future__ import annotations

import flet as ft

from app.games.snorkeling import GAME
from app.games.snorkeling.model import TARGETS
from app.stats import LastSetup
from app.ui.host import Host
from app.ui.screens.prefill import lineup_from, prefilled, remembered
from app.ui.screens.scaffold import setup_screen
from app.ui.screens.seats import PERSON, SeatEditor, start_game
from app.ui.session import AIDS
from app.ui.widgets import hinted, segmented, start_button

RULES = {"target": 12, "expert": False}
"""The rule options of the setup at their defaults."""
EXTRAS = {AIDS: False}
"""The switches that are aids, not rules (the session's extras), at their defaults."""


def remembered_choice(setup: LastSetup | None) -> dict:
    """The choices the last game was started with (defaults where it says nothing that
    fits)."""
    stored = {}
    if setup is not None:
        stored = {**setup.options, **{name: setup.extras.get(name) for name in EXTRAS}}
    choice = prefilled({**RULES, **EXTRAS}, stored)
    if choice["target"] not in TARGETS:
        choice["target"] = RULES["target"]
    return choice


def view(host: Host) -> ft.View:
    """The setup view: as this browser last started a game, else you against one normal
    computer."""
    setup = remembered(host, "snorkeling")
    editor = SeatEditor(host, GAME, start=(PERSON, "normal"), lineup=lineup_from(setup))
    choice = remembered_choice(setup)
    error = ft.Text("", color=ft.Colors.ERROR, visible=False)

    def pick_target(e: ft.Event) -> None:
        choice["target"] = int(e.control.selected[0])

    def toggle(name: str):
        def handler(e: ft.Event) -> None:
            choice[name] = bool(e.control.value)

        return handler

    def start() -> None:
        rules = {name: choice[name] for name in RULES}
        start_game(host, "snorkeling", editor, error, rules, {n: choice[n] for n in EXTRAS})

    controls: list[ft.Control] = [
        ft.Text(host.t("sk-seats"), weight=ft.FontWeight.BOLD),
        *editor.controls(),
        ft.Divider(),
        ft.Text(host.t("sk-target"), weight=ft.FontWeight.BOLD),
        segmented(
            "setup-target",
            [(str(t), host.t("sk-points", count=t), None) for t in sorted(TARGETS, reverse=True)],
            str(choice["target"]),
            pick_target,
        ),
        hinted(
            "opt-expert",
            ft.Switch(
                label=host.t("sk-expert"), value=choice["expert"], on_change=toggle("expert")
            ),
            host.t("sk-expert-hint"),
        ),
        hinted(
            "opt-aids",
            ft.Switch(label=host.t("opt-aids"), value=choice[AIDS], on_change=toggle(AIDS)),
            host.t("opt-aids-hint"),
        ),
    ]
    return setup_screen(
        host,
        "snorkeling",
        host.t("game-snorkeling"),
        controls,
        error,
        start_button(host.t("sk-start"), start),
    )
