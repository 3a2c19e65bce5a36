"""Computer players for Schnapsen: easy, normal and strong.

A bot sees only a :class:`~app.games.schnapsen.view.View` (never the state), gets a
``random.Random`` and a :class:`~app.ai.budget.Budget`, and returns a move.

- easy: plausible cards from simple habits; remembers no played cards; never closes.
- normal: PIMC over a few worlds consistent with the view, scored by random playouts.
- strong: PIMC over many worlds consistent with everything seen (shown cards, and the
  suits the opponent showed void in after closing), scored in game points: by random
  playouts while the talon is long, exactly (alpha-beta per world) once at most one
  face-down card is left or the talon is closed; perfect (and tactful) once every card
  is known. Exchange, marriage and close count with one lead chosen for all worlds.

What was measured and kept or dropped is in the benchmark notes of ``app/bench``.
"""

from __future__ import annotations

import itertools
import math
from collections.abc import Callable, Sequence
from dataclasses import replace
from random import Random

from app.ai.budget import Budget, Decision, done, finish
from app.ai.pimc import pimc, pimc_worlds
from app.core.cards import Card
from app.core.rng import shuffled
from app.games.schnapsen import fast
from app.games.schnapsen.model import VALUES, WIN_POINTS, Claim, Move, marriage_value
from app.games.schnapsen.rules import DECK
from app.games.schnapsen.solver import solve
from app.games.schnapsen.view import View

Bot = Callable[[View, Random, Budget], Decision[Move]]
BUDGETS = {
    "easy": Budget(samples=1),
    "normal": Budget(samples=24, chunk=6),
    "strong": Budget(samples=400, seconds=0.12, chunk=4),
}
"""Default budgets; the UI adds its clock to the strong one."""


def seat_view(view: object) -> View:
    """The view a computer player was given; TypeError for anything else (the state)."""
    if not isinstance(view, View):
        raise TypeError("a computer player gets a seat's View, never the state")
    return view


def candidates(view: View) -> list[int]:
    """The legal moves (fast form); the hidden cards are placed in deck order, which cannot
    change the set, but the talon must have its real size (it decides exchange and close)."""
    return fast.legal(_known_world(view, unseen(view)))


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
    hands: list[tuple[Card, ...]] = [(), ()]
    hands[me] = view.hand
    hands[opp] = (*view.opponent_known, *dealt[:extra])
    talon = dealt[extra:]
    card_points = [0, 0]
    for t in view.history:
        card_points[t.winner] += VALUES[t.lead.rank] + VALUES[t.follow.rank]
    marriages = [sum(marriage_value(s, view.trump) for s in m) for m in view.marriages]
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
    """A random full deal consistent with every card ``view`` has seen."""
    return _known_world(view, shuffled(unseen(view), rng))


