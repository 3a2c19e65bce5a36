"""What a person reads, in the browser: the startup screen names the app in any language;
an emoji in a name is drawn in colour in a text field, the status line and the Undo
label; a refused move's message stays clear of the hand and goes with the screen."""

from __future__ import annotations

import uuid

import pytest
from playwright.sync_api import Locator, WebSocketRoute, expect

from app.games.schnapsen.model import Close, Play
from app.stats import open_db, save_game
from app.ui.household import DB_NAME
from app.ui.session import GameSession, Seat
from app.ui.shell import CLIENT_KEY
from tests.e2e.conftest import (
    FAST,
    LISTENS,
    PHONE,
    at_home_only,
    by_id,
    first_words,
    open_app,
    pixels,
    put_back,
    shot,
    shown,
    stored,
    type_into,
)
from tests.e2e.test_slf_e2e import letter_slots, slap

pytestmark = pytest.mark.e2e

UNICORN = "Zoë 🦄"
PINK = """(data) => {
  let count = 0;
  for (let i = 0; i < data.length; i += 4) {
    if (data[i] - data[i + 1] > 50 && data[i + 2] - data[i + 1] > 50) count++;
  }
  return count;
}"""
"""How many pink or purple pixels a PNG has: the unicorn's mane has them; the box that
stands in for a missing glyph, the app's green and the text's grey have none."""


def drawn_in_colour(locator: Locator, least: int = 12) -> None:
    """Wait until the element's part of the screen shows the emoji in colour (the pixels
    follow the page a little later: under load, once more than 5 s)."""
    page = locator.page
    found = 0
    for _ in range(60):
        box = locator.bounding_box()
        png = page.screenshot(clip=box)
        found = pixels(page, png, PINK)
        if found >= least:
            return
        page.wait_for_timeout(250)
    pytest.fail(f"no colour emoji in {locator}: {found} pink pixels")


def test_the_startup_screen_names_the_app(browser, server):
    """While the app connects (held back here), the startup screen shows "Kartenrunde",
    in Hungarian as in any language; Flet's own said "Working..."."""
    context = browser.new_context(viewport=PHONE, locale="hu-HU")
    at_home_only(context, server.url)
    page = context.new_page()
    page.add_init_script(LISTENS)
    held: list[tuple[WebSocketRoute, list]] = []

    def hold(ws: WebSocketRoute) -> None:
        said: list = []
        ws.on_message(lambda message: said.append(message))
        held.append((ws, said))

    page.route_web_socket("**/ws", hold)
    page.goto(server.url)
    assert first_words(page, 60_000) == "Kartenrunde"
    assert held, "the app's connection was not held back"
    ws, said = held[0]
    app = ws.connect_to_server()
    for message in said:  # what the page said while held, then both ways as it comes
        app.send(message)
    ws.on_message(lambda message: app.send(message))
    app.on_message(lambda message: ws.send(message))
    expect(by_id(page, "tile-schnapsen")).to_be_visible(timeout=30_000)
    context.close()


def test_an_emoji_in_a_name_is_drawn_in_every_text(browser, server):
    """Zoë 🦄 in a name field, in the prompt that names who begins, and on Undo."""
    page = open_app(browser, server.url, init=FAST)
    by_id(page, "tile-slf").click()
    type_into(page, "Player 1", UNICORN)
    drawn_in_colour(by_id(page, "seat-0"))
    type_into(page, "Player 2", "Zsófi")
    by_id(page, "setup-start").click()
    expect(by_id(page, "prompt")).to_contain_text(f"{UNICORN} is first in the alphabet")
    drawn_in_colour(by_id(page, "prompt"))
    by_id(page, letter_slots(page)[0]).click()
    shown(by_id(page, "nobody-knows"))
    slap(page, 0)
    by_id(page, "vote-1-yes").click()
    expect(by_id(page, "undo")).to_contain_text(UNICORN)
    drawn_in_colour(by_id(page, "undo"))
    shot(page, "emoji-slf-table")
    put_back(page)


def must_follow(client: str) -> GameSession:
    """A Schnapsen game whose talon the person closed, where the computer has led and the
    person holds the led suit and another: a card of the other suit is refused."""
    for seed in range(100):
        seats = (Seat("Ann"), Seat("Computer (Easy)", bot="easy"))
        game = GameSession.start("schnapsen", {}, seed, seats, "2026-12-01T10:00:00+01:00")
        for _ in range(20):
            view, seat = game.view(0), game.actors()[0]
            if seat == 0 and view.closed_by is not None and len(view.trick) == 1:
                led = view.trick[0].suit
                if {c.suit == led for c in view.hand} == {True, False}:
                    return game
            legal = game.legal(seat)
            closing = [m for m in legal if isinstance(m, Close) and seat == 0]
            plays = [m for m in legal if isinstance(m, Play)]
            game.play((closing or plays or list(legal))[0])
            if game.view(0).results:
                break
    raise AssertionError(f"no seed gives {client} a suit to follow")


def test_a_refused_card_is_explained_clear_of_the_hand_and_not_on_the_next_screen(browser, server):
    """A card that does not follow suit is refused: the reason shows above the hand, not
    over it, and leaving the table takes it away at once (it would stay seconds)."""
    client = f"follow-{uuid.uuid4().hex[:8]}"
    game = must_follow(client)
    db = open_db(server.data_dir / DB_NAME).db
    save_game(db, client, "schnapsen", game.to_saved())
    page = open_app(browser, server.url, init=FAST + stored(CLIENT_KEY, client))
    page.get_by_role("button", name="Continue: Schnapsen").click()
    expect(by_id(page, "turn")).to_have_text("Your turn", timeout=15_000)
    led = game.view(0).trick[0].suit
    wrong = next(c for c in game.view(0).hand if c.suit != led)
    by_id(page, f"hand-{wrong.code}").click()
    message = page.locator(
        "flt-semantics:not(:has(flt-semantics))", has_text="You must follow suit"
    )
    expect(message).to_be_visible()
    said = message.bounding_box()
    cards = page.locator('[flt-semantics-identifier^="hand-"]')
    for card in cards.all():
        box = card.bounding_box()
        assert said["y"] + said["height"] <= box["y"], f"the message covers {card}: {said}"
    shot(page, "schnapsen-refused")
    by_id(page, "table-back").click()
    expect(by_id(page, "tile-schnapsen")).to_be_visible()
    expect(message).to_have_count(0, timeout=1_000)
    put_back(page)
