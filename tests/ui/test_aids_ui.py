"""Learning aids at the Schnapsen table (issue 23): a hint from the strong level, from
the person's own view only, and taking back a move against the computer; either marks
the game as played with help."""

from __future__ import annotations

import json
from dataclasses import replace

import pytest

from app.games.schnapsen.model import Play
from app.stats import GameTally, add_player, history, load_game, summaries
from app.ui.components import card_label
from app.ui.screens.finished import heading
from app.ui.session import AIDS, HELPED, HINTS, GameSession, Seat
from tests.ui.aids import hint_from_the_view_only
from tests.ui.harness import settle, until
from tests.ui.test_schnapsen_ui import COMPUTER, new_game, play_until, seated, start

pytestmark = pytest.mark.asyncio

AIDED = {AIDS: True}


async def test_the_aids_are_off_by_default(tmp_path):
    """A game started with the setup's defaults has no hint and no take-back button."""
    h, shell = await start(tmp_path)
    await new_game(h, shell)
    await until(lambda: 0 in shell.table.session.actors())
    await h.drawn()
    assert not h.has("aid-hint") and not h.has("aid-undo")
    assert not shell.table.session.extras.get(AIDS)
    assert "to win" not in h.find("my-score").value


async def test_a_hint_marks_the_strong_move_and_the_game_counts_as_helped(tmp_path):
    """The lightbulb marks a legal move (a card in the hand is raised as chosen) and says
    it in the note line; the game is marked as helped, also in its autosave; the next
    move clears the hint."""
    h, shell = await start(tmp_path)
    table = await seated(h, shell, "aid-hint", extras=AIDED)
    session = table.session
    await play_until(h, table, lambda: True)
    assert not session.helped
    await h.fire(h.find("aid-hint"), "click")
    await until(lambda: table.hint is not None)
    await h.drawn()
    hint = table.hint
    assert hint in session.legal(0)
    assert h.find("note").value.startswith("Hint: ")
    if isinstance(hint, Play):
        named = [c for c in h.all() if getattr(c, "identifier", None) == f"hand-{hint.card.code}"]
        assert any(getattr(c, "selected", None) for c in named)
    assert session.helped
    assert load_game(shell.db, "phone").record["extras"][HELPED] is True
    table.act(hint)
    await settle(5)
    assert table.hint is None


@pytest.mark.parametrize("played_hint", [True, False])
async def test_a_hints_words_go_once_a_move_is_played(tmp_path, played_hint):
    """Issue 33 point 10: the hint's sentence goes with the moment it was for: once the
    person has led (the hinted card or another), no "Hint: …" stays on the table while
    the computer has still to answer."""
    h, shell = await start(tmp_path)
    table = await seated(h, shell, "aid-gone", extras=AIDED)
    session = table.session
    await play_until(h, table, lambda: not session.state.trick)
    table.pause = 60  # the computer waits: the table stands still for the test
    await h.fire(h.find("aid-hint"), "click")
    await until(lambda: table.hint is not None)
    await h.drawn()
    assert any(text.startswith("Hint: ") for text in h.texts())
    plays = [m for m in session.legal(0) if isinstance(m, Play)]
    others = [m for m in plays if m != table.hint]
    table.act(table.hint if played_hint and table.hint in plays else others[0])
    await h.drawn()
    assert session.state.trick and 1 in session.actors()  # (the computer to answer)
    assert not any("Hint: " in text for text in h.texts())


async def test_the_hints_given_are_kept_with_the_game_for_their_moments():
    """A hint is remembered with the game (its save too) for the moment it was given;
    the review gets it with that move; taking back forgets the hints of the moments
    undone, not that of the moment returned to; a new game starts without any."""
    session = GameSession.start("schnapsen", {}, "aid-kept", (Seat("Anna"), COMPUTER), "now")
    while 0 not in session.actors():
        session.play(session.legal(session.actors()[0])[0])
    at = len(session.record.moves)
    first = session.legal(0)[0]
    session.hinted(first)
    session.play(first)
    while 0 not in session.actors():
        session.play(session.legal(session.actors()[0])[0])
    session.hinted(session.legal(0)[0])
    saved = GameSession.from_saved(json.loads(json.dumps(session.to_saved())))
    assert saved.extras[HINTS] == session.extras[HINTS] and len(saved.extras[HINTS]) == 2
    (view, move, hinted), *_ = saved.decisions(0, 0)
    assert move == hinted == first and view.seat == 0
    session.rewind(at)
    assert session.extras[HINTS] == {str(at): first.code}
    assert HINTS not in session.rematch("phone").extras


async def test_the_hint_is_the_same_whatever_the_hidden_cards_are():
    """Computed from the person's view only: with the hidden cards (the computer's hand,
    the talon) dealt otherwise, the view and so the hint are the same."""
    session = GameSession.start("schnapsen", {}, "aid-view", (Seat("Anna"), COMPUTER), "now")
    while 0 not in session.actors():
        session.play(session.legal(session.actors()[0])[0])
    await hint_from_the_view_only(session)


async def test_the_meter_says_the_chance_to_win_the_deal(tmp_path):
    """How am I doing? Beside your tricks, the chance to win this deal, worked out from
    your view after the table is drawn, and again after each trick."""
    h, shell = await start(tmp_path)
    table = await seated(h, shell, "aid-meter", extras=AIDED)
    await play_until(h, table, lambda: True)
    await until(lambda: "% to win" in h.find("my-score").value)
    first = table.board.asked
    await play_until(h, table, lambda: len(table.session.view(0).history) >= 2)
    await until(lambda: table.board.asked != first and "% to win" in h.find("my-score").value)
    assert not table.session.helped  # a reading is no help with a move


