"""``python -m app.bench <game> [--deals N] [--json PATH]``: print figures, write JSON."""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

from app.bench import schnapsen

GAMES = {"schnapsen": schnapsen}


def main(argv: list[str] | None = None) -> int:
    """Run one game's benchmark."""
    parser = argparse.ArgumentParser(prog="python -m app.bench")
    parser.add_argument("game", choices=sorted(GAMES))
    parser.add_argument("--deals", type=int, default=400, help="seat-swapped deal pairs per match")
    parser.add_argument("--json", type=Path, default=None, help="also write the figures here")
    parser.add_argument("--workers", type=int, default=2, help="processes for the matches")
    args = parser.parse_args(sys.argv[1:] if argv is None else argv)
    report = GAMES[args.game].run(args.deals, args.workers)
    print(GAMES[args.game].table(report))
    if args.json:
        args.json.write_text(json.dumps(report, indent=2), encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
