"""One scenario per paragraph of the seed rulebook (seed 000; see app/games/slf/RULES.md).

Each docstring quotes the paragraph it checks. Where app/games/slf/RULES.md decides a point the
seed leaves open, the test follows RULES.md and says so.
"""

from __future__ import annotations

from collections import Counter

import pytest

from app.core.errors import InvalidNotation
from app.games.slf.deck import DECK, XY, XY_CARD
from app.games.slf.engine import ENGINE
from app.games.slf.letters import fits
from app.games.slf.model import State
from app.games.slf.notation import from_text
from app.games.slf.rules import new_game, outcome, phase, to_act
from app.games.slf.view import all_cards, view_for
from tests.games.slf.helpers import (
    category_of,
    legal_codes,
    letter_count,
    letters,
    refused,
    run,
    won_letters,
)

# ---------------------------------------------------------------- At a Glance, Setup


def test_at_a_glance_two_to_six_players_fifty_cards():
    """At a Glance: "Players: 2–6 … Contents: 50 playing cards"."""
    assert ENGINE.seat_counts == (2, 3, 4, 5, 6)
    assert len(DECK) == 50
    for seats in (1, 7):
        with pytest.raises(InvalidNotation) as info:
            new_game(1, {}, seats)
        assert info.value.code == "bad-seats"


def test_each_card_has_a_letter_side_and_a_category_side():
    """At a Glance: "Each card shows letters on one side and a category on the other"."""
    assert all(c.letter and c.category for c in DECK)
    state = run(new_game(5, {}, 3), "turn:0:4")
    view = view_for(state, 1)
    assert view.category == category_of(state)
    assert view.table[4] is None
    assert all(x is None or x in {c.letter for c in DECK} for x in view.table)


@pytest.mark.parametrize("seed", range(8))
def test_setup_twelve_letter_cards_and_the_draw_pile(seed):
    """Setup: "Turn all cards to the letter side and shuffle them. Place the top twelve
    cards letter-side up in the middle of the table. Set the remaining cards aside as the
    draw pile."."""
    state = new_game(seed, {}, 4)
    assert len(state.table) == 12 and None not in state.table
    assert state.category is None
    assert len(state.pile) == 38
    assert all_cards(state) == Counter(range(50))
    assert view_for(state, 0).pile_size == 38
    assert new_game(seed, {}, 4) == state


def test_tip_remove_the_x_y_card():
    """Setup, Tip: "The letter card "X/Y" is particularly difficult. When playing with
    children for the first time, it is recommended to remove this card from the game"."""
    for seed in range(20):
        state = new_game(seed, {"remove_xy": True}, 2)
        assert XY_CARD not in all_cards(state)
        assert sum(all_cards(state).values()) == 49
    assert any(XY_CARD in new_game(s, {}, 2).table for s in range(20))


# ---------------------------------------------------------------- Gameplay


def test_the_player_first_in_the_alphabet_turns_the_first_category():
    """Gameplay: "The player whose first name (initial letter) comes first in the alphabet
    turns over one of the twelve cards so that it now shows a category." The UI finds that
    player from the names and passes the seat as ``first_seat``."""
    state = new_game(3, {"first_seat": 2}, 4)
    assert to_act(state) == (2,)
    assert legal_codes(state, 2) == {f"turn:2:{slot}" for slot in range(12)}
    assert legal_codes(state, 0) == set()
    assert refused(state, "turn:0:3") == "slf-first-turn"
    after = run(state, "turn:2:3")
    assert after.category == 3 and phase(after) == "play"
    with pytest.raises(InvalidNotation):
        new_game(3, {"first_seat": 4}, 4)


def test_everyone_plays_at_once_with_a_letter_on_the_table():
    """Gameplay: "Play begins immediately as soon as the category is revealed. Everyone
    plays at the same time; there is no turn order. … The term must begin with the same
    letter as one of the letter cards on the table. … Hamster, Affe (monkey) or Jaguar
    would all be possible."."""
    state = from_text("G H A J", category=0, seats=3)
    assert category_of(state) == "animal"
    assert to_act(state) == (0, 1, 2)
    for seat in range(3):
        assert {f"slap:{seat}:{s}:0" for s in (1, 2, 3)} <= legal_codes(state, seat)
        assert f"slap:{seat}:0:0" not in legal_codes(state, seat)
    table = [x for x in letters(state) if x != "*"]
    for term in ("Hamster", "Affe", "Jaguar"):
        assert any(fits(term, letter) for letter in table)
    assert not any(fits("Zebra", letter) for letter in table)


