"""Taps tied to the drawing they were made on: a late tap never reaches another card, a
double tap plays once, a tap on a hand laid out anew is dropped (app/ui/table/taps.py)."""

from __future__ import annotations

import asyncio
import time

import pytest

from app.games.schnapsen.model import Play
from app.games.snorkeling.notation import from_text
from app.stats import add_player, list_players
from app.ui.session import GameSession, Seat
from app.ui.shell import CLIENT_KEY
from app.ui.table import taps as taps_module
from app.ui.table.taps import DOUBLE_TAP, Taps
from tests.ui.harness import at_result, may_act, open_app, settle, until
from tests.ui.test_snorkeling_ui import begin
from tests.ui.test_snorkeling_ui import tap as choose


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


def drawing(taps: Taps, *targets: str, fresh: bool = False) -> None:
    """A drawing built with ``targets`` on it."""
    taps.drawn(fresh=fresh)
    for target in targets:
        taps.offer(target)


def test_a_tap_on_an_outdated_drawing_is_dropped():
    """Between a change and the drawing that shows it, the screen is the old one."""
    taps = person(Clock())
    drawing(taps, "hand-AS")
    taps.changed()
    assert not taps.takes("hand-AS")
    drawing(taps, "hand-AS")
    assert taps.takes("hand-AS")


def test_a_second_tap_on_the_same_target_is_one_tap_until_the_gap_has_passed():
    clock = Clock()
    taps = person(clock)
    drawing(taps, "next-round", "end-game")
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
    drawing(taps, "hand-KC", "pile-1")
    taps.played(tapped=True)
    drawing(taps, "hand-KC", "pile-1")
    assert not taps.takes("hand-KC", shifting=True)
    assert taps.takes("pile-1")
    clock.now += DOUBLE_TAP
    assert taps.takes("hand-KC", shifting=True)


def test_the_windows_start_with_the_drawing_a_busy_server_built_late():
    """The server built the drawing of a tap's move a second late: a second tap right
    after it is still the double tap's."""
    clock = Clock()
    taps = person(clock)
    drawing(taps, "hand-KC", "hand-QC")
    assert taps.takes("hand-KC", shifting=True)
    taps.played(tapped=True)
    clock.now += 1
    drawing(taps, "hand-KC", "hand-QC")
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
    drawing(taps, "hand-KC")
    assert taps.takes("hand-KC", shifting=True)


def test_a_target_that_appeared_under_the_finger_takes_no_tap_until_the_gap_has_passed():
    """Snorkeling: "Play" tapped twice; the second tap meets "End turn", which the first
    one's move put in its place (issue 34)."""
    clock = Clock()
    taps = person(clock)
    drawing(taps, "hand-0", "play-selected", "cancel")
    assert taps.takes("play-selected")
    taps.played(tapped=True)
    drawing(taps, "hand-0", "end-turn")
    clock.now += DOUBLE_TAP * 0.9
    assert not taps.takes("end-turn")
    clock.now += DOUBLE_TAP * 0.2
    assert taps.takes("end-turn")


def test_quick_taps_on_what_stood_on_the_table_are_all_taken():
    """A letter, then a player, tapped quickly: both stood there before the first tap."""
    clock = Clock()
    taps = person(clock)
    drawing(taps, "letter-3", "player-0", "player-1")
    assert taps.takes("letter-3")
    taps.changed()
    drawing(taps, "letter-3", "player-0", "player-1", "undo")
    clock.now += DOUBLE_TAP / 4
    assert not taps.takes("undo"), "it came with the letter's tap, not before it"
    assert taps.takes("player-1")


def test_a_table_that_comes_on_screen_counts_as_tapped_open():
    """ "Continue" double-tapped: the second tap meets a card of the table it opened."""
    clock = Clock()
    taps = person(clock)
    drawing(taps, "hand-AS", "hand-KS", fresh=True)
    clock.now += DOUBLE_TAP / 2
    assert not taps.takes("hand-AS")
    clock.now += DOUBLE_TAP
    assert taps.takes("hand-AS")


