"""Schnipp-Schnapp in the browser: real touches (Chromium's touch emulation through
CDP ``Input.dispatchTouchEvent``) on the zones of a 2-person table that shows a pair.
Two touches in one event (the same client time) or 30 ms apart tie; of two 150 ms apart
the earlier wins, whichever arrives first. A whole 2-person game at the fast tempo is
called by touches to its result (one touch wins a pair), and 4 zones on a
phone and 6 on a tablet are each fully on screen."""

from __future__ import annotations

import re
import time
import uuid
from collections.abc import Callable

from playwright.sync_api import FloatRect, Page, expect

from app.games.snap.model import Call, Settle, Turn
from app.games.snap.rules import anything_matches
from app.games.snap.view import aim
from app.stats import load_game, open_db
from app.ui.household import DB_NAME
from app.ui.screens.snap.table import SAVED
from app.ui.session import GameSession, Seat
from tests.e2e.conftest import (
    FAST,
    PHONE,
    by_id,
    open_saved,
    put_back,
    shot,
    shown,
)

TABLET = {"width": 800, "height": 1280}
LEFT_MS = 15_000
"""How much of the shortest time limit (5 minutes) a whole game in the browser has
left: the test's shortening of it (the ms played are saved with the game)."""

TURNS = 100
"""Turns tried in one deal: some deals turn over and over without a pair (their piles
recycle in a cycle), and the next deal is tried instead."""


def paired(client: str) -> GameSession:
    """A 2-person game (each taps their own deck: nothing turns by itself) turned on
    until two tops match, with cards left in both draw piles: a snap that takes the
    face-up piles then leaves the game running (in about one deal in sixty, Anna had
    turned her last card, and Béla's snap ended the game before its status showed)."""
    for n in range(200):
        seats = (Seat("Anna"), Seat("Béla"))
        game = GameSession.start("snap", {"tempo": "tap"}, f"{client}:{n}", seats, "2025")
        for _ in range(TURNS):
            if anything_matches(game.state) or game.refusal(Turn(game.state.turn)):
                break
            game.play(Turn(game.state.turn))
        if anything_matches(game.state) and all(game.state.draw):
            return game
    raise AssertionError("no pair in 200 deals")


def table(browser, server) -> tuple[Page, str]:
    """The paired game continued on a fresh phone (and the phone's client id)."""
    client = f"snap-{uuid.uuid4().hex[:8]}"
    return continued(browser, server, client, paired(client)), client


def continued(browser, server, client: str, game: GameSession, viewport=PHONE) -> Page:
    """``game`` continued on a fresh phone ``client``: the table shows."""
    page = open_saved(browser, server, client, game, init=FAST, viewport=viewport)
    expect(by_id(page, "zone-0")).to_be_attached(timeout=20_000)
    return page


def centre(page: Page, ident: str) -> dict:
    """The middle of a zone on screen, as a CDP touch point."""
    box = by_id(page, ident).bounding_box()
    assert box, f"{ident} is not on screen"
    return middle(box)


def middle(box: FloatRect) -> dict:
    """The middle of ``box``, as a CDP touch point."""
    return {"x": box["x"] + box["width"] / 2, "y": box["y"] + box["height"] / 2}


def touched(page: Page, ident: str, answer) -> bool:
    """A finger on zone ``ident`` and the table's ``answer`` shown; False if the zone had
    left the screen first (the game ended: the time ran out under load)."""
    box = by_id(page, ident).bounding_box()
    if box is None:
        return False
    press(page, middle(box))  # (where the zone was: it may go with the game as it ends)
    shown(answer, timeout=5_000)
    return True


def touch(page: Page, *idents: str) -> None:
    """Fingers down on the zones at one moment, then up."""
    press(page, *(centre(page, i) for i in idents))


def press(page: Page, *spots: dict) -> None:
    """Fingers down on the spots at one moment, then up."""
    cdp = page.context.new_cdp_session(page)
    points = [{**spot, "id": k + 1} for k, spot in enumerate(spots)]
    cdp.send("Input.dispatchTouchEvent", {"type": "touchStart", "touchPoints": points})
    cdp.send("Input.dispatchTouchEvent", {"type": "touchEnd", "touchPoints": []})


