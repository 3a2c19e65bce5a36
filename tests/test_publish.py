"""The browser build as files: small enough, named and drawn as Kartenrunde, offline by
construction (vendored packages, local Pyodide, a service worker for every file)."""

from __future__ import annotations

import hashlib
import importlib.metadata
import json
import struct
import zipfile
from pathlib import Path

import pytest

from app.paths import ASSETS
from app.publish import MAX_MB, build, folder_mb
from app.publish.bytecode import compile_folder, run_python
from app.publish.client import NAME, STARTUP, leb128, server_assets
from app.publish.stage import BABEL_LOCALES
from app.publish.web import ARCHIVE, PRUNED, files
from app.ui.warmup import control_names

UNUSED = (
    "__pypackages__/tabulate",
    "__pypackages__/click_default_group",
    "__pypackages__/sqlite_utils/cli",
    "__pypackages__/babel/messages",
)


@pytest.fixture(scope="module")
def built(phone_build) -> Path:
    """One build for the run (tests/conftest.py)."""
    return phone_build


def png_size(path: Path) -> tuple[int, int]:
    """Width and height from a PNG's header."""
    head = path.read_bytes()[:24]
    assert head[:8] == b"\x89PNG\r\n\x1a\n"
    return struct.unpack(">II", head[16:24])


def test_the_folder_stays_under_its_size_limit(built):
    assert folder_mb(built) <= MAX_MB


def test_the_manifest_names_the_app_and_lists_its_own_icons(built):
    manifest = json.loads((built / "manifest.json").read_text(encoding="utf-8"))
    assert manifest["name"] == manifest["short_name"] == "Kartenrunde"
    assert manifest["display"] == "standalone"
    assert manifest["theme_color"] == "#1B5E20"
    purposes = {(i["sizes"], i.get("purpose", "any")) for i in manifest["icons"]}
    assert purposes == {
        ("192x192", "any"),
        ("512x512", "any"),
        ("192x192", "maskable"),
        ("512x512", "maskable"),
    }
    for icon in manifest["icons"]:
        side = int(icon["sizes"].split("x")[0])
        assert png_size(built / icon["src"]) == (side, side)


def test_index_loads_everything_from_the_folder(built):
    html = (built / "index.html").read_text(encoding="utf-8")
    assert 'flet.pyodideUrl="./pyodide/pyodide.mjs"' in html
    assert 'flet.routeUrlStrategy="hash"' in html
    assert 'flet.webRenderer="canvaskit"' in html
    assert "flet.noCdn=true" in html
    assert "serviceWorker.register" in html and "storage.persist" in html
    assert "https://" not in html.split("<script>", 1)[1]


def test_the_client_keeps_other_origins_out_and_starts_with_the_apps_name(built):
    """The guard comes before Flutter's loader; the CanvasKit client (the one the build
    keeps) shows "Kartenrunde" while Python starts, not Flet's English "Working..."."""
    html = (built / "index.html").read_text(encoding="utf-8")
    assert html.index("location.origin") < html.index("flutter_bootstrap.js")
    client = (built / "main.dart.js").read_text(encoding="utf-8")
    assert f'"{STARTUP}"' not in client and client.count(f'"{NAME}"') == 1


def test_the_server_serves_the_same_changes_for_both_clients(tmp_path):
    """Server mode: the app's assets and the three changed client files; the WebAssembly
    client still reads as a module (sections end to end) with the name for the text."""
    folder = server_assets(tmp_path / "assets")
    assert (folder / "cards" / "back.svg").exists() and (folder / "fonts").is_dir()
    assert "location.origin" in (folder / "index.html").read_text(encoding="utf-8")
    assert f'"{NAME}"' in (folder / "main.dart.js").read_text(encoding="utf-8")
    module = (folder / "main.dart.wasm").read_bytes()
    assert STARTUP.encode() not in module and module.count(NAME.encode()) == 1
    pos = 8
    while pos < len(module):
        size, body = leb128(module, pos + 1)
        pos = body + size
    assert pos == len(module)


def test_the_service_worker_precaches_every_file_under_a_versioned_name(built, tmp_path):
    sw = (built / "sw.js").read_text(encoding="utf-8")
    precache = json.loads(sw.split("const PRECACHE = ", 1)[1].split(";\n", 1)[0])
    assert set(precache) == {"./", *(f"./{rel}" for rel in files(built))}
    name = sw.split('const CACHE = "', 1)[1].split('"', 1)[0]
    assert name.startswith("kartenrunde-")
    again = tmp_path / "again"
    build(again)
    assert (again / "sw.js").read_text(encoding="utf-8") == sw, "same input, same cache"
    (again / "main.dart.js").write_text("changed", encoding="utf-8")
    from app.publish.web import write_service_worker

    assert write_service_worker(again) != name, "new content, new cache"


def test_unused_files_are_pruned(built):
    for rel in PRUNED:
        assert not (built / rel).exists(), rel
    assert not list(built.rglob("*.symbols"))
    assert (built / "canvaskit" / "canvaskit.wasm").exists()
    assert (built / "canvaskit" / "chromium" / "canvaskit.wasm").exists()


