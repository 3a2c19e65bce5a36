"""``python -m app publish``: build the installable offline app, a static folder that
runs entirely in the phone's browser (Pyodide), with no network access.

The build stages the Python side (:mod:`app.publish.stage`), assembles the web folder
(:mod:`app.publish.web`), prints its size and, where Chromium is installed, the cold and
offline boot times (:mod:`app.publish.measure`).
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