def test_slap_and_take_the_card_as_a_prize():
    """Gameplay: "Once a player has found a term, they call it out loudly and
    simultaneously slap the corresponding letter card … That player may then take the
    card as a prize. Example: Florian slaps the "L" and says "Leopard." He takes the "L"
    card"."""
    florian = 1
    state = from_text("G L H A", category=0, seats=3)
    state = run(state, f"slap:{florian}:1:0")
    assert phase(state) == "judge"
    state = run(state, "vote:0:yes")
    assert won_letters(state, florian) == ["L"]
    assert state.table[1] is None
    assert view_for(state, 2).won[florian] == ("L",)


def test_play_continues_without_a_new_category():
    """Gameplay: "Play continues immediately, and everyone again looks for a matching term
    at the same time. No new category is turned over."."""
    state = from_text("G L H A", category=0, seats=2)
    state = run(state, "slap:1:1:0", "vote:0:yes")
    assert phase(state) == "play" and category_of(state) == "animal"
    assert to_act(state) == (0, 1)
    state = run(state, "slap:0:2:5", "vote:1:yes")
    assert won_letters(state, 0) == ["H"] and category_of(state) == "animal"


def test_play_goes_on_until_only_the_category_card_remains():
    """Gameplay: "Play continues in this way until all letters have been won and only the
    category card remains on the table."."""
    state = from_text("G L H", pile="A B D E F", category=0, seats=2)
    state = run(state, "slap:0:1:0", "vote:1:yes")
    assert letter_count(state) == 1 and phase(state) == "play"
    state = run(state, "slap:1:2:0", "vote:0:yes")
    assert phase(state) == "turn", "the last letter won: new letters, new category"


# ---------------------------------------------------------------- No matching term


def test_nobody_knows_turns_the_category_back_and_another_card_over():
    """No Matching Term: "If none of the players finds a matching term, first turn the
    category card back to its letter side, then turn over a different letter card to its
    category side. Play then continues."."""
    state = from_text("G L H A", pile="B D", category=0, seats=2)
    state = run(state, "nobody:1")
    assert state.category is None and letters(state) == ["G", "L", "H", "A"]
    assert phase(state) == "turn" and state.turned_back == 0
    assert refused(state, "turn:0:0") == "slf-turned-back"
    state = run(state, "turn:0:2")
    assert category_of(state) == DECK[state.table[2]].category and phase(state) == "play"
    assert len(state.pile) == 2


def test_nobody_knows_twice_refills_to_twelve():
    """No Matching Term, Attention: "If, despite the new category, nobody can find a term,
    new cards are turned over from the draw pile until there are again twelve cards in the
    middle of the table." RULES.md: refill to 12 letter cards, then turn a new category."""
    state = from_text("G L H A B D - - - - - -", pile="E F I K M N O P", category=0, seats=3)
    state = run(state, "nobody:2", "turn:1:3", "nobody:0")
    assert letter_count(state) == 12 and None not in state.table
    assert len(state.pile) == 2
    assert phase(state) == "turn" and state.turned_back == 3 and state.streak == 0
    state = run(state, "turn:2:7")
    assert phase(state) == "play"


# ---------------------------------------------------------------- Revealing new letters


def test_only_the_category_left_lays_eleven_new_letters():
    """Revealing New Letters: "If only the category card remains … first place eleven more
    letter cards in the middle of the table. Then turn the previous category card to its
    letter side, and turn over another letter card to its category side."."""
    pile = "A A B B B D D E E F F H H I K"
    state = from_text("G L", pile=pile, category=0, seats=2)
    state = run(state, "slap:0:1:0", "vote:1:yes")
    assert letter_count(state) == 12 and None not in state.table
    assert len(state.pile) == 4
    assert state.category is None and state.turned_back == 0
    assert refused(state, "turn:1:0") == "slf-turned-back"
    state = run(state, "turn:1:5")
    assert letter_count(state) == 11 and phase(state) == "play"


def test_a_short_pile_lays_what_is_left():
    """Revealing New Letters: "If the draw pile no longer has enough cards for eleven letter
    cards, only the cards that are still there are revealed."."""
    state = from_text("G L", pile="A B D", category=0, seats=2)
    state = run(state, "slap:0:1:0", "vote:1:yes")
    assert state.pile == () and letter_count(state) == 4
    assert letters(state)[:4] == ["G", "A", "B", "D"]
    assert phase(state) == "turn"


# ---------------------------------------------------------------- Mistakes


def test_a_rejected_term_is_a_mistake():
    """Mistakes: "If a player slaps a letter card but either cannot name a term for the
    category, or names one that begins with a different letter, that player has made a
    mistake." The others judge: a reject makes it a mistake and the card stays."""
    state = from_text("G L H A", category=0, seats=2)
    assert not fits("Tiger", "L")
    state = run(state, "slap:0:1:0", "vote:1:no")
    assert state.sitting_out == (0,)
    assert letters(state)[1] == "L" and won_letters(state, 0) == []


