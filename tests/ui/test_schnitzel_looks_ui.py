"""Schnitzel's private looks when the table is opened again (issue 33 point 2): after
Back and "Continue", in a new session (a reload, a new tab, a restart), after a browser
that came back to the same session and after another screen, a look that was open is
reached only through its person's hand-over, and every look's title names its person."""

from __future__ import annotations

from collections import Counter

import pytest

from app.games.schnitzel.model import PEEK
from app.games.schnitzel.rules import new_game
from app.stats import open_db, save_game
from app.ui.household import DB_NAME
from app.ui.session import GameSession, Seat
from tests.ui.harness import FakeConnection, settle
from tests.ui.test_schnitzel_ui import PRESS, Clock, begin, faces, same_deal, start, tap

pytestmark = pytest.mark.asyncio

__all__ = ["same_deal"]  # (the deal every test here knows: Anna, then Béla)

SEED = "peek-69"
"""A deal whose first drawn card is a Peek (Anna 8 2 6 1, Béla 9 Swap 9 0, no Nope)."""


async def back_and_continue(h):
    """The app bar's Back, then "Continue" on the home screen: a table opened anew."""
    await tap(h, "table-back")
    await h.session.after_event(h.page)
    await h.fire(h.find("continue-banner").content, "click")
    return h.page.data.table


async def reloaded(tmp_path):
    """A new session of the same browser continues the game (a reload, a restart)."""
    h2, shell2 = await start(tmp_path)
    await h2.fire(h2.find("continue-banner").content, "click")
    return h2, shell2.table


LOOKED = ("look:0:0", "look:0:1", "look:1:0", "look:1:1")
"""Both seats' start looks."""


async def continued(tmp_path, seed: str, first: int, seats, codes):
    """A game dealt from ``seed`` (seat ``first`` begins, 3-second windows) after the
    move ``codes``, saved as the browser's running game and continued in a new session
    (computers answer at once; the window's clock moves by hand)."""
    game = GameSession.start("schnitzel", {"window": 3, "first": first}, seed, seats, "now")
    for code in codes:
        game.play(game.engine.move_from_code(code))
    save_game(open_db(tmp_path / DB_NAME).db, "phone", "schnitzel", game.to_saved())
    h, table = await reloaded(tmp_path)
    table.pause = 0
    table.board.clock.clock = Clock()
    table.board.clock.tick = 0.001
    return h, table


async def reconnected(h) -> None:
    """The browser reloads into the same session (Flet's web server keeps it)."""
    await h.session.disconnect(60)
    back = FakeConnection(dict(h.conn.prefs))
    back.session, back.loop = h.session, h.conn.loop
    h.conn = back
    await h.session.connect(back)
    await settle(5)
    await h.drawn()


def handed_over(h, name: str) -> None:
    """The hand-over to ``name``, with no card face anywhere and no place drawn."""
    assert h.find("handover-title").value == f"Only {name} looks"
    assert faces(h) == Counter() and not h.has("slot-0-0")
    assert not h.has("look-card-0") and not h.has("look-peek")


async def mid_start_look(h, shell):
    """Anna's start look, past her hand-over, one card picked."""
    table = await begin(h, shell)
    await tap(h, "look-0")
    await tap(h, "handover-ready")
    await tap(h, "look-pick-0")
    assert h.find("look-title").value == "Anna: look at two of your cards"
    return table


async def test_back_and_continue_in_a_start_look_hands_the_phone_over_again(tmp_path):
    """Back during Anna's start look, then "Continue": her hand-over, naming her, and no
    card; past it, her look under her name, one card left to pick."""
    h, shell = await start(tmp_path)
    await mid_start_look(h, shell)
    await back_and_continue(h)
    handed_over(h, "Anna")
    await tap(h, "handover-ready")
    assert h.find("look-title").value == "Anna: look at two of your cards"
    assert h.has("look-card-0") and h.has("look-pick-1") and faces(h) == Counter()


