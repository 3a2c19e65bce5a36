"""What a screen reader hears and a finger hits: every screen's semantics tree is walked
(home, players, statistics, settings, rules, each game's setup and table, the dialogs
they open), and every control one can tap must be a named button (or tab, switch, radio
…) at least 48×48 px, the least Material asks for.

A server of its own: the walk adds a player and starts games, which the other modules'
checks must not see."""

from __future__ import annotations

import time
from collections.abc import Iterator

import pytest
from playwright.sync_api import Page, expect

from app.ui.games import PACKAGES
from tests.e2e.conftest import (
    Server,
    add_named,
    answer,
    by_id,
    open_app,
    settings_init,
    shown,
    start_server,
    stop_server,
    type_into,
)

pytestmark = pytest.mark.e2e

TAP = 48
FIRST_SCHNAPSEN = settings_init(
    language="en",
    bot_speed="fast",
    reduce_motion=True,
    coached=[game for game in PACKAGES if game != "schnapsen"],
)
"""As ``QUICK``, with Schnapsen's first steps not seen yet."""
CONTROLS = """() => {
  const roles = new Set(["button", "tab", "radio", "checkbox", "switch", "link", "slider",
                         "menuitem", "option", "combobox"]);
  return Array.from(document.querySelectorAll("flt-semantics"))
    .filter((e) => e.hasAttribute("flt-tappable") || roles.has(e.getAttribute("role")))
    .map((e) => {
      const box = e.getBoundingClientRect();
      const tagged = e.closest("[flt-semantics-identifier]");
      return {
        role: e.getAttribute("role") || "",
        interactive: roles.has(e.getAttribute("role")),
        name: (e.getAttribute("aria-label") || e.innerText || "").trim().split("\\n")[0],
        width: box.width,
        height: box.height,
        id: tagged ? tagged.getAttribute("flt-semantics-identifier") : "",
      };
    });
}"""
"""Every control one can tap, as the semantics tree has it."""


def standing_controls(page: Page) -> list[dict]:
    """The controls once three reads, 100 ms apart, agree: a screen arrives in parts (its
    second half a loop turn after the first, a scrolled list's new rows a frame after the
    wheel), and a control still growing in is measured at its size (the last read, if the
    tree never stands still within 5 s)."""
    reads = [page.evaluate(CONTROLS)]
    deadline = time.monotonic() + 5
    while len(reads) < 3 or not reads[-1] == reads[-2] == reads[-3]:
        if time.monotonic() > deadline:
            break
        page.wait_for_timeout(100)
        reads.append(page.evaluate(CONTROLS))
    return reads[-1]


def problems(page: Page, screen: str, scroll: bool = False) -> list[str]:
    """What is wrong with the taps of the screen showing (``scroll``: scrolled down
    through a long screen, whose lower part is not in the tree until it is near)."""
    found: dict[tuple, dict] = {}
    page.mouse.move(200, 450)
    for step in range(3 if scroll else 1):
        if step:
            page.mouse.wheel(0, 700)
        for control in standing_controls(page):  # the largest a control was seen (the
            seen = found.setdefault((control["id"], control["role"], control["name"]), control)
            for side in ("width", "height"):  # screen's edge cuts off what it crosses)
                seen[side] = max(seen[side], control[side])
    if scroll:
        page.mouse.wheel(0, -3000)
    out = []
    for c in found.values():
        what = f"{screen}: {c['role'] or 'tappable'} {c['name']!r} ({c['id'] or 'no id'})"
        if not c["interactive"]:
            out.append(f"{what} is not a button")
        if not c["name"]:
            out.append(f"{what} has no name")
        if c["width"] < TAP - 0.5 or c["height"] < TAP - 0.5:
            out.append(f"{what} is {c['width']:.0f}×{c['height']:.0f} px")
    return out


