"""Computer players for Snorkeling: easy, normal and strong.

A bot sees only a :class:`~app.games.snorkeling.view.View` (never the state), gets a
``random.Random`` and a :class:`~app.ai.budget.Budget`, and returns one move. It plans
the rest of its turn as a :class:`Plan` (centre cards, then placements) and plays the
plan's first move; called again mid-turn, it plans again from there.

- easy: a random plan that plays something (it never passes when it can play).
- normal: the plan with the best static value: keep your own pile high (play out your
  hand to take your pile's top back), push the players with the most points towards
  the surface and give the Beach when ending the round pays, keep a playable hand.
- strong: PIMC. The unseen cards are dealt anew many times; in each world the best few
  plans of the normal level are played out, followed by every opponent's next turn as
  the normal level would play it, and scored from the strong player's seat. The plan
  with the best average wins.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from random import Random

from app.ai.budget import Budget, Decision, done, finish
from app.ai.pimc import pimc
from app.core.rng import shuffled
from app.games.snorkeling.model import LANTERN, Centre, End, Move, Place, State, colour, value
from app.games.snorkeling.rules import apply, fits_centre, fits_pile
from app.games.snorkeling.view import View, unseen_pool, view_for

Bot = Callable[[View, Random, Budget], Decision[Move]]
BUDGETS = {
    "easy": Budget(samples=1),
    "normal": Budget(samples=1),
    "strong": Budget(samples=64, seconds=0.08, chunk=2),
}
"""Default budgets; the UI adds its clock to the strong one."""
STRONG_PLANS = 5
"""Plans of the normal level that the strong level compares by playouts."""
WIN = 50.0
"""The value of winning (minus: losing) the whole game with this round's end."""


def _check(view: object) -> View:
    if not isinstance(view, View):
        raise TypeError("a computer player gets a seat's View, never the state")
    return view


@dataclass(frozen=True, slots=True)
class Plan:
    """The rest of a turn: centre cards in order (the last is the new top), then
    placements as ``(target, card)``. Nothing at all means passing or stopping."""

    centre: tuple[int, ...] = ()
    places: tuple[tuple[int, int], ...] = ()

    def moves(self) -> list[Move]:
        """The moves that carry the plan out, End included where the turn needs it."""
        out: list[Move] = [Centre(c) for c in self.centre]
        out += [Place(t, c) for t, c in self.places]
        out.append(End())
        return out

    def first(self) -> Move:
        """The move to play now."""
        return self.moves()[0]


# ---------------------------------------------------------------- plans


def _minus(cards: Iterable[int], taken: Iterable[int]) -> list[int]:
    left = list(cards)
    for c in taken:
        left.remove(c)
    return left


def _ordered(run: list[int], pool: Counter) -> tuple[int, ...]:
    """A run with the card that leaves the next player the fewest fitting unseen cards
    (``pool``) last."""

    def openness(card: int) -> int:
        nxt = (value(card) + 1) % 5
        return sum(n for c, n in pool.items() if colour(c) == colour(card) or value(c) == nxt)

    last = min(run, key=lambda c: (openness(c), c))
    rest = list(run)
    rest.remove(last)
    return (*sorted(rest), last)


def _runs(cards: list[int], view: View) -> list[tuple[int, ...]]:
    """Same-coloured runs worth considering: all, all but one kind, each one alone."""
    if not cards:
        return []
    pool = Counter(unseen_pool(view))
    kinds = sorted(set(cards))
    options = {tuple(sorted(cards))}
    options |= {tuple(sorted(_minus(cards, [k]))) for k in kinds}
    options |= {(k,) for k in kinds}
    return [_ordered(list(o), pool) for o in sorted(options) if o]


def _expert_chains(hand: list[int], top: int, limit: int = 60) -> list[tuple[int, ...]]:
    """Centre sequences of the expert game, each card fitting the current top."""
    found: dict[tuple, tuple[int, ...]] = {}
    stack: list[tuple[tuple[int, ...], list[int], int]] = [((), hand, top)]
    while stack and len(found) < limit:
        seq, left, t = stack.pop()
        for c in sorted(set(left)):
            if fits_centre(c, t):
                nxt = (*seq, c)
                key = (tuple(sorted(nxt)), c)
                if key not in found:
                    found[key] = nxt
                    stack.append((nxt, _minus(left, [c]), c))
    return list(found.values())


