"""The shared table with several seats acting at once, and a game added through its
descriptors alone: the toy race game of tests/games/race.py, registered for the test."""

from __future__ import annotations

import pytest

from app.games import GAMES
from app.stats import add_player, summaries
from app.ui.games import SCREENS
from app.ui.session import GameSession, Seat
from app.ui.shell import CLIENT_KEY
from tests.games import race
from tests.ui import race_screens
from tests.ui.harness import at_result, open_app, settle, until

pytestmark = pytest.mark.asyncio

ANNA = Seat("Anna")


@pytest.fixture
def registered(monkeypatch):
    """The race game added to the app by one line in each registry."""
    monkeypatch.setitem(GAMES, race.GAME.id, race.GAME)
    monkeypatch.setitem(SCREENS, race.GAME.id, race_screens.SCREENS)


def grab_session(*seats: Seat) -> GameSession:
    """A new race game."""
    return GameSession.start("race", {}, "race", seats, "now")


async def test_every_computer_that_may_act_thinks_on_its_own_view(registered):
    """Two computers see the same card; the first grab is played, the second no longer
    fits the table it lands on and would be refused."""
    quick, slow = Seat("Q", bot="quick"), Seat("S", bot="slow")
    session = grab_session(ANNA, quick, slow)
    assert session.actors() == (0, 1, 2) and session.computers() == (1, 2)
    first = await session.think(1, lambda: 0.0)
    second = await session.think(2, lambda: 0.0)
    assert (first.seat, second.seat) == (1, 2) and first.card == second.card
    session.play(first)
    assert session.refusal(second) is not None
    assert session.refusal(*session.legal(2)) is None


async def test_the_home_screen_setup_and_table_come_from_the_descriptors(tmp_path, registered):
    """A tile for the new game, its setup from its tile, and the shared table frame."""
    h, shell = await open_app(tmp_path, {CLIENT_KEY: "phone"})
    assert h.find("tile-race") is not None
    await h.fire(h.find("tile-race"), "click")
    await h.session.after_event(h.page)
    assert shell.route == "/play/race/setup"
    assert h.find("seat-1-kind").value == "slow"
    await h.fire(h.find("seat-0"), "change", value="Anna")
    await h.fire(h.find("setup-start"), "click")
    await h.session.after_event(h.page)
    assert shell.route == "/play/race"
    assert h.find("up").value.endswith("(12)")
    assert h.find("table-back") is not None and h.find("open-rules") is not None


async def test_a_person_and_a_computer_race_and_the_late_move_is_dropped_quietly(
    tmp_path, registered
):
    """The person grabs first; the computer's grab of the same card arrives late and is
    dropped without a message (a person's late move is explained); then the computer
    thinks again and grabs the next card."""
    h, shell = await open_app(tmp_path, {CLIENT_KEY: "phone"})
    shell.begin(grab_session(ANNA, Seat("Slow", bot="slow")))
    await h.drawn()
    table = shell.table
    table.pause = 0
    table.thinking.add(1)  # the computer's turn is started by hand below
    up = table.view().up
    late = race.Grab(1, up)
    await h.fire(h.find("grab-0"), "click")
    assert table.session.record.moves == (f"grab:0:{up.code}",)
    thinking = table.session.think

    async def stale(seat, clock):
        table.session.think = thinking
        return late

    table.session.think = stale
    await table.computer_turn(1)
    assert table.session.record.moves == (f"grab:0:{up.code}",)
    assert not h.has("notice")
    await until(lambda: len(table.session.record.moves) == 2)
    assert table.session.record.moves[1].startswith("grab:1:")
    table.act(race.Grab(0, up))
    assert h.has("notice")


async def test_a_whole_race_ends_on_the_result_and_in_the_statistics(tmp_path, registered):
    """Two computers and a person race to the end; the result, then the statistics."""
    h, shell = await open_app(tmp_path, {CLIENT_KEY: "phone"})
    anna = add_player(shell.db, "Anna")
    seats = (Seat("Anna", anna.id), Seat("Quick", bot="quick"), Seat("Slow", bot="slow"))
    shell.begin(grab_session(*seats))
    await h.drawn()
    table = shell.table
    table.pause = 0
    await until(lambda: at_result(table))
    await h.drawn()
    assert h.find("taken") is not None
    taken = table.view().taken
    assert sum(len(t) for t in taken) == len(race.PACK)
    assert len(taken[1]) > len(taken[2]), "the quick computer reacts first"
    await h.fire(h.find("next-round"), "click")
    await settle()
    assert shell.table is None and shell.route == "/"
    tally = next(s for s in summaries(shell.db) if s.name == "Anna").tally("race")
    assert tally.played == 1
