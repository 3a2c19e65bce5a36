"""Schnipp-Schnapp rules (app/games/snap/RULES.md) as pure functions.

**Deal.** The pack (32 or 52 cards) is shuffled (``make_rng(seed, "deal")``) and dealt face
down round-robin from ``options.first`` on (the first seats may get one card more).
``options.first`` turns first.

**Turning.** Only ``state.turn`` turns: its top draw card onto its face-up pile; then the
turn passes clockwise to the next seat with a non-empty draw pile. With every draw pile
empty, the Turn recycles instead: every face-up pile is turned over as its owner's new
draw pile (its first turned card on top again), allowed only while nothing matches.
A turn carries the table time it was made at (the app's clock, like a computer's call);
one stamped before ``floor_ms`` is stale (``snap-turn-stale``: it belongs before a
verdict already given). Turns never move ``floor_ms``, so no call becomes stale by a
turn. A turn without a time (games saved before turns had one) is still accepted.

**Calls** are only queued (``pending``): any seat, at any time while the game runs and
is not frozen, once per settle; a call stamped before ``floor_ms`` (the latest judged
call) is stale. :class:`Settle` (the app sends it ``TIE_MS`` after the first pending
call arrived) judges them all against the table as it stands (Turn waits meanwhile):

- a correct call names a top that matches another top of the same rank (with
  ``covered``, or the card right under it). Per rank, the earliest correct call wins
  every face-up pile whose top has that rank, and the pool; a correct call of another
  seat within ``TIE_MS`` of it makes a tie (nobody wins the rank, the game freezes
  until :class:`Resume`; with the pool, the rank's piles go into it); a correct call
  more than ``TIE_MS`` after the earliest is late and void.
- a wrong call pays a penalty: the caller's top draw card (else its top face-up card,
  else nothing) goes face down under the draw pile of the named pile's owner.

**Reactions.** The earliest correct call that wins a rank records the caller's reaction
time: its ``at_ms`` minus the moment the match showed (the turn of the second top of
that rank, or with ``covered`` the turn of a top on a card of its rank, whichever came
first). Ties, late calls and wrong calls record nothing; neither does a win on a match
whose moment is unknown (a top turned without a time, or laid bare by a penalty, or
left after a tie, whose freeze no reaction should count) or a call stamped before the
match showed (a guess, not a reaction). The outcome's ``detail`` carries them
(``reactions``: per seat, the ms of each).

**End.** One player holds every card, or :class:`Stop` (the time limit is up; the most
cards, both piles, win, ties share). Stop is accepted from any seat but not offered by
``legal_moves``, like Schnapp, Land, Fluss!'s: random play would end every game at once.

Decisions this module adds to the design:

- A wrong call naming the caller's own pile pays to the next seat clockwise (naming
  yourself is no free move).
- Correct calls take their piles first (ranks in the order of their earliest calls);
  then the tied piles go into the pool (so a win in the same settle does not take
  them); then the wrong calls pay, in time order, from what the callers hold by then.
- Won piles are stacked in seat order (the lowest seat's at the bottom), each turned
  over, on top of the pool they win, and the stack goes under the winner's draw pile.
- Tied piles go into the pool only while some card stays outside it (else nobody could
  ever win it back, and the game would stall); they then stay where they lie.
- When one player holds every card outside the pool, they take the pool and win:
  nobody else could ever match a card again.
- After a settle, a turn seat whose draw pile emptied passes the turn on clockwise.
- A call on an empty face-up pile is refused (``snap-empty-pile``), not judged wrong:
  there is no top to claim. This also keeps random play finite: a player without cards
  can no longer be named and paid, so the cards gather (accepting such calls, random
  games with 4–6 seats went on past 30,000 moves).
- ``legal_moves`` offers calls on every pile that shows a card at :func:`call_time`
  (SLF's ``slap_time``); the UI sends the real client time. Settle is offered to every
  seat with a pending call (the app sends it for the earliest): the contract wants a
  move offered once offered again while it stays legal.
- While frozen, Stop is accepted too (the time limit may run out during the pause).
- The latest settle's or recycle's events stay in ``last`` until the next one.
- A recycle after a quiet round (no call judged since the last recycle) also shuffles
  each new draw pile (``make_rng(seed, "recycle", n)``): turning the piles over alone
  would deal the very same round again, and a round without a pair would then repeat
  for ever (RULES.md §Recycling: "the game cannot stall").
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from app.core.contract import Fact, Outcome
from app.core.contract import Options as OptionsMap
from app.core.errors import IllegalMove, InvalidNotation
from app.core.rng import make_rng, shuffled
from app.games.snap.model import (
    LATE,
    RECYCLE,
    SEAT_COUNTS,
    SNAP,
    TIE,
    TIE_MS,
    WRONG,
    Call,
    Event,
    Move,
    Options,
    Resume,
    Settle,
    State,
    Stop,
    Turn,
    deck,
    updated,
)

Piles = tuple[tuple[str, ...], ...]


# ---------------------------------------------------------------- dealing


def new_game(seed: int | str, options: OptionsMap | Options | None, seats: int = 2) -> State:
    """A new game: every card dealt face down round-robin from ``options.first`` on."""
    if type(seats) is not int or seats not in SEAT_COUNTS:
        raise InvalidNotation("bad-seats", seats=seats)
    opts = Options.parse(options)
    if opts.first >= seats:
        raise InvalidNotation("bad-options", keys="first")
    if opts.faces != "french" and opts.pack != "skat":
        raise InvalidNotation("bad-options", keys="faces")
    cards = shuffled(deck(opts), make_rng(seed, "deal"))
    hands: list[list[str]] = [[] for _ in range(seats)]
    for i, card in enumerate(cards):
        hands[(opts.first + i) % seats].append(card)
    return State(
        seed=seed,
        options=opts,
        seats=seats,
        draw=tuple(tuple(hand) for hand in hands),
        up=((),) * seats,
        turn=opts.first,
    )


# ---------------------------------------------------------------- derived facts


def is_over(state: State) -> bool:
    """True once the game has ended."""
    return state.ended is not None


def to_act(state: State) -> tuple[int, ...]:
    """Every seat while the game runs (anyone may call at any time), none once over."""
    return () if is_over(state) else tuple(range(state.seats))


def call_time(state: State) -> int:
    """The time ``legal_moves`` offers calls at: the earliest pending call's, else
    ``floor_ms``."""
    return min(c.at_ms for c in state.pending) if state.pending else state.floor_ms


def first_caller(state: State) -> int | None:
    """The seat of the earliest pending call (by time, then seat), None if none."""
    if not state.pending:
        return None
    return min(state.pending, key=lambda c: (c.at_ms, c.seat)).seat


def match_rank(up: Piles, pile: int, covered: bool) -> str | None:
    """The rank the top of ``pile`` matches (another top of that rank, or with
    ``covered`` the card right under it), None if it matches nothing or is empty."""
    cards = up[pile]
    if not cards:
        return None
    rank = cards[-1][0]
    if any(q != pile and other and other[-1][0] == rank for q, other in enumerate(up)):
        return rank
    return rank if covered and len(cards) > 1 and cards[-2][0] == rank else None


def anything_matches(state: State) -> bool:
    """True if some face-up top matches."""
    covered = state.options.covered
    return any(match_rank(state.up, p, covered) for p in range(state.seats))


def counts(state: State) -> tuple[int, ...]:
    """Cards each seat holds (draw pile and face-up pile)."""
    return tuple(len(d) + len(u) for d, u in zip(state.draw, state.up, strict=True))


def outcome(state: State) -> Outcome | None:
    """Card counts once over; the holder of every card wins, after Stop the most cards
    win (ties share)."""
    if not is_over(state):
        return None
    scores = counts(state)
    winners = tuple(s for s, n in enumerate(scores) if n == max(scores))
    detail: tuple[tuple[str, Fact], ...] = (
        ("ended", state.ended),
        ("pool", len(state.pool)),
        ("reactions", reactions(state)),
    )
    return Outcome(tuple(float(n) for n in scores), winners, detail)


def top_times(state: State) -> tuple[int | None, ...]:
    """When each face-up pile's top was turned (None: unknown)."""
    return state.top_ms or (None,) * state.seats


