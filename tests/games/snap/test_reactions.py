"""Reaction times: turns carry the table time, the earliest winning call records how
long after the match showed it came; ties, late and wrong calls record nothing; old
saves with untimed turns still replay."""

from __future__ import annotations

from app.core.record import GameRecord
from app.games.snap.engine import ENGINE
from app.games.snap.model import SNAP, Turn, move_from_code
from app.games.snap.notation import state_from_dict, state_to_dict
from app.games.snap.rules import new_game, outcome
from tests.games.snap.helpers import legal_codes, refused, run, table


def kings(**fields):
    """Two seats about to turn a king each (seat 0 first), a seven under each."""
    return table(["7H KH", "7D KS"], **fields)


def test_a_winning_call_records_its_reaction_from_the_turn_that_made_the_match() -> None:
    """Anna's king at 600, Béla's at 1000 makes the pair; Anna calls at 1450: 450 ms."""
    state = run(kings(), "turn:0:600", "turn:1:1000", "call:0:1:1450", "settle:0")
    assert state.last[0].kind == SNAP
    assert state.reactions == ((450,), ())
    state = run(state, "stop:1")
    result = outcome(state)
    assert result is not None and dict(result.detail)["reactions"] == ((450,), ())


def test_reactions_add_up_per_seat_across_settles() -> None:
    """A second win of the same seat adds its time after the first."""
    state = table(["7H 9H KH", "7D 9S KS"])
    codes = ("turn:0:0", "turn:1:200", "call:1:0:900", "settle:1")
    state = run(state, *codes, "turn:0:1000", "turn:1:1300", "call:1:0:1550", "settle:1")
    assert state.reactions == ((), (700, 250))


def test_a_tie_records_nothing_and_its_match_counts_no_more() -> None:
    """Two calls 50 ms apart tie; after the freeze the same pair is won, but its time
    would count the freeze: nothing is recorded."""
    state = run(kings(), "turn:0:600", "turn:1:1000", "call:0:1:1400", "call:1:0:1450")
    state = run(state, "settle:0")
    assert state.frozen and state.reactions == ()
    state = run(state, "resume:0", "call:1:0:3000", "settle:1")
    assert state.last[0].kind == SNAP and state.reactions == ()


def test_a_late_call_records_nothing() -> None:
    """Béla's correct call 300 ms after Anna's is late: only Anna's time counts."""
    state = run(kings(), "turn:0:600", "turn:1:1000", "call:0:1:1400", "call:1:0:1700")
    state = run(state, "settle:1")
    assert state.reactions == ((400,), ())


def test_a_wrong_call_records_nothing() -> None:
    """A call on two sevens and a nine is wrong: no time."""
    state = run(table(["KH 7H", "KS 9D"]), "turn:0:600", "turn:1:1000", "call:0:1:1200")
    state = run(state, "settle:0")
    assert state.last[0].kind == "wrong" and state.reactions == ()


def test_a_call_stamped_before_the_match_showed_wins_but_records_nothing() -> None:
    """A touch stamped before the card was turned is judged against the table as it
    stands (turns never make a call stale), but it was a guess, not a reaction."""
    state = run(kings(), "turn:0:600", "turn:1:1000", "call:0:1:900")
    assert state.floor_ms == 0
    state = run(state, "settle:0")
    assert state.last[0].kind == SNAP and state.reactions == ()


def test_with_the_card_underneath_the_match_shows_at_the_top_s_turn() -> None:
    """Option: a king turned on a king matches at once (320 ms)."""
    state = table(["7H KH KD", "8S"], options={"covered": True})
    state = run(state, "turn:0:100", "turn:1:400", "turn:0:800", "call:1:0:1120", "settle:1")
    assert state.reactions == ((), (320,))


def test_a_turn_before_the_latest_verdict_is_stale_and_is_offered_at_it() -> None:
    """After a verdict at 1450 a turn stamped earlier is refused; the turn is offered at
    the verdict's time and any later time is taken."""
    state = table(["7H 9H KH", "7D 9S KS"])
    state = run(state, "turn:0:600", "turn:1:1000", "call:0:1:1450", "settle:0")
    seat = state.turn
    assert refused(state, f"turn:{seat}:1449") == "snap-turn-stale"
    assert f"turn:{seat}:1450" in legal_codes(state, seat)
    assert run(state, f"turn:{seat}:2000").top_ms[seat] == 2000


def test_old_untimed_turns_replay_and_record_nothing() -> None:
    """``turn:0`` (saves from before turns had a time) parses with an unknown time; a
    game of such turns replays, and its wins record no reaction."""
    assert move_from_code("turn:0") == Turn(0) and Turn(0).at_ms is None
    state = run(kings(), "turn:0", "turn:1", "call:0:1:1450", "settle:0")
    assert state.last[0].kind == SNAP and state.reactions == ()
    record = GameRecord.start("snap", ENGINE.default_options, 5, 2)
    for code in ("turn:0", "turn:1", "turn:0", "turn:1:900"):
        record = record.with_move(code)
    replayed = record.replay(ENGINE)
    assert sum(map(len, replayed.up)) == 4 and replayed.top_ms[0] is None


def test_reaction_times_survive_json_and_old_saves_load() -> None:
    """The pile times and the reactions round-trip; a save without them loads."""
    state = run(table(["7H 9H KH", "7D 9S KS"]), "turn:0:600", "turn:1:1000")
    state = run(state, "call:0:1:1450", "settle:0", "turn:0:1500")
    assert state.top_ms and state.reactions
    assert state_from_dict(state_to_dict(state)) == state
    old = state_to_dict(new_game(3, {}, 2))
    del old["top_ms"], old["reactions"]
    assert state_from_dict(old) == new_game(3, {}, 2)


def test_with_three_of_a_rank_the_match_showed_at_the_second() -> None:
    """Kings at 600, 1000 and 1300: the pair showed at 1000, so a call at 1450 took 450 ms
    (not 150 from the third king)."""
    state = table(["7H KH", "7D KS", "7C KC"])
    state = run(state, "turn:0:600", "turn:1:1000", "turn:2:1300", "call:2:0:1450", "settle:2")
    assert state.reactions == ((), (), (450,))
