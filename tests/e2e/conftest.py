"""End-to-end fixtures: the real ``python -m app`` driven by headless Debian Chromium.

Without /usr/bin/chromium these tests skip with a reason, except under CI=true, where
a missing browser is an error. A request that does not go to the app's own origin is
recorded (and cannot reach its host: ``ARGS``): any such request fails the test that
made it (nothing may leave the phone).
"""

from __future__ import annotations

import base64
import json
import os
import signal
import socket
import subprocess
import sys
import time
import urllib.request
from collections.abc import Callable, Iterator
from contextlib import suppress
from dataclasses import dataclass
from pathlib import Path
from typing import Any
from urllib.parse import urljoin, urlsplit

import pytest

CHROMIUM = Path("/usr/bin/chromium")
SHOTS = Path(__file__).parent / "screenshots"
ROOT = Path(__file__).resolve().parents[2]
PHONE = {"width": 412, "height": 915}
SMALL = {"width": 360, "height": 740}
"""A small phone: the main screens are also looked at in this size."""

if not CHROMIUM.exists():
    if os.environ.get("CI") == "true":
        raise RuntimeError("CI=true but /usr/bin/chromium is missing: install Debian chromium")
    pytest.skip("Debian chromium is not installed (/usr/bin/chromium)", allow_module_level=True)

from playwright.sync_api import (  # noqa: E402
    Browser,
    BrowserContext,
    Locator,
    Page,
    Request,
    expect,
    sync_playwright,
)
from playwright.sync_api import Error as PlaywrightError  # noqa: E402

from app.stats import open_db, save_game  # noqa: E402
from app.ui.games import PACKAGES  # noqa: E402
from app.ui.household import DB_NAME  # noqa: E402
from app.ui.shell import CLIENT_KEY, SETTINGS_KEY  # noqa: E402
from app.ui.table.taps import DOUBLE_TAP  # noqa: E402

expect.set_options(timeout=10_000)
"""What the screen should show may take up to 10 s to come (Playwright's default: 5 s):
in a clean run, three workers' browsers and servers share two cores, and a sentence once
came later than 5 s after a tap. A check that passes does not wait longer for it."""


@dataclass
class Server:
    """A running app: its address, data folder and process."""

    url: str
    data_dir: Path
    proc: subprocess.Popen


def free_port() -> int:
    """An unused loopback port."""
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


RENDERER = "skwasm"
"""What Chromium picks for the app in server mode ("auto"): Flutter compiled to
WebAssembly, drawing on a worker. Against canvaskit (Flutter in JavaScript) it costs this
machine about 40 % less time per tap; its pixels follow the page a little later, which
``shot`` waits for. The phone build (canvaskit) has tests of its own."""


def start_server(data_dir: Path, port: int | None = None, module: str = "app") -> Server:
    """Start ``python -m app`` (or another ``module`` that serves it) on ``port`` (by
    default a free one) and wait until it answers."""
    port = port or free_port()
    env = dict(os.environ, FLET_WEB_RENDERER=RENDERER, PYTHONUNBUFFERED="1")
    log = open(data_dir.parent / f"server-{port}.log", "a")  # noqa: SIM115
    proc = subprocess.Popen(
        [sys.executable, "-m", module, "--port", str(port), "--data-dir", str(data_dir)],
        cwd=ROOT,
        env=env,
        stdout=log,
        stderr=subprocess.STDOUT,
    )
    url = f"http://127.0.0.1:{port}/"
    deadline = time.monotonic() + 60
    while True:
        try:
            urllib.request.urlopen(url, timeout=1)
            return Server(url, data_dir, proc)
        except OSError:
            if time.monotonic() > deadline or proc.poll() is not None:
                proc.kill()
                raise RuntimeError(f"the app did not start: {log.name}") from None
            time.sleep(0.2)


def stop_server(server: Server) -> int:
    """Stop the app the way a user does (Ctrl-C) and return its exit code."""
    server.proc.send_signal(signal.SIGINT)
    try:
        return server.proc.wait(15)
    except subprocess.TimeoutExpired:
        server.proc.kill()
        return -1


