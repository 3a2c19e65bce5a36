"""Properties of random play: cards conserved, honest views, legal moves that agree with
``error``, and games that end."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import replace
from random import Random

from hypothesis import given, settings
from hypothesis import strategies as st

from app.core.rng import choice, make_rng
from app.games.schnitzel.engine import ENGINE
from app.games.schnitzel.model import (
    HIDDEN,
    OVER,
    Call,
    Discard,
    Draw,
    End,
    Look,
    Match,
    Move,
    Nope,
    Pass,
    Peek,
    Put,
    Skip,
    State,
    Take,
    Trade,
    updated,
)
from app.games.schnitzel.rules import error, legal_moves, new_game, outcome, to_act
from app.games.schnitzel.view import all_cards, deck_cards, redeal_hidden, view_for

OPTIONS = st.fixed_dictionaries({"window": st.sampled_from([0, 3]), "children": st.booleans()})


def play(seed: int | str, seats: int, options: dict, pick: int) -> Iterator[State]:
    """Every state of one random game (each seat to act equally likely to move)."""
    state = new_game(seed, options, seats)
    rng = make_rng("sz-property", pick)
    for _ in range(ENGINE.max_moves):
        yield state
        if not to_act(state):
            return
        seat = choice(to_act(state), rng)
        state = ENGINE.apply(state, choice(legal_moves(state, seat), rng))
    raise AssertionError(f"no end within {ENGINE.max_moves} moves")


def candidates(state: State, seat: int) -> list[Move]:
    """Every move of ``seat`` that names real seats and slots up to one past each row."""
    seats = range(state.seats)
    reach = [range(len(row) + 1) for row in state.rows]
    mine = reach[seat]
    moves: list[Move] = [Draw(seat), Discard(seat), Skip(seat), Pass(seat), Call(seat), End(seat)]
    for kind in (Look, Take, Put, Match, Nope):
        moves += [kind(seat, i) for i in mine]
    moves += [Peek(seat, o, i) for o in seats for i in reach[o]]
    moves += [Trade(seat, i, o, j) for i in mine for o in seats for j in reach[o]]
    return moves


@settings(max_examples=60, deadline=None)
@given(seed=st.integers(), seats=st.integers(2, 6), options=OPTIONS, pick=st.integers(0, 999))
def test_random_play_conserves_cards_and_ends(
    seed: int, seats: int, options: dict, pick: int
) -> None:
    """Cards: every state holds the 59 cards exactly once; random play ends (max_moves)."""
    for state in play(seed, seats, options, pick):
        assert all_cards(state) == deck_cards(state)
        assert all(len(r) == len(m) for r, m in zip(state.rows, state.known, strict=True))
    assert outcome(state) is not None and state.phase == OVER


@settings(max_examples=20, deadline=None)
@given(seed=st.integers(), seats=st.integers(2, 6), options=OPTIONS, pick=st.integers(0, 999))
def test_a_view_shows_only_seen_cards_and_ignores_hidden_ones(
    seed: int, seats: int, options: dict, pick: int
) -> None:
    """View: a row card shows exactly where the seat's bit is set (all once over); the
    view stays the same when the cards hidden from the seat are dealt anew."""
    rng = Random(pick)
    for state in play(seed, seats, options, pick):
        over = state.phase == OVER
        for seat in range(seats):
            view = view_for(state, seat)
            for owner, row in enumerate(view.rows):
                for slot, shown in enumerate(row):
                    card = state.rows[owner][slot]
                    seen = over or state.known[owner][slot] >> seat & 1
                    assert shown == (card if seen or card is None else HIDDEN)
            assert view.hand in (None, state.hand)
            assert view_for(redeal_hidden(state, seat, rng), seat) == view


@settings(max_examples=25, deadline=None)
@given(seed=st.integers(), seats=st.integers(2, 6), options=OPTIONS, pick=st.integers(0, 999))
def test_legal_moves_are_exactly_the_moves_error_accepts(
    seed: int, seats: int, options: dict, pick: int
) -> None:
    """Legality: ``legal_moves`` lists exactly the candidate moves ``error`` lets pass."""
    for n, state in enumerate(play(seed, seats, options, pick)):
        if n % 3:
            continue
        for seat in range(seats):
            accepted = {m for m in candidates(state, seat) if error(state, m) is None}
            assert accepted == set(legal_moves(state, seat))


def test_random_play_reaches_every_phase_and_ending() -> None:
    """The random play above is no idle check: it reaches every phase, nopes, and ends
    by a call and by the X."""
    seen: set[str] = set()
    ends: set[str | None] = set()
    for pick in range(40):
        for state in play(pick, 2 + pick % 5, {"window": 3}, pick):
            seen.add(state.phase)
            if state.deeds and any(d and d.code.startswith("nope") for d in state.deeds):
                seen.add("noped")
        ends.add(state.ended)
    assert seen >= {"look", "turn", "hold", "ability", "window", "end", "over", "noped"}
    assert {"call", "x"} <= ends


@settings(max_examples=20, deadline=None)
@given(seed=st.integers(), seats=st.integers(2, 6), moves=st.integers(0, 60))
def test_updated_changes_exactly_the_named_fields(seed: int, seats: int, moves: int) -> None:
    """The engine's fast copy (model.updated) agrees with dataclasses.replace."""
    state = new_game(seed, {}, seats)
    rng = make_rng("sz-updated", seed)
    for _ in range(moves):
        if not to_act(state):
            break
        state = ENGINE.apply(state, choice(legal_moves(state, choice(to_act(state), rng)), rng))
    changes = {"passed": state.passed + 1, "draw": state.draw[1:], "caller": 0}
    assert updated(state, **changes) == replace(state, **changes)
    assert updated(state) == state
