"""Schnitzel rules (app/games/schnitzel/RULES.md) as pure functions.

**Deal.** 4 cards to each row from the shuffled deck (``make_rng(seed, "deal")``), the
rest is the draw pile; its top card is turned up as the first discard. An X turned up
there is slid into the middle of the draw pile and the next card is turned up instead.
Everyone looks at two own cards (several seats act at once), then ``options.first``
takes the first turn.

**A turn.** Draw (reshuffling the discards but the top into a new draw pile when it is
empty: ``make_rng(seed, "shuffle", n)``) and then discard the card or put it into a slot,
or take the top discard into a slot. A card leaving a row for the discard pile is the
turn's discard: a Peek or Swap gives its ability (one per seat and turn), then a
matching window opens (``options.window > 0``). At the turn's end the player calls
"Schnitzel!" or not; after a call everyone else has one more turn.

**Claims.** In a window anyone may match the top discard from their row or pass; a
Nope may be played from a row against the table's last event (a draw, an ability, a
discard, a swap, a match or a call) while it stands. A wrong claim reveals the card to
all, takes the top discard face down to the end of the claimer's row and puts the
claimer out until the event changes.

**End.** The X revealed (drawn, discarded, shown by a wrong claim), an emptied row (its
owner wins alone), the last turn after a call, or no card left to draw or take.

Decisions this module adds to the design:

- The children's option works from the first turn on, not during the start look (there
  would be nothing left to look at).
- In ``hold`` and ``ability`` the player who acts never passes; every other seat that
  may nope is to act too, with Nope or Pass.
- A wrong claim whose penalty takes the top discard ends a ``discard``, ``swap`` or
  ``match`` event, and the one the window after an ability would open with
  (``Ability.back``): the card those Nope effects move has left the pile, so nothing is
  left to nope. Other events stand.
- In a matching window, that penalty uncovers a new top discard: as after a right
  match, a new window opens (RULES.md §Matching: whenever a discard lands), so the
  seats that passed may match it and those out after an earlier wrong claim are back
  in; only the claimer sits it out. In a call's window nothing is matched, and in
  ``hold`` and ``ability`` no window is open: the passes stay.
- A card back in the hand after a noped discard was seen face up: every view shows it,
  and it is put into the row known to all.
- A match with no discard left is a wrong claim (with no penalty card).
- A Nope against a Nope can empty two rows at once (the noper's and the matcher's):
  every seat with an empty row wins.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from typing import Any, TypeVar

from app.core.contract import Fact, Outcome
from app.core.contract import Options as OptionsMap
from app.core.errors import IllegalMove, InvalidNotation
from app.core.rng import make_rng, shuffled
from app.games.schnitzel.model import (
    ABILITY,
    ACTIONS,
    COPIES,
    END,
    HOLD,
    LOOK,
    LOOKS,
    NEXT,
    NOPE,
    NUMBERS,
    OVER,
    PEEK,
    ROW,
    SEAT_COUNTS,
    SWAP,
    TURN,
    WINDOW,
    Ability,
    Call,
    Deed,
    Discard,
    Draw,
    Event,
    Look,
    Match,
    Move,
    Nope,
    Options,
    Pass,
    Peek,
    Put,
    Skip,
    State,
    Take,
    Trade,
    X,
    points,
    updated,
)
from app.games.schnitzel.model import End as EndTurn

DECK: Counter[int] = Counter({card: COPIES.get(card, 4) for card in (*NUMBERS, *ACTIONS)})
"""The 59 cards: −2 ×2, X ×1, every other card ×4."""
MUST_DISCARD, MUST_PUT = "discard", "put"
"""``State.forced``: what a Nope left the holder of a drawn card."""
PILE_EVENTS = ("discard", "swap", "match")
"""Events whose Nope effect moves the top discard."""

Slots = tuple[int | None, ...]
T = TypeVar("T")


# ---------------------------------------------------------------- dealing


def new_game(seed: int | str, options: OptionsMap | Options | None, seats: int = 2) -> State:
    """A new game: rows of 4 dealt, the first discard turned up, everyone to look."""
    if type(seats) is not int or seats not in SEAT_COUNTS:
        raise InvalidNotation("bad-seats", seats=seats)
    opts = Options.parse(options)
    if opts.first >= seats:
        raise InvalidNotation("bad-options", keys="first")
    cards = list(shuffled(sorted(DECK.elements()), make_rng(seed, "deal")))
    rows = tuple(tuple(cards[ROW * s : ROW * (s + 1)]) for s in range(seats))
    draw = cards[ROW * seats :]
    first = draw.pop()
    if first == X:
        draw.insert(len(draw) // 2, X)
        first = draw.pop()
    return State(
        seed=seed,
        options=opts,
        seats=seats,
        draw=tuple(draw),
        discard=(first,),
        rows=rows,
        known=((0,) * ROW,) * seats,
        phase=LOOK,
        turn=opts.first,
        looks=(0,) * seats,
        deeds=(None,) * seats,
    )


# ---------------------------------------------------------------- derived facts


def everyone(state: State) -> int:
    """The bit mask of all seats."""
    return (1 << state.seats) - 1


def actor(state: State) -> int:
    """The seat whose move carries the game on in ``hold`` and ``ability``."""
    return state.ability.seat if state.phase == ABILITY and state.ability else state.turn


def nopers(state: State) -> int:
    """Bit mask of the seats that may play a Nope now (Nope: who may)."""
    event = state.event
    if event is None or state.phase not in (HOLD, ABILITY, WINDOW):
        return 0
    return everyone(state) & ~(state.passed | state.out | 1 << event.by())


def to_act(state: State) -> tuple[int, ...]:
    """The seats that may act: several in ``look``, ``window``, and in ``hold`` and
    ``ability`` (the actor and those who may nope)."""
    phase = state.phase
    if phase == OVER:
        return ()
    if phase in (TURN, END):
        return (state.turn,)
    if phase == LOOK:
        return tuple(s for s, n in enumerate(state.looks) if n < LOOKS)
    if phase == WINDOW:
        done = state.passed | state.out
        return tuple(s for s in range(state.seats) if not done >> s & 1)
    mask = nopers(state) | 1 << actor(state)
    return tuple(s for s in range(state.seats) if mask >> s & 1)


def can_draw(state: State) -> bool:
    """True if a card can be drawn, after reshuffling the discards but the top if need be."""
    return bool(state.draw) or len(state.discard) > 1


def totals(state: State) -> tuple[int, ...]:
    """Each row's points (an empty row 0; a card in the hand does not count)."""
    return tuple(sum(points(c) for c in row if c is not None) for row in state.rows)


