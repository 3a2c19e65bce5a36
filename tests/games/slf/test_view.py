"""What a seat may know: letters show, categories of letter cards and the pile don't."""

from __future__ import annotations

from collections import Counter
from dataclasses import fields

from app.core.rng import make_rng
from app.games.slf.deck import CARD_OF_CATEGORY, DECK
from app.games.slf.engine import ENGINE
from app.games.slf.notation import from_text
from app.games.slf.rules import new_game
from app.games.slf.view import View, hidden, redeal_hidden, view_cards, view_for
from tests.games.slf.helpers import run


def test_view_shows_letters_and_the_category_only():
    """Letter cards show their letter; only the category card is identified."""
    state = from_text("G L L H", pile="A B", category=0, seats=2, won=["K", ""])
    view = view_for(state, 1)
    assert view.table == (None, "L", "L", "H") and view.category == "animal"
    assert view.won == (("K",), ()) and view.pile_size == 2
    assert view_cards(view) == Counter([CARD_OF_CATEGORY["animal"]])
    assert hidden(state, 0) == ENGINE.cards(state) - Counter([state.table[0]])


def test_view_holds_no_seed_and_no_card_ids():
    """The seed would reveal the pile, so no view field carries it or a card id."""
    state = run(new_game(123456, {}, 3), "turn:0:2")
    view = view_for(state, 0)
    names = {f.name for f in fields(View)}
    assert "seed" not in names and "pile" not in names
    assert 123456 not in [getattr(view, n) for n in names]


def test_redeal_keeps_the_view_and_moves_hidden_cards():
    """Redealing swaps same-letter cards and reshuffles the pile; the view stays the same."""
    state = run(new_game(9, {}, 4), "turn:0:5", "slap:1:2:0", "vote:0:yes", "vote:2:yes")
    rng = make_rng("redeal")
    others = [redeal_hidden(state, 0, rng) for _ in range(20)]
    assert all(view_for(o, 0) == view_for(state, 0) for o in others)
    assert all(ENGINE.cards(o) == ENGINE.cards(state) for o in others)
    assert len({o.pile for o in others}) > 1
    assert all(o.table[5] == state.table[5] for o in others), "the category card stays"
    assert any(o.table != state.table or o.won != state.won for o in others)
    assert all(
        [DECK[c].letter for c in o.won[1]] == [DECK[c].letter for c in state.won[1]] for o in others
    )


def test_view_follows_the_judging():
    """During judging the view shows the slaps, the tie, the slap judged and the judges."""
    state = run(from_text("G L H", category=0, seats=3), "slap:2:1:10", "slap:0:1:60")
    view = view_for(state, 1)
    assert view.phase == "judge" and view.tied == (0, 2)
    assert view.contender in {(0, 1), (2, 1)}
    assert view.judges == tuple(s for s in range(3) if s != view.contender[0])
    assert view.to_act == tuple(sorted({1, *view.judges})), "seat 1 may still slap"


def test_every_view_field_holds_what_its_name_says():
    """The view is built field by field in order; each field is checked once here."""
    state = from_text(
        "G L - H", pile="A B", category=0, seats=3, won=["K", "C", ""], options={"rounds": 2}
    )
    state = run(state, "slap:1:1:70", "vote:0:no", "vote:2:no", "nobody:2")
    view = view_for(state, 2)
    assert (view.seat, view.seats, view.options, view.round_no) == (2, 3, state.options, 0)
    assert (view.phase, view.to_act) == ("turn", (0, 1, 2))
    assert view.table == ("G", "L", None, "H") and view.category_slot is None
    assert view.category is None and view.turned_back == 0 and view.pile_size == 2
    assert view.won == (("K",), (), ()) and view.discarded[-1] == "C"
    assert view.sitting_out == (1,) and view.slaps == () and view.tied == ()
    assert view.contender is None and view.judges == () and view.votes == ()
    assert (view.streak, view.floor_ms) == (1, 70)
    assert view.points == (1, 0, 0) and view.totals == (1, 0, 0) and view.results == ()
