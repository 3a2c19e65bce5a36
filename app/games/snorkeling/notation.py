"""Snorkeling states as JSON, and a card notation for scenario tests.

>>> s = from_text(hands=["B3 R1", "G2 G4"], piles=["", "B4"], centre="Y2", deck="P0")
>>> [card_code(c) for c in s.hands[0]], [card_code(c) for c in s.piles[1]], s.deck[0] == 20
(['R1', 'B3'], ['L5', 'B4'], True)
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence

from app.core.errors import InvalidNotation
from app.core.json import Json, JsonDict
from app.core.saves import each, keyed, maybe, seed, text, whole, wholes
from app.games.snorkeling.model import (
    LANTERN,
    REGULAR,
    Options,
    Recall,
    State,
    card_code,
    card_from_code,
    updated,
)
from app.games.snorkeling.rules import DECK, SEAT_COUNTS
from app.games.snorkeling.view import all_cards, deck_cards

__all__ = ["card_code", "from_text", "state_from_dict", "state_to_dict"]


def _codes(cards: Sequence[int]) -> list[Json]:
    return list(map(card_code, cards))


def state_to_dict(state: State) -> JsonDict:
    """The JSON form of a state (cards as their codes)."""
    return {
        "seed": state.seed,
        "options": {**state.options.to_dict()},
        "seats": state.seats,
        "round_no": state.round_no,
        "deck": _codes(state.deck),
        "centre": _codes(state.centre),
        "hands": [_codes(h) for h in state.hands],
        "piles": [_codes(p) for p in state.piles],
        "turn": state.turn,
        "starter": state.starter,
        "played": state.played,
        "run": state.run,
        "placed": state.placed,
        "passes": state.passes,
        "shuffles": state.shuffles,
        "totals": list(state.totals),
        "results": [list(r) for r in state.results],
        "beaches": list(state.beaches),
        "recall": [None if r is None else _recall_to_dict(r) for r in state.recall],
    }


def _recall_to_dict(recall: Recall) -> JsonDict:
    return {
        "top": card_code(recall.top),
        "tops": _codes(recall.tops),
        "centre": _codes(recall.centre),
        "places": [[t, card_code(c)] for t, c in recall.places],
        "kept": recall.kept,
        "back": None if recall.back is None else card_code(recall.back),
    }


def _recall(value: object, seats: int) -> Recall | None:
    """One seat's remembered turn (None: it has not played in this round yet)."""
    if value is None:
        return None
    raw = keyed(value)
    recall = Recall(
        top=_card(raw["top"]),
        tops=_cards(raw["tops"]),
        centre=_cards(raw["centre"]),
        places=each(raw["places"], lambda place: _place(place, seats)),
        kept=whole(raw["kept"]),
        back=maybe(raw["back"], _card),
    )
    if len(recall.tops) != seats:
        raise InvalidNotation("state-damaged")
    return recall


def _card(raw: object) -> int:
    return card_from_code(text(raw))


CARDS = {card_code(card): card for card in (*REGULAR, LANTERN)}
"""Every card by its code."""


def _cards(raw: object) -> tuple[int, ...]:
    """Card codes, each looked up (a code that is none, or no string, raises KeyError or
    TypeError, which :func:`state_from_dict` turns into ``state-damaged``)."""
    if not isinstance(raw, list | tuple):
        raise InvalidNotation("state-damaged")
    return tuple(map(CARDS.__getitem__, raw))


def _place(raw: object, seats: int) -> tuple[int, int]:
    """A card placed on a seat's pile: that seat and the card."""
    target, card = each(raw, lambda value: value)
    return whole(target, 0, seats - 1), _card(card)


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
            deck=_cards(data["deck"]),
            centre=_cards(data["centre"]),
            hands=each(data["hands"], _cards),
            piles=each(data["piles"], _cards),
            turn=whole(data["turn"], -1, seats - 1),
            starter=whole(data["starter"], 0, seats - 1),
            played=whole(data["played"]),
            run=maybe(data["run"], lambda run: whole(run, 0, 4)),
            placed=whole(data["placed"]),
            passes=whole(data["passes"]),
            shuffles=whole(data["shuffles"]),
            totals=wholes(data["totals"]),
            results=each(data["results"], lambda r: wholes(r, 0, 5)),
            beaches=each(data["beaches"], lambda b: maybe(b, lambda s: whole(s, 0, seats - 1))),
            recall=each(data.get("recall", ()), lambda r: _recall(r, seats)),
        )
    except InvalidNotation as error:
        if error.code == "bad-options":
            raise
        raise InvalidNotation("state-damaged") from error
    except (KeyError, TypeError, ValueError) as exc:
        raise InvalidNotation("state-damaged") from exc
    _check(state)
    return state


def _check(state: State) -> None:
    """Structural checks: every card once, sorted hands, piles on a Lanternfish."""
    n = state.seats
    ok = (
        len(state.hands) == n
        and len(state.piles) == n
        and len(state.totals) == n
        and all(len(r) == n for r in state.results)
        and len(state.beaches) == len(state.results)
        and len(state.recall) in (0, n)
        and all(h == tuple(sorted(h)) for h in state.hands)
        and all(p and p[0] == LANTERN and LANTERN not in p[1:] for p in state.piles)
        and LANTERN not in state.deck + state.centre
        and all(LANTERN not in h for h in state.hands)
        and (state.turn < 0 or bool(state.centre))
        and all_cards(state) == deck_cards(state)
    )
    if not ok:
        raise InvalidNotation("state-damaged")


def _pick(text: str, free: Counter) -> tuple[int, ...]:
    cards = []
    for code in text.split():
        card = card_from_code(code)
        if free[card] <= 0:
            raise InvalidNotation("bad-card", code=code)
        free[card] -= 1
        cards.append(card)
    return tuple(cards)


def from_text(
    *,
    hands: Sequence[str],
    piles: Sequence[str] | None = None,
    centre: str = "",
    deck: str = "",
    turn: int = 0,
    options: Mapping[str, object] | None = None,
    **fields: object,
) -> State:
    """A scenario: ``hands`` per seat (``"B3 R1"``), ``piles`` per seat above the
    Lanternfish, ``centre`` bottom first, ``deck`` top first. Coloured cards not named
    go under the named deck cards in a fixed order, so the state holds the whole deck.
    Every other State field (``played``, ``totals`` …) may be given as a keyword."""
    seats = len(hands)
    free = Counter(DECK)
    hand_cards = tuple(tuple(sorted(_pick(h, free))) for h in hands)
    pile_cards = tuple((LANTERN, *_pick(p, free)) for p in (piles or [""] * seats))
    centre_cards = _pick(centre, free)
    deck_cards_ = _pick(deck, free) + tuple(sorted(free.elements()))
    state = State(
        seed="scenario",
        options=Options.parse(options),
        seats=seats,
        round_no=0,
        deck=deck_cards_,
        centre=centre_cards,
        hands=hand_cards,
        piles=pile_cards,
        turn=turn,
        starter=turn,
        totals=(0,) * seats,
    )
    return updated(state, **fields)