def opponent_cards(h) -> list[str]:
    """What the opponent's cards say (their names, or "Face-down card")."""
    named = [c for c in h.all() if str(getattr(c, "identifier", "")).startswith("opp-")]
    return [c.label for c in named if isinstance(getattr(c, "label", None), str)]


async def test_open_hands_show_the_computers_cards_and_count_as_help(tmp_path):
    """Training with open hands: the computer's cards lie face up (from its own view),
    and a game started so counts as played with help; against a person, nothing opens."""
    h, shell = await start(tmp_path)
    await h.fire(h.find("tile-schnapsen"), "click")
    await h.session.after_event(h.page)
    await h.fire(h.find("opt-open_hands"), "change", value=True)
    await h.fire(h.find("setup-start"), "click")
    await until(lambda: shell.table is not None)
    table = shell.table
    await h.drawn()
    session = table.session
    names = [card_label(shell.tr, c, shell.settings.skin) for c in session.view(1).hand]
    assert opponent_cards(h) == names and session.helped
    h, shell = await start(tmp_path / "two")
    seats = (Seat("Anna"), Seat("Ben"))
    shell.begin(GameSession.start("schnapsen", {}, "aid-open", seats, "now", {"open_hands": True}))
    await h.session.after_event(h.page)
    assert shell.table.board.open_hand(0) == shell.table.board.open_hand(1) == ()


async def test_the_table_is_drawn_when_the_computer_has_played_its_last_card(tmp_path):
    """The last trick's lead by the computer, whose hand is then empty: the person's turn
    is drawn (an empty open hand once failed the drawing, and the screen stood still on
    "Computer (Easy) is thinking…")."""
    h, shell = await start(tmp_path)
    table = await seated(h, shell, "aid-last-7", extras={AIDS: True, "open_hands": True})
    session = table.session
    await play_until(h, table, lambda: session.view(0).opponent_count == 0)
    assert h.find("turn").value == "Your turn"


async def test_taking_back_restores_the_exact_earlier_state(tmp_path):
    """After the person's card and the computer's answer, taking back returns to the very
    state before the person's card (record and all), and the game counts as helped."""
    h, shell = await start(tmp_path)
    table = await seated(h, shell, "aid-undo", extras=AIDED)
    session = table.session
    await play_until(h, table, lambda: True)
    assert session.undo_point(0) is None and not h.has("aid-undo")  # nothing of hers yet
    before, moves = session.state, session.record.moves
    table.act(next(m for m in session.legal(0) if isinstance(m, Play)))
    await until(lambda: 0 in session.actors() and len(session.record.moves) > len(moves) + 1)
    await h.drawn()
    await h.fire(h.find("aid-undo"), "click")
    await h.drawn()
    assert session.state == before and session.record.moves == moves
    assert session.helped
    assert h.find("note").value == "Your last move was taken back."


async def test_nothing_is_taken_back_between_people_or_across_a_finished_deal():
    """Two people take nothing back from each other; nor does anyone take back a move
    made before the last deal ended."""
    people = GameSession.start("schnapsen", {}, "aid-two", (Seat("Anna"), Seat("Ben")), "now")
    people.play(people.legal(people.actors()[0])[0])
    assert people.undo_point(0) is None and people.undo_point(1) is None
    solo = GameSession.start("schnapsen", {}, "aid-deal", (Seat("Anna"), COMPUTER), "now")
    while not solo.view(0).results:
        solo.play(solo.legal(solo.actors()[0])[0])
    while 0 not in solo.actors():
        solo.play(solo.legal(solo.actors()[0])[0])
    mine = [i for i, c in enumerate(solo.record.moves) if c.split(":")[1] == "0"]
    assert mine and solo.undo_point(0) is None  # Anna's last move was in the first deal
    solo.play(solo.legal(0)[0])
    while 0 not in solo.actors():
        solo.play(solo.legal(solo.actors()[0])[0])
    assert solo.undo_point(0) is not None


async def test_play_again_keeps_the_aids_but_not_the_help():
    """A new game from "play again" offers the same aids and starts without help."""
    session = GameSession.start("schnapsen", {}, "aid-again", (Seat("Anna"), COMPUTER), "now")
    session.extras.update({AIDS: True, HELPED: True})
    again = session.rematch("phone")
    assert again.extras.get(AIDS) and not again.helped


async def test_a_game_played_with_help_is_marked_in_the_history(tmp_path):
    """A finished game that used an aid says so in its history line, and its person's
    win counts in the statistics as a win with help."""
    h, shell = await start(tmp_path)
    anna = add_player(shell.db, "Anna")
    seats = (Seat("Anna", player_id=anna.id), COMPUTER)
    session = GameSession.start("schnapsen", {}, "aid-done", seats, "now")
    session.extras.update({AIDS: True, HELPED: True})
    while session.outcome() is None:
        session.play(session.legal(session.actors()[0])[0])
    shell.begin(session)
    await h.session.after_event(h.page)
    shell.finish()
    (row,) = history(shell.db)
    assert row.outcome["helped"] is True
    assert heading(shell, row).endswith(" · with help")
    plain = replace(row, outcome={k: v for k, v in row.outcome.items() if k != "helped"})
    assert "with help" not in heading(shell, plain)
    helped = shell.db.execute("SELECT seat, helped FROM game_seats ORDER BY seat").fetchall()
    assert helped == [(0, 1), (1, 0)]  # the person's seat, not the computer's
    shell.go("/stats")
    await h.drawn()
    assert summaries(shell.db)[0].tally("schnapsen") == GameTally("schnapsen", 1, 1, 1)
    line = "1 played · 1 won, 1 of them with help"  # (Anna wins this seed's Bummerl)
    assert any(getattr(c, "value", None) == line for c in h.all())
