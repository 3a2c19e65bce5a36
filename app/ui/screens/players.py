"""The household's players: add, rename, delete (with confirmation)."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import flet as ft

from app.core.errors import UserError
from app.stats import Player, add_player, delete_player, list_players, rename_player
from app.ui.screens.frame import screen
from app.ui.widgets import avatar, name_text, tagged

if TYPE_CHECKING:
    from app.ui.shell import Shell


def view(shell: Shell) -> ft.View:
    """The players view: a name field with an add button, then the list."""
    rows = ft.Column(spacing=0, tight=True)
    field = name_field(shell)

    def refresh() -> None:
        players = list_players(shell.db)
        rows.controls = [row(shell, p, refresh) for p in players] or [
            tagged("players-empty", ft.Text(shell.t("players-empty")))
        ]

    def add() -> None:
        if player := submit(shell, field, lambda name: add_player(shell.db, name)):
            field.value = ""
            refresh()
            shell.notify(shell.t("players-added", name=player.name))

    field.on_submit = add
    refresh()
    form = ft.Row(
        [
            tagged("player-name", field, expand=True),
            tagged(
                "player-add",
                ft.FilledButton(
                    shell.t("players-add"), icon=ft.Icons.PERSON_ADD, on_click=add, height=52
                ),
            ),
        ],
        vertical_alignment=ft.CrossAxisAlignment.START,
    )
    return screen(shell, "/players", shell.t("players-title"), [form, rows])


def row(shell: Shell, player: Player, refresh: Callable[[], None]) -> ft.Control:
    """One player with rename and delete buttons."""

    def remove() -> None:
        try:
            delete_player(shell.db, player.id)
        except UserError as error:
            shell.notify(shell.tr.error(error))
        else:
            shell.notify(shell.t("players-deleted", name=player.name))
        refresh()

    return tagged(
        f"player-{player.name}",
        ft.ListTile(
            leading=avatar(player.id, player.name),
            title=name_text(player.name, size=17),
            trailing=ft.Row(
                [
                    ft.IconButton(
                        ft.Icons.EDIT_OUTLINED,
                        tooltip=shell.t("players-rename"),
                        on_click=lambda: rename_dialog(shell, player, refresh),
                    ),
                    ft.IconButton(
                        ft.Icons.DELETE_OUTLINE,
                        tooltip=shell.t("button-delete"),
                        on_click=lambda: shell.confirm(
                            shell.t("players-delete-title", name=player.name),
                            shell.t("players-delete-body"),
                            shell.t("button-delete"),
                            remove,
                        ),
                    ),
                ],
                tight=True,
                spacing=0,
            ),
        ),
    )


def rename_dialog(shell: Shell, player: Player, refresh: Callable[[], None]) -> None:
    """Ask for a new name; errors stay in the dialog and change nothing."""
    field = name_field(shell, player.name)

    def save() -> None:
        if renamed := submit(shell, field, lambda name: rename_player(shell.db, player.id, name)):
            shell.page.pop_dialog()
            refresh()
            shell.notify(shell.t("players-renamed", name=renamed.name))

    field.on_submit = save
    shell.page.show_dialog(
        ft.AlertDialog(
            modal=True,
            title=ft.Text(shell.t("players-rename-title", name=player.name)),
            content=field,
            actions=[
                ft.TextButton(shell.t("button-cancel"), on_click=lambda: shell.page.pop_dialog()),
                ft.FilledButton(shell.t("button-save"), on_click=save),
            ],
        )
    )


def name_field(shell: Shell, value: str = "") -> ft.TextField:
    """A name input whose error disappears as soon as the player types again."""
    field = ft.TextField(
        value=value,
        label=shell.t("players-name-label"),
        hint_text=shell.t("players-name-hint"),
        capitalization=ft.TextCapitalization.WORDS,
    )

    def typing() -> None:
        field.error = None

    field.on_change = typing
    return field


def submit(shell: Shell, field: ft.TextField, store: Callable[[str], Player]) -> Player | None:
    """Store the typed name; a refused name shows why under the field and stores nothing."""
    try:
        player = store(field.value or "")
    except UserError as error:
        field.error = shell.tr.error(error)
        return None
    field.error = None
    return player
