"""Schnapsen screens on the real Flet session path: setup, table, computer turns,
hand-over between two people, deal results, autosave and resume."""

from __future__ import annotations

import pytest

from app.games.schnapsen.model import Play
from app.stats import add_player, load_game, summaries
from app.ui.shell import CLIENT_KEY
from tests.ui.harness import at_result, faded, open_app, settle, until

pytestmark = pytest.mark.asyncio


async def start(tmp_path, prefs=None):
    """A new browser session on the app, as the browser "phone"."""
    return await open_app(tmp_path, prefs if prefs is not None else {CLIENT_KEY: "phone"})


async def new_game(h, shell, opponent: str = "computer", level: str = "easy"):
    """Open the setup from the tile and start."""
    await h.fire(h.find("tile-schnapsen"), "click")
    await h.session.after_event(h.page)
    assert shell.route == "/play/schnapsen/setup"
    if opponent == "person":
        await h.fire(h.find("setup-opponent"), "change", selected=["person"])
    else:
        await h.fire(h.find("setup-level"), "change", selected=[level])
    await h.fire(h.find("setup-start"), "click")
    shell.table.pause = 0
    await settle()


def hand_cards(h) -> list[str]:
    """Codes of the cards in the shown hand."""
    return sorted(
        c.identifier.removeprefix("hand-")
        for c in h.all()
        if isinstance(getattr(c, "identifier", None), str) and c.identifier.startswith("hand-")
    )


async def test_a_game_against_the_computer_starts_and_is_autosaved(tmp_path):
    """Setup → table with five cards; the running game is saved for this browser."""
    h, shell = await start(tmp_path)
    await new_game(h, shell)
    table = shell.table
    assert shell.route == "/play/schnapsen"
    assert len(hand_cards(h)) == 5
    saved = load_game(shell.db, "phone")
    assert saved.game == "schnapsen"
    assert saved.record["record"]["moves"] == list(table.session.record.moves)


async def test_playing_a_card_lets_the_computer_answer(tmp_path):
    """After the person leads, the computer follows, and both moves are saved."""
    h, shell = await start(tmp_path)
    await new_game(h, shell)
    table = shell.table
    session = table.session
    while at_result(table) or not (table.viewer() in session.actors() and not session.state.trick):
        if at_result(table):
            table.acknowledge()
        elif table.viewer() in session.actors():
            table.act(session.legal(table.viewer())[0])
        await settle()
    await h.session.after_event(h.page)
    card = next(m for m in session.legal(table.viewer()) if isinstance(m, Play)).card
    before = len(session.record.moves)
    await h.fire(h.find(f"hand-{card.code}"), "click")
    await until(lambda: len(session.record.moves) >= before + 2)
    await settle(1)  # the computer's move is saved and drawn a loop turn after it is made
    await h.drawn()
    assert load_game(shell.db, "phone").record["record"]["moves"] == list(session.record.moves)


async def test_an_illegal_move_is_explained_and_changes_nothing(tmp_path):
    """A card that is not in the hand gives a translated reason; the state stays."""
    h, shell = await start(tmp_path)
    await new_game(h, shell)
    table = shell.table
    await until(lambda: table.viewer() in table.session.actors())
    state = table.session.state
    held = set(state.hands[table.viewer()])
    missing = next(c for c in state.hands[1 - table.viewer()] if c not in held)
    table.act(Play(table.viewer(), missing))
    await h.session.after_event(h.page)
    assert table.session.state == state
    assert any(t.startswith("You don't hold") for t in h.texts())


async def test_two_people_see_the_hand_over_screen_first(tmp_path):
    """Between two people nothing secret is drawn until the right person taps."""
    h, shell = await start(tmp_path)
    add_player(shell.db, "Anna")
    add_player(shell.db, "Béla")
    await new_game(h, shell, opponent="person")
    session = shell.table.session
    (actor,) = session.actors()
    assert h.find("handover-title").value.endswith(session.seats[actor].name)
    assert hand_cards(h) == []
    await h.fire(h.find("handover-ready"), "click")
    assert len(hand_cards(h)) == 5
    card = next(m for m in session.legal(actor) if isinstance(m, Play)).card
    await h.fire(h.find(f"hand-{card.code}"), "click")
    assert hand_cards(h) == []
    assert h.find("handover-title").value.endswith(session.seats[1 - actor].name)


async def test_a_reload_resumes_the_exact_position(tmp_path):
    """A new session of the same browser continues where the game stood."""
    h, shell = await start(tmp_path)
    await new_game(h, shell)
    table = shell.table
    await until(lambda: table.viewer() in table.session.actors())
    card = next(m for m in table.session.legal(table.viewer()) if isinstance(m, Play)).card
    await h.fire(h.find(f"hand-{card.code}"), "click")
    await until(lambda: table.viewer() in table.session.actors() and not table.thinking)
    await settle(1)  # the computer's move is saved a loop turn after it is made
    state = table.session.state

    h2, shell2 = await start(tmp_path, prefs={CLIENT_KEY: "phone"})
    assert "Continue: Schnapsen" in h2.texts()
    await h2.fire(h2.find("continue-banner").content, "click")
    await h2.session.after_event(h2.page)
    assert shell2.table.session.state == state
    assert sorted(c.code for c in state.hands[shell2.table.viewer()]) == hand_cards(h2)


async def test_a_whole_bummerl_ends_in_the_statistics(tmp_path):
    """Playing to the end shows the deal results and records the Bummerl for the player."""
    h, shell = await start(tmp_path)
    anna = add_player(shell.db, "Anna")
    await new_game(h, shell)
    table = shell.table
    session = table.session
    assert session.seats[0].player_id == anna.id
    for _ in range(400):
        if shell.table is None:
            break
        if at_result(table):
            await until(lambda: h.has("deal-result"))  # drawn a loop turn after the move
            await h.fire(h.find("next-round"), "click")
        elif table.viewer() in session.actors():
            move = session.legal(table.viewer())[0]
            table.act(move)
            await h.session.after_event(h.page)
        await settle(5)
        await h.drawn()
    assert shell.table is None and shell.route == "/"
    assert load_game(shell.db, "phone") is None
    tally = next(s for s in summaries(shell.db) if s.name == "Anna").tally("schnapsen")
    assert tally.played == 1


async def test_continue_shows_the_card_the_computer_led(tmp_path):
    """Resumed while answering the computer's lead: the led card is on the table at full
    opacity in the first frame, with "Your turn"."""
    h, shell = await start(tmp_path)
    await new_game(h, shell)
    table = shell.table
    session = table.session
    me = table.viewer()
    while not (session.state.trick and me in session.actors()):
        if at_result(table):
            table.acknowledge()
        elif me in session.actors():
            table.act(session.legal(me)[-1])
        await settle(5)
    h2, _ = await start(tmp_path)
    await h2.fire(h2.find("continue-banner").content, "click")
    lead = session.state.trick[0]
    assert h2.find("trick-lead").parent.label.startswith(("Ace", "Ten", "King", "Queen", "Jack"))
    assert f"lead-{lead.code}" not in faded(h2) and faded(h2) == []
    assert h2.find("turn").value == "Your turn"
