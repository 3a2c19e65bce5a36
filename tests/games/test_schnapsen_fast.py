"""The fast bitmask simulator agrees with the reference Schnapsen engine.

Thousands of random deals are played through both side by side: at every step the
legal-move sets and the whole deal state must match, and every deal must end with the
same winner and game points.
"""

from __future__ import annotations

from random import Random

import pytest

from app.core.rng import choice, make_rng
from app.games.schnapsen import fast
from app.games.schnapsen.rules import apply, legal_moves, new_game, to_act

OPTION_SETS = [
    {},
    {"manual_claim": True},
    {"strict_exchange": True, "marriages_when_closed": False},
    {"manual_claim": True, "bummerl_start": 9},
]
DEALS = 600


def reference_random_deal(s: list, rng: Random) -> tuple[int, int]:
    """``fast.random_deal`` written plainly with ``legal`` and ``step`` (the yardstick)."""
    r = rng.random
    while True:
        moves = fast.legal(s)
        s = fast.step(s, moves[int(r() * len(moves))])
        if isinstance(s, tuple):
            return s


@pytest.mark.parametrize("options", OPTION_SETS, ids=lambda o: ",".join(o) or "default")
def test_fast_and_reference_agree_on_every_step(options):
    """Legal-move sets, states and results agree over many random deals."""
    rng = make_rng("differential", str(options))
    compared_results = 0
    game = 0
    while compared_results < DEALS:
        game += 1
        state = new_game(f"diff-{game}", options, 2)
        while min(state.remaining) > 0:
            quick = fast.from_state(state)
            deals_before = len(state.results)
            while True:
                seat = to_act(state)[0]
                ref = {m.code: m for m in legal_moves(state, seat)}
                quick_moves = {fast.to_move(m, seat).code: m for m in fast.legal(quick)}
                assert quick_moves.keys() == ref.keys()
                assert fast.to_act(quick) == seat
                code = choice(sorted(ref), rng)
                state = apply(state, ref[code])
                played = quick.copy()
                quick = fast.step(quick, quick_moves[code])
                if len(state.results) > deals_before:
                    result = state.results[-1]
                    assert quick == (result.winner, result.game_points)
                    fast.play(played, quick_moves[code])  # its points are counted at the end
                    assert (fast.score(played, 0), fast.score(played, 1)) == result.points
                    compared_results += 1
                    break
                assert quick == fast.from_state(state)


def test_random_deals_end_with_valid_results():
    """Random play in the fast form always ends a deal with 1–3 game points."""
    rng = make_rng("fast-random")
    for game in range(300):
        winner, gp = fast.random_deal(fast.from_state(new_game(game, {}, 2)), rng)
        assert winner in (0, 1) and gp in (1, 2, 3)


def test_card_numbering_round_trips():
    """Every card maps to a number 0–19 and back."""
    from app.games.schnapsen.rules import DECK

    assert sorted(fast.card_index(c) for c in DECK) == list(range(20))
    assert all(fast.index_card(fast.card_index(c)) == c for c in DECK)


@pytest.mark.parametrize("options", OPTION_SETS, ids=lambda o: ",".join(o) or "default")
def test_inlined_playout_makes_the_moves_of_legal_and_step(options):
    """``random_deal`` (one loop over locals) equals ``legal`` + ``step`` with the same numbers.

    Started from every position of random deals, so all phases and options are covered.
    """
    rng = make_rng("inlined", str(options))
    checked = 0
    for game in range(150):
        state = new_game(f"inl-{game}", options, 2)
        deals_before = len(state.results)
        while len(state.results) == deals_before:
            s = fast.from_state(state)
            for k in range(3):
                seed = f"{game}-{checked}-{k}"
                assert fast.random_deal(s, make_rng(seed)) == (
                    reference_random_deal(s, make_rng(seed))
                )
            assert s == fast.from_state(state)
            checked += 1
            state = apply(state, choice(legal_moves(state, to_act(state)[0]), rng))
    assert checked > 1000