def reactions(state: State) -> tuple[tuple[int, ...], ...]:
    """Each seat's recorded reaction times in ms."""
    return state.reactions or ((),) * state.seats


def shown_at(up: Piles, tops: tuple[int | None, ...], rank: str, covered: bool) -> int | None:
    """When the match of ``rank`` showed: the turn of its second top, or with ``covered``
    of a top on a card of that rank, whichever was first; None if a time is unknown."""
    tops_of = {p: tops[p] for p, cards in enumerate(up) if cards and cards[-1][0] == rank}
    known = {p: t for p, t in tops_of.items() if t is not None}
    if len(known) < len(tops_of):
        return None
    moments = sorted(known.values())[1:2]
    if covered:
        moments += [t for p, t in known.items() if len(up[p]) > 1 and up[p][-2][0] == rank]
    return min(moments, default=None)


def next_with_cards(draw: Piles, start: int) -> int | None:
    """The first seat from ``start`` on clockwise (``start`` included) with a draw card."""
    seats = len(draw)
    for step in range(seats):
        seat = (start + step) % seats
        if draw[seat]:
            return seat
    return None


# ---------------------------------------------------------------- legality


def error(state: State, move: Move) -> IllegalMove | None:
    """Why ``move`` is illegal now, or None if it is legal (``apply`` raises the same)."""
    if not isinstance(move, Move):
        return IllegalMove("bad-move", code=getattr(move, "code", "?"))
    if is_over(state):
        return IllegalMove("game-over")
    if not 0 <= move.seat < state.seats:
        return IllegalMove("snap-no-such-seat", seat=move.seat)
    if isinstance(move, Stop):
        return None
    if isinstance(move, Resume):
        return None if state.frozen else IllegalMove("snap-not-frozen")
    if state.frozen:
        return IllegalMove("snap-frozen")
    if isinstance(move, Turn):
        return _turn_error(state, move)
    if isinstance(move, Call):
        return _call_error(state, move)
    if not state.pending:
        return IllegalMove("snap-nothing-pending")
    if all(c.seat != move.seat for c in state.pending):
        return IllegalMove("snap-not-called")
    return None


