"""The real app in headless Chromium on a 412×915 phone (plus small-phone, tablet and
desktop looks). The checks that leave the browser as they found it share one page."""

from __future__ import annotations

import json
from collections.abc import Iterator

import pytest
from playwright.sync_api import Page, expect

from app.games import GAMES
from app.stats import load_game, open_db, save_game
from app.ui.household import DB_NAME
from app.ui.session import GameSession, Seat
from app.ui.shell import CLIENT_KEY
from app.ui.theme import TAP
from tests.e2e.conftest import (
    ELSEWHERE,
    LISTENS,
    PHONE,
    SMALL,
    add_named,
    answer,
    by_id,
    enable_semantics,
    first_words,
    gone,
    open_app,
    put_back,
    settings_init,
    shot,
    start_server,
    stop_server,
    stored,
    type_into,
    until,
)

pytestmark = pytest.mark.e2e


def goto_players(page) -> None:
    """Open the players screen from the navigation bar."""
    page.get_by_role("tab", name="Players").click()
    by_id(page, "player-add").wait_for()


def with_client(client_id: str) -> str:
    """An init script that gives the browser a known client id, as the app stores it."""
    return stored(CLIENT_KEY, client_id)


@pytest.fixture(scope="module")
def shared(browser, server) -> Iterator[Page]:
    """One phone for the checks that end where they began, on the home screen."""
    page = open_app(browser, server.url)
    yield page
    put_back(page)


@pytest.fixture
def home(shared, server) -> Page:
    """The shared phone, in front, on the home screen (loaded afresh if a failed check
    left it elsewhere)."""
    shared.bring_to_front()  # (behind a tab another test put back, it had no focus)
    try:
        expect(by_id(shared, "tile-schnapsen")).to_be_visible(timeout=2_000)
    except AssertionError:
        shared.set_viewport_size(PHONE)
        shared.emulate_media(color_scheme="light")
        shared.goto(server.url)
        enable_semantics(shared)
    return shared


def test_home_shows_five_game_tiles(home):
    """Five tiles, each with its name and a rules button; none says "coming soon"."""
    for info in GAMES.values():
        expect(by_id(home, f"tile-{info.id}")).to_be_visible()
        expect(by_id(home, f"rules-{info.id}")).to_be_attached()
    expect(home.get_by_role("button", name="Schnapsen The Austrian classic")).to_be_visible()
    expect(home.get_by_role("button", name="Schnapp, Land, Fluss! Think fast")).to_be_visible()
    expect(home.get_by_role("button", name="Snorkeling Dive deeper")).to_be_visible()
    expect(home.get_by_role("button", name="Schnitzel Remember your hidden")).to_be_visible()
    expect(home.get_by_role("button", name="Snap Watch the piles")).to_be_visible()
    expect(home.get_by_role("button", name="Coming soon")).to_have_count(0)
    shot(home, "home-phone")


def test_a_request_to_another_host_is_recorded_and_fails(home):
    """The check every browser test ends with can fail: a request the page makes to
    another host is recorded, and does not reach it."""
    reached = home.evaluate(
        "() => fetch('https://example.com/kartenrunde', {mode: 'no-cors'})"
        ".then(() => true, () => false)"
    )
    seen = list(ELSEWHERE)
    ELSEWHERE.clear()
    assert seen == ["https://example.com/kartenrunde"]
    assert not reached


def test_rules_open_from_a_tile(home):
    """The rules button shows the rendered rule text under "Rules" and the game's name, with
    its contents and its table of card values."""
    by_id(home, "rules-schnapsen").click()
    expect(home.get_by_role("heading", name="Rules", exact=True)).to_be_visible()
    expect(home.get_by_role("heading", name="Schnapsen", exact=True)).to_be_visible()
    expect(by_id(home, "rules-to-0")).to_have_text("In one minute")
    expect(home.get_by_role("table")).to_be_visible()
    home.get_by_role("button", name="Back").click()
    expect(by_id(home, "tile-schnapsen")).to_be_visible()


@pytest.mark.parametrize(
    ("name", "viewport", "scheme"),
    [
        ("home-small", SMALL, "light"),
        ("home-tablet", {"width": 800, "height": 1280}, "light"),
        ("home-desktop", {"width": 1440, "height": 900}, "light"),
        ("home-phone-dark", PHONE, "dark"),
    ],
)
def test_other_screens_and_dark_theme(home, name, viewport, scheme):
    """The home screen at small-phone, tablet and desktop sizes and in the dark theme."""
    home.set_viewport_size(viewport)
    home.emulate_media(color_scheme=scheme)
    try:
        expect(by_id(home, "tile-snap")).to_be_visible()
        shot(home, name)
    finally:
        home.set_viewport_size(PHONE)
        home.emulate_media(color_scheme="light")


