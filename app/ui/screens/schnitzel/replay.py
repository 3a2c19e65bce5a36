"""A Schnitzel game replayed with every card open: the draw pile, the discard pile's top
and a drawn card, then every player's row face up, a sign (a thinking head) under each
card its owner knew at that moment (a game of memory: what they knew is half the story);
each move in the table's words, with the card it showed now that nothing is secret.

Schnitzel hides cards even from their owners, so the replay draws the engine's
``open_view`` of the finished game (:mod:`app.core.contract`), not the seats' views.
"""

from __future__ import annotations

from collections.abc import Sequence

import flet as ft

from app.games.schnitzel.model import OVER, Draw, Look, Pass, Peek
from app.games.schnitzel.view import View
from app.ui.host import Host
from app.ui.screens.game import LongGame, Replayer
from app.ui.screens.replay.teller import Teller
from app.ui.screens.schnitzel.cards import RATIO, back, card_name, face, gap
from app.ui.screens.schnitzel.deeds import sentence
from app.ui.screens.schnitzel.piles import captioned
from app.ui.screens.schnitzel.results import reason
from app.ui.screens.schnitzel.rows import acting
from app.ui.widgets import name_text, tagged

CARD = 34
"""A card's width: a row of eight (four and penalty cards) fits a 360 px phone."""
SIGN = 16

Moment = tuple[View, ...]
"""Every seat's open view of one moment, by seat."""


class Words(Teller):
    """A replay's words, seat names and card names, as the table's describers want them."""

    def card(self, card: int) -> str:
        """A card's name in the current language."""
        return card_name(self.host.tr, card)

    def about(self, seat: int, message_id: str) -> str:
        """A message about ``seat``, by name (a replay has no "you")."""
        return self.t(message_id, name=self.name(seat))


def draw(host: Host, names: Sequence[str], views: Moment) -> list[ft.Control]:
    """The piles and a drawn card, what the sign means, then every player's row."""
    t, v, words = host.t, views[0], Words(host, names)
    height = CARD * RATIO
    top = v.discard[-1] if v.discard else None
    middle = [
        pile(back(CARD, height, str(v.draw)), t("sz-draw"), t("sz-draw-pile", count=v.draw)),
        pile(
            gap(CARD, height, "") if top is None else face(host.tr, top, CARD, height),
            t("sz-discard"),
            t("sz-discard-empty") if top is None else t("sz-discard-pile", card=words.card(top)),
        ),
    ]
    if v.hand is not None:
        held = face(host.tr, v.hand, CARD, height)
        middle.append(pile(held, names[v.turn], words.about(v.turn, "sz-holding")))
    table = ft.Row(middle, spacing=14, vertical_alignment=ft.CrossAxisAlignment.END)
    legend = ft.Row(
        [
            ft.Icon(ft.Icons.PSYCHOLOGY_OUTLINED, size=SIGN),
            ft.Text(t("sz-replay-sign"), size=13, expand=True),
        ],
        spacing=4,
    )
    return [
        tagged("replay-table", table),
        legend,
        *(seat(host, words, v, s) for s in range(v.seats)),
    ]


def pile(card: ft.Control, caption: str, spoken: str) -> ft.Control:
    """A pile's top (or a held card) with its caption under it, said as ``spoken``."""
    return ft.Semantics(content=captioned(card, caption), label=spoken, container=True)


def seat(host: Host, words: Words, v: View, s: int) -> ft.Control:
    """One player: a mark while they act, the name, a call, the total at the end; the
    row face up, a sign under each card they knew."""
    t, height = host.t, CARD * RATIO
    head: list[ft.Control] = []
    if acting(v) == s:
        head.append(ft.Icon(ft.Icons.PLAY_ARROW, size=18, semantics_label=t("replay-to-act")))
    head.append(name_text(words.name(s), size=16, weight=ft.FontWeight.BOLD))
    if v.caller == s:
        head.append(ft.Icon(ft.Icons.CAMPAIGN, size=18, semantics_label=t("sz-row-called")))
    if v.results:
        head.append(ft.Text(t("sz-points", count=v.results[0][s]), size=14))
    places: list[ft.Control] = []
    knew: list[str] = []
    for slot, card in enumerate(v.rows[s]):
        if card is None:
            places.append(gap(CARD, height, str(slot + 1)))
            continue
        known = bool(v.known[s][slot] & (1 << s))
        if known:
            knew.append(words.card(card))
        mark = (
            ft.Icon(ft.Icons.PSYCHOLOGY_OUTLINED, size=SIGN)
            if known
            else ft.Container(width=CARD, height=SIGN)
        )
        places.append(
            ft.Column(
                [face(host.tr, card, CARD, height), mark],
                spacing=2,
                tight=True,
                horizontal_alignment=ft.CrossAxisAlignment.CENTER,
            )
        )
    cards = ", ".join(words.card(c) for c in v.rows[s] if c is not None) or "–"
    spoken = t("sz-replay-row", name=words.name(s), cards=cards)
    if knew:
        spoken += " " + t("sz-replay-knows", name=words.name(s), cards=", ".join(knew))
    return tagged(
        f"replay-seat-{s}",
        ft.Column(
            [
                ft.Row(head, spacing=4, vertical_alignment=ft.CrossAxisAlignment.CENTER),
                ft.Row(places, spacing=4, run_spacing=4, wrap=True),
            ],
            spacing=4,
            tight=True,
        ),
        label=spoken,
    )


def words(host: Host, names: Sequence[str], before: Moment, move: object, after: Moment) -> str:
    """The move in words, with the card it showed (every card is open now), a reshuffle
    of the discards, and why the game ended."""
    v, done, teller = before[0], after[0], Words(host, names)
    seat = getattr(move, "seat", 0)
    name = names[seat]
    deed = done.deeds[seat] if done.deeds else None
    if isinstance(move, Look) and (looked := v.rows[seat][move.slot]) is not None:
        card = teller.card(looked)
        said = host.t("sz-replay-look", name=name, number=move.slot + 1, card=card)
    elif isinstance(move, Draw) and done.hand is not None:
        said = host.t("sz-replay-draw", name=name, card=teller.card(done.hand))
        if v.draw == 0:
            said = host.t("sz-replay-shuffled") + " " + said
    elif isinstance(move, Peek) and (peeked := v.rows[move.owner][move.slot]) is not None:
        card = teller.card(peeked)
        owner = names[move.owner]
        key = "sz-replay-peek-own" if move.owner == seat else "sz-replay-peek"
        said = host.t(key, name=name, number=move.slot + 1, owner=owner, card=card)
    elif isinstance(move, Pass) or deed is None:
        said = host.t("sz-replay-pass", name=name)
    else:
        said = sentence(teller, seat, deed) or ""
    if done.phase == OVER and v.phase != OVER:
        said += " " + reason(teller, done)
    return said


REPLAYER = Replayer(draw, words, timed=(LongGame(4, "b", "4 players"),))
"""The game's replay, with the long games its benchmark opens."""
