"""What a seat may know: exactly the cards it has seen, never one it has not."""

from __future__ import annotations

from collections import Counter
from dataclasses import fields, replace

from app.core.record import GameRecord
from app.core.rng import make_rng
from app.games.schnitzel.engine import ENGINE
from app.games.schnitzel.model import HIDDEN, Deed, State
from app.games.schnitzel.notation import from_text
from app.games.schnitzel.rules import new_game
from app.games.schnitzel.view import (
    Told,
    View,
    all_cards,
    hidden,
    open_view,
    redeal_hidden,
    story,
    view_cards,
    view_for,
)
from tests.games.schnitzel.helpers import knowing, run

H = HIDDEN


def table() -> State:
    """Three seats at seat 0's turn, nobody knowing anything yet."""
    return from_text(rows=["1 2 3 4", "5 6 7 8", "N 0 S -1"], discard="9", draw="P 0")


def test_the_start_look_shows_exactly_the_looked_at_cards() -> None:
    """View, start look: a seat sees the two cards it looked at, and no other."""
    state = new_game(11, {}, 2)
    state = run(state, "look:0:1", "look:0:3", "look:1:0")
    mine = view_for(state, 0)
    assert mine.rows[0] == (H, state.rows[0][1], H, state.rows[0][3])
    assert mine.rows[1] == (H, H, H, H)
    assert view_for(state, 1).rows[0] == (H, H, H, H)
    assert view_for(state, 1).rows[1] == (state.rows[1][0], H, H, H)
    assert mine.discard == state.discard and mine.draw == len(state.draw)


def test_peek_shows_the_card_to_the_peeker_only() -> None:
    """View, Peek: the peeker sees the card; its owner and the others do not."""
    state = run(table(), "draw:0", "discard:0", "peek:0:1:2")
    assert view_for(state, 0).rows[1] == (H, H, 7, H)
    assert view_for(state, 1).rows[1] == (H, H, H, H)
    assert view_for(state, 2).rows[1] == (H, H, H, H)
    assert view_for(state, 2).known[1][2] == 0b001, "who looked where is public"


def test_own_put_and_the_drawn_card_show_to_their_owner_only() -> None:
    """View, draw and Put: the drawn card shows to the drawer, then in its slot to its owner."""
    state = run(from_text(rows=["1 2 3 4", "5 6 7 8"], discard="9", draw="0"), "draw:0")
    assert view_for(state, 0).hand == 0 and view_for(state, 0).holding
    assert view_for(state, 1).hand is None and view_for(state, 1).holding
    state = run(state, "put:0:2")
    assert view_for(state, 0).rows[0] == (H, H, 0, H)
    assert view_for(state, 1).rows[0] == (H, H, H, H)
    assert view_for(state, 1).discard == (9, 3), "the discarded card is public"


def test_public_cards_show_to_everyone() -> None:
    """View: a taken discard, a wrong claim's card and its penalty card are public."""
    state = run(table(), "take:0:1", "match:1:0")
    for seat in range(3):
        view = view_for(state, seat)
        assert view.rows[0] == (H, 9, H, H)
        assert view.rows[1] == (5, H, H, H, 2)
        assert view.discard == ()


def test_traded_cards_keep_their_knowledge_in_the_views() -> None:
    """View, Swap: a card seen before keeps showing to who saw it, wherever it goes."""
    state = from_text(rows=["1 2 3 4", "5 6 7 8"], discard="9", draw="S")
    state = knowing(state, (0, 0, 0), (1, 1, 1))
    state = run(state, "draw:0", "discard:0", "trade:0:0:1:1")
    assert view_for(state, 0).rows == ((H, H, H, H), (H, 1, H, H))
    assert view_for(state, 1).rows == ((6, H, H, H), (H, H, H, H))


def test_a_noped_discard_shows_the_card_back_in_the_hand_to_all() -> None:
    """View (decision in rules.py): the noped discard was face up: all see it in the hand
    and, once put, in its slot."""
    state = from_text(rows=["1 2 3 4", "5 6 7 8", "N 0 S -1"], discard="9", draw="0")
    state = run(state, "draw:0", "discard:0")
    assert view_for(state, 1).hand is None
    state = run(state, "nope:2:0")
    assert all(view_for(state, s).hand == 0 for s in range(3))
    state = run(state, "pass:1", "put:0:3")
    assert all(view_for(state, s).rows[0][3] == 0 for s in range(3))