def test_switching_to_magyar_shows_hungarian_at_once_and_is_remembered(app):
    """Settings → Magyar: the screen speaks Hungarian without a reload, and after one."""
    by_id(app, "open-settings").click()
    app.get_by_role("button", name="Magyar").click()
    expect(app.get_by_text("Beállítások")).to_be_visible()
    app.reload()
    enable_semantics(app)
    expect(app.get_by_role("heading", name="Beállítások")).to_be_visible()
    app.get_by_role("button", name="Vissza").click()
    expect(app.get_by_role("button", name="Snapszer A klasszikus")).to_be_visible()
    expect(app.get_by_role("tab", name="Játékosok")).to_be_visible()
    shot(app, "home-magyar")


def test_first_start_follows_the_device_language(browser, server):
    """A browser set to German starts in German."""
    page = open_app(browser, server.url, locale="de-AT")
    expect(page.get_by_role("tab", name="Spieler")).to_be_visible()
    expect(page.get_by_role("button", name="Schnipp-Schnapp Behalte die Stapel")).to_be_visible()
    put_back(page)


def goto_games(page) -> None:
    """Back to the home screen from the navigation bar."""
    page.get_by_role("tab", name="Games").click()
    expect(by_id(page, "tile-schnapsen")).to_be_visible()


def test_empty_name_shows_the_error_and_lists_nobody(home):
    """A blank name is refused with a translated message; nothing is added."""
    goto_players(home)
    type_into(home, "Name", "   ")
    by_id(home, "player-add").click()
    expect(home.get_by_text("Please enter a name.")).to_be_visible()
    expect(by_id(home, "players-empty")).to_be_visible()
    goto_games(home)


def test_a_valid_name_is_listed_and_survives_a_reload(home):
    """Zsófi is added, listed, and still there after the page reloads."""
    goto_players(home)
    add_named(home, "  Zsófi Őrs ")
    home.reload()
    enable_semantics(home)
    goto_players(home)
    expect(by_id(home, "player-Zsófi Őrs")).to_be_visible()
    goto_games(home)


def test_each_browser_keeps_its_own_running_games(browser, server):
    """Two phones on one server: each sees only its own saved games, one per game, each
    named on its banner and its tile; discarding one leaves the others untouched. A third
    phone gets a new client id and no game."""
    db = open_db(server.data_dir / DB_NAME).db
    save_game(db, "phone-a", "schnapsen", {"moves": ["a"]})
    save_game(db, "phone-a", "snorkeling", {"moves": ["a2"]})
    save_game(db, "phone-b", "snorkeling", {"moves": ["b"]})
    a = open_app(browser, server.url, init=with_client("phone-a"), ready=False, own=True)
    b = open_app(browser, server.url, init=with_client("phone-b"), ready=False, own=True)
    c = open_app(browser, server.url, ready=False, own=True)
    for page in (a, b, c):
        enable_semantics(page)
    expect(a.get_by_role("button", name="Continue: Snorkeling")).to_be_visible()
    expect(a.get_by_role("button", name="Continue: Schnapsen")).to_be_visible()
    expect(by_id(a, "tile-schnapsen")).to_contain_text("In progress")
    expect(by_id(a, "tile-snorkeling")).to_contain_text("In progress")
    shot(a, "home-two-running")
    expect(b.get_by_role("button", name="Continue: Snorkeling")).to_be_visible()
    expect(b.get_by_role("button", name="Continue: Schnapsen")).to_have_count(0)
    expect(by_id(b, "tile-schnapsen")).not_to_contain_text("In progress")

    by_id(b, "discard-saved").click()
    answer(b, "Discard")
    expect(b.get_by_text("The saved game was discarded.").first).to_be_attached()  # said when done
    expect(b.get_by_role("button", name="Continue: Snorkeling")).to_have_count(0)
    assert load_game(db, "phone-b") is None
    assert load_game(db, "phone-a", "snorkeling").record == {"moves": ["a2"]}
    by_id(a, "continue-snorkeling").locator('[flt-semantics-identifier="discard-saved"]').click()
    answer(a, "Discard")
    expect(a.get_by_role("button", name="Continue: Snorkeling")).to_have_count(0)
    a.reload()
    enable_semantics(a)
    expect(a.get_by_role("button", name="Continue: Schnapsen")).to_be_visible()
    assert load_game(db, "phone-a", "schnapsen").record == {"moves": ["a"]}

    expect(by_id(c, "tile-schnapsen")).to_be_visible()
    expect(c.get_by_role("button", name="Continue:")).to_have_count(0)
    kept = json.loads(c.evaluate(f"localStorage.getItem('flutter.{CLIENT_KEY}')"))
    assert kept not in ("phone-a", "phone-b") and len(kept) >= 16
    for page in (a, b, c):
        page.close()