def _turn_error(state: State, move: Turn) -> IllegalMove | None:
    if move.seat != state.turn:
        return IllegalMove("not-your-turn")
    if state.pending:
        return IllegalMove("snap-judging")
    if move.at_ms is not None and move.at_ms < state.floor_ms:
        return IllegalMove("snap-turn-stale")
    if not any(state.draw) and anything_matches(state):
        return IllegalMove("snap-call-first")
    return None


def _call_error(state: State, move: Call) -> IllegalMove | None:
    if not 0 <= move.pile < state.seats:
        return IllegalMove("snap-no-such-seat", seat=move.pile)
    if not state.up[move.pile]:
        return IllegalMove("snap-empty-pile")
    if any(c.seat == move.seat for c in state.pending):
        return IllegalMove("snap-called")
    if move.at_ms < state.floor_ms:
        return IllegalMove("snap-stale")
    return None


def legal_moves(state: State, seat: int) -> tuple[Move, ...]:
    """Every legal move of ``seat`` in a stable order: turn, calls, settle (or resume).

    The turn is offered at ``floor_ms``, calls at :func:`call_time` on the piles that
    show a card; the UI sends the real times. :class:`Stop` is not offered (see the
    module docstring).
    """
    if seat not in to_act(state):
        return ()
    if state.frozen:
        return (Resume(seat),)
    moves: list[Move] = []
    if seat == state.turn and _turn_error(state, Turn(seat)) is None:
        moves.append(Turn(seat, state.floor_ms))
    if all(c.seat != seat for c in state.pending):
        at = call_time(state)
        moves += [Call(seat, p, at) for p in range(state.seats) if state.up[p]]
    if any(c.seat == seat for c in state.pending):
        moves.append(Settle(seat))
    return tuple(moves)


