"""Exact play of a Schnapsen deal with every card known (e.g. once the talon is used up).

Alpha-beta minimax over the fast form, scored in game points from one seat's side:
+3 … +1 for a won deal, −1 … −3 for a lost one. Positions where no card can be drawn
any more (talon closed or exhausted) — the common case — go to a dedicated search over
plain integers; positions with cards still to draw, and manual-claim deals, use the
general search over ``fast.legal`` / ``fast.step``. Both are tested against brute force.
"""

from __future__ import annotations

from app.games.schnapsen import fast
from app.games.schnapsen.fast import (
    CARDS,
    CL_P,
    CL_T,
    CLOSED,
    FOLLOWER_WINS,
    HIGHER,
    KQ,
    LEAD,
    LEADER,
    M0,
    M1,
    MANUAL,
    MARRY,
    MWC,
    P0,
    P1,
    SUIT_MASK,
    SUIT_OF,
    T0,
    T1,
    TALON,
    TRUMP,
    UP,
    VAL,
    WIN_POINTS,
    legal,
    step,
    to_act,
)
from app.games.schnapsen.model import marriage_value
from app.games.schnapsen.rules import game_points, penalty

_INF = 99
_BY_VALUE = sorted(range(CARDS), key=lambda c: (-VAL[c], c))
"""Cards from the most valuable down: good moves first cut the tree soonest."""
_ORDER = tuple(tuple(c for c in _BY_VALUE if m >> c & 1) for m in range(1 << 10))
_ORDER_HIGH = tuple(
    tuple(c + 10 for c in _BY_VALUE if c < 10 and m >> c & 1) for m in range(1 << 10)
)


def _cards(hand: int) -> list[int]:
    """The cards of a hand, most valuable first."""
    return sorted(_ORDER[hand & 1023] + _ORDER_HIGH[hand >> 10], key=VAL.__getitem__, reverse=True)


def _ordered(moves: list[int]) -> list[int]:
    """High cards first: they cut the tree soonest; specials (marriages …) before cards."""
    return sorted(moves, key=lambda m: (m < CARDS, -VAL[m] if m < CARDS else 0))


def no_draw(s: list) -> bool:
    """True once no card can be drawn any more: the talon is closed or exhausted."""
    return s[CLOSED] >= 0 or (not s[TALON] and s[UP] < 0)


def solve(s: list, me: int, table: dict | None = None) -> int:
    """The game-point value of position ``s`` for seat ``me`` under perfect play.

    ``table`` may be shared between calls on positions of the same deal and seat ``me``.
    """
    table = {} if table is None else table
    if no_draw(s) and not s[MANUAL]:
        return _NoDraw(s, me, table).search(
            s[0], s[1], s[LEADER], s[LEAD], s[fast.ANN], s[P0], s[P1], s[T0], s[T1], s[M0], s[M1],
            -_INF, _INF,
        )  # fmt: skip
    return _search(s, me, -_INF, _INF, table)


def best_move(s: list, me: int) -> tuple[int, int]:
    """The best move for the seat to act (who must be ``me``) and its value."""
    table: dict = {}
    best, best_value = -1, -_INF
    for m in _ordered(legal(s)):
        nxt = step(s, m)
        if isinstance(nxt, tuple):
            v = _value(nxt, me)
        elif no_draw(nxt) and not nxt[MANUAL]:
            v = _NoDraw(nxt, me, table).search(
                nxt[0], nxt[1], nxt[LEADER], nxt[LEAD], nxt[fast.ANN], nxt[P0], nxt[P1],
                nxt[T0], nxt[T1], nxt[M0], nxt[M1], best_value, _INF,
            )  # fmt: skip
        else:
            v = _search(nxt, me, best_value, _INF, table)
        if v > best_value:
            best, best_value = m, v
    return best, best_value


def _value(result: tuple[int, int], me: int) -> int:
    winner, points = result
    return points if winner == me else -points


def _search(s: list, me: int, alpha: int, beta: int, table: dict) -> int:
    key = tuple(s)
    hit = table.get(key)
    if hit is not None:
        value, flag = hit
        if flag == 0 or (flag > 0 and value >= beta) or (flag < 0 and value <= alpha):
            return value
    start_alpha, start_beta = alpha, beta
    maximizing = to_act(s) == me
    best = -_INF if maximizing else _INF
    for m in _ordered(legal(s)):
        nxt = step(s, m)
        if isinstance(nxt, tuple):
            v = _value(nxt, me)
        elif no_draw(nxt) and not nxt[MANUAL]:
            v = _NoDraw(nxt, me, table).search(
                nxt[0], nxt[1], nxt[LEADER], nxt[LEAD], nxt[fast.ANN], nxt[P0], nxt[P1],
                nxt[T0], nxt[T1], nxt[M0], nxt[M1], alpha, beta,
            )  # fmt: skip
        else:
            v = _search(nxt, me, alpha, beta, table)
        if maximizing:
            if v > best:
                best = v
            if best > alpha:
                alpha = best
        else:
            if v < best:
                best = v
            if best < beta:
                beta = best
        if alpha >= beta:
            break
    if best <= start_alpha:
        table[key] = (best, -1)
    elif best >= start_beta:
        table[key] = (best, 1)
    else:
        table[key] = (best, 0)
    return best