def test_a_mistake_sits_out_and_hands_over_a_card():
    """Mistakes: "This player must sit out until a fellow player has won a card. In
    addition, the player must hand over one letter card they have already won (if they have
    one) as a penalty, and set it aside." RULES.md: the card won most recently."""
    state = from_text("G L H A B", category=0, seats=3, won=["C K", "", ""])
    discarded = len(state.discarded)
    state = run(state, "slap:0:1:0", "vote:1:no", "vote:2:no")
    assert state.sitting_out == (0,)
    assert won_letters(state, 0) == ["C"]
    assert len(state.discarded) == discarded + 1
    assert DECK[state.discarded[-1]].letter == "K"
    assert refused(state, "slap:0:2:0") == "slf-sitting-out"
    assert all(not c.startswith("slap") for c in legal_codes(state, 0))
    state = run(state, "slap:1:2:0", "vote:0:yes")
    assert state.sitting_out == (), "another player won a card"
    assert "slap:0:3:0" in legal_codes(state, 0)


# ---------------------------------------------------------------- End of game


def test_the_game_ends_when_the_pile_is_used_up_and_no_term_is_found():
    """End of Game: "As soon as the draw pile has been used up and no term can be found any
    more, the game ends." RULES.md: nobody knows twice with an empty pile."""
    state = from_text("G L H", category=0, seats=2, won=["A", "C"])
    state = run(state, "nobody:0", "turn:1:1")
    assert outcome(state) is None
    state = run(state, "nobody:1")
    assert to_act(state) == () and phase(state) == "over"
    assert outcome(state).scores == (1.0, 2.0)


def test_blue_letters_score_one_red_letters_two_most_points_wins():
    """End of Game: "Each blue letter card is worth one point, each red letter card two
    points. All players add up the points of their letters. The player with the most points
    overall is the winner."."""
    state = from_text("G L", category=0, seats=3, won=["A B D", "C", "J W"])
    state = run(state, "slap:1:1:0", "vote:0:yes")
    result = outcome(state)
    assert result.scores == (3.0, 3.0, 4.0)
    assert result.winners == (2,)


def test_several_rounds_highest_total_wins():
    """End of Game: "Several rounds: … The player who has the highest total score at the
    end is the winner."."""
    state = from_text("G L", category=0, seats=2, won=["C J", "A"], options={"rounds": 2})
    state = run(state, "nobody:0", "turn:0:1", "nobody:0")
    assert outcome(state) is None
    assert state.results == ((4, 1),) and state.round_no == 1
    assert view_for(state, 0).totals == (4, 1)
    assert len(state.table) == 12 and len(state.pile) == 38 and state.won == ((), ())
    assert to_act(state) == (0,), "the first category is turned by first_seat again"
    final = _win_everything(state, seat=1)
    left = [DECK[c] for c in final.table if c is not None]
    assert len(left) == 1, "the last category card stays on the table and scores nothing"
    assert final.results[1] == (0, 60 - left[0].points)
    result = outcome(final)
    assert result.scores == (4.0, 61.0 - left[0].points) and result.winners == (1,)


def _win_everything(state: State, *, seat: int) -> State:
    """Play the round to its end with ``seat`` slapping every card and winning it."""
    rounds = len(state.results)
    while len(state.results) == rounds:
        if phase(state) == "turn":
            turner = to_act(state)[0]
            slot = next(
                i for i, c in enumerate(state.table) if c is not None and i != state.turned_back
            )
            state = run(state, f"turn:{turner}:{slot}")
        else:
            slot = next(i for i, x in enumerate(letters(state)) if x not in (None, "*"))
            state = run(state, f"slap:{seat}:{slot}:{state.floor_ms}", f"vote:{1 - seat}:yes")
    return state


# ---------------------------------------------------------------- Variant: game leader


def test_with_a_game_leader_the_leader_turns_every_category():
    """Variant: With a Game Leader: "The setup stays the same, except that the game leader
    turns over the category card each time. The others can concentrate fully on finding
    terms. The rest of the gameplay stays the same." The leader is seat ``seats``."""
    state = new_game(2, {"mode": "leader", "first_seat": 1}, 3)
    assert len(state.table) == 12 and to_act(state) == (3,)
    assert refused(state, "turn:1:0") == "slf-leader-only"
    state = run(state, "turn:3:0")
    assert to_act(state) == (0, 1, 2, 3)
    assert refused(state, "slap:3:1:0") == "slf-leader-cannot-slap"
    state = run(state, "slap:2:1:0", "vote:3:yes")
    assert len(state.won[2]) == 1
    state = run(state, "nobody:3")
    assert to_act(state) == (3,), "after nobody knows the leader turns again"


