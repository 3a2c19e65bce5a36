"""Computer players for Snorkeling: easy, normal and strong.

A bot sees only a :class:`~app.games.snorkeling.view.View` (never the state), gets a
``random.Random`` and a :class:`~app.ai.budget.Budget`, and returns one move. It plans
the rest of its turn as a :class:`Plan` (centre cards, then placements) and plays the
plan's first move; called again mid-turn, it plans again from there.

- easy: a random plan that plays something (it never passes when it can play).
- normal: the plan with the best static value: keep your own pile high (play out your
  hand to take your pile's top back), push the players with the most points towards
  the surface and give the Beach when ending the round pays, keep a playable hand.
- strong: PIMC. The unseen cards are dealt anew (at a turn's start up to 128 worlds or
  200 ms, later in the turn 40 % of that), each opponent's hand chosen to explain its
  last turn as the table saw it (the card it took back, and kept cards with which its
  choice was the normal level's best: after a pass, nothing that fitted); in each world
  the normal level's best eight plans (and passing) are played out, and then the rest
  of the round with every player (itself included) playing each turn as the normal
  level plans it; the round's end is scored from the strong player's seat. The plan
  with the best average wins. In the basic game the playouts run on
  :class:`~app.games.snorkeling.rollout.Table` (the same turns, several times faster);
  the expert game's through the rules (:func:`rest_of_round`).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from random import Random

from app.ai.budget import Budget, Decision, done, finish
from app.ai.pimc import pimc
from app.core.rng import below, make_rng, shuffled
from app.games.snorkeling.model import Move, Recall, State, value
from app.games.snorkeling.plans import Plan, minus, plans
from app.games.snorkeling.rollout import TURNS, Table, after, centres, valued
from app.games.snorkeling.rules import advance
from app.games.snorkeling.value import Judge, static_value
from app.games.snorkeling.view import View, unseen_counts, unseen_pool, view_for

Bot = Callable[[View, Random, Budget], Decision[Move]]
BUDGETS = {
    "easy": Budget(samples=1),
    "normal": Budget(samples=1),
    "strong": Budget(samples=128, seconds=0.2, chunk=2),
}
"""Default budgets; the UI adds its clock to the strong one."""
STRONG_PLANS = 8
"""Plans of the normal level that the strong level compares by playouts."""
LATER = 0.4
"""The share of the strong budget a decision later in a turn gets: the turn's plan was
chosen at its start, and nothing new is known since."""


def _check(view: object) -> View:
    if not isinstance(view, View):
        raise TypeError("a computer player gets a seat's View, never the state")
    return view


def best_plan(view: View, rng: Random) -> Plan:
    """The normal level's choice: the best static value (ties broken at random)."""
    options = plans(view)
    if len(options) == 1:
        return options[0]
    judge = Judge.of(view)
    return max(options, key=lambda p: (judge.plan(p), rng.random()))


# ---------------------------------------------------------------- levels


def easy(view: View, rng: Random, budget: Budget) -> Decision[Move]:
    """A plan that plays something, if there is one; pass only when nothing can be played."""
    view = _check(view)
    options = [p for p in plans(view) if p.centre or p.places] or [Plan()]
    return done(options[int(rng.random() * len(options))].first(view.seat))


def normal(view: View, rng: Random, budget: Budget) -> Decision[Move]:
    """The plan with the best static value."""
    view = _check(view)
    return done(best_plan(view, rng).first(view.seat))


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


def _recall(view: View, seat: int) -> Recall:
    """``seat``'s last turn of the round (the caller knows that it has had one)."""
    recall = view.recall[seat]
    assert recall is not None, "a seat that has had a turn in this round"
    return recall


def recalled(view: View, seat: int, kept: list[int]) -> View:
    """``seat``'s view at the start of its last turn, had it held ``kept`` besides the
    cards it played (the piles shown by their top cards only)."""
    recall = _recall(view, seat)
    return replace(
        view,
        seat=seat,
        turn=seat,
        hand=tuple(sorted([*kept, *recall.centre, *(c for _, c in recall.places)])),
        centre=(recall.top,),
        piles=tuple((t,) for t in recall.tops),
        played=0,
        run=None,
        placed=0,
    )


