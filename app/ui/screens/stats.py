"""Statistics: the household's leaderboard, then per player the games played and won,
per game, with each game's own lines."""

from __future__ import annotations

from collections.abc import Mapping

import flet as ft

from app.games import GAMES
from app.stats import PlayerSummary, list_players, streaks, summaries
from app.ui.games import SCREENS
from app.ui.host import Host
from app.ui.screens import leaderboard
from app.ui.screens.scaffold import screen
from app.ui.widgets import avatar, icon_button, name_text, tagged


def view(host: Host) -> ft.View:
    """The statistics view, or an explanation of how it fills up."""
    people = summaries(host.db)
    extras = {gid: s.stats(host) for gid, s in SCREENS.items() if s.stats is not None}
    shown = {p.id for p in list_players(host.db, visible_only=True)}
    top = leaderboard.board(host, people, streaks(host.db), shown)
    controls: list[ft.Control] = (
        [card(host, p, extras) for p in people]
        if people
        else [tagged("stats-empty", ft.Text(host.t("stats-empty"), size=16))]
    )
    if top is not None:
        controls.insert(0, top)
    actions: list[ft.Control] = [
        icon_button(
            "open-history", ft.Icons.HISTORY, host.t("history-title"), lambda: host.go("/history")
        )
    ]
    return screen(host, "/stats", host.t("stats-title"), controls, actions=actions)


def card(
    host: Host, summary: PlayerSummary, extras: Mapping[str, Mapping[int, list[ft.Control]]]
) -> ft.Control:
    """One player's record, game by game, each with the game's own lines under it."""
    lines: list[ft.Control] = []
    for game in GAMES.values():
        tally = summary.tally(game.id)
        if tally and tally.played:
            said = host.t(
                "stats-played-won", played=tally.played, won=tally.won, helped=tally.helped
            )
            name = ft.Text(host.t(f"game-{game.id}"), expand=2)
            lines.append(ft.Row([name, ft.Text(said, expand=3, text_align=ft.TextAlign.RIGHT)]))
            lines += extras.get(game.id, {}).get(summary.player_id, [])
    if not lines:
        lines.append(ft.Text(host.t("stats-no-games"), color=ft.Colors.ON_SURFACE_VARIANT))
    return tagged(
        f"stats-{summary.name}",
        ft.Card(
            ft.Container(
                ft.Column(
                    [
                        ft.Row(
                            [
                                avatar(summary.name),
                                ft.Container(
                                    name_text(summary.name, size=18, weight=ft.FontWeight.BOLD),
                                    expand=True,
                                ),
                                icon_button(
                                    f"open-player-{summary.name}",
                                    ft.Icons.INSIGHTS,
                                    host.t("player-open", name=summary.name),
                                    lambda: host.go(f"/stats/{summary.player_id}"),
                                ),
                            ]
                        ),
                        *lines,
                    ],
                    tight=True,
                ),
                padding=12,
            )
        ),
    )
