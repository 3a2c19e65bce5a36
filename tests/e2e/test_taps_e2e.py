"""Taps in the browser as a hurried person makes them: a finger's double tap, its second
tap 0, 80, 150 or 250 ms after the first, makes exactly one move, the one tapped, though
the first tap's drawing has put another control under the finger (issue 34): a card, the
last card of a deal and "Next deal", "Continue" on the home screen, Snorkeling's "Play"
(then "End turn" stands there), Schnitzel's "Discard" (then "Go on"), SLF's slapping
player (then the votes), Snap's Turn (then the zone), "Back"."""

from __future__ import annotations

import json
import sqlite3
import uuid
from collections.abc import Callable
from typing import Any

import pytest
from playwright.sync_api import Locator, expect

from app.games.schnapsen.model import Play
from app.games.snorkeling.model import Centre
from app.stats import open_db, save_game
from app.ui.household import DB_NAME
from app.ui.session import GameSession, Seat
from app.ui.shell import CLIENT_KEY
from tests.e2e.conftest import (
    DOUBLE_TAP,
    YOUNG,
    by_id,
    gone,
    open_app,
    put_back,
    settings_init,
    shown,
    stored,
    until,
)
from tests.e2e.schnitzel_play import plain_move
from tests.e2e.test_schnapsen_e2e import hand
from tests.e2e.test_slf_e2e import letter_slots

pytestmark = pytest.mark.e2e


def moves(server, client: str, game: str) -> list[str]:
    """The moves of ``client``'s running ``game`` as saved after every move (the server's
    own database)."""
    with sqlite3.connect(server.data_dir / DB_NAME) as db:
        (text,) = db.execute(
            "SELECT record FROM saved_games WHERE client_id = ? AND game = ?", (client, game)
        ).fetchone()
    return json.loads(text)["record"]["moves"]


def standing(target: Locator) -> dict:
    """Where ``target`` lies once it has stood still for a double tap's time (a person
    taps what they see; a hand laid out anew slides its cards into place)."""
    # a pace: nobody taps a control within a double tap's time of its coming
    target.page.wait_for_timeout(target.evaluate(YOUNG, (DOUBLE_TAP + 0.05) * 1000))
    box = target.bounding_box()
    for _ in range(40):
        target.page.wait_for_timeout(100)
        again = target.bounding_box()
        if again == box:
            return box
        box = again
    pytest.fail(f"{target} kept moving")


def double_tap(target: Locator, gap: int, x: float = 0.5, y: float = 0.5) -> None:
    """A finger taps ``target`` twice at one place (``x``, ``y``: where in its box), the
    second time ``gap`` ms after the first."""
    box = standing(target)
    at = (box["x"] + box["width"] * x, box["y"] + box["height"] * y)
    target.page.touchscreen.tap(*at)
    target.page.wait_for_timeout(gap)  # a pace: the finger's own gap, not a wait
    target.page.touchscreen.tap(*at)


class Later:
    """Checks that hold now and must still hold once a later tap's effect shows: the
    server takes a browser's taps in the order they were made (one connection; each
    tap's handler runs before the next tap's), so by then a double tap's second tap has
    been taken or dropped, however slowly the machine delivered it (a fixed wait proves
    nothing on a slow machine)."""

    def __init__(self) -> None:
        self.checks: list[tuple[str, Callable[[], Any], Callable[[Any], bool]]] = []

    def stays(self, what: str, read: Callable[[], Any], ok: Callable[[Any], bool]) -> None:
        """``ok(read())`` holds now; it is checked again at every :meth:`check`."""
        assert ok(now := read()), f"{what}: {now}"
        self.checks.append((what, read, ok))

    def check(self) -> None:
        """The effect of a tap made after the checked ones shows now: every check must
        still hold."""
        for what, read, ok in self.checks:
            assert ok(now := read()), f"{what} (after a later tap): {now}"


