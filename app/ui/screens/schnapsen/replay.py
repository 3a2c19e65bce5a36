"""A Schnapsen Bummerl replayed: its Bummerl sheet; both hands open (each seat's own view
of its hand), the trump card and talon, the trick on the table (else the last one), each
player's points, tricks and standing; each move in the words the table uses."""

from __future__ import annotations

from collections.abc import Sequence

import flet as ft

from app.core.cards import Card, Suit
from app.games.schnapsen.model import Claim, Close, Exchange, Marry, Play, marriage_value
from app.games.schnapsen.view import View
from app.ui.components import CardView, card_label
from app.ui.host import Host
from app.ui.screens.game import LongGame, Replayer
from app.ui.screens.schnapsen.sheets import sheet_rows, standing
from app.ui.widgets import name_text, tagged

SCALE = 0.6
"""Cards at 60 %: a hand of five fits a 360 px phone."""

Moment = tuple[View, ...]
"""Every seat's view of one moment, by seat."""


def suit(host: Host, value: Suit) -> str:
    """A suit's name in the chosen pack."""
    family = "french" if host.settings.skin == "french" else "german"
    return host.t(f"suit-{family}-{value.value}")


def card(host: Host, value: Card) -> ft.Control:
    """A card face up in the chosen pack."""
    return CardView(value, tr=host.tr, skin=host.settings.skin, scale=SCALE)


def cards(host: Host, values: Sequence[Card]) -> ft.Control:
    """A row of cards that wraps on a narrow screen."""
    return ft.Row([card(host, c) for c in values], spacing=4, run_spacing=4, wrap=True)


def draw(host: Host, names: Sequence[str], views: Moment) -> list[ft.Control]:
    """The table at one moment, both hands open: the deal's facts, the trump card by the
    talon, the trick on the table (else the last one), then each player."""
    t = host.t
    v = views[0]
    facts = [t("sn-deal", number=v.deal_no + 1), t("sn-trump", suit=suit(host, v.trump))]
    if v.closed_by is not None:
        facts.append(t("sn-closed-by", name=names[v.closed_by]))
    else:
        facts.append(t("sn-talon", count=v.talon_size))
    groups: list[ft.Control] = []
    if v.trump_card is not None and v.closed_by is None:
        groups.append(group(t("sn-replay-trump-card"), [card(host, v.trump_card)]))
    if v.trick:
        groups.append(group(t("sn-replay-trick"), [card(host, c) for c in v.trick]))
    elif v.history:
        last = v.history[-1]
        taken = t("sn-last-trick", name=names[last.winner])
        groups.append(group(taken, [card(host, last.lead), card(host, last.follow)]))
    middle = ft.Row(
        groups, spacing=24, run_spacing=8, wrap=True, vertical_alignment=ft.CrossAxisAlignment.START
    )
    return [
        tagged("replay-facts", ft.Text(" · ".join(facts), size=15)),
        tagged("replay-table", middle),
        *(seat(host, names, view) for view in views),
    ]


def group(title: str, shown: list[ft.Control]) -> ft.Control:
    """Cards on the table under what they are."""
    return ft.Column([ft.Text(title, size=13), ft.Row(shown, spacing=4)], spacing=4, tight=True)


def seat(host: Host, names: Sequence[str], v: View) -> ft.Control:
    """One player: a mark if it is their turn, name, points, tricks, game points still to
    go, and their hand."""
    t = host.t
    head: list[ft.Control] = [name_text(names[v.seat], size=16, weight=ft.FontWeight.BOLD)]
    if v.seat in v.to_act:
        head.insert(0, ft.Icon(ft.Icons.PLAY_ARROW, size=18, semantics_label=t("replay-to-act")))
    told = [
        t("sn-points", points=v.points[v.seat]),
        t("sn-tricks", count=v.tricks[v.seat]),
        standing(t, v, v.seat),
    ]
    return tagged(
        f"replay-seat-{v.seat}",
        ft.Column(
            [
                ft.Row(head, spacing=4),
                ft.Text(" · ".join(told), size=14),
                cards(host, v.hand),
            ],
            spacing=4,
            tight=True,
        ),
    )


def summary(host: Host, names: Sequence[str], views: Moment) -> list[ft.Control]:
    """The Bummerl sheet of the whole game: each deal's game points and the standing."""
    rows = sheet_rows(host.t, lambda seat: names[seat], views[0])
    title = ft.Text(host.t("sn-sheet"), size=18, weight=ft.FontWeight.BOLD)
    return [title, tagged("replay-sheet", ft.Column(rows, spacing=4, tight=True))]


def words(host: Host, names: Sequence[str], before: Moment, move: object, after: Moment) -> str:
    """The move in words, with the trick it completed and the deal it ended."""
    t = host.t
    v = before[0]
    if isinstance(move, Play):
        said = [t("sn-replay-play", name=names[move.seat], card=label(host, move.card))]
    elif isinstance(move, Marry):
        points = marriage_value(move.suit, v.trump)
        said = [t("sn-announced", name=names[move.seat], points=points, suit=suit(host, move.suit))]
    elif isinstance(move, Exchange) and v.trump_card is not None:
        said = [t("sn-exchanged", name=names[move.seat], card=label(host, v.trump_card))]
    elif isinstance(move, Close):
        said = [t("sn-closed-by", name=names[move.seat])]
    elif isinstance(move, Claim):
        said = [t("sn-replay-claim", name=names[move.seat])]
    else:
        said = []
    done = after[0]
    if len(done.results) > len(v.results):
        result = done.results[-1]
        won = t("sn-deal-won", name=names[result.winner]).rstrip(".!")
        said.append(f"{won}: {t('sn-game-points', count=result.game_points)}.")
    elif len(done.history) > len(v.history):
        said.append(t("sn-replay-takes", name=names[done.history[-1].winner]))
    return " ".join(said)


def label(host: Host, value: Card) -> str:
    """A card's name in the chosen pack."""
    return card_label(host.tr, value, host.settings.skin)


REPLAYER = Replayer(draw, words, summary, timed=(LongGame(2, "a", "a Bummerl"),))
"""The game's replay, with the long games its benchmark opens."""