def outcome(state: State) -> Outcome | None:
    """Scores once over: lowest total wins (ties share); an emptied row wins alone."""
    if state.phase != OVER:
        return None
    scores = totals(state)
    if state.ended == "empty":
        winners = tuple(s for s, row in enumerate(state.rows) if emptied(row))
    else:
        winners = tuple(s for s, t in enumerate(scores) if t == min(scores))
    detail: tuple[tuple[str, Fact], ...] = (("ended", state.ended),)
    if state.caller is not None:
        detail = (("caller", state.caller), *detail)
    return Outcome(tuple(float(t) for t in scores), winners, detail)


def emptied(row: Slots) -> bool:
    """True for a row without a card (its owner wins)."""
    return all(c is None for c in row)


def _filled(row: Slots) -> list[int]:
    """The slots of a row that hold a card."""
    return [i for i, c in enumerate(row) if c is not None]


def _has(state: State, seat: int, slot: int) -> bool:
    """True if ``seat`` (a real seat) has a card in ``slot``."""
    row = state.rows[seat] if 0 <= seat < state.seats else ()
    return 0 <= slot < len(row) and row[slot] is not None


# ---------------------------------------------------------------- legality


def error(state: State, move: Move) -> IllegalMove | None:
    """Why ``move`` is illegal now, or None if it is legal (``apply`` raises the same)."""
    check = _CHECKS.get(type(move))
    if check is None:
        return IllegalMove("bad-move", code=getattr(move, "code", "?"))
    if state.phase == OVER:
        return IllegalMove("game-over")
    if move.seat not in to_act(state):
        return IllegalMove("sz-own-nope" if _own_nope(state, move) else "sz-not-your-turn")
    return check(state, move)


