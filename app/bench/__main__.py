"""``python -m app.bench <game> [--deals N | --games N] [--json PATH]``: print figures, write
JSON; ``python -m app.bench server …`` measures the web server under load instead
(:mod:`app.bench.server`); ``python -m app.bench snap --browser …`` times Snap in Chromium
(:mod:`app.bench.snap_screen`); ``python -m app.bench records …`` times the record book's
queries and the statistics screen on a generated household (:mod:`app.bench.records`);
``python -m app.bench replays …`` times opening long games' replays (:mod:`app.bench.replays`).
Every game with computer levels has a benchmark module ``app.bench.<id>`` (``run``,
``table``, ``DEFAULT_COUNT``): Schnapsen counts seat-swapped deal pairs per match,
Snorkeling games per match."""

from __future__ import annotations

import argparse
import importlib
import json
import sys
from pathlib import Path

from app.games import GAMES

BENCHED = sorted(g.id for g in GAMES.values() if g.levels)


def main(argv: list[str] | None = None) -> int:
    """Run one game's benchmark, or the server's."""
    argv = sys.argv[1:] if argv is None else argv
    if argv[:1] == ["server"]:
        from app.bench import server

        return server.main(argv[1:])
    if argv[:1] == ["records"]:
        from app.bench import records

        return records.main(argv[1:])
    if argv[:1] == ["replays"]:
        from app.bench import replays

        return replays.main(argv[1:])
    if argv[:1] == ["snap"] and "--browser" in argv:
        from app.bench import snap_screen

        return snap_screen.main(argv[1:])
    parser = argparse.ArgumentParser(prog="python -m app.bench")
    parser.add_argument("game", choices=BENCHED)
    parser.add_argument(
        "--deals", "--games", dest="count", type=int, default=None, help="per match"
    )
    parser.add_argument("--json", type=Path, default=None, help="also write the figures here")
    parser.add_argument("--workers", type=int, default=2, help="processes for the matches")
    args = parser.parse_args(argv)
    module = importlib.import_module(f"app.bench.{args.game}")
    report = module.run(args.count or module.DEFAULT_COUNT, args.workers)
    print(module.table(report))
    if args.json:
        args.json.write_text(json.dumps(report, indent=2), encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
