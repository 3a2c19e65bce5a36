"""The import rules (engines pure, imports flow inward), enforced on the source tree."""

from __future__ import annotations

import ast
import re
import subprocess
import sys
from functools import cache
from pathlib import Path

import pytest

from app.paths import ROOT

APP = ROOT / "app"
INNER = re.compile(r"app\.games\.\w+\.(rules|fast|solver)\b|app\.games\.\w+\.\w+\.State$")
"""What screens must not import: a game's rules, fast simulator, solver, or its State."""
FORBIDDEN_IN_ENGINES = {"flet", "sqlite_utils", "fluent", "time", "datetime", "random", "sqlite3"}


def imports(path: Path) -> list[tuple[str, int]]:
    """Each name a file imports (``flet``, ``app.core.cards.Card``) and its line, at any depth."""
    found = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            found += [(alias.name, node.lineno) for alias in node.names]
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            found += [(f"{node.module}.{alias.name}", node.lineno) for alias in node.names]
    return found


def top(name: str) -> str:
    """``flet.controls`` → ``flet``."""
    return name.split(".")[0]


def files(folder: str) -> list[Path]:
    """The Python files of one package under app/."""
    return sorted((APP / folder).rglob("*.py"))


def test_the_packages_exist():
    """A rule over no files would pass silently."""
    for folder in ("core", "games", "i18n", "stats", "ui"):
        assert files(folder), folder


@pytest.mark.parametrize("folder", ["core", "games", "ai"])
def test_engines_are_pure(folder):
    """core, games and ai import no UI, database, Fluent, clock or global random.

    Only app/core/rng.py may import random (it builds seeded generators); elsewhere
    only the ``random.Random`` type may be named, for generators passed in.
    """
    bad = []
    for path in files(folder):
        for name, line in imports(path):
            allowed = name == "random.Random" or (
                path == APP / "core" / "rng.py" and name == "random"
            )
            if top(name) in FORBIDDEN_IN_ENGINES and not allowed:
                bad.append(f"{path.relative_to(ROOT)}:{line} imports {name}")
    assert bad == []


def test_games_import_only_core_and_bots_also_ai():
    """A game package stands on app.core (what thinks, its bots.py, a learner's meter.py
    and review.py and Schnapsen's reference opponent rdeep.py, also on app.ai), nothing
    else of ours; the game descriptor (app/games/game.py) names the computer players'
    budget type."""
    bad = []
    thinking = ("bots.py", "meter.py", "review.py", "rdeep.py")
    for path in files("games"):
        thinks = path.name in thinking or path == APP / "games" / "game.py"
        allowed = {"app.core", "app.games"} | ({"app.ai"} if thinks else set())
        for name, line in imports(path):
            if name.startswith("app.") and not any(
                name == a or name.startswith(a + ".") for a in allowed
            ):
                bad.append(f"{path.relative_to(ROOT)}:{line} imports {name}")
    assert bad == []


@pytest.mark.parametrize("folder", ["stats", "i18n"])
def test_stats_and_i18n_never_import_games_or_ui(folder):
    """Stores and translations know nothing of games or screens."""
    bad = [
        f"{path.relative_to(ROOT)}:{line} imports {name}"
        for path in files(folder)
        for name, line in imports(path)
        if name.startswith(("app.games", "app.ui", "flet"))
    ]
    assert bad == []


def test_nothing_imports_ui():
    """The UI is the outermost ring: only itself, the entry points (server mode, the
    browser build), the benchmarks that time a screen or a table's hint the way the app
    asks for them (``app.bench.records``, ``app.bench.replays``, ``app.bench.schnapsen``) and
    the phone build
    (which lists the controls to warm up and reads the settings' key) may import it."""
    bad = []
    bench = APP / "bench"
    outer = (
        APP / "__main__.py",
        APP / "browser.py",
        bench / "records.py",
        bench / "replays.py",
        bench / "schnapsen.py",
    )
    for path in APP.rglob("*.py"):
        inside = path.is_relative_to(APP / "ui") or path.is_relative_to(APP / "publish")
        if inside or path in outer:
            continue
        for name, line in imports(path):
            if name.startswith("app.ui"):
                bad.append(f"{path.relative_to(ROOT)}:{line} imports {name}")
    assert bad == []


def test_the_checker_sees_nested_imports(tmp_path):
    """The scan finds imports hidden inside a function, with the names they take."""
    sample = tmp_path / "sample.py"
    sample.write_text("def f():\n    import time\n    from flet import Text\n")
    assert [n for n, _ in imports(sample)] == ["time", "flet.Text"]


