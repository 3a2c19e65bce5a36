"""app/games/slf/RULES.md rule by rule: ties, judging, leader mode, mistakes, refills, end, scoring,
rounds, the one-card variant and the X/Y option."""

from __future__ import annotations

import pytest

from app.core.errors import IllegalMove, InvalidNotation
from app.games.slf.deck import POINTS_OF, XY_CARD
from app.games.slf.model import TIE_MS, Options
from app.games.slf.notation import from_text
from app.games.slf.rules import (
    apply,
    contender,
    judges,
    new_game,
    outcome,
    phase,
    tie_break,
    tied,
    to_act,
    totals,
)
from app.games.slf.view import all_cards, view_for
from tests.games.slf.helpers import (
    category_of,
    everyone_legal,
    legal_codes,
    letter_count,
    letters,
    refused,
    run,
    won_letters,
)

TABLE = "G L H A B D"
"""Category G (Animal) in slot 0, five letters after it."""


def table(seats: int = 3, **kw) -> object:
    """:data:`TABLE` with the category showing, for ``seats`` players."""
    return from_text(TABLE, category=0, seats=seats, **kw)


# ---------------------------------------------------------------- simultaneous slaps


def test_earliest_slap_wins():
    """§2 Setup and play / issue: slaps carry client time; the earliest one is judged."""
    state = run(table(4), "slap:2:1:1000", "slap:1:1:1080", "slap:3:1:900")
    assert tied(state) == (2, 3), "1080 is more than 100 ms after the earliest (900)"
    state = run(table(4), "slap:2:1:1000", "slap:3:1:850")
    assert tied(state) == (3,) and contender(state) == (3, 1)
    assert judges(state) == (0, 1, 2)


def test_slaps_within_100_ms_are_a_tie_decided_by_a_seeded_draw():
    """Issue: slaps within 100 ms of the earliest are a tie decided between the tied
    players; the draw comes from the seed and the judged-slap counter, so it replays."""
    state = run(table(3), "slap:0:1:1000", f"slap:2:1:{1000 + TIE_MS}")
    assert tied(state) == (0, 2)
    seat, slot = contender(state)
    assert slot == 1 and seat == (0, 2)[tie_break("scenario", 0, 2)]
    assert contender(run(table(3), "slap:2:1:1100", "slap:0:1:1000")) == (seat, 1)
    assert view_for(state, 1).tied == (0, 2) and view_for(state, 1).contender == (seat, 1)
    winners = {tie_break(seed, n, 2) for seed in range(10) for n in range(5)}
    assert winners == {0, 1}, "either tied player can win the draw"


def test_a_slap_more_than_100_ms_late_is_refused():
    """Issue: only slaps within 100 ms of the earliest tie; a later one is too late."""
    state = run(table(3), "slap:0:1:1000")
    assert refused(state, f"slap:1:1:{1001 + TIE_MS}") == "slf-too-late"
    assert refused(state, "slap:0:1:1000") == "slf-already-slapped"


def test_one_slap_is_judged_at_a_time():
    """Decision: while a slap is judged, slaps on other cards wait, and once the first
    vote is cast nobody can join the tie any more."""
    state = run(table(3), "slap:0:1:1000")
    assert refused(state, "slap:1:2:1000") == "slf-judging"
    assert refused(state, "nobody:1") == "slf-judging"
    assert everyone_legal(state) == {
        "slap:1:1:1000",
        "slap:2:1:1000",
        "vote:1:yes",
        "vote:1:no",
        "vote:2:yes",
        "vote:2:no",
    }
    state = run(table(4), "slap:0:1:1000", "vote:1:yes")
    assert refused(state, "slap:2:1:1000") == "slf-judging"


def test_a_slap_from_before_the_last_decision_is_stale():
    """Decision: after a verdict, slaps stamped before the judged slap are refused."""
    state = run(table(2), "slap:0:1:5000", "vote:1:no", "slap:1:2:6000", "vote:0:yes")
    assert state.floor_ms == 6000
    assert refused(state, "slap:1:3:5999") == "slf-slap-stale"
    assert "slap:1:3:6000" in legal_codes(state, 1)


