"""Computer players for Snorkeling: easy, normal and strong.

A bot sees only a :class:`~app.games.snorkeling.view.View` (never the state), gets a
``random.Random`` and a :class:`~app.ai.budget.Budget`, and returns one move. It plans
the rest of its turn as a :class:`Plan` (centre cards, then placements) and plays the
plan's first move; called again mid-turn, it plans again from there.

- easy: a random plan that plays something (it never passes when it can play).
- normal: the plan with the best static value: keep your own pile high (play out your
  hand to take your pile's top back), push the players with the most points towards
  the surface and give the Beach when ending the round pays, keep a playable hand.
- strong: PIMC. The unseen cards are dealt anew (64 worlds, or as many as fit 80 ms),
  each opponent's hand chosen to explain its last turn as the table saw it (the card it
  took back, and kept cards with which its choice was the normal level's best: after a
  pass, nothing that fitted); in each world the normal level's best eight plans (and
  passing) are played out, and then the rest of the round with every player (itself
  included) playing each turn as the normal level plans it; the round's end is scored
  from the strong player's seat. The plan with the best average wins.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass, replace
from random import Random

from app.ai.budget import Budget, Decision, done, finish
from app.ai.pimc import pimc
from app.core.rng import below, make_rng, shuffled
from app.games.snorkeling.model import LANTERN, Centre, End, Move, Place, State, colour, value
from app.games.snorkeling.rules import advance, fits_centre, fits_pile
from app.games.snorkeling.view import View, unseen_counts, unseen_pool, view_for

Bot = Callable[[View, Random, Budget], Decision[Move]]
BUDGETS = {
    "easy": Budget(samples=1),
    "normal": Budget(samples=1),
    "strong": Budget(samples=64, seconds=0.08, chunk=2),
}
"""Default budgets; the UI adds its clock to the strong one."""
STRONG_PLANS = 8
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


def _ordered(run: list[int], unseen: list[int]) -> tuple[int, ...]:
    """A run with the card that leaves the next player the fewest fitting unseen cards
    (``unseen`` counts them per kind) last."""
    by_colour = [sum(unseen[c * 5 : c * 5 + 5]) for c in range(5)]
    by_value = [sum(unseen[v::5]) for v in range(5)]

    def openness(card: int) -> int:
        col, nxt = card // 5, (card % 5 + 1) % 5
        return by_colour[col] + by_value[nxt] - unseen[col * 5 + nxt]

    last = min(run, key=lambda c: (openness(c), c))
    rest = list(run)
    rest.remove(last)
    return (*sorted(rest), last)


def _runs(cards: list[int], view: View) -> list[tuple[int, ...]]:
    """Same-coloured runs worth considering: all, all but one kind, each one alone."""
    if not cards:
        return []
    unseen = unseen_counts(view)
    kinds = sorted(set(cards))
    options = {tuple(sorted(cards))}
    options |= {tuple(sorted(_minus(cards, [k]))) for k in kinds}
    options |= {(k,) for k in kinds}
    return [_ordered(list(o), unseen) for o in sorted(options) if o]


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
    kinds = sorted(set(rest))
    singles = [
        ((t, c),)
        for t in range(view.seats)
        if t != view.seat
        for c in kinds
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


K = {
    "card": -0.2,
    "shed": 0.4,
    "one": 1.5,
    "two": 0.4,
    "beach": 0.6,
    "lead": 1.0,
    "end": 1.5,
    "rival": 0.0,
}
"""Weights of the static value, tuned by matches (normal against easy, 4 seats): cards
in hand count against you (an empty hand brings your pile's top back), more so when the
pile is down; a pile at 1 or 2 is in danger; a Beach in hand while someone is at 1 is
a chance; an opponent matters more the more points they have; a finished round counts
more than one that may still turn."""


class Judge:
    """Static values for one view's seat, with the weights worked out once."""

    def __init__(self, view: View) -> None:
        self.view = view
        self.me = view.seat
        target = view.options.target
        self.weights = [
            0.0 if s == view.seat else 1.0 + K["lead"] * view.totals[s] / target
            for s in range(view.seats)
        ]
        self.total_weight = sum(self.weights)
        self.tops = [value(p[-1]) for p in view.piles]

    def others(self, tops: list[int]) -> float:
        """The opponents' piles, weighted by their points."""
        return sum(w * t for w, t in zip(self.weights, tops, strict=True)) / self.total_weight

    def terminal(self, scores: list[int], before: tuple[int, ...] | None = None) -> float:
        """A round ending with ``scores``; ``before`` are the totals before it."""
        view = self.view
        totals = [t + s for t, s in zip(before or view.totals, scores, strict=True)]
        best = max(totals)
        if best >= view.options.target and totals.count(best) == 1:
            return WIN if totals[self.me] == best else -WIN
        rival = max(t for s, t in enumerate(totals) if s != self.me)
        mine = K["end"] * (scores[self.me] - self.others(scores))
        return mine + K["rival"] * (totals[self.me] - rival)

    def position(self, tops: list[int], hand: list[int], extra: int = 0) -> float:
        """A running round: own pile against the others, hand, danger, chances."""
        me = tops[self.me]
        score = me - self.others(tops) + K["card"] * (len(hand) + extra)
        if me < 5:
            score -= K["shed"] * len(hand)
        if me == 1:
            score -= K["one"]
        elif me == 2:
            score -= K["two"]
        if any(value(c) == 0 for c in hand):
            ones = [self.weights[s] for s, t in enumerate(tops) if t == 1 and s != self.me]
            if ones:
                score += K["beach"] * max(ones)
        return score

    def plan(self, plan: Plan) -> float:
        """The value of ``plan`` (the draws left out)."""
        view = self.view
        tops = list(self.tops)
        for target, card in plan.places:
            tops[target] = value(card)
            if tops[target] == 0:
                return self.terminal(tops)
        hand = _minus(_minus(view.hand, plan.centre), [c for _, c in plan.places])
        extra = 1
        played = view.played + view.placed + len(plan.centre) + len(plan.places)
        if played and not hand:
            if view.piles[view.seat][-1] != LANTERN:
                tops[view.seat] += 1
            extra = 2
        return self.position(tops, hand, extra)


def plan_value(view: View, plan: Plan) -> float:
    """The static value of ``plan`` for the view's seat."""
    return Judge(view).plan(plan)


def static_value(view: View) -> float:
    """The value of a position for the view's seat, with nothing more played."""
    judge = Judge(view)
    return judge.position(judge.tops, list(view.hand))


def best_plan(view: View, rng: Random) -> Plan:
    """The normal level's choice: the best static value (ties broken at random)."""
    options = plans(view)
    if len(options) == 1:
        return options[0]
    judge = Judge(view)
    return max(options, key=lambda p: (judge.plan(p), rng.random()))


# ---------------------------------------------------------------- levels


def easy(view: View, rng: Random, budget: Budget) -> Decision[Move]:
    """Any plan that plays something; pass only when nothing can be played."""
    view = _check(view)
    options = [p for p in plans(view) if p.centre or p.places] or [Plan()]
    return done(options[int(rng.random() * len(options))].first())


def normal(view: View, rng: Random, budget: Budget) -> Decision[Move]:
    """The plan with the best static value."""
    return done(best_plan(_check(view), rng).first())


TRIES = 12
"""Hands tried per opponent for one world, to find one that explains their last turn."""
MARGIN = 0.05
"""How far below the best static value an opponent's last turn may be and still count
as explained by a hand (the normal level replans move by move, and people differ)."""


def _sample(pool: list[int], count: int, rng: Random) -> list[int]:
    """``count`` cards drawn at random from ``pool`` (which is left as it was)."""
    left, out = list(pool), []
    for _ in range(count):
        out.append(left.pop(below(rng, len(left))))
    return out


def _regret(view: View, seat: int, kept: list[int]) -> float:
    """How much worse ``seat``'s last turn was, by the static value, than the best plan
    open to it had it held ``kept`` besides the cards it played."""
    recall = view.recall[seat]
    placed = [c for _, c in recall.places]
    then = replace(
        view,
        seat=seat,
        turn=seat,
        hand=tuple(sorted([*kept, *recall.centre, *placed])),
        centre=(recall.top,),
        piles=tuple((t,) for t in recall.tops),
        played=0,
        run=None,
        placed=0,
    )
    judge = Judge(then)
    best = max(judge.plan(p) for p in plans(then))
    return best - judge.plan(Plan(recall.centre, recall.places))


def _hand(view: View, seat: int, pool: list[int], rng: Random) -> list[int]:
    """A hand for ``seat``, taken out of ``pool``, that fits what the table saw of its
    last turn: the card it took back, and kept cards that explain its choice (a pass:
    nothing that fitted). The best of a few tries; the cards drawn since are random."""
    count = view.hand_counts[seat]
    recall = view.recall[seat] if view.recall else None
    known = [recall.back] if recall and recall.back is not None and recall.back in pool else []
    for card in known:
        pool.remove(card)
    kept: list[int] = []
    if recall and 0 < recall.kept <= count - len(known):
        best = None
        for _ in range(TRIES):
            tried = _sample(pool, recall.kept, rng)
            regret = _regret(view, seat, tried)
            if best is None or regret < best:
                best, kept = regret, tried
            if regret <= MARGIN:
                break
        for card in kept:
            pool.remove(card)
    drawn = _sample(pool, count - len(known) - len(kept), rng)
    for card in drawn:
        pool.remove(card)
    return known + kept + drawn


def world(view: View, rng: Random) -> State:
    """A full table consistent with ``view``: the unseen cards dealt anew, each
    opponent's hand chosen to fit its last turn (see :func:`_hand`)."""
    pool = unseen_pool(view)
    hands = [
        view.hand if seat == view.seat else tuple(sorted(_hand(view, seat, pool, rng)))
        for seat in range(view.seats)
    ]
    return State(
        seed=f"world:{rng.random()}",
        options=view.options,
        seats=view.seats,
        round_no=view.round_no,
        deck=shuffled(pool, rng),
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
        recall=view.recall,
    )


PLAYOUT_MOVES = 400
"""A playout that has not ended its round by then is scored as it stands."""


def playout(state: State, me: int, plan: Plan, rng: Random) -> float:
    """Play ``plan``, then everyone as the normal level would, to the end of the round;
    the value of how it ended, for ``me``."""
    rounds = len(state.results)
    for move in plan.moves():
        if state.turn != me or len(state.results) != rounds:
            break
        state = advance(state, move)
    for _ in range(PLAYOUT_MOVES):
        if len(state.results) != rounds or state.turn < 0:
            scores = list(state.results[-1])
            before = tuple(t - s for t, s in zip(state.totals, scores, strict=True))
            return Judge(view_for(state, me)).terminal(scores, before)
        seat = state.turn
        for move in best_plan(view_for(state, seat), rng).moves():
            state = advance(state, move)
            if state.turn != seat or len(state.results) != rounds:
                break
    return static_value(view_for(state, me))


def strong(view: View, rng: Random, budget: Budget) -> Decision[Move]:
    """PIMC over the best few plans, each played out through the opponents' replies."""
    view = _check(view)
    options = plans(view)
    if len(options) == 1:
        return options[0].first()
    judge = Judge(view)
    ranked = sorted(options, key=lambda p: -judge.plan(p))[:STRONG_PLANS]
    if not view.played and Plan() in options and Plan() not in ranked:
        ranked.append(Plan())
    me = view.seat
    chosen = yield from pimc(
        ranked,
        lambda r: world(view, r),
        lambda w, plan, r: playout(w, me, plan, make_rng(w.seed)),
        budget,
        rng,
    )
    return chosen.first()


LEVELS: dict[str, Bot] = {"easy": easy, "normal": normal, "strong": strong}


def choose(level: str, view: View, rng: Random, budget: Budget | None = None) -> Move:
    """Run a level's decision to the end (for tests and the benchmark)."""
    return finish(LEVELS[level](view, rng, budget or BUDGETS[level]))