def attributes(path: Path) -> list[tuple[str, int]]:
    """Each attribute a file reads (``session.state`` → ``state``) and its line."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    return [(n.attr, n.lineno) for n in ast.walk(tree) if isinstance(n, ast.Attribute)]


def test_screens_see_views_not_rules_or_states():
    """Nothing under app/ui imports a game's rules, fast simulator or solver, or its State,
    and only the session (which holds the game) reads a ``.state``: screens draw views and
    ask the session about moves."""
    bad = []
    for path in files("ui"):
        bad += [
            f"{path.relative_to(ROOT)}:{line} imports {name}"
            for name, line in imports(path)
            if INNER.match(name)
        ]
        if path != APP / "ui" / "session.py":
            bad += [
                f"{path.relative_to(ROOT)}:{line} reads .state"
                for attr, line in attributes(path)
                if attr == "state"
            ]
    assert bad == []


def test_screens_do_not_import_the_shell():
    """Screens and the table depend on the Host protocol (app/ui/host.py), not on the
    shell that implements it: no import circle through the shell."""
    bad = [
        f"{path.relative_to(ROOT)}:{line} imports {name}"
        for folder in ("ui/screens", "ui/table")
        for path in files(folder)
        for name, line in imports(path)
        if name.startswith("app.ui.shell")
    ]
    assert files("ui/screens") and bad == []


def test_the_host_protocol_is_a_leaf():
    """app/ui/host.py names only types from leaf modules, never the shell or a screen."""
    names = [name for name, _ in imports(APP / "ui" / "host.py")]
    assert names and not any(n.startswith(("app.ui.shell", "app.ui.screens")) for n in names)


def test_only_the_replay_opens_every_card():
    """The engine's ``open_view`` (every card face up) is for the replay of a finished
    game: no computer player, search or running table reads it."""
    readers = sorted(
        str(path.relative_to(ROOT))
        for folder in ("ai", "games", "ui")
        for path in files(folder)
        if any(attr == "open_view" for attr, _ in attributes(path))
    )
    assert readers == ["app/ui/screens/replay/__init__.py"]


def test_the_checks_see_what_they_forbid(tmp_path):
    """The rule patterns match a rules import and a state read (they can fail)."""
    sample = tmp_path / "sample.py"
    sample.write_text(
        "from app.games.snorkeling.rules import apply\n"
        "from app.games.schnapsen.model import State\n"
        "x = table.session.state\n"
    )
    assert [n for n, _ in imports(sample) if INNER.match(n)] == [
        "app.games.snorkeling.rules.apply",
        "app.games.schnapsen.model.State",
    ]
    assert ("state", 3) in attributes(sample)


def module_imports(path: Path, typing: bool) -> list[tuple[str, list[str]]]:
    """What a file imports, as ``(module, names taken from it)``; without ``typing``, only
    what it imports when it runs (``if TYPE_CHECKING:`` blocks skipped)."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    skipped = {
        id(inner)
        for node in ast.walk(tree)
        if not typing
        and isinstance(node, ast.If)
        and ast.unparse(node.test).endswith("TYPE_CHECKING")
        for inner in ast.walk(node)
    }
    found: list[tuple[str, list[str]]] = []
    for node in ast.walk(tree):
        if id(node) in skipped:
            continue
        if isinstance(node, ast.Import):
            found += [(alias.name, []) for alias in node.names]
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            found.append((node.module, [alias.name for alias in node.names]))
    return found


def module_graph(root: Path, typing: bool = False) -> dict[str, set[str]]:
    """Module → the modules of the same tree it imports (at run time, or also for type
    hints with ``typing``); ``from package import module`` counts as the module alone."""
    paths = {}
    for path in root.rglob("*.py"):
        parts = path.relative_to(root.parent).with_suffix("").parts
        paths[".".join(parts[:-1] if parts[-1] == "__init__" else parts)] = path

    def known(name: str) -> str | None:
        while name and name not in paths:
            name = name.rpartition(".")[0]
        return name or None

    graph: dict[str, set[str]] = {}
    for name, path in paths.items():
        targets = set()
        for module, taken in module_imports(path, typing):
            submodules = [f"{module}.{t}" for t in taken if f"{module}.{t}" in paths]
            targets.update(submodules or [known(module)])
        graph[name] = {t for t in targets if t and t != name}
    return graph


