"""Schnipp-Schnapp screens on the real Flet session path: setup (and a refused choice),
the first frame's zones, a touch that calls with its own time, the timers (turning,
the verdict, the freeze, the time limit), a computer that calls a visible match, a
resumed game that was judging reopens paused, the results and the registration."""

from __future__ import annotations

import json
from dataclasses import replace

import flet as ft
import pytest
from flet.messaging.protocol import MessageAction

from app.stats import add_player, load_game
from app.ui import session as session_module
from app.ui.screens.snap.clock import TableClock
from app.ui.screens.snap.layout import layout
from app.ui.screens.snap.table import BAR
from app.ui.screens.snap.zones import INSIDE, LINE, NAME, WORDS
from app.ui.shell import CLIENT_KEY, SETTINGS_KEY
from app.ui.table import taps
from tests.ui.harness import Harness, Moment, _walk, at_result, fill_seats, open_app, settle
from tests.ui.test_taps import paced

pytestmark = pytest.mark.asyncio


@pytest.fixture(autouse=True)
def same_deal(monkeypatch):
    """Games dealt from one seed: the tests know what comes."""
    monkeypatch.setattr(session_module, "datetime", Moment)


class Clock:
    """A clock the test moves on by hand."""

    def __init__(self) -> None:
        self.now = 100.0

    def __call__(self) -> float:
        return self.now


def pan(client_ms: int) -> dict:
    """What the browser sends when a finger lands on a zone at ``client_ms``."""
    point = {"x": 5, "y": 5}
    return {"k": "touch", "l": point, "g": point, "ts": {"microseconds": client_ms * 1000}}


async def start(tmp_path, prefs=None):
    """A new browser session on the app, as the browser "phone"."""
    return await open_app(tmp_path, prefs if prefs is not None else {CLIENT_KEY: "phone"})


def hand_clocks(table, taught: bool = True) -> Clock:
    """The board's timers and table clock on one clock the test moves (the background
    task sleeps; the test steps). A ``taught`` table clock has seen touches come without
    delay, as a table has after its first calls (its first ones wait ``LATE_S``)."""
    clock = Clock()
    board = table.board
    board.timers.clock = clock
    board.timers.tick = 3600
    board.timers.last = clock()
    board.clock = TableClock(board.clock.now_ms(), clock=clock)
    if taught:
        board.clock.lates.extend([0, 0])
    return clock


async def begin(h: Harness, shell, names=("Anna", "Béla"), kinds=None, taught=True, **choices):
    """Tile → seats → options → start; returns the table and its hand-moved clock
    (:func:`hand_clocks`)."""
    await h.fire(h.find("tile-snap"), "click")
    await h.session.after_event(h.page)
    assert shell.route == "/play/snap/setup"
    await fill_seats(h, names, kinds)
    for name, value in choices.items():
        if isinstance(value, bool):
            await h.fire(h.find(f"opt-{name}"), "change", value=value)
        elif name == "tempo":
            await h.fire(h.find("setup-tempo"), "change", value=value)
        else:
            await h.fire(h.find(f"setup-{name}"), "change", selected=[str(value)])
    await h.fire(h.find("setup-start"), "click")
    await h.session.after_event(h.page)
    table = shell.table
    return table, hand_clocks(table, taught)


async def wait(h: Harness, table, clock: Clock, seconds: float) -> None:
    """Move the clock on and let the timers step once."""
    clock.now += seconds
    table.board.timers.step()
    await h.drawn()


async def show(h: Harness, table, state) -> None:
    """Put the table in ``state`` and draw it."""
    table.session.state = state
    table.redraw()
    await h.drawn()


def pair(table, seats=2):
    """The table's state with two matching tops: Anna's King of hearts, Béla's King of
    spades (seat 1's card turned last)."""
    up = (("KH",), ("KS",), *(() for _ in range(seats - 2)))
    return replace(table.session.state, up=up, turned=1, turn=0)


# ---------------------------------------------------------------- setup


async def test_setup_refuses_german_faces_with_52_cards(tmp_path):
    """German faces with the 52-card pack start nothing and say why."""
    h, shell = await start(tmp_path)
    await h.fire(h.find("tile-snap"), "click")
    await h.fire(h.find("seat-0"), "change", value="Anna")
    await h.fire(h.find("setup-pack"), "change", selected=["french"])
    await h.fire(h.find("setup-faces"), "change", value="german")
    await h.fire(h.find("setup-start"), "click")
    assert shell.table is None
    assert "German and Hungarian faces come with the 32-card pack only." in h.texts()


