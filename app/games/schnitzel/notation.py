"""Schnitzel states as JSON, and a card notation for scenario tests.

>>> s = from_text(rows=["3 P -2 9", "_ 5 N 0"], discard="4 7", draw="X 2")
>>> s.rows[1], s.discard[-1], s.draw[-1], s.draw[-2], len(s.draw)
((None, 5, 12, 0), 7, 13, 2, 50)
>>> from app.games.schnitzel.view import all_cards, deck_cards
>>> all_cards(s) == deck_cards(s), state_from_dict(state_to_dict(s)) == s
(True, True)
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Mapping, Sequence
from functools import partial

from app.core.errors import InvalidNotation
from app.core.json import JsonDict
from app.core.saves import damaged, each, keyed, maybe, one_of, seed, text, whole
from app.games.schnitzel.model import (
    ABILITY,
    END,
    HOLD,
    LOOK,
    LOOKS,
    NEXT,
    OVER,
    PEEK,
    SWAP,
    TURN,
    WINDOW,
    Ability,
    Deed,
    Event,
    Options,
    State,
    card_code,
    card_from_code,
    updated,
)
from app.games.schnitzel.rules import DECK, MUST_DISCARD, MUST_PUT, SEAT_COUNTS
from app.games.schnitzel.view import all_cards, deck_cards

__all__ = ["card_code", "from_text", "state_from_dict", "state_to_dict"]

PHASES = (LOOK, TURN, HOLD, ABILITY, WINDOW, END, OVER)
EVENTS = ("draw", "ability", "discard", "swap", "match", "call")
ENDINGS = ("x", "empty", "call", "stuck")
CODES: dict[int | None, str | None] = {None: None, **{c: card_code(c) for c in DECK}}
"""Each card's code (and None for an empty slot), looked up fast for saving."""
CARDS = {code: card for card, code in CODES.items() if code is not None}


# ---------------------------------------------------------------- to JSON


def _event_to_dict(event: Event | None) -> JsonDict | None:
    if event is None:
        return None
    return {
        "kind": event.kind,
        "seat": event.seat,
        "slot": event.slot,
        "nopes": event.nopes,
        "last": event.last,
    }


def _deed_to_dict(deed: Deed | None) -> JsonDict | None:
    if deed is None:
        return None
    return {"code": deed.code, "card": CODES[deed.card], "penalty": CODES[deed.penalty]}


def state_to_dict(state: State) -> JsonDict:
    """The JSON form of a state (cards as their codes, None for an empty slot)."""
    ability = state.ability
    return {
        "seed": state.seed,
        "options": {**state.options.to_dict()},
        "seats": state.seats,
        "draw": [CODES[c] for c in state.draw],
        "discard": [CODES[c] for c in state.discard],
        "rows": [[CODES[c] for c in row] for row in state.rows],
        "known": [list(masks) for masks in state.known],
        "phase": state.phase,
        "turn": state.turn,
        "looks": list(state.looks),
        "hand": CODES[state.hand],
        "forced": state.forced,
        "ability": None
        if ability is None
        else {
            "seat": ability.seat,
            "card": card_code(ability.card),
            "back": _event_to_dict(ability.back),
        },
        "event": _event_to_dict(state.event),
        "passed": state.passed,
        "out": state.out,
        "used": state.used,
        "after": state.after,
        "caller": state.caller,
        "ended": state.ended,
        "shuffles": state.shuffles,
        "deeds": [_deed_to_dict(d) for d in state.deeds],
    }


# ---------------------------------------------------------------- from JSON


def _card(raw: object) -> int:
    card = CARDS.get(raw) if isinstance(raw, str) else None
    if card is None:
        raise InvalidNotation("state-damaged")
    return card


def _seat(seats: int) -> Callable[[object], int]:
    """A parser of a seat number of a game of ``seats``."""
    return partial(whole, low=0, high=seats - 1)


def _event(value: object, seats: int) -> Event:
    raw = keyed(value)
    return Event(
        kind=one_of(raw["kind"], EVENTS),
        seat=_seat(seats)(raw["seat"]),
        slot=maybe(raw["slot"], whole),
        nopes=whole(raw["nopes"]),
        last=maybe(raw["last"], _seat(seats)),
    )


def _ability(value: object, seats: int) -> Ability:
    raw = keyed(value)
    card = _card(raw["card"])
    if card not in (PEEK, SWAP):
        raise InvalidNotation("state-damaged")
    back = maybe(raw["back"], lambda e: _event(e, seats))
    return Ability(_seat(seats)(raw["seat"]), card, back)


