"""Setting up Snorkeling: 2–6 seats, each a person or a computer level; the target score
and the expert variant; it opens as this browser last started a game."""

from __future__ import annotations

import flet as ft

from app.games.snorkeling import GAME
from app.games.snorkeling.model import TARGETS
from app.ui.host import Host
from app.ui.screens.prefill import lineup_from, prefilled, remembered
from app.ui.screens.scaffold import screen
from app.ui.screens.seats import PERSON, SeatEditor, start_game
from app.ui.widgets import hinted, segmented, start_button


def view(host: Host) -> ft.View:
    """The setup view: as this browser last started a game, else you against one normal
    computer."""
    setup = remembered(host, "snorkeling")
    editor = SeatEditor(host, GAME, start=(PERSON, "normal"), lineup=lineup_from(setup))
    choice = prefilled({"target": 12, "expert": False}, setup.options if setup else {})
    if choice["target"] not in TARGETS:
        choice["target"] = 12
    error = ft.Text("", color=ft.Colors.ERROR, visible=False)

    def pick_target(e: ft.Event) -> None:
        choice["target"] = int(e.control.selected[0])

    def toggle_expert(e: ft.Event) -> None:
        choice["expert"] = bool(e.control.value)

    def start() -> None:
        start_game(host, "snorkeling", editor, error, choice)

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
            ft.Switch(label=host.t("sk-expert"), value=choice["expert"], on_change=toggle_expert),
            host.t("sk-expert-hint"),
        ),
        error,
        start_button(host.t("sk-start"), start),
    ]
    return screen(host, "/play/snorkeling/setup", host.t("game-snorkeling"), controls)