@pytest.fixture(scope="module")
def own_server(tmp_path_factory) -> Iterator[Server]:
    """An app with a data folder of this module's own."""
    srv = start_server(tmp_path_factory.mktemp("a11y") / "data")
    yield srv
    stop_server(srv)


def start_table(page: Page) -> list[str]:
    """Start from the setup (a running game of another kind is replaced after asking:
    that dialog is walked too); what is wrong with the dialog's taps."""
    by_id(page, "setup-start").click()
    asked = page.get_by_text("Start a new game?")
    shown(by_id(page, "table-back").or_(asked))
    found = []
    if asked.count():
        found = problems(page, "replace dialog")
        answer(page, "Start")  # all the dialog lets see
    shown(by_id(page, "table-back"))
    return found


def against_computers(page: Page, game: str, marker: str) -> list[str]:
    """Ada against the setup's computers: what is wrong with the taps of ``game``'s setup
    and of its table (once ``marker`` shows)."""
    by_id(page, f"tile-{game}").click()
    type_into(page, "Player 1", "Ada")
    found = problems(page, f"{game} setup", scroll=True)
    found += start_table(page)
    expect(by_id(page, marker)).to_be_visible()
    return found + problems(page, f"{game} table")


def test_every_control_is_a_named_button_of_48_px(browser, own_server):
    """Walks every screen; lists every control that is unnamed, not a button, or small.
    The Schnapsen table shows its first step (the other games' were seen)."""
    page = open_app(browser, own_server.url, init=FIRST_SCHNAPSEN)
    found = problems(page, "home", scroll=True)

    page.get_by_role("tab", name="Players").click()
    add_named(page, "Ada")
    found += problems(page, "players")
    # Ada's own Delete: under load a first try can add a player with keys missing ("Aa")
    by_id(page, "player-Ada").get_by_role("button", name="Delete", exact=True).click()
    found += problems(page, "confirm dialog")
    answer(page, "Cancel")
    page.get_by_role("tab", name="Statistics").click()
    found += problems(page, "statistics")
    page.get_by_role("tab", name="Games").click()

    by_id(page, "open-settings").click()
    shown(by_id(page, "setting-language"))
    found += problems(page, "settings", scroll=True)
    page.get_by_role("button", name="Back").click()
    by_id(page, "rules-schnapsen").click()
    shown(by_id(page, "rules-text"))
    found += problems(page, "rules")
    page.get_by_role("button", name="Back").click()

    by_id(page, "tile-schnapsen").click()
    shown(by_id(page, "setup-start"))
    found += problems(page, "schnapsen setup", scroll=True)
    found += start_table(page)
    shown(by_id(page, "coach-next"))
    found += problems(page, "schnapsen table")
    by_id(page, "open-sheet").click()
    found += problems(page, "schnapsen sheet")
    page.get_by_role("button", name="OK").click()
    by_id(page, "table-back").click()
    shown(by_id(page, "continue-banner"))
    found += problems(page, "home with a running game", scroll=True)

    by_id(page, "tile-slf").click()
    type_into(page, "Player 1", "Ada")
    type_into(page, "Player 2", "Ben")
    found += problems(page, "slf setup", scroll=True)
    found += start_table(page)
    found += problems(page, "slf table")
    by_id(page, "table-back").click()

    found += against_computers(page, "snorkeling", "centre")
    by_id(page, "table-back").click()

    found += against_computers(page, "schnitzel", "piles")
    by_id(page, "look-start").or_(by_id(page, "look-0")).first.click()
    ready = by_id(page, "handover-ready")
    shown(ready.or_(by_id(page, "look-pick-0")))
    if ready.count():
        found += problems(page, "schnitzel hand-over")
        ready.click()
    shown(by_id(page, "look-pick-0"))
    found += problems(page, "schnitzel private look")
    by_id(page, "table-back").click()

    found += against_computers(page, "snap", "zone-0")
    page.close()
    assert not found, "\n".join(found)
