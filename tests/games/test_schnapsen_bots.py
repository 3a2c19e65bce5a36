"""Schnapsen computer players: legal, fair (views only), exact in the endgame, chunked."""

from __future__ import annotations

import asyncio
from collections import Counter
from random import Random

import pytest

from app.ai.budget import Budget, finish, finish_async
from app.ai.pimc import pimc_worlds
from app.core.rng import choice, make_rng
from app.games.schnapsen import fast
from app.games.schnapsen.bots import (
    LEVELS,
    Worlds,
    candidates,
    determinize,
    easy,
    normal,
    strong,
    unseen,
    voids,
)
from app.games.schnapsen.model import Close
from app.games.schnapsen.rules import DECK, apply, legal_moves, new_game, outcome, to_act
from app.games.schnapsen.solver import best_move, solve
from app.games.schnapsen.view import redeal_hidden, view_for

QUICK = Budget(samples=6, chunk=2)


def positions(count: int, seed: str = "positions"):
    """States reached by random play over several games."""
    rng = make_rng(seed)
    out = []
    game = 0
    while len(out) < count:
        state = new_game(f"{seed}-{game}", {}, 2)
        game += 1
        while not outcome(state) and len(out) < count:
            out.append(state)
            state = apply(state, choice(legal_moves(state, to_act(state)[0]), rng))
    return out


@pytest.mark.parametrize("level", sorted(LEVELS))
def test_every_level_plays_only_legal_moves(level):
    """Across many positions each level answers with a legal move."""
    for state in positions(150, level):
        seat = to_act(state)[0]
        move = finish(LEVELS[level](view_for(state, seat), make_rng(level), QUICK))
        assert move in legal_moves(state, seat)


@pytest.mark.parametrize("level", sorted(LEVELS))
def test_bots_refuse_the_whole_state(level):
    """Handing a bot the state instead of a view is an error."""
    state = new_game(1, {}, 2)
    with pytest.raises(TypeError):
        finish(LEVELS[level](state, make_rng(1), QUICK))


@pytest.mark.parametrize("level", sorted(LEVELS))
def test_decisions_do_not_depend_on_hidden_cards(level):
    """Two tables that differ only in cards hidden from the bot get the same move."""
    for i, state in enumerate(positions(60, f"fair-{level}")):
        seat = to_act(state)[0]
        other = redeal_hidden(state, seat, Random(i))
        first = finish(LEVELS[level](view_for(state, seat), make_rng("f", i), QUICK))
        second = finish(LEVELS[level](view_for(other, seat), make_rng("f", i), QUICK))
        assert first == second


def test_worlds_are_consistent_with_the_view():
    """A sampled world keeps the bot's hand, the shown cards and every count."""
    for i, state in enumerate(positions(200, "worlds")):
        seat = to_act(state)[0]
        view = view_for(state, seat)
        world = determinize(view, Random(i))
        opp = 1 - seat
        assert world[seat] == fast.mask(view.hand)
        assert world[opp] & fast.mask(view.opponent_known) == fast.mask(view.opponent_known)
        assert bin(world[opp]).count("1") == len(state.hands[opp])
        assert len(world[fast.TALON]) == len(state.talon)
        placed = Counter(fast.bits(world[opp])) + Counter(world[fast.TALON])
        assert set(placed) <= {fast.card_index(c) for c in unseen(view)} | {
            fast.card_index(c) for c in view.opponent_known
        }
        assert max(placed.values(), default=1) == 1


def brute(s: list, me: int) -> int:
    """Plain minimax with no pruning and no table: the yardstick for the solver."""
    values = []
    for m in fast.legal(s):
        nxt = fast.step(s, m)
        if isinstance(nxt, tuple):
            winner, points = nxt
            values.append(points if winner == me else -points)
        else:
            values.append(brute(nxt, me))
    return max(values) if fast.to_act(s) == me else min(values)


def endgames(count: int, options=None):
    """Positions after the talon is exhausted (all cards known), from random play."""
    rng = make_rng("endgames")
    out, game = [], 0
    while len(out) < count:
        state = new_game(f"end-{game}", options or {}, 2)
        game += 1
        while not state.results and (state.talon or state.trump_card or state.trick):
            moves = [m for m in legal_moves(state, to_act(state)[0]) if not isinstance(m, Close)]
            state = apply(state, choice(moves, rng))
        if not state.results:
            out.append(state)
    return out


@pytest.mark.parametrize("options", [{}, {"manual_claim": True}], ids=["auto", "manual"])
def test_solver_matches_brute_force_on_random_endgames(options):
    """Alpha-beta with a table gives exactly the minimax value, from both seats."""
    for state in endgames(120, options):
        s = fast.from_state(state)
        for me in (0, 1):
            assert solve(s, me) == brute(s, me)


def test_strong_plays_perfectly_once_the_talon_is_exhausted():
    """In a fully known endgame the strong bot's move keeps the minimax value."""
    for state in endgames(80):
        seat = to_act(state)[0]
        move = finish(strong(view_for(state, seat), make_rng(1), QUICK))
        s = fast.from_state(state)
        _, value = best_move(s, seat)
        after = fast.step(s, next(m for m in fast.legal(s) if fast.to_move(m, seat) == move))
        got = (
            (after[1] if after[0] == seat else -after[1])
            if isinstance(after, tuple)
            else solve(after, seat)
        )
        assert got == value


def test_easy_never_closes():
    """The easy level leaves the talon open even when it may close."""
    closable = [
        s for s in positions(300, "close") if Close(to_act(s)[0]) in legal_moves(s, to_act(s)[0])
    ]
    assert len(closable) > 50
    for state in closable:
        seat = to_act(state)[0]
        assert finish(easy(view_for(state, seat), make_rng(2), QUICK)) != Close(seat)


