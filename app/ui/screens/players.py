"""The household's players: add, rename, merge two into one, hide (their games stay and
count), delete (with a confirmation that counts their games). A delete and a merge can
be undone from the message that says they were done. Two players who sat at one game
are two people: the merge dialog says so and does not merge them."""

from __future__ import annotations

from collections.abc import Callable
from typing import TypeVar

import flet as ft

from app.core.errors import UserError
from app.stats import (
    Player,
    Removed,
    add_player,
    delete_player,
    games_of,
    games_together,
    hide_player,
    list_players,
    merge_players,
    rename_player,
    restore_player,
)
from app.ui.host import Host
from app.ui.screens.scaffold import screen
from app.ui.theme import TAP
from app.ui.widgets import avatar, icon_action, name_text, tagged

T = TypeVar("T")


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
    """One player with rename and delete buttons and a menu (merge, hide or show); a
    hidden player is marked so in words and an icon."""

    def remove() -> None:
        if removed := change(host, lambda: delete_player(host.db, player.id), refresh):
            host.notify(
                host.t("players-deleted", name=player.name),
                undo=lambda: restore(host, removed, refresh),
            )

    def hide() -> None:
        hidden = not player.hidden
        if change(host, lambda: hide_player(host.db, player.id, hidden), refresh):
            host.notify(host.t("players-hidden" if hidden else "players-shown", name=player.name))

    name = name_text(player.name, size=17)
    title: ft.Control = name
    if player.hidden:
        marker = ft.Row(
            [ft.Icon(ft.Icons.VISIBILITY_OFF, size=16), ft.Text(host.t("players-hidden-mark"))],
            spacing=4,
            tight=True,
        )
        title = ft.Column([name, marker], spacing=0, tight=True)
    more = ft.PopupMenuButton(
        icon=ft.Icon(ft.Icons.MORE_VERT, semantics_label=host.t("players-more")),
        tooltip=ft.Tooltip(host.t("players-more"), exclude_from_semantics=True),
        padding=(TAP - 24) / 2,
        items=[
            ft.PopupMenuItem(
                content=ft.Text(host.t("players-merge")),
                on_click=lambda: merge_dialog(host, player, refresh),
            ),
            ft.PopupMenuItem(
                content=ft.Text(host.t("players-show" if player.hidden else "players-hide")),
                on_click=hide,
            ),
        ],
    )
    return tagged(
        f"player-{player.name}",
        ft.ListTile(
            leading=avatar(player.name),
            title=title,
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
                            host.t("players-delete-body", games=games_of(host.db, player.id)),
                            host.t("button-delete"),
                            remove,
                        ),
                    ),
                    tagged(f"player-more-{player.name}", more),
                ],
                tight=True,
                spacing=0,
            ),
        ),
    )


def change(host: Host, action: Callable[[], T], refresh: Callable[[], None]) -> T | None:
    """Carry out a change to the players and show the list anew; a refused one says why
    and changes nothing (None)."""
    try:
        done = host.stored(action)
    except UserError as error:
        host.notify(host.tr.error(error))
        refresh()
        return None
    refresh()
    return done


def restore(host: Host, removed: Removed, refresh: Callable[[], None]) -> None:
    """Undo a delete or a merge: the player, their games and statistics as before."""
    if change(host, lambda: restore_player(host.db, removed), refresh):
        host.notify(host.t("players-restored", name=removed.player.name))


def merge_dialog(host: Host, player: Player, refresh: Callable[[], None]) -> None:
    """Ask whom ``player`` is the same person as; on "Merge", every game of ``player``
    becomes theirs and ``player`` leaves the list (e.g. "Zoe" into "Zoë"). Someone who
    sat at a game with ``player`` is another person: the dialog says so and offers no
    merge; it opens on the first player who never did."""
    others = [p for p in list_players(host.db) if p.id != player.id]
    if not others:
        host.notify(host.t("players-merge-none"))
        return
    together = {p.id: games_together(host.db, p.id, player.id) for p in others}
    first = next((p for p in others if not together[p.id]), others[0])
    target = ft.Dropdown(
        label=host.t("players-merge-into"),
        options=[ft.DropdownOption(key=str(p.id), text=p.name) for p in others],
        value=str(first.id),
    )
    refusal = ft.Text("", color=ft.Colors.ERROR, expand=True)
    warning = tagged(
        "merge-apart",
        ft.Row(
            [ft.Icon(ft.Icons.ERROR_OUTLINE, color=ft.Colors.ERROR, size=18), refusal],
            vertical_alignment=ft.CrossAxisAlignment.START,
            spacing=6,
        ),
        live_region=True,
    )
    button = ft.FilledButton(host.t("players-merge-button"), key="merge-button")

    def chosen() -> Player:
        return next(p for p in others if str(p.id) == target.value)

    def check() -> None:
        keep = chosen()
        games = together[keep.id]
        refusal.value = host.t(
            "err-player-merge-together", name=player.name, into=keep.name, games=games
        )
        warning.visible = button.disabled = bool(games)

    def merge() -> None:
        keep = chosen()
        host.page.pop_dialog()
        if removed := change(host, lambda: merge_players(host.db, keep.id, player.id), refresh):
            host.notify(
                host.t("players-merged", name=player.name, into=keep.name),
                undo=lambda: restore(host, removed, refresh),
            )

    target.on_select = check
    button.on_click = merge
    check()
    host.page.show_dialog(
        ft.AlertDialog(
            modal=True,
            title=ft.Text(host.t("players-merge-title", name=player.name)),
            content=ft.Column(
                [
                    ft.Text(
                        host.t(
                            "players-merge-body",
                            name=player.name,
                            games=games_of(host.db, player.id),
                        )
                    ),
                    tagged("merge-into", target, label=host.t("players-merge-into")),
                    warning,
                ],
                tight=True,
                spacing=12,
            ),
            actions=[
                ft.TextButton(host.t("button-cancel"), on_click=lambda: host.page.pop_dialog()),
                button,
            ],
        )
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
