"""Snorkeling screens on the real Flet session path: setup, centre plays, placements,
the Beach warning, computer turns, hand-over, results, stats and resuming."""

from __future__ import annotations

import pytest

from app.games.snorkeling.model import Centre, End, card_from_code
from app.games.snorkeling.notation import from_text
from app.stats import add_player, load_game, summaries
from app.ui.shell import CLIENT_KEY
from tests.ui.harness import Harness, at_result, faded, open_app, settle, until

pytestmark = pytest.mark.asyncio


async def start(tmp_path, prefs=None):
    """A new browser session on the app, as the browser "phone"."""
    return await open_app(tmp_path, prefs if prefs is not None else {CLIENT_KEY: "phone"})


async def begin(h: Harness, shell, names=("Anna",), kinds=None):
    """Tile → seats → start; returns the table with computer pauses switched off."""
    await h.fire(h.find("tile-snorkeling"), "click")
    await h.session.after_event(h.page)
    assert shell.route == "/play/snorkeling/setup"
    kinds = kinds or ["person", "normal"]
    for _ in range(2, len(kinds)):
        await h.fire(h.find("seat-add"), "click")
    person = iter(names)
    for i, kind in enumerate(kinds):
        if kind != ("person" if i == 0 else "normal") or i >= 2:
            await h.fire(h.find(f"seat-{i}-kind"), "select", value=kind)
        if kind == "person":
            await h.fire(h.find(f"seat-{i}"), "change", value=next(person))
    await h.fire(h.find("setup-start"), "click")
    await h.session.after_event(h.page)
    table = shell.table
    table.pause = 0
    return table


def hand(h: Harness) -> list[str]:
    """Spoken names of the cards in the shown hand (without "can be played")."""
    return [
        c.label.split(", ")[0]
        for c in h.all()
        if isinstance(getattr(c, "identifier", None), str) and c.identifier.startswith("hand-")
    ]


async def tap(h: Harness, table, code: str) -> None:
    """Tap the first card ``code`` in the shown hand."""
    await h.fire(h.find(f"hand-{table.view().hand.index(card_from_code(code))}"), "click")


async def my_turn(h: Harness, table) -> None:
    """Let the computer play until it is the person's turn again (past a round's result:
    the seed comes from the clock, so a computer's turn may end the round)."""

    def mine() -> bool:
        return table.view().to_act == (table.viewer(),) and not table.thinking

    while True:
        await until(lambda: at_result(table) or mine())
        if not at_result(table):
            break
        table.acknowledge()
    await settle(1)  # the computer's move is drawn a loop turn after it is made
    await h.drawn()
    await h.session.after_event(h.page)


async def test_setup_starts_you_against_a_normal_computer(tmp_path):
    """The default table: one person, one computer at normal; your five cards shown."""
    h, shell = await start(tmp_path)
    table = await begin(h, shell)
    seats = table.session.seats
    assert seats[0].name == "Anna" and seats[0].bot is None
    assert seats[1].bot == "normal" and seats[1].name == "Computer (Normal)"
    await settle()
    assert len(hand(h)) >= 2
    assert load_game(shell.db, "phone").game == "snorkeling"


async def test_setup_needs_a_person_and_names(tmp_path):
    """An empty name, or computers only, start nothing and say why."""
    h, shell = await start(tmp_path)
    await h.fire(h.find("tile-snorkeling"), "click")
    await h.session.after_event(h.page)
    await h.fire(h.find("setup-start"), "click")
    assert shell.table is None and h.find("seat-0").error == "Please enter a name."
    await h.fire(h.find("seat-0-kind"), "select", value="easy")
    await h.fire(h.find("setup-start"), "click")
    assert shell.table is None
    assert "At least one person has to play." in h.texts()


async def test_a_centre_play_and_an_explained_refusal(tmp_path):
    """A playable card is raised and goes into the centre; another one says why not."""
    h, shell = await start(tmp_path)
    table = await begin(h, shell)
    table.session.state = from_text(
        hands=["B3 R1 G4", "Y0 Y1 Y2"], centre="B2", deck="P0 P1 P2 P3 P4"
    )
    table.redraw()
    await h.session.after_event(h.page)
    await tap(h, table, "R1")  # neither 3 nor blue
    assert any(t.startswith("That doesn't fit on lagoon blue Clownfish (2)") for t in h.texts())
    await tap(h, table, "B3")
    assert h.find("play-selected").content == "Play 1 card"
    await h.fire(h.find("play-selected"), "click")
    state = table.session.state
    assert state.centre[-1] == card_from_code("B3")
    assert table.session.record.moves[-1] == "centre:0:B3"