def test_a_players_own_button_is_not_under_another_players_finger():
    """Snap, each player turning their own deck: Béla's Turn comes once Anna has turned
    (in his zone, not under her finger), and he may tap it at once, as she may tap hers
    at once after him; a button of Anna's own that her tap brought is under her finger."""
    clock = Clock()
    taps = person(clock)
    drawing(taps)
    taps.offer("turn-0", owner=0)
    assert taps.takes("turn-0")
    taps.played(tapped=True)
    drawing(taps)
    taps.offer("turn-1", owner=1)
    clock.now += DOUBLE_TAP / 4
    assert taps.takes("turn-1")
    taps.played(tapped=True)
    drawing(taps)
    taps.offer("turn-0", owner=0)
    clock.now += DOUBLE_TAP / 4
    assert taps.takes("turn-0")
    taps.played(tapped=True)
    drawing(taps)
    taps.offer("turn-over-0", owner=0)
    clock.now += DOUBLE_TAP / 4
    assert not taps.takes("turn-over-0")


def test_a_target_that_came_and_went_is_new_when_it_comes_back():
    """ "End turn" stood there at the turn's start, gave way to "Play" when a card was
    chosen, and is back after the play: it is not the one that stood there."""
    clock = Clock()
    taps = person(clock)
    drawing(taps, "hand-0", "end-turn")
    clock.now += 1
    assert taps.takes("hand-0")
    taps.changed()
    drawing(taps, "hand-0", "play-selected")
    clock.now += 1
    assert taps.takes("play-selected")
    taps.played(tapped=True)
    drawing(taps, "end-turn")
    clock.now += DOUBLE_TAP / 2
    assert not taps.takes("end-turn")


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
async def test_a_tap_that_arrives_after_the_next_drawing_reaches_no_other_card(tmp_path, late_taps):
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
    table.taps = person(Clock())  # (the table came on screen long ago)
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
    table.taps.clock = clock = Clock()
    clock.now = time.monotonic() + DOUBLE_TAP  # (a person reads the result first)
    shown = table.seating.shown
    button = h.find("next-round")
    await h.session.dispatch_event(button._i, "click", None)
    await h.session.dispatch_event(button._i, "click", None)
    await h.drawn()
    assert table.seating.shown == shown + 1


def paced(table) -> Clock:
    """The table takes taps at a person's pace on a clock the test moves on by hand,
    starting long after the table came on screen."""
    clock = Clock()
    clock.now = time.monotonic() + 10
    table.taps.clock, table.taps.gap = clock, DOUBLE_TAP
    return clock


async def double_tap(h, ident: str, follow: str, clock: Clock) -> None:
    """A finger taps ``ident`` twice, the second time 0.2 s later, where the first tap's
    drawing has put ``follow``."""
    await h.fire(h.find(ident), "click")
    await h.drawn()
    clock.now += DOUBLE_TAP / 2
    await h.fire(h.find(follow), "click")
    await h.drawn()


@pytest.mark.asyncio
async def test_play_double_tapped_never_ends_the_snorkeling_turn(tmp_path):
    """The second tap of "Play" meets "End turn", which took its place: the turn goes on
    (issue 34: the saved game gained ``end:0`` 3 of 7 times); a tap on it once a person
    could have read it ends the turn."""
    h, shell = await open_app(tmp_path, {CLIENT_KEY: "phone"})
    table = await begin(h, shell)
    table.session.state = from_text(hands=["B3 R1 G4", "Y0 Y1"], centre="B2", deck="P0 P1")
    table.redraw()
    await h.drawn()
    clock = paced(table)
    await choose(h, table, "B3")
    await h.drawn()
    clock.now += 1
    await double_tap(h, "play-selected", "end-turn", clock)
    played = len(table.session.record.moves)
    assert table.session.record.moves[-1] == "centre:0:B3"
    clock.now += DOUBLE_TAP
    await h.fire(h.find("end-turn"), "click")
    assert table.session.record.moves[played : played + 1] == ("end:0",)


