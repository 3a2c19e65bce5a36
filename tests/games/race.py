"""A tiny game in which every seat may act at once, for the contract's several actors.

"Grab": the cards of a 12-card pack are turned up one at a time from a seeded shuffle;
while a card is up, every seat may grab it by naming it (``grab:seat:QH``). The first
grab takes it and the next card comes up, so a slower grab of the same card no longer
fits. When the pack is used up, whoever took the most card points (A 4, K 3, Q 2) wins.
Its computer levels, "quick" and "slow", differ only in their reaction time.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from random import Random

from app.ai.budget import Budget, Decision, done
from app.core.cards import Card, pack
from app.core.contract import Engine, Options, Outcome
from app.core.errors import IllegalMove, InvalidNotation
from app.core.rng import make_rng, shuffled
from app.games.game import Game, Level

VALUES = {"A": 4, "K": 3, "Q": 2}
PACK = pack("AKQ")


@dataclass(frozen=True, slots=True)
class Grab:
    """``seat`` grabs ``card``, the card that is up."""

    seat: int
    card: Card

    @property
    def code(self) -> str:
        """``grab:1:QH``."""
        return f"grab:{self.seat}:{self.card.code}"


@dataclass(frozen=True, slots=True)
class State:
    """The cards still face down (the first is up) and what each seat took."""

    stock: tuple[Card, ...]
    taken: tuple[tuple[Card, ...], ...]


@dataclass(frozen=True, slots=True)
class View:
    """Everyone sees the same: the card up, how many are left, what each seat took."""

    seat: int
    up: Card | None
    left: int
    taken: tuple[tuple[Card, ...], ...]
    to_act: tuple[int, ...]
    results: tuple[tuple[float, ...], ...]
    """The one game's scores once it is over (the table then shows the result)."""


def new_game(seed: int | str, options: Options, seats: int) -> State:
    """Shuffle the pack; its first card is up."""
    if seats not in (2, 3, 4):
        raise InvalidNotation("bad-seats", seats=seats)
    return State(shuffled(PACK, make_rng(seed, "grab")), ((),) * seats)


def to_act(state: State) -> tuple[int, ...]:
    """Every seat, while a card is up."""
    return tuple(range(len(state.taken))) if state.stock else ()


def error(state: State, move: Grab) -> IllegalMove | None:
    """Why ``move`` does not fit now (too late, or not a seat at this table)."""
    if not state.stock or move.card != state.stock[0]:
        return IllegalMove("grab-too-late", card=move.card.code)
    if not 0 <= move.seat < len(state.taken):
        return IllegalMove("not-your-turn")
    return None


def legal_moves(state: State, seat: int) -> tuple[Grab, ...]:
    """Grab the card that is up."""
    return (Grab(seat, state.stock[0]),) if seat in to_act(state) else ()


def apply(state: State, move: Grab) -> State:
    """The grabbing seat takes the card; the next one comes up."""
    if (problem := error(state, move)) is not None:
        raise problem
    taken = list(state.taken)
    taken[move.seat] = (*taken[move.seat], move.card)
    return State(state.stock[1:], tuple(taken))


def view_for(state: State, seat: int) -> View:
    """The whole (public) table, from ``seat``."""
    up = state.stock[0] if state.stock else None
    over = outcome(state)
    results = (over.scores,) if over else ()
    return View(seat, up, len(state.stock), state.taken, to_act(state), results)


def outcome(state: State) -> Outcome | None:
    """The most card points win, once the pack is used up."""
    if state.stock:
        return None
    scores = tuple(float(sum(VALUES[c.rank] for c in cards)) for cards in state.taken)
    best = max(scores)
    return Outcome(scores, tuple(i for i, s in enumerate(scores) if s == best))


def move_from_code(code: str) -> Grab:
    """Parse ``grab:1:QH``."""
    kind, _, rest = code.partition(":")
    seat, _, card = rest.partition(":")
    if kind != "grab" or not seat.isdigit():
        raise InvalidNotation("bad-move", code=code)
    return Grab(int(seat), Card.from_code(card))


def to_dict(state: State) -> dict:
    """JSON form."""
    return {
        "stock": [c.code for c in state.stock],
        "taken": [[c.code for c in cards] for cards in state.taken],
    }


def from_dict(data: dict) -> State:
    """Parse :func:`to_dict`."""
    return State(
        tuple(Card.from_code(c) for c in data["stock"]),
        tuple(tuple(Card.from_code(c) for c in cards) for cards in data["taken"]),
    )


def grab(view: View, rng: Random, budget: Budget) -> Decision[Grab]:
    """Grab the card that is up, as it is seen."""
    assert view.up is not None
    return done(Grab(view.seat, view.up))


ENGINE: Engine[State, Grab, View] = Engine(
    id="race",
    seat_counts=(2, 3, 4),
    new_game=new_game,
    to_act=to_act,
    legal_moves=legal_moves,
    apply=apply,
    error=error,
    view_for=view_for,
    outcome=outcome,
    move_from_code=move_from_code,
    state_to_dict=to_dict,
    state_from_dict=from_dict,
    cards=lambda state: Counter([*state.stock, *(c for t in state.taken for c in t)]),
    deck=lambda state: Counter(PACK),
    hidden=lambda state, seat: Counter(state.stock[1:]),
    redeal_hidden=lambda state, seat, rng: State(
        state.stock[:1] + shuffled(state.stock[1:], rng), state.taken
    ),
    view_cards=lambda view: Counter(
        [*([view.up] if view.up else []), *(c for t in view.taken for c in t)]
    ),
    max_moves=2 * len(PACK),
)

LEVELS = (
    Level("quick", grab, Budget(samples=1)),
    Level("slow", grab, Budget(samples=1), reaction=0.05),
)

GAME = Game(
    id="race",
    seat_counts=ENGINE.seat_counts,
    minutes=1,
    accent="#455A64",
    icon="bolt",
    built=__name__,
    bench=None,
    sample=None,
)
