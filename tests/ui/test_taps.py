"""Taps tied to the drawing they were made on: a late tap never reaches another card, a
double tap plays once, a tap on a hand laid out anew is dropped (app/ui/table/taps.py)."""

from __future__ import annotations

import pytest

from app.games.schnapsen.model import Play
from app.games.snorkeling.notation import from_text
from app.ui.session import GameSession, Seat
from app.ui.shell import CLIENT_KEY
from app.ui.table import taps as taps_module
from app.ui.table.taps import DOUBLE_TAP, Taps
from tests.ui.harness import at_result, may_act, open_app, settle, until
from tests.ui.test_snorkeling_ui import begin


@pytest.fixture
def persons_pace(monkeypatch):
    """Tables made in this test take taps at a person's pace (tests/ui/conftest.py)."""
    monkeypatch.setattr(taps_module, "DOUBLE_TAP", DOUBLE_TAP)


class Clock:
    """A clock the test moves on by hand."""

    def __init__(self) -> None:
        self.now = 100.0

    def __call__(self) -> float:
        return self.now


def person(clock: Clock) -> Taps:
    """The taps of a person (the harness's own taps come at once: tests/ui/conftest.py)."""
    taps = Taps(clock)
    taps.gap = DOUBLE_TAP
    return taps


def test_a_tap_on_an_outdated_drawing_is_dropped():
    """Between a change and the drawing that shows it, the screen is the old one."""
    taps = person(Clock())
    taps.changed()
    assert not taps.takes("hand-AS")
    taps.drawn()
    assert taps.takes("hand-AS")


def test_a_second_tap_on_the_same_target_is_one_tap_until_the_gap_has_passed():
    clock = Clock()
    taps = person(clock)
    assert taps.takes("next-round")
    clock.now += DOUBLE_TAP / 2
    assert not taps.takes("next-round")
    assert taps.takes("end-game"), "another target is another tap"
    clock.now += DOUBLE_TAP
    assert taps.takes("end-game")


def test_a_tap_on_a_hand_just_after_a_move_is_dropped_and_a_button_is_not():
    """A move lays the hand out anew: the finger meets a card it did not aim at."""
    clock = Clock()
    taps = person(clock)
    taps.played(tapped=True)
    taps.drawn()
    assert not taps.takes("hand-KC", shifting=True)
    assert taps.takes("pile-1")
    clock.now += DOUBLE_TAP
    assert taps.takes("hand-KC", shifting=True)


def test_the_windows_start_with_the_drawing_a_busy_server_built_late():
    """The server built the drawing of a tap's move a second late: a second tap right
    after it is still the double tap's."""
    clock = Clock()
    taps = person(clock)
    assert taps.takes("hand-KC", shifting=True)
    taps.played(tapped=True)
    clock.now += 1
    taps.drawn()
    clock.now += DOUBLE_TAP / 2
    assert not taps.takes("hand-KC", shifting=True)
    assert not taps.takes("hand-QC", shifting=True)
    clock.now += DOUBLE_TAP
    assert taps.takes("hand-QC", shifting=True)


def test_a_tap_that_answers_a_computers_move_is_taken_at_once():
    """The person waited for their turn: a quick tap on their hand is meant."""
    clock = Clock()
    taps = person(clock)
    taps.played(tapped=True)
    clock.now += DOUBLE_TAP / 4
    taps.played(tapped=False)
    taps.drawn()
    assert taps.takes("hand-KC", shifting=True)


async def my_turn(tmp_path):
    """A Schnapsen game against the computer, the person to play, the drawing sent; the
    table's clock moved by hand (taps come at a person's pace only when the test says)."""
    h, shell = await open_app(tmp_path, {CLIENT_KEY: "phone"})
    await h.fire(h.find("tile-schnapsen"), "click")
    await h.fire(h.find("setup-start"), "click")
    table = shell.table
    table.pause = 0
    clock = Clock()
    table.taps = person(clock)
    table.taps.gap = DOUBLE_TAP
    await until(lambda: may_act(table))
    await h.drawn()
    clock.now += 1
    return h, table, clock


def hand(h) -> list:
    """The shown hand's cards, left to right: the controls a tap lands on."""
    return [
        c.content
        for c in h.all()
        if isinstance(getattr(c, "identifier", None), str) and c.identifier.startswith("hand-")
    ]


