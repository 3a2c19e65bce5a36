"""Snorkeling in the browser: a whole round against the normal computer."""

from __future__ import annotations

import pytest
from playwright.sync_api import Error as PlaywrightError
from playwright.sync_api import Page, expect

from tests.e2e.conftest import (
    FAST,
    PHONE,
    SMALL,
    by_id,
    gone,
    open_app,
    shot,
    shown,
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
    the caller on the next loop."""
    cards = playable(page)
    try:
        if cards.count() and by_id(page, "turn").inner_text().startswith("Your turn"):
            cards.first.click(timeout=5_000)
            chosen = by_id(page, "play-selected")
            chosen.click(timeout=5_000)
            gone(chosen, timeout=5_000)
        end = by_id(page, "end-turn")
        if end.count():
            end.click(timeout=5_000)
    except (PlaywrightError, AssertionError):
        page.wait_for_timeout(300)


def test_a_whole_round_against_the_normal_computer(browser, server):
    """Play card after card until someone gets the Beach (or the sea goes calm): the
    round's result shows scores and totals, and the next round starts."""
    page = open_app(browser, server.url, init=FAST)
    by_id(page, "tile-snorkeling").click()
    type_into(page, "Player 1", "Anna")
    shot(page, "snorkeling-setup")
    by_id(page, "setup-start").click()
    expect(by_id(page, "centre")).to_be_visible(timeout=15_000)
    result = by_id(page, "round-result")
    turns = 0
    for _ in range(200):
        shown(by_id(page, "end-turn").or_(result))
        if result.count():
            break
        if turns == 1:
            shot(page, "snorkeling-table")
            page.set_viewport_size(SMALL)
            shown(by_id(page, "end-turn"))
            last = page.locator('[flt-semantics-identifier^="hand-"]').last.bounding_box()
            assert last["y"] + last["height"] <= SMALL["height"], "the whole hand on a small phone"
            shot(page, "snorkeling-table-small")
            page.set_viewport_size(PHONE)
        my_move(page)
        turns += 1
    expect(result).to_be_visible(timeout=15_000)
    expect(by_id(page, "score-0")).to_be_visible()
    shot(page, "snorkeling-round-result")
    by_id(page, "next-round").click()
    expect(by_id(page, "centre")).to_be_visible(timeout=10_000)
    page.context.close()
