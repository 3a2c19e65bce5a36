"""First steps (issue 23): the first time a game's table opens on a phone, its coach marks
point at what matters there, one after the other, over a table that stays whole; "Got
it" or "Don't show again" is remembered, and the settings bring them back."""

from __future__ import annotations

import json

import pytest

from app.i18n import LANGUAGES, Translator
from app.ui.games import PACKAGES, SCREENS
from app.ui.session import GameSession, Seat
from app.ui.shell import CLIENT_KEY, SETTINGS_KEY
from app.ui.table.coach import BOTTOM
from tests.ui.harness import open_app, until
from tests.ui.test_schnapsen_ui import COMPUTER

pytestmark = pytest.mark.asyncio

FRESH = json.dumps({"language": "en"})
"""Settings of a phone that has seen no game's first steps."""


def seats(game: str) -> tuple[Seat, ...]:
    """Anna against a computer; Anna and Ben where only people play (a shared table)."""
    if game == "slf":
        return Seat("Anna"), Seat("Ben")
    return Seat("Anna"), COMPUTER


async def opened(tmp_path, game: str, prefs=None):
    """A phone with fresh settings, where Anna's game has just begun."""
    prefs = prefs if prefs is not None else {CLIENT_KEY: "phone", SETTINGS_KEY: FRESH}
    h, shell = await open_app(tmp_path, prefs)
    shell.begin(GameSession.start(game, {}, f"coach-{game}", seats(game), "now"))
    shell.table.pause = 0
    await h.session.after_event(h.page)
    await h.drawn()
    return h, shell


def outlined(h) -> list[str]:
    """The parts of the table outlined by a coach mark now."""
    keys = [str(getattr(c, "key", "")) for c in h.all()]
    return [k.removeprefix("coach-spot-") for k in keys if k.startswith("coach-spot-")]


@pytest.mark.parametrize("game", list(PACKAGES))
async def test_every_game_walks_its_first_steps_once(tmp_path, game):
    """Three to five marks, each in words and outlining its part of the table; the table
    under them stays whole; after "Got it" they are remembered and not shown again."""
    h, shell = await opened(tmp_path, game)
    table = shell.table
    marks = table.board.marks
    assert 3 <= len(marks) <= 5, f"{game} has {len(marks)} first steps"
    for step, mark in enumerate(marks):
        await until(lambda s=step: h.has("coach") and table.coach.step == s)
        await h.drawn()
        said = h.find("coach-said").value
        assert said == h.page.data.t(mark.message) and said != mark.message
        assert outlined(h) == [mark.part], f"{game}: {mark.part} is not outlined"
        label = "Got it" if step == len(marks) - 1 else "Next"
        assert h.find("coach-next").content == label
        await h.fire(h.find("coach-next"), "click")
    await until(lambda: not h.has("coach"))
    assert not outlined(h)
    await until(lambda: game in json.loads(h.conn.prefs[SETTINGS_KEY])["coached"])

    again, shell2 = await open_app(tmp_path, h.conn.prefs)
    shell2.begin(GameSession.start(game, {}, "coach-again", seats(game), "now"))
    await again.session.after_event(again.page)
    await again.drawn()
    assert not again.has("coach"), "shown again on the same phone"


async def test_the_first_frame_has_the_hand_and_the_first_mark(tmp_path):
    """Over the Schnapsen table's first frame: the first mark, and under it the whole
    hand, playable, with the turn line."""
    h, shell = await opened(tmp_path, "schnapsen")
    await until(lambda: 0 in shell.table.session.actors())
    await h.drawn()
    assert h.find("coach-said").value.startswith("Your cards.")
    hand = [c for c in h.all() if str(getattr(c, "identifier", "")).startswith("hand-")]
    assert len(hand) == 5 and h.find("turn").value == "Your turn"
    assert outlined(h) == ["hand"]


async def test_dont_show_again_stops_at_once_and_the_settings_bring_them_back(tmp_path):
    """ "Don't show again" at the first mark: no more marks for this game (others keep
    theirs); the settings' button shows every game's first steps again."""
    h, shell = await opened(tmp_path, "schnapsen")
    await h.fire(h.find("coach-stop"), "click")
    await until(lambda: not h.has("coach"))
    await until(lambda: shell.settings.coached == ("schnapsen",))
    shell.go("/settings")
    await h.drawn()
    again = h.find("setting-coach-again")
    assert not again.disabled
    await h.fire(again, "click")
    await until(lambda: shell.settings.coached == ())
    assert json.loads(h.conn.prefs[SETTINGS_KEY])["coached"] == []
    assert h.find("setting-coach-again").disabled


async def test_a_shared_schnitzel_table_speaks_of_everyones_row(tmp_path):
    """Two people at one Schnitzel table: the first step speaks of every player's row and
    lies at the bottom, away from the first person's row at the top."""
    h, shell = await open_app(tmp_path, {CLIENT_KEY: "phone", SETTINGS_KEY: FRESH})
    people = (Seat("Anna"), Seat("Ben"), COMPUTER)
    shell.begin(GameSession.start("schnitzel", {}, "coach-shared", people, "now"))
    await h.session.after_event(h.page)
    await h.drawn()
    assert h.find("coach-said").value.startswith("Each player's row")
    assert shell.table.coach.current().place == BOTTOM
    assert outlined(h) == ["row"]


async def test_the_clocks_stand_still_under_a_first_step(tmp_path):
    """A real-time game (Snap) does not run while its first steps are read."""
    h, shell = await opened(tmp_path, "snap")
    table = shell.table
    assert not table.ticking()
    await h.fire(h.find("coach-stop"), "click")
    await until(lambda: table.ticking())


async def test_every_mark_is_written_and_says_something_of_its_own():
    """Each game's marks are written (the locale test keeps German, English and Hungarian
    complete) and no two of a game say the same."""
    for game in PACKAGES:
        marks = SCREENS[game].board.marks
        for code, _ in LANGUAGES:
            said = [Translator(code).t(mark.message) for mark in marks]
            assert all(s != m.message for s, m in zip(said, marks, strict=True)), (game, code)
            assert len(set(said)) == len(said), (game, code)
