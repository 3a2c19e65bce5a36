"""Schnapp, Land, Fluss! states as JSON, and a letter notation for scenario tests.

>>> s = from_text("A B K -", pile="Z Q", category=1, seats=3)
>>> len(s.table), len(s.pile), s.category, s.table[3]
(4, 2, 1, None)
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from app.core.cards import Cards
from app.core.errors import InvalidNotation
from app.core.json import JsonDict
from app.core.saves import each, flag, maybe, seed, whole, wholes
from app.games.slf.deck import DECK
from app.games.slf.model import Options, Slap, State, Vote, updated
from app.games.slf.rules import SEAT_COUNTS, round_cards
from app.games.slf.view import all_cards


def state_to_dict(state: State) -> JsonDict:
    """The JSON form of a state."""
    return {
        "seed": state.seed,
        "options": {**state.options.to_dict()},
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


def _ints(values: object) -> tuple[int, ...]:
    """A list of non-negative ints (card ids are checked as a whole by :func:`_check`)."""
    return wholes(values)


def _slot(value: object) -> int | None:
    return maybe(value, whole)


def _slap(raw: object, seats: int) -> Slap:
    seat, slot, at_ms = each(raw, lambda value: value)
    return Slap(whole(seat, 0, seats - 1), whole(slot), whole(at_ms))


def _vote(raw: object, seats: int) -> Vote:
    seat, accept = each(raw, lambda value: value)
    return Vote(whole(seat, 0, seats), flag(accept))


def state_from_dict(data: Mapping[str, object]) -> State:
    """Parse :func:`state_to_dict` output; raises InvalidNotation if it is malformed."""
    try:
        seats = whole(data["seats"])
        if seats not in SEAT_COUNTS:
            raise InvalidNotation("state-damaged")
        state = State(
            seed=seed(data["seed"]),
            options=Options.parse(data["options"]),
            seats=seats,
            round_no=whole(data["round_no"]),
            table=each(data["table"], _slot),
            pile=_ints(data["pile"]),
            category=_slot(data["category"]),
            turned_back=_slot(data["turned_back"]),
            won=each(data["won"], _ints),
            discarded=_ints(data["discarded"]),
            sitting_out=wholes(data["sitting_out"], 0, seats - 1),
            slaps=each(data["slaps"], lambda slap: _slap(slap, seats)),
            votes=each(data["votes"], lambda vote: _vote(vote, seats)),
            streak=whole(data["streak"]),
            turns=whole(data["turns"]),
            floor_ms=whole(data["floor_ms"]),
            judged=whole(data["judged"]),
            results=each(data["results"], _ints),
            stopped=flag(data.get("stopped", False)),
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
    options: Mapping[str, object] | None = None,
    turns: int | None = None,
    **fields: object,
) -> State:
    """A scenario state from letters: ``table="A B K -"`` (slots; ``-`` empty), ``pile``
    top first, ``category`` the slot showing its category, ``won`` per seat.

    Cards not named are put aside as discarded, so the state holds the whole deck. Every
    other State field (``sitting_out``, ``streak``, …) may be given as a keyword.
    """
    opts = Options.parse(options)
    free = list(round_cards(opts))
    placed = _pick(table, free)
    piled = _pick(pile, free)
    wins = tuple(tuple(c for c in _pick(w, free) if c is not None) for w in (won or [""] * seats))
    if len(wins) != seats:
        raise InvalidNotation("bad-seats", seats=seats)
    if turns is None:
        turns = 0 if category is None else 1
    state = State(
        seed="scenario",
        options=opts,
        seats=seats,
        round_no=0,
        table=placed,
        pile=tuple(c for c in piled if c is not None),
        category=category,
        won=wins,
        discarded=tuple(free),
        turns=turns,
    )
    return updated(state, **fields)