def staggered(page: Page, first: str, second: str, gap_ms: int) -> None:
    """A finger on ``first``, then one on ``second`` made ``gap_ms`` later (earlier, if
    negative: a touch that reaches the app after a later one), then both up. Each event
    is sent at or after the moment it is stamped with, as a real touch is: a stamp in
    the future would be a touch quicker than the wire, which the table rightly stamps
    no later than its arrival."""
    cdp = page.context.new_cdp_session(page)
    now = time.time()
    one, two = {**centre(page, first), "id": 1}, {**centre(page, second), "id": 2}
    for at, points in ((now, [one]), (now + gap_ms / 1000, [one, two])):
        time.sleep(max(0.0, at - time.time()))  # a pace: a finger's own moment, not a wait
        cdp.send(
            "Input.dispatchTouchEvent",
            {"type": "touchStart", "touchPoints": points, "timestamp": at},
        )
    cdp.send("Input.dispatchTouchEvent", {"type": "touchEnd", "touchPoints": []})


def ties_then_order(page: Page, at_tie: Callable[[int], None] = lambda gap: None) -> None:
    """On a pair, each after the last freeze: two fingers in one touch event, then two
    30 ms apart, each a tie (``at_tie(gap)`` looks at it during the freeze); then Béla's
    touch made 150 ms before Anna's but sent after hers: Béla snaps, Anna was too late."""
    status = by_id(page, "snap-status")
    for gap in (0, 30):
        if gap:
            staggered(page, "zone-0", "zone-1", gap)
        else:
            touch(page, "zone-0", "zone-1")
        expect(status).to_contain_text("Tie! Hands off!", timeout=10_000)
        at_tie(gap)
        expect(status).not_to_contain_text("Tie!", timeout=10_000)  # the freeze is over
    staggered(page, "zone-0", "zone-1", -150)
    expect(status).to_contain_text("Anna was too late · Béla snaps", timeout=10_000)


def test_touches_at_once_or_30_ms_apart_tie_and_150_ms_apart_keep_their_order(
    browser, server, machine
):
    """On one pair, each after the last freeze: two fingers in one touch event tie with
    the very same time; Anna's finger, then Béla's 30 ms later, tie in their order; Béla's
    touch made 150 ms before Anna's but reaching the app after hers: Béla snaps and Anna
    was too late. The touches' own times decide, not their arrival.

    (The 30 ms come out up to 30 ms, not exactly: the table learns the browser clock's
    offset from the quickest touch so far, so a second touch that travels quicker than
    every one before it is stamped earlier by the difference; under load that was 8 ms.
    The test has the machine to itself, as the phone build's has.)"""
    page, client = table(browser, server)
    shot(page, "snap-table-pair")

    def at_tie(gap: int) -> None:
        if gap == 0:
            shot(page, "snap-tie")
        made = gaps(server, client)[-1]
        assert (made == 0) if gap == 0 else (0 <= made <= gap + 1), made

    ties_then_order(page, at_tie)
    last = calls(server, client)[-2:]
    assert [seat for seat, _ in last] == [0, 1], last  # Anna's arrived first
    assert -170 <= gaps(server, client)[-1] <= -130, last
    put_back(page)


def calls(server, client: str) -> list[tuple[int, int]]:
    """The calls the server has saved of the game, in the order they arrived: caller
    and stamp (ms)."""
    saved = load_game(open_db(server.data_dir / DB_NAME).db, client, "snap")
    codes = [m.split(":") for m in saved.record["record"]["moves"] if m.startswith("call:")]
    return [(int(c[1]), int(c[3])) for c in codes]


def gaps(server, client: str) -> list[int]:
    """For each pair of calls saved so far (they come in pairs here): how much later
    the second to arrive was made than the first (ms)."""
    made = calls(server, client)
    return [b[1] - a[1] for a, b in zip(made[::2], made[1::2], strict=True)]


def fully_on_screen(page: Page, seats: int) -> None:
    """Every zone and its face-up card lie inside the page."""
    size = page.viewport_size
    for seat in range(seats):
        for ident in (f"zone-{seat}", f"top-{seat}"):
            box = by_id(page, ident).bounding_box()
            assert box, f"{ident} is not on screen"
            inside = box["x"] >= 0 and box["y"] >= 0
            inside = inside and box["x"] + box["width"] <= size["width"] + 0.5
            inside = inside and box["y"] + box["height"] <= size["height"] + 0.5
            assert inside, f"{ident} at {box} leaves the {size} screen"


