"""``python -m app.bench <game> [--deals N | --games N] [--json PATH]``: print figures, write
JSON; ``python -m app.bench server …`` measures the web server under load instead
(:mod:`app.bench.server`); ``python -m app.bench snap --browser …`` times Snap in Chromium
(:mod:`app.bench.snap_screen`); ``python -m app.bench records …`` times the record book's
queries and the statistics screen on a generated household (:mod:`app.bench.records`);
``python -m app.bench replays …`` times opening long games' replays (:mod:`app.bench.replays`);
``python -m app.bench all [--markdown PATH]`` runs every game's benchmark, the record
book's and the replays', and writes them with the machine and date into one results file
(``app/bench/RESULTS.md``).

A game's benchmark is the module its descriptor names (:attr:`app.games.game.Game.bench`:
``run``, ``table``, ``DEFAULT_COUNT``): Schnapsen counts seat-swapped deal pairs per
match, the other games games per match."""

from __future__ import annotations

import argparse
import json
import os
import platform
import sys
from collections.abc import Callable
from datetime import datetime
from functools import partial
from importlib import import_module
from pathlib import Path
from typing import TypeVar

from app.games import GAMES

R = TypeVar("R")


def benched() -> dict[str, str]:
    """Each benchmark module by its game's id, for the games that name one."""
    return {g.id: g.bench for g in GAMES.values() if g.bench is not None}


def main(argv: list[str] | None = None) -> int:
    """Run one game's benchmark, the server's, the record book's, the replays' or all."""
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
    if argv[:1] == ["all"]:
        return every(argv[1:])
    if argv[:1] == ["snap"] and "--browser" in argv:
        from app.bench import snap_screen

        return snap_screen.main(argv[1:])
    modules = benched()
    parser = argparse.ArgumentParser(prog="python -m app.bench")
    parser.add_argument("game", choices=sorted(modules))
    parser.add_argument(
        "--deals", "--games", dest="count", type=int, default=None, help="per match"
    )
    parser.add_argument("--json", type=Path, default=None, help="also write the figures here")
    parser.add_argument("--workers", type=int, default=2, help="processes for the matches")
    args = parser.parse_args(argv)
    module = import_module(modules[args.game])
    report = module.run(args.count or module.DEFAULT_COUNT, args.workers)
    print(module.table(report))
    if args.json:
        args.json.write_text(json.dumps(report, indent=2), encoding="utf-8")
    return 0


def every(argv: list[str]) -> int:
    """Every game's benchmark, then the record book's and the replays': each table
    printed as it is done, and with ``--markdown`` all of them in one results file."""
    parser = argparse.ArgumentParser(prog="python -m app.bench all")
    parser.add_argument("--markdown", type=Path, default=None, help="write the results here")
    parser.add_argument("--json", type=Path, default=None, help="also write the figures here")
    parser.add_argument("--count", type=int, default=None, help="per match (each game's own)")
    parser.add_argument("--workers", type=int, default=2, help="processes for the matches")
    parser.add_argument("--players", type=int, default=None, help="in the record book")
    parser.add_argument("--records", type=int, default=None, help="games in the record book")
    parser.add_argument("--repeats", type=int, default=None, help="runs per timed figure")
    args = parser.parse_args(argv)
    from app.bench import records, replays

    parts: list[tuple[str, Callable[[], tuple[object, str]]]] = []
    for game, name in benched().items():
        module = import_module(name)
        count = args.count or module.DEFAULT_COUNT
        parts.append(
            (game, partial(measured, partial(module.run, count, args.workers), module.table))
        )
    repeats = {"repeats": args.repeats} if args.repeats else {}
    book = {
        "players": args.players or records.DEFAULT_PLAYERS,
        "games": args.records or records.DEFAULT_GAMES,
        **repeats,
    }
    parts.append(("records", partial(measured, lambda: records.run(**book), records.table)))
    parts.append(("replays", partial(measured, lambda: replays.run(**repeats), replays.table)))
    reports: dict[str, object] = {}
    sections = []
    for title, part in parts:
        reports[title], text = part()
        sections.append(f"## {title}\n\n{text}")
        print(sections[-1], end="\n\n", flush=True)
    if args.markdown:
        text = "\n\n".join([header(["all", *argv]), *sections]) + "\n"
        args.markdown.write_text(text, encoding="utf-8")
    if args.json:
        args.json.write_text(json.dumps(reports, indent=2), encoding="utf-8")
    return 0


def measured(run: Callable[[], R], table: Callable[[R], str]) -> tuple[R, str]:
    """What ``run`` measured, and the table that shows it."""
    report = run()
    return report, table(report)


def header(argv: list[str]) -> str:
    """The results file's title, the command that wrote it (``argv``: its arguments) and
    where and when they were measured."""
    return "\n".join(
        [
            "# Benchmark results",
            "",
            f"Written by `python -m app.bench {' '.join(argv)}`.",
            "",
            f"- Machine: {platform.platform()}, {platform.machine()}, {os.cpu_count()} CPUs",
            f"- CPU: {cpu_model()}",
            f"- Python: {platform.python_implementation()} {platform.python_version()}",
            f"- Date: {datetime.now().astimezone().isoformat(timespec='minutes')}",
        ]
    )


def cpu_model(path: Path = Path("/proc/cpuinfo")) -> str:
    """The processor's model name as the system reports it ("unknown" if unreadable)."""
    try:
        text = path.read_text(encoding="utf-8")
    except OSError:
        return platform.processor() or "unknown"
    for line in text.splitlines():
        key, _, value = line.partition(":")
        if key.strip() == "model name" and value.strip():
            return value.strip()
    return platform.processor() or "unknown"


if __name__ == "__main__":
    sys.exit(main())
