"""``python -m app.bench server [--phones 1,5,10,20] [--taps N] [--pause LO HI] [--json PATH]``:
the web server under N phones at once.

For each N a fresh server (``python -m app`` on a free port, a new data folder) serves N
simulated phones (:mod:`app.bench.phone`: Flet's own protocol over the websocket, so no
browser shares the machine's cores), all in this one process. Each phone starts a
Schnapsen game against the computer and taps a playable card whenever it is its turn,
after a seeded human pause. Reported: the taps' handling times (click sent → the patch
that shows its effect, measured by the phone), the server's longest event-loop stall and
longest single callback, its longest garbage collection (:mod:`app.ui.probe`, inside
the server), its CPU share and memory, and the phones' own loop lag (to show the
client process is not what is slow) and the machine's load average (other processes
on its cores lengthen every wall-clock figure).
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import random
import socket
import subprocess
import sys
import tempfile
import time
from collections.abc import Awaitable
from pathlib import Path

from app.bench import Report
from app.bench.phone import Phone

PHONES = (1, 5, 10, 20)
TAPS = 15
"""Taps per phone."""
PAUSE = (0.5, 1.5)
"""A phone's pause before each tap, drawn evenly from this range (seconds)."""
STAGGER = 2.0
"""Seconds over which the phones connect."""
SETTLE = 1.0
"""Seconds to wait after the last tap for the server's probe to write its figures."""
TARGET = {"p95_ms": 150, "stall_ms": 250}
"""What N = 20 must keep to (issue 18)."""


def main(argv: list[str]) -> int:
    """Run the server benchmark from the command line."""
    parser = argparse.ArgumentParser(prog="python -m app.bench server")
    parser.add_argument("--phones", default=",".join(map(str, PHONES)), help="e.g. 1,5,10,20")
    parser.add_argument("--taps", type=int, default=TAPS, help="taps per phone")
    parser.add_argument("--pause", type=float, nargs=2, default=PAUSE, metavar=("LO", "HI"))
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--json", type=Path, default=None, help="also write the figures here")
    args = parser.parse_args(argv)
    counts = [int(n) for n in args.phones.split(",")]
    report = run(counts, args.taps, tuple(args.pause), args.seed)
    print(table(report))
    if args.json:
        args.json.write_text(json.dumps(report, indent=2), encoding="utf-8")
    return 0


def run(counts: list[int], taps: int, pause: tuple[float, float], seed: int) -> Report:
    """One fresh server per phone count; the figures of each."""
    levels = [asyncio.run(level(n, taps, pause, seed)) for n in counts]
    return {"taps_per_phone": taps, "pause_s": list(pause), "seed": seed, "levels": levels}


async def level(phones: int, taps: int, pause: tuple[float, float], seed: int) -> Report:
    """Serve ``phones`` phones from a fresh server and measure both sides."""
    with tempfile.TemporaryDirectory(prefix="kr-bench-") as tmp:
        folder = Path(tmp)
        port = free_port()
        probe = folder / "probe.json"
        log = (folder / "server.log").open("w")
        server = subprocess.Popen(
            [sys.executable, "-m", "app", "--port", str(port), "--data-dir", str(folder)],
            env={**os.environ, "KR_LOOP_PROBE": str(probe)},
            stdout=log,
            stderr=subprocess.STDOUT,
        )
        try:
            await until_listening(port)
            url = f"ws://127.0.0.1:{port}/ws"
            crowd = [Phone(url, random.Random(f"{seed}-{i}"), pause) for i in range(phones)]
            lag = LoopLag()
            lag_task = asyncio.create_task(lag.run())
            began, cpu = time.perf_counter(), cpu_seconds(server.pid)
            client_cpu = time.process_time()
            await asyncio.gather(
                *(later(STAGGER * i / phones, p.play(taps)) for i, p in enumerate(crowd))
            )
            wall = time.perf_counter() - began
            server_cpu = cpu_seconds(server.pid) - cpu
            client_cpu = time.process_time() - client_cpu
            lag_task.cancel()
            await asyncio.sleep(SETTLE)
            inside = json.loads(probe.read_text(encoding="utf-8"))
        finally:
            server.terminate()
            server.wait(timeout=15)
            log.close()
        logged = (folder / "server.log").read_text(encoding="utf-8", errors="replace")
    times = [t * 1000 for p in crowd for t in p.taps]
    return {
        "phones": phones,
        "taps": len(times),
        "median_ms": round(percentile(times, 50), 1),
        "p95_ms": round(percentile(times, 95), 1),
        "max_ms": round(max(times, default=0.0), 1),
        "stall_ms": inside["stall_ms"],
        "callback_ms": inside["callback_ms"],
        "callback_cpu_ms": inside["callback_cpu_ms"],
        "gc_ms": inside["gc_longest"]["ms"],
        "cpu_pct": round(100 * server_cpu / wall, 1),
        "rss_mb": inside["rss_mb"],
        "client_lag_ms": round(lag.longest_ms, 1),
        "client_cpu_pct": round(100 * client_cpu / wall, 1),
        "wall_s": round(wall, 1),
        "errors": [e for p in crowd for e in p.errors],
        "lost": [ident for p in crowd for ident in p.lost],
        "load_average": [round(x, 2) for x in os.getloadavg()],
        "server_tracebacks": logged.count("Traceback"),
        "server_log_tail": logged[-3000:] if "Traceback" in logged else "",
        "server": inside,
    }


