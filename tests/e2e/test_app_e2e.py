"""The real app in headless Chromium on a 412×915 phone (plus tablet and desktop looks)."""

from __future__ import annotations

import json

import pytest
from playwright.sync_api import expect

from app.games import GAMES
from app.stats import load_game, open_db, save_game
from app.ui.household import DB_NAME
from app.ui.shell import CLIENT_KEY
from tests.e2e.conftest import (
    by_id,
    enable_semantics,
    open_app,
    shot,
    start_server,
    stop_server,
    stored,
    type_into,
)

pytestmark = pytest.mark.e2e


def goto_players(page) -> None:
    """Open the players screen from the navigation bar."""
    page.get_by_role("tab", name="Players").click()
    by_id(page, "player-add").wait_for()


def with_client(client_id: str) -> str:
    """An init script that gives the browser a known client id, as the app stores it."""
    return stored(CLIENT_KEY, client_id)


def test_home_shows_five_game_tiles(app):
    """Five tiles, each with its name and a rules button; unbuilt games say so."""
    for info in GAMES.values():
        expect(by_id(app, f"tile-{info.id}")).to_be_visible()
        expect(by_id(app, f"rules-{info.id}")).to_be_attached()
    expect(app.get_by_role("group", name="Schnapsen The Austrian classic")).to_be_visible()
    expect(app.get_by_role("group", name="Schnapp, Land, Fluss! Think fast")).to_be_visible()
    expect(app.get_by_role("group", name="Snorkeling Dive deeper")).to_be_visible()
    for name in ["Schnitzel", "Snap"]:
        expect(app.get_by_role("group", name=f"Coming soon {name}")).to_be_visible()
    expect(app.get_by_role("group", name="Coming soon")).to_have_count(2)
    shot(app, "home-phone")


def test_rules_open_from_a_tile(app):
    """The rules button shows the rendered rule text with its one-minute summary."""
    by_id(app, "rules-schnapsen").click()
    expect(app.get_by_role("heading", name="Rules: Schnapsen")).to_be_visible()
    expect(app.get_by_role("table")).to_be_visible()
    shot(app, "rules-schnapsen-phone")


@pytest.mark.parametrize(
    ("name", "viewport", "scheme"),
    [
        ("home-tablet", {"width": 800, "height": 1280}, "light"),
        ("home-desktop", {"width": 1440, "height": 900}, "light"),
        ("home-phone-dark", {"width": 412, "height": 915}, "dark"),
    ],
)
def test_other_screens_and_dark_theme(browser, server, name, viewport, scheme):
    """The home screen at tablet and desktop widths and in the dark theme."""
    page = open_app(browser, server.url, viewport=viewport)
    page.emulate_media(color_scheme=scheme)
    expect(by_id(page, "tile-snap")).to_be_visible()
    shot(page, name)
    page.context.close()


def test_switching_to_magyar_shows_hungarian_at_once_and_is_remembered(app):
    """Settings → Magyar: the screen speaks Hungarian without a reload, and after one."""
    by_id(app, "open-settings").click()
    app.get_by_role("button", name="Magyar").click()
    expect(app.get_by_text("Beállítások")).to_be_visible()
    shot(app, "settings-magyar")
    app.reload()
    enable_semantics(app)
    expect(app.get_by_role("heading", name="Beállítások")).to_be_visible()
    app.get_by_role("button", name="Vissza").click()
    expect(app.get_by_role("group", name="Snapszer A klasszikus")).to_be_visible()
    expect(app.get_by_role("tab", name="Játékosok")).to_be_visible()
    shot(app, "home-magyar")


def test_first_start_follows_the_device_language(browser, server):
    """A browser set to German starts in German."""
    page = open_app(browser, server.url, locale="de-AT")
    expect(page.get_by_role("tab", name="Spieler")).to_be_visible()
    expect(page.get_by_role("group", name="Kommt bald Schnitzel")).to_be_visible()
    page.context.close()


def test_empty_name_shows_the_error_and_lists_nobody(app):
    """A blank name is refused with a translated message; nothing is added."""
    goto_players(app)
    type_into(app, "Name", "   ")
    by_id(app, "player-add").click()
    expect(app.get_by_text("Please enter a name.")).to_be_visible()
    expect(by_id(app, "players-empty")).to_be_visible()
    shot(app, "players-empty-name")


def test_a_valid_name_is_listed_and_survives_a_reload(app):
    """Zsófi is added, listed, and still there after the page reloads."""
    goto_players(app)
    type_into(app, "Name", "  Zsófi Őrs ")
    by_id(app, "player-add").click()
    expect(by_id(app, "player-Zsófi Őrs")).to_be_visible()
    shot(app, "players-added")
    app.reload()
    enable_semantics(app)
    goto_players(app)
    expect(by_id(app, "player-Zsófi Őrs")).to_be_visible()


def test_each_browser_keeps_its_own_running_game(browser, server):
    """Two phones on one server: each sees only its own saved game; discarding one
    leaves the other untouched. A third phone gets a new client id and no game."""
    db = open_db(server.data_dir / DB_NAME).db
    save_game(db, "phone-a", "schnapsen", {"moves": ["a"]})
    save_game(db, "phone-b", "snorkeling", {"moves": ["b"]})
    a = open_app(browser, server.url, init=with_client("phone-a"))
    b = open_app(browser, server.url, init=with_client("phone-b"))
    expect(a.get_by_role("button", name="Continue: Schnapsen")).to_be_visible()
    expect(b.get_by_role("button", name="Continue: Snorkeling")).to_be_visible()
    expect(a.get_by_role("button", name="Continue: Snorkeling")).to_have_count(0)
    shot(a, "continue-banner")

    by_id(b, "discard-saved").click()
    b.get_by_role("button", name="Discard").click()
    expect(b.get_by_role("button", name="Continue: Snorkeling")).to_have_count(0)
    assert load_game(db, "phone-b") is None
    assert load_game(db, "phone-a").record == {"moves": ["a"]}
    a.reload()
    enable_semantics(a)
    expect(a.get_by_role("button", name="Continue: Schnapsen")).to_be_visible()

    c = open_app(browser, server.url)
    expect(by_id(c, "tile-schnapsen")).to_be_visible()
    expect(c.get_by_role("button", name="Continue:")).to_have_count(0)
    kept = json.loads(c.evaluate(f"localStorage.getItem('flutter.{CLIENT_KEY}')"))
    assert kept not in ("phone-a", "phone-b") and len(kept) >= 16
    for page in (a, b, c):
        page.context.close()


def test_damaged_database_is_set_aside_and_the_app_keeps_working(browser, tmp_path):
    """A garbage database file is moved aside, the user is told, and players still work.
    Ctrl-C then stops the server cleanly."""
    data = tmp_path / "data"
    data.mkdir()
    garbage = bytes(range(256)) * 16
    (data / DB_NAME).write_bytes(garbage)
    srv = start_server(data)
    try:
        page = open_app(browser, srv.url)
        expect(page.locator("span", has_text="The statistics file was damaged")).to_be_visible()
        shot(page, "damaged-db-notice")
        page.get_by_role("button", name="OK").click()
        aside = [p for p in data.iterdir() if ".damaged-" in p.name]
        assert len(aside) == 1 and aside[0].read_bytes() == garbage
        goto_players(page)
        type_into(page, "Name", "Anna")
        by_id(page, "player-add").click()
        expect(by_id(page, "player-Anna")).to_be_visible()
        page.context.close()
    finally:
        code = stop_server(srv)
    assert code == 0
