"""A table reopened on a phone that may be in other hands (issue 33 points 2 and 3): a
reload, a new tab or Back + Continue shows a hand only through its owner's hand-over;
the hand-over and the wait have a way home; the system's Back from a table goes where
its Back goes; one Back tap climbs one screen, and the browser's late report of an
address the app set undoes no screen."""

from __future__ import annotations

import pytest

from app.games.schnapsen.model import Play
from app.ui.shell import CLIENT_KEY
from app.ui.table import taps
from tests.ui.harness import Harness, open_app, until
from tests.ui.test_history_ui import household, to_history
from tests.ui.test_schnapsen_ui import hand_cards, new_game
from tests.ui.test_snorkeling_ui import begin, hand

pytestmark = pytest.mark.asyncio


async def start(tmp_path):
    """A new browser session on the app, as the browser "phone"."""
    return await open_app(tmp_path, {CLIENT_KEY: "phone"})


async def reload(h: Harness) -> None:
    """The browser reloads the page: Flet gives it the same session back (its id is kept
    in the tab) and says it is connected again."""
    await h.session.dispatch_connect_event()
    await h.drawn()


async def schnapsen_of_two(h: Harness, shell):
    """Anna and Ben at Schnapsen: the first hand-over, taken; the second person to act
    holds the phone (their five cards on screen)."""
    await h.fire(h.find("tile-schnapsen"), "click")
    await h.fire(h.find("setup-opponent"), "change", selected=["person"])
    await h.fire(h.find("seat-0"), "change", value="Anna")
    await h.fire(h.find("seat-1"), "change", value="Ben")
    await h.fire(h.find("setup-start"), "click")
    table = shell.table
    (first,) = table.session.actors()
    await h.fire(h.find("handover-ready"), "click")
    card = next(m for m in table.session.legal(first) if isinstance(m, Play)).card
    await h.fire(h.find(f"hand-{card.code}"), "click")
    await h.fire(h.find("handover-ready"), "click")
    assert len(hand_cards(h)) == 5
    return table, 1 - first


def handed_to(h: Harness, name: str) -> bool:
    """True if the screen is the hand-over to ``name`` and shows no hand card."""
    return h.has("handover-ready") and h.find("handover-title").value.endswith(name)


async def test_a_reload_hands_a_schnapsen_hand_over_again(tmp_path):
    """Ben's five cards are on screen; after a reload they come back only through Ben's
    hand-over, and his screen names him."""
    h, shell = await start(tmp_path)
    table, ben = await schnapsen_of_two(h, shell)
    name = table.session.seats[ben].name
    await reload(h)
    assert handed_to(h, name) and hand_cards(h) == []
    await h.fire(h.find("handover-ready"), "click")
    assert len(hand_cards(h)) == 5
    assert name in h.find("turn").value


async def test_a_new_tab_and_back_then_continue_hand_it_over_too(tmp_path):
    """Back, then Continue, and a second session of the same browser: the hand-over first."""
    h, shell = await start(tmp_path)
    table, ben = await schnapsen_of_two(h, shell)
    name = table.session.seats[ben].name
    await h.fire(h.find("table-back"), "click")
    await h.fire(h.find("continue-banner").content, "click")
    assert handed_to(h, name) and hand_cards(h) == []
    h2, shell2 = await start(tmp_path)
    await h2.fire(h2.find("continue-banner").content, "click")
    if h2.has("tab-play-here"):  # the first tab holds it: this one takes it over
        await h2.fire(h2.find("tab-play-here"), "click")
    assert handed_to(h2, name) and hand_cards(h2) == []


async def test_a_reload_hands_a_snorkeling_hand_over_again(tmp_path):
    """Anna and Béla at Snorkeling: a reload during one's turn hides the hand behind their
    hand-over."""
    h, shell = await start(tmp_path)
    table = await begin(h, shell, names=("Anna", "Béla"), kinds=["person", "person"])
    (actor,) = table.session.actors()
    await h.fire(h.find("handover-ready"), "click")
    assert len(hand(h)) == 5
    name = table.session.seats[actor].name
    await reload(h)
    assert handed_to(h, name) and hand(h) == []
    await h.fire(h.find("handover-ready"), "click")
    assert len(hand(h)) == 5
    assert f"{name}'s pile" in h.texts()


async def test_one_person_against_the_computer_needs_no_hand_over_after_a_reload(tmp_path):
    """Nobody else plays: the reload shows the person's own cards at once."""
    h, shell = await start(tmp_path)
    await new_game(h, shell)  # (until the person may act)
    await reload(h)
    await h.drawn()
    assert not h.has("handover-ready") and hand_cards(h)


async def test_the_hand_over_leads_home_and_keeps_the_game(tmp_path):
    """The hand-over's Back goes home with the game kept for Continue; the system's Back
    (the browser going back to the setup's address) goes the same way."""
    h, shell = await start(tmp_path)
    table, ben = await schnapsen_of_two(h, shell)
    await reload(h)
    assert h.has("handover-ready")
    await h.fire(h.find("table-back"), "click")
    assert shell.route == "/" and h.has("continue-banner")
    await h.fire(h.find("continue-banner").content, "click")
    assert h.has("handover-ready")
    await h.session.dispatch_event(h.page._i, "route_change", {"route": "/play/schnapsen/setup"})
    await h.drawn()
    assert shell.route == "/" and h.has("continue-banner") and not h.has("setup-start")


async def test_one_back_tap_climbs_one_screen(tmp_path, monkeypatch):
    """Two Backs within a double tap's time climb from a game of the history to the
    history only; a Back after that time climbs on to the statistics."""
    monkeypatch.setattr(taps, "DOUBLE_TAP", 0.4)
    h, shell = await start(tmp_path)
    games = household(shell.db)
    await to_history(h, shell)
    await h.fire(h.find(f"history-{games['schnapsen']}"), "click")
    for _ in range(2):
        await h.session.dispatch_event(h.page._i, "view_pop", {"route": shell.route})
        await h.drawn()
    assert shell.route == "/history"
    shell.backed -= 0.4  # (a person's next Back, a moment later)
    await h.session.dispatch_event(h.page._i, "view_pop", {"route": shell.route})
    await h.drawn()
    assert shell.route == "/stats"


async def test_a_late_report_of_the_address_undoes_no_screen(tmp_path):
    """The browser reports back each address the app puts into its address bar; one that
    comes late, after the person has tapped on, is passed over: a tile tapped right after
    the table's Back opens the setup, which stays when the report of home arrives."""
    h, shell = await start(tmp_path)
    await new_game(h, shell)
    h.conn.held = []
    await h.fire(h.find("table-back"), "click")
    await h.drawn()
    await h.fire(h.find("tile-schnapsen"), "click")
    await h.drawn()
    assert h.conn.held == ["/", "/play/schnapsen/setup"]
    h.conn.report("/")
    await until(lambda: not h.conn.reports)
    await h.drawn()
    assert shell.route == "/play/schnapsen/setup" and h.has("setup-start")