# ---------------------------------------------------------------- Variant: one card at a time

ONE = {"one_card": True}


def test_one_card_setup_twelve_letters_rest_as_pile():
    """Variant: Only One Card at a Time: "Twelve letter cards are placed face up in the
    middle of the table. The remaining cards are placed letter-side up as a draw pile." The
    app keeps the pile hidden (only its size shows)."""
    state = new_game(4, ONE, 3)
    assert len(state.table) == 12 and len(state.pile) == 38
    assert view_for(state, 0).pile_size == 38


def test_one_card_first_round_any_card_turned_fastest_takes_it():
    """Variant: "First round: Any one of the twelve letter cards in the middle is turned to
    its category side, and play begins immediately. … Whoever knows a term … slaps the
    letter card immediately and takes it as a prize."."""
    state = new_game(4, ONE, 3)
    assert {f"turn:0:{s}" for s in range(12)} == legal_codes(state, 0)
    state = run(state, "turn:0:7", "slap:1:2:40", "vote:0:yes")
    assert len(state.won[1]) == 1


def test_one_card_only_the_fastest_receives_a_card():
    """Variant, Note: "In this variant only the fastest player receives a card as a prize.
    If other players then name a matching term, they go away empty-handed."."""
    state = from_text("A D K M", pile="B E", category=0, seats=3, options=ONE)
    state = run(state, "slap:1:1:1000")
    assert refused(state, "slap:2:1:1150") == "slf-too-late"
    state = run(state, "vote:0:yes")
    assert won_letters(state, 1) == ["D"] and state.won[2] == ()
    assert refused(state, "slap:2:1:1200") == "slf-no-letter"
    assert category_of(state) != "sea", "a new category is already showing"


def test_one_card_following_rounds_take_the_category_from_the_pile():
    """Variant: "Following rounds: The category card is turned to its letter side, and the
    top card of the draw pile is placed in the middle with its category side up."."""
    state = from_text("A D K M", pile="B E", category=0, seats=2, options=ONE)
    state = run(state, "slap:0:2:0", "vote:1:yes")
    assert letters(state) == ["A", "D", "*", "M"]
    assert category_of(state) == "city" and DECK[state.table[2]].letter == "B"
    assert [DECK[c].letter for c in state.pile] == ["E"]
    state = run(state, "nobody:1")
    assert letters(state) == ["A", "D", "B", "M", "*"], "nobody knows: the next card comes"
    assert state.pile == ()


def test_one_card_example_heiko_and_the_dolphin():
    """Variant, Example: "The category "In the Sea" (Im Meer) is revealed. Heiko slaps the
    "D" and says "Delfin" (dolphin). Heiko takes the "D" immediately as his prize … The "In
    the Sea" card is turned to its letter side. Then the top card of the draw pile is
    turned over and placed in the middle as the new category card."."""
    heiko = 2
    state = from_text("A D K M", pile="B E", category=0, seats=3, options=ONE)
    assert category_of(state) == "sea"
    assert fits("Delfin", "D")
    state = run(state, f"slap:{heiko}:1:0", "vote:0:yes")
    assert won_letters(state, heiko) == ["D"]
    assert letters(state)[0] == "A", "In the sea is back on its letter side"
    assert category_of(state) == "city" and state.category == 1


def test_one_card_plays_until_the_pile_is_used_up_ties_share():
    """Variant: "This variant is also played until the draw pile is used up. The last
    category is still played, after which points are counted. … In case of a tie, there
    are several winners."."""
    state = from_text("A D K", pile="B", category=0, seats=2, options=ONE, won=["C", ""])
    state = run(state, "slap:1:1:0", "vote:0:yes")
    assert outcome(state) is None and category_of(state) == "city", "the last category"
    state = run(state, "slap:1:2:0", "vote:0:yes")
    result = outcome(state)
    assert result.scores == (2.0, 2.0) and result.winners == (0, 1)


# ---------------------------------------------------------------- Notes on categories


def test_characteristic_categories_are_flagged():
    """Notes on Categories: "Especially for the categories In the Kitchen, In the Air, In
    the Circus, At School, At the Doctor's and In the Sea, only terms that are truly
    characteristic of that category count." RULES.md adds eleven places."""
    from app.games.slf.deck import CATEGORIES

    strict = [c.id for c in CATEGORIES if c.characteristic]
    assert strict[:6] == ["kitchen", "air", "circus", "school", "doctor", "sea"]
    assert [c.id for c in CATEGORIES[32:43]] == strict[6:]
    assert len(strict) == 17
    assert XY in {c.letter for c in DECK}
