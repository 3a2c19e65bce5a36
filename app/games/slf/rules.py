"""Schnapp, Land, Fluss! rules (app/games/slf/RULES.md): the flow of a game as pure functions.

A round goes through three phases (:func:`phase`):

- **turn**: a letter card is to be turned to its category side (:class:`Turn`). Each
  round's first category is turned by ``options.first_seat`` (the player whose first
  name comes first; the UI works it out from the names), later ones by any player; in
  leader mode always by the leader. Choosing which face-down category to reveal is the
  turner's move, not a draw, as at a real table.
- **play**: everyone looks for a term at once. A :class:`Slap` names a letter slot and
  the client time ``at_ms``; :class:`NobodyKnows` gives up on the category (any player
  in table mode, the leader in leader mode; the UI also sends it when a countdown ends).
- **judge**: a slap waits for its verdict. Until the first vote, other players may
  still slap *the same card*: the earliest slap wins; slaps within ``TIE_MS`` (100 ms)
  of the earliest are a tie, decided by a seeded draw among the tied seats
  (``make_rng(seed, "tie", judged)``, an index in seat order), so a record replays
  identically. A slap on another card is refused while one is judged (one slap is
  judged at a time; the others slap again afterwards), and so is one more than 100 ms
  after the earliest. In table mode every other player votes (majority; a tie accepts;
  decided as soon as the majority is certain); in leader mode the leader's vote decides.

An accepted term wins the card and brings every sitting-out player back in. A rejected
term is a mistake: the player sits out until another player wins a card and hands over
the card they won most recently, which leaves the game. If every player is sitting out,
all come back in (nobody could win a card to free them otherwise).

Basic game: play goes on under the same category until only the category card is left;
then up to 11 cards are laid from the pile, the category card is turned back and another
card is turned (:data:`REFILL`). The first "nobody knows" turns the category back and
another card must be turned; a second one in a row also refills the table to 12 letter
cards from the pile. A "nobody knows" that would need the pile when it is used up ends
the round, as does an empty table with an empty pile. Cards left on the table score
nothing.

Variant "one card at a time" (``options.one_card``): after a card is won, or after
"nobody knows", the category card is turned back and the top card of the pile becomes
the new category; once the pile is used up, the last category ends the round.

**Ending early** (:class:`Stop`, a decision of this project: a round in which nobody
knows anything could otherwise not end): any player who may act (in leader mode the
leader) ends the game; the running round is scored with the cards won so far, a word
being judged is dropped, and the game is over with the totals so far.

Each round is scored (blue 1, red 2) and the next one is dealt from a fresh shuffle
(``make_rng(seed, "deal", round_no)``); after ``options.rounds`` rounds the highest total
wins, ties sharing the win.

Slaps stamped before ``floor_ms`` (the latest slap already judged) are refused as stale.
The engine never reads a clock: ``legal_moves`` offers slaps at the earliest time it
would accept (:func:`slap_time`), and the UI sends the real client time.
"""

from __future__ import annotations

from functools import lru_cache

from app.core.contract import Options as OptionsMap
from app.core.contract import Outcome
from app.core.errors import IllegalMove, InvalidNotation
from app.core.rng import below, make_rng, shuffled
from app.games.slf.deck import DECK, POINTS_OF, XY_CARD
from app.games.slf.model import (
    REFILL,
    SEAT_COUNTS,
    TABLE_SIZE,
    TIE_MS,
    Move,
    NobodyKnows,
    Options,
    Slap,
    State,
    Stop,
    Turn,
    Vote,
    leader_seat,
    updated,
)


def round_cards(options: Options) -> tuple[int, ...]:
    """The card ids a round is dealt from: all 50, or 49 without the X/Y card."""
    return _ROUND_CARDS[options.remove_xy]


_ROUND_CARDS = {
    False: tuple(c.id for c in DECK),
    True: tuple(c.id for c in DECK if c.id != XY_CARD),
}


# ---------------------------------------------------------------- dealing


def new_game(seed: int | str, options: OptionsMap | Options | None, seats: int = 2) -> State:
    """A new game: the first round is dealt, and ``first_seat`` (or the leader) turns first."""
    if type(seats) is not int or seats not in SEAT_COUNTS:
        raise InvalidNotation("bad-seats", seats=seats)
    opts = Options.parse(options)
    if opts.first_seat >= seats:
        raise InvalidNotation("bad-options", keys="first_seat")
    return deal(seed, opts, seats, 0, (), floor_ms=0, judged=0)