def plays(table) -> list[str]:
    """The person's moves so far."""
    return [m for m in table.session.record.moves if m.startswith("play:0:")]


@pytest.mark.asyncio
async def test_a_tap_that_arrives_after_the_next_drawing_reaches_no_other_card(tmp_path):
    """The browser sent a tap on a card that was played already (it arrives after the
    table was drawn anew, the computer's answer and all): nothing is played, nothing is
    said. It used to reach the card drawn in its place and play that one."""
    h, table, clock = await my_turn(tmp_path)
    first = hand(h)[0]
    await h.fire(first, "click")
    await until(lambda: may_act(table))
    await h.drawn()
    clock.now += 1
    played, said = plays(table), h.page.data.notice.count
    await h.session.dispatch_event(first._i, "click", None)
    await settle(5)
    await h.drawn()
    assert plays(table) == played and h.page.data.notice.count == said


@pytest.mark.asyncio
async def test_two_taps_delivered_back_to_back_choose_a_card_once(tmp_path, persons_pace):
    """A Snorkeling card double-tapped (both taps arrive before the first one's drawing
    is built) is chosen, not chosen and unchosen again."""
    h, shell = await open_app(tmp_path, {CLIENT_KEY: "phone"})
    table = await begin(h, shell)
    table.session.state = from_text(hands=["B0 B4 R2", "Y0 Y1"], centre="B2", deck="P0 P1")
    table.redraw()
    await h.drawn()
    card = h.find("hand-1")
    await h.session.dispatch_event(card._i, "click", None)
    await h.session.dispatch_event(card._i, "click", None)
    await h.drawn()
    assert table.board.choice.selected == [1]
    assert h.find("play-selected").content == "Play 1 card"


def winner(session, cards: list) -> object | None:
    """The control of a card that takes the computer's lead, the person to lead next."""
    for control in cards:
        after = session.engine.apply(session.state, Play(0, control.data))
        if session.state.trick and not after.trick and session.engine.to_act(after) == (0,):
            return control
    return None


@pytest.mark.asyncio
async def test_a_second_tap_on_the_new_hand_within_a_double_tap_is_dropped(tmp_path):
    """The person takes the computer's lead and leads next; the finger taps the same
    place again 0.2 s later, where the new drawing has put another card: dropped; the
    same tap once a person could have seen the new hand is played. (Seed ``taps-0``: the
    easy computer leads the Jack of diamonds, the King of hearts takes it.)"""
    h, shell = await open_app(tmp_path, {CLIENT_KEY: "phone"})
    seats = (Seat("Anna"), Seat(bot="easy"))
    shell.begin(GameSession.start("schnapsen", {}, "taps-0", seats, "now"))
    table, session, clock = shell.table, shell.table.session, Clock()
    table.pause = 0
    table.taps = person(clock)
    await until(lambda: may_act(table))
    await h.drawn()
    clock.now += 1
    card = winner(session, hand(h))
    assert card is not None and card.data.code == "KH"
    await h.fire(card, "click")
    await h.drawn()
    assert session.actors() == (0,) and not session.state.trick
    clock.now += DOUBLE_TAP / 2
    played = plays(table)
    await h.fire(hand(h)[0], "click")
    assert plays(table) == played, "a tap on a hand the person has not seen yet"
    clock.now += DOUBLE_TAP
    await h.fire(hand(h)[0], "click")
    assert len(plays(table)) == len(played) + 1


@pytest.mark.asyncio
async def test_a_double_tap_on_next_round_closes_one_result(tmp_path, persons_pace):
    """Two taps on "Next deal" close the deal's result once (the next one is not skipped)."""
    h, shell = await open_app(tmp_path, {CLIENT_KEY: "phone"})
    seats = (Seat("Anna"), Seat(bot="easy"))
    shell.begin(GameSession.start("schnapsen", {}, "taps", seats, "now"))
    table = shell.table
    table.pause = 0
    session, me = table.session, table.viewer()
    while not at_result(table):
        if me in session.actors() and not table.thinking:
            table.act([m for m in session.legal(me) if isinstance(m, Play)][-1])
        await settle(5)
    await h.drawn()
    shown = table.seating.shown
    button = h.find("next-round")
    await h.session.dispatch_event(button._i, "click", None)
    await h.session.dispatch_event(button._i, "click", None)
    await h.drawn()
    assert table.seating.shown == shown + 1
