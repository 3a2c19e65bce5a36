"""Shared test settings: the seeds every engine is played over, and how a run shares a
2-core machine.

``pytest`` runs three xdist workers (``addopts`` in pyproject.toml) that take whole modules,
the longest first (``SECONDS``): first the tests without a browser, then the browser tests,
each worker driving its own Chromium and app. The phone build is built once for all
workers; its pause measurement, the double taps and Snap's touch order run alone while
every other test waits (:class:`Machine`).

Three workers on two cores: a browser test waits for its screen much of the time (a
round trip to its app, a computer's pause, a frame), and in a ``-n 2`` run about an
eighth of the two cores stood idle while both workers drove browsers. A third worker
fills those waits: the test run took 365 s with two workers and 317 s with three, and
419 s instead of 477-555 s beside a CPU-bound program (this machine, 2026-12-07).

A test that runs over 240 s fails (pytest-timeout). The README's test command is kept
under about six minutes: a new slow module has to buy its time. Browser tests that play
a game to its end do so with motion reduced (a person's setting): Chromium's software
drawing of each animation frame cost a third of a deal's CPU time.
"""

from __future__ import annotations

import fcntl
import os
import shutil
import subprocess
import sys
import time
from collections import Counter
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

SOAK = bool(os.environ.get("KARTENRUNDE_SOAK"))
"""Set by a soak run: every engine over many more seeds."""
SEEDS = range(50 if SOAK else 16)
"""Seeds per seat count. 16 by default: over the first 50 seeds, every move kind, every
refusal the contract check provokes and every kind of outcome (including ties) of every
game and seat count first showed up by seed 13."""


BROWSER = "tests/e2e/"

SECONDS = {
    "tests/e2e/test_app_e2e.py": 117,
    "tests/e2e/test_pwa_e2e.py": 116,
    "tests/e2e/test_slf_e2e.py": 82,
    "tests/e2e/test_schnapsen_e2e.py": 56,
    "tests/e2e/test_schnitzel_e2e.py": 49,
    "tests/e2e/test_a11y_e2e.py": 44,
    "tests/games/test_conformance.py": 43,
    "tests/e2e/test_snap_e2e.py": 38,
    "tests/e2e/test_snorkeling_e2e.py": 37,
    "tests/e2e/test_book_e2e.py": 36,
    "tests/test_publish.py": 25,
    "tests/e2e/test_taps_e2e.py": 24,
    "tests/e2e/test_tabs_e2e.py": 19,
    "tests/ui/test_snap_ui.py": 19,
    "tests/e2e/test_texts_e2e.py": 18,
    "tests/ui/test_slf_ui.py": 14,
    "tests/ui/test_schnapsen_ui.py": 11,
    "tests/ui/test_storage_ui.py": 10,
    "tests/ui/test_household_ui.py": 10,
    "tests/ui/test_replay_ui.py": 10,
    "tests/ui/test_schnitzel_ui.py": 8,
    "tests/ui/test_snorkeling_ui.py": 7,
    "tests/e2e/test_household_e2e.py": 6,
}
"""About how many seconds the slow modules take in a ``-n 3`` run (2026-12-07, this 2-core
machine), only to start the longest first; a module not listed counts 12 s per browser
test, 0.05 s per other test. A new game's slow modules belong here."""


def module_of(item: pytest.Item) -> str:
    """The test's module, as a path from the repository's root."""
    return item.nodeid.replace("\\", "/").split("::")[0]


def lane(item: pytest.Item) -> bool:
    """True for a browser test: those run after all others in each process."""
    return module_of(item).startswith(BROWSER)


def pytest_collection_modifyitems(config, items):
    """Browser tests run after all others: Playwright's sync API keeps an event loop
    running in this thread until the session ends, which async UI tests could not share.
    In each part, the longest modules first (``SECONDS``), so that the workers end
    together."""
    tests = Counter(module_of(item) for item in items)

    def seconds(module: str) -> float:
        per_test = 12.0 if module.startswith(BROWSER) else 0.05
        return SECONDS.get(module, per_test * tests[module])

    items.sort(key=lambda item: (lane(item), -seconds(module_of(item)), module_of(item)))


@pytest.hookimpl(optionalhook=True)
def pytest_xdist_make_scheduler(config, log):
    """Whole modules go to the workers (``-n 3``, see pyproject.toml) in the order
    above: all compute through the other tests first, then each drives its own browser
    and app through browser modules; a timed test (the phone build's pause measurement,
    the double taps, Snap's touch order) waits until it has the machine to itself
    (:class:`Machine`). A worker gets its next module only when it is on its current
    module's last test (xdist's default, from the second-to-last, could leave a long
    module waiting behind another while another worker ran out).

    One lane for all browser tests beside one for the rest took over six minutes: the
    browser tests ran up to four times slower beside the others than alone."""
    from xdist.scheduler import LoadScopeScheduling

    class Modules(LoadScopeScheduling):
        def _split_scope(self, nodeid: str) -> str:
            return nodeid.split("::")[0]

        def _reschedule(self, node) -> None:
            if node.shutting_down:
                return
            if not self.workqueue:
                node.shutdown()
            elif self._pending_of(self.assigned_work[node]) <= 1:
                self._assign_work_unit(node)  # (a worker needs its next test to run one)

    config.option.loadscopereorder = False  # keep the order above (not most tests first)
    return Modules(config, log)