def test_the_app_archive_holds_the_app_and_its_packages_only(built):
    with zipfile.ZipFile(built / ARCHIVE) as packed:
        names = set(packed.namelist())
        requirements = packed.read("requirements.txt").decode()
        listed = json.loads(packed.read("app/ui/controls.json"))
    assert listed == list(control_names()) and "Container" in listed, "the warm-up's list"
    assert {"main.pyc", "app/browser.pyc", "locales/en/app.ftl", "assets/cards/back.svg"} <= names
    assert "__pypackages__/flet/__init__.pyc" in names
    assert not any(n.endswith(".py") for n in names), "compiled Python only"
    assert not any(n.startswith(UNUSED) for n in names), "vendored parts nothing imports"
    assert not any(n.startswith(("tests", "pyproject", "app/bench", "app/publish")) for n in names)
    assert not any("__pycache__" in n or n.endswith(".so") for n in names)
    assert all(not line.strip() or line.startswith("#") for line in requirements.splitlines())
    babel = {Path(n).stem for n in names if n.startswith("__pypackages__/babel/locale-data/")}
    assert babel == set(BABEL_LOCALES)


def test_pyodide_loads_msgpack_from_the_folder(built):
    """msgpack is not vendored: Pyodide's package list names our wheel, which is there."""
    lock = json.loads((built / "pyodide" / "pyodide-lock.json").read_text(encoding="utf-8"))
    entry = lock["packages"]["msgpack"]
    wheel = built / "pyodide" / entry["file_name"]
    assert entry["sha256"] == hashlib.sha256(wheel.read_bytes()).hexdigest()
    assert entry["version"] == importlib.metadata.version("msgpack")
    with zipfile.ZipFile(built / ARCHIVE) as packed:
        assert not any(n.startswith("__pypackages__/msgpack") for n in packed.namelist())


def test_the_staged_app_runs_on_its_vendored_packages_alone(built, tmp_path):
    """In the build's own Pyodide (under Node.js), the staged app as the build ships it
    (its archive, compiled and without its sources) imports from its vendored packages
    and speaks all three languages with plurals and numbers (babel's data pruned to what
    it needs); msgpack comes from the wheel Pyodide installs."""
    folder = tmp_path / "stage"
    with zipfile.ZipFile(built / ARCHIVE) as packed:
        packed.extractall(folder)
    (wheel,) = (ASSETS / "pyodide").glob("msgpack-*.whl")
    code = (
        "import sys\n"
        "sys.path[:0] = ['__pypackages__', '.']\n"
        "import app.browser\n"
        "from app.i18n import Translator\n"
        "for lang in ('de', 'en', 'hu'):\n"
        "    t = Translator(lang)\n"
        "    print(t.t('sk-points', count=1), '|', t.t('sk-points', count=12))\n"
        "import flet, sqlite_utils\n"
        "print(flet.__file__, sqlite_utils.__file__, app.browser.__file__)\n"
        "print(sys.version_info[:2])\n"
    )
    run = run_python(folder, code, (wheel,))
    assert run.returncode == 0, run.stderr
    said = run.stdout.split("\n")
    assert said[said.index("1 Punkt | 12 Punkte") :][:5] == [
        "1 Punkt | 12 Punkte",
        "1 point | 12 points",
        "1 pont | 12 pont",
        "/stage/__pypackages__/flet/__init__.pyc /stage/__pypackages__/sqlite_utils/__init__.pyc"
        " /stage/app/browser.pyc",
        "(3, 14)",
    ]


def test_a_module_that_does_not_compile_stops_the_build(tmp_path):
    """A source the browser's Python cannot compile fails the build, and no source is
    deleted."""
    folder = tmp_path / "stage"
    folder.mkdir()
    (folder / "good.py").write_text("x = 1\n", encoding="utf-8")
    (folder / "bad.py").write_text("def (\n", encoding="utf-8")
    with pytest.raises(RuntimeError, match="compiling for Pyodide failed"):
        compile_folder(folder)
    assert (folder / "good.py").exists() and (folder / "bad.py").exists()


def test_the_sounds_are_synthesised_small_and_bundled(built, tmp_path):
    """``python -m app.publish.sounds`` writes the committed files byte for byte, each
    a few kB, in the chime's format; the offline build carries them and caches them."""
    import wave

    from app.publish.sounds import SOUNDS, write
    from app.ui.feedback import SNAP, TIE, TIME_UP

    assert set(SOUNDS) == {SNAP, TIE}
    with wave.open(str(ASSETS / TIME_UP)) as chime:
        form = chime.getparams()[:3]
    for path in write(tmp_path):
        rel = path.relative_to(tmp_path).as_posix()
        assert path.read_bytes() == (ASSETS / rel).read_bytes(), rel
        assert path.stat().st_size < 16_000
        with wave.open(str(path)) as sound:
            assert sound.getparams()[:3] == form
        assert (built / rel).read_bytes() == path.read_bytes() and rel in files(built)
