"""Computer players for Schnapsen: easy, normal and strong.

A bot sees only a :class:`~app.games.schnapsen.view.View` (never the state), gets a
``random.Random`` and a :class:`~app.ai.budget.Budget`, and returns a move.

- easy: plausible cards from simple habits; remembers no played cards; never closes.
- normal: PIMC over a few worlds consistent with the view, scored by random playouts.
- strong: PIMC over many consistent worlds, scored in game points by guided playouts,
  or exactly (alpha-beta) once no face-down talon card can be drawn any more; plays
  perfectly once the talon is exhausted, when every card is known.
"""

from __future__ import annotations

from collections.abc import Callable
from random import Random

from app.ai.budget import Budget, Decision, done, finish
from app.ai.pimc import pimc
from app.core.cards import Card
from app.core.rng import shuffled
from app.games.schnapsen import fast
from app.games.schnapsen.model import VALUES, WIN_POINTS, Claim, Move, move_from_code
from app.games.schnapsen.rules import DECK
from app.games.schnapsen.solver import best_move, solve
from app.games.schnapsen.view import View

Bot = Callable[[View, Random, Budget], Decision[Move]]
BUDGETS = {
    "easy": Budget(samples=1),
    "normal": Budget(samples=24, chunk=6),
    "strong": Budget(samples=400, seconds=0.12, chunk=4),
}
"""Default budgets; the UI adds its clock to the strong one."""


def _check(view: object) -> View:
    if not isinstance(view, View):
        raise TypeError("a computer player gets a seat's View, never the state")
    return view


def _legal(view: View) -> list[int]:
    return fast.legal(_known_world(view, ()))


# ---------------------------------------------------------------- worlds


def unseen(view: View) -> tuple[Card, ...]:
    """Cards this seat has not seen: in the opponent's hand or face down on the talon."""
    seen = set(view.hand) | set(view.opponent_known) | set(view.trick)
    seen |= {c for t in view.history for c in (t.lead, t.follow)}
    if view.trump_card:
        seen.add(view.trump_card)
    return tuple(c for c in DECK if c not in seen)


def _known_world(view: View, dealt: tuple[Card, ...]) -> list:
    """The fast deal in which the unseen cards lie as ``dealt`` says (hand first, then talon)."""
    me, opp = view.seat, 1 - view.seat
    extra = view.opponent_count - len(view.opponent_known)
    hands = [(), ()]
    hands[me] = view.hand
    hands[opp] = (*view.opponent_known, *dealt[:extra])
    talon = dealt[extra:]
    card_points = [0, 0]
    for t in view.history:
        card_points[t.winner] += VALUES[t.lead.rank] + VALUES[t.follow.rank]
    marriages = [sum(40 if s == view.trump else 20 for s in m) for m in view.marriages]
    closed = view.closed_at or (0, 0)
    o = view.options
    return [
        fast.mask(hands[0]),
        fast.mask(hands[1]),
        tuple(fast.card_index(c) for c in talon),
        fast.card_index(view.trump_card) if view.trump_card else -1,
        fast.SUITS.index(view.trump),
        view.leader,
        fast.card_index(view.trick[0]) if view.trick else -1,
        card_points[0],
        card_points[1],
        view.tricks[0],
        view.tricks[1],
        marriages[0],
        marriages[1],
        -1 if view.closed_by is None else view.closed_by,
        closed[0],
        closed[1],
        -1 if view.announced is None else fast.SUITS.index(view.announced),
        o.manual_claim,
        o.strict_exchange,
        o.marriages_when_closed,
    ]


def determinize(view: View, rng: Random) -> list:
    """A random full deal consistent with everything ``view`` has seen."""
    return _known_world(view, shuffled(unseen(view), rng))


# ---------------------------------------------------------------- playouts


