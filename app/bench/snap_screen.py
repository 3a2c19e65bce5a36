"""``python -m app.bench snap --browser [--samples N] [--parts …] [--json PATH]``: Snap in
Chromium, timed from the browser's side.

- **Call to screen** (server mode, then the ``publish`` build): a 2-person game where
  each player taps their own deck, set up on the setup screen; Turn is tapped until the
  two top cards match, then a real touch (CDP ``Input.dispatchTouchEvent``) lands on a
  zone (Anna's and Béla's in turn, so neither wins every card). In the page a capturing
  ``touchstart`` listener keeps the touch's ``event.timeStamp`` and a
  ``MutationObserver`` on the semantics tree the ``performance.now()`` (the same
  clock) at which the caller's zone first shows "Called!" and at which it first shows
  the won snap ("Anna snaps …", the piles gone from the tops). Between two people the
  verdict waits for the tie window (``verdict_at`` in ``app/games/snap/referee.py``,
  with the table's margins in ``app/ui/screens/snap/timers.py``), so both are reported.
- **Against a computer** (same build): Anna alone against a strong computer; nobody can
  tie her touch, so its verdict comes at once (a snap the computer wins is not counted).
- **Six at the fast tempo** (server mode, Settings → Diagnostics on): one person and
  five computers play for ``PLAY_S`` seconds; then the longest callback the app measured
  (the settings' "Longest pause") is read, with the most CPU one callback took (the
  app's own work; the rest of a long pause is other programs, here mostly Chromium
  drawing on the same two cores). The watch is switched off and on in the settings just
  before the game resumes, so it covers the game, not the boot. ``GAMES`` games are
  played, a row each.

Playwright is a test extra (``pip install -e '.[test]'``); the browser is Debian's
``/usr/bin/chromium``.
"""

from __future__ import annotations

import argparse
import json
import os
import re
import subprocess
import sys
import tempfile
import time
import urllib.request
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import TYPE_CHECKING

from app.bench import Report
from app.bench.server import free_port, percentile
from app.publish.measure import CHROMIUM, boot, loopback_only, served

if TYPE_CHECKING:
    from playwright.sync_api import Browser, Locator, Page, ViewportSize

PARTS = ("server", "publish", "six")
SAMPLES = 30
"""Touches per mode."""
PLAY_S = 30.0
"""Seconds the six-seat game runs."""
GAMES = 3
"""Six-seat games played (each is a row: how busy the machine is varies)."""
TARGET = {"median_ms": 100, "p95_ms": 150, "callback_ms": 50}
"""What issue 20 asks for."""
PHONE: ViewportSize = {"width": 412, "height": 915}
TABLET: ViewportSize = {"width": 800, "height": 1280}
SETTINGS_KEY = "kr.settings"
"""Where the app keeps its settings in the browser (``app/ui/shell.py``)."""
NAMES = ("Anna", "Béla")
TURNS = 80
"""Turned cards tried for a pair before a new game is dealt."""
LEVELS = ("strong", "normal", "easy", "strong", "normal")
"""The computers of the six-seat game (seats 2–6)."""

PROBE = """() => {
  const q = (id) => document.querySelector(`[flt-semantics-identifier="${id}"]`);
  const text = (el) => el ? `${el.textContent} ${el.getAttribute("aria-label") || ""}` : "";
  const kr = (window.__kr = { armed: false, touch: null, called: null, snapped: null });
  kr.arm = (seat, name) => {
    Object.assign(kr, { armed: true, seat, name, touch: null, called: null, snapped: null,
      moved: null });
    kr.top = text(q(`top-${seat}`));
  };
  const check = () => {
    if (!kr.armed || kr.touch === null) return;
    const now = performance.now();
    if (kr.called === null && q(`called-${kr.seat}`)) kr.called = now;
    const status = text(q(kr.seat ? `snap-status-${kr.seat}` : "snap-status"));
    const moved = text(q(`top-${kr.seat}`)) !== kr.top;
    if (kr.moved === null && moved) kr.moved = now;
    if (kr.snapped === null && status.includes(`${kr.name} snaps`) && moved) kr.snapped = now;
  };
  window.addEventListener("touchstart", (e) => {
    if (kr.armed && kr.touch === null) kr.touch = e.timeStamp;
  }, { capture: true, passive: true });
  new MutationObserver(check).observe(document.querySelector("flt-semantics-host"),
    { subtree: true, childList: true, characterData: true, attributes: true });
}"""
"""Installs the touch listener and the observer (``window.__kr``)."""
TOPS = """([a, b]) => ["top-0", "top-1"].map((t) => document.querySelector(
  `[flt-semantics-identifier="${t}"]`).innerText).join() !== [a, b].join()"""
