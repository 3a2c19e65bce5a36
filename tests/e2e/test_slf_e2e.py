"""Schnapp, Land, Fluss! in the browser: a game-leader party to the podium, and a
rejected slap that makes the player sit out and costs their last card (on a small phone)."""

from __future__ import annotations

import re
import time
import uuid
from contextlib import suppress

import pytest
from playwright.sync_api import Error as PlaywrightError
from playwright.sync_api import Page, expect

from app.stats import open_db, save_game
from app.ui.household import DB_NAME
from app.ui.screens.slf.setup import start_options
from app.ui.session import GameSession, Seat
from app.ui.shell import CLIENT_KEY
from tests.e2e.conftest import (
    QUICK,
    SMALL,
    answer,
    by_id,
    click_unless,
    enable_semantics,
    gone,
    open_app,
    pixels,
    put_back,
    shot,
    shown,
    standing_still,
    stored,
    type_into,
)
from tests.games.slf.helpers import accept_every_slap

pytestmark = pytest.mark.e2e


def set_up(page: Page, names: list[str], mode: str | None = None, look: str = "") -> None:
    """Tile → names → mode (screenshot ``look``, if named) → start."""
    by_id(page, "tile-slf").click()
    for i, name in enumerate(names):
        if i >= 2:
            by_id(page, "seat-add").click()
        type_into(page, f"Player {i + 1}", name)
    if mode:
        page.get_by_role("button", name=mode).click()
    if look:
        shot(page, look)
    by_id(page, "setup-start").click()
    expect(by_id(page, "prompt")).to_be_visible(timeout=15_000)


def letter_slots(page: Page) -> list[str]:
    """Identifiers of the letter cards on the table."""
    return page.locator('[flt-semantics-identifier^="letter-"]').evaluate_all(
        "els => els.map(e => e.getAttribute('flt-semantics-identifier'))"
    )


def slap(page: Page, seat: int) -> None:
    """Tap the first letter card, then the player who slapped it."""
    by_id(page, letter_slots(page)[0]).click()
    expect(by_id(page, "prompt")).to_contain_text("Who slapped")
    by_id(page, f"player-{seat}").click()


def vote(page: Page, seat: int, accept: bool) -> None:
    """Tap a voter's yes or no and wait until the vote is drawn (its buttons go): a next
    tap on the drawing before it would not be taken, which under load lost a vote."""
    button = by_id(page, f"vote-{seat}-{'yes' if accept else 'no'}")
    button.click()
    gone(button)


def near_the_podium() -> GameSession:
    """A leader game of Lily, Sam and Mia, played by the rules (every slap accepted) until
    the draw pile is used up and the next category is to be turned (one seed every time:
    the rest takes as long in each run)."""
    seats = (Seat("Lily"), Seat("Sam"), Seat("Mia"))
    options = start_options({"mode": "leader", "remove_xy": True}, seats, "en")
    game = GameSession.start("slf", options, "near-the-podium", seats, "2025")
    accept_every_slap(game)
    return game


def test_a_three_player_leader_game_reaches_the_podium(browser, server):
    """The leader turns a category, records a slap and accepts it, and undoes that; the
    same phone then continues a game near its end (played in Python to save a minute of
    taps) until the draw pile is used up, nobody knows any more, and the podium shows."""
    client = f"leader-{uuid.uuid4().hex[:8]}"
    page = open_app(browser, server.url, init=QUICK + stored(CLIENT_KEY, client))
    set_up(page, ["Lily", "Sam", "Mia"], mode="Game leader", look="slf-setup")
    by_id(page, "turn-any").click()
    expect(by_id(page, "nobody-knows")).to_be_visible()
    shot(page, "slf-table")
    slap(page, 1)
    vote(page, 3, True)
    expect(by_id(page, "player-1")).to_contain_text("Sam: 1 card")
    by_id(page, "undo").click()
    expect(by_id(page, "player-1")).to_contain_text("Sam: 0 cards")
    by_id(page, "table-back").click()
    expect(by_id(page, "tile-slf")).to_be_visible()
    save_game(open_db(server.data_dir / DB_NAME).db, client, "slf", near_the_podium().to_saved())
    page.reload()
    enable_semantics(page)
    by_id(page, "continue-slf").get_by_role("button", name=re.compile("^Continue")).click()
    podium = by_id(page, "podium")
    for _ in range(20):  # categories are turned until nobody knows one any more
        shown(podium.or_(by_id(page, "turn-any")).or_(by_id(page, "nobody-knows")))
        if podium.count():
            break
        try:  # (the podium may be on its way instead: then no tap)
            if by_id(page, "turn-any").count():
                if click_unless(by_id(page, "turn-any"), podium, timeout=2_000):
                    gone(by_id(page, "turn-any"), timeout=5_000)
            elif click_unless(by_id(page, "nobody-knows"), podium, timeout=2_000):
                with suppress(AssertionError):  # taken again on the next loop if still there
                    gone(by_id(page, "nobody-knows"), timeout=1_000)
        except PlaywrightError:  # the screen was drawn anew halfway: taken again
            pass
    expect(podium).to_be_visible(timeout=10_000)
    expect(by_id(page, "winner")).to_contain_text("win")
    shot(page, "slf-podium")
    by_id(page, "next-round").click()
    expect(by_id(page, "tile-slf")).to_be_visible()
    put_back(page)