def test_four_zones_on_a_phone_and_six_on_a_tablet_are_fully_on_screen(browser, server):
    """A 4-seat game on a 412×915 phone and a 6-seat game on an 800×1280 tablet, both
    paused by nothing (each taps their own deck): every zone and its card on screen."""
    for seats, viewport in ((4, PHONE), (6, TABLET)):
        client = f"zones{seats}-{uuid.uuid4().hex[:8]}"
        names = ("Anna", "Béla", "Cili", "Dani", "Emil", "Flóra")[:seats]
        game = GameSession.start(
            "snap", {"tempo": "tap"}, f"{client}:0", tuple(map(Seat, names)), "2025"
        )
        for _ in range(seats):
            game.play(Turn(game.state.turn))
        page = continued(browser, server, client, game, viewport)
        fully_on_screen(page, seats)
        shot(page, f"snap-zones-{seats}")
        put_back(page)


def saved_state(server, client: str):
    """How many moves the server has saved of the game, and its state after them."""
    saved = load_game(open_db(server.data_dir / DB_NAME).db, client, "snap")
    game = GameSession.from_saved(saved.record)
    return len(game.record.moves), game.state


def touch_for(moves: int, state, caller: int, wrong: bool) -> tuple[int, bool] | None:
    """Whose zone the whole-game test touches on this saved table: ``caller`` when two
    tops match; Béla (seat 1) once, wrongly, from the third move on while a card shows;
    else nobody. With the seat: whether the call is right."""
    if state.pending or state.frozen:
        return None
    if anything_matches(state):
        return caller, True
    return (1, False) if not wrong and moves >= 3 and any(state.up) else None


FAST_GAME = {"tempo": "fast", "limit": 5}
SEATS = (Seat("Anna"), Seat("Béla"))


def lively() -> str:
    """A seed whose game, touched as the whole-game test touches it, shows three pairs
    within 12 turned cards (9.6 s at the fast tempo): the test's 15 s see at least two."""
    for n in range(200):
        seed = f"lively:{n}"
        game = GameSession.start("snap", FAST_GAME, seed, SEATS, "2025")
        caller, wrong, snaps, turns, ms = 0, False, 0, 0, 0
        while turns < 12 and game.outcome() is None:
            plan = touch_for(len(game.record.moves), game.state, caller, wrong)
            if plan is None:
                game.play(Turn(game.state.turn))
                turns, ms = turns + 1, ms + 800
                continue
            (seat, right), ms = plan, ms + 100
            game.play(Call(seat, aim(game.view(seat)), ms))
            game.play(Settle(seat))
            if right:
                snaps, caller = snaps + 1, 1 - caller
            else:
                wrong = True
        if snaps >= 3:
            return seed
    raise AssertionError("no lively deal in 200 seeds")


def test_a_two_person_game_at_the_fast_tempo_is_called_to_its_result(browser, server):
    """Anna and Béla, the fast tempo, the 5-minute limit with 15 s left: the app turns
    the cards; whenever two tops match, a real touch on Anna's or Béla's zone (in turn)
    snaps them, and once, on tops that do not match, Béla's touch calls wrongly and a
    card goes to another player. Time runs out: the results show both players' cards and
    the podium."""
    client = f"game-{uuid.uuid4().hex[:8]}"
    seed = lively()
    extras = {SAVED: [seed, 5 * 60_000 - LEFT_MS, 0]}
    game = GameSession.start("snap", FAST_GAME, seed, SEATS, "2025", extras)
    page = continued(browser, server, client, game)
    status, result = by_id(page, "snap-status"), by_id(page, "game-result")
    snaps, wrong, caller, seen = 0, False, 0, -1
    deadline = time.monotonic() + LEFT_MS / 1000 + 30
    while not result.count():
        assert time.monotonic() < deadline, "the time limit did not end the game"
        moves, state = saved_state(server, client)
        planned = touch_for(moves, state, caller, wrong) if moves != seen else None
        seen = moves
        if planned and planned[1]:
            name = SEATS[caller].name
            said = status.filter(has_text=re.compile(f"{name} (snaps|called wrong)"))
            if not touched(page, f"zone-{caller}", said.or_(result)):
                continue  # (the time ran out as the table changed: the result comes)
            if result.count():
                continue
            if "called wrong" in said.inner_text():
                wrong = True  # (under load the next card came first: a call like a person's)
            else:
                snaps, caller = snaps + 1, 1 - caller
        elif planned:
            said = status.filter(has_text="Béla called wrong: a card to")
            if touched(page, f"zone-{planned[0]}", said.or_(result)) and not result.count():
                wrong = True
        page.wait_for_timeout(50)
    assert snaps >= 2 and wrong, (snaps, wrong)
    expect(by_id(page, "ended")).to_contain_text("Time is up")
    for seat in range(2):
        expect(by_id(page, f"score-{seat}")).to_contain_text(SEATS[seat].name)
    shot(page, "snap-result")
    put_back(page)