def _own_nope(state: State, move: Move) -> bool:
    """True for a Nope against the seat's own event or own Nope while one may be played."""
    event = state.event
    return (
        isinstance(move, Nope)
        and event is not None
        and state.phase in (HOLD, ABILITY, WINDOW)
        and event.by() == move.seat
    )


def _not_now() -> IllegalMove:
    return IllegalMove("sz-not-now")


def _own_slot(state: State, seat: int, slot: int) -> IllegalMove | None:
    return None if _has(state, seat, slot) else IllegalMove("sz-no-card-there")


def _look_error(state: State, move: Look) -> IllegalMove | None:
    if state.phase != LOOK:
        return _not_now()
    if not _has(state, move.seat, move.slot):
        return IllegalMove("sz-no-card-there")
    if state.known[move.seat][move.slot] >> move.seat & 1:
        return IllegalMove("sz-looked-already")
    return None


def _draw_error(state: State, move: Draw) -> IllegalMove | None:
    if state.phase != TURN:
        return _not_now()
    return None if can_draw(state) else IllegalMove("sz-pile-empty")


def _take_error(state: State, move: Take) -> IllegalMove | None:
    if state.phase != TURN:
        return _not_now()
    if not state.discard:
        return IllegalMove("sz-pile-empty")
    return _own_slot(state, move.seat, move.slot)


def _holding(state: State, seat: int) -> bool:
    return state.phase == HOLD and seat == state.turn


def _discard_error(state: State, move: Discard) -> IllegalMove | None:
    if not _holding(state, move.seat):
        return _not_now()
    return IllegalMove("sz-must-put") if state.forced == MUST_PUT else None


def _put_error(state: State, move: Put) -> IllegalMove | None:
    if not _holding(state, move.seat):
        return _not_now()
    if state.forced == MUST_DISCARD:
        return IllegalMove("sz-must-discard")
    return _own_slot(state, move.seat, move.slot)


def _ability_error(state: State, seat: int, card: int | None) -> IllegalMove | None:
    """Not the ability's holder, or not this ability (None: any), or noped."""
    ability = state.ability
    if state.phase != ABILITY or ability is None or ability.seat != seat:
        return _not_now()
    if card is not None and ability.card != card:
        return _not_now()
    if card is not None and state.event is not None and state.event.noped:
        return IllegalMove("sz-ability-noped")
    return None


def _peek_error(state: State, move: Peek) -> IllegalMove | None:
    problem = _ability_error(state, move.seat, PEEK)
    return problem or _own_slot(state, move.owner, move.slot)


def _trade_error(state: State, move: Trade) -> IllegalMove | None:
    problem = _ability_error(state, move.seat, SWAP)
    if problem is None and move.owner == move.seat:
        problem = IllegalMove("sz-swap-other")
    return (
        problem
        or _own_slot(state, move.seat, move.slot)
        or _own_slot(state, move.owner, move.other)
    )


def _skip_error(state: State, move: Skip) -> IllegalMove | None:
    return _ability_error(state, move.seat, None)


def _match_error(state: State, move: Match) -> IllegalMove | None:
    if state.phase != WINDOW or state.after != END:
        return _not_now()
    return _own_slot(state, move.seat, move.slot)


def _nope_error(state: State, move: Nope) -> IllegalMove | None:
    if _own_nope(state, move):
        return IllegalMove("sz-own-nope")
    if not nopers(state) >> move.seat & 1:
        return _not_now()
    return _own_slot(state, move.seat, move.slot)


def _pass_error(state: State, move: Pass) -> IllegalMove | None:
    if state.phase == WINDOW:
        return None
    if state.phase in (HOLD, ABILITY) and move.seat != actor(state):
        return None
    return _not_now()