def test_a_rejected_slap_sits_out_and_costs_the_last_card(browser, server):
    """Table mode: Ben wins a card, then his next word is voted down: he is greyed out,
    his card is gone, and his slaps are refused until someone else wins a card. Rotating
    turns the board upside down."""
    page = open_app(browser, server.url, viewport=SMALL)
    set_up(page, ["Cleo", "Ben", "Anna"], look="slf-setup-small")
    expect(by_id(page, "prompt")).to_contain_text("Anna is first in the alphabet")
    by_id(page, letter_slots(page)[0]).click()
    expect(by_id(page, "nobody-knows")).to_be_visible()
    slap(page, 1)
    vote(page, 0, True)
    expect(by_id(page, "player-1")).to_contain_text("Ben: 1 card, ")
    slap(page, 1)
    shot(page, "slf-table-small")
    vote(page, 0, False)
    vote(page, 2, False)
    expect(by_id(page, "player-1")).to_contain_text("Ben is sitting out: 0 cards, 0 points")
    expect(by_id(page, "note")).to_contain_text("Mistake! Ben sits out and hands in")
    slap(page, 1)
    refusal = page.get_by_text("Ben is sitting out until another player wins a card.")
    expect(refusal.first).to_be_visible()
    by_id(page, "player-2").click()
    vote(page, 0, True)
    expect(by_id(page, "player-1")).to_contain_text("Ben: 0 cards")
    by_id(page, "rotate").click()
    turned = re.compile(r"matrix\(-1, [^,]+, [^,]+, -1,")
    expect(by_id(page, "category")).to_have_css("transform", turned)
    by_id(page, "end-game").click()
    answer(page, "End the game")  # the dialog closes over the podium it led to
    expect(by_id(page, "podium")).to_be_visible()
    expect(by_id(page, "ended-early")).to_be_visible()
    put_back(page)


SIX = {
    "phone": ({"width": 412, "height": 915}, "light"),
    "tablet-dark": ({"width": 800, "height": 1280}, "dark"),
}
"""Where six players are looked at: a phone in light, a tablet in dark."""


def test_six_players_and_their_votes_fit_on_screen(browser, server):
    """With six players every tile and every voter's buttons are on screen at once, on
    a phone and on a dark tablet (each continues a new table-mode game)."""
    seats = tuple(map(Seat, ["Ada", "Ben", "Cleo", "Dan", "Eva", "Finn"]))
    for name, (viewport, scheme) in SIX.items():
        client = f"six-{uuid.uuid4().hex[:8]}"
        game = GameSession.new("slf", start_options({"mode": "table"}, seats, "en"), seats, client)
        save_game(open_db(server.data_dir / DB_NAME).db, client, "slf", game.to_saved())
        init = stored(CLIENT_KEY, client)
        page = open_app(browser, server.url, init=init, viewport=viewport, ready=False)
        page.emulate_media(color_scheme=scheme)
        enable_semantics(page)
        by_id(page, "continue-slf").get_by_role("button", name=re.compile("^Continue")).click()
        expect(by_id(page, "prompt")).to_be_visible(timeout=15_000)
        by_id(page, letter_slots(page)[0]).click()
        expect(by_id(page, "nobody-knows")).to_be_visible()
        slap(page, 5)
        for seat in range(5):
            expect(by_id(page, f"vote-{seat}-yes")).to_be_in_viewport(ratio=0.99)
            expect(by_id(page, f"player-{seat}")).to_be_in_viewport(ratio=0.99)
        shot(page, f"slf-six-vote-{name}")
        put_back(page)