def _deed(value: object) -> Deed:
    raw = keyed(value)
    return Deed(text(raw["code"]), maybe(raw["card"], _card), maybe(raw["penalty"], _card))


def state_from_dict(data: Mapping[str, object]) -> State:
    """Parse :func:`state_to_dict` output; raises InvalidNotation if it is malformed."""
    with damaged():
        seats = whole(data["seats"])
        if seats not in SEAT_COUNTS:
            raise InvalidNotation("state-damaged")
        seat = _seat(seats)
        state = State(
            seed=seed(data["seed"]),
            options=Options.parse(data["options"]),
            seats=seats,
            draw=each(data["draw"], _card),
            discard=each(data["discard"], _card),
            rows=each(data["rows"], lambda r: each(r, lambda c: maybe(c, _card))),
            known=each(data["known"], lambda m: each(m, whole)),
            phase=one_of(data["phase"], PHASES),
            turn=seat(data["turn"]),
            looks=each(data["looks"], lambda n: whole(n, 0, LOOKS)),
            hand=maybe(data["hand"], _card),
            forced=one_of(data["forced"], (None, MUST_DISCARD, MUST_PUT)),
            ability=maybe(data["ability"], lambda a: _ability(a, seats)),
            event=maybe(data["event"], lambda e: _event(e, seats)),
            passed=whole(data["passed"]),
            out=whole(data["out"]),
            used=whole(data["used"]),
            after=one_of(data["after"], (END, NEXT)),
            caller=maybe(data["caller"], seat),
            ended=one_of(data["ended"], (None, *ENDINGS)),
            shuffles=whole(data["shuffles"]),
            deeds=each(data["deeds"], lambda d: maybe(d, _deed)),
        )
    _check(state)
    return state


def _check(state: State) -> None:
    """Structural checks: every card once, one row, mask list and deed per seat."""
    n = state.seats
    full = (1 << n) - 1
    ok = (
        len(state.rows) == n == len(state.known) == len(state.looks) == len(state.deeds)
        and all(len(r) == len(m) for r, m in zip(state.rows, state.known, strict=True))
        and all(0 <= m <= full for masks in state.known for m in masks)
        and max(state.passed, state.out, state.used) <= full
        and state.options.first < n
        and (state.phase == OVER) == (state.ended is not None)
        and all_cards(state) == deck_cards(state)
    )
    if not ok:
        raise InvalidNotation("state-damaged")


# ---------------------------------------------------------------- scenarios


def _take(code: str, free: Counter[int]) -> int:
    """The card ``code`` names, taken from ``free``."""
    card = card_from_code(code)
    if free[card] <= 0:
        raise InvalidNotation("bad-card", code=code)
    free[card] -= 1
    return card


def _pick(text: str, free: Counter[int]) -> tuple[int, ...]:
    """The cards named in ``text``, taken from ``free``."""
    return tuple(_take(code, free) for code in text.split())


def _row(text: str, free: Counter[int]) -> tuple[int | None, ...]:
    """A row of cards named in ``text`` (``_``: an empty slot), taken from ``free``."""
    return tuple(None if code == "_" else _take(code, free) for code in text.split())


def from_text(
    *,
    rows: Sequence[str],
    discard: str = "",
    draw: str = "",
    hand: str | None = None,
    turn: int = 0,
    phase: str = TURN,
    options: Mapping[str, object] | None = None,
    **fields: object,
) -> State:
    """A scenario in phase ``turn`` (everyone has looked; nobody knows a card):
    ``rows`` per seat (``"3 P -2 9"``, ``_`` for an empty slot), ``discard`` bottom
    first, ``draw`` top first, ``hand`` the drawn card. The cards not named lie under
    the named draw cards, the X at the very bottom and the lowest nearest the top, so
    the state holds the whole deck. Every other State field may be given as a keyword."""
    free = Counter(DECK)
    row_cards = tuple(_row(r, free) for r in rows)
    discard_cards = _pick(discard, free)
    held = _pick(hand or "", free)
    named = _pick(draw, free)
    rest = sorted(free.elements(), reverse=True)
    state = State(
        seed="scenario",
        options=Options.parse(options),
        seats=len(rows),
        draw=(*rest, *reversed(named)),
        discard=discard_cards,
        rows=row_cards,
        known=tuple((0,) * len(r) for r in row_cards),
        phase=phase,
        turn=turn,
        looks=(LOOKS,) * len(rows),
        hand=held[0] if held else None,
        deeds=(None,) * len(rows),
    )
    return updated(state, **fields)
