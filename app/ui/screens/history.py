"""The history of finished games: newest first, filtered by game and by player, a page
at a time ("Show more" asks the store for the next page, never for every game)."""

from __future__ import annotations

import flet as ft

from app.games import GAMES
from app.stats import HistoryRow, history, list_players
from app.ui.host import Host
from app.ui.screens.finished import heading, result_line
from app.ui.screens.replay import replayer_of
from app.ui.screens.scaffold import screen
from app.ui.widgets import icon, tagged

PAGE = 30
"""Games asked for at a time."""
ALL = "all"
"""The filter value that does not filter."""


def view(host: Host) -> ft.View:
    """The history view: two filters, the games, and "Show more" while there are more."""
    rows = ft.Column(spacing=0, tight=True)
    chosen = {"game": ALL, "player": ALL}
    more = ft.Container()

    def load(before: tuple[str, int] | None) -> None:
        game = None if chosen["game"] == ALL else chosen["game"]
        player = None if chosen["player"] == ALL else int(chosen["player"])
        page = history(host.db, game=game, player_id=player, before=before, limit=PAGE + 1)
        shown, rest = page[:PAGE], page[PAGE:]
        kept = rows.controls if before is not None else []
        lines = [line(host, row) for row in shown]
        if not kept and not lines:
            lines = [tagged("history-empty", ft.Text(host.t("history-empty"), size=16))]
        rows.controls = [*kept, *lines]
        more.content = (
            tagged(
                "history-more",
                ft.TextButton(
                    host.t("history-more"),
                    icon=ft.Icons.EXPAND_MORE,
                    on_click=lambda: load(shown[-1].cursor),
                    height=48,
                ),
                key=f"history-more-{shown[-1].id}",
            )
            if rest
            else None
        )

    def choose(field: str, value: str | None) -> None:
        chosen[field] = value or ALL
        load(None)

    games = [(ALL, host.t("history-all-games"))] + [(gid, host.t(f"game-{gid}")) for gid in GAMES]
    people = [(ALL, host.t("history-all-players"))] + [
        (str(p.id), p.name) for p in list_players(host.db, visible_only=True)
    ]
    filters = ft.Row(
        [
            choice(host, "history-game", games, lambda v: choose("game", v)),
            choice(host, "history-player", people, lambda v: choose("player", v)),
        ],
        wrap=True,
        spacing=8,
        run_spacing=8,
    )
    load(None)
    return screen(host, "/history", host.t("history-title"), [filters, rows, more])


def choice(host: Host, identifier: str, options: list[tuple[str, str]], on_choose) -> ft.Control:
    """A filter: a dropdown of ``(value, text)`` options, the first chosen."""
    return tagged(
        identifier,
        ft.Dropdown(
            value=options[0][0],
            label=host.t(f"{identifier}-label"),
            options=[ft.DropdownOption(key=value, text=text) for value, text in options],
            on_select=lambda e: on_choose(e.control.value),
            width=190,
        ),
        label=host.t(f"{identifier}-label"),
    )


def line(host: Host, row: HistoryRow) -> ft.Control:
    """One finished game: its icon, name and end, who played and how it ended; a tap
    opens it (its replay, where its record was kept)."""
    game = GAMES.get(row.game)
    return tagged(
        f"history-{row.id}",
        ft.ListTile(
            leading=ft.Icon(icon(game.icon) if game else ft.Icons.STYLE, size=28),
            title=ft.Text(heading(host, row), size=15, weight=ft.FontWeight.W_500),
            subtitle=result_line(host, row),
            trailing=(
                ft.Icon(ft.Icons.PLAY_CIRCLE_OUTLINE, semantics_label=host.t("history-replay"))
                if row.has_record and replayer_of(row.game) is not None
                else None
            ),
            on_click=lambda: host.go(f"/history/{row.id}"),
            content_padding=ft.Padding.symmetric(horizontal=4),
        ),
    )