def test_a_decision_yields_between_chunks_and_stops_at_its_time_budget():
    """PIMC hands control back every chunk and stops once the clock says time is up."""
    state = new_game(3, {}, 2)
    view = view_for(state, to_act(state)[0])
    ticks = iter(range(1000))
    budget = Budget(samples=500, seconds=5, clock=lambda: next(ticks) * 1.0, chunk=2)
    decision = normal(view, make_rng(1), budget)
    yields = 0
    while True:
        try:
            next(decision)
            yields += 1
        except StopIteration as stop:
            move = stop.value
            break
    assert 1 <= yields <= 10
    assert move in legal_moves(state, to_act(state)[0])


def test_finish_async_gives_the_event_loop_turns():
    """Other tasks run while a decision is being computed."""
    state = new_game(4, {}, 2)
    view = view_for(state, to_act(state)[0])
    other: list[int] = []

    async def ticker():
        for i in range(3):
            other.append(i)
            await asyncio.sleep(0)

    async def both():
        task = asyncio.create_task(ticker())
        move = await finish_async(normal(view, make_rng(1), Budget(samples=12, chunk=2)))
        await task
        return move

    move = asyncio.run(both())
    assert other == [0, 1, 2] and move in legal_moves(state, to_act(state)[0])


def test_unseen_cards_shrink_as_the_deal_goes_on():
    """At the start 9 talon cards + 5 opponent cards are unseen; later fewer."""
    state = new_game(5, {}, 2)
    view = view_for(state, 0)
    assert len(unseen(view)) == 14 - len(view.opponent_known)
    assert set(unseen(view)) <= set(DECK)


def closed_positions(count: int):
    """Positions after one player closed the talon, from random play."""
    rng = make_rng("closed")
    out, game = [], 0
    while len(out) < count:
        state = new_game(f"closed-{game}", {}, 2)
        game += 1
        close_at = 1 + game % 4
        while not state.results:
            seat = to_act(state)[0]
            moves = legal_moves(state, seat)
            if Close(seat) in moves and len(state.history) >= close_at:
                state = apply(state, Close(seat))
            else:
                state = apply(state, choice(moves, rng))
            if state.closed_by is not None and not state.results:
                out.append(state)
    return out


def test_inferred_voids_never_bar_a_card_the_opponent_holds():
    """After closing, a failure to follow, trump or head shows cards the opponent lacks."""
    barred_any = 0
    for state in closed_positions(400):
        seat = to_act(state)[0]
        view = view_for(state, seat)
        barred = voids(view)
        assert barred & fast.mask(state.hands[1 - seat]) == 0
        barred_any += barred != 0
    assert barred_any > 100


def test_every_world_is_listed_once_when_the_talon_order_cannot_matter():
    """Closed talon: the listed worlds are distinct, consistent, and include the real one."""
    for i, state in enumerate(closed_positions(80)):
        seat = to_act(state)[0]
        worlds = Worlds(view_for(state, seat))
        listed = worlds.every()
        assert len(listed) == worlds.count()
        hands = [w[1 - seat] for w in listed]
        assert len(set(hands)) == len(hands)
        assert fast.mask(state.hands[1 - seat]) in hands
        sampled = worlds.sample(Random(i))
        assert sampled[1 - seat] in hands
        talon = sampled[fast.TALON]
        assert len(talon) == len(state.talon)
        assert sum(1 << c for c in talon) & sampled[1 - seat] == 0


def test_the_bots_consider_exactly_the_legal_moves():
    """The candidate moves built from a view are the engine's legal moves (close included)."""
    kinds = Counter()
    for state in positions(400, "candidates"):
        seat = to_act(state)[0]
        moves = {fast.to_move(m, seat) for m in candidates(view_for(state, seat))}
        assert moves == set(legal_moves(state, seat))
        kinds.update(type(m).__name__ for m in moves)
    assert kinds["Close"] > 50 and kinds["Exchange"] > 5


def test_pimc_commits_to_one_later_choice_for_all_worlds():
    """A move whose value is a list of later choices counts with its best single choice.

    "wait" could pick the right door in each world (mean 1.0 if fused), but a player who
    does not know the world must choose one door: 0.5. "sure" (0.6) is then better.
    """
    worlds = iter([0, 1] * 10)

    def values(world, moves, rng):
        doors = [1.0, 0.0] if world == 0 else [0.0, 1.0]
        return [doors, 0.6]

    budget = Budget(samples=20, chunk=4)
    assert (
        finish(pimc_worlds(["wait", "sure"], lambda r: next(worlds), values, budget, Random(1)))
        == "sure"
    )


def test_pimc_stops_early_when_the_choice_is_clear():
    """With ``clear_after`` an obvious best move ends the search long before the budget."""
    seen = []

    def sample(rng):
        seen.append(1)
        return rng.random()

    def values(world, moves, rng):
        return [1.0 + world, world, world - 0.5]

    budget = Budget(samples=1000, chunk=4)
    move = finish(pimc_worlds("abc", sample, values, budget, Random(2), clear_after=16))
    assert move == "a" and len(seen) <= 16
    seen.clear()
    finish(pimc_worlds("abc", sample, values, budget, Random(2)))
    assert len(seen) == 1000


def test_solver_matches_brute_force_after_closing():
    """The no-draw search scores closed talons (closer made 66, or failed) exactly."""
    closers = Counter()
    for state in closed_positions(300):
        s = fast.from_state(state)
        for me in (0, 1):
            assert solve(s, me) == brute(s, me)
        closers[state.closed_by == to_act(state)[0]] += 1
    assert min(closers.values()) > 50
