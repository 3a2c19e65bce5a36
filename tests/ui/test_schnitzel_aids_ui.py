"""Learning aids at the Schnitzel table (issue 23): the setup's switch, a hint from the
strong level (from the person's own view, said without a card the person may not name,
lit on the controls that play it) and taking back a move against the computers, in a
matching window too."""

from __future__ import annotations

from dataclasses import replace
from types import SimpleNamespace

import flet as ft
import pytest
from flet.controls.base_control import BaseControl

from app.games.schnitzel.model import (
    TURN,
    WINDOW,
    Call,
    Discard,
    Draw,
    Event,
    Look,
    Match,
    Nope,
    Pass,
    Peek,
    Put,
    Take,
    Trade,
)
from app.games.schnitzel.model import End as EndTurn
from app.games.schnitzel.notation import from_text
from app.stats import load_game
from app.ui import session as session_module
from app.ui.screens.schnitzel import setup as schnitzel_setup
from app.ui.session import AIDS, HELPED, GameSession, Seat
from tests.ui.aids import hint_from_the_view_only
from tests.ui.harness import Moment, fill_seats, settle, until
from tests.ui.test_schnitzel_ui import Clock, redraw, start, tap

pytestmark = pytest.mark.asyncio

AIDED = {AIDS: True}
NORMAL = Seat(bot="normal")
BUTTONS = ("draw", "take", "discard", "skip", "call", "end-turn", "go-on", "look-start")
"""The buttons a hint may light (besides places, Nope! and the look's picks)."""


@pytest.fixture(autouse=True)
def same_deal(monkeypatch):
    """Games dealt from one seed, Anna (seat 0) beginning."""
    monkeypatch.setattr(session_module, "datetime", Moment)
    monkeypatch.setattr(schnitzel_setup, "random", SimpleNamespace(randrange=lambda n: 0))


def bulb(control) -> bool:
    """True if ``control`` or anything inside it shows the hint's lightbulb."""
    if getattr(control, "icon", None) == ft.Icons.LIGHTBULB:
        return True
    for name in ("content", "controls"):
        inner = getattr(control, name, None)
        for c in inner if isinstance(inner, list) else [inner]:
            if isinstance(c, BaseControl) and bulb(c):
                return True
    return False


def lit(h) -> set[str]:
    """The places and buttons the drawing marks as the hint."""
    return {
        c.identifier
        for c in h.all()
        if isinstance(ident := getattr(c, "identifier", None), str)
        and (ident.startswith(("slot-", "nope-", "look-pick-")) or ident in BUTTONS)
        and bulb(c.content)
    }


async def seated(h, shell, seed="sz-aids", seats=None, extras=AIDED, **rules):
    """Begin a game with ``seats`` (Anna first; by default against the normal computer),
    the computers answering at once and the window's clock moved by hand."""
    seats = seats or (Seat("Anna"), NORMAL)
    session = GameSession.start("schnitzel", {"first": 0, **rules}, seed, seats, "now", extras)
    session.levels = {n: replace(lv, reaction=0.0) for n, lv in session.levels.items()}
    shell.begin(session)
    table = shell.table
    table.pause = 0
    table.board.clock.clock = Clock()
    table.board.clock.tick = 0.001
    await h.session.after_event(h.page)
    await h.drawn()
    return table


async def looked(h, table) -> None:
    """Anna looks at her places 1 and 2; the computers look too; then it is her turn."""
    table.act(Look(0, 0))
    table.act(Look(0, 1))
    await until(lambda: table.view().phase == TURN and not table.thinking)
    await settle(5)
    await h.drawn()


async def only_anna(h, table) -> None:
    """Wait until the computers are done and only Anna may act."""
    await until(lambda: table.session.actors() == (0,) and not table.thinking)
    await settle(5)
    await h.drawn()


def seed_where(condition) -> str:
    """The first seed whose deal satisfies ``condition(state)`` (Anna against one computer)."""
    for n in range(500):
        seed = f"sz-aid-{n}"
        session = GameSession.start("schnitzel", {"first": 0}, seed, (Seat("Anna"), NORMAL), "")
        if condition(session.state):
            return seed
    raise AssertionError("no seed found")


# ---------------------------------------------------------------- setup