def test_damaged_database_is_set_aside_and_the_app_keeps_working(browser, tmp_path):
    """A garbage database file is moved aside, the user is told, and players still work.
    Ctrl-C then stops the server cleanly."""
    data = tmp_path / "data"
    data.mkdir()
    garbage = bytes(range(256)) * 16
    (data / DB_NAME).write_bytes(garbage)
    srv = start_server(data)
    try:
        page = open_app(browser, srv.url, init=LISTENS, ready=False)
        first_words(page)  # the notice may be up before anything tagged can be seen
        expect(page.locator("span", has_text="The statistics file was damaged")).to_be_visible()
        aside = [p for p in data.iterdir() if ".damaged-" in p.name]
        assert len(aside) == 1 and aside[0].read_bytes() == garbage
        expect(page.get_by_text(str(aside[0]), exact=False)).to_be_visible()
        by_id(page, "recovery-confirm").click()
        gone(page.get_by_role("alertdialog"))
        goto_players(page)
        add_named(page, "Anna")
        page.close()
    finally:
        code = stop_server(srv)
    assert code == 0


def start_on_screen(page: Page, size: dict) -> bool:
    """True once the setup's start button lies wholly inside a viewport of ``size``
    (Flutter places its semantics node a frame after a resize: looked at for up to 3 s)."""

    def inside() -> bool:
        box = by_id(page, "setup-start").bounding_box()
        return box is not None and box["y"] >= 0 and box["y"] + box["height"] <= size["height"]

    return until(page, inside, 3)


CHOICES = """() => [...document.querySelectorAll("[flt-semantics-identifier^='setup-']")]
    .filter(e => e.querySelectorAll("[role=button]").length > 1)
    .map(e => [e.getAttribute("flt-semantics-identifier"), e.getBoundingClientRect().height])"""
"""Each segmented choice of a setup (a tagged node holding several buttons) and its
height: one line of words makes a segment 48 px tall, a label that breaks a taller one."""


def test_every_setup_shows_its_start_button_without_scrolling(browser, server):
    """Each game's setup, on a 412×915 and a 360×740 phone, shows its start button
    without scrolling (pinned under the options, which scroll), and its choices' words on
    one line ("Französisch" and "10 Min." broke, issue 33). In German, the longest texts;
    one page, resized in place (the other languages: tests/ui/test_setup_ui.py)."""
    page = open_app(browser, server.url, init=settings_init(language="de"))
    below, broken, seen = [], [], set()
    try:
        for game in GAMES:
            by_id(page, f"tile-{game}").click()
            expect(by_id(page, "setup-start")).to_be_attached()
            for size in (PHONE, SMALL):
                page.set_viewport_size(size)
                if not start_on_screen(page, size):
                    below.append((game, size["width"], by_id(page, "setup-start").bounding_box()))
                for name, tall in page.evaluate(CHOICES):
                    seen.add(name)
                    if tall > TAP + 0.5:
                        broken.append((game, size["width"], name, tall))
            page.set_viewport_size(PHONE)
            page.go_back()
            expect(by_id(page, "tile-schnapsen")).to_be_visible()
    finally:
        put_back(page)
    assert not below, f"start buttons below the screen's edge: {below}"
    assert len(seen) == 8 and not broken, f"choices whose words break: {broken} (of {seen})"


def test_an_unexpected_error_shows_the_apps_own_screen_and_keeps_the_game(browser, tmp_path):
    """A server whose settings screen fails to draw (``tests/e2e/broken.py``), opened at
    the settings with a running Schnapsen game: the app's "Something went wrong" shows,
    never Flet's "Error running app"; its button leads home, where the game waits."""
    data = tmp_path / "data"
    data.mkdir()
    seats = (Seat("Anna"), Seat("Computer (Easy)", bot="easy"))
    game = GameSession.start("schnapsen", {}, "boundary", seats, "phone-e")
    save_game(open_db(data / DB_NAME).db, "phone-e", "schnapsen", game.to_saved())
    srv = start_server(data, module="tests.e2e.broken")
    try:
        page = open_app(browser, srv.url + "settings", init=with_client("phone-e"))
        expect(by_id(page, "boundary")).to_have_text("Something went wrong")
        expect(page.get_by_text("Error running app")).to_have_count(0)
        by_id(page, "boundary-home").click()
        expect(page.get_by_role("button", name="Continue: Schnapsen")).to_be_visible()
        page.close()
    finally:
        stop_server(srv)
