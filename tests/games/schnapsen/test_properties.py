"""Property: random legal play of one deal keeps the point rules of RULES.md."""

from __future__ import annotations

from collections import Counter

from hypothesis import given, settings
from hypothesis import strategies as st

from app.core.rng import choice, make_rng
from app.games.schnapsen.model import VALUES, WIN_POINTS, State
from app.games.schnapsen.rules import (
    apply,
    card_points,
    game_points,
    is_strict,
    legal_moves,
    marriage_points,
    new_game,
    pending,
    points,
    to_act,
    tricks_won,
)

REASONS = {"66", "last-trick", "closed", "closer-failed", "wrong-claim"}


def check_running(state: State) -> None:
    """Invariants of a deal in progress."""
    played = [c for t in state.history for c in (t.lead, t.follow)]
    assert card_points(state, 0) + card_points(state, 1) == sum(VALUES[c.rank] for c in played)
    assert points(state, 0) + points(state, 1) <= (
        120 + marriage_points(state, 0) + marriage_points(state, 1)
    )
    for seat in (0, 1):
        assert pending(state, seat) == 0 or tricks_won(state, seat) == 0
        if not state.options.manual_claim:
            assert points(state, seat) < WIN_POINTS, "66 must end the deal at once"
    exhausted = not state.talon and state.trump_card is None
    assert is_strict(state) == (state.closed_by is not None or exhausted)


def play_one_deal(seed, options, pick: int) -> tuple[State, State]:
    """The first state of a new game and the state right after its first deal ended."""
    start = new_game(seed, options, 2)
    state, rng = start, make_rng("schnapsen-property", pick)
    while not state.results:
        check_running(state)
        state = apply(state, choice(legal_moves(state, to_act(state)[0]), rng))
    return start, state


def check_result(start: State, state: State) -> None:
    """The finished deal's DealResult agrees with the scoring rules."""
    result = state.results[0]
    winner, loser = result.winner, 1 - result.winner
    assert result.game_points in {1, 2, 3}
    assert result.reason in REASONS
    assert result.dealer == start.dealer
    assert state.remaining[winner] == start.remaining[winner] - result.game_points
    assert state.remaining[loser] == start.remaining[loser]
    by_standing = game_points(result.points[loser], result.tricks[loser])
    if result.reason in ("66", "last-trick"):
        assert result.closed_by is None
        assert result.game_points == by_standing
    if result.reason == "66":
        assert result.points[winner] >= WIN_POINTS
    if result.reason == "last-trick":
        assert sum(result.tricks) == 10
    if result.reason == "closed":
        assert winner == result.closed_by and result.points[winner] >= WIN_POINTS
    if result.reason == "closer-failed":
        assert loser == result.closed_by and result.game_points in {2, 3}
    if result.reason == "wrong-claim":
        assert start.options.manual_claim
        assert result.points[loser] < WIN_POINTS and result.game_points in {2, 3}


@settings(max_examples=80, deadline=None)
@given(
    seed=st.one_of(st.integers(), st.text(max_size=10)),
    pick=st.integers(0, 2**32),
    manual_claim=st.booleans(),
    strict_exchange=st.booleans(),
    marriages_when_closed=st.booleans(),
)
def test_random_deal_keeps_points_and_scores_within_the_rules(
    seed, pick, manual_claim, strict_exchange, marriages_when_closed
):
    """§1 Points: at most 120 + marriages; every deal scores 1-3 game points for a known reason."""
    options = {
        "manual_claim": manual_claim,
        "strict_exchange": strict_exchange,
        "marriages_when_closed": marriages_when_closed,
    }
    start, state = play_one_deal(seed, options, pick)
    check_result(start, state)


def test_random_deals_reach_every_reason_and_every_score():
    """§1 66 / Closing / manual claim: random play really reaches every end of a deal."""
    seen = Counter()
    for manual_claim in (False, True):
        for seed in range(120):
            start, state = play_one_deal(seed, {"manual_claim": manual_claim}, seed)
            check_result(start, state)
            seen[state.results[0].reason] += 1
            seen[state.results[0].game_points] += 1
    assert set(seen) == REASONS | {1, 2, 3}