@pytest.fixture(scope="session")
def server(tmp_path_factory) -> Iterator[Server]:
    """One app for the whole session, with its own data folder."""
    srv = start_server(tmp_path_factory.mktemp("e2e") / "data")
    yield srv
    stop_server(srv)


ARGS = [
    "--disable-background-networking",
    "--disable-component-update",
    "--no-first-run",
    "--disable-sync",
    "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1",
]
"""Chromium's switches: nothing of its own on the network, and no host but this machine
found (a request elsewhere fails in the browser; :func:`at_home_only` records it)."""


@pytest.fixture(scope="session")
def browser() -> Iterator[Browser]:
    """Headless Debian Chromium."""
    with sync_playwright() as p:
        b = p.chromium.launch(executable_path=str(CHROMIUM), headless=True, args=ARGS)
        yield b
        b.close()


ELSEWHERE: list[str] = []
"""Requests the pages made since the last test ended that did not go to the app."""


def elsewhere(url: str, home: str) -> bool:
    """Whether a request for ``url`` leaves the app at host ``home`` (a blob's origin is
    the part after "blob:"; a data URL is the page's own bytes)."""
    scheme, _, rest = url.partition(":")
    if scheme == "data":
        return False
    return urlsplit(rest if scheme == "blob" else url).netloc != home


def at_home_only(context: BrowserContext, url: str) -> None:
    """Record in ``ELSEWHERE`` each request of the context that does not go to the app at
    ``url`` (the browser cannot reach another host: ``ARGS``). Listened to, not routed: a
    routed context has no HTTP cache, and each new tab fetched and compiled Flutter's
    client anew (0.6 s of CPU a tab)."""
    home = urlsplit(url).netloc

    def check(request: Request) -> None:
        if elsewhere(request.url, home):
            ELSEWHERE.append(request.url)

    context.on("request", check)


@pytest.fixture(autouse=True)
def nothing_leaves_the_phone() -> Iterator[None]:
    """After each test: no page asked another origin for anything (a module's shared
    page that did so while being set up fails the module's first test)."""
    yield
    seen = list(ELSEWHERE)
    ELSEWHERE.clear()
    assert not seen, f"requests that left the app's origin: {seen}"


FRESH = (
    "if (!sessionStorage.getItem('kr.fresh')) {"
    " localStorage.clear(); sessionStorage.setItem('kr.fresh', '1'); }"
)
"""An init script that empties the app's browser storage on a tab's first load (not on a
reload): a new tab of a shared context is then a browser of its own."""
BORN = """(() => {
  const born = new WeakMap();
  window.__born = born;
  new MutationObserver((changes) => {
    const now = performance.now();
    for (const change of changes) {
      if (change.type === "attributes") born.set(change.target, now);
      for (const node of change.addedNodes) if (node.nodeType === 1) born.set(node, now);
    }
  }).observe(document, {
    childList: true, subtree: true, attributeFilter: ["flt-semantics-identifier"],
  });
  window.__clicked = -Infinity;
})();"""
"""An init script that notes when each element of the page came (or was named anew)."""
YOUNG = """(element, wait) => {
  const table = /^\\/play\\/[^/]+\\/?$/.test(location.pathname);
  if (!table && !element.closest('[role="dialog"], [role="alertdialog"]')) return 0;
  let newest = -Infinity;
  for (let e = element; e; e = e.parentElement) {
    newest = Math.max(newest, window.__born?.get(e) ?? -Infinity);
  }
  const left = newest < window.__clicked ? 0 : wait - (performance.now() - newest);
  window.__clicked = performance.now() + Math.max(0, left);
  return Math.max(0, left);
}"""
"""How many ms an element of a table or a dialog must still stand before it has stood
for ``wait`` ms, when it came (with the part of the page it is in) after the last click
(it is about to be clicked: noted): the app takes no tap on what came after a person's
last tap for a double tap's time (app/ui/table/taps.py); 0 for anything else."""
_click = Locator.click


def click_at_a_persons_pace(self: Locator, *args: Any, **options: Any) -> None:
    """Click as a person would: not on a control that came on screen less than a double
    tap's time ago (the app takes such a tap as the second half of the double tap that
    made it appear: app/ui/table/taps.py), on any other at once."""
    with suppress(PlaywrightError):
        wait = self.evaluate(YOUNG, DOUBLE_TAP * 1000, timeout=options.get("timeout"))
        if wait:
            self.page.wait_for_timeout(wait)
    _click(self, *args, **options)


