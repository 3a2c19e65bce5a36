"""Snorkeling in the browser: a whole round against the normal computer."""

from __future__ import annotations

import re
import uuid

import pytest
from playwright.sync_api import Error as PlaywrightError
from playwright.sync_api import Page, expect

from app.games.snorkeling.model import Centre, End, Place
from app.stats import open_db, save_game
from app.ui.household import DB_NAME
from app.ui.session import GameSession, Seat
from app.ui.shell import CLIENT_KEY
from tests.e2e.conftest import (
    FAST,
    PHONE,
    QUICK,
    SMALL,
    by_id,
    click_unless,
    enable_semantics,
    gone,
    hand_ready,
    moved,
    open_app,
    put_back,
    shot,
    shown,
    stored,
    type_into,
)

pytestmark = pytest.mark.e2e


def playable(page: Page):
    """The hand's cards that can be played now (their spoken name says so)."""
    return page.locator(
        '[flt-semantics-identifier^="hand-"][aria-label*="can be played"], '
        '[flt-semantics-identifier^="hand-"]:has-text("can be played")'
    )


def my_move(page: Page) -> None:
    """Play one playable card to the centre (or pass), then end the turn. The screen is
    drawn anew after every move, so a click that lands on a replaced button is retried by
    the caller on the next loop; the end of the round after our card may replace the whole
    table meanwhile."""
    cards = playable(page)
    try:
        if cards.count() and by_id(page, "turn").inner_text().startswith("Your turn"):
            hand_ready(page)
            cards.first.click(timeout=5_000)
            chosen = by_id(page, "play-selected")
            chosen.click(timeout=5_000)
            gone(chosen, timeout=5_000)
            moved(page)
        end = by_id(page, "end-turn")
        if end.count() and click_unless(end, by_id(page, "round-result")):
            moved(page)  # (the computer moves next: the drawing is not waited for)
    except (PlaywrightError, AssertionError):
        pass  # tried again by the caller, once the table shows its next action


def near_the_beach() -> GameSession:
    """Anna against the normal computer, played in Python (a pile first, then the centre,
    else a pass) until Anna's second-to-last turn before the round ends that way. One
    seed every time: the rest of the round, played on screen, takes as long in each run
    (with a new seed per run it took 20-56 s)."""
    seats = (Seat("Anna"), Seat(bot="normal"))
    game = GameSession.start("snorkeling", {}, "near-the-beach", seats, "2025")
    rank = {Place: 0, Centre: 1, End: 2}
    turns = []
    while not game.view(0).results:
        seat = game.actors()[0]
        if seat == 0 and (not turns or game.record.moves[-1].startswith("end:1")):
            turns.append(len(game.record.moves))
        game.play(min(game.legal(seat), key=lambda m: rank.get(type(m), 3)))
    game.rewind(turns[-2])
    return game


def test_a_round_against_the_normal_computer_reaches_its_result(browser, server):
    """Two turns through the screen (on a phone and a small phone); then the same phone
    continues a round near its end (played in Python to save a minute of taps) card after
    card until someone gets the Beach or the sea goes calm: the round's result shows
    scores and totals, and the next round starts."""
    client = f"round-{uuid.uuid4().hex[:8]}"
    page = open_app(browser, server.url, init=QUICK + stored(CLIENT_KEY, client))
    by_id(page, "tile-snorkeling").click()
    type_into(page, "Player 1", "Anna")
    shot(page, "snorkeling-setup")
    by_id(page, "setup-start").click()
    expect(by_id(page, "centre")).to_be_visible(timeout=15_000)
    result = by_id(page, "round-result")
    for turns in range(2):
        shown(by_id(page, "end-turn").or_(result))
        if turns == 1:
            shot(page, "snorkeling-table")
            page.set_viewport_size(SMALL)
            shot(page, "snorkeling-table-small")  # (waits until the new layout stands)
            last = hand_cards(page).last.bounding_box()
            assert last["y"] + last["height"] <= SMALL["height"], "the whole hand on a small phone"
            page.set_viewport_size(PHONE)
        my_move(page)
    by_id(page, "table-back").click()
    expect(by_id(page, "continue-snorkeling")).to_be_visible()
    saved = near_the_beach().to_saved()
    save_game(open_db(server.data_dir / DB_NAME).db, client, "snorkeling", saved)
    page.reload()
    enable_semantics(page)
    by_id(page, "continue-snorkeling").get_by_role("button", name=re.compile("^Continue")).click()
    for _ in range(100):
        shown(by_id(page, "end-turn").or_(result))
        if result.count():
            break
        my_move(page)
    expect(result).to_be_visible(timeout=15_000)
    expect(by_id(page, "score-0")).to_be_visible()
    shot(page, "snorkeling-round-result")
    by_id(page, "next-round").click()
    expect(by_id(page, "centre")).to_be_visible(timeout=10_000)
    put_back(page)