async def test_setup_starts_with_the_choices_and_remembers_them(tmp_path):
    """Fast tempo, 5 minutes, the pool and children's mode start the game and come back."""
    h, shell = await start(tmp_path)
    table, _ = await begin(h, shell, tempo="fast", limit=5, pool=True, children=True)
    options = dict(table.session.record.options)
    assert (options["tempo"], options["limit"], options["pool"]) == ("fast", 5, True)
    assert table.session.extras["children"] is True and table.board.children
    assert load_game(shell.db, "phone").game == "snap"
    await h.fire(h.find("table-back"), "click")
    await h.session.after_event(h.page)
    await h.fire(h.find("tile-snap"), "click")
    assert h.find("setup-limit").selected == ["5"] and h.find("opt-children").value
    assert h.find("setup-tempo").value == "fast"


# ---------------------------------------------------------------- the table


async def test_the_first_frame_shows_every_zone(tmp_path):
    """Each zone: a named call button, the draw-pile count and the (empty) face-up pile."""
    h, shell = await start(tmp_path)
    table, _ = await begin(h, shell, names=("Anna", "Béla", "Cili"))
    assert h.label("zone-0") == "Anna: call"
    assert h.label("zone-2") == "Cili: call"
    assert h.label("count-0") == "Anna: 11 cards in the draw pile"
    assert h.label("count-2") == "Cili: 10 cards in the draw pile"
    assert h.label("top-1") == "Béla: no card face up"
    assert h.find("snap-clock").value == "10:00 left"
    assert h.find("snap-status").value.startswith("Watch the piles!")


async def test_the_timers_turn_cards_at_the_tempo(tmp_path):
    """Normal tempo: nothing before 1.3 s, then Anna's card, then Béla's, each stamped
    with the table clock."""
    h, shell = await start(tmp_path)
    table, clock = await begin(h, shell)
    start_ms = table.board.clock.start_ms
    await wait(h, table, clock, 1.0)
    assert table.session.record.moves == ()
    await wait(h, table, clock, 0.4)
    assert table.session.record.moves == (f"turn:0:{start_ms + 1400}",)
    top = table.session.state.up[0][-1]
    assert h.label("top-0").startswith("Anna: ") and top
    await wait(h, table, clock, 1.3)
    assert table.session.record.moves[1] == f"turn:1:{start_ms + 2700}"


async def test_a_touch_calls_with_its_own_time_and_the_verdict_follows(tmp_path):
    """Béla touches his zone on a pair: a call stamped from the client time; 150 ms
    after it arrived the verdict gives him both piles and the status says so."""
    h, shell = await start(tmp_path)
    table, clock = await begin(h, shell)
    await show(h, table, pair(table))
    await h.fire(h.find("zone-1"), "pan_start", pan(5000))
    pending = table.session.state.pending
    assert len(pending) == 1 and pending[0].seat == 1 and pending[0].pile == 1
    assert h.has("called-1")
    await wait(h, table, clock, 0.1)
    assert table.session.state.pending, "the verdict waits for touches on their way"
    await wait(h, table, clock, 0.1)
    assert table.session.record.moves[-1] == "settle:1"
    assert h.find("snap-status").value == "Béla snaps 2 cards!"


async def test_a_new_status_line_redraws_a_zone_around_its_kept_card(tmp_path):
    """Cili looks on while Béla snaps: her zone stays the very same control while
    Béla's call waits, and when the verdict's line reaches every zone hers is drawn
    anew around the card it showed (the card kept across both drawings)."""
    h, shell = await start(tmp_path)
    table, clock = await begin(h, shell, names=NAMES[:3])
    await show(h, table, replace(pair(table, 3), up=(("KH",), ("KS",), ("9D",))))
    zone, card = h.find("zone-2"), h.find("top-2")
    await h.fire(h.find("zone-1"), "pan_start", pan(5000))
    assert h.has("called-1") and h.find("zone-2") is zone
    await wait(h, table, clock, 0.2)
    assert h.find("snap-status-2").value == "Béla snaps 2 cards!"
    assert h.find("zone-2") is not zone and h.find("top-2") is card


