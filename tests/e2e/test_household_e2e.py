"""Setups in the browser (issue 17, point 16): a refused name is said in full, inside a
small phone's screen; on the way, a look at the Hungarian home screen at 360×740."""

from __future__ import annotations

import pytest
from playwright.sync_api import expect

from tests.e2e.conftest import SMALL, by_id, open_app, put_back, shot, type_into

pytestmark = pytest.mark.e2e


def test_a_name_twice_is_said_in_full_inside_a_small_screen(browser, server):
    """Snorkeling's setup on a 360×740 phone in Hungarian: the same name twice is refused
    with the whole sentence under the row, inside the screen, wrapped rather than cut.
    (The home screen on the way: tile descriptions end with "…" where they are cut.)"""
    page = open_app(browser, server.url, locale="hu-HU", viewport=SMALL)
    expect(by_id(page, "tile-snap")).to_be_attached()
    shot(page, "home-magyar-small")
    by_id(page, "tile-snorkeling").click()
    by_id(page, "seat-add").click()
    expect(page.get_by_role("textbox", name="3. játékos")).to_be_visible()
    type_into(page, "1. játékos", "Kovács-Szabó Benedek")
    type_into(page, "3. játékos", "KOVÁCS-SZABÓ BENEDEK")
    by_id(page, "setup-start").click()
    error = by_id(page, "seat-2-error")
    expect(error).to_have_text("KOVÁCS-SZABÓ BENEDEK már játszik. Mindenkinek saját név kell.")
    error.scroll_into_view_if_needed()
    box = error.bounding_box()
    line = page.get_by_text("Nézd át a fenti neveket!").bounding_box()
    assert box["x"] >= 0 and box["x"] + box["width"] <= SMALL["width"]
    assert box["y"] >= 0 and box["y"] + box["height"] <= SMALL["height"]
    assert box["height"] >= 1.8 * line["height"], "the sentence is cut to one line"
    shot(page, "setup-name-twice-small")
    put_back(page)
