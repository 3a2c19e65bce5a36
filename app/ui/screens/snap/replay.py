"""A Schnipp-Schnapp game replayed: each player's face-up top card, draw pile and cards
held, the pool, a tie's freeze; each turned card, call and verdict in the words the
table used (the table is public: every seat's view shows the same)."""

from __future__ import annotations

from collections.abc import Sequence

import flet as ft

from app.core.cards import Card
from app.games.snap.model import Call, Resume, Settle, Stop, Turn
from app.games.snap.view import View
from app.ui.components import CardView, card_label
from app.ui.host import Host
from app.ui.screens.game import LongGame, Replayer
from app.ui.screens.replay.teller import Teller
from app.ui.screens.snap.status import event_line
from app.ui.widgets import name_text, tagged

SCALE = 0.6

Moment = tuple[View, ...]
"""Every seat's view of one moment, by seat."""


def draw(host: Host, names: Sequence[str], views: Moment) -> list[ft.Control]:
    """Every player's piles, the pool, and "Tie! Hands off!" during a freeze."""
    v = views[0]
    out: list[ft.Control] = []
    if v.frozen:
        out.append(tagged("replay-freeze", ft.Text(host.t("snp-ev-tie"), size=16)))
    if v.options.pool or v.pool:
        out.append(ft.Text(host.t("snp-pool-count", count=v.pool), size=15))
    out += [seat(host, names, v, s) for s in range(v.seats)]
    return out


def seat(host: Host, names: Sequence[str], v: View, s: int) -> ft.Control:
    """One player: the top of their face-up pile, their name, draw pile and holdings."""
    if v.up[s]:
        top: ft.Control = CardView(
            Card.from_code(v.up[s][-1]), tr=host.tr, skin=v.options.faces, scale=SCALE
        )
    else:
        top = ft.Container(width=64 * SCALE, height=96 * SCALE)
    head: list[ft.Control] = [name_text(names[s], size=16, weight=ft.FontWeight.BOLD)]
    if any(c.seat == s for c in v.pending):
        head.append(ft.Text(host.t("snp-called"), size=14, weight=ft.FontWeight.BOLD))
    facts = ft.Column(
        [
            ft.Row(head, spacing=6),
            ft.Text(host.t("snp-replay-draw", count=v.draw[s]), size=14),
            ft.Text(host.t("snp-replay-held", count=v.held[s]), size=14),
        ],
        spacing=2,
        tight=True,
    )
    return tagged(f"replay-seat-{s}", ft.Row([top, facts], spacing=12))


def words(host: Host, names: Sequence[str], before: Moment, move: object, after: Moment) -> str:
    """The move in words: a turned card, a call, the verdict's events, the thaw, the end."""
    v, done = before[0], after[0]
    teller = Teller(host, names)
    if isinstance(move, Turn):
        turned = [s for s in range(done.seats) if done.up[s] and done.up[s][-1:] != v.up[s][-1:]]
        said = [host.t("snp-replay-turn", name=names[s], card=label(host, done, s)) for s in turned]
        said += [event_line(teller, e) for e in done.last if e not in v.last]
        return " ".join(filter(None, said)) or host.t("snp-ev-recycle")
    if isinstance(move, Call):
        return host.t("snp-replay-call", name=names[move.seat], owner=names[move.pile])
    if isinstance(move, Settle):
        return " · ".join(filter(None, (event_line(teller, e) for e in done.last)))
    if isinstance(move, Resume):
        return host.t("snp-replay-resume")
    if isinstance(move, Stop):
        return host.t("snp-replay-stop")
    return ""


def label(host: Host, v: View, seat: int) -> str:
    """The name of the top card of ``seat``'s face-up pile."""
    return card_label(host.tr, Card.from_code(v.up[seat][-1]), v.options.faces)


REPLAYER = Replayer(draw, words, start="snp-replay-start", timed=(LongGame(4, "b", "4 players"),))
"""The game's replay, with the long games its benchmark opens."""