# ---------------------------------------------------------------- applying moves


def apply(state: State, move: Move) -> State:
    """The state after ``move``; raises IllegalMove and leaves ``state`` as it was."""
    if (problem := error(state, move)) is not None:
        raise problem
    return _DO[type(move)](state, move)


def _turn(state: State, move: Turn) -> State:
    """Turn the top draw card face up, or recycle when every draw pile is empty."""
    seat = move.seat
    if not any(state.draw):
        return _recycle(state)
    draw, up, tops = list(state.draw), list(state.up), list(top_times(state))
    card = draw[seat][-1]
    draw[seat] = draw[seat][:-1]
    up[seat] = (*up[seat], card)
    tops[seat] = move.at_ms
    piles = tuple(draw)
    turn = next_with_cards(piles, seat + 1)
    return updated(
        state,
        draw=piles,
        up=tuple(up),
        turn=(seat + 1) % state.seats if turn is None else turn,
        turned=seat,
        top_ms=_known(tops),
    )


def _known(tops: list[int | None]) -> tuple[int | None, ...]:
    """The pile times as the state keeps them (empty when none is known)."""
    return tuple(tops) if any(t is not None for t in tops) else ()


def _recycle(state: State) -> State:
    """Every face-up pile is turned over as its owner's new draw pile; after a quiet
    round (no call judged since the last recycle) each is shuffled too."""
    draw = tuple(tuple(reversed(pile)) for pile in state.up)
    if state.last == (Event(RECYCLE),):
        rng = make_rng(state.seed, "recycle", state.recycles)
        draw = tuple(shuffled(pile, rng) for pile in draw)
    turn = next_with_cards(draw, state.turn)
    return updated(
        state,
        draw=draw,
        up=((),) * state.seats,
        turn=state.turn if turn is None else turn,
        turned=None,
        top_ms=(),
        last=(Event(RECYCLE),),
        recycles=state.recycles + 1,
    )


def _call(state: State, move: Call) -> State:
    """Queue the call for the next settle."""
    return updated(state, pending=(*state.pending, move))


def _resume(state: State, move: Resume) -> State:
    """Calling re-opens after a tie."""
    return updated(state, frozen=False)


def _stop(state: State, move: Stop) -> State:
    """The game ends now; pending calls are dropped."""
    return updated(state, pending=(), frozen=False, ended="stop")


class _Table:
    """The piles while a settle changes them (draw, up, pool as lists)."""

    def __init__(self, state: State) -> None:
        self.draw = list(state.draw)
        self.up = list(state.up)
        self.pool = state.pool
        self.seats = state.seats

    def take(self, piles: tuple[int, ...]) -> tuple[str, ...]:
        """The face-up ``piles`` stacked in seat order, each turned over."""
        stack: tuple[str, ...] = ()
        for p in piles:
            stack += tuple(reversed(self.up[p]))
            self.up[p] = ()
        return stack

    def holds_any(self) -> bool:
        """True if some card lies outside the pool."""
        return any(self.draw) or any(self.up)


