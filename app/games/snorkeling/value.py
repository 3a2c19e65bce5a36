"""The static value of a Snorkeling position: what the normal level maximises, and how
the strong level scores the end of a playout."""

from __future__ import annotations

from collections.abc import Sequence
from operator import mul

from app.games.snorkeling.model import BEACH, LANTERN, value
from app.games.snorkeling.plans import Plan, minus
from app.games.snorkeling.view import View

WIN = 50.0
"""The value of winning (minus: losing) the whole game with this round's end."""


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
    """Static values for one seat at the given totals, with the weights worked out once."""

    def __init__(self, seat: int, totals: Sequence[int], target: int) -> None:
        self.me = seat
        self.totals = tuple(totals)
        self.target = target
        self.weights = [
            0.0 if s == seat else 1.0 + K["lead"] * t / target for s, t in enumerate(totals)
        ]
        self.total_weight = sum(self.weights)
        self.view: View | None = None
        self.tops: list[int] = []

    @classmethod
    def of(cls, view: View) -> Judge:
        """The judge of a view's seat, able to value the plans of that view."""
        judge = cls(view.seat, view.totals, view.options.target)
        judge.view = view
        judge.tops = [value(p[-1]) for p in view.piles]
        return judge

    def others(self, tops: list[int]) -> float:
        """The opponents' piles, weighted by their points."""
        return sum(map(mul, self.weights, tops)) / self.total_weight

    def terminal(self, scores: list[int], before: tuple[int, ...] | None = None) -> float:
        """A round ending with ``scores``; ``before`` are the totals before it."""
        totals = [t + s for t, s in zip(before or self.totals, scores, strict=True)]
        best = max(totals)
        if best >= self.target and totals.count(best) == 1:
            return WIN if totals[self.me] == best else -WIN
        rival = max(t for s, t in enumerate(totals) if s != self.me)
        mine = K["end"] * (scores[self.me] - self.others(scores))
        return mine + K["rival"] * (totals[self.me] - rival)

    def chance(self, tops: list[int]) -> float:
        """The weight of the opponent a Beach would hurt most (one at 1), 0 if none."""
        if 1 not in tops:
            return 0.0
        ones = (self.weights[s] for s, t in enumerate(tops) if t == 1 and s != self.me)
        return max(ones, default=0.0)

    def score(self, me: int, others: float, cards: int, extra: int, beach: float) -> float:
        """The value of a running round from its parts: the own pile's value, the
        others' weighted piles, the cards in hand and the draws still due, and the
        :meth:`chance` a Beach in hand holds (0 without one)."""
        score = me - others + K["card"] * (cards + extra)
        if me < 5:
            score -= K["shed"] * cards
        if me == 1:
            score -= K["one"]
        elif me == 2:
            score -= K["two"]
        if beach:
            score += K["beach"] * beach
        return score

    def position(self, tops: list[int], hand: list[int], extra: int = 0) -> float:
        """A running round: own pile against the others, hand, danger, chances."""
        beach = self.chance(tops) if 0 in map(value, hand) else 0.0
        return self.score(tops[self.me], self.others(tops), len(hand), extra, beach)

    def plan(self, plan: Plan) -> float:
        """The value of ``plan`` in the judge's view (the draws left out)."""
        view = self.view
        assert view is not None, "a judge made with Judge.of values plans"
        tops = list(self.tops)
        for target, card in plan.places:
            tops[target] = value(card)
            if tops[target] == BEACH:
                return self.terminal(tops)
        hand = minus(minus(view.hand, plan.centre), [c for _, c in plan.places])
        extra = 1
        played = view.played + view.placed + len(plan.centre) + len(plan.places)
        if played and not hand:
            if view.piles[view.seat][-1] != LANTERN:
                tops[view.seat] += 1
            extra = 2
        return self.position(tops, hand, extra)


def static_value(view: View) -> float:
    """The value of a position for the view's seat, with nothing more played."""
    judge = Judge.of(view)
    return judge.position(judge.tops, list(view.hand))
