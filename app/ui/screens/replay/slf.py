"""A Schnapp, Land, Fluss! game replayed: the round, the category, the letter cards on
the table and every player's won letters and points; each turned card, slap, vote and
verdict in the words the table used, so the awards come in their order."""

from __future__ import annotations

from collections.abc import Sequence

import flet as ft

from app.games.slf.model import NobodyKnows, Slap, Stop, Turn, Vote
from app.games.slf.view import View
from app.ui.host import Host
from app.ui.screens.replay.teller import Teller
from app.ui.screens.slf.board import label_of
from app.ui.screens.slf.notes import describe
from app.ui.widgets import name_text, tagged


def category(host: Host, v: View) -> str:
    """The category card's name, or that none is turned yet."""
    return host.t(f"slf-cat-{v.category}") if v.category else host.t("slf-replay-no-category")


def draw(host: Host, names: Sequence[str], views: tuple[View, ...]) -> list[ft.Control]:
    """The round and category, the letters on the table, then every player."""
    t, v = host.t, views[0]
    facts = [t("slf-round", number=v.round_no + 1, rounds=v.options.rounds), category(host, v)]
    letters = [chip(label_of(c)) for c in v.table if c is not None]
    players = [
        tagged(
            f"replay-seat-{s}",
            ft.Column(
                [
                    name_text(names[s], size=16, weight=ft.FontWeight.BOLD),
                    ft.Text(t("slf-replay-points", count=v.totals[s]), size=14),
                    ft.Row([chip(label_of(c)) for c in v.won[s]], spacing=4, wrap=True),
                ],
                spacing=4,
                tight=True,
            ),
        )
        for s in range(v.seats)
    ]
    return [
        tagged("replay-facts", ft.Text(" · ".join(facts), size=15)),
        tagged("replay-table", ft.Row(letters, spacing=4, run_spacing=4, wrap=True)),
        *players,
    ]


def chip(letter: str) -> ft.Control:
    """A letter card, small."""
    return ft.Container(
        ft.Text(letter, size=16, weight=ft.FontWeight.BOLD),
        width=32,
        height=36,
        alignment=ft.Alignment.CENTER,
        border=ft.Border.all(1, ft.Colors.OUTLINE),
        border_radius=6,
    )


def words(
    host: Host,
    names: Sequence[str],
    before: tuple[View, ...],
    move: object,
    after: tuple[View, ...],
) -> str:
    """The move in words; a verdict, a tie or "nobody knows" as the table said it."""
    t, v, done = host.t, before[0], after[0]
    said: list[str] = []
    if isinstance(move, Turn):
        said.append(t("slf-replay-turn", name=names[move.seat], category=category(host, done)))
    elif isinstance(move, Slap) and v.table[move.slot] is not None:
        letter = label_of(v.table[move.slot])
        said.append(t("slf-replay-slap", name=names[move.seat], letter=letter))
    elif isinstance(move, Vote) and not (v.slaps and not done.slaps):
        said.append(t("slf-replay-yes" if move.accept else "slf-replay-no", name=names[move.seat]))
    elif isinstance(move, Stop):
        said.append(t("slf-replay-stop"))
    if isinstance(move, Vote | Slap | NobodyKnows | Turn):
        said.append(describe(Teller(host, names), v, done, move))
    return " ".join(filter(None, said))
