"""Setting up Snorkeling: 2–6 seats, each a person or a computer level; the target score
and the expert variant."""

from __future__ import annotations

from datetime import datetime
from typing import TYPE_CHECKING

import flet as ft

from app.core.errors import UserError
from app.games.snorkeling import GAME
from app.games.snorkeling.model import TARGETS
from app.ui.screens.frame import screen
from app.ui.screens.seats import PERSON, SeatEditor
from app.ui.session import GameSession, Seat
from app.ui.widgets import hinted, segmented, start_button

if TYPE_CHECKING:
    from app.ui.shell import Shell


def new_session(shell: Shell, options: dict, seats: tuple[Seat, ...]) -> GameSession:
    """A new game with its own seed; raises UserError for options the engine refuses."""
    now = datetime.now().astimezone().isoformat(timespec="seconds")
    return GameSession.start("snorkeling", options, f"{shell.client_id}:{now}", seats, now)


def rematch(shell: Shell, session: GameSession) -> GameSession:
    """The same seats and rules once more, with a fresh shuffle."""
    return new_session(shell, dict(session.record.options), session.seats)


def view(shell: Shell) -> ft.View:
    """The setup view: you against one normal computer unless you change it."""
    editor = SeatEditor(shell, GAME, start=(PERSON, "normal"))
    choice = {"target": 12, "expert": False}
    error = ft.Text("", color=ft.Colors.ERROR, visible=False)

    def pick_target(e: ft.Event) -> None:
        choice["target"] = int(e.control.selected[0])

    def toggle_expert(e: ft.Event) -> None:
        choice["expert"] = bool(e.control.value)

    def start() -> None:
        seats = editor.seats()
        if seats is None:
            error.value, error.visible = shell.t("seat-fix-names"), True
            return
        if all(s.bot for s in seats):
            error.value, error.visible = shell.t("seat-need-person"), True
            return
        try:
            session = new_session(shell, dict(choice), seats)
        except UserError as problem:
            error.value, error.visible = shell.tr.error(problem), True
            return
        shell.begin(session)

    controls: list[ft.Control] = [
        ft.Text(shell.t("sk-seats"), weight=ft.FontWeight.BOLD),
        *editor.controls(),
        ft.Divider(),
        ft.Text(shell.t("sk-target"), weight=ft.FontWeight.BOLD),
        segmented(
            "setup-target",
            [(str(t), shell.t("sk-points", count=t), None) for t in sorted(TARGETS, reverse=True)],
            "12",
            pick_target,
        ),
        hinted(
            "opt-expert",
            ft.Switch(label=shell.t("sk-expert"), value=False, on_change=toggle_expert),
            shell.t("sk-expert-hint"),
        ),
        error,
        start_button(shell.t("sk-start"), start),
    ]
    return screen(shell, "/play/snorkeling/setup", shell.t("game-snorkeling"), controls)
