"""Computer players for Schnitzel: easy, normal and strong.

A bot sees only a :class:`~app.games.schnitzel.view.View` (never the state), gets a
``random.Random`` and a :class:`~app.ai.budget.Budget`, and returns one move for the
view's seat. It reads the view into a :class:`~app.games.schnitzel.table.Table`, where
a card counts as known to the seat exactly where the view's ``known`` mask says so.

- normal: perfect memory (everything the masks say) and greedy play on the expected
  value of the cards it does not know (:func:`~app.games.schnitzel.table.choose`).
- easy: at each decision it keeps each card it knows (except cards known to everyone)
  with probability ``REMEMBER`` and plays like normal on what is left, with slips: it
  sometimes discards a card it should keep, takes nothing, and rarely plays a Nope.
- strong: PIMC. The cards it has not seen are dealt anew into the draw pile, the slots
  it does not know and a held card; each candidate move is made by the rules in that
  world, and the game is played out to its end with the normal level for everyone
  (:meth:`~app.games.schnitzel.table.Table.finish`). The move with the best average
  share of the win is played. Trivial decisions (the start look, a window with nothing
  to claim, a sure match) are answered at once, as the normal level would.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from random import Random

from app.ai.budget import Budget, Decision, done
from app.ai.pimc import pimc
from app.core.rng import make_rng, shuffled
from app.games.schnitzel.model import (
    ABILITY,
    END,
    HOLD,
    LOOK,
    PEEK,
    TURN,
    WINDOW,
    Call,
    Discard,
    Draw,
    Match,
    Move,
    Nope,
    Pass,
    Peek,
    Put,
    Skip,
    State,
    Take,
    Trade,
    X,
    points,
)
from app.games.schnitzel.model import End as EndTurn
from app.games.schnitzel.rules import apply, legal_moves
from app.games.schnitzel.table import (
    DECK,
    UNSEEN,
    Table,
    choose,
    feared,
    held_nope,
    knows,
    unseen_mean,
    worth,
)
from app.games.schnitzel.view import View

Bot = Callable[[View, Random, Budget], Decision[Move]]
BUDGETS = {
    "easy": Budget(samples=1),
    "normal": Budget(samples=1),
    "strong": Budget(samples=48, seconds=0.12, chunk=4),
}
"""Default budgets; the UI adds its clock to the strong one."""
REACTION = {"easy": 1.4, "normal": 0.9, "strong": 0.6}
"""Seconds a level waits before acting while people may act too (how fast it matches)."""
REMEMBER = 0.6
"""The easy level's chance to keep in mind each card it knows, at each decision."""
SLIP = 0.3
"""The easy level's chance to discard a drawn card it meant to keep, or draw instead of
taking the discard."""
EASY_NOPE = 0.3
"""The easy level's chance to play a Nope where the normal level would."""
LOW = 0.5
"""An opponent's card that its owner knows (and the seat does not) is dealt in a world,
with this probability, as the lower of two unseen cards: owners keep their low cards
(against normal players, a uniform deal makes them about a point too high, the lower of
two always about as much too low)."""
TAKES = 3
"""Own slots the strong level considers taking the discard into (the worst first)."""
TRADES = 6
"""Swaps the strong level compares (the best by the cards' expected worth)."""


def _check(view: object) -> View:
    if not isinstance(view, View):
        raise TypeError("a computer player gets a seat's View, never the state")
    return view


def seen(view: View, forget: Random | None = None) -> Table:
    """The view as a table for its seat. With ``forget``, each card the seat knows and
    not everybody does is forgotten with probability ``1 - REMEMBER`` (not in the look,
    where knowing is what the moves are about)."""
    me = 1 << view.seat
    everyone = (1 << view.seats) - 1
    known = [list(k) for k in view.known]
    if forget is not None and view.phase != LOOK:
        for masks in known:
            for i, m in enumerate(masks):
                if m & me and m != everyone and forget.random() >= REMEMBER:
                    masks[i] = m & ~me
    return Table(
        view.seats,
        view.options.window > 0,
        view.options.children,
        [list(r) for r in view.rows],
        known,
        [UNSEEN] * view.draw,
        list(view.discard),
        view.hand,
        view.phase,
        view.turn,
        view.forced,
        view.ability,
        view.event,
        view.passed,
        view.out,
        view.used,
        view.after,
        view.caller,
        view.ended,
    )


