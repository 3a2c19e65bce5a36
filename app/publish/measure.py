"""Serving the built folder on loopback and timing how long the app takes to boot in
Chromium: cold (empty cache) and offline (server stopped, from the service worker), step
by step, and how long the first tap on a game's tile takes to show its setup.

The steps are the boot screen's (``app/publish/early.js`` logs each with its time since
the page began): ``python`` (Python's worker started), ``unpacked`` (Pyodide loaded, the
app's archive unpacked), ``imported`` (the app imported), ``connected`` (Flet's
handshake), ``shown`` (the home screen sent); ``home`` is when the browser shows it.
"""

from __future__ import annotations

import functools
import re
import tempfile
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from http.server import SimpleHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

CHROMIUM = Path("/usr/bin/chromium")
READY = '[flt-semantics-identifier="tile-schnapsen"]'
"""A home-screen tile: once it is there, the Python side has drawn the app."""
SETUP = '[flt-semantics-identifier="setup-start"]'
"""The setup's start button: the screen a tile's tap opens is there."""
STEPS = ("python", "unpacked", "imported", "connected", "shown", "home")
STEP_LINE = re.compile(r"kartenrunde-boot ([\w-]+) (\d+)")
BOOT_TIMEOUT_MS = 180_000


class Handler(SimpleHTTPRequestHandler):
    """Static files with the types Pyodide needs, quietly."""

    extensions_map = {
        **SimpleHTTPRequestHandler.extensions_map,
        ".mjs": "text/javascript",
        ".js": "text/javascript",
        ".wasm": "application/wasm",
        ".json": "application/json",
    }

    def log_message(self, format: str, *args) -> None:  # noqa: A002 - the base's name
        """No log line per request."""


@dataclass
class Site:
    """A folder served on loopback until :meth:`stop`."""

    url: str
    server: ThreadingHTTPServer

    def stop(self) -> None:
        """Stop answering (the browser is offline from then on)."""
        self.server.shutdown()
        self.server.server_close()


@contextmanager
def served(folder: Path) -> Iterator[Site]:
    """Serve ``folder`` at ``http://127.0.0.1:<free port>/`` for the ``with`` block."""
    handler = functools.partial(Handler, directory=str(folder))
    server = ThreadingHTTPServer(("127.0.0.1", 0), handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    site = Site(f"http://127.0.0.1:{server.server_address[1]}/", server)
    try:
        yield site
    finally:
        if site.server.socket.fileno() != -1:
            site.stop()


def loopback_only(route) -> None:
    """Let loopback requests through and abort every other (the app must not need them)."""
    url = route.request.url
    if url.startswith(("http://127.0.0.1", "http://localhost")):
        route.continue_()
    else:
        route.abort()


def boot(page, url: str) -> float:
    """Open ``url`` and return the seconds until the home screen is drawn."""
    began = time.perf_counter()
    page.goto(url)
    placeholder = page.locator("flt-semantics-placeholder")
    placeholder.wait_for(state="attached", timeout=BOOT_TIMEOUT_MS)
    placeholder.dispatch_event("click")
    page.locator(READY).wait_for(timeout=BOOT_TIMEOUT_MS)
    return time.perf_counter() - began


@dataclass
class Boot:
    """One boot: when each step was reached (seconds since the page began), and the
    first tap on a tile until its setup showed."""

    steps: dict[str, float] = field(default_factory=dict)
    tap: float = 0.0

    def row(self, name: str) -> str:
        """The boot as a table row (``-`` for a step not seen)."""
        cells = [f"{self.steps[s]:.1f}" if s in self.steps else "-" for s in STEPS]
        return f"| {name} | " + " | ".join(cells) + f" | {self.tap:.2f} |"


def timed_boot(page, url: str) -> Boot:
    """Boot the app at ``url`` in ``page``, noting each step; then tap the Schnapsen
    tile and time its setup."""
    boot_ = Boot()

    def noted(message) -> None:
        if found := STEP_LINE.search(message.text):
            boot_.steps.setdefault(found.group(1), int(found.group(2)) / 1000)

    page.on("console", noted)
    boot(page, url)
    boot_.steps["home"] = page.evaluate("performance.now()") / 1000
    began = time.perf_counter()
    page.locator(READY).click()
    page.locator(SETUP).wait_for(timeout=BOOT_TIMEOUT_MS)
    boot_.tap = time.perf_counter() - began
    return boot_


def measure(out: Path) -> str:
    """The cold and offline boots of the build in ``out``, step by step, as a table."""
    if not CHROMIUM.exists():
        return "Boot times not measured: /usr/bin/chromium is not installed."
    try:
        from playwright.sync_api import sync_playwright
    except ImportError:
        return "Boot times not measured: playwright is not installed (pip install -e .[test])."
    with (
        served(out) as site,
        tempfile.TemporaryDirectory() as profile,
        sync_playwright() as pw,
    ):
        context = pw.chromium.launch_persistent_context(
            profile, executable_path=str(CHROMIUM), headless=True
        )
        context.route("**/*", loopback_only)
        page = context.new_page()
        cold = timed_boot(page, site.url)
        page.evaluate("navigator.serviceWorker.ready")
        page.wait_for_function("navigator.serviceWorker.controller !== null", timeout=60_000)
        site.stop()
        offline = timed_boot(context.new_page(), site.url)
        context.close()
    head = "| boot | " + " | ".join(STEPS) + " | first tap → setup |"
    rule = "|" + "---|" * (len(STEPS) + 2)
    lines = ["Boot in headless Chromium on this machine (seconds since the page began):"]
    return "\n".join([*lines, head, rule, cold.row("cold"), offline.row("offline")])
