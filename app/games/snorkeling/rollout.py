"""Fast playouts of the basic game for the strong level.

:class:`Table` plays the rest of a round with every player choosing each turn as the
normal level does (:func:`~app.games.snorkeling.bots.best_plan` at the start of a turn),
on plain lists instead of states and views. It makes the same choices, draws the same
cards and uses the same random numbers as playing ``best_plan`` through
``rules.advance`` (a test checks that over many positions), several times faster: that
is how many worlds the strong level can see in its time. :func:`valued` lists the plans
of a turn's start with their static values; the strong level also uses it to judge how
well a hand explains an opponent's last turn. Cards in a hand are never the Lanternfish,
so a card's value is ``card % 5`` here.
"""

from __future__ import annotations

from random import Random

from app.core.rng import make_rng, shuffled
from app.games.snorkeling.model import (
    BEACH,
    COPIES,
    LANTERN,
    MIN_HAND,
    REGULAR,
    State,
    next_value,
    value,
)
from app.games.snorkeling.plans import minus, runs
from app.games.snorkeling.value import Judge

TURNS = 400
"""A playout that has not ended its round after this many turns is scored as it stands."""


Choice = tuple[tuple[int, ...], tuple[int, int] | None]
"""A basic turn's plan: the centre cards in order (none: a pass), then one placement
``(target, card)`` or None."""


def _tops(piles: list[list[int]]) -> list[int]:
    return [value(p[-1]) for p in piles]