async def test_the_aids_are_off_by_default_and_the_setup_remembers_them(tmp_path):
    """The setup's switch is off: the game has no hint and no take-back button. Switched
    on, the game offers the hint, and the next setup opens with it on."""
    h, shell = await start(tmp_path)
    await h.fire(h.find("tile-schnitzel"), "click")
    await fill_seats(h, ("Anna",), ["person", "normal"])
    assert h.find("opt-aids").value is False
    await tap(h, "setup-start")
    await h.session.after_event(h.page)
    table = shell.table
    assert not table.session.extras.get(AIDS)
    table.act(Look(0, 0))
    await h.drawn()
    assert 0 in table.session.actors() and table.session.undo_point(0) is not None
    assert not h.has("aid-hint") and not h.has("aid-undo")
    await tap(h, "table-back")
    await h.session.after_event(h.page)
    await h.fire(h.find("tile-schnitzel"), "click")
    assert h.find("opt-aids").value is False
    await h.fire(h.find("opt-aids"), "change", value=True)
    await tap(h, "setup-start")
    await h.fire(h.page._dialogs.controls[-1].actions[1], "click")  # the saved game goes
    await h.session.after_event(h.page)
    assert shell.table is not table and shell.table.session.extras[AIDS] is True
    assert h.has("aid-hint")
    await tap(h, "table-back")
    await h.session.after_event(h.page)
    await h.fire(h.find("tile-schnitzel"), "click")
    assert h.find("opt-aids").value is True


# ---------------------------------------------------------------- the hint


async def test_a_hint_is_legal_said_and_lit_and_the_game_counts_as_helped(tmp_path):
    """On Anna's turn the lightbulb gives a legal move, says it in the prompt's place and
    lights what plays it (Draw, or Take and the place); the game is helped, also in its
    autosave; her move clears the hint and its light."""
    h, shell = await start(tmp_path)
    table = await seated(h, shell)
    session = table.session
    await looked(h, table)
    assert not session.helped and not lit(h) and h.has("prompt")
    await h.fire(h.find("aid-hint"), "click")
    await until(lambda: table.hint is not None)
    await h.drawn()
    hint = table.hint
    assert hint in session.legal(0)
    assert h.find("note").value.startswith("Hint: ") and not h.has("prompt")
    expected = {"draw"} if isinstance(hint, Draw) else {"take", f"slot-0-{hint.slot}"}
    assert lit(h) == expected
    assert session.helped
    assert load_game(shell.db, "phone").record["extras"][HELPED] is True
    table.act(hint)
    table.board.looks.done()  # (a card drawn opens a look at it)
    await h.drawn()
    assert table.hint is None and not lit(h)
    assert not h.has("note") or not h.find("note").value.startswith("Hint: ")


async def test_the_hint_is_said_in_the_first_frame_of_a_small_phone(tmp_path):
    """At 360×740 with six players, the hint stands where the prompt stood, two lines at
    most, and the table does not scroll: it is on screen without moving anything."""
    h, shell = await start(tmp_path)
    h.page.width, h.page.height = 360, 740
    seats = (Seat("Anna"), *(Seat(bot=level) for level in ("normal", "easy") * 2), NORMAL)
    table = await seated(h, shell, seats=seats)
    await looked(h, table)
    await h.fire(h.find("aid-hint"), "click")
    await until(lambda: table.hint is not None)
    await h.drawn()
    note = h.find("note")
    assert note.value.startswith("Hint: ") and note.max_lines == 2
    assert not table.board.scrolls


async def test_the_hint_is_the_same_whatever_the_hidden_cards_are():
    """Computed from Anna's view only: with the cards she has not seen (the draw pile,
    the computer's unknown places, a held card) dealt otherwise, her view and so the
    hint are the same, on her turn and holding a drawn card."""
    seats = (Seat("Anna"), NORMAL)
    session = GameSession.start("schnitzel", {"first": 0}, "aid-view", seats, "now")
    for phase in ("turn", "hold"):
        while not (0 in session.actors() and session.view(0).phase == phase):
            seat = session.actors()[0]
            moves = session.legal(seat)
            session.play(Draw(0) if Draw(0) in moves else moves[0])
        await hint_from_the_view_only(session)