Locator.click = click_at_a_persons_pace  # type: ignore[method-assign]
SHARED: dict[tuple, BrowserContext] = {}
"""A context per browser, language and app whose tabs :func:`open_app` opens: each tab
starts with empty storage (a phone of its own), and reuses what the context has already
fetched and compiled of Flutter's client (a tab costs about 3 s of CPU, a new context
about 4.5: over the suite's pages, about a minute of CPU)."""
PARKED: dict[BrowserContext, list[Page]] = {}
"""Tabs given back (:func:`put_back`) to their shared context, for its next phone: a tab
loaded anew costs about 1.2 s of CPU less than a new tab (its renderer, with Flutter's
client compiled, is kept)."""
SCRIPTS: dict[Page, list[Any]] = {}
"""The init scripts :func:`open_app` gave each tab (taken off when it is put back)."""


def context_for(browser: Browser, url: str, locale: str, own: bool) -> BrowserContext:
    """The shared context for the app at ``url`` in ``locale`` (``own``: a new one)."""
    key = (id(browser), locale, urlsplit(url).netloc)
    context = None if own else SHARED.get(key)
    if context is None:
        context = browser.new_context(viewport=PHONE, has_touch=True, locale=locale)
        context.add_init_script(BORN)
        at_home_only(context, url)
        if not own:
            SHARED[key] = context
            PARKED[context] = []
            context.on("close", lambda _: (SHARED.pop(key, None), PARKED.pop(context, None)))
    return context


def open_app(
    browser: Browser,
    url: str,
    *,
    locale: str = "en-GB",
    init: str | None = None,
    viewport: dict | None = None,
    ready: bool = True,
    own: bool = False,
) -> Page:
    """A new phone on the app: a tab with empty storage in the shared context (a tab put
    back there, or a new one; ``own``: a context of its own, for phones that load at the
    same time, whose storage a shared context would mix), with semantics switched on
    (``ready=False``: still loading; call ``enable_semantics`` later, so that several
    pages load at once). Give it back with :func:`put_back`, or close it if its app is
    about to stop (a context of its own goes with it)."""
    context = context_for(browser, url, locale, own)
    parked = PARKED.get(context)
    if parked:
        page = parked.pop()
        page.bring_to_front()  # (a tab behind another got no focus for its name fields)
    else:
        page = context.new_page()
    if own:
        page.on("close", lambda _: context.close())
    page.set_viewport_size(viewport or PHONE)
    SCRIPTS[page] = [page.add_init_script(s) for s in (FRESH, SEEN, init) if s]
    page.goto(url)
    if ready:
        enable_semantics(page)
    return page


def put_back(page: Page) -> None:
    """Done with a phone from :func:`open_app`: a tab of a shared context leaves the app
    for a still page of its origin (Flet's session there ends as when a tab closes), with
    its session storage emptied (the next load is a first one: ``FRESH``), its scripts,
    colours and moves forgotten, and waits for the context's next phone; any other is
    closed."""
    scripts = SCRIPTS.pop(page, ())
    OWN_MOVE.pop(page, None)
    parked = PARKED.get(page.context)
    if parked is None or page.is_closed():
        page.close()
        return
    try:
        for script in scripts:
            script.close()
        page.goto(urljoin(page.url, "/favicon.png"))
        page.evaluate("sessionStorage.clear()")
        page.emulate_media(color_scheme="null")
    except PlaywrightError:
        page.close()
        return
    parked.append(page)


def stored(key: str, text: str) -> str:
    """An init script that puts ``text`` into the app's browser storage under ``key``,
    as Flutter's SharedPreferences keeps a string (JSON-encoded, prefixed "flutter.")."""
    return f"localStorage.setItem({json.dumps('flutter.' + key)}, {json.dumps(json.dumps(text))});"


