"""rdeep, the benchmark's reference opponent: legal, fair (its view only), as described
(N worlds per move, D tricks of random play, scored by the points share), and clearly
better than random play."""

from __future__ import annotations

from random import Random

import pytest

from app.ai.budget import finish
from app.bench.schnapsen import _pair, player, wilson
from app.core.rng import make_rng
from app.games.schnapsen import fast
from app.games.schnapsen.model import Claim, Close
from app.games.schnapsen.rdeep import moves_of, parse, random_tricks, rdeep, share
from app.games.schnapsen.rules import legal_moves, new_game, to_act
from app.games.schnapsen.view import redeal_hidden, view_for
from tests.games.test_schnapsen_bots import positions


def test_it_plays_only_legal_moves_and_never_closes_or_claims():
    """Across many positions its move is legal, and never a close or a claim (its game
    has neither), even with the manual claim on."""
    small = rdeep(4, 2)
    closes_offered = 0
    for i, state in enumerate(positions(150, "rdeep-legal")):
        seat = to_act(state)[0]
        legal = legal_moves(state, seat)
        closes_offered += Close(seat) in legal
        move = finish(small(view_for(state, seat), make_rng("rdeep", i)))
        assert move in legal
        assert not isinstance(move, Close | Claim)
    assert closes_offered > 20  # the positions did offer it the close


def test_it_refuses_the_whole_state():
    """Handing it the state instead of a view is an error."""
    with pytest.raises(TypeError):
        finish(rdeep(4, 2)(new_game(1, {}, 2), make_rng(1)))


def test_its_move_does_not_depend_on_hidden_cards():
    """Two tables that differ only in cards hidden from it get the same move."""
    small = rdeep(4, 2)
    for i, state in enumerate(positions(60, "rdeep-fair")):
        seat = to_act(state)[0]
        other = redeal_hidden(state, seat, Random(i))
        first = finish(small(view_for(state, seat), make_rng("f", i)))
        assert first == finish(small(view_for(other, seat), make_rng("f", i)))


def test_random_play_goes_on_for_at_most_d_tricks():
    """From a fresh deal, D tricks of random play take exactly D tricks unless the deal
    ends first; no close is ever played."""
    start = fast.from_state(new_game(3, {}, 2))
    rng = make_rng("tricks")
    for depth in (1, 2, 4, 8):
        for _ in range(50):
            after = start.copy()
            random_tricks(after, depth, rng)
            tricks = after[fast.T0] + after[fast.T1]
            assert tricks == depth or max(share(after, 0), share(after, 1)) > 0.5
            assert tricks <= depth and after[fast.CLOSED] < 0
    assert all(m not in (fast.CLOSE, fast.CLAIM) for m in moves_of(start))
    assert fast.CLOSE in fast.legal(start)


def test_the_points_share_is_a_half_before_anyone_has_points():
    """own ÷ both, card points and credited marriages; one half at 0 : 0."""
    s = fast.from_state(new_game(5, {}, 2))
    assert share(s, 0) == share(s, 1) == 0.5
    s[fast.P0], s[fast.T0], s[fast.P1], s[fast.T1] = 30, 2, 10, 1
    s[fast.M1] = 20
    assert share(s, 0) == 0.5 and share(s, 1) == 0.5
    s[fast.T1] = 0  # a marriage counts once its seat has taken a trick
    assert share(s, 0) == 0.75


def test_the_benchmark_names_it_with_its_sizes():
    """``rdeep(N,D)`` with or without a space; other names are not it."""
    assert parse("rdeep(16,4)") == (16, 4)
    assert parse("rdeep(64, 8)") == (64, 8)
    assert parse("strong") is None and parse("rdeep(16)") is None


def test_it_beats_random_play():
    """rdeep(16,4) wins at least 80 % of 200 deals (100 seat-swapped pairs) against
    uniformly random play, and the interval's low end is far above a half."""
    scores = [s for i in range(100) for s in _pair((i, "rdeep(16,4)", "random"))[0]]
    wins = sum(s > 0 for s in scores)
    assert wins / len(scores) >= 0.8
    assert wilson(wins, len(scores))[0] > 0.7


def test_the_benchmark_plays_it_by_name():
    """The bench's player for ``rdeep(2,1)`` answers with a move of the seat to act."""
    state = new_game(9, {}, 2)
    seat = to_act(state)[0]
    move = finish(player("rdeep(2,1)")(view_for(state, seat), make_rng(9)))
    assert move in legal_moves(state, seat)