def _end_error(state: State, move: Call | EndTurn) -> IllegalMove | None:
    return None if state.phase == END else _not_now()


_Check = Callable[[State, Any], IllegalMove | None]  # Any: each checks its own kind of move
_CHECKS: dict[type, _Check] = {
    Look: _look_error,
    Draw: _draw_error,
    Take: _take_error,
    Discard: _discard_error,
    Put: _put_error,
    Peek: _peek_error,
    Trade: _trade_error,
    Skip: _skip_error,
    Match: _match_error,
    Nope: _nope_error,
    Pass: _pass_error,
    Call: _end_error,
    EndTurn: _end_error,
}


def legal_moves(state: State, seat: int) -> tuple[Move, ...]:
    """Every legal move of ``seat``, by kind (look, draw, take, discard, put, peek,
    trade, skip, match, nope, pass, call, end), then by seat and slot."""
    if seat not in to_act(state):
        return ()
    phase = state.phase
    slots = _filled(state.rows[seat])
    moves: list[Move] = []
    if phase == LOOK:
        moves += [Look(seat, i) for i in slots if not state.known[seat][i] >> seat & 1]
    elif phase == TURN:
        moves += [Draw(seat)] if can_draw(state) else []
        moves += [Take(seat, i) for i in slots] if state.discard else []
    elif phase == END:
        moves += [Call(seat), EndTurn(seat)]
    else:
        moves += _acting(state, seat, slots)
        if phase == WINDOW and state.after == END:
            moves += [Match(seat, i) for i in slots]
        if nopers(state) >> seat & 1:
            moves += [Nope(seat, i) for i in slots]
        if phase == WINDOW or seat != actor(state):
            moves.append(Pass(seat))
    return tuple(moves)


def _acting(state: State, seat: int, slots: list[int]) -> list[Move]:
    """The actor's own moves in ``hold`` and ``ability``."""
    if state.phase == HOLD and seat == state.turn:
        moves: list[Move] = [] if state.forced == MUST_PUT else [Discard(seat)]
        return moves + ([] if state.forced == MUST_DISCARD else [Put(seat, i) for i in slots])
    ability = state.ability
    if state.phase != ABILITY or ability is None or ability.seat != seat:
        return []
    moves = [Skip(seat)]
    if state.event is not None and state.event.noped:
        return moves
    rows = [_filled(row) for row in state.rows]
    if ability.card == PEEK:
        return [Peek(seat, o, i) for o in range(state.seats) for i in rows[o]] + moves
    others = [o for o in range(state.seats) if o != seat]
    return [Trade(seat, i, o, j) for i in slots for o in others for j in rows[o]] + moves


# ---------------------------------------------------------------- applying moves


def apply(state: State, move: Move) -> State:
    """The state after ``move``; raises IllegalMove and leaves ``state`` as it was."""
    if (problem := error(state, move)) is not None:
        raise problem
    after = _DO[type(move)](state, move)
    if after.options.children and after.phase not in (LOOK, OVER):
        after = _children(after)
    return after


def _noted(
    state: State, move: Move, card: int | None = None, penalty: int | None = None
) -> tuple[Deed | None, ...]:
    """The deeds with ``move`` as its seat's last, showing ``card`` and ``penalty``."""
    return _put(state.deeds, move.seat, Deed(move.code, card, penalty))


def _look(state: State, move: Look) -> State:
    """Start look: the seat's bit on its slot; once all looked twice, the first turn."""
    seat, slot = move.seat, move.slot
    known = _mask(state.known, seat, slot, state.known[seat][slot] | 1 << seat)
    looks = _put(state.looks, seat, state.looks[seat] + 1)
    phase = TURN if all(n >= LOOKS for n in looks) else LOOK
    return updated(state, deeds=_noted(state, move), known=known, looks=looks, phase=phase)


