"""A fast bitmask form of one Schnapsen deal, for search and simulation.

Cards are numbered ``suit * 5 + rank`` (suits H D S C as in :class:`Suit`, ranks
A T K Q J), hands are bitmasks, and a state is a flat list. ``step`` applies a move
to a copy; a finished deal returns ``(winner, game_points)``. The reference engine in
``rules.py`` stays the authority: a differential test plays thousands of deals through
both and compares every legal-move set and every result, and another test checks that
the inlined playout loop :func:`random_deal` makes exactly the moves that ``legal`` and
``step`` would make with the same random numbers.
"""

from __future__ import annotations

from collections.abc import Callable
from random import Random

from app.core.cards import Card, Suit
from app.games.schnapsen.model import (
    RANKS,
    VALUES,
    WIN_POINTS,
    Claim,
    Close,
    Exchange,
    Marry,
    Move,
    Play,
    State,
    exchange_talon,
    marriage_value,
)
from app.games.schnapsen.rules import game_points, penalty, tricks_won
from app.games.schnapsen.rules import points as ref_points

SUITS = tuple(Suit)
CARDS = 20
"""Cards in the pack, numbered ``suit * 5 + rank``; a move below this plays that card."""
VAL = tuple(VALUES[RANKS[i % 5]] for i in range(CARDS))
SUIT_OF = tuple(i // 5 for i in range(CARDS))
SUIT_MASK = tuple(0b11111 << (5 * s) for s in range(4))
KQ = tuple((1 << (5 * s + 2)) | (1 << (5 * s + 3)) for s in range(4))
KINGS = sum(1 << (5 * s + 2) for s in range(4))
"""The four Kings: ``hand & (hand >> 1) & KINGS`` marks the suits with a marriage."""
JACK = tuple(5 * s + 4 for s in range(4))
HIGHER = tuple(((1 << i) - 1) & SUIT_MASK[i // 5] for i in range(CARDS))
"""Cards of the same suit that beat card ``i`` (lower index = higher rank)."""
FOLLOWER_WINS = tuple(
    tuple(
        tuple(
            (f // 5 == lead // 5 and f < lead) or (f // 5 != lead // 5 and f // 5 == t)
            for f in range(CARDS)
        )
        for lead in range(CARDS)
    )
    for t in range(4)
)
"""``FOLLOWER_WINS[trump][lead][follow]``: the second card takes the trick."""

MARRY, EXCHANGE, CLOSE, CLAIM = CARDS, CARDS + 4, CARDS + 5, CARDS + 6
"""Moves: 0–19 play that card; 20–23 marry suit; then exchange, close, claim."""

_LOW = tuple([b for b in range(10) if m >> b & 1] for m in range(1024))
_HIGH = tuple([b + 10 for b in range(10) if m >> b & 1] for m in range(1024))
_MARRIAGES = {
    pairs: [MARRY + q for q in range(4) if pairs >> (5 * q + 2) & 1]
    for pairs in (sum(1 << (5 * q + 2) for q in range(4) if n >> q & 1) for n in range(16))
}
"""Marriage moves for a ``hand & (hand >> 1) & KINGS`` pattern (bits 2, 7, 12, 17)."""

(
    H0,
    H1,
    TALON,
    UP,
    TRUMP,
    LEADER,
    LEAD,
    P0,
    P1,
    T0,
    T1,
    M0,
    M1,
    CLOSED,
    CL_P,
    CL_T,
    ANN,
    MANUAL,
    STRICT_EX,
    MWC,
) = range(20)


def card_index(card: Card) -> int:
    """The fast number of a card."""
    return SUITS.index(card.suit) * 5 + RANKS.index(card.rank)


def index_card(i: int) -> Card:
    """The card of a fast number."""
    return Card(RANKS[i % 5], SUITS[i // 5])


def mask(cards) -> int:
    """A bitmask of cards."""
    m = 0
    for c in cards:
        m |= 1 << card_index(c)
    return m


def from_state(state: State) -> list:
    """The running deal of a reference state in fast form."""
    o = state.options
    marr = [sum(marriage_value(s, state.trump) for s in state.marriages[p]) for p in (0, 1)]
    cp = [ref_points(state, p) - (marr[p] if tricks_won(state, p) else 0) for p in (0, 1)]
    return [
        mask(state.hands[0]),
        mask(state.hands[1]),
        tuple(card_index(c) for c in state.talon),
        card_index(state.trump_card) if state.trump_card else -1,
        SUITS.index(state.trump),
        state.leader,
        card_index(state.trick[0]) if state.trick else -1,
        cp[0],
        cp[1],
        tricks_won(state, 0),
        tricks_won(state, 1),
        marr[0],
        marr[1],
        -1 if state.closed_by is None else state.closed_by,
        state.closed_at[0] if state.closed_at else 0,
        state.closed_at[1] if state.closed_at else 0,
        -1 if state.announced is None else SUITS.index(state.announced),
        o.manual_claim,
        o.strict_exchange,
        o.marriages_when_closed,
    ]


def to_move(m: int, seat: int) -> Move:
    """The reference engine's move for fast move ``m`` of ``seat``."""
    if m < CARDS:
        return Play(seat, index_card(m))
    if m < EXCHANGE:
        return Marry(seat, SUITS[m - MARRY])
    special: dict[int, Callable[[int], Move]] = {EXCHANGE: Exchange, CLOSE: Close, CLAIM: Claim}
    return special[m](seat)


def to_act(s: list) -> int:
    """The seat to move."""
    return s[LEADER] if s[LEAD] < 0 else 1 - s[LEADER]


def score(s: list, seat: int) -> int:
    """Points: card points plus marriages once a trick is won."""
    return s[P0 + seat] + (s[M0 + seat] if s[T0 + seat] else 0)


def bits(m: int) -> list[int]:
    """The card numbers in a mask, lowest first (a new list)."""
    return _LOW[m & 1023] + _HIGH[m >> 10]


def is_strict(s: list) -> bool:
    """Strict rules (follow, head, trump) once the talon is closed or exhausted."""
    return s[CLOSED] >= 0 or (not s[TALON] and s[UP] < 0)


def legal(s: list) -> list[int]:
    """Legal moves of the seat to act (same set as ``rules.legal_moves``)."""
    lead = s[LEAD]
    closed = s[CLOSED]
    talon = s[TALON]
    strict = closed >= 0 or (not talon and s[UP] < 0)
    if lead >= 0:
        hand = s[H1 - s[LEADER]]
        if strict:
            same = hand & SUIT_MASK[SUIT_OF[lead]]
            if same:
                hand = same & HIGHER[lead] or same
            else:
                hand = hand & SUIT_MASK[s[TRUMP]] or hand
        return _LOW[hand & 1023] + _HIGH[hand >> 10]
    seat = s[LEADER]
    hand = s[seat]
    if s[ANN] >= 0:
        hand &= KQ[s[ANN]]
        moves = _LOW[hand & 1023] + _HIGH[hand >> 10]
        if s[MANUAL]:
            moves.append(CLAIM)
        return moves
    moves = _LOW[hand & 1023] + _HIGH[hand >> 10]
    pairs = hand & (hand >> 1) & KINGS
    if pairs and (not strict or s[MWC]):
        moves += _MARRIAGES[pairs]
    if closed < 0 and talon:
        if s[UP] >= 0 and len(talon) >= exchange_talon(s[STRICT_EX]) and hand >> JACK[s[TRUMP]] & 1:
            moves.append(EXCHANGE)
        moves.append(CLOSE)
    if s[MANUAL] and s[T0] + s[T1]:
        moves.append(CLAIM)
    return moves


def _reached(s: list, seat: int) -> tuple[int, int]:
    opp = 1 - seat
    closer = s[CLOSED]
    if closer < 0:
        return seat, game_points(score(s, opp), s[T0 + opp])
    if closer == seat:
        return seat, game_points(s[CL_P], s[CL_T])
    return 1 - closer, penalty(s[CL_T])


def step(s: list, m: int) -> list | tuple[int, int]:
    """Apply a legal move to a copy of ``s``; a finished deal gives ``(winner, game points)``."""
    s = s.copy()
    result = play(s, m)
    return s if result is None else result


def play(s: list, m: int) -> tuple[int, int] | None:
    """Apply a legal move to ``s`` in place; a finished deal gives ``(winner, game points)``.

    A finished deal leaves ``s`` half-updated, its points, marriages and tricks counted
    (:func:`score` reads them; a tested property): play it no further.
    """
    lead = s[LEAD]
    if m < CARDS and lead >= 0:
        leader = s[LEADER]
        follower = 1 - leader
        s[follower] ^= 1 << m
        winner = follower if FOLLOWER_WINS[s[TRUMP]][lead][m] else leader
        s[P0 + winner] += VAL[lead] + VAL[m]
        s[T0 + winner] += 1
        talon = s[TALON]
        if talon and s[CLOSED] < 0:
            if len(talon) > 1:
                first, second = talon[0], talon[1]
                s[TALON] = talon[2:]
            else:
                first, second = talon[0], s[UP]
                s[TALON] = ()
                s[UP] = -1
            s[winner] |= 1 << first
            s[1 - winner] |= 1 << second
        s[LEADER] = winner
        s[LEAD] = -1
        if not s[MANUAL] and s[P0 + winner] + s[M0 + winner] >= WIN_POINTS:
            return _reached(s, winner)
        if not s[H0] and not s[H1]:
            if s[MANUAL] and s[P0 + winner] + s[M0 + winner] >= WIN_POINTS:
                return _reached(s, winner)
            if s[CLOSED] >= 0:
                return 1 - s[CLOSED], penalty(s[CL_T])
            loser = 1 - winner
            return winner, game_points(score(s, loser), s[T0 + loser])
        return None
    seat = s[LEADER]
    if m < CARDS:
        s[seat] ^= 1 << m
        s[LEAD] = m
        s[ANN] = -1
        return None
    if m < EXCHANGE:
        suit = m - MARRY
        s[M0 + seat] += marriage_value(suit, s[TRUMP])
        s[ANN] = suit
        if not s[MANUAL] and s[T0 + seat] and score(s, seat) >= WIN_POINTS:
            return _reached(s, seat)
        return None
    if m == EXCHANGE:
        jack = JACK[s[TRUMP]]
        s[seat] = (s[seat] ^ (1 << jack)) | (1 << s[UP])
        s[UP] = jack
        return None
    if m == CLOSE:
        opp = 1 - seat
        s[CLOSED] = seat
        s[CL_P] = score(s, opp)
        s[CL_T] = s[T0 + opp]
        return None
    if score(s, seat) >= WIN_POINTS:
        return _reached(s, seat)
    opp = 1 - seat
    return opp, penalty(s[T0 + opp])


def _outcome(seat, closed, cl_p, cl_t, opp_points, opp_tricks) -> tuple[int, int]:
    """:func:`_reached` on unpacked values: ``seat`` has 66."""
    if closed < 0:
        return seat, game_points(opp_points, opp_tricks)
    if closed == seat:
        return seat, game_points(cl_p, cl_t)
    return 1 - closed, penalty(cl_t)


def random_deal(s: list, rng: Random) -> tuple[int, int]:
    """Play uniformly random legal moves to the end of the deal (``s`` is not changed).

    The same moves as ``legal`` + ``step`` with the same random numbers, in one loop
    over local variables (a tested equivalence).
    """
    r = rng.random
    low, high, val = _LOW, _HIGH, VAL
    h = [s[H0], s[H1]]
    talon, up, trump, leader, lead = s[TALON], s[UP], s[TRUMP], s[LEADER], s[LEAD]
    pts, tricks, marr = [s[P0], s[P1]], [s[T0], s[T1]], [s[M0], s[M1]]
    closed, cl_p, cl_t, ann = s[CLOSED], s[CL_P], s[CL_T], s[ANN]
    manual, min_talon, mwc = s[MANUAL], exchange_talon(s[STRICT_EX]), s[MWC]
    trumps, jack, wins = SUIT_MASK[trump], JACK[trump], FOLLOWER_WINS[trump]
    strict = closed >= 0 or (not talon and up < 0)
    while True:
        if lead >= 0:
            follower = 1 - leader
            hand = h[follower]
            if strict:
                same = hand & SUIT_MASK[SUIT_OF[lead]]
                if same:
                    c = same & HIGHER[lead] or same
                else:
                    c = hand & trumps or hand
            else:
                c = hand
            moves = low[c & 1023] + high[c >> 10]
            m = moves[int(r() * len(moves))]
            h[follower] = hand ^ (1 << m)
            winner = follower if wins[lead][m] else leader
            pts[winner] += val[lead] + val[m]
            tricks[winner] += 1
            loser = 1 - winner
            if talon and closed < 0:
                if len(talon) > 1:
                    h[winner] |= 1 << talon[0]
                    h[loser] |= 1 << talon[1]
                    talon = talon[2:]
                else:
                    h[winner] |= 1 << talon[0]
                    h[loser] |= 1 << up
                    talon = ()
                    up = -1
                    strict = True
            leader = winner
            lead = -1
            mine = pts[winner] + marr[winner]
            if not manual and mine >= WIN_POINTS:
                theirs = pts[loser] + (marr[loser] if tricks[loser] else 0)
                return _outcome(winner, closed, cl_p, cl_t, theirs, tricks[loser])
            if not h[0] and not h[1]:
                theirs = pts[loser] + (marr[loser] if tricks[loser] else 0)
                if manual and mine >= WIN_POINTS:
                    return _outcome(winner, closed, cl_p, cl_t, theirs, tricks[loser])
                if closed >= 0:
                    return 1 - closed, penalty(cl_t)
                return winner, game_points(theirs, tricks[loser])
            continue
        seat = leader
        hand = h[seat]
        if ann >= 0:
            c = hand & KQ[ann]
            moves = low[c & 1023] + high[c >> 10]
            if manual:
                moves.append(CLAIM)
            m = moves[int(r() * len(moves))]
        else:
            moves = low[hand & 1023] + high[hand >> 10]
            pairs = hand & (hand >> 1) & KINGS
            if pairs and (not strict or mwc):
                moves += _MARRIAGES[pairs]
            if closed < 0 and talon:
                if up >= 0 and len(talon) >= min_talon and hand >> jack & 1:
                    moves.append(EXCHANGE)
                moves.append(CLOSE)
            if manual and tricks[0] + tricks[1]:
                moves.append(CLAIM)
            m = moves[int(r() * len(moves))]
        if m < CARDS:
            h[seat] = hand ^ (1 << m)
            lead = m
            ann = -1
            continue
        opp = 1 - seat
        if m < EXCHANGE:
            ann = m - MARRY
            marr[seat] += marriage_value(ann, trump)
            if not manual and tricks[seat] and pts[seat] + marr[seat] >= WIN_POINTS:
                theirs = pts[opp] + (marr[opp] if tricks[opp] else 0)
                return _outcome(seat, closed, cl_p, cl_t, theirs, tricks[opp])
        elif m == EXCHANGE:
            h[seat] = (hand ^ (1 << jack)) | (1 << up)
            up = jack
        elif m == CLOSE:
            closed = seat
            cl_p = pts[opp] + (marr[opp] if tricks[opp] else 0)
            cl_t = tricks[opp]
            strict = True
        else:
            if pts[seat] + (marr[seat] if tricks[seat] else 0) >= WIN_POINTS:
                theirs = pts[opp] + (marr[opp] if tricks[opp] else 0)
                return _outcome(seat, closed, cl_p, cl_t, theirs, tricks[opp])
            return opp, penalty(tricks[opp])