def handed_over_again(page: Page, title: str) -> None:
    """The hand-over to the same person (``title``) is shown, and no card of a hand."""
    shown(by_id(page, "handover-ready"), timeout=20_000)
    assert by_id(page, "handover-title").inner_text() == title
    assert hand_cards(page).count() == 0


def hand_cards(page: Page):
    """The shown hand's cards in the semantics tree (a card drawn at opacity 0 has none)."""
    return page.locator('[flt-semantics-identifier^="hand-"]')


def ready_to_act(page: Page, cards: int | None = None) -> int:
    """After the hand-over (if one is asked for): the whole hand and the Pass button are
    there at once (well within a frame's time) and wholly on screen; returns the number of
    hand cards."""
    ready, end = by_id(page, "handover-ready"), by_id(page, "end-turn")
    shown(ready.or_(end), timeout=20_000)
    if ready.count():
        ready.click()
    shown(end, timeout=5_000)
    shown(hand_cards(page).nth((cards or 2) - 1), timeout=2_000)
    count = hand_cards(page).count()
    assert cards is None or count == cards
    size = page.viewport_size
    for i in range(count):
        box = hand_cards(page).nth(i).bounding_box()
        assert box["y"] >= 0 and box["y"] + box["height"] <= size["height"], f"card {i}"
    box = by_id(page, "end-turn").bounding_box()
    assert box["y"] + box["height"] <= size["height"]
    return count


def test_the_hand_is_there_after_a_new_game_a_reload_and_a_hand_over(browser, server):
    """Anna, a computer and Ben on a small phone: whoever must act finds their whole hand
    and the Pass button on screen in the first frame after the hand-over of a new game,
    after a reload, after Continue, and after the next hand-over (issue 17 point 1); after
    the reload and after Continue, only through their own hand-over again (issue 33 point
    2). The opponents' tiles share one height (point 13)."""
    page = open_app(browser, server.url, init=FAST, viewport=SMALL)
    by_id(page, "tile-snorkeling").click()
    type_into(page, "Player 1", "Anna")
    by_id(page, "seat-add").click()
    type_into(page, "Player 3", "Ben")
    by_id(page, "setup-start").click()
    shown(by_id(page, "handover-ready"), timeout=20_000)
    first = by_id(page, "handover-title").inner_text()
    held = ready_to_act(page, 5)
    tiles = page.locator('[flt-semantics-identifier^="seat-"]')
    heights = [tiles.nth(i).bounding_box()["height"] for i in range(tiles.count())]
    assert len(heights) == 2 and len({round(h) for h in heights}) == 1, heights
    page.reload()
    enable_semantics(page)
    handed_over_again(page, first)
    ready_to_act(page, held)
    owner = first.removeprefix("Pass the phone to ")
    expect(by_id(page, "my-pile")).to_have_attribute("aria-label", re.compile(f"{owner}'s pile"))
    by_id(page, "table-back").click()
    page.get_by_role("button", name="Continue: Snorkeling").click()
    handed_over_again(page, first)
    ready_to_act(page, held)
    by_id(page, "end-turn").click()
    shown(by_id(page, "handover-ready"), timeout=20_000)
    assert by_id(page, "handover-title").inner_text() != first
    ready_to_act(page)
    shot(page, "snorkeling-table-people-small")
    put_back(page)
