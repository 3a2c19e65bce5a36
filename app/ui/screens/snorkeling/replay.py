"""A Snorkeling game replayed: the centre pile's top, the deck, and every diver's pile,
points and hand (each seat's own view of its hand: all hands open); each card played to
the centre or put on a pile, each pass and turn's end, and each round's end in words."""

from __future__ import annotations

from collections.abc import Sequence

import flet as ft

from app.games.snorkeling.model import Centre, End, Place, value
from app.games.snorkeling.view import View
from app.ui.host import Host
from app.ui.screens.game import LongGame, Replayer
from app.ui.screens.snorkeling.cards import card_name, sea_card
from app.ui.widgets import name_text, tagged

SCALE = 0.5
"""Small cards: a hand of eight fits a 360 px phone in two rows."""

Moment = tuple[View, ...]
"""Every seat's view of one moment, by seat."""


def draw(host: Host, names: Sequence[str], views: Moment) -> list[ft.Control]:
    """The round, the centre pile and the deck, then every diver."""
    t, v = host.t, views[0]
    facts = [
        t("sk-round", number=v.round_no + 1, target=v.options.target),
        t("sk-deck", count=v.deck_size),
    ]
    centre: list[ft.Control] = [ft.Text(t("sk-centre"), size=13)]
    if v.centre:
        centre.append(sea_card(host.tr, v.centre[-1], scale=SCALE))
    return [
        tagged("replay-facts", ft.Text(" · ".join(facts), size=15)),
        tagged("replay-table", ft.Column(centre, spacing=4, tight=True)),
        *(seat(host, names, view) for view in views),
    ]


def seat(host: Host, names: Sequence[str], v: View) -> ft.Control:
    """One diver: a mark on their turn, name, points, the top of their pile, their hand."""
    t = host.t
    head: list[ft.Control] = [name_text(names[v.seat], size=16, weight=ft.FontWeight.BOLD)]
    if v.seat in v.to_act:
        head.insert(0, ft.Icon(ft.Icons.PLAY_ARROW, size=18, semantics_label=t("replay-to-act")))
    pile = v.piles[v.seat]
    told = [t("sk-points", count=v.totals[v.seat])]
    if pile:
        told.append(t("sk-depth", depth=value(pile[-1])))
    top = [sea_card(host.tr, pile[-1], scale=SCALE)] if pile else []
    hand = [sea_card(host.tr, c, scale=SCALE) for c in v.hand]
    return tagged(
        f"replay-seat-{v.seat}",
        ft.Column(
            [
                ft.Row(head, spacing=4),
                ft.Text(" · ".join(told), size=14),
                ft.Row([*top, ft.Container(width=8), *hand], spacing=4, run_spacing=4, wrap=True),
            ],
            spacing=4,
            tight=True,
        ),
    )


def words(host: Host, names: Sequence[str], before: Moment, move: object, after: Moment) -> str:
    """The move in words, with the round it ended."""
    t, v, done = host.t, before[0], after[0]
    if isinstance(move, Centre):
        said = t("sk-replay-centre", name=names[move.seat], card=card_name(host.tr, move.card))
    elif isinstance(move, Place):
        card = card_name(host.tr, move.card)
        said = t("sk-replay-place", name=names[move.seat], card=card, target=names[move.target])
    elif isinstance(move, End):
        passed = v.played == 0 and v.placed == 0
        said = t("sk-replay-pass" if passed else "sk-replay-end", name=names[move.seat])
    else:
        said = ""
    if len(done.results) > len(v.results):
        said += " " + t("sk-round-over", number=v.round_no + 1) + "."
    return said


REPLAYER = Replayer(draw, words, timed=(LongGame(2, "a", "2 divers"),))
"""The game's replay, with the long games its benchmark opens."""