def unseen_pool(view: View) -> list[int]:
    """The cards the view shows nowhere, sorted: in the draw pile, the slots the seat
    does not know, and another seat's held card."""
    pool = Counter(DECK)
    pool.subtract(view.discard)
    for row, masks in zip(view.rows, view.known, strict=True):
        for c, m in zip(row, masks, strict=True):
            if c is not None and m >> view.seat & 1:
                pool[c] -= 1
    if view.hand is not None:
        pool[view.hand] -= 1
    return sorted(pool.elements())


def world(view: View, rng: Random) -> State:
    """A whole state consistent with ``view``: the unseen cards dealt at random into the
    unknown slots, another seat's held card (never the X: drawing it ends the game) and
    the draw pile."""
    pool = list(shuffled(unseen_pool(view), rng))
    hand = view.hand
    if view.holding and hand is None:
        at = next(i for i, c in enumerate(pool) if c != X)
        hand = pool.pop(at)
    rows = []
    for owner, (row, masks) in enumerate(zip(view.rows, view.known, strict=True)):
        dealt: list[int | None] = []
        for c, m in zip(row, masks, strict=True):
            if c is None or m >> view.seat & 1:
                dealt.append(c)
            else:
                owned = owner != view.seat and m >> owner & 1
                dealt.append(_deal(pool, 2 if owned and rng.random() < LOW else 1))
        rows.append(tuple(dealt))
    return State(
        seed=f"world:{rng.random()}",
        options=view.options,
        seats=view.seats,
        draw=tuple(pool),
        discard=view.discard,
        rows=tuple(rows),
        known=view.known,
        phase=view.phase,
        turn=view.turn,
        looks=view.looks,
        hand=hand,
        forced=view.forced,
        ability=view.ability,
        event=view.event,
        passed=view.passed,
        out=view.out,
        used=view.used,
        after=view.after,
        caller=view.caller,
        ended=view.ended,
        deeds=view.deeds,
    )


def _deal(pool: list[int], tries: int) -> int:
    """The lowest of the last ``tries`` cards of the shuffled ``pool``, taken out of it."""
    tries = min(tries, len(pool))
    at = min(range(len(pool) - tries, len(pool)), key=lambda i: points(pool[i]))
    return pool.pop(at)


def legal(view: View, rng: Random) -> tuple[Move, ...]:
    """The seat's legal moves (they do not depend on the cards it has not seen)."""
    return legal_moves(world(view, make_rng("legal", str(rng.random()))), view.seat)


def _safe(view: View, move: Move, rng: Random) -> Move:
    """``move`` if legal, else the first legal move (a guard: the levels choose legal
    moves by construction)."""
    moves = legal(view, rng)
    return move if move in moves or not moves else moves[0]


# ---------------------------------------------------------------- levels


def normal(view: View, rng: Random, budget: Budget) -> Decision[Move]:
    """Perfect memory and greedy play (see :func:`~app.games.schnitzel.table.choose`)."""
    view = _check(view)
    return done(_safe(view, choose(seen(view), view.seat), rng))


def easy(view: View, rng: Random, budget: Budget) -> Decision[Move]:
    """The normal level on half-forgotten cards, with slips."""
    view = _check(view)
    table = seen(view, forget=rng)
    s = view.seat
    move = choose(table, s)
    if isinstance(move, Put) and view.forced is None and rng.random() < SLIP:
        move = Discard(s)
    elif isinstance(move, Take) and (view.draw or len(view.discard) > 1) and rng.random() < SLIP:
        move = Draw(s)
    elif isinstance(move, Nope) and rng.random() >= EASY_NOPE:
        move = Skip(s) if view.phase == ABILITY and _holds_ability(view) else Pass(s)
    return done(_safe(view, move, rng))


