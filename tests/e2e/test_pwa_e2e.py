"""The installable offline build in Chromium: built here, served on loopback, visited
once; then the server stops and the app boots from the service worker's cache, keeps
its players and resumes its game after a reload, in a new tab and after a browser
restart (the older tab, whose copy of the database is no longer saved, says so). Also:
no installability errors; and no piece of work over 100 ms while playing the strong
computer (the app's own measurement, Settings → Diagnostics), which still fails in some
runs (marked as a known failure)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from playwright.sync_api import BrowserContext, Page, expect

from app.publish import build
from app.publish.measure import boot, loopback_only, served
from app.ui.shell import SETTINGS_KEY
from tests.e2e.conftest import CHROMIUM, PHONE, SHOTS, by_id, settings_init, shot, type_into
from tests.e2e.test_schnapsen_e2e import hand, play_one_card, start_against

pytestmark = pytest.mark.e2e

INIT = settings_init(language="en", bot_speed="fast", diagnostics=True)
"""English, fast computer moves, pauses measured."""
STORED = """async () => {
  const db = await new Promise((ok, no) => {
    const open = indexedDB.open("/data");
    open.onsuccess = () => ok(open.result);
    open.onerror = () => no(open.error);
  });
  const names = Array.from(db.objectStoreNames);
  if (!names.includes("FILE_DATA")) return 0;
  const store = db.transaction("FILE_DATA").objectStore("FILE_DATA");
  const file = await new Promise((ok) => {
    const get = store.get("/data/kartenrunde.sqlite3");
    get.onsuccess = () => ok(get.result);
  });
  return file ? file.timestamp.getTime() : 0;
}"""
"""When the database file was last written to IndexedDB (0: never)."""


@pytest.fixture(scope="module")
def web(tmp_path_factory) -> Path:
    """The built folder."""
    out = tmp_path_factory.mktemp("pwa") / "web"
    build(out)
    return out


def launch(browser, profile: Path) -> BrowserContext:
    """A Chromium with a profile on disk (installability and storage need one)."""
    context = browser.browser_type.launch_persistent_context(
        str(profile),
        executable_path=str(CHROMIUM),
        headless=True,
        viewport=PHONE,
        has_touch=True,
        locale="en-GB",
    )
    context.add_init_script(f"if (!localStorage.getItem('flutter.{SETTINGS_KEY}')) {{{INIT}}}")
    context.route("**/*", loopback_only)
    return context


def page_of(context: BrowserContext) -> Page:
    """The context's first tab."""
    return context.pages[0] if context.pages else context.new_page()


def stored_after(page: Page, moment: int) -> int:
    """Wait until the database file has been synced to IndexedDB after ``moment``."""
    page.wait_for_function(f"({STORED})().then(t => t > {moment})", timeout=15_000)
    return page.evaluate(STORED)


def add_player(page: Page, name: str) -> None:
    """Players tab → type → add."""
    page.get_by_role("tab", name="Players").click()
    type_into(page, "Name", name)
    by_id(page, "player-add").click()
    expect(by_id(page, f"player-{name}")).to_be_visible()


def has_player(page: Page, name: str) -> None:
    """The players tab lists ``name``."""
    page.get_by_role("tab", name="Players").click()
    expect(by_id(page, f"player-{name}")).to_be_visible(timeout=15_000)


def test_offline_after_one_visit(browser, web, tmp_path):
    profile = tmp_path / "profile"
    with served(web) as site:
        context = launch(browser, profile)
        page = page_of(context)
        boot(page, site.url)
        cdp = context.new_cdp_session(page)
        assert cdp.send("Page.getInstallabilityErrors")["installabilityErrors"] == []
        manifest = cdp.send("Page.getAppManifest")
        assert not manifest["errors"] and '"Kartenrunde"' in manifest["data"]

        synced = page.evaluate(STORED)
        add_player(page, "Ilona")
        synced = stored_after(page, synced)
        page.get_by_role("tab", name="Games").click()
        start_against(page, "Normal")
        expect(by_id(page, "turn")).to_have_text("Your turn", timeout=20_000)
        assert play_one_card(page)
        expect(by_id(page, "turn")).to_have_text("Your turn", timeout=20_000)
        cards = sorted(hand(page))
        stored_after(page, synced)
        page.wait_for_function("navigator.serviceWorker.controller !== null", timeout=60_000)
        assert page.evaluate("localStorage.getItem('kartenrunde.persist')") in (
            "granted",
            "refused",
        )
        site.stop()

        page.reload()
        boot_again(page)
        expect(by_id(page, "turn")).to_have_text("Your turn", timeout=20_000)
        assert sorted(hand(page)) == cards, "the reload resumes the same hand"

        tab = context.new_page()
        boot(tab, site.url)
        has_player(tab, "Ilona")
        expect(page.get_by_text("Open in another tab", exact=True)).to_be_visible(timeout=15_000)
        tab.get_by_role("tab", name="Games").click()
        expect(tab.get_by_role("button", name="Continue: Schnapsen")).to_be_visible()
        context.close()

        context = launch(browser, profile)
        page = page_of(context)
        boot(page, site.url)
        has_player(page, "Ilona")
        page.get_by_role("tab", name="Games").click()
        page.get_by_role("button", name="Continue: Schnapsen").click()
        expect(by_id(page, "turn")).to_have_text("Your turn", timeout=20_000)
        assert sorted(hand(page)) == cards, "after a browser restart, offline"
        cdp = context.new_cdp_session(page)
        cdp.send(
            "Emulation.setEmulatedMedia",
            {"features": [{"name": "display-mode", "value": "standalone"}]},
        )
        shot(page, "pwa-standalone-offline")
        context.close()


def boot_again(page: Page) -> None:
    """After a reload: wait for the app to be drawn again (semantics switched on)."""
    placeholder = page.locator("flt-semantics-placeholder")
    placeholder.wait_for(state="attached", timeout=180_000)
    placeholder.dispatch_event("click")
    page.locator("flt-semantics[flt-semantics-identifier]").first.wait_for(timeout=180_000)


def test_no_pause_over_100_ms_while_the_strong_computer_plays(browser, web, tmp_path):
    """Several tricks against the strong Schnapsen computer in the browser build, then
    the app's own pause measurement (settings, diagnostics) is read."""
    with served(web) as site:
        context = launch(browser, tmp_path / "profile")
        page = page_of(context)
        boot(page, site.url)
        start_against(page, "Strong")
        turn, result = by_id(page, "turn"), by_id(page, "deal-result")
        played = 0
        while played < 3:
            expect(turn.filter(has_text="Your turn").or_(result)).to_be_visible(timeout=30_000)
            if result.count():
                by_id(page, "next-round").click()
                continue
            played += play_one_card(page)
        by_id(page, "table-back").click()
        by_id(page, "open-settings").click()
        by_id(page, "setting-diagnostics").wait_for(timeout=15_000)
        page.mouse.move(200, 500)
        page.mouse.wheel(0, 4000)
        text = by_id(page, "diag-stalls").inner_text()
        text += "\n" + by_id(page, "diag-stalls-what").inner_text()
        shot(page, "pwa-diagnostics")
        SHOTS.mkdir(exist_ok=True)
        (SHOTS / "pwa-stalls.txt").write_text(text, encoding="utf-8")
        longest = int(re.search(r"(\d+) ms", text).group(1))
        assert longest <= 100, text
        context.close()