def deal(
    seed: int | str,
    options: Options,
    seats: int,
    round_no: int,
    results: tuple[tuple[int, ...], ...],
    *,
    floor_ms: int,
    judged: int,
) -> State:
    """Round ``round_no``: shuffle, 12 letter cards on the table, the rest as the draw pile."""
    cards = shuffled(round_cards(options), make_rng(seed, "deal", round_no))
    return State(
        seed=seed,
        options=options,
        seats=seats,
        round_no=round_no,
        table=tuple(cards[:TABLE_SIZE]),
        pile=tuple(cards[TABLE_SIZE:]),
        won=((),) * seats,
        floor_ms=floor_ms,
        judged=judged,
        results=results,
    )


# ---------------------------------------------------------------- derived facts


def is_over(state: State) -> bool:
    """True once the last round has been scored, or the game was ended early."""
    return state.stopped or len(state.results) >= state.options.rounds


def phase(state: State) -> str:
    """``"over"``, ``"turn"`` (a category is to be turned), ``"play"`` or ``"judge"``."""
    if is_over(state):
        return "over"
    if state.category is None:
        return "turn"
    return "judge" if state.slaps else "play"


def letter_slots(state: State) -> tuple[int, ...]:
    """Slots holding a card letter side up (the category card excluded)."""
    return tuple(i for i, c in enumerate(state.table) if c is not None and i != state.category)


def points(state: State) -> tuple[int, ...]:
    """Points of the running round per seat: blue letters 1, red letters 2."""
    return tuple(sum(map(POINTS_OF.__getitem__, cards)) for cards in state.won)


def totals(state: State) -> tuple[int, ...]:
    """Running totals per seat: finished rounds plus the round in play (if any)."""
    running = (0,) * state.seats if is_over(state) else points(state)
    if not state.results:
        return running
    return tuple(sum(column) for column in zip(running, *state.results, strict=True))


def outcome(state: State) -> Outcome | None:
    """Totals over all rounds once the game is over; every seat with the top total wins."""
    if not is_over(state):
        return None
    scores = totals(state)
    best = max(scores)
    winners = tuple(s for s in range(state.seats) if scores[s] == best)
    detail = (("rounds", state.results),)
    return Outcome(tuple(float(s) for s in scores), winners, detail)


def tied(state: State) -> tuple[int, ...]:
    """Seats whose slaps count as the earliest (within ``TIE_MS``), in seat order."""
    if not state.slaps:
        return ()
    earliest = min(s.at_ms for s in state.slaps)
    return tuple(sorted(s.seat for s in state.slaps if s.at_ms <= earliest + TIE_MS))


def contender(state: State) -> tuple[int, int] | None:
    """``(seat, slot)`` of the slap being judged: the earliest, or the tie-break's winner."""
    seats = tied(state)
    if not seats:
        return None
    seat = seats[0] if len(seats) == 1 else seats[tie_break(state.seed, state.judged, len(seats))]
    return seat, state.slaps[0].slot


@lru_cache(maxsize=256)
def tie_break(seed: int | str, judged: int, tied_count: int) -> int:
    """The seeded draw among ``tied_count`` tied seats: an index into them in seat order."""
    return below(make_rng(seed, "tie", judged), tied_count)


def judges(state: State) -> tuple[int, ...]:
    """Who judges the current slap: the leader, or every other player in table mode."""
    leader = leader_seat(state)
    if leader is not None:
        return (leader,)
    judged = contender(state)
    if judged is None:
        return ()
    return tuple(s for s in range(state.seats) if s != judged[0])


def slappers(state: State) -> tuple[int, ...]:
    """Players who may slap now (not sitting out, not slapped yet on the contested card)."""
    if is_over(state) or state.category is None or state.votes:
        return ()
    done = {s.seat for s in state.slaps}
    return tuple(s for s in range(state.seats) if s not in state.sitting_out and s not in done)


def turners(state: State) -> tuple[int, ...]:
    """Who may turn the next category: the leader, ``first_seat`` first, then anyone."""
    leader = leader_seat(state)
    if leader is not None:
        return (leader,)
    if state.turns == 0:
        return (state.options.first_seat,)
    return tuple(range(state.seats))


def to_act(state: State) -> tuple[int, ...]:
    """Seats that may act now (several at once: there is no turn order)."""
    now = phase(state)
    if now == "over":
        return ()
    if now == "turn":
        return turners(state)
    leader = leader_seat(state)
    if now == "play":
        return tuple(range(state.seats)) if leader is None else (*slappers(state), leader)
    voted = {v.seat for v in state.votes}
    waiting = {s for s in judges(state) if s not in voted}
    return tuple(sorted(waiting | set(slappers(state))))


