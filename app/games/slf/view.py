"""What a seat may know in Schnapp, Land, Fluss! (the only thing the UI and bots see).

Nobody holds a hand, so every seat (and the leader) sees the same table. Hidden from
all: the order and contents of the draw pile, and the category side of every card
lying letter side up (on the table, won or handed over), since three K cards look
alike from the letter side. Only the category card shows which card it is. The seed
is not shown either: it would reveal the pile.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from random import Random

from app.core.cards import Cards
from app.core.rng import shuffled
from app.games.slf.deck import CARD_OF_CATEGORY, DECK, LETTER_OF
from app.games.slf.model import Options, Slap, State, Vote, updated
from app.games.slf.rules import (
    contender,
    judges,
    phase,
    points,
    round_cards,
    tied,
    to_act,
    totals,
)


@dataclass(frozen=True, slots=True)
class View:
    """One seat's knowledge of the table; seats are absolute, the leader is seat ``seats``."""

    seat: int
    seats: int
    options: Options
    round_no: int
    phase: str
    """``"turn"``, ``"play"``, ``"judge"`` or ``"over"``."""
    to_act: tuple[int, ...]
    table: tuple[str | None, ...]
    """The letter of each slot (``"XY"`` for X/Y); None for an empty slot or the category."""
    category_slot: int | None
    category: str | None
    """The category id showing, if any (its card is ``CARD_OF_CATEGORY[category]``)."""
    turned_back: int | None
    pile_size: int
    won: tuple[tuple[str, ...], ...]
    """Letters won per seat, oldest first."""
    discarded: tuple[str, ...]
    sitting_out: tuple[int, ...]
    slaps: tuple[Slap, ...]
    tied: tuple[int, ...]
    """Seats tied for the earliest slap (more than one: the tie-break decided)."""
    contender: tuple[int, int] | None
    """``(seat, slot)`` of the slap being judged."""
    judges: tuple[int, ...]
    votes: tuple[Vote, ...]
    streak: int
    floor_ms: int
    points: tuple[int, ...]
    """Points of the running round."""
    totals: tuple[int, ...]
    """Running totals over all rounds."""
    results: tuple[tuple[int, ...], ...]
    stopped: bool
    """The game was ended early."""


def view_for(state: State, seat: int) -> View:
    """Project ``state`` onto what ``seat`` may know (the same for every seat)."""
    return View(seat, *_public(state))


@lru_cache(maxsize=16)
def _public(state: State) -> tuple:
    """Every View field but ``seat``, in field order (computed once per state)."""
    slot = state.category
    table = [None if c is None else LETTER_OF[c] for c in state.table]
    shown = _category_card(state)
    category = None if shown is None else DECK[shown].category
    if slot is not None:
        table[slot] = None
    judged = contender(state)
    return (
        state.seats,
        state.options,
        state.round_no,
        phase(state),
        to_act(state),
        tuple(table),
        slot,
        category,
        state.turned_back,
        len(state.pile),
        tuple(tuple(map(LETTER_OF.__getitem__, cards)) for cards in state.won),
        tuple(map(LETTER_OF.__getitem__, state.discarded)),
        state.sitting_out,
        state.slaps,
        tied(state),
        judged,
        judges(state) if judged else (),
        state.votes,
        state.streak,
        state.floor_ms,
        points(state),
        totals(state),
        state.results,
        state.stopped,
    )


def all_cards(state: State) -> Cards:
    """Every card id of the round, wherever it lies."""
    cards = [c for c in state.table if c is not None]
    cards += state.pile
    for won in state.won:
        cards += won
    cards += state.discarded
    return Cards(cards)


def deck_cards(state: State) -> Cards:
    """The card ids the round was dealt from (without X/Y if it was removed)."""
    return Cards(round_cards(state.options))


def _category_card(state: State) -> int | None:
    return state.table[state.category] if state.category is not None else None


def hidden(state: State, seat: int) -> Cards:
    """Cards no seat can identify: all but the category card."""
    cards = all_cards(state)
    shown = _category_card(state)
    if shown is not None:
        del cards[shown]
    return cards


def redeal_hidden(state: State, seat: int, rng: Random) -> State:
    """The same table with the hidden cards dealt anew among the hidden places: a place
    whose letter shows (table, won, handed over) gets a random card with that letter,
    the draw pile gets the rest in random order."""
    shown = _category_card(state)
    order = shuffled([c for c in round_cards(state.options) if c != shown], rng)
    pools: dict[str, list[int]] = {}
    for c in order:
        pools.setdefault(LETTER_OF[c], []).append(c)
    table = list(state.table)
    for i, card in enumerate(table):
        if card is not None and card != shown:
            table[i] = pools[LETTER_OF[card]].pop()
    won = tuple(tuple(pools[LETTER_OF[c]].pop() for c in cards) for cards in state.won)
    discarded = tuple(pools[LETTER_OF[c]].pop() for c in state.discarded)
    rest = {c for pool in pools.values() for c in pool}
    pile = tuple(c for c in order if c in rest)
    return updated(state, table=tuple(table), won=won, discarded=discarded, pile=pile)


def view_cards(view: View) -> Cards:
    """Every card a view identifies: the category card, if one shows."""
    return Cards([CARD_OF_CATEGORY[view.category]] if view.category else [])