def workers_dir(factory: pytest.TempPathFactory) -> Path | None:
    """The folder all workers of a ``-n 3`` run share (None when one process runs all)."""
    return factory.getbasetemp().parent if os.environ.get("PYTEST_XDIST_WORKER") else None


@pytest.fixture(scope="session")
def phone_build(tmp_path_factory) -> Path:
    """The phone build's folder, built once per run (the build tests and the phone build's
    browser tests read the same files): in a ``-n 3`` run the first worker to need it
    builds it into the folder all share, and the others wait for it."""
    from app.publish import build

    shared = workers_dir(tmp_path_factory)
    if shared is None:
        out = tmp_path_factory.mktemp("phone-build") / "web"
        build(out)
        return out
    out = shared / "phone-build" / "web"
    with open(shared / "phone-build.lock", "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)  # (let go when the file closes)
        if not (out.parent / "built").exists():
            shutil.rmtree(out.parent, ignore_errors=True)  # (a build that failed halfway)
            build(out)
            (out.parent / "built").touch()
    return out


class Machine:
    """The machine without another test, for a test that measures time as a person feels
    it: the phone build's pause measurement, the double taps whose second tap must come
    within a double tap's time, Snap's touches that tie within 30 ms. On three workers'
    load a browser once delivered a second tap late (rightly taken as a tap of its own),
    and two fingers of one touch event once did not tie in the phone build.

    ``take`` waits until no other test holds the machine and the other workers' tests
    have ended, and keeps their next ones waiting (``make_way_for_timed_tests``) until
    ``give_back``. One test holds it at a time: a test waiting to take it says it is not
    running meanwhile, so that the holder does not wait for it."""

    def __init__(self, factory: pytest.TempPathFactory) -> None:
        self.shared = workers_dir(factory)
        self.worker = os.environ.get("PYTEST_XDIST_WORKER", "")

    def holder(self) -> str | None:
        """The worker holding the machine (None: nobody)."""
        try:
            return (self.shared / TAKEN).read_text() if self.shared else None
        except FileNotFoundError:
            return None

    def take(self) -> None:
        """Have the machine to ourselves from now on."""
        if self.shared is None or self.holder() == self.worker:
            return
        busy = self.shared / f"busy-{self.worker}"
        while True:
            try:
                fd = os.open(self.shared / TAKEN, os.O_CREAT | os.O_EXCL | os.O_WRONLY)
            except FileExistsError:
                busy.unlink(missing_ok=True)  # (not running while it waits)
                time.sleep(0.2)
                continue
            with os.fdopen(fd, "w") as taken:
                taken.write(self.worker)
            break
        busy.touch()
        while any(p != busy for p in self.shared.glob("busy-*")):
            time.sleep(0.2)
        time.sleep(2)  # the browser and app of the test that just ended wind down

    def give_back(self) -> None:
        """Let the other workers' tests run again."""
        if self.shared is not None and self.holder() == self.worker:
            (self.shared / TAKEN).unlink(missing_ok=True)


TAKEN = "machine-taken"
"""The file that names the worker whose test holds the machine (:class:`Machine`)."""


@pytest.fixture(autouse=True)
def make_way_for_timed_tests(tmp_path_factory) -> Iterator[None]:
    """A test in a ``-n 3`` run says it is running, and does not start while another
    worker's test holds the machine (:class:`Machine`)."""
    machine = Machine(tmp_path_factory)
    if machine.shared is None:
        yield
        return
    busy = machine.shared / f"busy-{machine.worker}"
    while True:
        busy.touch()
        if machine.holder() in (None, machine.worker):
            break
        busy.unlink()
        time.sleep(0.5)
    try:
        yield
    finally:
        busy.unlink(missing_ok=True)


@pytest.fixture
def machine(tmp_path_factory) -> Iterator[Machine]:
    """The machine to this test alone, from its start to its end (:class:`Machine`)."""
    held = Machine(tmp_path_factory)
    held.take()
    yield held
    held.give_back()


@pytest.fixture
def freeze() -> Iterator[Callable[[Path], Callable[[], None]]]:
    """Make a file or a folder unwritable for real: read-only for a user, immutable for
    root (whom no permission stops); it returns what makes it writable again, and every
    one is made writable again after the test."""
    frozen: list[Path] = []

    def thaw(path: Path) -> None:
        if os.geteuid() == 0:
            subprocess.run(["chattr", "-i", str(path)], check=True)
        else:
            path.chmod(0o755 if path.is_dir() else 0o644)
        frozen.remove(path)

    def make(path: Path) -> Callable[[], None]:
        if os.geteuid() == 0:
            subprocess.run(["chattr", "+i", str(path)], check=True)
        else:
            path.chmod(0o555 if path.is_dir() else 0o444)
        frozen.append(path)
        return lambda: thaw(path)

    yield make
    for path in reversed(frozen):
        thaw(path)
