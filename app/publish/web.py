"""The static folder of the browser build: Flet's web client with Pyodide, the staged
app as ``app.zip``, the app's manifest and icons, and an offline service worker.

This does what ``flet publish --no-cdn`` does, from files already installed with
flet-web (the client changed as :mod:`app.publish.client` says), so it needs no
network: flet's own publish would fetch a build manifest and a Pyodide archive from
GitHub first.
"""

from __future__ import annotations

import hashlib
import json
import os
import re
import shutil
import zipfile
from pathlib import Path

from flet.controls.types import RouteUrlStrategy, WebRenderer
from flet_web import (
    get_package_web_dir,
    patch_font_manifest_json,
    patch_index_html,
)

from app.i18n import CODES, Translator
from app.paths import ASSETS
from app.publish.client import adapt, once
from app.ui.shell import SETTINGS_KEY

HERE = Path(__file__).parent
NAME = "Kartenrunde"
DESCRIPTION = "Schnapsen, Schnapp Land Fluss!, Snorkeling and more card games on one phone"
THEME = "#1B5E20"
BACKGROUND = "#F6F8F1"
PRUNED = (
    "main.dart.wasm",
    "main.dart.mjs",
    "flutter.js.map",
    "canvaskit/skwasm.js",
    "canvaskit/skwasm.wasm",
    "canvaskit/skwasm_heavy.js",
    "canvaskit/skwasm_heavy.wasm",
    "canvaskit/wimp.js",
    "canvaskit/wimp.wasm",
    "canvaskit/experimental_webparagraph",
    "pyodide/python",
    "pyodide/python.bat",
    "pyodide/python.exe",
    "pyodide/python_cli_entry.mjs",
    "pyodide/ffi.d.ts",
    "pyodide/pyodide.d.ts",
    "pyodide/pyodide.js",
    "pyodide/micropip-0.11.1-py3-none-any.whl",
    "pyodide/packaging-26.1-py3-none-any.whl",
    "assets/packages/media_kit/assets/web/hls1.4.10.js",
    "assets/packages/flutter_math_fork",
    "assets/packages/cupertino_icons",
)
"""What the CanvasKit renderer, a Pyodide with nothing to install and an app without
video, formulas or Cupertino icons never load (both CanvasKit builds stay: Chromium's
and the one Safari and Firefox use). The fonts are also taken off the font manifest,
whose every font Flutter fetches before its first frame."""
ICONS = [
    {"src": f"icons/icon-{size}.png", "sizes": f"{size}x{size}", "type": "image/png"}
    for size in (192, 512)
] + [
    {
        "src": f"icons/icon-maskable-{size}.png",
        "sizes": f"{size}x{size}",
        "type": "image/png",
        "purpose": "maskable",
    }
    for size in (192, 512)
]


def assemble(stage: Path, out: Path, base_url: str = "/") -> None:
    """Write the static folder ``out`` (emptied first) for the staged app ``stage``."""
    if out.exists():
        shutil.rmtree(out)
    shutil.copytree(get_package_web_dir(), out)
    for rel in PRUNED:
        path = out / rel
        if path.is_dir():
            shutil.rmtree(path)
        elif path.exists():
            path.unlink()
    for symbols in out.rglob("*.symbols"):
        symbols.unlink()
    shutil.copytree(ASSETS, out, dirs_exist_ok=True)
    adapt(out)
    register_wheels(out / "pyodide")
    pack(stage, out / ARCHIVE)
    index = out / "index.html"
    patch_index_html(
        index_path=str(index),
        base_href=base_url,
        app_name=NAME,
        app_description=DESCRIPTION,
        pyodide=True,
        pyodide_script_path="main.py",  # (its stem names the module the worker runs)
        pyodide_version=pyodide_version(),
        app_package_url=ARCHIVE,
        web_renderer=WebRenderer.CANVAS_KIT,
        route_url_strategy=RouteUrlStrategy.HASH,
        no_cdn=True,
    )
    patch_font_manifest_json(str(out / "assets" / "FontManifest.json"))
    present_fonts(out)
    no_flutter_worker(out / "flutter_bootstrap.js")
    finish_index(index)
    write_manifest(out / "manifest.json")
    write_service_worker(out)


def pyodide_version() -> str:
    """The version of the Pyodide that flet-web ships (e.g. 314.0.7)."""
    package = Path(get_package_web_dir()) / "pyodide" / "package.json"
    return json.loads(package.read_text(encoding="utf-8"))["version"]


def register_wheels(pyodide: Path) -> None:
    """Point Pyodide's package list at the wheels that ``assets/pyodide`` adds.

    The one there is msgpack's WebAssembly build (from PyPI): flet packs every message
    with it, and its pure-Python fallback doubled the time a screen takes to send.
    Pyodide loads it by name when the app's packages do not bring msgpack along.
    """
    lock_file = pyodide / "pyodide-lock.json"
    lock = json.loads(lock_file.read_text(encoding="utf-8"))
    for wheel in sorted((ASSETS / "pyodide").glob("*.whl")):
        name, version = wheel.name.split("-")[:2]
        lock["packages"][name].update(
            file_name=wheel.name,
            version=version,
            sha256=hashlib.sha256(wheel.read_bytes()).hexdigest(),
        )
    lock_file.write_text(json.dumps(lock), encoding="utf-8")