def slap_time(state: State) -> int:
    """The time ``legal_moves`` offers slaps at: the contested slap's, else ``floor_ms``."""
    return min(s.at_ms for s in state.slaps) if state.slaps else state.floor_ms


# ---------------------------------------------------------------- legality


def _seat_error(state: State, seat: int) -> IllegalMove | None:
    if seat < 0 or seat > state.seats or (seat == state.seats and leader_seat(state) is None):
        return IllegalMove("slf-no-such-seat", seat=seat)
    return None


def _slot_error(state: State, slot: int) -> IllegalMove | None:
    if not 0 <= slot < len(state.table) or state.table[slot] is None or slot == state.category:
        return IllegalMove("slf-no-letter", slot=slot)
    return None


def error(state: State, move: Move) -> IllegalMove | None:
    """Why ``move`` is illegal now, or None if it is legal (``apply`` raises the same)."""
    if not isinstance(move, Move):
        return IllegalMove("bad-move", code=getattr(move, "code", "?"))
    if is_over(state):
        return IllegalMove("game-over")
    if (problem := _seat_error(state, move.seat)) is not None:
        return problem
    leader = leader_seat(state)
    if isinstance(move, Stop):
        if leader is not None and move.seat != leader:
            return IllegalMove("slf-leader-only")
        return None if move.seat in to_act(state) else IllegalMove("not-your-turn")
    if isinstance(move, Slap):
        return _slap_error(state, move, leader)
    if isinstance(move, Vote):
        if not state.slaps:
            return IllegalMove("slf-nothing-to-judge")
        if leader is not None and move.seat != leader:
            return IllegalMove("slf-leader-only")
        judged = contender(state)
        if leader is None and judged is not None and move.seat == judged[0]:
            return IllegalMove("slf-own-slap")
        if any(v.seat == move.seat for v in state.votes):
            return IllegalMove("slf-already-voted")
        return None
    if isinstance(move, Turn):
        if state.category is not None:
            return IllegalMove("slf-category-up")
        if leader is not None and move.seat != leader:
            return IllegalMove("slf-leader-only")
        if move.seat not in turners(state):
            return IllegalMove("slf-first-turn")
        if move.slot == state.turned_back:
            return IllegalMove("slf-turned-back")
        return _slot_error(state, move.slot)
    if leader is not None and move.seat != leader:
        return IllegalMove("slf-leader-only")
    if state.category is None:
        return IllegalMove("slf-no-category")
    if state.slaps:
        return IllegalMove("slf-judging")
    return None


def _slap_error(state: State, move: Slap, leader: int | None) -> IllegalMove | None:
    if move.seat == leader:
        return IllegalMove("slf-leader-cannot-slap")
    if state.category is None:
        return IllegalMove("slf-no-category")
    if move.seat in state.sitting_out:
        return IllegalMove("slf-sitting-out")
    if (problem := _slot_error(state, move.slot)) is not None:
        return problem
    if move.at_ms < state.floor_ms:
        return IllegalMove("slf-slap-stale")
    if not state.slaps:
        return None
    if state.votes or move.slot != state.slaps[0].slot:
        return IllegalMove("slf-judging")
    if any(s.seat == move.seat for s in state.slaps):
        return IllegalMove("slf-already-slapped")
    if move.at_ms > min(s.at_ms for s in state.slaps) + TIE_MS:
        return IllegalMove("slf-too-late")
    return None


def _candidates(state: State, seat: int) -> list[Move]:
    now = phase(state)
    if now == "turn":
        return [Turn(seat, slot) for slot, c in enumerate(state.table) if c is not None]
    moves: list[Move] = []
    if seat < state.seats:
        at = slap_time(state)
        slots = (state.slaps[0].slot,) if state.slaps else letter_slots(state)
        moves += [Slap(seat, slot, at) for slot in slots]
    if now == "judge":
        moves += [Vote(seat, True), Vote(seat, False)]
    else:
        moves.append(NobodyKnows(seat))
    return moves


def legal_moves(state: State, seat: int) -> tuple[Move, ...]:
    """Every legal move of ``seat`` in a stable order: turns, slaps, votes, nobody knows.

    Slaps are offered at :func:`slap_time`; the UI sends the real client time instead.
    :class:`Stop` is not offered: it is no move of the game but the table deciding to
    stop (``apply`` accepts it from any seat that may act), and random play or a search
    that took it would end every game at once.
    """
    if seat not in to_act(state):
        return ()
    return tuple(m for m in _candidates(state, seat) if error(state, m) is None)


# ---------------------------------------------------------------- applying moves


