"""Schnitzel computer players: legal, fair (views only), sensible, chunked; and the
benchmark's building blocks."""

from __future__ import annotations

import pytest

from app.ai.budget import Budget, finish
from app.bench.schnitzel import actor, play_game
from app.core.rng import choice, make_rng
from app.games.schnitzel import GAME
from app.games.schnitzel.bots import LEVELS, REACTION, seen, strong, unseen_pool, world
from app.games.schnitzel.model import (
    ABILITY,
    END,
    HOLD,
    LOOK,
    OVER,
    TURN,
    WINDOW,
    Call,
    Event,
    Match,
    Pass,
    Take,
    updated,
)
from app.games.schnitzel.notation import from_text
from app.games.schnitzel.rules import apply, legal_moves, new_game, outcome, to_act
from app.games.schnitzel.table import Table, choose
from app.games.schnitzel.view import hidden, redeal_hidden, view_for

QUICK = Budget(samples=4, chunk=2)
SURE = Budget(samples=64, chunk=8)
"""Enough worlds for the strong level to see a clear choice."""
PHASES = {LOOK, TURN, HOLD, ABILITY, WINDOW, END}


def positions(count: int, seats: int, seed: str, options: dict | None = None) -> list:
    """States reached by random play over several games: wrong claims and Nopes
    included, though a seat that may pass mostly does (so that windows close)."""
    rng = make_rng(seed, seats)
    out, game = [], 0
    while len(out) < count:
        state = new_game(f"{seed}-{game}", options or {}, seats)
        game += 1
        while outcome(state) is None and len(out) < count:
            out.append(state)
            seat = choice(to_act(state), rng)
            moves = legal_moves(state, seat)
            passes = [m for m in moves if isinstance(m, Pass)]
            state = apply(state, choice(passes if passes and rng.random() < 0.7 else moves, rng))
    return out


def decide(level: str, state, seat: int, seed: str = "decide", budget: Budget = QUICK):
    return finish(LEVELS[level](view_for(state, seat), make_rng(seed), budget))


@pytest.mark.parametrize("level", sorted(LEVELS))
@pytest.mark.parametrize(
    ("seats", "options"),
    [(2, {}), (3, {"window": 0}), (4, {}), (5, {"children": True}), (6, {})],
)
def test_every_level_plays_only_legal_moves(level, seats, options):
    """In every phase, for every seat that may act, each level answers legally."""
    phases = set()
    found = positions(160, seats, f"legal-{level}", options)
    for state in [s for i, s in enumerate(found) if i % 3 == 0 or s.phase in (END, ABILITY)]:
        phases.add(state.phase)
        for seat in to_act(state):
            assert decide(level, state, seat) in legal_moves(state, seat)
    assert phases >= PHASES - ({WINDOW} if options.get("window") == 0 else set()) - {ABILITY}


def test_abilities_are_answered_legally():
    """Positions where a Peek or Swap is to be used (rare in random play, so sought)."""
    found = [s for s in positions(1500, 3, "ability") if s.phase == ABILITY][:12]
    assert found
    for state in found:
        for seat in to_act(state):
            for level in LEVELS:
                assert decide(level, state, seat) in legal_moves(state, seat)


@pytest.mark.parametrize("level", sorted(LEVELS))
def test_bots_refuse_the_whole_state(level):
    """Handing a bot the state instead of a view is an error."""
    with pytest.raises(TypeError):
        finish(LEVELS[level](new_game(1, {}, 2), make_rng(1), QUICK))


@pytest.mark.parametrize("level", sorted(LEVELS))
def test_decisions_do_not_depend_on_hidden_cards(level):
    """The cards a seat cannot see dealt anew: the same view, so the same move."""
    for state in positions(40, 4, f"fair-{level}"):
        for seat in to_act(state):
            other = redeal_hidden(state, seat, make_rng("redeal"))
            assert hidden(other, seat) == hidden(state, seat)
            assert view_for(other, seat) == view_for(state, seat)
            assert decide(level, state, seat, "same") == decide(level, other, seat, "same")


def test_the_policy_reads_only_what_the_seat_knows():
    """The normal policy on the whole state (as in a playout) chooses what it chooses
    on the seat's view: it reads a card only where the seat's bit is set."""
    for state in positions(200, 3, "policy"):
        for seat in to_act(state):
            assert choose(Table.of(state), seat) == choose(seen(view_for(state, seat)), seat)


def test_easy_forgets():
    """The easy level keeps about 60 % of the cards it knows that not everyone knows."""
    kept = total = 0
    rng = make_rng("forget")
    for state in positions(200, 4, "forget"):
        if state.phase == LOOK:
            continue
        view = view_for(state, state.turn)
        me, everyone = 1 << view.seat, (1 << view.seats) - 1
        private = [m for masks in view.known for m in masks if m & me and m != everyone]
        forgetful = seen(view, forget=rng)
        total += len(private)
        kept += sum(1 for masks in forgetful.known for m in masks if m & me and m != everyone)
    assert total > 100
    assert 0.5 < kept / total < 0.7