def _settle(state: State, move: Settle) -> State:
    """Judge every pending call against the table as it stands (module docstring)."""
    calls = sorted(state.pending, key=lambda c: (c.at_ms, c.seat))
    covered = state.options.covered
    ranks = {c: match_rank(state.up, c.pile, covered) for c in calls}
    table = _Table(state)
    times = [list(r) for r in reactions(state)]
    events: list[Event] = []
    ties: list[tuple[tuple[int, ...], str]] = []
    for rank in dict.fromkeys(r for r in ranks.values() if r is not None):
        group = [c for c in calls if ranks[c] == rank]
        first = group[0]
        close = [c.seat for c in group if c.at_ms <= first.at_ms + TIE_MS]
        events += [Event(LATE, (c.seat,), c.pile, rank) for c in group if c.seat not in close]
        piles = tuple(p for p, cards in enumerate(state.up) if cards and cards[-1][0] == rank)
        if len(close) > 1:
            ties.append((tuple(close), rank))
            continue
        shown = shown_at(state.up, top_times(state), rank, covered)
        if shown is not None and first.at_ms >= shown:
            times[first.seat].append(first.at_ms - shown)
        won = (*table.pool, *table.take(piles))
        table.pool = ()
        table.draw[first.seat] = (*won, *table.draw[first.seat])
        events.append(Event(SNAP, (first.seat,), first.pile, rank, piles, len(won)))
    for seats, rank in ties:
        events.append(_tie(state, table, seats, rank))
    events += [_penalty(table, c) for c in calls if ranks[c] is None]
    return _after_settle(
        updated(
            state,
            draw=tuple(table.draw),
            up=tuple(table.up),
            pool=table.pool,
            pending=(),
            frozen=bool(ties),
            floor_ms=max(c.at_ms for c in calls),
            top_ms=_tops_after(state, table, {rank for _, rank in ties}),
            reactions=tuple(map(tuple, times)) if any(times) else (),
            last=tuple(events),
        )
    )


def _tops_after(state: State, table: _Table, tied: set[str]) -> tuple[int | None, ...]:
    """The pile times after a settle: unknown for a pile it changed (a new top showed
    without a turn) and for a tied rank's piles (the freeze is no reaction time)."""
    tops = list(top_times(state))
    for p, cards in enumerate(state.up):
        if table.up[p] != cards or (cards and cards[-1][0] in tied):
            tops[p] = None
    return _known(tops)


def _tie(state: State, table: _Table, seats: tuple[int, ...], rank: str) -> Event:
    """A tie on ``rank``: with the pool option its piles go into the pool (while some
    card stays outside it)."""
    piles = tuple(p for p, cards in enumerate(table.up) if cards and cards[-1][0] == rank)
    if not state.options.pool:
        return Event(TIE, seats, None, rank)
    before = (table.pool, list(table.up))
    table.pool = (*table.pool, *table.take(piles))
    if not table.holds_any():
        table.pool, table.up = before
        piles = ()
    return Event(TIE, seats, None, rank, piles, sum(len(state.up[p]) for p in piles))


def _penalty(table: _Table, call: Call) -> Event:
    """A wrong call: the caller's top draw card (else top face-up card) goes face down
    under the draw pile of the named pile's owner (naming yourself: the next seat's)."""
    seat = call.seat
    to = (seat + 1) % table.seats if call.pile == seat else call.pile
    source = "draw" if table.draw[seat] else "up" if table.up[seat] else None
    if source is None:
        return Event(WRONG, (seat,), call.pile, to=to)
    piles = table.draw if source == "draw" else table.up
    card = piles[seat][-1]
    piles[seat] = piles[seat][:-1]
    table.draw[to] = (card, *table.draw[to])
    return Event(WRONG, (seat,), call.pile, cards=1, to=to, source=source)


def _after_settle(state: State) -> State:
    """The turn passes on from an emptied draw pile; one holder of every card outside
    the pool takes the pool and wins."""
    turn = state.turn
    if not state.draw[turn]:
        found = next_with_cards(state.draw, turn)
        turn = turn if found is None else found
    holders = [s for s, n in enumerate(counts(state)) if n]
    if len(holders) != 1:
        return updated(state, turn=turn)
    seat = holders[0]
    draw = list(state.draw)
    draw[seat] = (*state.pool, *draw[seat])
    return updated(state, turn=turn, draw=tuple(draw), pool=(), frozen=False, ended="all")


_Step = Callable[[State, Any], State]  # Any: each plays its own kind of move
_DO: dict[type, _Step] = {
    Turn: _turn,
    Call: _call,
    Settle: _settle,
    Resume: _resume,
    Stop: _stop,
}
