"""Property: random legal play keeps the cards, the hands and the piles in order."""

from __future__ import annotations

from dataclasses import replace

from hypothesis import given, settings
from hypothesis import strategies as st

from app.core.rng import choice, make_rng
from app.games.snorkeling.model import State, updated
from app.games.snorkeling.rules import apply, legal_moves, new_game, to_act
from app.games.snorkeling.view import all_cards, deck_cards
from tests.games.snorkeling.helpers import pile_is_a_ladder


def check(state: State) -> None:
    """Invariants of every state: cards conserved, sorted hands, piles one lower each step."""
    assert all_cards(state) == deck_cards(state)
    assert all(h == tuple(sorted(h)) for h in state.hands)
    assert all(pile_is_a_ladder(p) for p in state.piles)
    assert len(state.results) == len(state.beaches) and len(state.totals) == state.seats
    assert sum(state.totals) == sum(sum(r) for r in state.results)
    if state.turn >= 0:
        assert state.centre, "the centre is never empty while the game runs"
        assert len(state.results) == state.round_no
        assert all(p[-1] % 5 != 0 for p in state.piles if len(p) > 1), "no Beach on a pile"
        assert legal_moves(state, state.turn), "the player to act can always end the turn"


@settings(max_examples=40, deadline=None)
@given(
    seed=st.one_of(st.integers(), st.text(max_size=8)),
    seats=st.integers(2, 6),
    expert=st.booleans(),
    target=st.sampled_from([6, 12]),
    pick=st.integers(0, 2**32),
)
def test_random_play_conserves_cards_and_keeps_piles_in_order(
    seed: int | str, seats: int, expert: bool, target: int, pick: int
) -> None:
    """§3 as a whole: 300 random legal moves keep all cards, sorted hands and pile ladders."""
    state = new_game(seed, {"expert": expert, "target": target}, seats)
    rng = make_rng("sk-property", pick)
    for _ in range(300):
        check(state)
        if not to_act(state):
            break
        state = apply(state, choice(legal_moves(state, state.turn), rng))
    check(state)


def test_random_play_reaches_beaches_reshuffles_and_game_ends() -> None:
    """§3 as a whole: the random play above really ends rounds, reshuffles and finishes games."""
    rounds = shuffles = finished = 0
    for seed in range(40):
        state = new_game(seed, {"expert": seed % 2 == 1}, 2 + seed % 5)
        rng = make_rng("sk-property", seed)
        for _ in range(300):
            if not to_act(state):
                finished += 1
                break
            before = state.shuffles
            state = apply(state, choice(legal_moves(state, state.turn), rng))
            check(state)
            shuffles += state.shuffles > before
        rounds += len(state.results)
    assert rounds > 40 and shuffles > 0 and finished > 10


@settings(max_examples=30, deadline=None)
@given(seed=st.integers(), seats=st.integers(2, 6), turns=st.integers(0, 40))
def test_updated_changes_exactly_the_named_fields(seed: int, seats: int, turns: int) -> None:
    """The engine's fast copy (model.updated) agrees with dataclasses.replace."""
    state = new_game(seed, {}, seats)
    rng = make_rng("updated", seed)
    for _ in range(turns):
        if state.turn < 0:
            break
        state = apply(state, choice(legal_moves(state, state.turn), rng))
    changes = {"played": state.played + 1, "deck": state.deck[1:], "recall": ()}
    assert updated(state, **changes) == replace(state, **changes)
    assert updated(state) == state