def centre_options(view: View) -> list[tuple[int, ...]]:
    """The centre sequences a plan may start with (the empty one included)."""
    hand = list(view.hand)
    top = view.centre[-1]
    if view.placed:
        return [()]
    if view.options.expert:
        return [(), *_expert_chains(hand, top)]
    if view.played:
        if view.run is None:
            return [()]
        return [(), *_runs([c for c in hand if colour(c) == view.run], view)]
    higher = sorted(
        {c for c in hand if value(c) == (value(top) + 1) % 5 and colour(c) != colour(top)}
    )
    return [
        (),
        *[(c,) for c in higher],
        *_runs([c for c in hand if colour(c) == colour(top)], view),
    ]


def place_options(view: View, rest: list[int]) -> list[tuple[tuple[int, int], ...]]:
    """Placements after the centre cards (only one in the basic game)."""
    tops = [p[-1] for p in view.piles]
    singles = [
        ((t, c),)
        for t in range(view.seats)
        if t != view.seat
        for c in sorted(set(rest))
        if fits_pile(c, tops[t])
    ]
    if not view.options.expert:
        return [(), *singles] if not view.placed else [()]
    chains: list[tuple[tuple[int, int], ...]] = [(), *singles]
    for beach in (False, True):
        left, places = list(rest), []
        for t in sorted(range(view.seats), key=lambda s: -view.totals[s]):
            if t == view.seat:
                continue
            cur = tops[t]
            while True:
                want = [c for c in left if fits_pile(c, cur) and (beach or value(c) > 0)]
                if not want:
                    break
                card = min(want)
                places.append((t, card))
                left.remove(card)
                cur = card
                if value(card) == 0:
                    break
            if places and value(places[-1][1]) == 0:
                break
        if places:
            chains.append(tuple(places))
    return chains


def plans(view: View) -> list[Plan]:
    """Every plan worth comparing from this point of the turn."""
    out = []
    for centre in centre_options(view):
        if not view.played and not centre:
            out.append(Plan())
            continue
        rest = _minus(view.hand, centre)
        for places in place_options(view, rest):
            out.append(Plan(centre, places))
    return out


# ---------------------------------------------------------------- values


def _weights(view: View) -> list[float]:
    """How much each opponent's pile matters: more for those with more points."""
    target = view.options.target
    return [0.0 if s == view.seat else 1.0 + view.totals[s] / target for s in range(view.seats)]


def _terminal(view: View, scores: list[int], before: tuple[int, ...] | None = None) -> float:
    """A round that ends with these scores, from the view's seat; ``before`` are the
    totals before it (the view's, unless given)."""
    me = view.seat
    totals = [t + s for t, s in zip(before or view.totals, scores, strict=True)]
    best = max(totals)
    if best >= view.options.target and totals.count(best) == 1:
        return WIN if totals[me] == best else -WIN
    w = _weights(view)
    others = sum(w[s] * scores[s] for s in range(view.seats)) / sum(w)
    return 1.5 * (scores[me] - others)


def _position(view: View, tops: list[int], hand: list[int], extra: int = 0) -> float:
    """A running round: own pile against the weighted others, danger, hand, chances."""
    me = view.seat
    w = _weights(view)
    others = sum(w[s] * tops[s] for s in range(view.seats)) / sum(w)
    score = tops[me] - others
    score += 0.25 * min(len(hand) + extra, 5)
    if tops[me] == 1:
        score -= 1.5
    elif tops[me] == 2:
        score -= 0.4
    beaches = sum(1 for c in hand if value(c) == 0)
    for s in range(view.seats):
        if s != me and tops[s] == 1 and beaches:
            score += 0.6 * w[s]
    return score


