"""What a seat may know in Snorkeling (the only thing the UI and bots see).

Public: every pile, the whole centre pile (each card was played face up), the number
of cards in each hand and in the deck, the totals, and each player's last turn of the
round. Private: your own hand. Hidden from you: the other hands and the deck's order
and contents.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from itertools import chain
from random import Random

from app.core.cards import Cards
from app.core.rng import shuffled
from app.games.snorkeling.model import COPIES, LANTERN, REGULAR, Options, Recall, State, updated
from app.games.snorkeling.rules import DECK, to_act


@dataclass(frozen=True, slots=True)
class View:
    """One seat's knowledge of the table."""

    seat: int
    seats: int
    options: Options
    round_no: int
    turn: int
    """Whose turn it is; -1 once the game is over."""
    to_act: tuple[int, ...]
    starter: int
    hand: tuple[int, ...]
    hand_counts: tuple[int, ...]
    piles: tuple[tuple[int, ...], ...]
    centre: tuple[int, ...]
    deck_size: int
    played: int
    run: int | None
    placed: int
    passes: int
    totals: tuple[int, ...]
    results: tuple[tuple[int, ...], ...]
    beaches: tuple[int | None, ...]
    recall: tuple[Recall | None, ...]
    """Every seat's last turn in this round, as everyone saw it."""


def view_for(state: State, seat: int) -> View:
    """Project ``state`` onto what ``seat`` may know."""
    return View(
        seat=seat,
        seats=state.seats,
        options=state.options,
        round_no=state.round_no,
        turn=state.turn,
        to_act=to_act(state),
        starter=state.starter,
        hand=state.hands[seat],
        hand_counts=tuple(len(h) for h in state.hands),
        piles=state.piles,
        centre=state.centre,
        deck_size=len(state.deck),
        played=state.played,
        run=state.run,
        placed=state.placed,
        passes=state.passes,
        totals=state.totals,
        results=state.results,
        beaches=state.beaches,
        recall=state.recall,
    )


def all_cards(state: State) -> Counter:
    """Every card of the round, wherever it lies (the Lanternfish in the piles included)."""
    return Cards(chain(state.deck, state.centre, *state.hands, *state.piles))


def deck_cards(state: State) -> Counter:
    """The cards a round is played with: 3 of each coloured card, one Lanternfish a seat."""
    cards = Cards(DECK)
    cards[LANTERN] = state.seats
    return cards


def hidden(state: State, seat: int) -> Counter:
    """The cards ``seat`` cannot see: the deck and the other players' hands."""
    others = (hand for other, hand in enumerate(state.hands) if other != seat)
    return Cards(chain(state.deck, *others))


def unseen_counts(view: View) -> list[int]:
    """How many copies of each coloured card (0–24) the view does not show."""
    left = [COPIES] * len(REGULAR)
    for cards in (view.hand, view.centre, *view.piles):
        for c in cards:
            if c != LANTERN:
                left[c] -= 1
    return left


def unseen_pool(view: View) -> list[int]:
    """The cards a view does not show, as a sorted list (deck and other hands together)."""
    return [c for c, n in enumerate(unseen_counts(view)) for _ in range(n)]


def redeal_hidden(state: State, seat: int, rng: Random) -> State:
    """The same table with the deck and the other hands dealt anew from their cards."""
    pool = sorted(hidden(state, seat).elements())
    order = list(shuffled(pool, rng))
    hands = []
    for other, hand in enumerate(state.hands):
        if other == seat:
            hands.append(hand)
        else:
            hands.append(tuple(sorted(order[: len(hand)])))
            del order[: len(hand)]
    return updated(state, hands=tuple(hands), deck=tuple(order))


def view_cards(view: View) -> Counter:
    """Every card the view shows face up: the own hand, the centre and every pile."""
    return Cards(chain(view.hand, view.centre, *view.piles))
