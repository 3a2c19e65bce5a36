"""What happened at the Snap table, in words that name people (the phone is shared)."""

from __future__ import annotations

from typing import Protocol

from app.games.snap.model import LATE, RECYCLE, SNAP, TIE, WRONG, Event
from app.games.snap.view import View
from app.i18n import Arg


class Teller(Protocol):
    """What saying an event needs: words, and the name of each seat (the board, or a
    replay)."""

    def t(self, message_id: str, **args: Arg) -> str:
        """Translate into the current language."""
        ...

    def name(self, seat: int) -> str:
        """The name of ``seat`` as the table shows it."""
        ...


CALLED = "called"
"""The mark of a zone whose call waits for the verdict."""


def event_line(board: Teller, event: Event) -> str:
    """One event: "Anna snaps 6 cards!", "Ben called wrong: a card to Anna", …"""
    t, name = board.t, board.name
    if event.kind == SNAP:
        return t("snp-ev-snap", name=name(event.seats[0]), count=event.cards)
    if event.kind == WRONG:
        if not event.cards or event.to is None:
            return t("snp-ev-wrong-nothing", name=name(event.seats[0]))
        return t("snp-ev-wrong", name=name(event.seats[0]), to=name(event.to))
    if event.kind == TIE:
        return t("snp-ev-tie")
    if event.kind == LATE:
        return t("snp-ev-late", name=name(event.seats[0]))
    if event.kind == RECYCLE:
        return t("snp-ev-recycle")
    return ""


def status(board: Teller, v: View, paused: bool = False, roomy: bool = True) -> str:
    """The status line: "Paused", a freeze's "Tie! Hands off!", else the latest
    verdict's events, else how to call (in short where the zone has little room)."""
    if paused:
        return board.t("snp-paused")
    if v.frozen:
        return board.t("snp-ev-tie")
    lines = [event_line(board, e) for e in v.last if e.kind != TIE or v.frozen]
    lines = [line for line in lines if line]
    if lines:
        return " · ".join(lines)
    return board.t("snp-ready" if roomy else "snp-ready-short")


def marks(v: View) -> dict[int, str]:
    """Per seat, what its zone flashes: ``called`` while its call waits for the verdict
    (so a finger sees at once that it was felt), else what the latest verdict did to it:
    ``snap`` (won), ``wrong``, ``tie`` (its call tied), ``late``."""
    out: dict[int, str] = {}
    for event in v.last:
        if event.kind in (SNAP, WRONG, LATE) and event.seats:
            out[event.seats[0]] = event.kind
        elif event.kind == TIE and v.frozen:
            out.update({seat: TIE for seat in event.seats})
    out.update({call.seat: CALLED for call in v.pending})
    return out
