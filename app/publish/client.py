"""Flet's web client as Kartenrunde serves it (``python -m app`` and the phone build):
three files of flet-web's client, changed.

- ``index.html`` gets a script that loads scripts from the page's own origin only: the
  client asks a CDN for Rive's animation runtime at every start (the app never draws
  one), and nothing may leave the device.
- ``main.dart.js`` and ``main.dart.wasm`` (the client for CanvasKit and for skwasm)
  show the app's name on their startup screen instead of an English "Working...",
  which stood there while Python started (seconds, in the phone build).

Each change checks that it finds exactly what it replaces, so a new flet-web that
moved things fails the build and the tests instead of going out unchanged.
"""

from __future__ import annotations

import shutil
from pathlib import Path
from typing import TypeVar

from flet_web import get_package_web_dir

from app.paths import ASSETS

HERE = Path(__file__).parent
STARTUP = "Working..."
"""The startup screen's text in flet-web 1.0.5, in every language."""
NAME = "Kartenrunde"
INDEX, JS, WASM = "index.html", "main.dart.js", "main.dart.wasm"
IMPORTS = 2
"""The id of a WebAssembly module's import section."""
Text = TypeVar("Text", str, bytes)


def adapt(folder: Path) -> None:
    """Change those of the three client files that are in ``folder``, in place."""
    if (index := folder / INDEX).exists():
        index.write_text(guarded(index.read_text(encoding="utf-8")), encoding="utf-8")
    if (js := folder / JS).exists():
        js.write_text(named_js(js.read_text(encoding="utf-8")), encoding="utf-8")
    if (wasm := folder / WASM).exists():
        wasm.write_bytes(named_wasm(wasm.read_bytes()))


def server_assets(dest: Path) -> Path:
    """An assets folder for the server: the app's assets and the changed client files
    (Flet serves a file of the assets folder before its own, and patches the index.html
    it finds there as it would its own)."""
    shutil.copytree(ASSETS, dest)
    web = Path(get_package_web_dir())
    for name in (INDEX, JS, WASM):
        shutil.copyfile(web / name, dest / name)
    adapt(dest)
    return dest


def guarded(html: str) -> str:
    """index.html with the script that keeps other origins' scripts out, at the end of
    <head> (it runs before Flutter's loader, in <body>, and the client)."""
    once(html, "</head>")
    script = (HERE / "guard.js").read_text(encoding="utf-8")
    return html.replace("</head>", f"<script>\n{script}</script>\n</head>", 1)


def named_js(code: str) -> str:
    """The CanvasKit client with the app's name on its startup screen."""
    once(code, f'"{STARTUP}"')
    return code.replace(f'"{STARTUP}"', f'"{NAME}"')


def named_wasm(module: bytes) -> bytes:
    """The skwasm client with the app's name on its startup screen: dart2wasm imports
    each string constant by its text from the module named "", so the import's name is
    changed and the import section's size written anew."""
    old, new = b"\x00" + vec(STARTUP.encode()), b"\x00" + vec(NAME.encode())
    pos = 8  # magic number and version
    while pos < len(module):
        section = module[pos]
        size, body = leb128(module, pos + 1)
        end = body + size
        if section == IMPORTS:
            content = once(module[body:end], old).replace(old, new)
            return module[:pos] + bytes([section]) + vec(content) + module[end:]
        pos = end
    raise ValueError("main.dart.wasm has no import section")


def once(haystack: Text, needle: Text) -> Text:
    """``haystack``, which must hold ``needle`` exactly once."""
    count = haystack.count(needle)
    if count != 1:
        raise ValueError(f"expected {needle!r} once in Flet's web client, found it {count} times")
    return haystack


def vec(data: bytes) -> bytes:
    """A WebAssembly vector: the length as unsigned LEB128, then the bytes."""
    out, n = bytearray(), len(data)
    while True:
        byte, n = n & 0x7F, n >> 7
        out.append(byte | (0x80 if n else 0))
        if not n:
            return bytes(out) + data


def leb128(data: bytes, pos: int) -> tuple[int, int]:
    """The unsigned LEB128 number at ``pos`` and the position after it."""
    value = shift = 0
    while True:
        byte = data[pos]
        pos += 1
        value |= (byte & 0x7F) << shift
        shift += 7
        if byte < 0x80:
            return value, pos