def snorkeling_to_play() -> tuple[GameSession, str, str]:
    """Anna against the easy computer, her turn with a card for the centre: the game,
    that card's place in her hand and the move that plays it."""
    seats = (Seat("Anna"), Seat(bot="easy"))
    for attempt in range(20):
        game = GameSession.start("snorkeling", {}, f"taps-{attempt}", seats, "2025")
        while game.actors() == (1,):
            game.play(game.legal(1)[-1])
        centre = [m for m in game.legal(0) if isinstance(m, Centre)]
        if centre:
            return game, f"hand-{game.view(0).hand.index(centre[0].card)}", centre[0].code
    raise AssertionError("no deal gave Anna a card for the centre")


def schnitzel_to_draw() -> GameSession:
    """Anna against two computers, 5-second windows, played plainly to her first draw."""
    seats = (Seat("Anna"), Seat(bot="easy"), Seat(bot="easy"))
    game = GameSession.start("schnitzel", {"window": 5}, "taps", seats, "2025")
    while not (game.view(0).phase == "turn" and game.actors() == (0,)):
        game.play(plain_move(game, game.actors()[0]))
    return game


def slf_turned() -> GameSession:
    """Anna and Béla around the phone, a category turned: a slap is to be recorded."""
    game = GameSession.start("slf", {}, "taps", (Seat("Anna"), Seat("Béla")), "2025")
    game.play(game.legal(0)[0])
    return game


def schnapsen_last_card() -> GameSession:
    """Anna against the easy computer, the first deal played in Python up to Anna's last
    card of it."""
    seats = (Seat("Anna"), Seat(bot="easy"))
    game = GameSession.start("schnapsen", {}, "taps-last", seats, "2025")
    last = 0
    while not game.view(0).results:
        seat = game.actors()[0]
        if seat == 0:
            last = len(game.record.moves)
        game.play([m for m in game.legal(seat) if isinstance(m, Play)][0])
    game.rewind(last)
    return game


