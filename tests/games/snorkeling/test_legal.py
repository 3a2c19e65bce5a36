"""§3 Turn as legal moves: who may move, the exact moves of a known state, cards in hand."""

from __future__ import annotations

from app.games.snorkeling.model import Centre, End, Place, State
from app.games.snorkeling.notation import from_text
from app.games.snorkeling.rules import apply, legal_moves, new_game, to_act
from tests.games.snorkeling.helpers import legal_codes, refused, run


def table() -> State:
    """3 seats, seat 0 to act on centre B2; seat 1's pile shows B2, seat 2's Y3."""
    return from_text(
        hands=["R2 R3 G1 G1 B0 B4", "Y1", "P2"], piles=["", "B2", "Y4 Y3"], centre="B2"
    )


def test_only_the_seat_to_act_has_moves() -> None:
    """§3 Turn: players take turns; only the seat to act has legal moves."""
    state = table()
    assert to_act(state) == (0,)
    assert legal_moves(state, 1) == () and legal_moves(state, 2) == ()
    assert refused(state, "end:1") == "not-your-turn"
    assert refused(state, "centre:2:P2") == "not-your-turn"
    game = new_game(3, {}, 5)
    assert [bool(legal_moves(game, s)) for s in range(5)] == [s == game.starter for s in range(5)]


def test_legal_moves_before_the_centre_play() -> None:
    """§3 Turn: first the centre cards that fit (one higher or same colour), or a pass."""
    assert legal_codes(table()) == {"centre:0:R3", "centre:0:B0", "centre:0:B4", "end:0"}


def test_legal_moves_after_a_run_card() -> None:
    """§3 Turn: after a run card, more of its colour, one placement per fitting pile, or end."""
    state = run(table(), "centre:0:B4")
    assert legal_codes(state) == {"centre:0:B0", "place:0:1:G1", "place:0:2:R2", "end:0"}
    assert legal_moves(state, 0) == (Centre(0, 15), Place(0, 1, 11), Place(0, 2, 2), End(0))


def test_legal_moves_after_a_one_higher_card() -> None:
    """§3 Turn: after a one-higher card only placements or the end of the turn are left."""
    state = run(table(), "centre:0:R3")
    assert legal_codes(state) == {"place:0:1:G1", "place:0:2:R2", "end:0"}


def test_every_listed_move_applies() -> None:
    """§3 Turn: every move legal_moves lists is accepted by apply."""
    for state in (table(), run(table(), "centre:0:B4"), run(table(), "centre:0:R3")):
        for move in legal_moves(state, state.turn):
            assert apply(state, move) != state


def test_a_card_not_in_hand_is_refused() -> None:
    """§3 Turn: only cards from the player's own hand can be played."""
    state = table()
    assert refused(state, "centre:0:Y3") == "sk-not-in-hand", "Y3 would fit B2"
    assert refused(state, "centre:0:P2") == "sk-not-in-hand", "seat 2 holds P2"
    assert refused(state, "centre:0:L5") == "sk-not-in-hand"
    assert refused(run(state, "centre:0:R3"), "place:0:1:Y1") == "sk-not-in-hand"