async def test_two_touches_at_one_moment_tie_and_freeze(tmp_path):
    """Anna and Béla touch at the same client time: "Tie! Hands off!", nobody can call
    during the freeze, and after 1.5 s calling opens again."""
    h, shell = await start(tmp_path)
    table, clock = await begin(h, shell)
    await show(h, table, pair(table))
    await h.fire(h.find("zone-0"), "pan_start", pan(7000))
    clock.now += 0.03  # the second touch arrives 30 ms later, made at the same moment
    await h.fire(h.find("zone-1"), "pan_start", pan(7000))
    a, b = table.session.state.pending
    assert a.at_ms == b.at_ms
    await wait(h, table, clock, 0.2)
    assert table.session.state.frozen
    assert h.find("snap-status").value == "Tie! Hands off!"
    await h.fire(h.find("zone-0"), "pan_start", pan(7400))
    assert not table.session.state.pending, "hands off during the freeze"
    await wait(h, table, clock, 1.6)
    assert not table.session.state.frozen and table.session.record.moves[-1] == "resume:0"


async def test_a_touch_stamped_ahead_of_its_arrival_loses_to_an_earlier_touch(tmp_path):
    """Four at the table; Anna's touch taught the clock. On the next pair Dani's touch,
    its time 5 s ahead of its arrival (a clock running fast, or forged), comes first;
    Cili's, made 150 ms before Dani's arrived, comes 30 ms after it: Cili snaps, Dani
    was too late."""
    h, shell = await start(tmp_path)
    table, clock = await begin(h, shell, names=NAMES[:4])
    await show(h, table, pair(table, 4))
    taught = table.board.clock.now_ms()
    await h.fire(h.find("zone-0"), "pan_start", pan(5000))
    await wait(h, table, clock, 0.2)
    assert h.find("snap-status").value == "Anna snaps 2 cards!"
    await show(h, table, pair(table, 4))
    clock.now += 1
    now = 5000 + table.board.clock.now_ms() - taught
    await h.fire(h.find("zone-3"), "pan_start", pan(now + 5000))
    clock.now += 0.03
    await h.fire(h.find("zone-2"), "pan_start", pan(now - 150))
    await wait(h, table, clock, 0.2)
    assert h.find("snap-status").value == "Dani was too late · Cili snaps 2 cards!"


async def test_on_a_busy_phone_the_verdict_waits_for_a_touch_held_back_behind_a_later_one(
    tmp_path,
):
    """Anna's quick touch taught the clock. On the next pair the phone is busy: Anna's
    touch arrives 300 ms late, then Béla's, made 150 ms before hers, 250 ms after it (a
    quick phone's 100 ms would have judged without it): Béla snaps, Anna was too late.
    However late the touches come, the verdict waits no longer than 0.5 s."""
    h, shell = await start(tmp_path)
    table, clock = await begin(h, shell)
    await show(h, table, pair(table))
    taught = table.board.clock.now_ms()
    await h.fire(h.find("zone-0"), "pan_start", pan(5000))
    await wait(h, table, clock, 0.2)
    assert h.find("snap-status").value == "Anna snaps 2 cards!"
    await show(h, table, pair(table))
    clock.now += 1
    made = 5000 + table.board.clock.now_ms() - taught
    clock.now += 0.3
    await h.fire(h.find("zone-0"), "pan_start", pan(made))
    await wait(h, table, clock, 0.2)
    assert table.session.state.pending, "a busy phone's verdict waits longer"
    clock.now += 0.05
    await h.fire(h.find("zone-1"), "pan_start", pan(made - 150))
    await wait(h, table, clock, 0.2)
    assert len(table.session.state.pending) == 2, "the verdict waits at most 0.5 s"
    await wait(h, table, clock, 0.06)
    assert h.find("snap-status").value == "Anna was too late · Béla snaps 2 cards!"


