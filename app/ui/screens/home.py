"""The games screen: a banner for this browser's running game, then five game tiles."""

from __future__ import annotations

from typing import TYPE_CHECKING

import flet as ft

from app.games import GAMES
from app.games.game import Game
from app.stats import clear_game
from app.ui.games import SCREENS
from app.ui.screens.frame import screen
from app.ui.widgets import icon, icon_button, tagged

if TYPE_CHECKING:
    from app.ui.shell import Shell


def view(shell: Shell) -> ft.View:
    """The home view."""
    controls: list[ft.Control] = []
    if banner := continue_banner(shell):
        controls.append(banner)
    controls.append(
        ft.ResponsiveRow(
            [tile(shell, game) for game in GAMES],
            spacing=8,
            run_spacing=8,
        )
    )
    settings = icon_button(
        "open-settings", ft.Icons.SETTINGS, shell.t("nav-settings"), lambda: shell.go("/settings")
    )
    return screen(shell, "/", shell.t("app-name"), controls, actions=[settings])


def meta(shell: Shell, game: Game) -> str:
    """ "2 players · 15 min" or "2–6 players · 20 min"."""
    fewest, most = min(game.seat_counts), max(game.seat_counts)
    if fewest == most:
        return shell.t("game-meta-fixed", count=fewest, minutes=game.minutes)
    return shell.t("game-meta-range", min=fewest, max=most, minutes=game.minutes)


def tile(shell: Shell, game: Game) -> ft.Control:
    """One game: icon, name, one line of description, players and time, rules button."""
    name = shell.t(f"game-{game.id}")
    built = game.id in SCREENS
    status: ft.Control = (
        ft.Container()
        if built
        else ft.Container(
            ft.Text(shell.t("home-coming-soon"), size=12, weight=ft.FontWeight.W_500),
            padding=ft.Padding.symmetric(horizontal=8, vertical=2),
            border=ft.Border.all(1, ft.Colors.OUTLINE),
            border_radius=12,
        )
    )

    def open_game() -> None:
        if built:
            shell.go(f"/play/{game.id}/setup")
        else:
            shell.notify(shell.t("home-not-built", game=name))

    body = ft.Column(
        [
            ft.Row(
                [
                    ft.Container(
                        ft.Icon(icon(game.icon), color=ft.Colors.WHITE, size=28),
                        bgcolor=game.accent,
                        border_radius=24,
                        width=48,
                        height=48,
                        alignment=ft.Alignment.CENTER,
                    ),
                    status,
                ],
                alignment=ft.MainAxisAlignment.SPACE_BETWEEN,
                vertical_alignment=ft.CrossAxisAlignment.START,
            ),
            ft.Text(name, size=18, weight=ft.FontWeight.BOLD),
            ft.Text(shell.t(f"game-{game.id}-blurb"), size=13, max_lines=4),
            ft.Text(meta(shell, game), size=12, color=ft.Colors.ON_SURFACE_VARIANT),
            tagged(
                f"rules-{game.id}",
                ft.TextButton(
                    shell.t("button-rules"),
                    icon=ft.Icons.MENU_BOOK,
                    on_click=lambda: shell.go(f"/rules/{game.id}"),
                ),
            ),
        ],
        spacing=6,
        tight=True,
    )
    return ft.Container(
        tagged(
            f"tile-{game.id}",
            ft.Card(ft.Container(body, padding=12, on_click=open_game, ink=True)),
        ),
        col={"xs": 6, "md": 4},
    )


def continue_banner(shell: Shell) -> ft.Control | None:
    """ "Continue: Schnapsen" for this browser's saved game, with a way to discard it."""
    saved = shell.saved_game()
    if saved is None:
        return None
    name = shell.t(f"game-{saved.game}")

    def resume() -> None:
        if saved.game in SCREENS:
            shell.go(f"/play/{saved.game}")
        else:
            shell.notify(shell.t("home-not-built", game=name))

    def discard() -> None:
        shell.table = None
        clear_game(shell.db, shell.client_id)
        shell.notify(shell.t("home-discarded"))
        shell.show("/")

    return tagged(
        "continue-banner",
        ft.Card(
            ft.ListTile(
                leading=ft.Icon(ft.Icons.PLAY_CIRCLE, size=36),
                title=ft.Text(shell.t("home-continue", game=name), weight=ft.FontWeight.BOLD),
                on_click=resume,
                trailing=tagged(
                    "discard-saved",
                    ft.IconButton(
                        ft.Icons.DELETE_OUTLINE,
                        tooltip=shell.t("home-discard"),
                        on_click=lambda: shell.confirm(
                            shell.t("home-discard-title"),
                            shell.t("home-discard-body", game=name),
                            shell.t("home-discard"),
                            discard,
                        ),
                    ),
                ),
            ),
        ),
    )