def open_saved(browser: Browser, server: Server, client: str, session, **app) -> Page:
    """A phone (``client``) whose running game is ``session`` (a ``GameSession``), saved
    before the app opens, continued from the home screen: one boot (``app``:
    :func:`open_app`'s options; ``init`` is added to)."""
    saved = session.to_saved()
    save_game(open_db(server.data_dir / DB_NAME).db, client, session.game, saved)
    init = app.pop("init", "") + stored(CLIENT_KEY, client)
    page = open_app(browser, server.url, init=init, **app)
    by_id(page, f"continue-{session.game}").get_by_role("button").first.click()  # (any language)
    return page


def settings_init(**settings) -> str:
    """An init script that starts the app with these settings; every game's first steps
    count as seen unless ``coached`` says otherwise (a test of the first steps), and
    typed names stay typed unless ``remember_players`` says otherwise (the app of a
    session is shared: a test's typed names must not join the next test's players)."""
    settings.setdefault("coached", list(PACKAGES))
    settings.setdefault("remember_players", False)
    return stored(SETTINGS_KEY, json.dumps(settings))


SEEN = f"if (!localStorage.getItem('flutter.{SETTINGS_KEY}')) {{{settings_init()}}}"
"""An init script for a browser without settings: every game's first steps count as
seen and typed names stay typed (a test's own settings, set after it, decide otherwise)."""


FAST = settings_init(language="en", bot_speed="fast")
"""English, computer moves at the fast speed (the shortest pause the app offers)."""
QUICK = settings_init(language="en", bot_speed="fast", reduce_motion=True)
"""As ``FAST``, with motion reduced (a person's setting): for the tests that play a game
through to its end, where Chromium's software drawing of every animation frame cost a
third of a whole deal's CPU time. Tests of what a screen looks like as it arrives (the
first frame after a reload or a hand-over, a screenshot) keep the motion."""


def enable_semantics(page: Page, timeout: float = 60_000) -> None:
    """Switch Flutter's semantics tree on (once per page load) and wait for content. The
    switch is tapped again while no content comes: under load, a page once lost its
    placeholder before the tap reached it and waited for it in vain."""
    placeholder = page.locator("flt-semantics-placeholder")
    content = page.locator("flt-semantics[flt-semantics-identifier]").first
    placeholder.wait_for(state="attached", timeout=timeout)
    deadline = time.monotonic() + timeout / 1000
    while True:
        with suppress(PlaywrightError):
            placeholder.dispatch_event("click", timeout=2_000)
        try:
            content.wait_for(timeout=3_000)
            return
        except PlaywrightError:
            if time.monotonic() > deadline:
                raise


LISTENS = """(() => {
  const look = () => {
    const placeholder = document.querySelector("flt-semantics-placeholder");
    if (placeholder && !placeholder.dataset.tapped) {
      placeholder.dataset.tapped = "1";
      placeholder.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true }));
    }
    const host = document.querySelector("flt-semantics-host");
    const words = host ? host.innerText.trim() : "";
    if (words) {
      window.__firstWords = words;
      watch.disconnect();
    }
  };
  const watch = new MutationObserver(look);
  watch.observe(document, { childList: true, subtree: true, characterData: true });
})();"""
"""An init script that switches Flutter's semantics on the moment its placeholder comes and
keeps the first words the semantics tree shows (for :func:`first_words`): the page's own
reflex. Done from the test, a round trip late, the phone build's home screen had once
replaced its startup screen under load before the words were read."""


def first_words(page: Page, timeout: float = 180_000) -> str:
    """The first words a page opened with ``LISTENS`` showed (on a loading app: its
    startup screen's)."""
    words = page.wait_for_function("() => window.__firstWords", timeout=timeout)
    return words.json_value()


def by_id(page: Page, identifier: str):
    """The element a ``tagged(identifier, …)`` control became."""
    return page.locator(f'[flt-semantics-identifier="{identifier}"]')


CHANGED = """([since, least, most]) => new Promise((done) => {
  const fresh = !window.__changes;
  if (fresh) {
    window.__changes = { at: performance.now(), waiting: new Set() };
    new MutationObserver(() => {
      window.__changes.at = performance.now();
      for (const wake of window.__changes.waiting) wake();
    }).observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
  }
  const changes = window.__changes;
  const start = performance.now();
  const finish = () => {
    changes.waiting.delete(check);
    clearTimeout(timer);
    done(performance.now());
  };
  const check = () => {
    if ((fresh || changes.at > (since ?? -Infinity)) && performance.now() - start >= least) {
      finish();
    }
  };
  const timer = setTimeout(finish, most);
  changes.waiting.add(check);
  setTimeout(check, least);
})"""
"""Resolves (with the page's time) once the page's document has changed after ``since``
(the time the last wait resolved; null: ever; on a page new since then: at once) and
``least`` ms have passed, or after ``most`` ms."""