ARCHIVE = "app.zip"
"""The app's archive: a zip, which Pyodide unpacks in two thirds of a tar.gz's time."""
EPOCH = (1980, 1, 1, 0, 0, 0)
"""The time every file of the archive carries (a zip's earliest)."""


def pack(stage: Path, archive: Path) -> None:
    """The staged folder as the archive the worker unpacks: no caches, and no times or
    owners, so the same sources give the same archive (and the same cache name)."""
    paths = sorted(p for p in stage.rglob("*") if p.is_file() and "__pycache__" not in p.parts)
    with zipfile.ZipFile(archive, "w") as packed:
        for path in paths:
            info = zipfile.ZipInfo(path.relative_to(stage).as_posix(), EPOCH)
            info.compress_type = zipfile.ZIP_DEFLATED
            info.external_attr = 0o644 << 16
            packed.writestr(info, path.read_bytes(), compresslevel=9)


def present_fonts(out: Path) -> None:
    """Take the fonts whose files the build left out off Flutter's font manifest."""
    path = out / "assets" / "FontManifest.json"
    families = json.loads(path.read_text(encoding="utf-8"))
    kept = [
        family
        for family in families
        if all((out / "assets" / font["asset"]).exists() for font in family["fonts"])
    ]
    path.write_text(json.dumps(kept, indent=2), encoding="utf-8")


FLUTTER_WORKER = re.compile(r"\n    serviceWorkerSettings: \{\n.*?\n    \},", re.S)
"""The settings with which Flutter's loader registers its own (deprecated) service
worker."""


def no_flutter_worker(bootstrap: Path) -> None:
    """Flutter's loader without its service worker: the build has its own (``sw.js``),
    and two for one scope replace each other; offline, the loader also waited almost
    two seconds for its worker's script before it went on."""
    code = bootstrap.read_text(encoding="utf-8")
    if len(FLUTTER_WORKER.findall(code)) != 1:
        raise ValueError("Flutter's bootstrap no longer registers its worker as expected")
    bootstrap.write_text(FLUTTER_WORKER.sub("", code), encoding="utf-8")


def boot_screen() -> str:
    """The boot screen's markup, with its steps in every language (from the locales)."""
    steps = {code: [Translator(code).t(f"boot-step-{n}") for n in range(1, 5)] for code in CODES}
    html = (HERE / "boot.html").read_text(encoding="utf-8")
    html = html.replace("__STEPS__", json.dumps(steps, ensure_ascii=False))
    return html.replace("__SETTINGS_KEY__", SETTINGS_KEY)


def finish_index(index: Path) -> None:
    """Point the worker at the local Pyodide and start it at once (``early.js``), add the
    theme colour, the boot screen and the boot script (service worker, persistent
    storage)."""
    html = index.read_text(encoding="utf-8")
    html = html.replace('flet.pyodideUrl="pyodide/', 'flet.pyodideUrl="./pyodide/')
    html = html.replace("</head>", f'<meta name="theme-color" content="{THEME}">\n</head>', 1)
    tag = '<script src="python.js"></script>'
    early = (HERE / "early.js").read_text(encoding="utf-8")
    html = once(html, tag).replace(tag, f"{tag}\n<script>\n{early}</script>", 1)
    html = once(html, "<body>").replace("<body>", f"<body>\n{boot_screen()}", 1)
    boot = (HERE / "boot.js").read_text(encoding="utf-8")
    html = html.replace("</body>", f"<script>\n{boot}</script>\n</body>", 1)
    index.write_text(html, encoding="utf-8")


def write_manifest(path: Path) -> None:
    """The web app manifest: the app's names, colours and icons."""
    manifest = {
        "name": NAME,
        "short_name": NAME,
        "description": DESCRIPTION,
        "id": "./",
        "start_url": ".",
        "scope": ".",
        "display": "standalone",
        "background_color": BACKGROUND,
        "theme_color": THEME,
        "icons": ICONS,
    }
    path.write_text(json.dumps(manifest, indent=2, ensure_ascii=False), encoding="utf-8")


def files(out: Path) -> list[str]:
    """Every file of the build, as sorted paths relative to ``out``."""
    return sorted(
        str(p.relative_to(out)).replace(os.sep, "/")
        for p in out.rglob("*")
        if p.is_file() and p.name != "sw.js"
    )


def write_service_worker(out: Path) -> str:
    """``sw.js``, precaching every file under a cache named by the build's content
    hash; returns that name."""
    digest = hashlib.sha256()
    listed = files(out)
    for rel in listed:
        digest.update(rel.encode())
        digest.update((out / rel).read_bytes())
    cache = f"kartenrunde-{digest.hexdigest()[:16]}"
    precache = ["./", *(f"./{rel}" for rel in listed)]
    script = (HERE / "sw.js").read_text(encoding="utf-8")
    script = script.replace("__CACHE__", cache).replace("__PRECACHE__", json.dumps(precache))
    (out / "sw.js").write_text(script, encoding="utf-8")
    return cache