"""True once either face-up top differs from ``[a, b]``."""


def parse(argv: list[str]) -> argparse.Namespace:
    """The command line (after ``snap``)."""
    parser = argparse.ArgumentParser(prog="python -m app.bench snap --browser")
    parser.add_argument("--browser", action="store_true", required=True)
    parser.add_argument("--samples", type=int, default=SAMPLES, help="touches per mode")
    parser.add_argument(
        "--parts", default=",".join(PARTS), help="which of server,publish,six (comma-separated)"
    )
    parser.add_argument("--play", type=float, default=PLAY_S, help="seconds of the six-seat game")
    parser.add_argument("--games", type=int, default=GAMES, help="six-seat games played")
    parser.add_argument("--json", type=Path, default=None, help="also write the figures here")
    args = parser.parse_args(argv)
    args.parts = [p.strip() for p in args.parts.split(",") if p.strip()]
    unknown = sorted(set(args.parts) - set(PARTS))
    if unknown or args.samples < 1 or args.games < 1:
        parser.error(
            f"unknown parts {unknown}" if unknown else "--samples and --games must be at least 1"
        )
    return args


def main(argv: list[str]) -> int:
    """Run the browser benchmark from the command line."""
    args = parse(argv)
    if not CHROMIUM.exists():
        print(f"Not measured: {CHROMIUM} is not installed (Debian's chromium package).")
        return 2
    try:
        from playwright.sync_api import sync_playwright
    except ImportError:
        print(
            "Not measured: playwright is missing; install the test extra: pip install -e '.[test]'"
        )
        return 2
    with sync_playwright() as pw:
        browser = pw.chromium.launch(executable_path=str(CHROMIUM), headless=True)
        report = run(browser, args.parts, args.samples, args.play, args.games)
        browser.close()
    print(table(report))
    if args.json:
        args.json.write_text(json.dumps(report, indent=2), encoding="utf-8")
    return 0


def run(browser: Browser, parts: list[str], samples: int, play: float, games: int) -> Report:
    """The figures of the chosen parts, as a JSON-ready dict."""
    report: Report = {"samples": samples, "target": TARGET}
    if "server" in parts or "six" in parts:
        with app_server() as url:
            if "server" in parts:
                report["server"] = latencies(browser, url, samples)
            if "six" in parts:
                report["six"] = [six_players(browser, url, play) for _ in range(games)]
    if "publish" in parts:
        from app.publish import build

        with tempfile.TemporaryDirectory(prefix="kr-bench-web-") as tmp:
            began = time.perf_counter()
            build(Path(tmp) / "web")
            built = time.perf_counter() - began
            with served(Path(tmp) / "web") as site:
                report["publish"] = latencies(browser, site.url, samples)
            report["publish"]["build_s"] = round(built, 1)
    report["load_average"] = [round(x, 2) for x in os.getloadavg()]
    return report


@contextmanager
def app_server() -> Iterator[str]:
    """``python -m app`` on a free port with a new data folder; its address."""
    with tempfile.TemporaryDirectory(prefix="kr-bench-") as tmp:
        port = free_port()
        env = {**os.environ, "FLET_WEB_RENDERER": "skwasm", "PYTHONUNBUFFERED": "1"}
        with (Path(tmp) / "server.log").open("w") as log:
            proc = subprocess.Popen(
                [sys.executable, "-m", "app", "--port", str(port), "--data-dir", tmp],
                env=env,
                stdout=log,
                stderr=subprocess.STDOUT,
            )
            url = f"http://127.0.0.1:{port}/"
            try:
                answering(url, proc)
                yield url
            finally:
                proc.terminate()
                proc.wait(timeout=15)


def answering(url: str, proc: subprocess.Popen, timeout: float = 60.0) -> None:
    """Wait until the app at ``url`` answers."""
    deadline = time.monotonic() + timeout
    while True:
        try:
            urllib.request.urlopen(url, timeout=1)
            return
        except OSError:
            if time.monotonic() > deadline or proc.poll() is not None:
                raise RuntimeError(f"the app did not start at {url}") from None
            time.sleep(0.2)