def _draw(state: State, move: Draw) -> State:
    """Draw (reshuffling the discards but the top first if need be); the X ends the game."""
    draw, discard, shuffles = state.draw, state.discard, state.shuffles
    if not draw:
        draw = shuffled(discard[:-1], make_rng(state.seed, "shuffle", shuffles))
        discard, shuffles = discard[-1:], shuffles + 1
    card = draw[-1]
    state = updated(
        state,
        deeds=_noted(state, move),
        draw=draw[:-1],
        discard=discard,
        shuffles=shuffles,
        hand=card,
        phase=HOLD,
        event=Event("draw", move.seat),
        passed=0,
        out=0,
    )
    return _over(state, "x") if card == X else state


def _take(state: State, move: Take) -> State:
    """Take the top discard into a slot (known to all); the slot's card is discarded."""
    seat, slot = move.seat, move.slot
    old = state.rows[seat][slot]
    assert old is not None
    rows, known = _slot(state, seat, slot, state.discard[-1], everyone(state))
    state = updated(
        state,
        deeds=_noted(state, move, old),
        rows=rows,
        known=known,
        discard=(*state.discard[:-1], old),
    )
    return _turn_discard(state, old, Event("swap", seat, slot))


def _put_in(state: State, move: Put) -> State:
    """Put the drawn card into a slot (known to its owner; to all after a noped
    discard); the slot's card is discarded."""
    seat, slot = move.seat, move.slot
    old, card = state.rows[seat][slot], state.hand
    assert old is not None
    mask = everyone(state) if state.forced == MUST_PUT else 1 << seat
    rows, known = _slot(state, seat, slot, card, mask)
    state = updated(
        state,
        deeds=_noted(state, move, old),
        rows=rows,
        known=known,
        discard=(*state.discard, old),
        hand=None,
    )
    return _turn_discard(state, old, Event("swap", seat, slot))


def _discard(state: State, move: Discard) -> State:
    """Discard the drawn card."""
    card = state.hand
    assert card is not None
    discard = (*state.discard, card)
    state = updated(state, deeds=_noted(state, move, card), discard=discard, hand=None)
    return _turn_discard(state, card, Event("discard", move.seat))


def _turn_discard(state: State, card: int, event: Event) -> State:
    """A turn's discard (on the pile already): the X ends the game; a Peek or Swap gives
    its ability (once a turn); then the window, or the turn's end without windows."""
    if card == X:
        return _over(state, "x", forced=None)
    if card in (PEEK, SWAP) and not state.used >> state.turn & 1:
        return _give_ability(state, state.turn, card, event, forced=None, after=END)
    return _window(state, event, forced=None, after=END)


def _give_ability(state: State, seat: int, card: int, back: Event, **changes: object) -> State:
    """Phase ``ability`` for ``seat``; it counts as that seat's ability of the turn."""
    return updated(
        state,
        phase=ABILITY,
        ability=Ability(seat, card, back),
        event=Event("ability", seat),
        used=state.used | 1 << seat,
        passed=0,
        out=0,
        **changes,
    )


def _window(state: State, event: Event | None, **changes: object) -> State:
    """A matching window about ``event``, or the turn's end when windows are off."""
    if not state.options.window:
        return _turn_end(updated(state, **changes))
    return updated(state, phase=WINDOW, event=event, passed=0, out=0, **changes)


def _turn_end(state: State) -> State:
    """Phase ``end`` while nobody has called, else the next turn."""
    if state.caller is not None:
        return _next_turn(state)
    return updated(state, phase=END, event=None, ability=None, passed=0, out=0)


def _next_turn(state: State) -> State:
    """The next player's turn; the game ends when it would be the caller's, or when
    nothing is left to draw or take."""
    turn = (state.turn + 1) % state.seats
    state = updated(
        state,
        phase=TURN,
        turn=turn,
        used=0,
        event=None,
        ability=None,
        passed=0,
        out=0,
        hand=None,
        forced=None,
        after=END,
    )
    if state.caller == turn:
        return _over(state, "call")
    if not state.draw and not state.discard:
        return _over(state, "stuck")
    return state


def _over(state: State, why: str, **changes: object) -> State:
    """The game ends: every card is revealed."""
    return updated(state, phase=OVER, ended=why, **changes)