def held(**fields):
    """Anna (3 P 7 9: she knows her Peek and her 7, everyone her 9) holds a drawn 1;
    the other row is 7 5 N 0, a 4 on the discard pile."""
    values = {
        "rows": ["3 P 7 9", "7 5 N 0"],
        "discard": "4",
        "hand": "1",
        "phase": "hold",
        "known": ((0, 1, 1, 3), (0, 0, 0, 0)),
    }
    return from_text(**{**values, **fields})


ALONE = [
    (held(), Put(0, 2), "put the 1 into place 3: your 7 goes"),
    (held(), Put(0, 1), "put the 1 into place 2: your Peek goes"),
    (held(), Put(0, 0), "put the 1 into place 1"),
    (held(), Discard(0), "discard the 1"),
    (held(phase="turn", hand=None), Take(0, 2), "take the 4 into place 3: your 7 goes"),
    (held(), Trade(0, 2, 1, 1), "swap your 7 for place 2 of Computer (Normal)"),
    (held(), Trade(0, 0, 1, 1), "swap your place 1 for place 2 of Computer (Normal)"),
    (held(), Peek(0, 1, 3), "peek at place 4 of Computer (Normal)"),
    (held(), Match(0, 0), "throw on from place 1"),
    (held(), Call(0), 'call "Schnitzel!"'),
    (held(rows=["1 2 0 -2", "7 5 N 0"], known=((1,) * 4, (0,) * 4)), Call(0), None),
]
"""Alone with the computer: the move, the words (None: see the test)."""


async def test_a_hint_names_only_cards_the_person_knows(tmp_path):
    """Anna's own known cards and the drawn card are named, a card she has not seen never
    (her place 1 holds a 3); a call with every card known says her points."""
    h, shell = await start(tmp_path)
    table = await seated(h, shell)
    table.pause = 60  # the computer waits: the table stands still for the test
    for state, move, words in ALONE:
        await redraw(h, table, state)
        said = table.board.hint_words(table.view(), move)
        assert said == (words or 'call "Schnitzel!": you have 1 point'), move
        assert "3" not in said.replace("place 3", ""), move


async def test_at_a_shared_table_a_hint_names_only_what_everyone_knows(tmp_path):
    """With two people at the phone, Anna's hint names no card only she knows (her 7,
    her drawn 1): only the discard pile's card and her 9 that everyone saw."""
    h, shell = await start(tmp_path)
    table = await seated(h, shell, seats=(Seat("Anna"), Seat("Béla")))
    await redraw(h, table, held())
    words = {m: table.board.hint_words(table.view(), m) for m in (Put(0, 2), Put(0, 3))}
    assert words == {
        Put(0, 2): "put the card into place 3",
        Put(0, 3): "put the card into place 4: your 9 goes",
    }
    assert table.board.hint_words(table.view(), Discard(0)) == "discard the card"
    await redraw(h, table, held(phase="turn", hand=None))
    assert table.board.hint_words(table.view(), Take(0, 2)) == "take the 4 into place 3"


async def test_at_a_shared_table_the_second_person_gets_hints_too(tmp_path):
    """The shared table is drawn from Anna's view; on Béla's turn the lightbulb is there
    for him, and his hint is one of his moves, from his own view."""
    h, shell = await start(tmp_path)
    table = await seated(h, shell, seats=(Seat("Anna"), Seat("Béla")))
    await redraw(h, table, held(turn=1, known=((0, 0, 0, 0), (1, 1, 0, 0))))
    assert table.viewer() == 0 and h.has("aid-hint")
    await tap(h, "aid-hint")
    await until(lambda: table.hint is not None)
    await h.drawn()
    assert table.hint.seat == 1 and table.hint in table.session.legal(1)
    assert table.note.startswith("Hint: ")


