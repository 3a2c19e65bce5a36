"""A tab left open while the server restarts (issue 18, point 2): it gets its table back."""

from __future__ import annotations

from urllib.parse import urlsplit

import pytest
from playwright.sync_api import expect

from tests.e2e.conftest import FAST, by_id, open_app, start_server, stop_server
from tests.e2e.test_schnapsen_e2e import hand, opaque, start_against

pytestmark = pytest.mark.e2e


def test_a_tab_left_open_gets_its_table_back_after_a_restart(browser, tmp_path):
    """A game against the computer; the server is killed and started again on the same
    port and data folder while the tab stays open: the tab reconnects by itself and shows
    the same hand at full strength."""
    srv = start_server(tmp_path / "data")
    try:
        page = open_app(browser, srv.url, init=FAST)
        start_against(page, "Easy")
        mine = by_id(page, "turn").filter(has_text="Your turn")
        expect(mine).to_be_visible(timeout=10_000)
        before = sorted(hand(page))
        drawn = mine.element_handle()
        srv.proc.kill()
        srv.proc.wait(10)
        srv = start_server(srv.data_dir, port=urlsplit(srv.url).port)
        # the old drawing stays until the new session sends its own
        page.wait_for_function("e => !e.isConnected", arg=drawn, timeout=20_000)
        expect(mine).to_be_visible(timeout=20_000)
        assert sorted(hand(page)) == before
        opaque(by_id(page, before[0]))
        page.close()
    finally:
        stop_server(srv)
