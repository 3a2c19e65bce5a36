"""Schnipp-Schnapp in the browser: real touches (Chromium's touch emulation through
CDP ``Input.dispatchTouchEvent``) on the zones of a 2-person table that shows a pair.
One touch wins the piles; two touches in one event (the same client time) tie."""

from __future__ import annotations

import uuid

from playwright.sync_api import Page, expect

from app.games.snap.model import Turn
from app.games.snap.rules import anything_matches
from app.stats import load_game, open_db, save_game
from app.ui.household import DB_NAME
from app.ui.session import GameSession, Seat
from app.ui.shell import CLIENT_KEY
from tests.e2e.conftest import FAST, by_id, enable_semantics, open_app, shot, stored

TURNS = 100
"""Turns tried in one deal: some deals turn over and over without a pair (their piles
recycle in a cycle), and the next deal is tried instead."""


def paired(client: str) -> GameSession:
    """A 2-person game (each taps their own deck: nothing turns by itself) turned on
    until two tops match."""
    for n in range(200):
        seats = (Seat("Anna"), Seat("Béla"))
        game = GameSession.start("snap", {"tempo": "tap"}, f"{client}:{n}", seats, "2025")
        for _ in range(TURNS):
            if anything_matches(game.state) or game.refusal(Turn(game.state.turn)):
                break
            game.play(Turn(game.state.turn))
        if anything_matches(game.state):
            return game
    raise AssertionError("no pair in 200 deals")


def table(browser, server) -> tuple[Page, str]:
    """The paired game continued on a fresh phone (and the phone's client id)."""
    client = f"snap-{uuid.uuid4().hex[:8]}"
    save_game(open_db(server.data_dir / DB_NAME).db, client, "snap", paired(client).to_saved())
    page = open_app(browser, server.url, init=FAST + stored(CLIENT_KEY, client), ready=False)
    enable_semantics(page)
    by_id(page, "continue-snap").get_by_role("button").first.click()
    expect(by_id(page, "zone-0")).to_be_attached(timeout=20_000)
    return page, client


def centre(page: Page, ident: str) -> dict:
    """The middle of a zone on screen, as a CDP touch point."""
    box = by_id(page, ident).bounding_box()
    return {"x": box["x"] + box["width"] / 2, "y": box["y"] + box["height"] / 2}


def touch(page: Page, *idents: str) -> None:
    """Fingers down on the zones at one moment, then up."""
    cdp = page.context.new_cdp_session(page)
    points = [{**centre(page, i), "id": k + 1} for k, i in enumerate(idents)]
    cdp.send("Input.dispatchTouchEvent", {"type": "touchStart", "touchPoints": points})
    cdp.send("Input.dispatchTouchEvent", {"type": "touchEnd", "touchPoints": []})


def test_a_touch_on_a_zone_wins_the_pair(browser, server):
    """Béla's finger on his zone: he snaps the piles."""
    page, _ = table(browser, server)
    shot(page, "snap-table-pair")
    touch(page, "zone-1")
    expect(by_id(page, "snap-status")).to_contain_text("Béla snaps", timeout=10_000)
    page.context.close()


def test_two_fingers_at_one_moment_tie(browser, server):
    """Both fingers land in one touch event (one client time): "Tie! Hands off!", and
    both calls carry the very same time (the touch's own, not their arrival's)."""
    page, client = table(browser, server)
    touch(page, "zone-0", "zone-1")
    expect(by_id(page, "snap-status")).to_contain_text("Tie! Hands off!", timeout=10_000)
    saved = load_game(open_db(server.data_dir / DB_NAME).db, client, "snap")
    calls = [m for m in saved.record["record"]["moves"] if m.startswith("call:")]
    assert len(calls) == 2 and len({c.rsplit(":", 1)[1] for c in calls}) == 1, calls
    shot(page, "snap-tie")
    page.context.close()
