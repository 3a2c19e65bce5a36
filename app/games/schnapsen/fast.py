"""A fast bitmask form of one Schnapsen deal, for search and simulation.

Cards are numbered ``suit * 5 + rank`` (suits H D S C as in :class:`Suit`, ranks
A T K Q J), hands are bitmasks, and a state is a flat list. ``step`` applies a move
to a copy; a finished deal returns ``(winner, game_points)``. The reference engine in
``rules.py`` stays the authority: a differential test plays thousands of deals through
both and compares every legal-move set and every result.
"""

from __future__ import annotations

from random import Random

from app.core.cards import Card, Suit
from app.games.schnapsen.model import RANKS, VALUES, WIN_POINTS, State
from app.games.schnapsen.rules import points as ref_points
from app.games.schnapsen.rules import tricks_won

SUITS = tuple(Suit)
VAL = tuple(VALUES[RANKS[i % 5]] for i in range(20))
SUIT_OF = tuple(i // 5 for i in range(20))
SUIT_MASK = tuple(0b11111 << (5 * s) for s in range(4))
KQ = tuple((1 << (5 * s + 2)) | (1 << (5 * s + 3)) for s in range(4))
JACK = tuple(5 * s + 4 for s in range(4))
HIGHER = tuple(((1 << i) - 1) & SUIT_MASK[i // 5] for i in range(20))
"""Cards of the same suit that beat card ``i`` (lower index = higher rank)."""

MARRY, EXCHANGE, CLOSE, CLAIM = 20, 24, 25, 26
"""Moves: 0–19 play that card; 20–23 marry suit; then exchange, close, claim."""

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
    marr = [sum(40 if s == state.trump else 20 for s in state.marriages[p]) for p in (0, 1)]
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


def move_code(m: int) -> str:
    """The reference engine's code for a fast move."""
    if m < 20:
        return f"play:{index_card(m).code}"
    if m < 24:
        return f"marry:{SUITS[m - 20].value}"
    return {EXCHANGE: "exchange", CLOSE: "close", CLAIM: "claim"}[m]


def to_act(s: list) -> int:
    """The seat to move."""
    return s[LEADER] if s[LEAD] < 0 else 1 - s[LEADER]


def score(s: list, seat: int) -> int:
    """Points: card points plus marriages once a trick is won."""
    return s[P0 + seat] + (s[M0 + seat] if s[T0 + seat] else 0)


def _bits(m: int) -> list[int]:
    out = []
    while m:
        low = m & -m
        out.append(low.bit_length() - 1)
        m ^= low
    return out


def legal(s: list) -> list[int]:
    """Legal moves of the seat to act (same set as ``rules.legal_moves``)."""
    lead = s[LEAD]
    strict = s[CLOSED] >= 0 or (not s[TALON] and s[UP] < 0)
    if lead >= 0:
        hand = s[H1 - s[LEADER]]
        if not strict:
            return _bits(hand)
        same = hand & SUIT_MASK[SUIT_OF[lead]]
        if same:
            return _bits(same & HIGHER[lead] or same)
        return _bits(hand & SUIT_MASK[s[TRUMP]] or hand)
    seat = s[LEADER]
    hand = s[seat]
    manual = s[MANUAL]
    if s[ANN] >= 0:
        moves = _bits(hand & KQ[s[ANN]])
        if manual:
            moves.append(CLAIM)
        return moves
    moves = _bits(hand)
    if not strict or s[MWC]:
        moves += [MARRY + q for q in range(4) if hand & KQ[q] == KQ[q]]
    if s[CLOSED] < 0:
        talon = len(s[TALON])
        if s[UP] >= 0 and talon >= (2 if s[STRICT_EX] else 1) and hand >> JACK[s[TRUMP]] & 1:
            moves.append(EXCHANGE)
        if talon:
            moves.append(CLOSE)
    if manual and s[T0] + s[T1]:
        moves.append(CLAIM)
    return moves


def _points(loser_points: int, loser_tricks: int) -> int:
    if loser_tricks == 0:
        return 3
    return 2 if loser_points < 33 else 1


def _reached(s: list, seat: int) -> tuple[int, int]:
    opp = 1 - seat
    closer = s[CLOSED]
    if closer < 0:
        return seat, _points(score(s, opp), s[T0 + opp])
    if closer == seat:
        return seat, _points(s[CL_P], s[CL_T])
    return 1 - closer, 3 if s[CL_T] == 0 else 2


def step(s: list, m: int) -> list | tuple[int, int]:
    """Apply a legal move to a copy of ``s``; a finished deal gives ``(winner, game points)``."""
    s = s.copy()
    lead = s[LEAD]
    if m < 20 and lead >= 0:
        leader = s[LEADER]
        follower = 1 - leader
        s[follower] &= ~(1 << m)
        if SUIT_OF[m] == SUIT_OF[lead]:
            winner = follower if m < lead else leader
        else:
            winner = follower if SUIT_OF[m] == s[TRUMP] else leader
        s[P0 + winner] += VAL[lead] + VAL[m]
        s[T0 + winner] += 1
        talon = s[TALON]
        if s[CLOSED] < 0 and talon:
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
        if not s[MANUAL] and score(s, winner) >= WIN_POINTS:
            return _reached(s, winner)
        if not s[H0] and not s[H1]:
            if s[MANUAL] and score(s, winner) >= WIN_POINTS:
                return _reached(s, winner)
            if s[CLOSED] >= 0:
                return 1 - s[CLOSED], 3 if s[CL_T] == 0 else 2
            loser = 1 - winner
            return winner, _points(score(s, loser), s[T0 + loser])
        return s
    seat = s[LEADER]
    if m < 20:
        s[seat] &= ~(1 << m)
        s[LEAD] = m
        s[ANN] = -1
        return s
    if m < 24:
        suit = m - MARRY
        s[M0 + seat] += 40 if suit == s[TRUMP] else 20
        s[ANN] = suit
        if not s[MANUAL] and s[T0 + seat] and score(s, seat) >= WIN_POINTS:
            return _reached(s, seat)
        return s
    if m == EXCHANGE:
        jack = JACK[s[TRUMP]]
        s[seat] = (s[seat] & ~(1 << jack)) | (1 << s[UP])
        s[UP] = jack
        return s
    if m == CLOSE:
        opp = 1 - seat
        s[CLOSED] = seat
        s[CL_P] = score(s, opp)
        s[CL_T] = s[T0 + opp]
        return s
    if score(s, seat) >= WIN_POINTS:
        return _reached(s, seat)
    opp = 1 - seat
    return opp, 3 if s[T0 + opp] == 0 else 2


def random_deal(s: list, rng: Random) -> tuple[int, int]:
    """Play uniformly random legal moves to the end of the deal."""
    r = rng.random
    while True:
        moves = legal(s)
        s = step(s, moves[int(r() * len(moves))])
        if isinstance(s, tuple):
            return s
