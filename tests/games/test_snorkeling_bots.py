"""Snorkeling computer players: legal, fair (views only), sensible, chunked; and the
benchmark's building blocks."""

from __future__ import annotations

import pytest

from app.ai.budget import Budget, finish
from app.bench.snorkeling import play_game, table
from app.core.rng import choice, make_rng, shuffled
from app.games.snorkeling.bots import (
    LATER,
    LEVELS,
    best_plan,
    recalled,
    regret,
    rest_of_round,
    strong,
    world,
)
from app.games.snorkeling.model import Centre, End, Place, card_from_code, updated
from app.games.snorkeling.notation import from_text
from app.games.snorkeling.plans import Plan, plans
from app.games.snorkeling.rollout import Table
from app.games.snorkeling.rules import apply, fits_centre, legal_moves, new_game, outcome
from app.games.snorkeling.value import Judge
from app.games.snorkeling.view import hidden, redeal_hidden, unseen_pool, view_for

QUICK = Budget(samples=4, chunk=2)


def positions(count: int, seats: int, seed: str = "positions", expert: bool = False):
    """States reached by random play over several games."""
    rng = make_rng(seed, seats)
    out, game = [], 0
    while len(out) < count:
        state = new_game(f"{seed}-{game}", {"expert": expert}, seats)
        game += 1
        while outcome(state) is None and len(out) < count:
            out.append(state)
            state = apply(state, choice(legal_moves(state, state.turn), rng))
    return out


@pytest.mark.parametrize("level", sorted(LEVELS))
@pytest.mark.parametrize(("seats", "expert"), [(2, False), (4, False), (6, False), (3, True)])
def test_every_level_plays_only_legal_moves(level, seats, expert):
    """Across many positions, basic and expert, each level answers with a legal move."""
    for state in positions(40, seats, level, expert):
        move = finish(LEVELS[level](view_for(state, state.turn), make_rng(level), QUICK))
        assert move in legal_moves(state, state.turn)


@pytest.mark.parametrize("level", sorted(LEVELS))
def test_bots_refuse_the_whole_state(level):
    """Handing a bot the state instead of a view is an error."""
    with pytest.raises(TypeError):
        finish(LEVELS[level](new_game(1, {}, 2), make_rng(1), QUICK))


@pytest.mark.parametrize("level", sorted(LEVELS))
def test_decisions_do_not_depend_on_hidden_cards(level):
    """Other hands and the deck dealt anew: the same view, so the same move."""
    for state in positions(30, 4, f"fair-{level}"):
        seat = state.turn
        other = redeal_hidden(state, seat, make_rng("redeal"))
        assert hidden(other, seat) == hidden(state, seat)
        first = finish(LEVELS[level](view_for(state, seat), make_rng("same"), QUICK))
        again = finish(LEVELS[level](view_for(other, seat), make_rng("same"), QUICK))
        assert first == again


def test_worlds_keep_what_the_view_shows():
    """A sampled world has the view's hand, piles and centre, and hand sizes, and uses
    exactly the unseen cards for the rest."""
    state = positions(25, 4, "worlds")[-1]
    view = view_for(state, state.turn)
    w = world(view, make_rng("w"))
    assert view_for(w, state.turn) == view
    rest = sorted([*w.deck, *(c for s, h in enumerate(w.hands) if s != view.seat for c in h)])
    assert rest == unseen_pool(view)


def test_worlds_give_an_opponent_the_card_it_took_back():
    """A card taken back from the pile was seen by everyone: every world puts it in
    that player's hand."""
    state = from_text(hands=["R3 G1 Y4", "G3"], piles=["", "B4"], centre="G2", turn=1)
    state = apply(state, Centre(1, card_from_code("G3")))
    view = view_for(state, 0)
    rng = make_rng("back")
    assert all(card_from_code("B4") in world(view, rng).hands[1] for _ in range(30))


def test_worlds_explain_a_pass_with_cards_that_did_not_fit():
    """After a pass over a yellow 2, the cards the player kept were neither yellow nor
    3s: inferred worlds respect that far more often than cards dealt at random."""
    state = from_text(hands=["R3 G1 Y4", "R0 B1 P4"], centre="Y2", deck="G0 R2", turn=1)
    state = apply(state, End(1))
    view, top = view_for(state, 0), card_from_code("Y2")

    def explained(hand) -> bool:
        return sum(fits_centre(c, top) for c in hand) <= 1  # only the card drawn since

    rng = make_rng("pass")
    inferred = sum(explained(world(view, rng).hands[1]) for _ in range(200)) / 200
    pool = unseen_pool(view)
    dealt = sum(explained(shuffled(pool, rng)[:4]) for _ in range(200)) / 200
    assert inferred >= 0.95 and dealt <= 0.85, (inferred, dealt)


def test_normal_gives_the_beach_when_it_wins_the_game():
    """With 10 points and its Lanternfish still on top, ending the round wins the game."""
    state = from_text(
        hands=["B3 R0 Y4", "G1 G2"], piles=["", "B4 B3 B2 B1"], centre="B2", totals=(10, 0)
    )
    state = apply(state, Centre(0, card_from_code("B3")))
    plan = best_plan(view_for(state, 0), make_rng(0))
    assert plan.places == ((1, card_from_code("R0")),)


def test_normal_keeps_the_beach_when_ending_the_round_loses_the_game():
    """A third player with 8 points still on their Lanternfish would reach 13 and win:
    the round must go on."""
    state = from_text(
        hands=["B3 R0 Y4", "G1", "G2"],
        piles=["", "B4 B3 B2 B1", ""],
        centre="B2",
        totals=(0, 0, 8),
    )
    state = apply(state, Centre(0, card_from_code("B3")))
    plan = best_plan(view_for(state, 0), make_rng(0))
    assert all(c != card_from_code("R0") for _, c in plan.places)