async def test_each_kind_of_hint_lights_what_plays_it(tmp_path):
    """A button for a move of a button (only it filled), the places a move takes, the
    Nope! button and its place, the start look's button and then the card to pick."""
    h, shell = await start(tmp_path)
    table = await seated(h, shell)
    await only_anna(h, table)  # (the computer has looked at its cards)
    table.pause = 60

    async def shows(move, expected: set[str]) -> None:
        table.hint = move
        table.redraw()
        await h.drawn()
        assert lit(h) == expected, move

    await shows(Look(0, 2), {"look-start"})
    await tap(h, "look-start")
    assert lit(h) == {"look-pick-2"}
    table.board.looks.done()
    await redraw(h, table, held(phase="turn", hand=None))
    await shows(Draw(0), {"draw"})
    assert isinstance(h.find("draw"), ft.FilledButton) and h.find("take").icon == ft.Icons.MOVE_DOWN
    await shows(Take(0, 3), {"take", "slot-0-3"})
    await redraw(h, table, held())
    await shows(Put(0, 1), {"slot-0-1"})
    await shows(Discard(0), {"discard"})
    assert isinstance(h.find("discard"), ft.FilledButton)
    await shows(Trade(0, 3, 1, 0), {"slot-0-3", "slot-1-0"})
    await redraw(h, table, held(phase="end", hand=None))
    await shows(Call(0), {"call"})
    await shows(EndTurn(0), {"end-turn"})
    assert isinstance(h.find("call"), ft.OutlinedButton)
    assert "(hint)" not in h.label("slot-0-0")
    known = ((0, 0, 1, 0), (0, 0, 0, 0))
    nope = held(rows=["7 5 N 0", "3 P 7 9"], turn=1, event=Event("draw", 1), known=known)
    await redraw(h, table, nope)
    await shows(Nope(0, 2), {"nope-0", "slot-0-2"})
    assert h.label("slot-0-2").endswith("(hint)")


async def test_in_a_window_the_hint_lights_go_on_or_the_place_to_throw_on(tmp_path):
    """Anna alone in a matching window asks for a hint: a pass lights Go on, a match
    her place."""
    h, shell = await start(tmp_path)
    table = await seated(h, shell, seed=seed_where(lambda s: s.draw[-1] < 10), window=3)
    await looked(h, table)
    table.act(Draw(0))
    table.board.looks.done()
    await only_anna(h, table)
    table.act(Discard(0))
    await until(lambda: table.view().phase == WINDOW and table.session.actors() == (0,))
    await h.drawn()
    await h.fire(h.find("aid-hint"), "click")
    await until(lambda: table.hint is not None)
    await h.drawn()
    hint = table.hint
    assert isinstance(hint, (Pass, Match)) and hint in table.session.legal(0)
    assert lit(h) == ({"go-on"} if isinstance(hint, Pass) else {f"slot-0-{hint.slot}"})


# ---------------------------------------------------------------- taking back


async def test_taking_back_restores_the_exact_earlier_state(tmp_path):
    """Anna draws; both computers answer (they let the draw stand or nope it); taking
    back returns to the very state before her draw, record and all, with no look open."""
    h, shell = await start(tmp_path)
    seats = (Seat("Anna"), NORMAL, Seat(bot="easy"))
    table = await seated(h, shell, seats=seats)
    session = table.session
    await looked(h, table)
    before, moves = session.state, session.record.moves
    table.act(Draw(0))
    await only_anna(h, table)
    assert len(session.record.moves) >= len(moves) + 3  # her draw and two answers
    table.board.looks.done()
    await h.drawn()
    await h.fire(h.find("aid-undo"), "click")
    assert session.state == before and session.record.moves == moves
    assert session.helped and table.board.looks.current is None
    assert h.find("note").value == "Your last move was taken back."
    assert h.find("prompt").value == "Draw a card, or take the discard."


async def test_taking_back_a_pass_gives_the_window_its_whole_time_again(tmp_path):
    """Anna goes on in a window with 1 second left while the computer still may throw a
    card on; taken back, the window is hers again with its whole 3 seconds."""
    h, shell = await start(tmp_path)
    table = await seated(h, shell, seed=seed_where(lambda s: s.draw[-1] < 10), window=3)
    session, clock = table.session, table.board.clock.clock
    await looked(h, table)
    table.act(Draw(0))
    table.board.looks.done()
    await only_anna(h, table)
    table.pause = 60  # the computer waits in the window
    table.act(Discard(0))
    assert table.view().phase == WINDOW and session.actors() == (0, 1)
    await h.drawn()
    clock.now += 2.5
    await until(lambda: h.label("countdown") == "1 second left to match")
    await tap(h, "go-on")
    assert session.actors() == (1,)
    await h.fire(h.find("aid-undo"), "click")
    assert table.view().phase == WINDOW and session.actors() == (0, 1)
    assert h.label("countdown") == "3 seconds left to match"
    assert h.has("go-on")