def plan_value(view: View, plan: Plan) -> float:
    """The static value of ``plan`` for the view's seat (the draws left out)."""
    tops = [value(p[-1]) for p in view.piles]
    for target, card in plan.places:
        tops[target] = value(card)
        if value(card) == 0:
            return _terminal(view, tops)
    hand = _minus(_minus(view.hand, plan.centre), [c for _, c in plan.places])
    extra = 0
    played = view.played + view.placed + len(plan.centre) + len(plan.places)
    if played and not hand:
        if view.piles[view.seat][-1] != LANTERN:
            tops[view.seat] += 1
        extra = 1
    return _position(view, tops, hand, extra + 1)


def static_value(view: View) -> float:
    """The value of a position for the view's seat, with nothing more played."""
    return _position(view, [value(p[-1]) for p in view.piles], list(view.hand))


def best_plan(view: View, rng: Random) -> Plan:
    """The normal level's choice: the best static value (ties broken at random)."""
    options = plans(view)
    return max(options, key=lambda p: (plan_value(view, p), rng.random()))


# ---------------------------------------------------------------- levels


def easy(view: View, rng: Random, budget: Budget) -> Decision[Move]:
    """Any plan that plays something; pass only when nothing can be played."""
    view = _check(view)
    options = [p for p in plans(view) if p.centre or p.places] or [Plan()]
    return done(options[int(rng.random() * len(options))].first())


def normal(view: View, rng: Random, budget: Budget) -> Decision[Move]:
    """The plan with the best static value."""
    return done(best_plan(_check(view), rng).first())


def world(view: View, rng: Random) -> State:
    """A full table consistent with ``view``: the unseen cards dealt anew."""
    pool = list(shuffled(unseen_pool(view), rng))
    hands = []
    for seat, count in enumerate(view.hand_counts):
        if seat == view.seat:
            hands.append(view.hand)
        else:
            hands.append(tuple(sorted(pool[:count])))
            del pool[:count]
    return State(
        seed=f"world:{rng.random()}",
        options=view.options,
        seats=view.seats,
        round_no=view.round_no,
        deck=tuple(pool),
        centre=view.centre,
        hands=tuple(hands),
        piles=view.piles,
        turn=view.turn,
        starter=view.starter,
        played=view.played,
        run=view.run,
        placed=view.placed,
        passes=view.passes,
        totals=view.totals,
        results=view.results,
        beaches=view.beaches,
    )


def playout(state: State, me: int, plan: Plan, rng: Random) -> float:
    """Play ``plan``, then each opponent's next turn as normal would; value for ``me``."""
    rounds = len(state.results)
    for move in plan.moves():
        if state.turn != me or len(state.results) != rounds:
            break
        state = apply(state, move)
    while len(state.results) == rounds and state.turn not in (me, -1):
        seat = state.turn
        for move in best_plan(view_for(state, seat), rng).moves():
            if state.turn != seat or len(state.results) != rounds:
                break
            state = apply(state, move)
    mine = view_for(state, me)
    if len(state.results) != rounds:
        scores = list(state.results[-1])
        before = tuple(t - s for t, s in zip(state.totals, scores, strict=True))
        return _terminal(mine, scores, before)
    return static_value(mine)


def strong(view: View, rng: Random, budget: Budget) -> Decision[Move]:
    """PIMC over the best few plans, each played out through the opponents' replies."""
    view = _check(view)
    options = plans(view)
    if len(options) == 1:
        return options[0].first()
    ranked = sorted(options, key=lambda p: -plan_value(view, p))[:STRONG_PLANS]
    if not view.played and Plan() in options and Plan() not in ranked:
        ranked.append(Plan())
    me = view.seat
    chosen = yield from pimc(
        ranked,
        lambda r: world(view, r),
        lambda w, plan, r: playout(w, me, plan, r),
        budget,
        rng,
    )
    return chosen.first()


LEVELS: dict[str, Bot] = {"easy": easy, "normal": normal, "strong": strong}


def choose(level: str, view: View, rng: Random, budget: Budget | None = None) -> Move:
    """Run a level's decision to the end (for tests and the benchmark)."""
    return finish(LEVELS[level](view, rng, budget or BUDGETS[level]))
