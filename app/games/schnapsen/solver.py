"""Exact play of a Schnapsen deal with every card known (e.g. once the talon is used up).

Alpha-beta minimax over the fast form, scored in game points from one seat's side:
+3 … +1 for a won deal, −1 … −3 for a lost one.
"""

from __future__ import annotations

from app.games.schnapsen.fast import VAL, legal, step, to_act

_INF = 99


def _ordered(moves: list[int]) -> list[int]:
    """High cards first: they cut the tree soonest; specials (marriages …) before cards."""
    return sorted(moves, key=lambda m: (m < 20, -VAL[m] if m < 20 else 0))


def solve(s: list, me: int, table: dict | None = None) -> int:
    """The game-point value of position ``s`` for seat ``me`` under perfect play."""
    return _search(s, me, -_INF, _INF, {} if table is None else table)


def best_move(s: list, me: int) -> tuple[int, int]:
    """The best move for the seat to act (who must be ``me``) and its value."""
    table: dict = {}
    best, best_value = -1, -_INF
    for m in _ordered(legal(s)):
        nxt = step(s, m)
        v = _value(nxt, me) if isinstance(nxt, tuple) else _search(nxt, me, best_value, _INF, table)
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
        v = _value(nxt, me) if isinstance(nxt, tuple) else _search(nxt, me, alpha, beta, table)
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