def test_no_slap_before_a_category_shows():
    """§2: play begins when the category is turned."""
    state = new_game(1, {}, 2)
    assert refused(state, "slap:0:1:0") == "slf-no-category"
    assert refused(state, "nobody:0") == "slf-no-category"
    assert refused(run(state, "turn:0:1"), "turn:0:2") == "slf-category-up"
    assert refused(run(state, "turn:0:1"), "slap:0:1:0") == "slf-no-letter"


# ---------------------------------------------------------------- table mode: votes


def test_table_mode_majority_decides():
    """§2 Modes, Table: the others accept or reject by majority."""
    state = run(table(4), "slap:0:1:0", "vote:1:no")
    assert phase(state) == "judge" and to_act(state) == (2, 3)
    state = run(state, "vote:3:no")
    assert state.sitting_out == (0,) and letters(state)[1] == "L"
    state = run(table(4), "slap:0:1:0", "vote:1:no", "vote:2:yes", "vote:3:yes")
    assert won_letters(state, 0) == ["L"]


def test_table_mode_a_tied_vote_accepts():
    """§2 Modes, Table: "a tie accepts"."""
    state = run(table(3), "slap:0:1:0", "vote:1:no")
    assert phase(state) == "judge"
    state = run(state, "vote:2:yes")
    assert won_letters(state, 0) == ["L"]
    state = run(table(5), "slap:4:1:0", "vote:0:yes", "vote:1:no", "vote:2:yes")
    assert won_letters(state, 4) == ["L"], "2 of 4 already accept: the tie accepts"
    state = run(table(5), "slap:4:1:0", "vote:0:no", "vote:1:no")
    assert phase(state) == "judge", "2 of 4 reject is not yet a majority"
    assert run(state, "vote:2:no").sitting_out == (4,)


def test_two_players_the_other_one_decides():
    """§2 Modes, Table with two players: the single other player's vote decides."""
    assert won_letters(run(table(2), "slap:1:2:0", "vote:0:yes"), 1) == ["H"]
    assert run(table(2), "slap:1:2:0", "vote:0:no").sitting_out == (1,)


def test_votes_are_once_per_player_and_never_on_your_own_word():
    """§2 Modes, Table: the *others* vote, each once."""
    state = run(table(4), "slap:0:1:0")
    assert refused(state, "vote:0:yes") == "slf-own-slap"
    state = run(state, "vote:1:no")
    assert refused(state, "vote:1:yes") == "slf-already-voted"
    assert refused(table(4), "vote:1:yes") == "slf-nothing-to-judge"
    assert refused(state, "vote:4:yes") == "slf-no-such-seat"


def test_sitting_out_players_still_judge():
    """Decision: sitting out means no slapping; the player still votes with the others."""
    state = run(table(2, sitting_out=(0,)), "slap:1:1:0")
    assert judges(state) == (0,)
    assert won_letters(run(state, "vote:0:yes"), 1) == ["L"]


# ---------------------------------------------------------------- leader mode

LEADER = {"mode": "leader"}


def test_leader_is_the_extra_seat_and_judges_alone():
    """§2 Modes, Game leader: the leader turns the categories, records the slap and alone
    accepts or rejects. The leader is seat ``seats`` and does not play."""
    state = table(3, options=LEADER)
    assert to_act(state) == (0, 1, 2, 3)
    assert legal_codes(state, 3) == {"nobody:3"}
    assert refused(state, "nobody:0") == "slf-leader-only"
    state = run(state, "slap:1:2:0")
    assert judges(state) == (3,) and to_act(state) == (0, 2, 3)
    assert refused(state, "vote:0:yes") == "slf-leader-only"
    assert run(state, "vote:3:no").sitting_out == (1,)
    assert won_letters(run(state, "vote:3:yes"), 1) == ["H"]
    assert refused(table(3), "vote:3:yes") == "slf-no-such-seat", "no leader in table mode"


