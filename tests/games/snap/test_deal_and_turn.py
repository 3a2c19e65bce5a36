"""The deal, turning in order, skipping empty draw piles, and the recycle."""

from __future__ import annotations

import pytest

from app.core.errors import InvalidNotation
from app.games.snap.model import RECYCLE, Event
from app.games.snap.notation import from_text
from app.games.snap.rules import anything_matches, new_game, to_act
from app.games.snap.view import all_cards, deck_cards
from tests.games.snap.helpers import legal_codes, refused, run, table


@pytest.mark.parametrize("seats", [2, 3, 4, 5, 6])
@pytest.mark.parametrize(("pack", "size"), [("skat", 32), ("french", 52)])
def test_deal_gives_every_card_round_robin(seats: int, pack: str, size: int) -> None:
    """All cards face down, the first seats one more where it does not divide."""
    state = new_game(7, {"pack": pack}, seats)
    sizes = [len(pile) for pile in state.draw]
    assert sum(sizes) == size and all_cards(state) == deck_cards(state)
    assert sizes == [size // seats + (1 if s < size % seats else 0) for s in range(seats)]
    assert state.up == ((),) * seats and state.pool == () and state.turn == 0


def test_deal_starts_at_first_who_also_turns_first() -> None:
    """``first`` is dealt first (one more card with 32 over 3) and turns first."""
    state = new_game(7, {"first": 2}, 3)
    assert [len(p) for p in state.draw] == [11, 10, 11] and state.turn == 2


def test_bad_options_are_refused() -> None:
    """German faces need the skat pack; ``first`` must be a seat."""
    with pytest.raises(InvalidNotation):
        new_game(1, {"pack": "french", "faces": "german"}, 2)
    with pytest.raises(InvalidNotation):
        new_game(1, {"first": 3}, 3)
    assert new_game(1, {"faces": "hungarian"}, 2).options.faces == "hungarian"


def test_turn_goes_clockwise_and_skips_empty_draw_piles() -> None:
    """The top draw card goes face up; the next seat with cards turns next."""
    state = table(["7H 8H", "", "9H"])
    assert to_act(state) == (0, 1, 2)
    assert refused(state, "turn:1") == "not-your-turn"
    state = run(state, "turn:0")
    assert state.up[0] == ("8H",) and state.draw[0] == ("7H",) and state.turn == 2
    assert legal_codes(state, 1) == {"call:1:0:0"}
    state = run(state, "turn:2")
    assert state.up[2] == ("9H",) and state.turn == 0


def test_recycle_turns_every_face_up_pile_over() -> None:
    """With every draw pile empty and nothing matching, Turn recycles: the first card
    turned is on top again; the turn stays with the first seat from it with cards."""
    state = from_text(["", "", ""], ["7H 8H 9H", "", "AS"], turn=1)
    state = run(state, "turn:1")
    assert state.draw[0] == ("9H", "8H", "7H") and state.draw[0][-1] == "7H"
    assert state.draw[2] == ("AS",) and state.up == ((), (), ())
    assert state.last == (Event(RECYCLE),) and state.turn == 2


def test_recycle_waits_while_something_matches() -> None:
    """A match on the table must be called first."""
    state = from_text(["", ""], ["7H 8H", "8S"])
    assert refused(state, "turn:0") == "snap-call-first"
    assert "turn:0" not in legal_codes(state, 0)


def test_a_quiet_round_is_shuffled_at_the_next_recycle() -> None:
    """The first recycle only turns the piles over; one after a round in which no call
    was judged shuffles them too (else the same round would repeat for ever)."""
    state = from_text(["", ""], ["7H 8H 9H TH", "JS QS KS AS"], turn=0)
    state = run(state, "turn:0")
    assert state.draw == (("TH", "9H", "8H", "7H"), ("AS", "KS", "QS", "JS"))
    for _ in range(8):
        state = run(state, f"turn:{state.turn}")
    assert not any(state.draw) and state.last == (Event(RECYCLE),)
    again = run(state, "turn:0")
    turned_over = tuple(tuple(reversed(pile)) for pile in state.up)
    assert again.recycles == 2 and again.draw != turned_over
    assert [sorted(p) for p in again.draw] == [sorted(p) for p in turned_over]


def test_turning_alone_never_stalls() -> None:
    """Two players who only turn meet a pair in every one of 200 deals (the piles of a
    2-player skat deal used to cycle without one)."""
    for n in range(200):
        state = new_game(f"stall-{n}", {}, 2)
        for _ in range(2_000):
            if anything_matches(state):
                break
            state = run(state, f"turn:{state.turn}")
        assert anything_matches(state), n
