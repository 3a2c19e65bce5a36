"""``python -m app publish``: build the installable offline app, a static folder that
runs entirely in the phone's browser (Pyodide), with no network access.

The build stages the Python side (:mod:`app.publish.stage`), assembles the web folder
(:mod:`app.publish.web`), prints its size and, where Chromium is installed, the cold and
offline boot times (:mod:`app.publish.measure`).

The boot, in order: from the page's first paint a boot screen (``boot.html``) shows the
app's icon, its name and which step the start has reached, in the app's language, else
the device's. Python's worker starts at once beside the Flutter client (``early.js``),
unpacks ``app.zip`` (bytecode compiled at build time, :mod:`app.publish.bytecode`) and
imports only the home screen; the garbage collector stays off until the home screen is
sent (:func:`app.browser.main`); the games, the other screens and Flet's controls are
imported after it, a piece per turn of the event loop (:mod:`app.ui.warmup`). An offline
boot is mostly Pyodide loading and starting its interpreter (about 3 s beside Flutter's
2 s on a 2-core machine), then drawing the home screen (about 0.5 s, most of it creating
Flet's controls). ``tests/e2e/test_pwa_e2e.py`` checks the offline boot and the boot
screen's words.
"""

from __future__ import annotations

import argparse
import sys
import tempfile
from pathlib import Path

from app.paths import ROOT

DEFAULT_OUT = ROOT / "build" / "web"
MAX_MB = 45


def parse_args(argv: list[str]) -> argparse.Namespace:
    """``[--out DIR] [--base-url PATH] [--no-measure]``."""
    parser = argparse.ArgumentParser(
        prog="python -m app publish", description=__doc__.split("\n")[0]
    )
    parser.add_argument("--out", type=Path, default=DEFAULT_OUT, help="the folder to write")
    parser.add_argument(
        "--base-url", default="/", help="the path the folder is served under (default /)"
    )
    parser.add_argument(
        "--no-measure", action="store_true", help="skip measuring boot times in Chromium"
    )
    return parser.parse_args(argv)


def folder_mb(out: Path) -> float:
    """The folder's size in MB (10^6 bytes)."""
    return sum(p.stat().st_size for p in out.rglob("*") if p.is_file()) / 1e6


def build(out: Path, base_url: str = "/") -> float:
    """Build the folder ``out``; returns its size in MB."""
    from app.publish.stage import stage
    from app.publish.web import assemble

    with tempfile.TemporaryDirectory(prefix="kartenrunde-stage-") as tmp:
        assemble(stage(Path(tmp) / "stage"), out, base_url)
    return folder_mb(out)


def main(argv: list[str]) -> int:
    """Build, report the size, measure the boot times; 1 if the folder is too large."""
    args = parse_args(argv)
    out = args.out.resolve()
    size = build(out, args.base_url)
    count = sum(1 for p in out.rglob("*") if p.is_file())
    print(f"Built {out}: {size:.1f} MB in {count} files (limit {MAX_MB} MB)", flush=True)
    if not args.no_measure:
        from app.publish.measure import measure

        print(measure(out), flush=True)
    if size > MAX_MB:
        print(f"The folder is larger than {MAX_MB} MB.", file=sys.stderr)
        return 1
    return 0