def test_leader_sees_the_same_table():
    """The leader's view is the players' view (nothing is private in this game)."""
    state = table(3, options=LEADER)
    leader, player = view_for(state, 3), view_for(state, 0)
    assert leader.seat == 3 and leader.table == player.table
    assert leader.category == player.category == "animal"


# ---------------------------------------------------------------- mistakes


def test_the_card_won_most_recently_leaves_the_game():
    """§2 Mistakes: hand over the letter card won most recently, which leaves the game."""
    state = table(2, won=["C", ""])
    state = run(state, "slap:0:1:0", "vote:1:yes", "slap:0:2:0", "vote:1:no")
    assert won_letters(state, 0) == ["C"], "L was won last and is handed over"
    assert sum(all_cards(state).values()) == 50
    assert view_for(state, 1).discarded[-1] == "L"


def test_a_mistake_without_cards_just_sits_out():
    """§2 Mistakes: the penalty card only if the player has one."""
    state = table(3)
    before = state.discarded
    state = run(state, "slap:2:1:0", "vote:0:no", "vote:1:no")
    assert state.sitting_out == (2,) and state.discarded == before


def test_sitting_out_ends_when_another_player_wins_a_card():
    """§2 Mistakes: sit out "until another player wins a card"; a mistake by someone else
    does not free anyone."""
    state = run(table(3), "slap:2:1:0", "vote:0:no", "vote:1:no")
    state = run(state, "slap:0:2:0", "vote:1:no", "vote:2:no")
    assert state.sitting_out == (0, 2)
    assert to_act(state) == (0, 1, 2) and legal_codes(state, 0) == {"nobody:0"}
    state = run(state, "slap:1:3:0", "vote:0:yes")
    assert state.sitting_out == ()


def test_when_everyone_sits_out_everyone_comes_back():
    """Decision: if every player sits out, nobody could free them, so all come back in."""
    state = run(table(2), "slap:0:1:0", "vote:1:no")
    assert state.sitting_out == (0,)
    state = run(state, "slap:1:2:0", "vote:0:no")
    assert state.sitting_out == ()


# ---------------------------------------------------------------- nobody knows, refills


def test_nobody_knows_a_third_time_starts_over():
    """§2 Nobody knows: after the refill to 12 the next "nobody knows" is a first one again."""
    state = from_text(TABLE, pile="E F I K M N O P", category=0, seats=2)
    state = run(state, "nobody:0", "turn:0:1", "nobody:1")
    assert letter_count(state) == 12 and state.streak == 0
    state = run(state, "turn:0:2", "nobody:0")
    assert state.streak == 1 and len(state.pile) == 2, "no refill this time"


def test_a_full_table_cannot_be_refilled():
    """§2 Nobody knows: with 12 letter cards on the table the second step adds nothing;
    play goes on with a new category while the pile lasts."""
    state = run(new_game(3, {}, 2), "turn:0:0", "nobody:0", "turn:0:1", "nobody:1")
    assert len(state.pile) == 38 and letter_count(state) == 12 and phase(state) == "turn"


def test_refill_eleven_then_fewer_then_the_end():
    """§2 Setup and play: 11 new letter cards, fewer when the pile is short; when the last
    letter is won and the pile is empty, the round ends."""
    state = from_text("G L", pile="A A A B B B D D E E F F H", category=0, seats=2)
    state = run(state, "slap:0:1:0", "vote:1:yes")
    assert letter_count(state) == 12 and len(state.pile) == 2
    state = from_text("G L", category=0, seats=2)
    state = run(state, "slap:0:1:0", "vote:1:yes")
    assert phase(state) == "over" and outcome(state).scores == (1.0, 0.0)


def test_nobody_knows_on_an_empty_pile_first_turns_another_card():
    """§2 End: the first "nobody knows" still turns another card; the game ends only when
    the refill would be needed."""
    state = from_text(TABLE, category=0, seats=2)
    state = run(state, "nobody:0")
    assert phase(state) == "turn"
    state = run(state, "turn:1:3", "nobody:1")
    assert phase(state) == "over"


