"""A tiny card game that exercises the conformance suite until real games land, and joins
the app the way every game does, through its descriptors alone (``GAME`` here; its
screens in tests/ui/toy_screens.py, its benchmark in tests/games/toy_bench.py, its
outcome sample in tests/games/toy_sample.py).

"High cards": each seat holds three hidden cards; on your turn you lay one face up
and draw from the hidden stock. When all hands are empty, the highest total of laid
card values wins (A 4, K 3, Q 2, J 1). Its computer levels lay their lowest ("low") or
highest ("high") card.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping
from dataclasses import dataclass, replace
from random import Random
from typing import Any

from app.ai.budget import Budget, Decision, done
from app.core.cards import Card, pack
from app.core.contract import Engine, Options, Outcome
from app.core.errors import IllegalMove, InvalidNotation
from app.core.rng import make_rng, shuffled
from app.games.game import Game, Level

VALUES = {"A": 4, "K": 3, "Q": 2, "J": 1}
HAND = 3


@dataclass(frozen=True, slots=True)
class Play:
    """``seat`` lays ``card`` from its hand."""

    seat: int
    card: Card

    @property
    def code(self) -> str:
        """``play:0:QH``."""
        return f"play:{self.seat}:{self.card.code}"

    @classmethod
    def from_code(cls, code: str) -> Play:
        """Parse ``play:0:QH``."""
        kind, _, rest = code.partition(":")
        seat, _, card = rest.partition(":")
        if kind != "play" or seat not in ("0", "1", "2"):
            raise InvalidNotation("bad-move", code=code)
        return cls(int(seat), Card.from_code(card))


@dataclass(frozen=True, slots=True)
class State:
    """Whole table: hands, the stock (top first), laid cards per seat, seat on turn."""

    hands: tuple[tuple[Card, ...], ...]
    stock: tuple[Card, ...]
    laid: tuple[tuple[Card, ...], ...]
    turn: int


@dataclass(frozen=True, slots=True)
class View:
    """What one seat knows: its hand, the others' hand sizes, the stock size, laid cards."""

    seat: int
    hand: tuple[Card, ...]
    hand_sizes: tuple[int, ...]
    stock_size: int
    laid: tuple[tuple[Card, ...], ...]
    turn: int
    results: tuple[tuple[float, ...], ...]
    """The one round's scores once it is over (the contract's View)."""


def new_game(seed: int | str, options: Options, seats: int) -> State:
    """Shuffle 16 cards and deal three to each seat."""
    deck = shuffled(pack("AKQJ"), make_rng(seed, "deal"))
    hands = tuple(deck[i * HAND : (i + 1) * HAND] for i in range(seats))
    return State(hands, deck[seats * HAND :], ((),) * seats, 0)


def outcome(state: State) -> Outcome | None:
    """Totals once every hand is empty."""
    if any(state.hands):
        return None
    scores = tuple(float(sum(VALUES[c.rank] for c in laid)) for laid in state.laid)
    best = max(scores)
    return Outcome(scores, tuple(i for i, s in enumerate(scores) if s == best))


def to_act(state: State) -> tuple[int, ...]:
    """The seat on turn, or nobody at the end."""
    return () if outcome(state) else (state.turn,)


def error(state: State, move: Play) -> IllegalMove | None:
    """Why ``move`` is illegal, or None: the one check behind legal_moves and apply."""
    if outcome(state):
        return IllegalMove("game-over")
    if move.seat != state.turn:
        return IllegalMove("not-your-turn")
    if move.card not in state.hands[move.seat]:
        return IllegalMove("card-not-in-hand", card=move.card.code)
    return None


def legal_moves(state: State, seat: int) -> tuple[Play, ...]:
    """Any card of the hand, in card order."""
    if seat not in to_act(state):
        return ()
    moves = (Play(seat, c) for c in sorted(state.hands[seat]))
    return tuple(m for m in moves if error(state, m) is None)