def _holds_ability(view: View) -> bool:
    return view.ability is not None and view.ability.seat == view.seat


def candidates(view: View, table: Table, move: Move) -> list[Move]:
    """The moves the strong level compares, the normal level's ``move`` first; one
    move: a decision to answer at once."""
    s, phase = view.seat, view.phase
    mean = unseen_mean(table, s)
    row = table.rows[s]
    slots = [i for i, c in enumerate(row) if c is not None]
    nope = held_nope(table, s)
    out: list[Move] = [move]
    if phase == TURN:
        if view.draw or len(view.discard) > 1:
            out.append(Draw(s))
        if view.discard:
            ranked = sorted(slots, key=lambda i: -worth(table, s, s, i, mean))
            out += [Take(s, i) for i in ranked[:TAKES]]
    elif phase == HOLD and s == view.turn:
        if view.forced != "put":
            out.append(Discard(s))
        if view.forced != "discard":
            out += [Put(s, i) for i in slots]
    elif phase == ABILITY and _holds_ability(view):
        out.append(Skip(s))
        event = view.event
        if not (event is not None and event.kind == "ability" and event.noped):
            assert view.ability is not None
            out += (_peeks if view.ability.card == PEEK else _trades)(table, s, mean)
    elif phase == END:
        out += [EndTurn(s), Call(s)] if view.caller is None else [EndTurn(s)]
    if nope is not None and phase in (HOLD, ABILITY, WINDOW) and not isinstance(move, Match):
        out += [Pass(s) if not _holds_ability(view) else Skip(s), Nope(s, nope)]
    unique: list[Move] = []
    for m in out:
        if m not in unique:
            unique.append(m)
    return unique


def _peeks(table: Table, s: int, mean: float) -> list[Move]:
    """An own unknown slot, and one unknown slot of each opponent."""
    out: list[Move] = []
    for o in [s, *feared(table, s, mean)]:
        slot = next(
            (i for i, c in enumerate(table.rows[o]) if c is not None and not knows(table, s, o, i)),
            None,
        )
        if slot is not None:
            out.append(Peek(s, o, slot))
    return out


def _trades(table: Table, s: int, mean: float) -> list[Move]:
    """The own two worst cards for the opponents' best, the ``TRADES`` best by worth."""
    mine = sorted(
        (i for i, c in enumerate(table.rows[s]) if c is not None),
        key=lambda i: -worth(table, s, s, i, mean),
    )[:2]
    options: list[tuple[float, Move]] = []
    for o in range(table.seats):
        if o == s:
            continue
        for j, c in enumerate(table.rows[o]):
            if c is None:
                continue
            for i in mine:
                gain = worth(table, s, s, i, mean) - worth(table, s, o, j, mean)
                options.append((gain, Trade(s, i, o, j)))
    options.sort(key=lambda v: -v[0])
    return [m for _, m in options[:TRADES]]


def playout(state: State, move: Move, me: int, rng: Random) -> float:
    """``move`` made by the rules, then the game played out with the normal level for
    everyone; ``me``'s share of the win (see :meth:`Table.finish`)."""
    return Table.of(apply(state, move)).finish(me, rng)


def strong(view: View, rng: Random, budget: Budget) -> Decision[Move]:
    """PIMC over the candidate moves, each played out to the end of the game."""
    view = _check(view)
    table = seen(view)
    s = view.seat
    move = choose(table, s)
    moves = legal(view, rng)
    if not moves:
        return move
    options = [m for m in candidates(view, table, move) if m in moves] or [moves[0]]
    if len(options) == 1:
        return options[0]
    chosen = yield from pimc(
        options,
        lambda r: world(view, r),
        lambda w, m, r: playout(w, m, s, make_rng(w.seed)),
        budget,
        rng,
    )
    return chosen


LEVELS: dict[str, Bot] = {"easy": easy, "normal": normal, "strong": strong}
