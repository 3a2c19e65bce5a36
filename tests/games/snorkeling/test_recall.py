"""The table's memory (rules docstring, "Memory"): each seat's last turn of the round,
as everyone saw it, for the computer players to remember what a person would."""

from __future__ import annotations

from app.games.snorkeling.model import LANTERN, Recall, card_from_code
from app.games.snorkeling.notation import from_text
from app.games.snorkeling.view import view_for
from tests.games.snorkeling.helpers import hand, run


def cards(text: str) -> tuple[int, ...]:
    """Card codes as cards."""
    return tuple(card_from_code(c) for c in text.split())


def test_a_pass_is_remembered_with_the_cards_kept() -> None:
    """A pass: the centre's and the piles' tops then, nothing played, every card kept."""
    state = from_text(hands=["R3 G1 Y4", "Y1 Y2"], piles=["", "B4"], centre="B2", deck="P0")
    after = run(state, "end:0")
    assert after.recall == (Recall(cards("B2")[0], (LANTERN, *cards("B4")), kept=3), None)


def test_a_run_and_a_placement_are_remembered_in_order() -> None:
    """A run of two into the centre and a card on a pile: both in order, one card kept."""
    state = from_text(hands=["G3 G4 P4 R1", "Y1 Y2"], centre="G2", deck="P0 P1 P2")
    after = run(state, "centre:0:G4", "centre:0:G3", "place:0:1:P4")
    mine = after.recall[0]
    assert mine.top == cards("G2")[0] and mine.tops == (LANTERN, LANTERN)
    assert mine.centre == cards("G4 G3") and mine.places == ((1, cards("P4")[0]),)
    assert mine.kept == 1 and mine.back is None


def test_the_turn_in_progress_is_remembered_move_by_move() -> None:
    """Mid-turn the seat's memory already holds what it played this turn."""
    state = from_text(hands=["G3 G4 R1", "Y1 Y2"], centre="G2", deck="P0 P1")
    after = run(state, "centre:0:G4")
    assert after.turn == 0 and after.recall[0].centre == cards("G4")


def test_a_card_taken_back_from_the_pile_is_remembered() -> None:
    """Playing out the hand takes the pile's top back; everyone saw which card it was."""
    state = from_text(hands=["G3", "Y1 Y2"], piles=["B4", ""], centre="G2", deck="P0 P1")
    after = run(state, "centre:0:G3")
    assert hand(after, 0) == "B4 P0"
    assert after.recall[0].back == cards("B4")[0] and after.recall[0].kept == 0


def test_a_lanternfish_is_never_taken_back_so_nothing_is_remembered_as_taken() -> None:
    """Playing out on a bare Lanternfish draws an extra card instead: no card taken back."""
    state = from_text(hands=["G3", "Y1 Y2"], centre="G2", deck="P0 P1")
    after = run(state, "centre:0:G3")
    assert hand(after, 0) == "P0 P1" and after.recall[0].back is None


def test_the_next_turn_replaces_the_last_and_a_new_round_forgets() -> None:
    """Only the last turn of a seat is kept; the Beach ends the round and the memory."""
    state = from_text(
        hands=["G3 G4 R1 B0", "Y1 Y2"], piles=["", "B1"], centre="G2", deck="P0 P1 P2 P3"
    )
    first = run(state, "centre:0:G3", "end:0", "end:1")
    assert first.recall[0].centre == cards("G3") and first.recall[1].kept == 2
    again = run(first, "centre:0:G4")
    assert again.recall[0].centre == cards("G4")
    ended = run(again, "place:0:1:B0")
    assert ended.round_no == 1 and ended.recall == (None, None)


def test_every_seat_sees_the_same_memory() -> None:
    """The memory is public: every seat's view holds it."""
    state = run(from_text(hands=["R3 G1", "Y1 Y2"], centre="B2", deck="P0"), "end:0")
    assert view_for(state, 0).recall == view_for(state, 1).recall == state.recall