def until(page: Page, check: Callable[[], Any], seconds: float) -> bool:
    """Whether ``check()`` comes true within ``seconds``. Between two looks the page
    waits for its document to change (at least 30 ms, at most 250 ms): a look from
    here costs about 6 ms of CPU (this process, Playwright's driver and the browser), and
    looking every 50 ms cost a waiting test 12 % of a core; most waits are for a screen
    that stands still until the app's answer arrives."""
    deadline = time.monotonic() + seconds
    since = None
    while not check():
        if time.monotonic() > deadline:
            return False
        try:
            since = page.evaluate(CHANGED, [since, 30, 250])
        except PlaywrightError:
            since = None  # (the page went on to another document meanwhile)
    return True


def shown(locator: Locator, timeout: float = 15_000) -> None:
    """Wait until ``locator`` matches an element (``expect`` looks less and less often,
    up to once a second: a wait for the computer's move lost most of a second)."""
    if not until(locator.page, locator.count, timeout / 1000):
        raise AssertionError(f"not shown within {timeout:.0f} ms: {locator}")


def gone(locator: Locator, timeout: float = 15_000) -> None:
    """Wait until ``locator`` matches nothing."""
    if not until(locator.page, lambda: not locator.count(), timeout / 1000):
        raise AssertionError(f"still shown after {timeout:.0f} ms: {locator}")


OWN_MOVE: dict[Page, float] = {}
"""When each page showed the drawing after its person's latest move (``time.monotonic``)."""


def moved(page: Page) -> None:
    """The drawing after a move of this page's person is on screen now."""
    OWN_MOVE[page] = time.monotonic()


def hand_ready(page: Page) -> None:
    """Wait until a tap on the hand counts again: the app takes none on a hand that the
    person's own move laid out anew for a double tap's time after the move's drawing (unless
    a computer has played since: waiting then is only lost time). A fixed wait before every
    card cost this time on every turn."""
    since = time.monotonic() - OWN_MOVE.get(page, float("-inf"))
    if since < DOUBLE_TAP:
        page.wait_for_timeout((DOUBLE_TAP - since) * 1000)


def click_unless(target: Locator, instead: Locator, timeout: float = 5_000) -> bool:
    """Click ``target``, unless ``instead`` is shown first (the screen that replaces it, such
    as a round's result after the computer's move): False then. A click alone waits its
    whole timeout for a target that went with its screen."""
    deadline = time.monotonic() + timeout / 1000
    while True:
        if instead.count():
            return False
        try:
            target.click(timeout=500)
            return True
        except PlaywrightError:
            if time.monotonic() > deadline:
                raise


def answer(page: Page, button: str) -> None:
    """Tap ``button`` in the open dialog; the dialog must then close (once, a yes that drew
    a new screen left it open over that screen)."""
    dialog = page.get_by_role("alertdialog")
    dialog.get_by_role("button", name=button, exact=True).click()
    gone(dialog, timeout=10_000)


def hinted(box: Locator) -> bool:
    """True while the app's field is focused and empty: Flutter then names the field with
    its hint ("Name\ne.g. Anna"), from what the field holds, not the browser's input."""
    return "\n" in (box.get_attribute("aria-label") or "")


def focused(box: Locator) -> bool:
    """True while the browser's focus is on ``box``."""
    return box.evaluate("e => e === document.activeElement")