async def test_a_colour_run_goes_down_in_the_chosen_order(tmp_path):
    """Cards of the top's colour are numbered as they are tapped; the last is the new top."""
    h, shell = await start(tmp_path)
    table = await begin(h, shell)
    table.session.state = from_text(hands=["B0 B4 R2", "Y0 Y1"], centre="B2", deck="P0 P1")
    table.redraw()
    await h.session.after_event(h.page)
    await tap(h, table, "B4")
    await tap(h, table, "B0")
    assert h.find("play-selected").content == "Play 2 cards"
    await h.fire(h.find("play-selected"), "click")
    assert table.session.state.centre[-2:] == (card_from_code("B4"), card_from_code("B0"))


async def test_the_beach_asks_first_and_ends_the_round(tmp_path):
    """After a centre play the fitting pile lights up; a Beach needs a yes, then the round
    ends with the computer on 0."""
    h, shell = await start(tmp_path)
    table = await begin(h, shell)
    table.session.state = from_text(
        hands=["B3 R0 Y4", "G1 G2"], piles=["", "B4 B3 B2 B1"], centre="B2", deck="P0 P1 P2"
    )
    table.redraw()
    await h.session.after_event(h.page)
    await tap(h, table, "B3")
    await h.fire(h.find("play-selected"), "click")
    pile = h.find("seat-1")
    assert pile.bgcolor is not None and pile.on_click is None, "glows, waits for a card"
    await tap(h, table, "R0")
    assert h.find("seat-1").on_click is not None
    await h.fire(h.find("seat-1"), "click")
    assert "Give the Beach?" in h.texts()
    assert table.session.state.results == ()
    yes = next(c for c in h.all() if getattr(c, "content", None) == "Give the Beach")
    await h.fire(yes, "click")
    assert table.session.state.results == ((5, 0),)
    assert h.find("round-result").value == "Round 1 is over"
    assert "Computer (Normal) got the Beach." in h.texts()


async def test_the_computer_plays_step_by_step(tmp_path):
    """Passing hands the turn to the computer, whose moves are told one by one."""
    h, shell = await start(tmp_path)
    table = await begin(h, shell)
    await my_turn(h, table)
    before = len(table.session.record.moves)
    await h.fire(h.find("end-turn"), "click")
    await my_turn(h, table)
    assert len(table.session.record.moves) > before + 1
    assert h.find("note").value.startswith("Computer (Normal) ")


async def test_two_people_pass_the_phone(tmp_path):
    """Between two people the hand-over screen hides the hand."""
    h, shell = await start(tmp_path)
    table = await begin(h, shell, names=("Anna", "Béla"), kinds=["person", "person"])
    (actor,) = table.session.actors()
    assert h.find("handover-title").value.endswith(table.session.seats[actor].name)
    assert hand(h) == []
    await h.fire(h.find("handover-ready"), "click")
    assert len(hand(h)) == 5 and faded(h) == [], "the first frame shows the whole hand"
    await h.fire(h.find("end-turn"), "click")
    assert hand(h) == []
    assert h.find("handover-title").value.endswith(table.session.seats[1 - actor].name)


async def test_a_reload_resumes_the_same_hand(tmp_path):
    """A new session of the same browser continues where the game stood, with the hand
    there at full opacity in the first frame (no card left fading in)."""
    h, shell = await start(tmp_path)
    table = await begin(h, shell)
    await my_turn(h, table)
    state = table.session.state
    h2, shell2 = await start(tmp_path)
    await h2.fire(h2.find("continue-banner").content, "click")
    assert hand(h2) == hand(h) and faded(h2) == []
    await h2.session.after_event(h2.page)
    assert shell2.table.session.state == state


async def test_a_whole_game_ends_on_the_winner_screen_and_in_the_stats(tmp_path):
    """Playing against the easy computer to the end shows the podium and counts the game."""
    h, shell = await start(tmp_path)
    add_player(shell.db, "Anna")
    table = await begin(h, shell, kinds=["person", "easy"])
    from app.core.rng import make_rng
    from app.games.snorkeling.bots import choose

    rng = make_rng("ui-test")
    for _ in range(3000):
        if shell.table is None:
            break
        if at_result(table):
            await until(lambda: h.has("next-round"))  # drawn a loop turn after the move
            await h.fire(h.find("next-round"), "click")
        elif table.view().to_act == (0,):
            table.act(choose("normal", table.view(), rng))
            await h.session.after_event(h.page)
        await settle(2)
        await h.drawn()
    assert shell.table is None and shell.route == "/"
    tally = next(s for s in summaries(shell.db) if s.name == "Anna").tally("snorkeling")
    assert tally.played == 1


async def test_end_is_always_offered_on_your_turn(tmp_path):
    """Pass before playing, end turn after."""
    h, shell = await start(tmp_path)
    table = await begin(h, shell)
    table.session.state = from_text(hands=["B3 R1", "Y0 Y1"], centre="B2", deck="P0 P1")
    table.redraw()
    await h.drawn()
    assert h.find("end-turn").content == "Pass"
    table.act(Centre(0, card_from_code("B3")))
    await h.drawn()
    assert h.find("end-turn").content == "End turn"
    table.act(End(0))
    assert table.session.state.turn == 1