def test_a_view_never_shows_an_unseen_card() -> None:
    """View: every card it shows is one the seat knows; the rest is exactly what is hidden."""
    state = run(table(), "draw:0", "put:0:1", "pass:1", "match:2:1")
    for seat in range(3):
        view = view_for(state, seat)
        for owner, row in enumerate(view.rows):
            for slot, card in enumerate(row):
                seen = state.known[owner][slot] >> seat & 1
                assert card == (state.rows[owner][slot] if seen else H)
        assert view_cards(view) + hidden(state, seat) == all_cards(state)


def test_the_game_over_reveals_every_card() -> None:
    """View, end: every row card and the hand show to every seat once the game is over."""
    state = run(from_text(rows=["1 2", "3 4"], discard="9", draw="X"), "draw:0")
    for seat in range(2):
        view = view_for(state, seat)
        assert view.rows == ((1, 2), (3, 4)) and view.hand == 13
        assert view.results == ((3, 7),)
        assert hidden(state, seat) == Counter(state.draw)


def test_view_is_no_state_and_carries_no_draw_pile_or_seed() -> None:
    """View: a separate type; no field for the draw pile's cards or the seed."""
    names = {f.name for f in fields(View)}
    assert "seed" not in names
    view = view_for(table(), 1)
    assert not isinstance(view, State)
    assert view.draw == 59 - 12 - 1
    assert view.results == ()


def test_redeal_hidden_keeps_every_view_of_that_seat() -> None:
    """View: redealing the cards hidden from a seat changes nothing that seat sees, and
    does move cards."""
    state = run(table(), "draw:0", "put:0:1", "pass:1", "pass:2", "pass:0", "end:0")
    rng = make_rng("sz-redeal")
    others = [redeal_hidden(state, 0, rng) for _ in range(10)]
    assert all(view_for(o, 0) == view_for(state, 0) for o in others)
    assert all(all_cards(o) == all_cards(state) for o in others)
    assert all(o.rows[0][1] == state.rows[0][1] for o in others), "seat 0 knows its Peek"
    assert len({(o.rows, o.draw) for o in others}) > 1
    for_one = [redeal_hidden(state, 1, rng) for _ in range(10)]
    assert any(view_for(o, 0) != view_for(state, 0) for o in for_one), "seat 1 can't see it"


def test_the_open_view_of_a_replay_shows_every_card_but_the_draw_pile() -> None:
    """Open view (replay of a finished game): every row card and the drawn card face up,
    the draw pile still a count, and everything else exactly as the seat's own view."""
    state = run(table(), "draw:0")
    for seat in range(3):
        opened, own = open_view(state, seat), view_for(state, seat)
        assert opened.rows == state.rows and opened.hand == state.hand is not None
        assert view_cards(opened) == all_cards(state) - Counter(state.draw)
        assert opened.known == own.known, "who knew what stays told"
        assert replace(opened, rows=own.rows, hand=own.hand) == own


def test_the_story_tells_each_move_as_the_table_saw_it() -> None:
    """Story: per move, its seat, its public deed and the top discard before it (the card
    a take took); a drawn card is not in it."""
    state = new_game("story", {"first": 0}, 2)
    looks = ("look:0:0", "look:0:1", "look:1:0", "look:1:1")
    record = GameRecord.start("schnitzel", {"first": 0}, "story", 2)
    record = replace(record, moves=(*looks, "take:0:2", "pass:0", "pass:1", "end:0", "draw:1"))
    told = story(record.walk(ENGINE))
    assert len(told) == 9 and [t.seat for t in told] == [0, 0, 1, 1, 0, 0, 1, 0, 1]
    assert told[4] == Told(0, Deed("take:0:2", state.rows[0][2]), state.discard[-1])
    assert told[8].deed == Deed("draw:1") and told[8].deed.card is None