def circles(graph: dict[str, set[str]]) -> list[list[str]]:
    """Every import circle: a path of modules that leads back to where it started."""
    found, done = [], set()

    def visit(node: str, path: list[str]) -> None:
        for target in sorted(graph.get(node, ())):
            if target in path:
                found.append(path[path.index(target) :] + [target])
            elif target not in done:
                visit(target, [*path, target])
        done.add(node)

    for start in sorted(graph):
        if start not in done:
            visit(start, [start])
    return found


def package(module: str) -> str:
    """The package a module belongs to (a package's ``__init__`` to the package itself)."""
    return module if (ROOT / module.replace(".", "/")).is_dir() else module.rpartition(".")[0]


def test_no_import_circle_in_the_app():
    """No module imports a module that imports it back, directly or not, at run time."""
    assert circles(module_graph(APP)) == []


PACKAGES = sorted({package(m) for m in module_graph(APP)})


@cache
def typed_circles() -> tuple[tuple[str, ...], ...]:
    """Every import circle of app/, type hints included (worked out once for all packages)."""
    return tuple(tuple(circle) for circle in circles(module_graph(APP, typing=True)))


@pytest.mark.parametrize("inside", PACKAGES)
def test_no_import_circle_through_type_hints_either(inside):
    """Not even through type hints (``if TYPE_CHECKING:``): a helper module of a game's
    screens takes plain values or the board's port, never the board's class, so each
    module can be read (and changed) without the ones that use it."""
    found = [
        " -> ".join(circle) for circle in typed_circles() if inside in {package(m) for m in circle}
    ]
    assert found == []


SCREENS_NOT_BOARDS = {"__init__.py", "setup.py", "stats.py", "replay.py", "choices.py"}
"""The modules of a game's screens package that are screens of their own (they may use
the host); the rest draw the table and reach it only through the board's port."""


def reaches_past_the_port(path: Path) -> list[tuple[str, int]]:
    """Each ``.session`` or ``.host`` a file reads, and each ``self.table`` or
    ``board.table``, with its line."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    found = []
    for node in ast.walk(tree):
        if not isinstance(node, ast.Attribute):
            continue
        owner = node.value.id if isinstance(node.value, ast.Name) else ""
        if node.attr in ("session", "host") or (
            node.attr == "table" and owner in ("self", "board")
        ):
            found.append((ast.unparse(node), node.lineno))
    return found


def game_screens() -> list[Path]:
    """The screens packages of the games (each a folder under app/ui/screens with a board)."""
    root = APP / "ui" / "screens"
    return sorted(p.parent for p in root.glob("*/__init__.py") if (p.parent / "setup.py").exists())


@pytest.mark.parametrize("folder", game_screens(), ids=lambda p: p.name)
def test_boards_reach_the_table_only_through_their_port(folder):
    """A board and its helper modules read no session, host or frame: what they need
    comes through the port (app/ui/table/port.py)."""
    bad = [
        f"{path.relative_to(ROOT)}:{line} reads {what}"
        for path in sorted(folder.glob("*.py"))
        if path.name not in SCREENS_NOT_BOARDS
        for what, line in reaches_past_the_port(path)
    ]
    assert game_screens() and bad == []


def test_the_port_check_sees_a_reach(tmp_path):
    """The scan reports a session, a host and the frame, not a view's own ``table``."""
    sample = tmp_path / "sample.py"
    sample.write_text(
        "a = self.session.record\nb = board.host.tr\nc = self.table.note\nd = v.table\n"
    )
    assert [w for w, _ in reaches_past_the_port(sample)] == [
        "self.session",
        "board.host",
        "self.table",
    ]


def test_the_circle_check_finds_a_circle(tmp_path):
    """Two modules importing each other are reported; a type-only import is not."""
    folder = tmp_path / "app"
    folder.mkdir()
    (folder / "a.py").write_text("from app.b import x\n")
    (folder / "b.py").write_text("import app.a\n")
    (folder / "c.py").write_text(
        "from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    import app.a\n"
    )
    (folder / "d.py").write_text("import app.c\n")
    assert circles(module_graph(folder)) == [["app.a", "app.b", "app.a"]]


def test_the_app_boots_without_its_games():
    """Importing the app (as its entry points do) brings no game's rules, engine,
    computer players or screens, no screen but the home screen's, and not flet-charts:
    the home screen needs none of them, and the browser build's boot waited for them."""
    code = "import sys\nimport app.ui.app\nprint('\\n'.join(sorted(sys.modules)))\n"
    done = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True)
    assert done.returncode == 0, done.stderr
    loaded = done.stdout.split()
    heavy = re.compile(
        r"app\.games\.\w+\.(rules|engine|bots|fast|solver)$|app\.ai\.(?!budget$)"
        r"|app\.ui\.screens\.(?!(home|elsewhere|game|scaffold)$)|flet_charts$|statistics$"
    )
    assert [m for m in loaded if heavy.match(m)] == []
    assert "app.ui.screens.home" in loaded and "app.games.schnapsen" in loaded