async def test_a_tables_first_verdict_waits_for_a_finger_that_landed_first_but_came_later(
    tmp_path,
):
    """Nothing says yet how late this phone's touches come, so the table's first verdict
    waits 0.5 s: Béla's finger landed 150 ms before Anna's but reached the table 300 ms
    after hers (a busy browser; a quick phone's 100 ms would have judged without it).
    Béla snaps, Anna was too late."""
    h, shell = await start(tmp_path)
    table, clock = await begin(h, shell, taught=False)
    await show(h, table, pair(table))
    clock.now += 1
    await h.fire(h.find("zone-0"), "pan_start", pan(5000))
    await wait(h, table, clock, 0.3)
    assert table.session.state.pending, "the first verdict waits"
    await h.fire(h.find("zone-1"), "pan_start", pan(4850))
    await wait(h, table, clock, 0.15)
    assert len(table.session.state.pending) == 2, "the verdict waits 0.5 s"
    await wait(h, table, clock, 0.06)
    assert h.find("snap-status").value == "Anna was too late · Béla snaps 2 cards!"


async def test_a_wrong_call_names_who_gets_the_card(tmp_path):
    """Anna calls on two tops that do not match: a card to Béla (his card was turned
    last)."""
    h, shell = await start(tmp_path)
    table, clock = await begin(h, shell)
    await show(h, table, replace(pair(table), up=(("KH",), ("7S",))))
    await h.fire(h.find("zone-0"), "pan_start", pan(100))
    await wait(h, table, clock, 0.2)
    assert h.find("snap-status").value == "Anna called wrong: a card to Béla"


async def test_a_computer_calls_a_visible_match(tmp_path):
    """The strong computer calls a pair after its reaction time and wins the piles."""
    h, shell = await start(tmp_path)
    table, clock = await begin(h, shell, names=("Anna",), kinds=["person", "strong"])
    await show(h, table, pair(table))
    await wait(h, table, clock, 0.01)
    assert not table.session.state.pending
    await wait(h, table, clock, 1.5)
    pending = table.session.state.pending
    assert [c.seat for c in pending] == [1]
    await wait(h, table, clock, 0.2)
    assert table.session.state.last[0].kind == "snap"
    assert "snaps 2 cards!" in h.find("snap-status").value


async def test_against_computers_a_touch_nobody_can_tie_is_judged_at_once(tmp_path):
    """Anna alone against the strong computer, which would react only after its reaction
    time: her touch wins the pair in the same moment (no tie window to wait for)."""
    h, shell = await start(tmp_path)
    table, clock = await begin(h, shell, names=("Anna",), kinds=["person", "strong"])
    await show(h, table, pair(table))
    await wait(h, table, clock, 0.01)
    await h.fire(h.find("zone-0"), "pan_start", pan(3000))
    assert not table.session.state.pending
    moves = table.session.record.moves
    assert moves[-2].startswith("call:0:") and moves[-1] == "settle:0"
    assert h.find("snap-status").value == "Anna snaps 2 cards!"


async def test_a_touch_a_computer_may_still_tie_waits_for_the_window(tmp_path):
    """The computer's call falls due 50 ms after Anna's touch: the verdict waits for the
    tie window, and the two calls tie."""
    h, shell = await start(tmp_path)
    table, clock = await begin(h, shell, names=("Anna",), kinds=["person", "strong"])
    await show(h, table, pair(table))
    await wait(h, table, clock, 0.01)
    timers = table.board.timers
    timers.plans[1] = replace(timers.plans[1], at=timers.played + 0.05)
    await h.fire(h.find("zone-0"), "pan_start", pan(3000))
    assert [c.seat for c in table.session.state.pending] == [0]
    assert h.has("called-0")
    await wait(h, table, clock, 0.06)
    assert [c.seat for c in table.session.state.pending] == [0, 1]
    await wait(h, table, clock, 0.2)
    assert table.session.state.frozen
    assert h.find("snap-status").value == "Tie! Hands off!"


async def test_the_time_limit_ends_the_game_with_the_podium(tmp_path):
    """At 5 minutes the table stops; the result names the winner by cards."""
    h, shell = await start(tmp_path)
    table, clock = await begin(h, shell, limit=5)
    table.board.timers.played = 299.5
    await wait(h, table, clock, 0.01)
    assert h.find("snap-clock").value == "0:01 left"
    await wait(h, table, clock, 1.0)
    assert table.session.record.moves[-1] == "stop:0"
    assert at_result(table)
    assert h.find("game-result").value == "Game over"
    assert h.label("score-0") == "Anna: 16 cards"
    assert h.find("winner").value == "Anna and Béla share the win!"