def test_plans_cover_pass_runs_and_placements():
    """From a turn's start: pass, the one-higher card, colour runs (the chosen last card
    on top), and each with or without a fitting placement."""
    view = view_for(from_text(hands=["B0 B4 R3 Y4", "G1"], centre="B2"), 0)
    found = plans(view)
    assert Plan() in found
    b0, b4, r3, y4 = (card_from_code(c) for c in ("B0", "B4", "R3", "Y4"))
    assert Plan((r3,), ()) in found and Plan((r3,), ((1, y4),)) in found
    runs = {p.centre for p in found if len(p.centre) == 2}
    assert runs and all(set(r) == {b0, b4} for r in runs)


def ticking(seconds: int) -> Budget:
    """A budget of ``seconds`` on a clock that ticks one second per reading."""
    ticks = iter(range(1000))
    return Budget(samples=500, seconds=seconds, clock=lambda: next(ticks), chunk=1)


def run_strong(view, budget: Budget, seed: str) -> tuple[int, object]:
    """The strong decision driven to its end: how often it yielded, and its move."""
    decision, yields = strong(view, make_rng(seed), budget), 0
    try:
        while True:
            next(decision)
            yields += 1
    except StopIteration as stop:
        return yields, stop.value


def test_strong_yields_and_stops_at_its_time_budget():
    """The decision hands control back between chunks and ends when the clock says so."""
    state = positions(20, 4, "clock")[-1]
    view = view_for(state, state.turn)
    yields, move = run_strong(view, ticking(3), "s")
    if len(plans(view)) > 1:
        assert 1 <= yields <= 4
    assert move in legal_moves(state, state.turn)


def test_later_decisions_of_a_turn_get_a_share_of_the_budget():
    """The plan is chosen at the turn's start; a decision later in that turn, with
    nothing new known, gets ``LATER`` of the worlds and of the time."""

    def yields(view, budget: Budget) -> int:
        return run_strong(view, budget, "share")[0]

    views = [view_for(s, s.turn) for s in positions(300, 4, "share")]
    views = [v for v in views if len(plans(v)) > 1]
    start = next(v for v in views if not (v.played or v.placed))
    later = next(v for v in views if v.played or v.placed)
    assert yields(start, Budget(samples=20, chunk=1)) == 20
    assert yields(later, Budget(samples=20, chunk=1)) == int(20 * LATER)
    assert yields(start, ticking(20)) == 20
    assert yields(later, ticking(20)) == int(20 * LATER)


def test_a_benchmark_game_ends_with_a_winner_and_times():
    """One easy-against-normal game: who won, and every decision timed."""
    won, times = play_game((1, "easy", "normal", 3))
    assert isinstance(won, bool) and set(times) == {"easy", "normal"}
    assert all(t >= 0 for values in times.values() for t in values)


def test_the_benchmark_table_lists_every_match():
    """The benchmark's Markdown table has a row per level and per match."""
    report = {
        "decision_ms": {"strong": {"median": 50.0, "p95": 90.0}},
        "matches": [
            {
                "seats": 4,
                "a": "strong",
                "b": "normal",
                "games": 300,
                "fair_share": 0.25,
                "a_win_rate": 0.41,
                "ci95": [0.36, 0.47],
            },
        ],
    }
    text = table(report)
    assert "| strong | 50.0 | 90.0 |" in text
    assert "| 4 | strong vs normal | 300 | 25% | 41.0% | 36.0%–47.0% |" in text


def test_end_moves_close_every_plan():
    """A plan ends the turn itself; placing and the centre come first."""
    plan = Plan((1,), ((1, 2),))
    assert plan.moves(0) == [Centre(0, 1), Place(0, 1, 2), End(0)]
    assert Plan().first(2) == End(2)


@pytest.mark.parametrize("seats", [2, 4, 6])
def test_fast_playouts_play_exactly_as_the_rules_and_the_normal_level(seats):
    """The strong level's fast playout of the basic game ends every round as playing
    ``best_plan`` through the rules does: the same value, the same random numbers
    used. Every other position has its deck played down to two cards, to reshuffle."""
    reshuffled = 0
    starts = [s for s in positions(400, seats, "rollout") if not (s.played or s.placed)]
    for i, state in enumerate(starts[::3]):
        if i % 2:
            state = updated(state, deck=state.deck[:2], centre=(*state.deck[2:], *state.centre))
        me = i % seats
        fast, slow = make_rng("playout", i), make_rng("playout", i)
        table = Table(state)
        assert table.finish(me, fast) == rest_of_round(state, me, slow)
        assert fast.random() == slow.random()
        reshuffled += table.shuffles > state.shuffles
    assert reshuffled


def test_the_regret_of_a_basic_turn_matches_every_plan_valued_by_the_judge():
    """How far an opponent's remembered turn fell short of its best plan, worked out on
    lists, equals the same worked out from ``plans`` and ``Judge.plan`` at that moment."""
    checked = 0
    for i, state in enumerate(positions(300, 4, "regret")):
        view = view_for(state, state.turn)
        for seat, recall in enumerate(view.recall):
            if seat == view.seat or recall is None or not recall.kept:
                continue
            kept = list(shuffled(unseen_pool(view), make_rng("kept", i))[: recall.kept])
            then = recalled(view, seat, kept)
            judge = Judge.of(then)
            best = max(judge.plan(p) for p in plans(then))
            want = best - judge.plan(Plan(recall.centre, recall.places))
            assert regret(view, seat, kept) == want
            checked += 1
    assert checked > 50
