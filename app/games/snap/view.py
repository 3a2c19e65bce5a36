"""What a seat may know in Schnipp-Schnapp (the only thing the UI and the bots see).

Public: everything but the identity and order of the cards in the draw piles and the
pool (their counts show). Every card in a face-up pile was turned up in view of all, so
the whole face-up piles show; so do the pending calls, the freeze, ``floor_ms`` and the
latest settle's events (which name piles and counts, never a face-down card).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Hashable
from dataclasses import dataclass
from itertools import chain
from random import Random

from app.core.cards import Cards
from app.core.rng import shuffled
from app.games.snap.model import Call, Event, Options, State, deck, updated
from app.games.snap.rules import counts, match_rank, to_act


@dataclass(frozen=True, slots=True)
class View:
    """One seat's knowledge of the table."""

    seat: int
    seats: int
    options: Options
    turn: int
    turned: int | None
    """The seat whose pile got the latest turned card."""
    to_act: tuple[int, ...]
    draw: tuple[int, ...]
    """Cards in each draw pile."""
    up: tuple[tuple[str, ...], ...]
    """Each face-up pile, bottom first."""
    pool: int
    """Cards in the pool."""
    pending: tuple[Call, ...]
    frozen: bool
    floor_ms: int
    last: tuple[Event, ...]
    ended: str | None
    held: tuple[int, ...]
    """Cards each seat holds (both piles)."""

    @property
    def results(self) -> tuple[tuple[int, ...], ...]:
        """What each finished round brought (the contract's View): a game of Snap is one
        round, and once it is over, the cards each seat holds."""
        return () if self.ended is None else (self.held,)


def view_for(state: State, seat: int) -> View:
    """Project ``state`` onto what ``seat`` may know."""
    return View(
        seat=seat,
        seats=state.seats,
        options=state.options,
        turn=state.turn,
        turned=state.turned,
        to_act=to_act(state),
        draw=tuple(len(pile) for pile in state.draw),
        up=state.up,
        pool=len(state.pool),
        pending=state.pending,
        frozen=state.frozen,
        floor_ms=state.floor_ms,
        last=state.last,
        ended=state.ended,
        held=counts(state),
    )


def matching(view: View) -> tuple[int, ...]:
    """The piles whose top matches (another top, or with ``covered`` the card under it)."""
    covered = view.options.covered
    return tuple(p for p in range(view.seats) if match_rank(view.up, p, covered))


def aim(view: View) -> int | None:
    """The pile a call names when a player taps their zone: a matching pile (the latest
    turned first), else the latest turned pile, else the first that shows a card from
    there on; None when no pile shows a card (a tap then calls nothing).

    One phone has one zone per player, so a tap cannot point at another player's pile:
    the app names it. A wrong call thus pays the player whose card was turned last
    (rules texts, "Wrong call")."""
    start = view.turned or 0
    order = [(start + k) % view.seats for k in range(view.seats)]
    matches = matching(view)
    for pile in order:
        if pile in matches:
            return pile
    return next((pile for pile in order if view.up[pile]), None)


def all_cards(state: State) -> Counter[Hashable]:
    """Every card of the game, wherever it lies."""
    return Cards(chain(*state.draw, *state.up, state.pool))


def deck_cards(state: State) -> Counter[Hashable]:
    """The pack the game was dealt from."""
    return Cards(deck(state.options))


def hidden(state: State, seat: int) -> Counter[Hashable]:
    """The cards no seat can see: the draw piles and the pool."""
    return Cards(chain(*state.draw, state.pool))


def redeal_hidden(state: State, seat: int, rng: Random) -> State:
    """The same table with the draw piles' and the pool's cards permuted among their
    places (every pile keeps its size)."""
    mixed = list(shuffled([*chain(*state.draw, state.pool)], rng))
    draw = []
    for pile in state.draw:
        draw.append(tuple(mixed[: len(pile)]))
        del mixed[: len(pile)]
    return updated(state, draw=tuple(draw), pool=tuple(mixed))


def view_cards(view: View) -> Counter[Hashable]:
    """Every card the view shows face up: the face-up piles."""
    return Cards(chain(*view.up))