async def test_a_resumed_game_that_was_judging_reopens_paused(tmp_path):
    """Saved with a pending call: the table reopens paused, touches and timers wait
    until "Go on", then the verdict comes."""
    h, shell = await start(tmp_path)
    table, clock = await begin(h, shell)
    await wait(h, table, clock, 1.3)
    await wait(h, table, clock, 1.3)
    await h.fire(h.find("zone-1"), "pan_start", pan(900))
    assert table.session.state.pending
    h2, shell2 = await start(tmp_path)
    await h2.fire(h2.find("continue-banner").content, "click")
    await h2.session.after_event(h2.page)
    again = shell2.table
    clock2 = hand_clocks(again)
    assert again.board.timers.paused and h2.has("snap-go-on")
    await wait(h2, again, clock2, 5)
    assert again.session.state.pending, "no verdict while paused"
    await h2.fire(h2.find("snap-go-on"), "click")
    await wait(h2, again, clock2, 0.2)
    assert again.session.record.moves[-1].startswith("settle:")


async def test_with_each_player_tapping_their_own_deck_the_turn_seat_has_a_turn_button(tmp_path):
    """Tempo "tap": nothing turns by itself; Anna's Turn button turns her card, then Béla
    has the button."""
    h, shell = await start(tmp_path)
    table, clock = await begin(h, shell, tempo="tap")
    await wait(h, table, clock, 5)
    assert table.session.record.moves == ()
    assert h.has("turn-0") and not h.has("turn-1")
    assert h.label("turn-0") == "Anna: turn a card"
    await h.fire(h.find("turn-0"), "click")
    assert table.session.record.moves == (f"turn:0:{table.board.clock.start_ms + 5000}",)
    assert h.has("turn-1") and not h.has("turn-0")


async def test_a_double_tap_on_turn_is_one_turn_and_no_call(tmp_path, monkeypatch):
    """Anna's Turn button goes once she has turned, and the second tap of her double tap
    lands on her zone 150 ms later: no call (it was a wrong call, a card to Béla: issue
    34); a touch half a second later is a call."""
    h, shell = await start(tmp_path)
    table, clock = await begin(h, shell, tempo="tap")
    monkeypatch.setattr(taps, "DOUBLE_TAP", 0.4)  # (a person's pace: tests/ui/conftest.py)
    await h.fire(h.find("turn-0"), "click")
    turned = table.board.clock.now_ms()
    clock.now += 0.15
    await h.fire(h.find("zone-0"), "pan_start", pan(turned + 150))
    await wait(h, table, clock, 0.01)
    assert [m.split(":")[0] for m in table.session.record.moves] == ["turn"]
    clock.now += 0.5
    await h.fire(h.find("zone-0"), "pan_start", pan(turned + 660))
    await wait(h, table, clock, 0.2)
    assert [m.split(":")[0] for m in table.session.record.moves][:2] == ["turn", "call"]


async def test_the_next_player_may_turn_at_once(tmp_path, monkeypatch):
    """Béla's Turn button comes in his zone once Anna has turned: his tap 100 ms later
    turns his card (it came under his finger, not hers)."""
    h, shell = await start(tmp_path)
    table, clock = await begin(h, shell, tempo="tap")
    monkeypatch.setattr(taps, "DOUBLE_TAP", 0.4)  # (a person's pace: tests/ui/conftest.py)
    pace = paced(table)
    await h.fire(h.find("turn-0"), "click")
    await h.drawn()
    pace.now += 0.1
    await h.fire(h.find("turn-1"), "click")
    assert [m.split(":")[:2] for m in table.session.record.moves] == [["turn", "0"], ["turn", "1"]]


async def test_with_every_deck_turned_and_no_pair_the_turn_button_turns_the_piles_over(
    tmp_path,
):
    """Tempo "tap", every card face up and no two tops alike: Anna still has her Turn
    button (the game stood still without it), and it turns every pile over."""
    h, shell = await start(tmp_path)
    table, clock = await begin(h, shell, tempo="tap")
    state = table.session.state
    up = tuple(draw[::-1] for draw in state.draw)
    if up[0][-1][0] == up[1][-1][0]:  # (the ranks of the tops must differ)
        up = (up[0][1:] + up[0][:1], up[1])
    await show(h, table, replace(state, draw=((), ()), up=up, turn=0, turned=1))
    assert h.has("turn-0") and not h.has("turn-1")
    await h.fire(h.find("turn-0"), "click")
    assert table.session.record.moves[-1].startswith("turn:0:")
    assert all(table.session.state.draw) and not any(table.session.state.up)