def apply(state: State, move: Move) -> State:
    """The state after ``move``; raises IllegalMove and leaves ``state`` as it was."""
    if (problem := error(state, move)) is not None:
        raise problem
    if isinstance(move, Turn):
        return updated(state, category=move.slot, turned_back=None, turns=state.turns + 1)
    if isinstance(move, Slap):
        return updated(state, slaps=(*state.slaps, move))
    if isinstance(move, Vote):
        return _vote(state, move)
    if isinstance(move, Stop):
        return _stop(state)
    return _nobody_knows(state)


def _vote(state: State, move: Vote) -> State:
    votes = (*state.votes, move)
    if leader_seat(state) is not None:
        return _judged(state, move.accept)
    voters = state.seats - 1
    accepts = sum(1 for v in votes if v.accept)
    rejects = len(votes) - accepts
    if 2 * accepts >= voters:
        return _judged(state, True)
    if 2 * rejects > voters:
        return _judged(state, False)
    return updated(state, votes=votes)


def _judged(state: State, accepted: bool) -> State:
    """Close the judged slap: award the card or punish the mistake."""
    judged = contender(state)
    assert judged is not None, "a slap is being judged"
    seat, slot = judged
    after = updated(
        state,
        slaps=(),
        votes=(),
        floor_ms=max(s.at_ms for s in state.slaps),
        judged=state.judged + 1,
    )
    return _award(after, seat, slot) if accepted else _mistake(after, seat)


def _set(items: tuple, index: int, value: object) -> tuple:
    return (*items[:index], value, *items[index + 1 :])


def _lay(table: tuple[int | None, ...], cards: tuple[int, ...]) -> tuple[int | None, ...]:
    """Put ``cards`` letter side up into the empty slots, left to right, then append."""
    slots = list(table)
    for card in cards:
        try:
            slots[slots.index(None)] = card
        except ValueError:
            slots.append(card)
    return tuple(slots)


def _award(state: State, seat: int, slot: int) -> State:
    card = state.table[slot]
    after = updated(
        state,
        table=_set(state.table, slot, None),
        won=_set(state.won, seat, (*state.won[seat], card)),
        sitting_out=(),
        streak=0,
    )
    if state.options.one_card:
        return _next_from_pile(after)
    if not letter_slots(after):
        return _refill_eleven(after)
    return after


def _mistake(state: State, seat: int) -> State:
    out = tuple(sorted({*state.sitting_out, seat}))
    if len(out) == state.seats:
        out = ()
    won, discarded = state.won, state.discarded
    if won[seat]:
        discarded = (*discarded, won[seat][-1])
        won = _set(won, seat, won[seat][:-1])
    return updated(state, sitting_out=out, won=won, discarded=discarded)


def _next_from_pile(state: State) -> State:
    """Variant: the category card turns to its letter side; the pile's top card becomes the
    new category. With the pile used up, the round is over."""
    back = updated(state, category=None, turned_back=None)
    if not state.pile:
        return _end_round(back)
    table = _lay(back.table, state.pile[:1])
    slot = table.index(state.pile[0])
    return updated(back, table=table, pile=state.pile[1:], category=slot, turns=state.turns + 1)


def _refill_eleven(state: State) -> State:
    """Only the category card is left: lay up to 11 letter cards, then turn it back."""
    laid = state.pile[:REFILL]
    back = updated(state, category=None, turned_back=state.category)
    if not laid:
        return _end_round(back)
    return updated(back, table=_lay(state.table, laid), pile=state.pile[len(laid) :])


def _nobody_knows(state: State) -> State:
    if state.options.one_card:
        return _next_from_pile(updated(state, streak=state.streak + 1))
    back = updated(state, category=None, turned_back=state.category)
    if state.streak == 0:
        return updated(back, streak=1)
    if not state.pile:
        return _end_round(back)
    missing = TABLE_SIZE - sum(1 for c in state.table if c is not None)
    laid = state.pile[: max(0, missing)]
    return updated(back, table=_lay(back.table, laid), pile=state.pile[len(laid) :], streak=0)


def _stop(state: State) -> State:
    """The game ends now: the running round is scored as it stands (a word being judged
    is dropped), and it is the game's last result."""
    done = updated(state, results=(*state.results, points(state)), stopped=True)
    return updated(done, category=None, slaps=(), votes=(), sitting_out=(), streak=0)


def _end_round(state: State) -> State:
    """Score the round; deal the next one unless that was the last."""
    results = (*state.results, points(state))
    if len(results) < state.options.rounds:
        return deal(
            state.seed,
            state.options,
            state.seats,
            state.round_no + 1,
            results,
            floor_ms=state.floor_ms,
            judged=state.judged,
        )
    return updated(
        state, results=results, category=None, slaps=(), votes=(), sitting_out=(), streak=0
    )
