"""Every built engine and the two toy games (one where several seats act at once) obey the
engine contract.

Random legal play over many seeds and every allowed seat count checks: termination,
acceptance of legal moves (``error`` says None; up to ``CHECKED`` per state), rejection of
illegal ones (moves legal earlier, and legal moves given to a seat that may not act) with
the error that ``error`` names and without change, card conservation, JSON and move-code
round trips, record replay, that a seat's view holds nothing hidden from it and (for one
seat per state, picked at random) does not change when the hidden cards are dealt again.
"""

from __future__ import annotations

import random
from bisect import insort
from collections import Counter
from dataclasses import replace
from functools import cache
from itertools import islice, repeat
from operator import le, sub

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from app.core.contract import Engine
from app.core.errors import IllegalMove
from app.core.record import GameRecord
from app.core.rng import below, choice, make_rng, shuffled
from app.games import built
from tests.conftest import SEEDS, SOAK
from tests.games import race, toy

ENGINES: list[Engine] = [*built(), toy.ENGINE, race.ENGINE]
LONG_MOVES = 5_000
"""An engine whose random games may run longer than this (Snap's random calls pass cards
back and forth for a median of 560-1,056 moves) plays ``LONG_SEEDS`` seeds per table size
by default, all of ``SEEDS`` with ``KARTENRUNDE_SOAK=1``: the whole set took 50 s alone."""
LONG_SEEDS = 4
CHECKED = 8
"""How many of a state's legal moves are applied to it as a check (:func:`sample`)."""


def seeds_for(engine: Engine) -> range:
    """The seeds ``engine`` is played over at each table size."""
    return SEEDS if SOAK or engine.max_moves <= LONG_MOVES else SEEDS[:LONG_SEEDS]


CASES = [(e, n, seed) for e in ENGINES for n in e.seat_counts for seed in seeds_for(e)]


def test_cases_are_not_empty():
    """A parametrised suite over nothing would pass silently."""
    assert len(SEEDS) >= 16 and len(CASES) >= len(SEEDS) * len(ENGINES)
    assert all(len(seeds_for(e)) >= LONG_SEEDS for e in ENGINES)


def check_state(engine: Engine, state, seats: int, rng: random.Random):
    """Invariants that hold in every state of every game; returns the state's copy made
    from its JSON form (equal to it)."""
    cards = engine.cards(state)
    assert cards == engine.deck(state), "cards are not conserved"
    copy = engine.state_from_dict(engine.state_to_dict(state))
    assert copy == state
    views = [engine.view_for(state, seat) for seat in range(seats)]
    for seat, view in enumerate(views):
        assert not isinstance(view, type(state)), "a view must not be the whole state"
        assert view.seat == seat, "a view tells whose it is (the contract's View)"
        leaked = beyond(engine.view_cards(view), cards, engine.hidden(state, seat))
        assert not leaked, f"seat {seat} sees hidden cards {sorted(map(str, leaked))}"
    seat = below(rng, seats)
    other = engine.redeal_hidden(state, seat, rng)
    assert engine.cards(other) == cards
    assert engine.view_for(other, seat) == views[seat], "the view depends on hidden cards"
    return copy


def beyond(shown: Counter, cards: Counter, hidden: Counter) -> list:
    """The cards ``shown`` holds more of than ``cards - hidden`` (``shown - (cards -
    hidden)``, all counts positive), counted over ``shown`` alone: the visible cards need
    not be built per seat, most of a pack each time. Whether there is any is found first
    without a Python loop (it runs for every seat of every state)."""
    zeros = repeat(0)
    visible = map(max, map(sub, map(cards.get, shown, zeros), map(hidden.get, shown, zeros)), zeros)
    if all(map(le, shown.values(), visible)):
        return []
    return [card for card, n in shown.items() if n > max(cards[card] - hidden[card], 0)]


def check_refused(engine: Engine, state, moves: list, before) -> None:
    """Each move is refused by ``apply`` with the error ``error`` names, changing nothing:
    afterwards the state still equals, field by field, ``before``, its copy made from its
    JSON form (encoding it again after each move took a sixth of the module's time).
    A plain ``try`` stands for ``pytest.raises``, which cost a fifth of this check."""
    for move in moves:
        problem = engine.error(state, move)
        assert problem is not None, f"{move.code} is illegal but error() says nothing"
        try:
            engine.apply(state, move)
        except IllegalMove as raised:
            assert raised.code == problem.code
        else:
            pytest.fail(f"{move.code} is illegal but apply() accepts it")
        assert state == before, f"refusing {move.code} changed the state"