def private_imports(path: Path) -> list[tuple[str, int]]:
    """Each private name (``_check``) a file takes from another module, and its line."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    return [
        (f"{node.module}.{alias.name}", node.lineno)
        for node in ast.walk(tree)
        if isinstance(node, ast.ImportFrom) and node.module and node.module != "__future__"
        for alias in node.names
        if alias.name.startswith("_") and not alias.name.startswith("__")
    ]


def test_no_module_takes_another_modules_private_names():
    """What a module shares is public: a search, a meter or a screen never reaches for
    a helper another module keeps to itself (``from app.games.x.bots import _check``)."""
    bad = [
        f"{path.relative_to(ROOT)}:{line} imports {name}"
        for path in APP.rglob("*.py")
        for name, line in private_imports(path)
    ]
    assert bad == []


def test_the_private_check_sees_a_private_import(tmp_path):
    """The scan reports a private name taken from another module, not a dunder."""
    sample = tmp_path / "sample.py"
    sample.write_text("from __future__ import annotations\nfrom app.x import _hidden, __all__\n")
    assert private_imports(sample) == [("app.x._hidden", 2)]


def names_port(path: Path) -> list[int]:
    """The lines on which a file names the whole ``Port`` (an import or a type)."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    lines = [n.lineno for n in ast.walk(tree) if isinstance(n, ast.Name) and n.id == "Port"]
    lines += [
        node.lineno
        for node in ast.walk(tree)
        if isinstance(node, ast.ImportFrom)
        for alias in node.names
        if alias.name == "Port"
    ]
    return sorted(set(lines))


def defines_a_board(path: Path) -> bool:
    """Whether a file defines a board: a class whose base is ``Board[...]``."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    return any(
        isinstance(base, ast.Subscript)
        and isinstance(base.value, ast.Name)
        and base.value.id == "Board"
        for node in ast.walk(tree)
        if isinstance(node, ast.ClassDef)
        for base in node.bases
    )


def test_only_a_board_holds_the_whole_port():
    """A board holds the whole port; each helper module of a game's screens (and every
    other screen or component) takes only the narrow part of it that it uses
    (app/ui/table/port.py: ``Acts``, ``Sees``, ``Seats``…) or plain values."""
    bad = [
        f"{path.relative_to(ROOT)}:{line} names Port"
        for folder in ("ui/screens", "ui/components")
        for path in files(folder)
        if not defines_a_board(path)
        for line in names_port(path)
    ]
    assert bad == []


def test_the_port_check_sees_a_helper_naming_the_port(tmp_path):
    """A helper taking ``Port`` is seen; a board's module may name it."""
    helper, board = tmp_path / "helper.py", tmp_path / "board.py"
    helper.write_text("from app.ui.table.port import Port\ndef f(port: Port[V, M]): ...\n")
    board.write_text("from x import Port\nclass XBoard(Board[V, M]):\n    port: Port[V, M]\n")
    assert names_port(helper) == [1, 2] and not defines_a_board(helper)
    assert defines_a_board(board)


def test_the_port_is_made_of_narrow_parts():
    """``Port`` declares nothing itself: it joins narrow protocols, each of at most 15
    members, so a helper can name the part it needs."""
    from app.ui.table import port

    parts = [
        value
        for value in vars(port).values()
        if isinstance(value, type) and getattr(value, "_is_protocol", False)
        if value.__module__ == port.__name__ and value is not port.Port
    ]
    sizes = {part.__name__: len(members(part)) for part in parts}
    assert len(parts) >= 4 and members(port.Port) == set()
    assert all(issubclass_protocol(port.Port, part) for part in parts)
    assert max(sizes.values()) <= 15, sizes


def members(protocol: type) -> set[str]:
    """The members a protocol class declares in its own body (not inherited)."""
    own = set(vars(protocol).get("__annotations__", {}))
    own |= {n for n in vars(protocol) if not n.startswith("_")}
    return own


def issubclass_protocol(whole: type, part: type) -> bool:
    """Whether ``whole`` inherits ``part`` (generic bases included)."""
    return part in whole.__mro__