async def test_a_paused_game_reopens_paused_and_keeps_its_time(tmp_path):
    """Pause after 90 s of a 5-minute game: the next session shows "Go on" and the
    time left where it stood."""
    h, shell = await start(tmp_path)
    table, clock = await begin(h, shell, limit=5)
    table.board.timers.played = 90.0
    await h.fire(h.find("snap-pause"), "click")
    assert h.has("snap-go-on")
    h2, shell2 = await start(tmp_path)
    await h2.fire(h2.find("continue-banner").content, "click")
    again = shell2.table
    assert again.board.timers.paused and h2.has("snap-go-on")
    assert h2.find("snap-clock").value == "3:30 left"
    await h2.fire(h2.find("snap-go-on"), "click")
    assert not again.board.timers.paused and not h2.has("snap-go-on")


async def test_after_a_kill_the_clock_resumes_with_the_time_it_had(tmp_path):
    """Tempo "tap", 5 minutes: nobody turns, so no move saves the game, while the clock
    runs 4.87 s in the timers' steps of 50 ms. The app is killed (no last save) and
    opened again on the same folder: the clock goes on from within 0.2 s of where it
    stood and shows the same time left (the time the app was dead does not count)."""
    h, shell = await start(tmp_path)
    table, clock = await begin(h, shell, tempo="tap", limit=5)
    for _ in range(97):
        clock.now += 0.05
        table.board.timers.step()
    clock.now += 0.02
    table.board.timers.step()
    await h.drawn()
    killed, shown = table.board.timers.played, h.find("snap-clock").value
    assert table.session.record.moves == () and shown == "4:56 left"
    h2, shell2 = await start(tmp_path)
    await h2.fire(h2.find("continue-banner").content, "click")
    await h2.session.after_event(h2.page)
    assert abs(shell2.table.board.timers.played - killed) <= 0.2
    assert h2.find("snap-clock").value == shown


def kings_on_top(state):
    """``state`` with Anna's next card the King of hearts and Béla's the King of spades."""
    draw = [[c for c in pile if c not in ("KH", "KS")] for pile in state.draw]
    draw[0].append("KH")
    draw[1].append("KS")
    return replace(state, draw=tuple(map(tuple, draw)), turn=0)


async def test_the_statistics_show_the_median_reaction_time_on_right_calls(tmp_path):
    """The timers turn two kings, stamped on the table clock; Anna's touch 0.75 s after
    the second wins and records 750 ms; once the game is over her statistics show the
    median (Béla, who won no call, gets no such line)."""
    h, shell = await start(tmp_path)
    add_player(shell.db, "Anna")
    add_player(shell.db, "Béla")
    table, clock = await begin(h, shell, limit=5)
    await show(h, table, kings_on_top(table.session.state))
    await wait(h, table, clock, 1.5)
    await wait(h, table, clock, 1.5)
    assert [cards[-1] for cards in table.session.state.up] == ["KH", "KS"]
    clock.now += 0.75
    await h.fire(h.find("zone-0"), "pan_start", pan(20_000))
    await wait(h, table, clock, 0.25)
    assert table.session.state.last[0].kind == "snap"
    assert table.session.state.reactions == ((750,), ())
    table.board.timers.played = 300.0
    await wait(h, table, clock, 0.25)
    assert at_result(table)
    await h.fire(h.find("table-back"), "click")
    shell.go("/stats")
    await h.drawn()
    texts = h.texts()
    assert "Reaction time (median): 0.75 s over one right call" in texts
    assert sum(t.startswith("Reaction time") for t in texts) == 1


# ---------------------------------------------------------------- seen from every seat

PHONE_CARD = 57.6
"""The narrowest face-up card on a phone: scale 0.9, so its corner rank is 18 px, the
smallest index the app allows on a phone."""
TABLET_CARD = 96.0
"""The narrowest on a tablet (scale 1.5): it lies further from the players round it."""
TOUCH = 48
NAMES = ("Anna", "Béla", "Cili", "Dani", "Emese", "Feri")
TOPS = ("KH", "7S", "9D", "QC", "8H", "AS")