def sample(moves: list, rng: random.Random) -> list:
    """The legal moves whose round trips and ``apply`` are checked in a state: all of them,
    or ``CHECKED`` picked at random where there are more (a leader's SLF table offers
    dozens each turn; over a game's hundreds of states every kind is still met)."""
    return moves if len(moves) <= CHECKED else list(shuffled(moves, rng)[:CHECKED])


def play_out(engine: Engine, seed: int | str, seats: int, rng: random.Random):
    """Random legal play to the end, checking the contract at every step.

    What is pure is done once: a move code is parsed once and a move given to another
    seat made once per game (the same come back state after state), and the move played
    is applied once, by its check where it was among those checked. The codes seen are
    kept sorted, so the first of them no longer legal are found without sorting all."""
    parse = cache(engine.move_from_code)
    given = cache(lambda move, seat: replace(move, seat=seat))
    state = engine.new_game(seed, engine.default_options, seats)
    record = GameRecord.start(engine.id, engine.default_options, seed, seats)
    seen: set[str] = set()
    ordered: list[str] = []
    for _ in range(engine.max_moves):
        copy = check_state(engine, state, seats, rng)
        if engine.outcome(state) is not None:
            assert engine.to_act(state) == ()
            finished = [engine.view_for(state, seat).results for seat in range(seats)]
            assert all(finished), "a finished game's views tell its results (the View)"
            return state, record
        actors = engine.to_act(state)
        assert actors, "a running game must have someone to act"
        legal = [m for seat in actors for m in engine.legal_moves(state, seat)]
        assert legal, "seats to act must have a legal move"
        codes = {m.code for m in legal}
        applied = {}
        for move in sample(legal, rng):
            assert parse(move.code) == move
            assert engine.error(state, move) is None
            applied[move] = engine.apply(state, move)
        assert state == copy, "applying a legal move changed the state it was given"
        gone = islice((code for code in ordered if code not in codes), 8)
        refused = [parse(code) for code in gone]
        idle = [seat for seat in range(seats) if seat not in actors]
        refused += [given(move, seat) for seat in idle for move in legal[:3]]
        check_refused(engine, state, refused, copy)
        for code in codes - seen:
            insort(ordered, code)
        seen |= codes
        move = choice(legal, rng)
        state = applied[move] if move in applied else engine.apply(state, move)
        record = record.with_move(move.code)
    pytest.fail(f"no outcome within {engine.max_moves} moves")


@pytest.mark.parametrize(
    ("engine", "seats", "seed"),
    CASES,
    ids=[f"{e.id}-{n}p-{s}" for e, n, s in CASES],
)
def test_random_play_obeys_contract(engine: Engine, seats: int, seed: int):
    """The whole contract over one random game."""
    state, record = play_out(engine, seed, seats, make_rng("conformance", seed))
    result = engine.outcome(state)
    assert len(result.scores) == seats
    assert result.winners and set(result.winners) <= set(range(seats))
    assert record.replay(engine) == state
    assert GameRecord.from_dict(record.to_dict()) == record


@pytest.mark.parametrize("engine", ENGINES, ids=[e.id for e in ENGINES])
def test_same_seed_same_game_whatever_the_global_random(engine: Engine):
    """Engines never touch the global random: advancing it changes nothing."""
    seats = engine.seat_counts[0]
    random.seed(1)
    first, _ = play_out(engine, "same", seats, make_rng("fixed"))
    random.random()
    random.seed(99)
    second, _ = play_out(engine, "same", seats, make_rng("fixed"))
    assert first == second


@pytest.mark.parametrize("engine", ENGINES, ids=[e.id for e in ENGINES])
def test_seeds_deal_differently(engine: Engine):
    """Different seeds give different deals (the seed is really used)."""
    seats = engine.seat_counts[0]
    deals = {
        repr(engine.state_to_dict(engine.new_game(s, engine.default_options, seats)))
        for s in range(5)
    }
    assert len(deals) > 1


@settings(max_examples=25, deadline=None)
@given(seed=st.one_of(st.integers(), st.text(max_size=12)), pick=st.integers(0, 10**6))
def test_any_seed_plays_to_an_end(seed, pick):
    """Property: any int or text seed yields a game that ends under the contract."""
    engine = ENGINES[pick % len(ENGINES)]
    seats = engine.seat_counts[pick % len(engine.seat_counts)]
    state, _ = play_out(engine, seed, seats, make_rng("prop", pick))
    assert engine.outcome(state) is not None


def test_conservation_check_can_fail():
    """The card bookkeeping notices a lost card."""
    state = toy.new_game(3, {}, 2)
    broken = toy.State(state.hands, state.stock[1:], state.laid, state.turn)
    assert toy.all_cards(broken) != Counter(toy.pack("AKQJ"))