def regret(view: View, seat: int, kept: list[int]) -> float:
    """How much worse ``seat``'s last turn was, by the static value, than the best plan
    open to it had it held ``kept`` besides the cards it played (the basic game worked
    out on lists by :func:`~app.games.snorkeling.rollout.valued`)."""
    recall = _recall(view, seat)
    placed = [c for _, c in recall.places]
    if not view.options.expert:
        hand = [*kept, *recall.centre, *placed]
        judge = Judge(seat, view.totals, view.options.target)
        tops = [value(t) for t in recall.tops]
        own = recall.tops[seat]
        options = centres(hand, recall.top, unseen_counts(view))
        best = max(worth for worth, _ in valued(judge, seat, hand, tops, own, options))
        place = recall.places[0] if recall.places else None
        if recall.centre:
            return best - after(judge, seat, tops, minus(hand, recall.centre), own, place)
        return best - judge.position(tops, hand, 1)
    then = recalled(view, seat, kept)
    judge = Judge.of(then)
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
            short = regret(view, seat, tried)
            if best is None or short < best:
                best, kept = short, tried
            if short <= MARGIN:
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


def _ended(state: State, me: int) -> float:
    """The value for ``me`` of the round that has just ended in ``state``."""
    scores = list(state.results[-1])
    before = tuple(t - s for t, s in zip(state.totals, scores, strict=True))
    return Judge(me, state.totals, state.options.target).terminal(scores, before)


def rest_of_round(state: State, me: int, rng: Random) -> float:
    """From the start of a turn, everyone plays each turn as the normal level plans it,
    to the end of the round (at most ``TURNS`` turns); the value of how it ended, for
    ``me``. The expert game's playout, and what :class:`Table` does faster."""
    rounds = len(state.results)
    for _ in range(TURNS):
        seat = state.turn
        for move in best_plan(view_for(state, seat), rng).moves(seat):
            state = advance(state, move)
            if state.turn != seat or len(state.results) != rounds:
                break
        if len(state.results) != rounds:
            return _ended(state, me)
    return static_value(view_for(state, me))


def playout(state: State, me: int, plan: Plan, rng: Random) -> float:
    """Play ``plan``, then everyone as the normal level would, to the end of the round;
    the value of how it ended, for ``me``."""
    rounds = len(state.results)
    for move in plan.moves(me):
        if state.turn != me or len(state.results) != rounds:
            break
        state = advance(state, move)
    if len(state.results) != rounds:
        return _ended(state, me)
    if state.options.expert:
        return rest_of_round(state, me, rng)
    return Table(state).finish(me, rng)


def strong(view: View, rng: Random, budget: Budget) -> Decision[Move]:
    """PIMC over the best few plans, each played out through the opponents' replies."""
    view = _check(view)
    options = plans(view)
    if len(options) == 1:
        return options[0].first(view.seat)
    judge = Judge.of(view)
    ranked = sorted(options, key=lambda p: -judge.plan(p))[:STRONG_PLANS]
    if not view.played and Plan() in options and Plan() not in ranked:
        ranked.append(Plan())
    me = view.seat
    if view.played or view.placed:
        budget = replace(
            budget,
            samples=max(1, int(budget.samples * LATER)),
            seconds=None if budget.seconds is None else budget.seconds * LATER,
        )
    chosen = yield from pimc(
        ranked,
        lambda r: world(view, r),
        lambda w, plan, r: playout(w, me, plan, make_rng(w.seed)),
        budget,
        rng,
    )
    return chosen.first(me)


LEVELS: dict[str, Bot] = {"easy": easy, "normal": normal, "strong": strong}


def choose(level: str, view: View, rng: Random, budget: Budget | None = None) -> Move:
    """Run a level's decision to the end (for tests and the benchmark)."""
    return finish(LEVELS[level](view, rng, budget or BUDGETS[level]))