def percentile(values: list[float], q: float) -> float:
    """The ``q``-th percentile (0–100), interpolated between the closest ranks; 0 if empty."""
    if not values:
        return 0.0
    ordered = sorted(values)
    rank = (len(ordered) - 1) * q / 100
    low = int(rank)
    high = min(low + 1, len(ordered) - 1)
    return ordered[low] + (ordered[high] - ordered[low]) * (rank - low)


def table(report: Report) -> str:
    """The figures as a Markdown table (for the README)."""
    lines = [
        f"{report['taps_per_phone']} taps per phone, {report['pause_s'][0]}–"
        f"{report['pause_s'][1]} s between taps; times in ms",
        "",
        "| phones | taps | median | p95 | max | longest stall | longest callback (CPU) "
        "| longest GC | server CPU | server RSS | client lag | lost taps "
        "| errors (phones/server) | machine load |",
        "|---|---|---|---|---|---|---|---|---|---|---|---|---|---|",
    ]
    for lv in report["levels"]:
        lines.append(
            f"| {lv['phones']} | {lv['taps']} | {lv['median_ms']:.0f} | {lv['p95_ms']:.0f} "
            f"| {lv['max_ms']:.0f} | {lv['stall_ms']:.0f} "
            f"| {lv['callback_ms']:.0f} ({lv['callback_cpu_ms']:.0f}) "
            f"| {lv['gc_ms']:.0f} | {lv['cpu_pct']:.0f} % | {lv['rss_mb']:.0f} MB "
            f"| {lv['client_lag_ms']:.0f} | {len(lv['lost'])} "
            f"| {len(lv['errors'])}/{lv['server_tracebacks']} | {lv['load_average'][0]:.1f} |"
        )
    return "\n".join(lines)


class LoopLag:
    """How late a 10 ms timer wakes in the phones' own process, at worst."""

    def __init__(self) -> None:
        self.longest_ms = 0.0

    async def run(self) -> None:
        """Measure until cancelled."""
        while True:
            began = time.perf_counter()
            await asyncio.sleep(0.01)
            late = (time.perf_counter() - began - 0.01) * 1000
            self.longest_ms = max(self.longest_ms, late)


async def later(delay: float, work: Awaitable[object]) -> None:
    """Await ``work`` after ``delay`` seconds."""
    await asyncio.sleep(delay)
    await work


async def until_listening(port: int, timeout: float = 60.0) -> None:
    """Wait until something accepts connections on ``port``."""
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        try:
            _, writer = await asyncio.open_connection("127.0.0.1", port)
        except OSError:
            await asyncio.sleep(0.1)
            continue
        writer.close()
        return
    raise TimeoutError(f"the server did not listen on port {port}")


def free_port() -> int:
    """A TCP port nothing listens on now."""
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def cpu_seconds(pid: int) -> float:
    """A process's CPU time so far (user + system; Linux's /proc, else 0)."""
    try:
        fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    except OSError:
        return 0.0
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")