def _peek(state: State, move: Peek) -> State:
    """Peek: the seat's bit on any slot."""
    owner, slot = move.owner, move.slot
    known = _mask(state.known, owner, slot, state.known[owner][slot] | 1 << move.seat)
    return _after_ability(state, move, known=known)


def _trade(state: State, move: Trade) -> State:
    """Swap: two slots of two rows change cards, each card with its knowledge."""
    a, i, b, j = move.seat, move.slot, move.owner, move.other
    rows, known = state.rows, state.known
    card_a, card_b, mask_a, mask_b = rows[a][i], rows[b][j], known[a][i], known[b][j]
    rows = _put(rows, a, _put(rows[a], i, card_b))
    rows = _put(rows, b, _put(rows[b], j, card_a))
    known = _mask(_mask(known, a, i, mask_b), b, j, mask_a)
    return _after_ability(state, move, rows=rows, known=known)


def _skip(state: State, move: Skip) -> State:
    """The ability is not used (or cannot be, once noped)."""
    return _after_ability(state, move)


def _after_ability(state: State, move: Move, **changes: object) -> State:
    """Back to the window the ability came from, with fresh passes."""
    ability = state.ability
    assert ability is not None
    return _window(state, ability.back, deeds=_noted(state, move), ability=None, **changes)


def _match(state: State, move: Match) -> State:
    """A right match discards the card (a Peek/Swap gives its ability once a turn; an
    empty row wins); a wrong one is a wrong claim."""
    seat, slot = move.seat, move.slot
    card = state.rows[seat][slot]
    if not state.discard or card != state.discard[-1]:
        return _wrong_claim(state, move)
    assert card is not None
    rows, known = _slot(state, seat, slot, None, 0)
    discard = (*state.discard, card)
    state = updated(state, deeds=_noted(state, move, card), rows=rows, known=known)
    event = Event("match", seat, slot)
    if emptied(rows[seat]):
        return updated(state, discard=discard, phase=OVER, ended="empty")
    if card in (PEEK, SWAP) and not state.used >> seat & 1:
        return _give_ability(state, seat, card, event, discard=discard)
    return updated(state, discard=discard, event=event, passed=0, out=0)


def _wrong_claim(state: State, move: Match | Nope) -> State:
    """The card is revealed to all and stays; the top discard joins the end of the row
    face down (known to all) and ends an event that moves it; the claimer is out. In a
    matching window the card beneath is a new top discard: a new window opens for
    everyone but the claimer (RULES.md §Wrong claim), so the passes are forgotten."""
    seat, slot = move.seat, move.slot
    card, full = state.rows[seat][slot], everyone(state)
    rows, known = state.rows, _mask(state.known, seat, slot, full)
    discard, event, ability = state.discard, state.event, state.ability
    passed, out = state.passed, state.out
    penalty = discard[-1] if discard else None
    if penalty is not None:
        rows = _put(rows, seat, (*rows[seat], penalty))
        known = _put(known, seat, (*known[seat], full))
        discard = discard[:-1]
        if event is not None and event.kind in PILE_EVENTS:
            event = None
        if ability is not None:
            ability = Ability(ability.seat, ability.card)
        if state.phase == WINDOW and state.after == END:
            passed, out = 0, 0
    state = updated(
        state,
        deeds=_noted(state, move, card, penalty),
        rows=rows,
        known=known,
        discard=discard,
        event=event,
        ability=ability,
        passed=passed,
        out=out | 1 << seat,
    )
    return _over(state, "x") if card == X else _maybe_close(state)


def _pass(state: State, move: Pass) -> State:
    """The seat lets the event stand (and in a window matches nothing more)."""
    passed = state.passed | 1 << move.seat
    return _maybe_close(updated(state, deeds=_noted(state, move), passed=passed))


def _maybe_close(state: State) -> State:
    """A window everyone passed or is out of leads on (``after``)."""
    if state.phase != WINDOW or (state.passed | state.out) != everyone(state):
        return state
    return _turn_end(state) if state.after == END else _next_turn(state)


