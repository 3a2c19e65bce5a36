"""§3 Turn rule by rule: centre plays, runs, placements, passing, draws and the hand-back."""

from __future__ import annotations

from app.games.snorkeling.model import LANTERN
from app.games.snorkeling.notation import from_text, state_to_dict
from tests.games.snorkeling.helpers import centre, hand, pile, refused, run, scores

# ---------------------------------------------------------------- centre: one higher


def test_centre_takes_one_card_exactly_one_higher_of_any_colour() -> None:
    """§3 Centre, one higher: a card one higher than the top, any colour, becomes the top."""
    state = from_text(hands=["R3 G0 P4", "Y1 Y2"], centre="B2")
    after = run(state, "centre:0:R3")
    assert centre(after) == "B2 R3"
    assert hand(after, 0) == "G0 P4"
    assert after.turn == 0 and after.played == 1 and after.run is None


def test_centre_beach_follows_a_ray() -> None:
    """§3 Centre, one higher: a Beach (0) follows a Ray (4)."""
    state = from_text(hands=["Y0 G2", "R1 R2"], centre="B4")
    after = run(state, "centre:0:Y0")
    assert centre(after) == "B4 Y0" and hand(after, 0) == "G2"


def test_centre_refuses_a_card_neither_one_higher_nor_of_the_colour() -> None:
    """§3 Centre: a card that is neither one higher nor of the top's colour is refused."""
    state = from_text(hands=["R1 G0 P4", "Y1 Y2"], centre="B2")
    assert refused(state, "centre:0:G0") == "sk-centre-fit"
    assert refused(state, "centre:0:R1") == "sk-centre-fit", "one lower does not fit"
    assert refused(state, "centre:0:P4") == "sk-centre-fit", "two higher does not fit"


def test_a_one_higher_card_stands_alone() -> None:
    """§3 Centre, one higher: exactly one card; a second centre card is refused after it."""
    state = run(from_text(hands=["R3 R4 B0 P4", "Y1 Y2"], centre="B2"), "centre:0:R3")
    assert refused(state, "centre:0:P4") == "sk-one-higher-alone", "one higher again"
    assert refused(state, "centre:0:R4") == "sk-one-higher-alone", "same colour as R3"
    assert refused(state, "centre:0:B0") == "sk-one-higher-alone"


# ---------------------------------------------------------------- centre: same-colour run


def test_same_colour_run_in_the_chosen_order() -> None:
    """§3 Centre, same colour: several cards of the top's colour, any values and order."""
    state = from_text(hands=["R3 B0 B1 B4", "Y1 Y2"], centre="B2")
    after = run(state, "centre:0:B4", "centre:0:B0", "centre:0:B1")
    assert centre(after) == "B2 B4 B0 B1", "the last one played is the new top"
    assert hand(after, 0) == "R3"
    assert after.played == 3 and after.run == 3 and after.turn == 0
    other = run(state, "centre:0:B1", "centre:0:B4")
    assert centre(other) == "B2 B1 B4"


def test_run_refuses_a_card_of_another_colour() -> None:
    """§3 Centre, same colour: a run takes only the centre's colour, even a one-higher card."""
    state = run(
        from_text(hands=["R3 Y2 B1 B4", "G1 G2"], centre="B2"), "centre:0:B4", "centre:0:B1"
    )
    assert refused(state, "centre:0:Y2") == "sk-run-colour", "Y2 is one higher than B1"
    assert refused(state, "centre:0:R3") == "sk-run-colour"


def test_a_same_colour_card_one_higher_opens_a_run() -> None:
    """§3 Centre, same colour: a card both one higher and of the colour may be followed by more."""
    state = from_text(hands=["B3 B0 R4", "G1 G2"], centre="B2")
    after = run(state, "centre:0:B3", "centre:0:B0")
    assert centre(after) == "B2 B3 B0" and hand(after, 0) == "R4"


# ---------------------------------------------------------------- opponents' piles


def test_placement_needs_a_centre_play_first() -> None:
    """§3 Opponents: only a player who played to the centre may place on a pile."""
    state = from_text(hands=["R3 G1", "Y1"], piles=["", "B2"], centre="B2")
    assert refused(state, "place:0:1:G1") == "sk-centre-first"


def test_placement_is_exactly_one_lower_on_an_opponent_colour_irrelevant() -> None:
    """§3 Opponents: one card exactly one lower than the pile top, any colour; the turn ends."""
    state = from_text(
        hands=["R3 G0 G1 P4", "Y1 Y2"], piles=["", "B2"], centre="B2", deck="Y4 P2 P3"
    )
    state = run(state, "centre:0:R3")
    assert refused(state, "place:0:1:G0") == "sk-pile-fit", "two lower"
    assert refused(state, "place:0:1:P4") == "sk-pile-fit", "higher"
    assert refused(state, "place:0:0:P4") == "sk-no-opponent", "a Ray would fit the own Lanternfish"
    assert refused(state, "place:0:2:G1") == "sk-no-opponent", "there is no seat 2"
    after = run(state, "place:0:1:G1")
    assert pile(after, 1) == "L5 B2 G1"
    assert after.turn == 1, "basic game: the turn ends with the one placement"
    assert hand(after, 0) == "Y4 G0 P4", "the end-of-turn draw (Y4) is done"
    assert hand(after, 1) == "Y1 Y2" and after.deck[0] == 22, "P2 is next"
    assert after.played == 0 and after.placed == 0