def _guided(s: list, rng: Random) -> int:
    """A plausible move: take valuable tricks cheaply, lead low, announce marriages."""
    moves = fast.legal(s)
    if len(moves) == 1:
        return moves[0]
    marry = [m for m in moves if fast.MARRY <= m < fast.EXCHANGE]
    if marry:
        return marry[0]
    if fast.EXCHANGE in moves:
        return fast.EXCHANGE
    cards = [m for m in moves if m < 20]
    trump = s[fast.TRUMP]
    lead = s[fast.LEAD]
    if lead >= 0:
        winners = [
            m
            for m in cards
            if (fast.SUIT_OF[m] == fast.SUIT_OF[lead] and m < lead)
            or (fast.SUIT_OF[m] == trump != fast.SUIT_OF[lead])
        ]
        if winners and fast.VAL[lead] + max(fast.VAL[m] for m in winners) >= 10:
            return min(winners, key=lambda m: (fast.SUIT_OF[m] == trump, fast.VAL[m]))
        return min(cards, key=lambda m: (fast.SUIT_OF[m] == trump, fast.VAL[m], rng.random()))
    if s[fast.ANN] >= 0:
        return max(cards, key=lambda m: fast.VAL[m])
    return min(cards, key=lambda m: (fast.SUIT_OF[m] == trump, fast.VAL[m], rng.random()))


def guided_deal(s: list, rng: Random) -> tuple[int, int]:
    """Play the deal to its end with :func:`_guided` for both seats."""
    while True:
        s = fast.step(s, _guided(s, rng))
        if isinstance(s, tuple):
            return s


def _score(result: tuple[int, int], me: int) -> int:
    winner, points = result
    return points if winner == me else -points


def _rollout_value(playout) -> Callable[[list, int, Random], float]:
    def value(world: list, move: int, rng: Random) -> float:
        me = fast.to_act(world)
        nxt = fast.step(world, move)
        return _score(nxt if isinstance(nxt, tuple) else playout(nxt, rng), me)

    return value


def _exact_value(world: list, move: int, rng: Random) -> float:
    me = fast.to_act(world)
    nxt = fast.step(world, move)
    return _score(nxt, me) if isinstance(nxt, tuple) else solve(nxt, me)


def _claim_if_won(view: View) -> Move | None:
    if view.options.manual_claim and view.points[view.seat] >= WIN_POINTS:
        if Claim().code in {fast.move_code(m) for m in _legal(view)}:
            return Claim()
    return None


# ---------------------------------------------------------------- the three levels


def easy(view: View, rng: Random, budget: Budget) -> Decision[Move]:
    """Plausible habits with no memory of played cards; never closes the talon."""
    view = _check(view)
    if claim := _claim_if_won(view):
        return done(claim)
    choice = _guided(determinize(view, rng), rng)  # uses only its own hand and the trick
    return done(move_from_code(fast.move_code(choice)))


def normal(view: View, rng: Random, budget: Budget) -> Decision[Move]:
    """PIMC with a small number of worlds and random playouts."""
    view = _check(view)
    if claim := _claim_if_won(view):
        return claim
    moves = _legal(view)
    best = yield from pimc(
        moves, lambda r: determinize(view, r), _rollout_value(fast.random_deal), budget, rng
    )
    return move_from_code(fast.move_code(best))


def strong(view: View, rng: Random, budget: Budget) -> Decision[Move]:
    """PIMC in game points; exact search when no more cards can be drawn."""
    view = _check(view)
    if claim := _claim_if_won(view):
        return claim
    if not unseen_talon(view) and view.closed_by is None:
        move, _ = best_move(determinize(view, rng), view.seat)
        return move_from_code(fast.move_code(move))
    moves = _legal(view)
    exact = view.closed_by is not None or view.talon_size == 0
    value = _exact_value if exact else _rollout_value(guided_deal)
    best = yield from pimc(moves, lambda r: determinize(view, r), value, budget, rng)
    return move_from_code(fast.move_code(best))


def unseen_talon(view: View) -> bool:
    """True while face-down talon cards or the face-up trump card can still be drawn."""
    return view.talon_size > 0 or view.trump_card is not None


LEVELS: dict[str, Bot] = {"easy": easy, "normal": normal, "strong": strong}


def choose(level: str, view: View, rng: Random, budget: Budget | None = None) -> Move:
    """Run a level's decision to the end (for tests and the benchmark)."""
    return finish(LEVELS[level](view, rng, budget or BUDGETS[level]))
