"""The household's players: add, rename, delete (with confirmation)."""

from __future__ import annotations

from collections.abc import Callable

import flet as ft

from app.core.errors import UserError
from app.stats import Player, add_player, delete_player, list_players, rename_player
from app.ui.host import Host
from app.ui.screens.scaffold import screen
from app.ui.widgets import avatar, icon_action, name_text, tagged


def view(host: Host) -> ft.View:
    """The players view: a name field with an add button, then the list."""
    rows = ft.Column(spacing=0, tight=True)
    field = name_field(host)

    def refresh() -> None:
        players = list_players(host.db)
        rows.controls = [row(host, p, refresh) for p in players] or [
            tagged("players-empty", ft.Text(host.t("players-empty")))
        ]

    def add() -> None:
        if player := submit(host, field, lambda name: add_player(host.db, name)):
            field.value = ""
            refresh()
            host.notify(host.t("players-added", name=player.name))

    field.on_submit = add
    refresh()
    form = ft.Row(
        [
            tagged("player-name", field, expand=True),
            tagged(
                "player-add",
                ft.FilledButton(
                    host.t("players-add"), icon=ft.Icons.PERSON_ADD, on_click=add, height=52
                ),
            ),
        ],
        vertical_alignment=ft.CrossAxisAlignment.START,
    )
    return screen(host, "/players", host.t("players-title"), [form, rows])


def row(host: Host, player: Player, refresh: Callable[[], None]) -> ft.Control:
    """One player with rename and delete buttons."""

    def remove() -> None:
        try:
            host.stored(lambda: delete_player(host.db, player.id))
        except UserError as error:
            host.notify(host.tr.error(error))
        else:
            host.notify(host.t("players-deleted", name=player.name))
        refresh()

    return tagged(
        f"player-{player.name}",
        ft.ListTile(
            leading=avatar(player.id, player.name),
            title=name_text(player.name, size=17),
            trailing=ft.Row(
                [
                    icon_action(
                        ft.Icons.EDIT_OUTLINED,
                        host.t("players-rename"),
                        lambda: rename_dialog(host, player, refresh),
                    ),
                    icon_action(
                        ft.Icons.DELETE_OUTLINE,
                        host.t("button-delete"),
                        lambda: host.confirm(
                            host.t("players-delete-title", name=player.name),
                            host.t("players-delete-body"),
                            host.t("button-delete"),
                            remove,
                        ),
                    ),
                ],
                tight=True,
                spacing=0,
            ),
        ),
    )


def rename_dialog(host: Host, player: Player, refresh: Callable[[], None]) -> None:
    """Ask for a new name; errors stay in the dialog and change nothing."""
    field = name_field(host, player.name)

    def save() -> None:
        if renamed := submit(host, field, lambda name: rename_player(host.db, player.id, name)):
            host.page.pop_dialog()
            refresh()
            host.notify(host.t("players-renamed", name=renamed.name))

    field.on_submit = save
    host.page.show_dialog(
        ft.AlertDialog(
            modal=True,
            title=ft.Text(host.t("players-rename-title", name=player.name)),
            content=field,
            actions=[
                ft.TextButton(host.t("button-cancel"), on_click=lambda: host.page.pop_dialog()),
                ft.FilledButton(host.t("button-save"), on_click=save),
            ],
        )
    )


def name_field(host: Host, value: str = "") -> ft.TextField:
    """A name input whose error disappears as soon as the player types again."""
    field = ft.TextField(
        value=value,
        label=host.t("players-name-label"),
        hint_text=host.t("players-name-hint"),
        capitalization=ft.TextCapitalization.WORDS,
    )

    def typing() -> None:
        field.error = None

    field.on_change = typing
    return field


def submit(host: Host, field: ft.TextField, store: Callable[[str], Player]) -> Player | None:
    """Store the typed name; a refused name (or a database that cannot be written just
    now) shows why under the field and stores nothing."""
    try:
        player = host.stored(lambda: store(field.value or ""))
    except UserError as error:
        field.error = host.tr.error(error)
        return None
    field.error = None
    return player
