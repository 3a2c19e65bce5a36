"""Schnapp, Land, Fluss! states as JSON, and a letter notation for scenario tests.

>>> s = from_text("A B K -", pile="Z Q", category=1, seats=3)
>>> len(s.table), len(s.pile), s.category, s.table[3]
(4, 2, 1, None)
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from app.core.errors import InvalidNotation
from app.games.slf.deck import DECK
from app.games.slf.model import Options, Slap, State, Vote
from app.games.slf.rules import SEAT_COUNTS, round_cards
from app.games.slf.view import Cards, all_cards


def state_to_dict(state: State) -> dict[str, Any]:
    """The JSON form of a state."""
    return {
        "seed": state.seed,
        "options": state.options.to_dict(),
        "seats": state.seats,
        "round_no": state.round_no,
        "table": list(state.table),
        "pile": list(state.pile),
        "category": state.category,
        "turned_back": state.turned_back,
        "won": [list(cards) for cards in state.won],
        "discarded": list(state.discarded),
        "sitting_out": list(state.sitting_out),
        "slaps": [[s.seat, s.slot, s.at_ms] for s in state.slaps],
        "votes": [[v.seat, v.accept] for v in state.votes],
        "streak": state.streak,
        "turns": state.turns,
        "floor_ms": state.floor_ms,
        "judged": state.judged,
        "results": [list(r) for r in state.results],
        "stopped": state.stopped,
    }


def _int(value: Any, low: int = 0, high: int | None = None) -> int:
    if type(value) is not int or value < low or (high is not None and value > high):
        raise InvalidNotation("state-damaged")
    return value


def _ints(values: Any) -> tuple[int, ...]:
    """A list of non-negative ints (card ids are checked as a whole by :func:`_check`)."""
    if not isinstance(values, list | tuple) or not all(type(v) is int for v in values):
        raise InvalidNotation("state-damaged")
    return tuple(values)


def _slot(value: Any) -> int | None:
    return None if value is None else _int(value)


def _bool(value: Any) -> bool:
    if type(value) is not bool:
        raise InvalidNotation("state-damaged")
    return value


def state_from_dict(data: Mapping[str, Any]) -> State:
    """Parse :func:`state_to_dict` output; raises InvalidNotation if it is malformed."""
    try:
        seats = _int(data["seats"])
        if seats not in SEAT_COUNTS or not isinstance(data["seed"], int | str):
            raise InvalidNotation("state-damaged")
        table = data["table"]
        if not isinstance(table, list | tuple):
            raise InvalidNotation("state-damaged")
        state = State(
            seed=data["seed"],
            options=Options.parse(data["options"]),
            seats=seats,
            round_no=_int(data["round_no"]),
            table=tuple(None if c is None else _int(c) for c in table),
            pile=_ints(data["pile"]),
            category=_slot(data["category"]),
            turned_back=_slot(data["turned_back"]),
            won=tuple(_ints(cards) for cards in data["won"]),
            discarded=_ints(data["discarded"]),
            sitting_out=tuple(_int(s, 0, seats - 1) for s in data["sitting_out"]),
            slaps=tuple(Slap(_int(a, 0, seats - 1), _int(b), _int(c)) for a, b, c in data["slaps"]),
            votes=tuple(Vote(_int(a, 0, seats), _bool(b)) for a, b in data["votes"]),
            streak=_int(data["streak"]),
            turns=_int(data["turns"]),
            floor_ms=_int(data["floor_ms"]),
            judged=_int(data["judged"]),
            results=tuple(_ints(r) for r in data["results"]),
            stopped=_bool(data.get("stopped", False)),
        )
    except (KeyError, TypeError, ValueError, IndexError) as exc:
        raise InvalidNotation("state-damaged") from exc
    _check(state)
    return state


def _check(state: State) -> None:
    """Structural checks: every card of the round exactly once, slots and seats in range."""
    size = len(state.table)
    category = state.category
    ok = (
        len(state.won) == state.seats
        and all(len(r) == state.seats for r in state.results)
        and (category is None or (category < size and state.table[category] is not None))
        and (state.turned_back is None or state.turned_back < size)
        and all(s.slot < size for s in state.slaps)
        and all_cards(state) == _deck_counter(state.options.remove_xy)
    )
    if not ok:
        raise InvalidNotation("state-damaged")


_DECKS = {flag: Cards(round_cards(Options(remove_xy=flag))) for flag in (False, True)}


def _deck_counter(remove_xy: bool) -> Cards:
    return _DECKS[remove_xy]


def _pick(letters: str, free: list[int]) -> tuple[int | None, ...]:
    """Card ids for space-separated letters (``-`` for an empty slot), first free copy first."""
    out: list[int | None] = []
    for letter in letters.split():
        if letter == "-":
            out.append(None)
            continue
        wanted = letter.upper().replace("/", "")
        found = next((c for c in free if DECK[c].letter == wanted), None)
        if found is None:
            raise InvalidNotation("bad-card", code=letter)
        free.remove(found)
        out.append(found)
    return tuple(out)


def from_text(
    table: str,
    *,
    pile: str = "",
    category: int | None = None,
    won: Sequence[str] | None = None,
    seats: int = 2,
    options: Mapping[str, Any] | None = None,
    turns: int | None = None,
    **fields: Any,
) -> State:
    """A scenario state from letters: ``table="A B K -"`` (slots; ``-`` empty), ``pile``
    top first, ``category`` the slot showing its category, ``won`` per seat.

    Cards not named are put aside as discarded, so the state holds the whole deck. Any
    other State field (``sitting_out``, ``streak``, …) may be given as a keyword.
    """
    opts = Options.parse(options)
    free = list(round_cards(opts))
    placed = _pick(table, free)
    piled = _pick(pile, free)
    wins = tuple(tuple(_pick(w, free)) for w in (won or [""] * seats))
    if len(wins) != seats:
        raise InvalidNotation("bad-seats", seats=seats)
    if turns is None:
        turns = 0 if category is None else 1
    values: dict[str, Any] = {
        "seed": "scenario",
        "options": opts,
        "seats": seats,
        "round_no": 0,
        "table": placed,
        "pile": tuple(c for c in piled if c is not None),
        "category": category,
        "won": wins,
        "discarded": tuple(free),
        "turns": turns,
    }
    values.update(fields)
    return State(**values)