def box(page: Page, identifier: str) -> dict:
    """Where the element tagged ``identifier`` is on the screen."""
    found = by_id(page, identifier).first.bounding_box()
    assert found is not None, identifier
    return found


AMBER = (0xFF, 0xB3, 0x00)
"""The category card's face (app/ui/screens/slf/board.py)."""
SHARE = """(px, rgb) => {
    let hits = 0;
    for (let i = 0; i < px.length; i += 4) {
        const [r, g, b] = [px[i] - rgb[0], px[i + 1] - rgb[1], px[i + 2] - rgb[2]];
        if (Math.abs(r) + Math.abs(g) + Math.abs(b) < 40) hits++;
    }
    return hits / (px.length / 4);
}"""


def colour_share(page: Page, identifier: str, rgb: tuple[int, int, int]) -> float:
    """The share of the pixels of the element's box that show ``rgb``: what a person sees
    (the semantics tree keeps a card's box while the card is turned edge-on), judged once
    the box stands still (a card turning in is not judged on its way). The pixels follow
    the semantics tree later, under load by seconds (a still box may be the screen before
    they came): a still box short of the colour is looked at again, for up to 20 s."""
    deadline = time.monotonic() + 20
    while True:
        png = standing_still(page, box(page, identifier))
        share = pixels(page, png, SHARE, list(rgb))
        if share > 0.5 or time.monotonic() > deadline:
            return share


def all_on_screen(page: Page, *identifiers: str) -> None:
    """Each of these is wholly inside the window: reachable without scrolling, uncut."""
    size = page.viewport_size
    for ident in identifiers:
        b = box(page, ident)
        inside = b["x"] >= -0.5 and b["y"] >= -0.5
        inside = inside and b["x"] + b["width"] <= size["width"] + 0.5
        assert inside and b["y"] + b["height"] <= size["height"] + 0.5, (ident, b)


def test_the_board_stays_put_and_every_control_fits_a_small_phone(browser, server):
    """Six players on a 360×740 phone: from the first category through a pick, a vote, a
    card won, "nobody knows" and a reload, the letter grid and the players never move,
    and every card, player and button of the moment is on screen, uncut (issue 17, points
    1 and 11)."""
    page = open_app(browser, server.url, viewport=SMALL)
    names = ["Ada", "Ben", "Cleo", "Dan", "Eva", "Finn"]
    set_up(page, names)
    players = [f"player-{seat}" for seat in range(6)]
    expect(by_id(page, "turn-any")).to_be_visible()
    assert len(letter_slots(page)) == 12, "a new game shows every letter card at once"
    board = {ident: box(page, ident) for ident in ("letters", "players")}

    def check(*controls: str) -> None:
        for ident, where in board.items():
            now = box(page, ident)
            assert abs(now["y"] - where["y"]) <= 1 and abs(now["height"] - where["height"]) <= 1
        all_on_screen(page, *letter_slots(page), *players, *controls)

    check("turn-any", "end-game")
    by_id(page, letter_slots(page)[0]).click()
    expect(by_id(page, "nobody-knows")).to_be_visible()
    check("nobody-knows")
    by_id(page, letter_slots(page)[0]).click()
    expect(by_id(page, "cancel-pick")).to_be_visible()
    check("cancel-pick")
    by_id(page, "player-5").click()
    expect(by_id(page, "vote-0-yes")).to_be_visible()
    check("note", *(f"vote-{seat}-{vote}" for seat in range(5) for vote in ("yes", "no")))
    for seat in range(3):
        vote(page, seat, True)
    expect(by_id(page, "undo")).to_be_visible()
    expect(by_id(page, "note")).to_contain_text("Finn wins the")
    check("nobody-knows", "undo", "note")
    category = box(page, "category")
    page.reload()
    enable_semantics(page)
    expect(by_id(page, "nobody-knows")).to_be_visible(timeout=15_000)
    assert len(letter_slots(page)) == 10, "after a reload every letter card is there at once"
    assert box(page, "category")["width"] == category["width"]
    assert colour_share(page, "category", AMBER) > 0.5, "the category card, not edge-on"
    check("nobody-knows", "undo", "end-game")
    by_id(page, "nobody-knows").click()
    expect(by_id(page, "turn-any")).to_be_visible()
    check("turn-any", "undo")
    shot(page, "slf-table-small-six")
    put_back(page)
