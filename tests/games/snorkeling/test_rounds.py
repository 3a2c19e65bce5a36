"""§3 Round end and scoring: the Beach, totals and the target, reshuffles and a calm sea."""

from __future__ import annotations

import pytest

from app.core.errors import InvalidNotation
from app.games.snorkeling.model import LANTERN, Options, State
from app.games.snorkeling.notation import from_text
from app.games.snorkeling.rules import deal, legal_moves, new_game, outcome, to_act
from app.games.snorkeling.view import all_cards, deck_cards
from tests.games.snorkeling.helpers import (
    centre,
    drain_deck,
    hand,
    legal_codes,
    refused,
    run,
    scores,
)


def beach_table(totals: tuple[int, ...], **options: object) -> State:
    """3 seats; seat 0 can play R3 on B2, then the Beach G0 on seat 1's pile (top B1)."""
    return from_text(
        hands=["R3 G0 P4", "Y1 Y2", "B1"],
        piles=["Y4", "B4 B3 B2 B1", "G4"],
        centre="B2",
        deck="P0 P1 P2",
        totals=totals,
        options=options,
    )


def duel(totals: tuple[int, int], **options: object) -> State:
    """2 seats; seat 0 plays R3 on B2 and then the Beach G0 on seat 1's pile (top B1)."""
    return from_text(
        hands=["R3 G0 P4", "Y1 Y2"],
        piles=["", "B4 B3 B2 B1"],
        centre="B2",
        totals=totals,
        options=options,
    )


# ---------------------------------------------------------------- the Beach


def test_beach_on_a_pile_scores_the_round_and_deals_the_next() -> None:
    """§3 Round end: a Beach on a pile ends the round; pile tops score; the receiver starts."""
    state = beach_table((1, 2, 3))
    assert scores(state) == (4, 1, 4)
    after = run(state, "centre:0:R3", "place:0:1:G0")
    assert after.results == ((4, 0, 4),), "Y4 scores 4, the receiver's Beach 0, G4 4"
    assert after.totals == (5, 2, 7) and after.beaches == (1,)
    assert after.round_no == 1 and after.turn == 1 and after.starter == 1
    assert after == deal("scenario", Options(), 3, 1, 1, (5, 2, 7), ((4, 0, 4),), (1,))
    assert [len(h) for h in after.hands] == [5, 5, 5] and len(after.centre) == 1
    assert after.piles == ((LANTERN,),) * 3 and len(after.deck) == 75 - 15 - 1
    assert all_cards(after) == deck_cards(after)


def test_lanternfish_scores_five() -> None:
    """§3 Score: a pile with only its Lanternfish scores 5."""
    after = run(duel((0, 0)), "centre:0:R3", "place:0:1:G0")
    assert after.results == ((5, 0),) and after.totals == (5, 0) and after.turn == 1


def test_beach_ends_the_round_before_any_end_of_turn_draw() -> None:
    """§3 Round end: immediately; nobody draws (the game ends here, so the table stays)."""
    state = beach_table((10, 0, 0))
    after = run(state, "centre:0:R3", "place:0:1:G0")
    assert after.turn == -1 and after.totals == (14, 0, 4)
    assert hand(after, 0) == "P4", "no end-of-turn draw"
    assert hand(after, 2) == "B1", "no top-up to 2 cards"
    assert after.deck == state.deck


def test_expert_beach_ends_the_round_in_the_middle_of_a_turn() -> None:
    """§3 Expert: a Beach placed ends the round at once, with cards still in the hand."""
    state = beach_table((10, 0, 0), expert=True)
    after = run(state, "centre:0:R3", "place:0:1:G0")
    assert after.turn == -1 and after.results == ((4, 0, 4),)
    assert hand(after, 0) == "P4", "the turn was cut short, P4 still in hand"
    going_on = run(beach_table((0, 0, 0), expert=True), "centre:0:R3", "place:0:1:G0")
    assert going_on.round_no == 1 and going_on.turn == 1 and going_on.beaches == (1,)


# ---------------------------------------------------------------- totals and the target


def test_game_ends_when_one_player_alone_reaches_the_target() -> None:
    """§3 Score: 12 or more after a round, alone at the top, wins; the game is over."""
    after = run(duel((10, 3)), "centre:0:R3", "place:0:1:G0")
    assert after.totals == (15, 3) and after.turn == -1
    result = outcome(after)
    assert result is not None
    assert result.winners == (0,) and result.scores == (15.0, 3.0)
    assert to_act(after) == () and legal_moves(after, 0) == () and legal_moves(after, 1) == ()
    assert refused(after, "end:0") == "game-over"


def test_highest_total_wins_when_several_pass_the_target() -> None:
    """§3 Score: the highest total wins, even if others reached the target too."""
    state = from_text(
        hands=["R3 G0 P4", "Y1 Y2", "B1"],
        piles=["", "B4", "B4 B3 B2 B1"],
        centre="B2",
        totals=(9, 11, 2),
    )
    after = run(state, "centre:0:R3", "place:0:2:G0")
    assert after.totals == (14, 15, 2)
    result = outcome(after)
    assert result is not None and result.winners == (1,)