def test_worlds_keep_what_the_view_shows():
    """A sampled world looks the same from the seat, and deals exactly the unseen cards
    (a held card of another seat included, never the X)."""
    for state in positions(120, 3, "worlds")[::7]:
        for seat in range(3):
            view = view_for(state, seat)
            w = world(view, make_rng("w", seat))
            assert view_for(w, seat) == view
            rest = sorted([*w.draw, *(c for c in hidden_cards(w, seat))])
            assert rest == unseen_pool(view)


def hidden_cards(state, seat: int) -> list[int]:
    """The row cards and the held card ``seat`` cannot see."""
    cards = [
        c
        for row, masks in zip(state.rows, state.known, strict=True)
        for c, m in zip(row, masks, strict=True)
        if c is not None and not m >> seat & 1
    ]
    if state.hand is not None and view_for(state, seat).hand is None:
        cards.append(state.hand)
    return cards


def knowing(state, seat: int, *slots: int):
    """``state`` with ``seat`` knowing its own ``slots``."""
    masks = tuple(m | (1 << seat if i in slots else 0) for i, m in enumerate(state.known[seat]))
    return updated(state, known=(*state.known[:seat], masks, *state.known[seat + 1 :]))


@pytest.mark.parametrize("level", ["normal", "strong"])
def test_takes_a_minus_two_over_a_known_nine(level):
    state = knowing(from_text(rows=["9 3 4 5", "1 2 3 4"], discard="-2"), 0, 0, 1)
    assert decide(level, state, 0, budget=SURE) == Take(0, 0)


@pytest.mark.parametrize("level", sorted(LEVELS))
def test_matches_a_known_equal_card(level):
    """Seat 1's 7 is known to everyone (so even easy remembers it): it matches the 7."""
    state = from_text(
        rows=["1 2 3 4", "9 8 7 6"],
        discard="7",
        phase=WINDOW,
        event=Event("discard", 0),
        known=((0, 0, 0, 0), (2, 2, 3, 2)),
    )
    assert decide(level, state, 1) == Match(1, 2)


@pytest.mark.parametrize("level", ["normal", "strong"])
def test_calls_with_a_low_known_total(level):
    state = knowing(from_text(rows=["0 1 -1 2", "5 6 7 8"], phase=END), 0, 0, 1, 2, 3)
    assert decide(level, state, 0, budget=SURE) == Call(0)


def ticking(seconds: int) -> Budget:
    """A budget of ``seconds`` on a clock that ticks one second per reading."""
    ticks = iter(range(1000))
    return Budget(samples=500, seconds=seconds, clock=lambda: next(ticks), chunk=1)


def test_strong_yields_and_stops_at_its_time_budget():
    """The decision hands control back between chunks and ends when the clock says so."""
    state = knowing(from_text(rows=["9 3 4 5", "1 2 3 4"], discard="4"), 0, 0, 1)
    decision, yields = strong(view_for(state, 0), make_rng("s"), ticking(3)), 0
    try:
        while True:
            next(decision)
            yields += 1
    except StopIteration as stop:
        move = stop.value
    assert 1 <= yields <= 4
    assert move in legal_moves(state, 0)


def test_trivial_decisions_take_no_search():
    """A window with nothing to claim, or the start look: answered without a yield."""
    state = new_game("trivial", {}, 3)
    decision = strong(view_for(state, 1), make_rng(1), Budget(samples=100, chunk=1))
    with pytest.raises(StopIteration):
        next(decision)


@pytest.mark.parametrize("seats", [2, 3, 6])
def test_whole_games_between_the_levels_end(seats):
    """Bot-against-bot games (the benchmark's, windows on) end with a winner."""
    share, times = play_game((seats, "normal", "easy", seats))
    assert 0.0 <= share <= 1.0 and set(times) >= {"normal", "easy"}


def test_a_game_with_every_level_ends():
    """Strong (small budget), normal and easy at one table, windows off, children's rule."""
    levels = ["strong", "normal", "easy"]
    state = new_game("mixed", {"window": 0, "children": True}, 3)
    rng, moves = make_rng("mixed"), 0
    while outcome(state) is None:
        seat = actor(to_act(state), moves, 3)
        state = apply(state, finish(LEVELS[levels[seat]](view_for(state, seat), rng, QUICK)))
        moves += 1
    assert state.phase == OVER and moves < 700


def test_levels_are_registered_with_reaction_times():
    assert [level.name for level in GAME.levels] == ["easy", "normal", "strong"]
    assert [level.reaction for level in GAME.levels] == [REACTION[n] for n in LEVELS]
    assert all(0 < r < 2 for r in REACTION.values())
    assert REACTION["easy"] > REACTION["normal"] > REACTION["strong"]