def type_into(page: Page, label: str, text: str) -> None:
    """Type into a Flutter name field (focus the semantics input; a click would blur it).

    The browser's input can hold what was typed while Flutter never saw it: focus taken
    while a new screen arrives can be lost again, and a focus given back then reaches an
    input that Flutter no longer listens to (the app then got "" or "Ann" for "Anna",
    about one try in twenty). So Flutter's own state is read through the field's hint,
    which it names only while the field is focused and empty: after clearing, the hint
    must show; after a first letter, it must go; only then is the text typed, and
    checked the same way. Otherwise the field is let go and focused again."""
    box = page.get_by_role("textbox", name=label)
    for _ in range(4):
        box.focus()
        page.keyboard.press("Control+A")
        page.keyboard.press("Backspace")
        listening = until(page, lambda: focused(box) and hinted(box), 1.5)
        page.keyboard.type("x")
        listening = listening and until(
            page, lambda: focused(box) and box.input_value().lower() == "x" and not hinted(box), 1.5
        )
        if listening:
            page.keyboard.press("Control+A")
            page.keyboard.type(text)
            typed = box.input_value().strip() == text.strip()  # (repeated spaces merge)
            if typed and focused(box) and not hinted(box):
                return
        box.evaluate("e => { e.value = ''; e.blur(); }")
        page.wait_for_timeout(300)  # a pace before trying again: a field that never listened
        # shows nothing to wait for (no assertion depends on it: the next try checks anew)
    pytest.fail(f"typing into {label!r} did not reach the app: {box.input_value()!r}")


def add_named(page: Page, name: str) -> None:
    """On the players screen: type ``name``, add it, and wait until it is listed."""
    type_into(page, "Name", name)
    by_id(page, "player-add").click()
    shown(by_id(page, f"player-{name.strip()}"), timeout=5_000)


def shot(page: Page, name: str) -> Path:
    """Save a screenshot once three in a row, 150 ms apart, agree (pixels follow the page
    a little later, and a screen's arrival is animated), or once the last five show two
    pictures taking turns (a text field's blinking cursor: the screen otherwise stands;
    waiting for three alike took the full five seconds).

    Only for the screens a person reviews: each costs at least a third of a second."""
    SHOTS.mkdir(exist_ok=True)
    path = SHOTS / f"{name}.png"
    looks = [page.screenshot()]
    for _ in range(33):
        page.wait_for_timeout(150)
        looks.append(page.screenshot())
        if (len(looks) >= 3 and len(set(looks[-3:])) == 1) or blinking(looks[-5:]):
            break
    path.write_bytes(looks[-1])
    return path


def standing_still(page: Page, clip: dict, timeout: float = 5_000) -> bytes:
    """A screenshot of ``clip`` once three looks in a row, 150 ms apart, agree: a part of
    the screen that moves (a card turning in, a fade) is judged where it comes to rest,
    not on its way (the last look, if it never stands still within ``timeout``)."""
    deadline = time.monotonic() + timeout / 1000
    looks = [page.screenshot(clip=clip)]
    while len(looks) < 3 or len(set(looks[-3:])) != 1:
        if time.monotonic() > deadline:
            break
        page.wait_for_timeout(150)
        looks.append(page.screenshot(clip=clip))
    return looks[-1]


def blinking(looks: list[bytes]) -> bool:
    """Five looks at the screen that show two pictures only, and went back to the first
    after the second (a screen that changed once and stands still does not)."""
    if len(looks) < 5 or len(set(looks)) != 2:
        return False
    changes = sum(a != b for a, b in zip(looks, looks[1:], strict=False))
    return changes >= 2


@pytest.fixture
def app(browser, server) -> Iterator[Page]:
    """The app on a phone-sized page, in English."""
    page = open_app(browser, server.url)
    yield page
    put_back(page)


PIXELS = """async ([png, arg]) => {
    const bytes = Uint8Array.from(atob(png), (c) => c.charCodeAt(0));
    const image = await createImageBitmap(new Blob([bytes], { type: "image/png" }));
    const canvas = new OffscreenCanvas(image.width, image.height);
    const context = canvas.getContext("2d");
    context.drawImage(image, 0, 0);
    const data = context.getImageData(0, 0, image.width, image.height).data;
    return (%s)(data, arg);
}"""


def pixels(page: Page, png: bytes, measure: str, arg: Any = None) -> Any:
    """``measure(data, arg)``: a JavaScript function over the RGBA bytes of a screenshot,
    decoded by the browser itself (what a person sees, not the semantics tree)."""
    return page.evaluate(PIXELS % measure, [base64.b64encode(png).decode(), arg])