def settings_script(**settings: str | bool) -> str:
    """An init script that starts the app with these settings (Flutter's SharedPreferences
    keeps a string JSON-encoded under a "flutter." prefix; then as a JavaScript literal)."""
    value = json.dumps(json.dumps(json.dumps(settings)))
    return f"localStorage.setItem({json.dumps('flutter.' + SETTINGS_KEY)}, {value});"


def open_page(browser: Browser, url: str, viewport: ViewportSize, **settings: str | bool) -> Page:
    """A fresh touch-screen context on the app (only its own origin reachable), booted to
    the home screen with the semantics tree on."""
    context = browser.new_context(viewport=viewport, has_touch=True, locale="en-GB")
    context.add_init_script(settings_script(language="en", **settings))
    context.route("**/*", loopback_only)
    page = context.new_page()
    boot(page, url)
    return page


def by_id(page: Page, ident: str) -> Locator:
    """The semantics element of a ``tagged(ident, …)`` control."""
    return page.locator(f'[flt-semantics-identifier="{ident}"]')


def type_name(page: Page, label: str, text: str) -> None:
    """Type into a Flutter text field once Flutter has taken the focus (it then switches
    the input's autocorrect on; keys before that are lost)."""
    box = page.get_by_role("textbox", name=label)
    for _ in range(3):
        box.focus()
        page.wait_for_function(
            "(e) => e.getAttribute('autocorrect') === 'on'", arg=box.element_handle()
        )
        page.keyboard.press("Control+A")
        page.keyboard.type(text)
        if box.input_value().strip() == text:
            return
    raise RuntimeError(f"typing into {label!r} failed")


def seat_kind(page: Page, number: int, option: str) -> None:
    """Switch seat ``number`` (from 1) to ``option`` ("Person", "Computer: Strong")."""
    page.get_by_role("button", name=f"Player {number}: a person or a computer").click()
    page.get_by_role("button", name=option, exact=True).click()


def start(page: Page, tempo: str) -> None:
    """Pick the tempo, deal, and wait for the table (a saved game is replaced)."""
    radio = page.get_by_role("radio", name=tempo)
    radio.click()
    page.wait_for_function(
        "(e) => e.getAttribute('aria-checked') === 'true'", arg=radio.element_handle()
    )
    by_id(page, "setup-start").click()
    replace = page.get_by_role("alertdialog").get_by_role("button", name="Start", exact=True)
    zone = by_id(page, "zone-0")
    zone.or_(replace).first.wait_for(timeout=30_000)
    if replace.count():
        replace.click()
    zone.wait_for(timeout=30_000)


def new_game(page: Page, first: bool, rival: str) -> None:
    """A new 2-seat game where each taps their own deck, Anna against ``rival`` ("Person":
    Béla; or "Computer: Strong"); the setup remembers the last."""
    if not first:
        by_id(page, "table-back").click()
    by_id(page, "tile-snap").click()
    if first:
        type_name(page, "Player 1", NAMES[0])
        seat_kind(page, 2, rival)
        if rival == "Person":
            type_name(page, "Player 2", NAMES[1])
    start(page, "Each player taps their own deck")


def rank(page: Page, seat: int) -> str:
    """The rank of a seat's face-up top card as a screen reader says it ("" if none)."""
    top = by_id(page, f"top-{seat}")
    card = top.inner_text() if top.count() else ""
    return card.split(" of ")[0] if " of " in card else ""


def pair(page: Page, timeout: float = 120.0) -> bool:
    """Tap Turn until the two tops match; False if the game ended or no pair came. A
    computer turns by itself (also while the person has no cards left to turn), so the
    tops are looked at before each tap and while no Turn button shows."""
    turns = page.locator('[flt-semantics-identifier^="turn-"]')
    over = by_id(page, "game-result")
    end = time.monotonic() + timeout
    for _ in range(TURNS):
        while not turns.count():
            if over.count() or time.monotonic() > end:
                return False
            if matched(page):
                return True
            page.wait_for_timeout(20)
        if matched(page):
            return True
        before = [by_id(page, f"top-{s}").inner_text() for s in (0, 1)]
        turns.first.click()
        changed(page, before)
    return False