def centres(hand: list[int], top: int, unseen: list[int]) -> list[tuple[int, ...]]:
    """The centre plays open at the start of a basic turn, as ``centre_options`` lists
    them (passing left out); ``unseen`` orders the runs (see ``runs``)."""
    colour, up = top // 5, next_value(top)
    out: list[tuple[int, ...]] = [
        (c,) for c in sorted({c for c in hand if c % 5 == up and c // 5 != colour})
    ]
    same = [c for c in hand if c // 5 == colour]
    if same:
        out += runs(same, unseen)
    return out


def valued(
    judge: Judge, seat: int, hand: list[int], tops: list[int], own: int, options: list
) -> list[tuple[float, Choice]]:
    """Every plan at the start of a basic turn with its static value (``Judge.plan``),
    in the order ``plans`` lists them: passing, then each of ``options`` (centre plays)
    alone and with each placement. ``tops`` are the piles' values, ``own`` the seat's
    own pile's top card. The parts of :meth:`Judge.score` that a placement changes
    are worked out once per target, so each plan costs one call."""
    out: list[tuple[float, Choice]] = [(judge.position(tops, hand, 1), ((), None))]
    held = {c % 5 for c in hand}
    beachy = 0 in held
    me, others = tops[seat], judge.others(tops)
    chance = judge.chance(tops) if beachy else 0.0
    back = me + 1 if own != LANTERN else me
    targets: list[tuple[int, int, float | None, float, float]] = []
    for target, pile in enumerate(tops):
        if target != seat and pile - 1 in held:
            placed = list(tops)
            placed[target] = pile - 1
            if pile == 1:
                targets.append((target, 0, judge.terminal(placed), 0.0, 0.0))
            else:
                after = judge.chance(placed) if beachy else 0.0
                targets.append((target, pile - 1, None, judge.others(placed), after))
    score = judge.score
    for centre in options:
        rest = minus(hand, centre)
        cards = len(rest)
        beach = any(c % 5 == BEACH for c in rest)
        if cards:
            worth = score(me, others, cards, 1, chance if beach else 0.0)
        else:
            worth = score(back, others, 0, 2, 0.0)
        out.append((worth, (centre, None)))
        kinds = sorted(set(rest))
        for target, want, end, others_after, chance_after in targets:
            for card in kinds:
                if card % 5 == want:
                    if end is not None:
                        worth = end
                    elif cards > 1:
                        worth = score(
                            me, others_after, cards - 1, 1, chance_after if beach else 0.0
                        )
                    else:
                        worth = score(back, others_after, 0, 2, 0.0)
                    out.append((worth, (centre, (target, card))))
    return out


def after(
    judge: Judge,
    seat: int,
    tops: list[int],
    rest: list[int],
    own: int,
    place: tuple[int, int] | None,
) -> float:
    """``Judge.plan`` for a basic plan that played to the centre, leaving ``rest``, then
    made ``place`` (or none)."""
    if place is not None:
        target, card = place
        tops = list(tops)
        tops[target] = card % 5
        if tops[target] == BEACH:
            return judge.terminal(tops)
        rest = minus(rest, [card])
    if rest:
        return judge.position(tops, rest, 1)
    if own != LANTERN:
        tops = list(tops)
        tops[seat] += 1
    return judge.position(tops, rest, 2)


class Table:
    """A running round of the basic game at the start of a turn, in mutable form."""

    def __init__(self, state: State) -> None:
        self.seed = state.seed
        self.round_no = state.round_no
        self.seats = state.seats
        self.totals = state.totals
        self.target = state.options.target
        self.hands = [list(h) for h in state.hands]
        self.deck = list(reversed(state.deck))
        """Top last, so a draw is a pop."""
        self.centre = list(state.centre)
        self.piles = [list(p) for p in state.piles]
        self.turn = state.turn
        self.passes = state.passes
        self.shuffles = state.shuffles
        self.judges = [Judge(s, state.totals, self.target) for s in range(state.seats)]
        self.shown = [0] * len(REGULAR)
        """Copies of each coloured card face up in the centre and on the piles."""
        for cards in (self.centre, *self.piles):
            for c in cards:
                if c != LANTERN:
                    self.shown[c] += 1

    def finish(self, me: int, rng: Random) -> float:
        """Play to the end of the round; its value for ``me`` (see ``Judge.terminal``)."""
        for _ in range(TURNS):
            scores = self.play_turn(rng)
            if scores is not None:
                after = [t + s for t, s in zip(self.totals, scores, strict=True)]
                return Judge(me, after, self.target).terminal(scores, self.totals)
        return self.judges[me].position(_tops(self.piles), self.hands[me])

    def play_turn(self, rng: Random) -> list[int] | None:
        """The player to act plays the normal level's plan; the scores if the round ends."""
        seat = self.turn
        centre, place = self._choose(seat, rng)
        hand = self.hands[seat]
        for c in centre:
            hand.remove(c)
            self.centre.append(c)
            self.shown[c] += 1
        if place is not None:
            target, card = place
            hand.remove(card)
            self.piles[target].append(card)
            self.shown[card] += 1
            if card % 5 == BEACH:
                return _tops(self.piles)
        return self._end_turn(seat, bool(centre))

    def _choose(self, seat: int, rng: Random) -> Choice:
        """``best_plan`` at the start of a turn: the first plan of the best value, ties
        broken by one random number per plan, in the order ``plans`` lists them."""
        hand = self.hands[seat]
        options = centres(hand, self.centre[-1], self._unseen(hand))
        if not options:
            return (), None
        best: tuple[float, float] | None = None
        chosen: Choice = ((), None)
        judge, tops = self.judges[seat], _tops(self.piles)
        for worth, choice in valued(judge, seat, hand, tops, self.piles[seat][-1], options):
            key = (worth, rng.random())
            if best is None or key > best:
                best, chosen = key, choice
        return chosen

    def _unseen(self, hand: list[int]) -> list[int]:
        """What the seat holding ``hand`` has not seen, per coloured card."""
        unseen = [COPIES - n for n in self.shown]
        for c in hand:
            unseen[c] -= 1
        return unseen

    def _end_turn(self, seat: int, played: bool) -> list[int] | None:
        """``rules.end_turn``: the hand-back, the draws, the next player, a calm sea."""
        hand = self.hands[seat]
        if played and not hand:
            pile = self.piles[seat]
            if pile[-1] != LANTERN:
                back = pile.pop()
                self.shown[back] -= 1
                hand.append(back)
            else:
                self._draw(hand)
        drew = self._draw(hand)
        for offset in range(self.seats):
            other = self.hands[(seat + offset) % self.seats]
            while len(other) < MIN_HAND and self._draw(other):
                pass
        self.passes = 0 if played or drew else self.passes + 1
        self.turn = (seat + 1) % self.seats
        if self.passes >= self.seats and not (self.deck or len(self.centre) > 1):
            return _tops(self.piles)
        return None

    def _draw(self, hand: list[int]) -> bool:
        """``rules._Drawing.draw``: the deck's top card, after a reshuffle if needed."""
        if not self.deck and len(self.centre) > 1:
            rng = make_rng(self.seed, "reshuffle", self.round_no, self.shuffles)
            self.deck = list(reversed(shuffled(sorted(self.centre[:-1]), rng)))
            for c in self.centre[:-1]:
                self.shown[c] -= 1
            self.centre = self.centre[-1:]
            self.shuffles += 1
        if not self.deck:
            return False
        hand.append(self.deck.pop())
        return True