def test_a_ray_goes_on_a_lanternfish() -> None:
    """§3 Opponents: a Ray (4) is one lower than a Lanternfish (5)."""
    state = from_text(hands=["Y3 G2 P4", "R0 R1", "G0 G1"], centre="Y2", deck="B0 B1")
    after = run(state, "centre:0:Y3", "place:0:2:P4")
    assert pile(after, 2) == "L5 P4" and pile(after, 1) == "L5"
    assert after.turn == 1 and hand(after, 0) == "G2 B0"


# ---------------------------------------------------------------- passing and drawing


def test_pass_draws_one_card_and_changes_nothing_else() -> None:
    """§3 Pass: no card is played; the player draws 1 and the turn passes on."""
    state = from_text(hands=["R3 G1", "Y1 Y2"], piles=["B4", ""], centre="B2", deck="P0 P1")
    after = run(state, "end:0")
    assert hand(after, 0) == "R3 G1 P0"
    assert after.turn == 1 and after.passes == 0, "a pass that drew is no calm-sea pass"
    assert after.deck == state.deck[1:]
    changed = {"hands", "deck", "turn", "passes", "recall"}
    old, new = state_to_dict(state), state_to_dict(after)
    assert new["recall"] == [
        {"top": "B2", "tops": ["B4", "L5"], "centre": [], "places": [], "kept": 2, "back": None},
        None,
    ], "the table remembers the pass"
    assert {k: v for k, v in old.items() if k not in changed} == {
        k: v for k, v in new.items() if k not in changed
    }
    assert new["hands"][1] == old["hands"][1]


def test_end_of_turn_draws_one_then_everyone_tops_up_to_two() -> None:
    """§3 End of turn: the player draws 1; then each player below 2 cards draws up to 2."""
    state = from_text(hands=["R3 G1 G4", "Y1", "P2 P3"], centre="B2", deck="P0 P1 R4")
    after = run(state, "centre:0:R3", "end:0")
    assert hand(after, 0) == "G1 G4 P0", "exactly one card drawn"
    assert hand(after, 1) == "Y1 P1", "the opponent with 1 card now holds 2"
    assert hand(after, 2) == "P2 P3", "2 cards are enough"
    assert after.deck[0] == 4 and len(after.deck) == len(state.deck) - 2


def test_top_up_also_follows_a_pass() -> None:
    """§3 End of turn: after every turn, a pass too, each player below 2 cards draws up to 2."""
    state = from_text(hands=["R3", "Y1", ""], centre="B2", deck="P0 P1 P2 P3 P4")
    after = run(state, "end:0")
    assert hand(after, 0) == "R3 P0"
    assert hand(after, 1) == "Y1 P1"
    assert hand(after, 2) == "P2 P3"
    assert after.deck[0] == 24


# ---------------------------------------------------------------- hand played out


def test_played_out_hand_takes_back_the_own_pile_top() -> None:
    """§3 End of turn: with the hand played out, the own pile's top card comes back into it."""
    state = from_text(hands=["R3 G1", "Y1 Y2"], piles=["Y4 B3", "B2"], centre="B2", deck="P0 P1")
    assert scores(state) == (3, 2)
    after = run(state, "centre:0:R3", "place:0:1:G1")
    assert pile(after, 0) == "L5 Y4", "one card shorter"
    assert hand(after, 0) == "B3 P0", "the Turtle back, plus the 1 drawn"
    assert scores(after) == (4, 1), "the score went up from 3 to 4"
    assert after.deck[0] == 21 and after.turn == 1


def test_played_out_hand_on_a_lanternfish_draws_an_extra_card() -> None:
    """§3 End of turn: if the own pile's top is the Lanternfish, it stays; draw one extra."""
    state = from_text(hands=["R3 G1", "Y1 Y2"], piles=["", "B2"], centre="B2", deck="P0 P1 P2")
    after = run(state, "centre:0:R3", "place:0:1:G1")
    assert state.piles[0] == after.piles[0] == (LANTERN,)
    assert hand(after, 0) == "P0 P1", "2 cards drawn in all"
    assert after.deck[0] == 22


def test_hand_played_out_in_the_centre_ends_the_turn() -> None:
    """§3 End of turn: a hand played out into the centre ends the turn with the hand-back."""
    state = from_text(hands=["R3", "Y1 Y2"], piles=["Y4", ""], centre="B2", deck="P0")
    after = run(state, "centre:0:R3")
    assert after.turn == 1 and pile(after, 0) == "L5"
    assert hand(after, 0) == "Y4 P0" and centre(after) == "B2 R3"