def test_a_double_tap_makes_one_move_the_one_tapped(browser, server, machine):
    """One phone with five running games, each second tap at the next of the four gaps:
    Continue and Snorkeling's Play, Back, Continue and Schnitzel's Discard, Back, Continue
    and SLF's slapping player, Back, Continue and Snap's Turn, Back, Continue and
    Schnapsen's last card of a deal, Next deal, then a card at each of the other three
    gaps. The computers answer at the slow speed, and motion is reduced (a second
    tap that a loaded browser delivers after the computer's answer is a quick answer to
    it, a tap like any other: Flet's taps carry no time of their own), and the test has
    the machine to itself, so that the finger's gap is the one the browser delivers."""
    client = f"taps-{uuid.uuid4().hex[:8]}"
    snorkeling, card, centre = snorkeling_to_play()
    snap = GameSession.start("snap", {"tempo": "tap"}, "taps", (Seat("Anna"), Seat("Béla")), "1")
    games = (snorkeling, schnitzel_to_draw(), slf_turned(), snap, schnapsen_last_card())
    db = open_db(server.data_dir / DB_NAME).db
    for game in games:
        save_game(db, client, game.game, game.to_saved())
    init = settings_init(language="en", bot_speed="slow", reduce_motion=True)
    page = open_app(browser, server.url, init=init + stored(CLIENT_KEY, client))
    gaps = iter((0, 80, 150, 250) * 4)

    later = Later()

    def back_home() -> None:
        """Back, the later tap for the table's checks; the next Continue, a tap later than
        Back's second, finds the home screen only if that took no further screen."""
        double_tap(by_id(page, "table-back"), next(gaps))
        shown(by_id(page, "tile-schnapsen"))
        later.check()
        assert page.url.rstrip("/") == server.url.rstrip("/"), "one Back, one screen"

    def resume(game: GameSession, ready: str = "turn") -> list[str]:
        """Continue ``game`` (what its second tap might play shows in the moves that the
        game's own check, after a later tap, expects)."""
        before = moves(server, client, game.game)
        double_tap(by_id(page, f"continue-{game.game}").get_by_role("button").first, next(gaps))
        shown(by_id(page, ready))
        assert moves(server, client, game.game) == before, "Continue played nothing"
        return before

    before = resume(snorkeling)
    by_id(page, card).click()
    double_tap(by_id(page, "play-selected"), next(gaps))
    shown(by_id(page, "end-turn"))
    later.stays(
        "Continue played nothing, Play ended the turn",
        lambda: moves(server, client, "snorkeling"),
        lambda now, before=before: now == [*before, centre],
    )
    back_home()

    before = resume(games[1], "prompt")
    by_id(page, "draw").click()
    by_id(page, "look-done").click()
    double_tap(by_id(page, "discard"), next(gaps))
    shown(by_id(page, "go-on"))
    later.stays(
        "Continue played nothing, Discard passed the window",
        lambda before=before: moves(server, client, "schnitzel")[len(before) :],
        passed,
    )
    back_home()

    before = resume(games[2], "prompt")
    by_id(page, letter_slots(page)[0]).click()
    double_tap(by_id(page, "player-1"), next(gaps))
    shown(by_id(page, "vote-0-yes"))
    later.stays(
        "Continue played nothing, the slap was voted on",
        lambda before=before: moves(server, client, "slf")[len(before) :],
        slapped,
    )
    back_home()

    before = resume(snap, "turn-0")
    double_tap(by_id(page, "turn-0"), next(gaps))
    assert until(page, lambda: len(moves(server, client, "snap")) > len(before), 10)
    later.stays(
        "Continue played nothing, one card turned",
        lambda before=before: moves(server, client, "snap")[len(before) :],
        turned,
    )
    back_home()

    before = resume(games[4])
    last = hand(page)
    double_tap(by_id(page, last[0]), next(gaps), x=0.3, y=0.25)
    shown(by_id(page, "next-round"))
    dealt = len(moves(server, client, "schnapsen"))
    later.stays(
        "Continue played nothing, the deal's last card was played once",
        lambda before=before: mine(moves(server, client, "schnapsen")[len(before) : dealt]),
        lambda new: new == [f"play:0:{last[0].removeprefix('hand-')}"],
    )
    double_tap(by_id(page, "next-round"), next(gaps))
    expect(by_id(page, "turn")).to_be_visible(timeout=15_000)
    later.check()
    played: list[str] = []
    later.stays(
        "Next deal played no card, each card tapped twice was played once",
        lambda: mine(moves(server, client, "schnapsen")[dealt:]),
        lambda new: new == played,
    )
    for gap in (0, 150, 250):  # (the deal's last card had 80)
        shown(page.locator('[flt-semantics-identifier="turn"]', has_text="Your turn"))
        ident = hand(page)[0]
        double_tap(by_id(page, ident), gap, x=0.1, y=0.25)  # (the next card covers its right)
        gone(by_id(page, ident))
        played.append(f"play:0:{ident.removeprefix('hand-')}")
        later.check()
        assert not by_id(page, "notice").count(), f"a message after a double tap ({gap} ms)"
    by_id(page, "table-back").click()
    shown(by_id(page, "tile-schnapsen"))
    later.check()
    put_back(page)


def slapped(new: list[str]) -> bool:
    """Whether the new SLF moves are Béla's slap alone."""
    return len(new) == 1 and new[0].startswith("slap:1:")


def turned(new: list[str]) -> bool:
    """Whether the new Snap moves are Anna's one turned card."""
    return len(new) == 1 and new[0].startswith("turn:0:")


def passed(new: list[str]) -> bool:
    """Whether Anna's new Schnitzel moves are a draw and a discard, and no pass."""
    return new[:1] == ["draw:0"] and "discard:0" in new and "pass:0" not in new


def mine(record: list[str]) -> list[str]:
    """Anna's cards played in a Schnapsen record."""
    return [m for m in record if m.startswith("play:0:")]
