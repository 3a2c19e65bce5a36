"""Schnapsen in the browser: a whole deal against the easy computer, and resuming
(on a small phone). The computer plays at the fast speed."""

from __future__ import annotations

import pytest
from playwright.sync_api import Page, expect

from tests.e2e.conftest import FAST, SMALL, by_id, enable_semantics, open_app, shot

pytestmark = pytest.mark.e2e


SUITS = {"hearts": "H", "diamonds": "D", "spades": "S", "clubs": "C"}
RANKS = "ATKQJ"
"""Schnapsen's ranks, highest first."""


def start_against(page: Page, level: str, look: str | None = None) -> None:
    """Tile → setup → choose the computer level (screenshot ``look``, if named) → start."""
    by_id(page, "tile-schnapsen").click()
    page.get_by_role("button", name=level).click()
    if look:
        shot(page, look)
    by_id(page, "setup-start").click()
    expect(by_id(page, "turn")).to_be_visible(timeout=15_000)


def hand(page: Page) -> list[str]:
    """Identifiers of the cards in the shown hand."""
    return page.locator('[flt-semantics-identifier^="hand-"]').evaluate_all(
        "els => els.map(e => e.getAttribute('flt-semantics-identifier'))"
    )


def likely_first(page: Page, idents: list[str]) -> list[str]:
    """The hand with the cards most likely to be accepted first: when following, the led
    suit from the highest down, then trumps (the rules may ask to head or trump a trick)."""
    lead = by_id(page, "trick-lead")
    if not lead.count():
        return idents
    led = SUITS.get(lead.inner_text().split()[-1])
    trumps = SUITS.get(page.get_by_text("Trumps:").inner_text().split()[1])

    def rank(ident: str) -> tuple[int, int]:
        code = ident.removeprefix("hand-")
        group = 0 if code[1] == led else 1 if code[1] == trumps else 2
        return group, RANKS.find(code[0])

    return sorted(idents, key=rank)


def play_one_card(page: Page) -> bool:
    """On our turn, tap cards until one is accepted (a refused card explains itself)."""
    for ident in likely_first(page, hand(page)):
        by_id(page, ident).click()
        try:
            expect(by_id(page, ident)).to_have_count(0, timeout=1_500)
            return True
        except AssertionError:
            continue
    return False


def test_a_whole_deal_against_the_easy_computer_reaches_the_result(browser, server):
    """Play card after card through the UI until the deal's result is shown."""
    page = open_app(browser, server.url, init=FAST)
    start_against(page, "Easy", look="schnapsen-setup")
    shot(page, "schnapsen-table")
    result = by_id(page, "deal-result")
    mine = by_id(page, "turn").filter(has_text="Your turn")
    for _ in range(40):
        expect(mine.or_(result)).to_be_visible(timeout=10_000)
        if result.count():
            break
        assert play_one_card(page), "no card of the hand was accepted"
    expect(result).to_be_visible(timeout=10_000)
    expect(page.get_by_text("game point", exact=False).first).to_be_visible()
    shot(page, "schnapsen-deal-result")
    by_id(page, "next-round").click()
    expect(by_id(page, "turn")).to_be_visible()
    page.context.close()


def test_a_reload_resumes_the_game_where_it_stood(browser, server):
    """After a card and a reload, Continue brings back the same hand."""
    page = open_app(browser, server.url, init=FAST, viewport=SMALL)
    start_against(page, "Normal")
    expect(by_id(page, "turn")).to_have_text("Your turn", timeout=10_000)
    assert play_one_card(page)
    expect(by_id(page, "turn")).to_have_text("Your turn", timeout=10_000)
    before = sorted(hand(page))
    page.reload()
    enable_semantics(page)
    expect(by_id(page, "turn")).to_have_text("Your turn", timeout=15_000)
    assert sorted(hand(page)) == before
    by_id(page, "table-back").click()
    continue_button = page.get_by_role("button", name="Continue: Schnapsen")
    expect(continue_button).to_be_visible()
    continue_button.click()
    expect(by_id(page, "turn")).to_have_text("Your turn", timeout=15_000)
    assert sorted(hand(page)) == before
    shot(page, "schnapsen-table-small")
    page.context.close()