def _nope(state: State, move: Nope) -> State:
    """A Nope leaves the row and slides under the top discard; the event's effect flips."""
    seat, slot = move.seat, move.slot
    if state.rows[seat][slot] != NOPE:
        return _wrong_claim(state, move)
    old = state.event
    assert old is not None
    event = Event(old.kind, old.seat, old.slot, old.nopes + 1, seat)
    pile = state.discard
    rows, known = _slot(state, seat, slot, None, 0)
    state = updated(
        state,
        deeds=_noted(state, move, NOPE),
        rows=rows,
        known=known,
        discard=(*pile[:-1], NOPE, pile[-1]) if pile else (NOPE,),
        event=event,
        passed=0,
        out=0,
    )
    state = _flip(state, event)
    if any(emptied(row) for row in state.rows):
        return _over(state, "empty")
    return state


def _flip(state: State, event: Event) -> State:
    """Apply (noped) or undo (un-noped) the effect of a Nope on ``event``."""
    kind, noped, pile = event.kind, event.noped, state.discard
    if kind == "draw":
        return updated(state, forced=MUST_DISCARD if noped else None)
    if kind == "call":
        return updated(state, caller=None if noped else event.seat)
    if kind == "discard" and noped:
        return updated(state, hand=pile[-1], discard=pile[:-1], phase=HOLD, forced=MUST_PUT)
    if kind == "discard":
        return updated(state, discard=(*pile, state.hand), hand=None, phase=WINDOW, forced=None)
    if kind == "ability":
        return state
    assert event.slot is not None
    seat, slot = event.seat, event.slot
    card = state.rows[seat][slot]
    if kind == "match" and not noped:
        rows, known = _slot(state, seat, slot, None, 0)
        return updated(state, rows=rows, known=known, discard=(*pile, card))
    rows, known = _slot(state, seat, slot, pile[-1], everyone(state))
    discard = pile[:-1] if card is None else (*pile[:-1], card)
    return updated(state, rows=rows, known=known, discard=discard)


def _children(state: State) -> State:
    """Children's option: every seat but the player to move knows all its own cards."""
    known = tuple(
        masks
        if seat == state.turn
        else tuple(m | 1 << seat if c is not None else m for c, m in zip(row, masks, strict=True))
        for seat, (row, masks) in enumerate(zip(state.rows, state.known, strict=True))
    )
    return updated(state, known=known)


def _call(state: State, move: Call) -> State:
    """ "Schnitzel!": the caller is noted; a window lets the others nope it."""
    state = updated(state, deeds=_noted(state, move), caller=move.seat)
    if not state.options.window:
        return _next_turn(state)
    event = Event("call", move.seat)
    return updated(state, phase=WINDOW, event=event, passed=0, out=0, after=NEXT)


def _end(state: State, move: EndTurn) -> State:
    """The turn ends without a call."""
    return _next_turn(updated(state, deeds=_noted(state, move)))


_Step = Callable[[State, Any], State]  # Any: each plays its own kind of move
_DO: dict[type, _Step] = {
    Look: _look,
    Draw: _draw,
    Take: _take,
    Discard: _discard,
    Put: _put_in,
    Peek: _peek,
    Trade: _trade,
    Skip: _skip,
    Match: _match,
    Nope: _nope,
    Pass: _pass,
    Call: _call,
    EndTurn: _end,
}


# ---------------------------------------------------------------- helpers


def _put(items: tuple[T, ...], index: int, item: T) -> tuple[T, ...]:
    return (*items[:index], item, *items[index + 1 :])


def _mask(
    known: tuple[tuple[int, ...], ...], seat: int, slot: int, mask: int
) -> tuple[tuple[int, ...], ...]:
    return _put(known, seat, _put(known[seat], slot, mask))


def _slot(
    state: State, seat: int, slot: int, card: int | None, mask: int
) -> tuple[tuple[tuple[int | None, ...], ...], tuple[tuple[int, ...], ...]]:
    """The rows and masks with ``seat``'s ``slot`` holding ``card``, known to ``mask``."""
    rows = _put(state.rows, seat, _put(state.rows[seat], slot, card))
    return rows, _mask(state.known, seat, slot, mask)