def matched(page: Page) -> bool:
    """True if the two face-up tops show the same rank."""
    tops = rank(page, 0), rank(page, 1)
    return bool(tops[0]) and tops[0] == tops[1]


def changed(page: Page, before: list[str], timeout: float = 5.0) -> bool:
    """Wait until a face-up top differs from ``before``; False if none did (a tap lost
    while the table was drawn anew: the caller taps again)."""
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        if page.evaluate(TOPS, before):
            return True
        page.wait_for_timeout(20)
    return False


def touch(page: Page, seat: int) -> None:
    """One finger down on the seat's zone, then up (Chromium's touch emulation)."""
    box = by_id(page, f"zone-{seat}").bounding_box()
    assert box is not None, f"zone {seat} is not on the screen"
    point = {"x": box["x"] + box["width"] / 2, "y": box["y"] + box["height"] / 2, "id": 1}
    cdp = page.context.new_cdp_session(page)
    cdp.send("Input.dispatchTouchEvent", {"type": "touchStart", "touchPoints": [point]})
    cdp.send("Input.dispatchTouchEvent", {"type": "touchEnd", "touchPoints": []})
    cdp.detach()


def latencies(browser: Browser, url: str, samples: int) -> Report:
    """``samples`` snaps on a 2-person table at ``url`` (touch → "Called!" and touch → the
    winner's zone shows the snap, in ms), then ``samples`` snaps of Anna alone against a
    strong computer (touch → the snap)."""
    two = snaps(browser, url, samples, "Person")
    alone = snaps(browser, url, samples, "Computer: Strong")
    return {**two, "alone": alone["snapped"], "games": two["games"] + alone["games"]}


def snaps(browser: Browser, url: str, samples: int, rival: str) -> Report:
    """``samples`` snaps won on a new 2-seat table against ``rival``: Anna's and Béla's
    zones in turn, or Anna's alone against a computer (a pair the computer wins is
    skipped)."""
    page = open_page(browser, url, PHONE, bot_speed="fast")
    new_game(page, True, rival)
    page.evaluate(PROBE)
    people = 2 if rival == "Person" else 1
    called: list[float] = []
    snapped: list[float] = []
    games = 1
    while len(snapped) < samples:
        if not pair(page):
            new_game(page, False, rival)
            page.evaluate(PROBE)
            games += 1
            continue
        seat = len(snapped) % people
        page.evaluate("([s, n]) => window.__kr.arm(s, n)", [seat, NAMES[seat]])
        touch(page, seat)
        page.wait_for_function("() => window.__kr.moved !== null", timeout=15_000)
        page.wait_for_timeout(50)
        got = page.evaluate("() => window.__kr")
        if got["snapped"] is None:
            continue
        snapped.append(got["snapped"] - got["touch"])
        if got["called"] is not None:
            called.append(got["called"] - got["touch"])
    page.context.close()
    return {"games": games, "called": summary(called), "snapped": summary(snapped)}


def summary(values: list[float]) -> Report:
    """Count, median, p95 and max of ``values`` (ms), and the values themselves."""
    return {
        "n": len(values),
        "median_ms": round(percentile(values, 50), 1),
        "p95_ms": round(percentile(values, 95), 1),
        "max_ms": round(max(values, default=0.0), 1),
        "values_ms": [round(v, 1) for v in values],
    }


def six_players(browser: Browser, url: str, play: float) -> Report:
    """One person and five computers at the fast tempo on a tablet for ``play`` seconds;
    the longest callback the app's diagnostics measured meanwhile."""
    page = open_page(browser, url, TABLET, bot_speed="fast", diagnostics=True)
    by_id(page, "tile-snap").click()
    type_name(page, "Player 1", NAMES[0])
    for number, level in enumerate(LEVELS, start=2):
        if number > 2:
            by_id(page, "seat-add").click()
        seat_kind(page, number, f"Computer: {level.title()}")
    start(page, "Fast")
    by_id(page, "table-back").click()
    restart_watch(page)
    by_id(page, "continue-snap").get_by_role("button").first.click()
    by_id(page, "zone-5").wait_for(timeout=30_000)
    go_on = by_id(page, "snap-go-on")
    if go_on.count():
        go_on.click()
    statuses = watch_status(page, play)
    ended = bool(by_id(page, "game-result").count())
    by_id(page, "table-back").click()
    text = diagnostics(page)
    page.context.close()
    return {"seconds": play, "status_changes": statuses, "ended": ended, **stalls(text)}