def on_screen(c) -> tuple[float, float, float, float]:
    """A zone's box on the board as drawn (left, top, right, bottom): a quarter turn
    stands it on its end round its centre."""
    x, y = c.left + c.width / 2, c.top + c.height / 2
    w, h = c.width, c.height
    if c.rotate is not None and abs(abs(c.rotate.angle) - 1.5708) < 1e-3:
        w, h = h, w
    return x - w / 2, y - h / 2, x + w / 2, y + h / 2


def sized(c):
    """The first control from ``c`` inwards that states its width (a card under its
    screen-reader wrappers)."""
    while getattr(c, "width", None) is None:
        c = c.content
    return c


def inside(h: Harness, outer, ident: str) -> bool:
    """True if the control tagged ``ident`` is drawn within ``outer``."""
    out: list = []
    _walk(outer, out)
    return any(getattr(c, "identifier", None) == ident for c in out)


async def seated(tmp_path, seats: int, width: int, height: int):
    """A table of ``seats`` people on a ``width`` × ``height`` screen, every face-up
    pile showing a card."""
    h, shell = await start(tmp_path)
    h.page.width, h.page.height = width, height
    table, clock = await begin(h, shell, names=NAMES[:seats])
    state = replace(table.session.state, up=tuple((c,) for c in TOPS[:seats]))
    await show(h, table, state)
    return h, table, clock


@pytest.mark.parametrize(
    "seats, width, height",
    [
        (2, 412, 915),
        (4, 412, 915),
        (6, 412, 915),
        (2, 360, 740),
        (3, 360, 740),
        (4, 360, 740),
        (5, 360, 740),
        (6, 360, 740),
        (6, 800, 1280),
    ],
)
async def test_every_zone_is_whole_on_screen_with_a_card_to_read_from_across(
    tmp_path, seats, width, height
):
    """Each zone lies within the board, the board within the screen, no zone on
    another, each at least 48 px either way, and its face-up card at least
    ``PHONE_CARD`` (``TABLET_CARD``) wide and inside the zone."""
    h, table, _ = await seated(tmp_path, seats, width, height)
    board = h.find("snap-middle").parent
    assert board.width + 16 <= width and board.height + BAR <= height
    boxes = [on_screen(h.find(f"seat-{s}")) for s in range(seats)]
    for s, (left, top, right, bottom) in enumerate(boxes):
        assert left >= 0 and top >= 0 and right <= board.width and bottom <= board.height, s
        assert min(right - left, bottom - top) >= TOUCH, s
        for t, (l2, t2, r2, b2) in enumerate(boxes[:s]):
            assert right <= l2 or r2 <= left or bottom <= t2 or b2 <= top, (t, s)
    least = TABLET_CARD if width >= 600 else PHONE_CARD
    for s in range(seats):
        zone, card = h.find(f"seat-{s}"), sized(h.find(f"top-{s}"))
        assert card.width >= least, (s, card.width)
        assert card.height <= zone.height and card.width < zone.width, s


@pytest.mark.parametrize(
    "seats, width, height",
    [(2, 412, 915), (3, 412, 915), (4, 412, 915), (3, 360, 740), (4, 360, 740), (6, 360, 740)],
)
async def test_every_zones_words_can_be_read_from_across_the_table(tmp_path, seats, width, height):
    """Issue 33 point 10: a side zone's words were 12 px, too small to read from across
    the table. Every name is at least 18 px and every other word at least 16 px, in every
    zone, and the name over the lines of what happened fits the zone's depth."""
    h, table, _ = await seated(tmp_path, seats, width, height)
    for s in range(seats):
        zone = h.find(f"seat-{s}")
        words: list = []
        _walk(zone, words)
        texts = [c for c in words if isinstance(c, ft.Text) and c.value]
        name = next(t for t in texts if t.value == NAMES[s])
        assert name.size >= NAME, (s, name.size)
        assert all(t.size >= WORDS for t in texts), (s, [(t.value, t.size) for t in texts])
        status = h.find("snap-status" if s == 0 else f"snap-status-{s}")
        used = (name.size + status.size * status.max_lines) * LINE
        assert status.max_lines >= 1 and used <= zone.height - INSIDE, (s, used, zone.height)