# ---------------------------------------------------------------- scoring, rounds


def test_equal_points_share_the_win():
    """§2 End and score: "ties share the win"."""
    state = from_text("G L", category=0, seats=3, won=["C", "A B", "W"])
    state = run(state, "nobody:0", "turn:0:1", "nobody:0")
    result = outcome(state)
    assert result.scores == (2.0, 2.0, 2.0) and result.winners == (0, 1, 2)


def test_rounds_keep_running_totals():
    """§2 End and score: several rounds with running totals; every round a fresh deal."""
    state = from_text("G L", category=0, seats=2, won=["C", "A"], options={"rounds": 3})
    first = run(state, "slap:1:1:0", "vote:0:yes")
    assert first.results == ((2, 2),) and first.round_no == 1
    assert totals(first) == (2, 2)
    second = run(first, "turn:0:0", "slap:1:1:0", "vote:0:yes")
    assert totals(second) == (2, 2 + won_points(second, 1))
    assert view_for(second, 0).totals == totals(second)
    assert outcome(second) is None


def won_points(state, seat: int) -> int:
    """Points ``seat`` holds in the running round."""
    return sum(POINTS_OF[c] for c in state.won[seat])


def test_each_round_is_dealt_anew():
    """§2: each round is shuffled from the seed and the round number."""
    state = from_text("G L", category=0, seats=2, options={"rounds": 2}, seed=7)
    after = run(state, "slap:0:1:0", "vote:1:yes")
    fresh = new_game(7, {"rounds": 2}, 2)
    assert after.round_no == 1 and after.table != fresh.table
    assert sum(all_cards(after).values()) == 50


# ---------------------------------------------------------------- options


def test_one_card_variant_only_one_card_per_category():
    """§2 Variant "one card at a time": the fastest wins the card, then the category is
    turned back and the next pile card is the new category; nobody knows does the same."""
    state = from_text(TABLE, pile="E F", category=0, seats=2, options={"one_card": True})
    state = run(state, "slap:0:3:0", "vote:1:yes")
    assert letters(state) == ["G", "L", "H", "*", "B", "D"] and len(state.pile) == 1
    state = run(state, "nobody:0")
    assert letters(state) == ["G", "L", "H", "E", "B", "D", "*"] and state.pile == ()
    assert run(state, "nobody:1").results == ((1, 0),)


def test_x_y_card_can_be_removed_and_is_in_by_default():
    """§2 Children: option to remove the X/Y card (off by default in the engine; the UI
    turns it on for game-leader mode)."""
    assert Options().remove_xy is False
    assert XY_CARD in all_cards(new_game(1, {}, 2))
    state = new_game(1, {"remove_xy": True, "rounds": 2}, 2)
    assert XY_CARD not in all_cards(state)
    with pytest.raises(InvalidNotation):
        from_text("XY", options={"remove_xy": True})


@pytest.mark.parametrize(
    "options",
    [
        {"mode": "party"},
        {"rounds": 0},
        {"rounds": 11},
        {"rounds": True},
        {"one_card": 1},
        {"first_seat": -1},
        {"colour": "red"},
        "table",
    ],
)
def test_bad_options_are_refused(options):
    """Options are checked: unknown keys, wrong types and values raise bad-options."""
    with pytest.raises(InvalidNotation) as info:
        new_game(1, options, 3)
    assert info.value.code == "bad-options"


def test_category_card_is_not_a_letter_while_it_shows():
    """§2: the category card can't be slapped; after it turns back it can be won."""
    state = table(2)
    assert refused(state, "slap:0:0:0") == "slf-no-letter"
    state = run(state, "nobody:0", "turn:0:2", "slap:1:0:0", "vote:0:yes")
    assert category_of(state) is not None and won_letters(state, 1) == ["G"]


def test_apply_refuses_things_that_are_not_moves():
    """Anything but the four move types is refused with bad-move, the state unchanged."""
    state = table(2)
    with pytest.raises(IllegalMove) as info:
        apply(state, "slap:0:1:0")
    assert info.value.code == "bad-move"
