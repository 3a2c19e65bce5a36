"""The plans a Snorkeling player's turn can take, as the computer players list them.

A :class:`Plan` is the rest of a turn (centre cards, then placements); :func:`plans`
lists every plan worth comparing from a seat's view. The normal level picks one by its
static value (:mod:`~app.games.snorkeling.value`); the strong level plays the best few
out.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from app.games.snorkeling.model import BEACH, Centre, End, Move, Place, colour, next_value, value
from app.games.snorkeling.rules import fits_centre, fits_pile
from app.games.snorkeling.view import View, unseen_counts


@dataclass(frozen=True, slots=True)
class Plan:
    """The rest of a turn: centre cards in order (the last is the new top), then
    placements as ``(target, card)``. Nothing at all means passing or stopping."""

    centre: tuple[int, ...] = ()
    places: tuple[tuple[int, int], ...] = ()

    def moves(self, seat: int) -> list[Move]:
        """The moves of ``seat`` that carry the plan out, End included where the turn
        needs it."""
        out: list[Move] = [Centre(seat, c) for c in self.centre]
        out += [Place(seat, t, c) for t, c in self.places]
        out.append(End(seat))
        return out

    def first(self, seat: int) -> Move:
        """The move ``seat`` plays now."""
        return self.moves(seat)[0]


def minus(cards: Iterable[int], taken: Iterable[int]) -> list[int]:
    left = list(cards)
    for c in taken:
        left.remove(c)
    return left


def runs(cards: list[int], unseen: list[int]) -> list[tuple[int, ...]]:
    """Same-coloured runs worth considering: all, all but one kind, each one alone.

    Each run ends with the card that leaves the next player the fewest fitting unseen
    cards (``unseen`` counts them per kind), the rest sorted before it."""
    if not cards:
        return []
    col = cards[0] // 5
    same = sum(unseen[col * 5 : col * 5 + 5])
    openness = {
        c: same + sum(unseen[next_value(c) :: 5]) - unseen[col * 5 + next_value(c)] for c in cards
    }
    kinds = sorted(set(cards))
    options = {tuple(sorted(cards))}
    options |= {tuple(sorted(minus(cards, [k]))) for k in kinds}
    options |= {(k,) for k in kinds}
    out = []
    for run in sorted(options):
        if run:
            last = min(run, key=lambda c: (openness[c], c))
            rest = list(run)
            rest.remove(last)
            out.append((*rest, last))
    return out


def expert_chains(hand: list[int], top: int, limit: int = 60) -> list[tuple[int, ...]]:
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
                    stack.append((nxt, minus(left, [c]), c))
    return list(found.values())


def centre_options(view: View) -> list[tuple[int, ...]]:
    """The centre sequences a plan may start with (the empty one included)."""
    hand = list(view.hand)
    top = view.centre[-1]
    if view.placed:
        return [()]
    if view.options.expert:
        return [(), *expert_chains(hand, top)]
    if view.played:
        if view.run is None:
            return [()]
        return [(), *runs([c for c in hand if colour(c) == view.run], unseen_counts(view))]
    higher = sorted({c for c in hand if value(c) == next_value(top) and colour(c) != colour(top)})
    return [
        (),
        *[(c,) for c in higher],
        *runs([c for c in hand if colour(c) == colour(top)], unseen_counts(view)),
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
                want = [c for c in left if fits_pile(c, cur) and (beach or value(c) != BEACH)]
                if not want:
                    break
                card = min(want)
                places.append((t, card))
                left.remove(card)
                cur = card
                if value(card) == BEACH:
                    break
            if places and value(places[-1][1]) == BEACH:
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
        rest = minus(view.hand, centre)
        for places in place_options(view, rest):
            out.append(Plan(centre, places))
    return out
