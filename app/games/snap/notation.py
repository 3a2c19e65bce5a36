"""Schnipp-Schnapp states as JSON, and a card notation for scenario tests.

>>> s = from_text(draw=["7H 8H", "AS"], up=["", "KD KC"])
>>> s.draw[0][-1], s.up[1][-1], len(s.pool), all_cards(s) == deck_cards(s)
('8H', 'KC', 27, True)
>>> state_from_dict(state_to_dict(s)) == s
True
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from app.core.errors import InvalidNotation
from app.core.json import Json, JsonDict
from app.core.saves import damaged, each, flag, keyed, maybe, one_of, seed, whole, wholes
from app.games.snap.model import (
    DECKS,
    LATE,
    RECYCLE,
    SEAT_COUNTS,
    SNAP,
    TIE,
    WRONG,
    Call,
    Event,
    Options,
    State,
    deck,
    updated,
)
from app.games.snap.view import all_cards, deck_cards

__all__ = ["from_text", "state_from_dict", "state_to_dict"]

KINDS = (SNAP, WRONG, TIE, LATE, RECYCLE)
ENDINGS = (None, "all", "stop")


def _codes(cards: Sequence[str]) -> list[Json]:
    return list(cards)


def _event_to_dict(event: Event) -> JsonDict:
    return {
        "kind": event.kind,
        "seats": list(event.seats),
        "pile": event.pile,
        "rank": event.rank,
        "piles": list(event.piles),
        "cards": event.cards,
        "to": event.to,
        "source": event.source,
    }


def state_to_dict(state: State) -> JsonDict:
    """The JSON form of a state (cards as their codes)."""
    return {
        "seed": state.seed,
        "options": {**state.options.to_dict()},
        "seats": state.seats,
        "draw": [_codes(pile) for pile in state.draw],
        "up": [_codes(pile) for pile in state.up],
        "turn": state.turn,
        "turned": state.turned,
        "pool": _codes(state.pool),
        "pending": [[c.seat, c.pile, c.at_ms] for c in state.pending],
        "frozen": state.frozen,
        "floor_ms": state.floor_ms,
        "top_ms": list(state.top_ms),
        "reactions": [list(times) for times in state.reactions],
        "recycles": state.recycles,
        "last": [_event_to_dict(e) for e in state.last],
        "ended": state.ended,
    }


CODES = frozenset(DECKS["french"])
"""Every card code of the 52-card pack (the 32-card pack's are among them)."""


def _card(raw: object) -> str:
    """A card code (``"QH"``), checked."""
    if raw not in CODES:
        raise InvalidNotation("bad-card", code=str(raw))
    return str(raw)


def _cards(raw: object) -> tuple[str, ...]:
    """A pile of card codes, checked as a whole (every saved state read back holds the
    whole pack)."""
    if not isinstance(raw, list | tuple) or not CODES.issuperset(raw):
        raise InvalidNotation("state-damaged")
    return tuple(map(str, raw))


def parse_cards(text: str) -> tuple[str, ...]:
    """Card codes from space-separated text (``"7H KD"``), checked."""
    return tuple(_card(code) for code in text.split())


def _event(value: object, seats: int) -> Event:
    seat = lambda value: whole(value, 0, seats - 1)  # noqa: E731
    raw = keyed(value)
    return Event(
        kind=one_of(raw["kind"], KINDS),
        seats=wholes(raw["seats"], 0, seats - 1),
        pile=maybe(raw["pile"], seat),
        rank=maybe(raw["rank"], lambda r: one_of(r, tuple("AKQJT98765432"))),
        piles=wholes(raw["piles"], 0, seats - 1),
        cards=whole(raw["cards"]),
        to=maybe(raw["to"], seat),
        source=one_of(raw["source"], (None, "draw", "up")),
    )


def _call(raw: object, seats: int) -> Call:
    seat, pile, at_ms = each(raw, lambda value: value)
    return Call(whole(seat, 0, seats - 1), whole(pile, 0, seats - 1), whole(at_ms))


def state_from_dict(data: Mapping[str, object]) -> State:
    """Parse :func:`state_to_dict`'s output; raises InvalidNotation ``state-damaged``
    for anything malformed (a card missing or twice, a seat out of range …)."""
    with damaged():
        seats = whole(data["seats"])
        if seats not in SEAT_COUNTS:
            raise InvalidNotation("state-damaged")
        seat = lambda value: whole(value, 0, seats - 1)  # noqa: E731
        draw, up = each(data["draw"], _cards), each(data["up"], _cards)
        if len(draw) != seats or len(up) != seats:
            raise InvalidNotation("state-damaged")
        state = State(
            seed=seed(data["seed"]),
            options=Options.parse(data["options"]),
            seats=seats,
            draw=draw,
            up=up,
            turn=seat(data["turn"]),
            turned=None if data.get("turned") is None else seat(data["turned"]),
            pool=_cards(data["pool"]),
            pending=each(data["pending"], lambda c: _call(c, seats)),
            frozen=flag(data["frozen"]),
            floor_ms=whole(data["floor_ms"]),
            top_ms=each(data.get("top_ms", []), lambda t: maybe(t, whole)),
            reactions=each(data.get("reactions", []), wholes),
            recycles=whole(data.get("recycles", 0)),
            last=each(data["last"], lambda e: _event(e, seats)),
            ended=one_of(data["ended"], ENDINGS),
        )
    sizes = {len(state.top_ms), len(state.reactions)} - {0}
    if all_cards(state) != deck_cards(state) or sizes - {seats}:
        raise InvalidNotation("state-damaged")
    return state


def from_text(
    draw: Sequence[str],
    up: Sequence[str] = (),
    *,
    turn: int = 0,
    options: Mapping[str, object] | None = None,
    pool: str | None = None,
    **fields: object,
) -> State:
    """A state for tests: draw and face-up piles per seat as card codes, bottom first.
    Every card of the pack not named lies in the pool (``pool`` names its cards, bottom
    first, and then the rest lie under them)."""
    opts = Options.parse(options)
    seats = len(draw)
    ups = list(up) + [""] * (seats - len(up))
    draws = tuple(parse_cards(text) for text in draw)
    faces = tuple(parse_cards(text) for text in ups)
    named = [*(c for p in (*draws, *faces) for c in p), *parse_cards(pool or "")]
    if len(set(named)) != len(named):
        raise InvalidNotation("state-damaged")
    rest = tuple(c for c in deck(opts) if c not in set(named))
    state = State(
        seed="test",
        options=opts,
        seats=seats,
        draw=draws,
        up=faces,
        turn=turn,
        pool=(*rest, *parse_cards(pool or "")),
    )
    return updated(state, **fields)