def restart_watch(page: Page) -> None:
    """Settings → Diagnostics off and on again (a new watch from now on), and back."""
    by_id(page, "open-settings").click()
    by_id(page, "setting-diagnostics").wait_for(timeout=15_000)
    page.mouse.move(200, 500)
    page.mouse.wheel(0, 4000)
    stalls = by_id(page, "diag-stalls")
    stalls.wait_for(timeout=15_000)
    by_id(page, "setting-diagnostics").click()
    stalls.wait_for(state="detached", timeout=15_000)
    by_id(page, "setting-diagnostics").click()
    stalls.wait_for(timeout=15_000)
    page.get_by_role("button", name="Back").click()
    by_id(page, "continue-snap").wait_for(timeout=15_000)


def watch_status(page: Page, seconds: float) -> int:
    """Let the table play for ``seconds``; how often the first zone's status line changed
    (the game was alive)."""
    seen, changes = by_id(page, "snap-status").inner_text(), 0
    end = time.monotonic() + seconds
    while time.monotonic() < end and not by_id(page, "game-result").count():
        page.wait_for_timeout(250)
        now = (
            by_id(page, "snap-status").inner_text() if by_id(page, "snap-status").count() else seen
        )
        changes += now != seen
        seen = now
    return changes


def diagnostics(page: Page) -> str:
    """What Settings → Diagnostics says (the longest pause, and what it was in)."""
    by_id(page, "open-settings").click()
    by_id(page, "diag-stalls").wait_for(timeout=15_000)
    text = by_id(page, "diag-stalls").inner_text()
    for part in ("diag-stalls-what", "diag-stalls-own"):
        if by_id(page, part).count():
            text += "\n" + by_id(page, part).inner_text()
    return text


def stalls(text: str) -> Report:
    """The longest callback (ms), how many took over 100 ms, what the longest ran, and
    the most CPU one callback took (the app's own work), from the diagnostics' English
    text."""
    longest = re.search(r"(\d+) ms \((\d+|none) over 100 ms\)", text)
    what = re.search(r"It was in: (.+)", text)
    own = re.search(r"at most (\d+) ms of processor time", text)
    if longest is None:
        raise ValueError(f"no longest pause in {text!r}")
    slow = longest.group(2)
    return {
        "callback_ms": int(longest.group(1)),
        "over_100": 0 if slow == "none" else int(slow),
        "in": what.group(1).strip() if what else "",
        "own_ms": int(own.group(1)) if own else None,
    }


def verdict(value: float, target: float) -> str:
    """ "met" or "missed" against an upper bound."""
    return "met" if value <= target else "missed"


def table(report: Report) -> str:
    """The figures as Markdown tables (for the README)."""
    lines = []
    modes = [m for m in ("server", "publish") if m in report]
    if modes:
        lines += [
            "| build | measured from the touch to | samples | median (ms) | p95 (ms) | max (ms) "
            "| target median ≤ 100, p95 ≤ 150 |",
            "|---|---|---|---|---|---|---|",
        ]
        for mode in modes:
            for key, what in (
                ("called", '"Called!" and its flash'),
                ("snapped", "the won snap (2 people)"),
                ("alone", "the won snap (against a computer)"),
            ):
                s = report[mode][key]
                met = (
                    "met"
                    if (s["median_ms"] <= TARGET["median_ms"] and s["p95_ms"] <= TARGET["p95_ms"])
                    else "missed"
                )
                lines.append(
                    f"| {mode} | {what} | {s['n']} | {s['median_ms']:.0f} | {s['p95_ms']:.0f} "
                    f"| {s['max_ms']:.0f} | {met} |"
                )
    if "six" in report:
        if lines:
            lines.append("")
        lines += [
            "| 6 seats, fast tempo | seconds | longest callback (ms) | its own CPU, longest (ms) "
            "| over 100 ms | in | target ≤ 50 ms |",
            "|---|---|---|---|---|---|---|",
        ]
        for six in report["six"]:
            own = "–" if six.get("own_ms") is None else six["own_ms"]
            lines.append(
                f"| 1 person, 5 computers | {six['seconds']:.0f} | {six['callback_ms']} | {own} "
                f"| {six['over_100']} | `{six['in']}` | {verdict(six['callback_ms'], 50)} |"
            )
    return "\n".join(lines)