class _NoDraw:
    """Alpha-beta over plain integers for a deal in which no card can be drawn (auto 66).

    Hands, points, tricks and marriage points are passed as arguments; the table is
    keyed by all of them plus the closing facts, so it may be shared across positions.
    """

    __slots__ = ("me", "table", "trump", "closed", "cl_p", "cl_t", "mwc", "tag", "wins")

    def __init__(self, s: list, me: int, table: dict) -> None:
        self.me, self.table = me, table
        self.trump, self.closed, self.cl_p, self.cl_t = s[TRUMP], s[CLOSED], s[CL_P], s[CL_T]
        self.mwc = s[MWC]
        self.tag = (me, s[CLOSED], s[CL_P], s[CL_T] == 0)
        self.wins = FOLLOWER_WINS[s[TRUMP]]

    def reached(self, seat: int, opp_points: int, opp_tricks: int) -> int:
        """The value for ``me`` once ``seat`` has 66."""
        closed = self.closed
        if closed < 0:
            winner, gp = seat, game_points(opp_points, opp_tricks)
        elif closed == seat:
            winner, gp = seat, game_points(self.cl_p, self.cl_t)
        else:
            winner, gp = 1 - closed, penalty(self.cl_t)
        return gp if winner == self.me else -gp

    def search(self, h0, h1, leader, lead, ann, p0, p1, t0, t1, m0, m1, alpha, beta) -> int:
        if lead >= 0:
            return self.follow(h0, h1, leader, lead, p0, p1, t0, t1, m0, m1, alpha, beta)
        key = (h0, h1, leader, ann, p0, p1, t0 > 0, t1 > 0, m0, m1, self.tag)
        table = self.table
        hit = table.get(key)
        if hit is not None:
            value, flag = hit
            if flag == 0 or (flag > 0 and value >= beta) or (flag < 0 and value <= alpha):
                return value
        start_alpha, start_beta = alpha, beta
        maximizing = leader == self.me
        best = -_INF if maximizing else _INF
        hand = h1 if leader else h0
        moves: list[int] = []
        if ann >= 0:
            moves = _cards(hand & KQ[ann])
        else:
            if self.mwc:
                pairs = hand & (hand >> 1) & fast.KINGS
                if pairs:
                    moves = list(fast._MARRIAGES[pairs])
            moves += _cards(hand)
        for m in moves:
            if m < CARDS:
                if leader:
                    v = self.follow(h0, h1 ^ (1 << m), 1, m, p0, p1, t0, t1, m0, m1, alpha, beta)
                else:
                    v = self.follow(h0 ^ (1 << m), h1, 0, m, p0, p1, t0, t1, m0, m1, alpha, beta)
            else:
                q = m - MARRY
                bonus = marriage_value(q, self.trump)
                if leader:
                    if t1 and p1 + m1 + bonus >= WIN_POINTS:
                        v = self.reached(1, p0 + (m0 if t0 else 0), t0)
                    else:
                        v = self.search(
                            h0, h1, 1, -1, q, p0, p1, t0, t1, m0, m1 + bonus, alpha, beta
                        )
                elif t0 and p0 + m0 + bonus >= WIN_POINTS:
                    v = self.reached(0, p1 + (m1 if t1 else 0), t1)
                else:
                    v = self.search(h0, h1, 0, -1, q, p0, p1, t0, t1, m0 + bonus, m1, alpha, beta)
            if maximizing:
                if v > best:
                    best = v
                    if best > alpha:
                        alpha = best
            elif v < best:
                best = v
                if best < beta:
                    beta = best
            if alpha >= beta:
                break
        if best <= start_alpha:
            table[key] = (best, -1)
        elif best >= start_beta:
            table[key] = (best, 1)
        else:
            table[key] = (best, 0)
        return best

    def follow(self, h0, h1, leader, lead, p0, p1, t0, t1, m0, m1, alpha, beta) -> int:
        hand = h0 if leader else h1
        same = hand & SUIT_MASK[SUIT_OF[lead]]
        if same:
            legal_cards = same & HIGHER[lead] or same
        else:
            legal_cards = hand & SUIT_MASK[self.trump] or hand
        maximizing = leader != self.me
        best = -_INF if maximizing else _INF
        wins = self.wins[lead]
        base = VAL[lead]
        last = not (h1 if leader else h0)
        for m in _cards(legal_cards):
            gain = base + VAL[m]
            winner = (1 - leader) if wins[m] else leader
            if winner:
                q0, q1, u0, u1 = p0, p1 + gain, t0, t1 + 1
                mine, theirs, their_tricks = q1 + m1, q0 + (m0 if t0 else 0), t0
            else:
                q0, q1, u0, u1 = p0 + gain, p1, t0 + 1, t1
                mine, theirs, their_tricks = q0 + m0, q1 + (m1 if t1 else 0), t1
            if mine >= WIN_POINTS:
                v = self.reached(winner, theirs, their_tricks)
            elif last:
                if self.closed >= 0:
                    gp = penalty(self.cl_t)
                    v = gp if 1 - self.closed == self.me else -gp
                else:
                    gp = game_points(theirs, their_tricks)
                    v = gp if winner == self.me else -gp
            elif leader:
                v = self.search(
                    h0 ^ (1 << m), h1, winner, -1, -1, q0, q1, u0, u1, m0, m1, alpha, beta
                )
            else:
                v = self.search(
                    h0, h1 ^ (1 << m), winner, -1, -1, q0, q1, u0, u1, m0, m1, alpha, beta
                )
            if maximizing:
                if v > best:
                    best = v
                    if best > alpha:
                        alpha = best
            elif v < best:
                best = v
                if best < beta:
                    beta = best
            if alpha >= beta:
                break
        return best