def voids(view: View) -> int:
    """Cards (a fast mask) the opponent cannot hold, from their plays under strict rules.

    While no card can be drawn, a follower who did not follow suit holds none of it (and
    no trump, if they did not trump), and one who stayed under the lead holds no higher
    card of its suit. Hands only shrink then, so each such fact still holds.
    """
    if view.closed_by is None:
        return 0  # the open phase shows nothing; after it every card is known anyway
    opp = 1 - view.seat
    trump = fast.SUITS.index(view.trump)
    out = 0
    for t in view.history[(9 - view.talon_size) // 2 :]:  # the tricks since closing
        if t.leader == opp:
            continue
        lead, follow = fast.card_index(t.lead), fast.card_index(t.follow)
        if fast.SUIT_OF[follow] != fast.SUIT_OF[lead]:
            out |= fast.SUIT_MASK[fast.SUIT_OF[lead]]
            if fast.SUIT_OF[follow] != trump:
                out |= fast.SUIT_MASK[trump]
        elif follow > lead:
            out |= fast.HIGHER[lead]
    return out


class Worlds:
    """The full deals consistent with ``view`` (and, with ``inference``, with :func:`voids`).

    The opponent's unknown cards come from the unseen cards they may hold; the rest lie
    face down on the talon. :meth:`sample` draws uniformly; when the order of the talon
    cannot matter any more (closed, or one face-down card left), :meth:`every` lists each
    distinct deal once.
    """

    def __init__(self, view: View, inference: bool = True) -> None:
        self.base = _known_world(view, ())
        self.opp = 1 - view.seat
        self.extra = view.opponent_count - len(view.opponent_known)
        pool = [fast.card_index(c) for c in unseen(view)]
        barred = voids(view) if inference else 0
        self.free = [c for c in pool if not barred >> c & 1]
        self.fixed = [c for c in pool if barred >> c & 1]
        if len(self.free) < self.extra:  # cannot happen in a real deal; stay safe
            self.free, self.fixed = pool, []
        self.orderless = view.closed_by is not None or view.talon_size <= 1

    def sample(self, rng: Random) -> list:
        """One deal, uniformly at random."""
        r = rng.random
        cards = self.free.copy()
        for i in range(len(cards) - 1, 0, -1):
            j = int(r() * (i + 1))
            cards[i], cards[j] = cards[j], cards[i]
        world = self.base.copy()
        hand = world[self.opp]
        for c in cards[: self.extra]:
            hand |= 1 << c
        world[self.opp] = hand
        talon = cards[self.extra :] + self.fixed
        if self.fixed:
            for i in range(len(talon) - 1, 0, -1):
                j = int(r() * (i + 1))
                talon[i], talon[j] = talon[j], talon[i]
        world[fast.TALON] = tuple(talon)
        return world

    def count(self) -> int | None:
        """How many distinct deals :meth:`every` gives, or None if the talon order matters."""
        return math.comb(len(self.free), self.extra) if self.orderless else None

    def every(self) -> list[list]:
        """Each distinct deal once (only when :meth:`count` is not None)."""
        out = []
        for hand in itertools.combinations(self.free, self.extra):
            world = self.base.copy()
            world[self.opp] |= sum(1 << c for c in hand)
            world[fast.TALON] = tuple(c for c in self.free if c not in hand) + tuple(self.fixed)
            out.append(world)
        return out


# ---------------------------------------------------------------- playouts


def guided(s: list, rng: Random) -> int:
    """A plausible move: take valuable tricks cheaply, lead low, announce marriages."""
    moves = fast.legal(s)
    if len(moves) == 1:
        return moves[0]
    marry = [m for m in moves if fast.MARRY <= m < fast.EXCHANGE]
    if marry:
        return marry[0]
    if fast.EXCHANGE in moves:
        return fast.EXCHANGE
    cards = [m for m in moves if m < fast.CARDS]
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


def _score(result: tuple[int, int], me: int) -> int:
    winner, points = result
    return points if winner == me else -points


def _rollout_value(playout) -> Callable[[list, int, Random], float]:
    def value(world: list, move: int, rng: Random) -> float:
        me = fast.to_act(world)
        nxt = fast.step(world, move)
        return _score(nxt if isinstance(nxt, tuple) else playout(nxt, rng), me)

    return value


def _claim_if_won(view: View) -> Move | None:
    if view.options.manual_claim and view.points[view.seat] >= WIN_POINTS:
        if fast.CLAIM in candidates(view):
            return Claim(view.seat)
    return None


# ---------------------------------------------------------------- the three levels


def easy(view: View, rng: Random, budget: Budget) -> Decision[Move]:
    """Plausible habits with no memory of played cards; never closes the talon."""
    view = seat_view(view)
    if claim := _claim_if_won(view):
        return done(claim)
    choice = guided(determinize(view, rng), rng)  # uses only its own hand and the trick
    return done(fast.to_move(choice, view.seat))


def normal(view: View, rng: Random, budget: Budget) -> Decision[Move]:
    """PIMC with a small number of worlds and random playouts."""
    view = seat_view(view)
    if claim := _claim_if_won(view):
        return claim
    moves = candidates(view)
    sample = Worlds(view, inference=False).sample
    best = yield from pimc(moves, sample, _rollout_value(fast.random_deal), budget, rng)
    return fast.to_move(best, view.seat)


EXACT_TALON = 2
"""Strong solves each world exactly once at most this many talon cards (face up
included) remain: one face-down card and the trump card, or a closed talon."""
CLOSE_MARGIN = 0.3
"""Game points a close must gain over playing on. Each world's solve sees every card,
which flatters closing; the margin cut failed closes (measured: +2 to +3 % deals won
against random play, unchanged against normal)."""
CLEAR_AFTER = 24
"""Worlds after which an obvious choice ends the search (see ``pimc_worlds``)."""


def world_values(world: list, moves: Sequence[int], rng: Random) -> list:
    """Each move's value in one world, for :func:`~app.ai.pimc.pimc_worlds`.

    A move that does not lead (exchange, marriage, close) leaves the same seat to lead
    with the same knowledge; its value is then the list of its leads' values, so that
    PIMC commits to one lead for all worlds instead of picking the best in each.
    """
    me = fast.to_act(world)
    talon_left = len(world[fast.TALON]) + (world[fast.UP] >= 0)
    exact = world[fast.CLOSED] >= 0 or talon_left <= EXACT_TALON
    table: dict = {}  # shared by all moves of this world

    def value(nxt) -> float:
        if isinstance(nxt, tuple):
            return _score(nxt, me)
        if exact or nxt[fast.CLOSED] >= 0:
            return solve(nxt, me, table)
        return _score(fast.random_deal(nxt, rng), me)

    out: list = []
    for m in moves:
        nxt = fast.step(world, m)
        if m < fast.MARRY or m == fast.CLAIM or isinstance(nxt, tuple):
            out.append(value(nxt))
            continue
        margin = CLOSE_MARGIN if m == fast.CLOSE else 0.0
        out.append([value(fast.step(nxt, lead)) - margin for lead in fast.legal(nxt)])
    return out


def _tactful(s: list) -> int:
    """A perfect move that gives an imperfect opponent the most rope.

    Among the moves of the best minimax value (there are often several), prefer the one
    whose position is best on average over the opponent's next replies, each followed
    by perfect play: the more replies lose value, the likelier a slip.
    """
    me = fast.to_act(s)
    table: dict = {}

    def exact(nxt) -> int:
        return _score(nxt, me) if isinstance(nxt, tuple) else solve(nxt, me, table)

    moves = fast.legal(s)
    after = [fast.step(s, m) for m in moves]
    values = [exact(nxt) for nxt in after]
    top = max(values)
    tied = [i for i, v in enumerate(values) if v == top]
    if len(tied) == 1:
        return moves[tied[0]]

    def rope(nxt) -> float:
        if isinstance(nxt, tuple) or fast.to_act(nxt) == me:
            return top
        replies = [exact(fast.step(nxt, r)) for r in fast.legal(nxt)]
        return sum(replies) / len(replies)

    return moves[max(tied, key=lambda i: (rope(after[i]), -i))]


def strong(view: View, rng: Random, budget: Budget) -> Decision[Move]:
    """PIMC in game points over consistent worlds; exact once the talon is (nearly) done."""
    view = seat_view(view)
    if claim := _claim_if_won(view):
        return claim
    moves = candidates(view)
    if len(moves) == 1:
        return fast.to_move(moves[0], view.seat)
    if not unseen_talon(view) and view.closed_by is None:
        known = determinize(view, rng)  # every card is known: the one world there is
        move = _tactful(known)
        return fast.to_move(move, view.seat)
    worlds = Worlds(view)
    count = worlds.count()
    if count is not None and count <= budget.samples:
        listed = list(shuffled(worlds.every(), rng))  # each deal once, in random order
        budget = replace(budget, samples=len(listed))
        sample = lambda r: listed.pop()  # noqa: E731
    else:
        sample = worlds.sample
    best = yield from pimc_worlds(moves, sample, world_values, budget, rng, clear_after=CLEAR_AFTER)
    return fast.to_move(best, view.seat)


def unseen_talon(view: View) -> bool:
    """True while face-down talon cards or the face-up trump card can still be drawn."""
    return view.talon_size > 0 or view.trump_card is not None


LEVELS: dict[str, Bot] = {"easy": easy, "normal": normal, "strong": strong}


def choose(level: str, view: View, rng: Random, budget: Budget | None = None) -> Move:
    """Run a level's decision to the end (for tests and the benchmark)."""
    return finish(LEVELS[level](view, rng, budget or BUDGETS[level]))