def apply(state: State, move: Play) -> State:
    """Lay the card and draw the top of the stock."""
    if (problem := error(state, move)) is not None:
        raise problem
    seat = move.seat
    hand = state.hands[seat]
    new_hand = tuple(c for c in hand if c != move.card) + state.stock[:1]
    hands = state.hands[:seat] + (new_hand,) + state.hands[seat + 1 :]
    laid = state.laid[:seat] + (state.laid[seat] + (move.card,),) + state.laid[seat + 1 :]
    turn = (seat + 1) % len(hands)
    while not hands[turn] and any(hands):
        turn = (turn + 1) % len(hands)
    return State(hands, state.stock[1:], laid, turn)


def view_for(state: State, seat: int) -> View:
    """Hide the other hands and the stock."""
    sizes = tuple(len(h) for h in state.hands)
    over = outcome(state)
    results = () if over is None else (over.scores,)
    return View(seat, state.hands[seat], sizes, len(state.stock), state.laid, state.turn, results)


def _codes(cards: tuple[Card, ...]) -> list[str]:
    return [c.code for c in cards]


def state_to_dict(state: State) -> dict[str, Any]:
    """JSON-ready form."""
    return {
        "hands": [_codes(h) for h in state.hands],
        "stock": _codes(state.stock),
        "laid": [_codes(p) for p in state.laid],
        "turn": state.turn,
    }


def state_from_dict(data: Mapping[str, Any]) -> State:
    """Inverse of :func:`state_to_dict`."""

    def cards(codes: list[str]) -> tuple[Card, ...]:
        return tuple(Card.from_code(c) for c in codes)

    return State(
        tuple(cards(h) for h in data["hands"]),
        cards(data["stock"]),
        tuple(cards(p) for p in data["laid"]),
        int(data["turn"]),
    )


def all_cards(state: State) -> Counter:
    """Every card on the table."""
    return Counter([*state.stock, *(c for h in state.hands for c in h)]) + Counter(
        c for p in state.laid for c in p
    )


def hidden(state: State, seat: int) -> Counter:
    """Other hands and the stock."""
    return Counter([*state.stock, *(c for i, h in enumerate(state.hands) if i != seat for c in h)])


def redeal_hidden(state: State, seat: int, rng: Random) -> State:
    """Permute the cards hidden from ``seat`` among the other hands and the stock."""
    pool = list(shuffled(tuple(hidden(state, seat).elements()), rng))
    hands = []
    for i, hand in enumerate(state.hands):
        if i == seat:
            hands.append(hand)
        else:
            hands.append(tuple(pool[: len(hand)]))
            del pool[: len(hand)]
    return replace(state, hands=tuple(hands), stock=tuple(pool))


def view_cards(view: View) -> Counter:
    """Cards the view shows face up."""
    return Counter([*view.hand, *(c for p in view.laid for c in p)])


ENGINE: Engine[State, Play, View] = Engine(
    id="toy",
    seat_counts=(2, 3),
    new_game=new_game,
    to_act=to_act,
    legal_moves=legal_moves,
    apply=apply,
    error=error,
    view_for=view_for,
    outcome=outcome,
    move_from_code=Play.from_code,
    state_to_dict=state_to_dict,
    state_from_dict=state_from_dict,
    cards=all_cards,
    deck=lambda state: Counter(pack("AKQJ")),
    hidden=hidden,
    redeal_hidden=redeal_hidden,
    view_cards=view_cards,
    max_moves=64,
)


def lowest(view: View, rng: Random, budget: Budget) -> Decision[Play]:
    """Lay the card of least value."""
    return done(Play(view.seat, min(view.hand, key=lambda c: (VALUES[c.rank], c))))


def highest(view: View, rng: Random, budget: Budget) -> Decision[Play]:
    """Lay the card of most value."""
    return done(Play(view.seat, max(view.hand, key=lambda c: (VALUES[c.rank], c))))


LEVELS = (Level("low", lowest, Budget(samples=1)), Level("high", highest, Budget(samples=1)))

GAME = Game(
    id="toy",
    seat_counts=ENGINE.seat_counts,
    minutes=1,
    accent="#5D4037",
    icon="style",
    built=__name__,
    bench="tests.games.toy_bench",
    sample="tests.games.toy_sample",
)