async def test_a_new_session_in_a_start_look_hands_the_phone_over_again(tmp_path):
    """A reload in a new session, or the server killed and started again (a household
    of its own on the same folder), during Anna's start look: her hand-over first, then
    her look as it stood: the card she picked can be seen again, one is left to pick
    (issue 34 point 5)."""
    h, shell = await start(tmp_path)
    await mid_start_look(h, shell)
    h2, _ = await reloaded(tmp_path)
    handed_over(h2, "Anna")
    await tap(h2, "handover-ready")
    assert h2.find("look-title").value == "Anna: look at two of your cards"
    assert h2.has("look-card-0") and h2.has("look-pick-1") and not h2.has("look-pick-0")


async def test_a_reload_into_the_same_session_hands_the_phone_over_again(tmp_path):
    """The browser reloads into the same session (the same table): the open look goes
    back behind Anna's hand-over; so does a look left for another screen and back."""
    h, shell = await start(tmp_path)
    table = await mid_start_look(h, shell)
    await reconnected(h)
    assert shell.table is table
    handed_over(h, "Anna")
    await tap(h, "handover-ready")
    assert h.has("look-card-0")
    shell.go("/")  # (system Back: the table stays open)
    await h.drawn()
    shell.go("/play/schnitzel")
    await h.drawn()
    handed_over(h, "Anna")


async def a_peek(tmp_path, owner: int, slot: int):
    """Anna and Béla have looked; Anna draws a Peek, discards it and peeks at ``owner``'s
    ``slot`` (her own: a peek; Béla's: a spy); her look is open, past its hand-over."""
    assert new_game(SEED, {"window": 3, "first": 0}, 2).draw[-1] == PEEK
    seats = (Seat("Anna"), Seat("Béla"))
    h, table = await continued(tmp_path, SEED, 0, seats, LOOKED)
    await tap(h, "draw")
    await tap(h, "handover-ready")
    assert h.find("look-title").value == "Anna: the card you drew"
    await tap(h, "look-done")
    await tap(h, "discard")
    await tap(h, f"slot-{owner}-{slot}")
    await tap(h, "handover-ready")
    await h.fire(h.find("look-peek"), "long_press_down", PRESS)
    assert faces(h) == Counter([table.session.state.rows[owner][slot]])
    await h.fire(h.find("look-peek"), "long_press_up")
    return h, table


@pytest.mark.parametrize(
    ("owner", "slot", "title"),
    [(0, 2, "Anna peeks: own place 3"), (1, 1, "Anna peeks: place 2 of Béla")],
    ids=["peek", "spy"],
)
async def test_a_peek_or_a_spy_open_at_back_and_continue_or_a_reload_hands_over(
    tmp_path, owner, slot, title
):
    """Anna's Peek at her own card or at Béla's: after Back and "Continue", and in a new
    session, her hand-over names her and draws no card; past it, the look names her and
    the card shows only while she holds it."""
    h, table = await a_peek(tmp_path, owner, slot)
    assert h.find("look-title").value == title
    await back_and_continue(h)
    handed_over(h, "Anna")
    h2, again = await reloaded(tmp_path)
    handed_over(h2, "Anna")
    await tap(h2, "handover-ready")
    assert h2.find("look-title").value == title and faces(h2) == Counter()
    await h2.fire(h2.find("look-peek"), "long_press_down", PRESS)
    assert faces(h2) == Counter([again.session.state.rows[owner][slot]])
    await h2.fire(h2.find("look-peek"), "long_press_up")
    await tap(h2, "look-done")
    assert again.board.looks.current is None and "sz-look" not in again.session.extras
    h3, last = await reloaded(tmp_path)
    assert last.board.looks.current is None and not h3.has("handover-ready")


async def test_holding_a_card_not_yet_looked_at_shows_it_at_once(tmp_path):
    """ "Hold a card to see it": a finger held on a card of the start look that was not
    picked yet picks it and shows its face at once (issue 33 point 10: only the second
    hold showed it); lifting the same finger hides it again."""
    h, shell = await start(tmp_path)
    table = await begin(h, shell)
    row = table.session.state.rows[0]
    await tap(h, "look-0")
    await tap(h, "handover-ready")
    finger = h.find("look-pick-2")
    await h.fire(finger, "long_press_down", PRESS)
    assert table.session.record.moves[-1] == "look:0:2"
    assert faces(h) == Counter([row[2]]) and h.has("look-card-2")
    assert h.find("look-card-2")._i == finger._i, "the finger is still on the same card"
    await h.fire(finger, "long_press_up")
    assert faces(h) == Counter()
