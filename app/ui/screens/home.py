"""The games screen: a banner for each of this browser's running games (one per game at
most, the most recent first), then five game tiles; a game with a running game says so.

On a phone the first tile spans the width and the other four stand two by two, each pair
equally high: a tile keeps room for two lines of its name and four of its description
whatever it holds. So all five fit above the tab bar of a 412×915 phone."""

from __future__ import annotations

import flet as ft

from app.core.errors import UserError
from app.games import GAMES
from app.games.game import Game
from app.stats import SavedGame
from app.ui.games import SCREENS
from app.ui.host import Host
from app.ui.screens.scaffold import screen
from app.ui.session import lineup_of, named
from app.ui.widgets import icon, icon_action, icon_button, name_text, tagged

NAME = ft.TextStyle(size=18, height=1.2, weight=ft.FontWeight.BOLD)
BLURB = ft.TextStyle(size=13, height=1.35)
NAME_LINES, BLURB_LINES = 2, 4


def view(host: Host) -> ft.View:
    """The home view."""
    saved = host.saved_games()
    controls: list[ft.Control] = [continue_banner(host, s) for s in saved]
    running = {s.game for s in saved}
    controls.append(
        ft.ResponsiveRow(
            [
                tile(host, game, game.id in running, wide=i == 0)
                for i, game in enumerate(GAMES.values())
            ],
            spacing=8,
            run_spacing=8,
        )
    )
    settings = icon_button(
        "open-settings", ft.Icons.SETTINGS, host.t("nav-settings"), lambda: host.go("/settings")
    )
    return screen(host, "/", host.t("app-name"), controls, actions=[settings])


def meta(host: Host, game: Game) -> str:
    """ "2 players · 15 min" or "2–6 players · 20 min"."""
    fewest, most = min(game.seat_counts), max(game.seat_counts)
    if fewest == most:
        return host.t("game-meta-fixed", count=fewest, minutes=game.minutes)
    return host.t("game-meta-range", min=fewest, max=most, minutes=game.minutes)


def badge(text: str, icon: ft.IconData | None = None) -> ft.Container:
    """A small outlined label in a tile's corner ("Coming soon", "In progress")."""
    label = ft.Text(text, size=12, weight=ft.FontWeight.W_500)
    return ft.Container(
        ft.Row([ft.Icon(icon, size=14), label], spacing=4, tight=True) if icon else label,
        padding=ft.Padding.symmetric(horizontal=8, vertical=2),
        border=ft.Border.all(1, ft.Colors.OUTLINE),
        border_radius=12,
    )


def lines(
    text: str,
    style: ft.TextStyle,
    count: int,
    keep_room: bool,
    align: ft.Alignment = ft.Alignment.TOP_LEFT,
) -> ft.Control:
    """``text`` cut after ``count`` lines with an ellipsis; with ``keep_room``, as high as
    ``count`` lines whatever it holds (so tiles side by side are equally high), the text
    placed in that room by ``align``."""
    shown = ft.Text(text, style=style, max_lines=count, overflow=ft.TextOverflow.ELLIPSIS)
    if not keep_room:
        return shown
    size, spacing = style.size, style.height
    if size is None or spacing is None:
        raise ValueError("keeping room needs a style with a size and a line height")
    height = round(count * size * spacing + 0.5)
    return ft.Container(shown, height=height, alignment=align)


def tile(host: Host, game: Game, running: bool = False, wide: bool = False) -> ft.Control:
    """One game: icon, name, a few lines of description (cut with an ellipsis), players
    and time, rules button; "In progress" when this browser has a running game of it.
    A ``wide`` tile spans a phone's width (its lines need no room kept for a neighbour)."""
    name = host.t(f"game-{game.id}")
    built = game.id in SCREENS
    status: ft.Control = ft.Container()
    if not built:
        status = badge(host.t("home-coming-soon"))
    elif running:
        status = badge(host.t("home-in-progress"), ft.Icons.PLAY_CIRCLE)
        status.key = f"running-{game.id}"  # a key, not a tag: the tile stays one button

    def open_game() -> None:
        if built:
            host.go(f"/play/{game.id}/setup")
        else:
            host.notify(host.t("home-not-built", game=name))

    about = ft.Column(
        [
            ft.Row(
                [
                    ft.Container(
                        ft.Icon(icon(game.icon), color=ft.Colors.WHITE, size=24),
                        bgcolor=game.accent,
                        border_radius=20,
                        width=40,
                        height=40,
                        alignment=ft.Alignment.CENTER,
                    ),
                    status,
                ],
                alignment=ft.MainAxisAlignment.SPACE_BETWEEN,
                vertical_alignment=ft.CrossAxisAlignment.START,
                wrap=True,  # on a narrow tile the badge goes under the icon, never past the edge
                run_spacing=4,
            ),
            lines(name, NAME, NAME_LINES, not wide, ft.Alignment.BOTTOM_LEFT),  # by its blurb
            lines(host.t(f"game-{game.id}-blurb"), BLURB, BLURB_LINES, not wide),
            ft.Text(meta(host, game), size=12, color=ft.Colors.ON_SURFACE_VARIANT),
        ],
        spacing=4,
        tight=True,
    )
    rules = tagged(
        f"rules-{game.id}",
        ft.TextButton(
            host.t("button-rules"),
            icon=ft.Icons.MENU_BOOK,
            on_click=lambda: host.go(f"/rules/{game.id}"),
        ),
    )
    # the tile's button and its rules button side by side (a button in a button is unnamed)
    opening = ft.Container(
        about,
        padding=ft.Padding.only(left=12, top=12, right=12, bottom=4),
        on_click=open_game,
        ink=True,
    )
    body = ft.Column(
        [
            tagged(f"tile-{game.id}", opening),
            ft.Container(rules, padding=ft.Padding.only(left=4, right=4, bottom=4)),
        ],
        spacing=0,
        tight=True,
    )
    return ft.Container(ft.Card(body), col={"xs": 12 if wide else 6, "md": 4})


def lineup(host: Host, saved: SavedGame) -> str | None:
    """Who plays the saved game, in words ("Anna and Computer (Normal)")."""
    try:
        seats = named(lineup_of(saved.record), host.t)
    except UserError:
        return None
    return host.tr.join([s.name for s in seats]) or None


def continue_banner(host: Host, saved: SavedGame) -> ft.Control:
    """ "Continue: Schnapsen" (and who plays) for one saved game, with a way to discard it."""
    name = host.t(f"game-{saved.game}")
    players = lineup(host, saved)

    def resume() -> None:
        if saved.game in SCREENS:
            host.go(f"/play/{saved.game}")
        else:
            host.notify(host.t("home-not-built", game=name))

    def discard() -> None:
        host.discard_game(saved.game)
        host.notify(host.t("home-discarded"))
        host.go("/")

    banner = tagged(
        "continue-banner",
        ft.Card(
            ft.ListTile(
                leading=ft.Icon(ft.Icons.PLAY_CIRCLE, size=36),
                title=ft.Text(host.t("home-continue", game=name), weight=ft.FontWeight.BOLD),
                subtitle=name_text(players) if players else None,
                on_click=resume,
                trailing=tagged(
                    "discard-saved",
                    icon_action(
                        ft.Icons.DELETE_OUTLINE,
                        host.t("home-discard-game", game=name),
                        lambda: host.confirm(
                            host.t("home-discard-title"),
                            host.t("home-discard-body", game=name),
                            host.t("home-discard"),
                            discard,
                        ),
                    ),
                ),
            ),
        ),
    )
    return tagged(f"continue-{saved.game}", banner)