@pytest.mark.parametrize("seats", [2, 4, 6])
async def test_every_seat_reads_what_happened_the_right_way_up(tmp_path, seats):
    """A wrong call, then a tie: the words stand in every zone (turned with it, so the
    player it faces reads them upright) and within its call area, so a touch on them
    still calls."""
    h, table, clock = await seated(tmp_path, seats, 412, 915)
    await show(h, table, replace(table.session.state, turned=1, turn=0))
    await h.fire(h.find("zone-0"), "pan_start", pan(100))
    await wait(h, table, clock, 0.2)
    wrong = "Anna called wrong: a card to Béla"
    room = layout(seats, table.width, h.find("snap-middle").parent.height)
    for s in range(seats):
        ident = "snap-status" if s == 0 else f"snap-status-{s}"
        assert h.find(ident).value == wrong, s
        zone = h.find(f"seat-{s}")
        assert inside(h, h.find(f"zone-{s}"), ident), s
        assert (zone.rotate.angle if zone.rotate else 0.0) == room.zones[s].angle
    assert room.zones[-1].angle != 0.0, "some seat faces another way"
    await show(h, table, pair(table, seats))
    await h.fire(h.find("zone-0"), "pan_start", pan(9000))
    await h.fire(h.find("zone-1"), "pan_start", pan(9000))
    await wait(h, table, clock, 0.2)
    assert {h.find(f"snap-status-{s}").value for s in range(1, seats)} == {"Tie! Hands off!"}


def played(h: Harness, control) -> int:
    """How often the app asked the browser to run ``play`` on the audio ``control``."""
    return sum(
        1
        for action, body in h.conn.messages
        if action == MessageAction.INVOKE_METHOD
        and body.get("name") == "play"
        and body.get("control_id") == control._i
    )


def pulses(h: Harness) -> list[str]:
    """The vibrations the app asked the browser for, in order."""
    kinds = ("heavy_impact", "medium_impact", "light_impact", "vibrate", "selection_click")
    return [
        body.get("name")
        for action, body in h.conn.messages
        if action == MessageAction.INVOKE_METHOD and body.get("name") in kinds
    ]


async def verdict(h: Harness, table, clock, kind: str) -> None:
    """Bring about a correct call (Béla's), a tie or a wrong call (Anna's)."""
    tops = {"wrong": (("KH",), ("7S",))}.get(kind, (("KH",), ("KS",)))
    await show(h, table, replace(pair(table), up=tops))
    if kind == "tie":
        await h.fire(h.find("zone-0"), "pan_start", pan(3000))
    await h.fire(h.find("zone-1" if kind != "wrong" else "zone-0"), "pan_start", pan(3000))
    await wait(h, table, clock, 0.2)
    await settle(10)  # the sound and the pulse are asked for a few loop turns later


@pytest.mark.parametrize("kind", ["snap", "tie", "wrong"])
@pytest.mark.parametrize("sound, haptics", [(True, True), (False, False), (True, False)])
async def test_a_verdict_sounds_and_pulses_as_the_settings_allow(tmp_path, kind, sound, haptics):
    """A correct call plays the "schnapp" and a medium pulse, a tie two knocks and a
    long buzz, a wrong call only a light tap; each only when switched on."""
    prefs = {
        CLIENT_KEY: "phone",
        SETTINGS_KEY: json.dumps(
            {"language": "en", "sound": sound, "haptics": haptics, "coached": ["snap"]}
        ),
    }
    h, shell = await start(tmp_path, prefs)
    table, clock = await begin(h, shell)
    await verdict(h, table, clock, kind)
    feedback = shell.feedback
    assert played(h, feedback.snap) == int(sound and kind == "snap")
    assert played(h, feedback.tie) == int(sound and kind == "tie")
    assert played(h, feedback.audio) == 0
    pulse = {"snap": "medium_impact", "tie": "vibrate", "wrong": "light_impact"}[kind]
    assert pulses(h) == ([pulse] if haptics else [])


async def test_a_phone_without_sound_plays_on(tmp_path, monkeypatch):
    """Audio that fails on the device costs nothing but the sound."""
    h, shell = await start(tmp_path)
    table, clock = await begin(h, shell)

    async def broken(*args, **kwargs):
        raise RuntimeError("no audio device")

    monkeypatch.setattr(shell.feedback.snap, "play", broken)
    await verdict(h, table, clock, "snap")
    assert table.session.record.moves[-1] == "settle:1"
    assert pulses(h) == []