@pytest.mark.asyncio
async def test_a_discard_double_tapped_never_passes_the_schnitzel_window(tmp_path):
    """The second tap of "Discard" meets "Go on", which took its place: the window stays
    open for the person (issue 34: 2 of 2 passed it)."""
    from tests.ui.test_schnitzel_ui import begin as sit_down
    from tests.ui.test_schnitzel_ui import scenario

    h, shell = await open_app(tmp_path, {CLIENT_KEY: "phone"})
    table = await sit_down(h, shell, names=("Anna",), kinds=["person", "normal", "easy"])
    table.pause = 60  # the computers wait: the table stands still for the test
    table.session.state = scenario(rows=["3 P -2 9", "7 5 N 0", "8 8 1 1"])
    table.redraw()
    await h.drawn()
    clock = paced(table)
    await h.fire(h.find("draw"), "click")
    await h.drawn()
    clock.now += 1
    await h.fire(h.find("look-done"), "click")
    await h.drawn()
    clock.now += 1
    await double_tap(h, "discard", "go-on", clock)
    assert table.session.record.moves[-1].startswith("discard:0")
    assert 0 in table.view().to_act and h.has("go-on")


@pytest.mark.asyncio
async def test_the_hand_overs_button_double_tapped_plays_no_card(tmp_path):
    """Two people: the second tap of "Show my cards" meets a card of the hand it showed."""
    h, shell = await open_app(tmp_path, {CLIENT_KEY: "phone"})
    seats = (Seat("Anna"), Seat("Béla"))
    shell.begin(GameSession.start("schnapsen", {}, "taps", seats, "now"))
    await h.drawn()
    table = shell.table
    clock = paced(table)
    ready = h.find("handover-ready")
    await h.fire(ready, "click")
    await h.drawn()
    clock.now += DOUBLE_TAP / 2
    await h.fire(hand(h)[0], "click")
    assert plays(table) == []
    clock.now += DOUBLE_TAP
    await h.fire(hand(h)[0], "click")
    assert len(plays(table)) == 1


@pytest.mark.asyncio
async def test_a_question_takes_no_answer_from_the_tap_that_opened_it(tmp_path, persons_pace):
    """ "Delete" double-tapped: the second tap meets the question's "Delete", which came
    under the finger: the question stays; an answer a moment later is taken."""
    from tests.ui.test_screens import goto

    h, shell = await open_app(tmp_path, {CLIENT_KEY: "phone"})
    add_player(shell.db, "Anna")
    await goto(h, shell, "/players")
    await h.fire(h.find("player-Anna").trailing.controls[1], "click")
    question = h.page._dialogs.controls[-1]
    await h.fire(question.actions[1], "click")
    assert [p.name for p in list_players(shell.db)] == ["Anna"] and question.open
    await asyncio.sleep(DOUBLE_TAP)
    await h.fire(question.actions[1], "click")
    await settle(5)
    assert list_players(shell.db) == []


@pytest.mark.asyncio
async def test_the_rules_opened_right_after_a_card_stay_open_while_the_computer_answers(
    tmp_path,
):
    """A card, and at once the rules: the computer's answer is played behind them, and the
    rules stay on screen under their address (the answer's redraw draws no table over
    them)."""
    h, shell = await open_app(tmp_path, {CLIENT_KEY: "phone"})
    seats = (Seat("Anna"), Seat(bot="easy"))
    shell.begin(GameSession.start("schnapsen", {}, "rules-1", seats, "now"))  # (Anna leads)
    table = shell.table
    table.pause = 0.05
    await h.drawn()
    played = len(table.session.record.moves)
    await h.fire(hand(h)[0], "click")
    await h.fire(h.find("open-rules"), "click")
    answered = lambda: any(m.startswith("play:1:") for m in table.session.record.moves[played:])  # noqa: E731
    await until(answered)
    await settle(5)
    await h.drawn()
    assert table.host.route == "/rules/schnapsen" and h.has("rules-text")
    assert not h.has("turn")
