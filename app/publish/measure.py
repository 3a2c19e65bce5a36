"""Serving the built folder on loopback and timing how long the app takes to boot in
Chromium: cold (empty cache) and offline (server stopped, from the service worker)."""

from __future__ import annotations

import functools
import tempfile
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from http.server import SimpleHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

CHROMIUM = Path("/usr/bin/chromium")
READY = '[flt-semantics-identifier="tile-schnapsen"]'
"""A home-screen tile: once it is there, the Python side has drawn the app."""
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


def measure(out: Path) -> str:
    """The cold and offline boot times of the build in ``out``, as one line."""
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
        cold = boot(page, site.url)
        page.evaluate("navigator.serviceWorker.ready")
        page.wait_for_function("navigator.serviceWorker.controller !== null", timeout=60_000)
        site.stop()
        offline = boot(context.new_page(), site.url)
        context.close()
    return f"Boot in Chromium on this machine: cold {cold:.1f} s, offline {offline:.1f} s"