def test_a_tie_at_the_top_plays_another_round() -> None:
    """§3 Score: a tie at the top on or above the target plays another round."""
    after = run(duel((7, 12)), "centre:0:R3", "place:0:1:G0")
    assert after.totals == (12, 12) and outcome(after) is None
    assert after.round_no == 1 and after.turn == 1 and to_act(after) == (1,)


def test_target_six_ends_the_game_earlier() -> None:
    """§3 Score (option): with target 6 a total of 6 wins; with the default 12 play goes on."""
    short = run(duel((1, 0), target=6), "centre:0:R3", "place:0:1:G0")
    assert short.totals == (6, 0) and short.turn == -1
    result = outcome(short)
    assert result is not None and result.winners == (0,)
    long = run(duel((1, 0)), "centre:0:R3", "place:0:1:G0")
    assert long.totals == (6, 0) and long.round_no == 1 and outcome(long) is None


@pytest.mark.parametrize(
    "options", [{"target": 10}, {"target": 0}, {"target": "6"}, {"expert": 1}, {"goal": 6}]
)
def test_options_other_than_the_rule_options_are_refused(options: dict[str, object]) -> None:
    """§3 Options: target is 6 or 12, expert a boolean; anything else is refused."""
    with pytest.raises(InvalidNotation) as info:
        new_game(1, options, 2)
    assert info.value.code == "bad-options"
    with pytest.raises(InvalidNotation) as info:
        from_text(hands=["R1", "R2"], options=options)
    assert info.value.code == "bad-options"
    assert new_game(1, {"target": 6, "expert": True}, 2).options == Options(6, True)


# ---------------------------------------------------------------- reshuffle


def test_empty_deck_is_refilled_from_the_centre_below_its_top() -> None:
    """§3 Deck empty: the centre except its top is shuffled into a new deck, then drawn from."""
    state = drain_deck(from_text(hands=["R3 G1", "Y1 Y2"], centre="P0 P1 P2 B2"), into=1)
    assert state.deck == ()
    after = run(state, "end:0")
    assert centre(after) == "B2", "the top card stays"
    drawn = [c for c in after.hands[0] if c not in state.hands[0]]
    assert len(drawn) == 1 and len(after.deck) == 2
    assert sorted(drawn + list(after.deck)) == [20, 21, 22], "P0 P1 P2 from the old centre"
    assert after.shuffles == 1 and all_cards(after) == deck_cards(after)


def test_deck_refills_in_the_middle_of_the_top_up() -> None:
    """§3 Deck empty: a top-up that empties the deck goes on with the reshuffled centre."""
    state = from_text(hands=["R3 G1", "Y1"], centre="P0 P1 B2", deck="Y4")
    state = drain_deck(state, into=0, keep=1)
    after = run(state, "end:0")
    assert 9 in after.hands[0], "the passer drew Y4, the deck's last card"
    assert len(after.hands[1]) == 2 and after.hands[1][0] == 6
    assert after.hands[1][1] in (20, 21) and len(after.deck) == 1
    assert centre(after) == "B2" and after.shuffles == 1


def test_nothing_to_shuffle_means_no_card_is_drawn() -> None:
    """§3 Deck empty: with only the centre's top left, no card is drawn."""
    state = drain_deck(from_text(hands=["R3 G1", "Y1 Y2"], centre="B2"), into=1)
    after = run(state, "end:0")
    assert hand(after, 0) == "R3 G1" and after.deck == () and centre(after) == "B2"
    assert after.shuffles == 0 and after.turn == 1 and after.round_no == 0


# ---------------------------------------------------------------- calm sea


def calm_table() -> State:
    """3 seats, seat 1 starts; the deck is empty and the centre holds only its top card."""
    state = from_text(hands=["R3", "Y1 Y2", "G1"], piles=["Y4", "", "B4 B3"], centre="B2", turn=1)
    return drain_deck(state, into=1)


def test_calm_sea_scores_the_round_without_a_beach() -> None:
    """§3 Decision, calm sea: all players pass in turn with nothing to draw; the round is scored."""
    state = run(calm_table(), "end:1", "end:2")
    assert state.round_no == 0 and state.passes == 2 and state.turn == 0
    after = run(state, "end:0")
    assert after.results == ((4, 5, 3),) and after.totals == (4, 5, 3)
    assert after.beaches == (None,)
    assert after.round_no == 1 and after.starter == 2 and after.turn == 2, "after seat 1"


def test_passing_while_cards_can_be_drawn_is_no_calm_sea() -> None:
    """§3 Decision, calm sea: passes with a deck to draw from do not end the round."""
    state = run(from_text(hands=["R3", "Y1"], centre="B2"), "end:0", "end:1", "end:0", "end:1")
    assert state.round_no == 0 and state.passes == 0 and state.results == ()


def test_a_pass_that_drew_a_card_does_not_count_towards_a_calm_sea() -> None:
    """§3 Decision, calm sea: only passes made while nothing could be drawn count."""
    state = from_text(hands=["R1", "G1"], centre="B2", deck="Y3")
    state = drain_deck(state, into=1, keep=1)
    state = run(state, "end:0")
    assert hand(state, 0) == "R1 Y3", "seat 0 drew the last card, which fits B2"
    state = run(state, "end:1")
    assert state.round_no == 0 and state.turn == 0, "seat 0 has not passed with nothing to draw"
    assert "centre:0:Y3" in legal_codes(state)
