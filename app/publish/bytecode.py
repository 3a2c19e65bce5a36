"""Python compiled for the browser build's own interpreter: every ``.py`` of the staged
folder becomes a ``.pyc`` beside it (no sources shipped), compiled by the Pyodide that
the build ships (flet-web's, Python 3.14) run under Node.js.

Pyodide would otherwise compile every module the app imports from source at each boot
(about a second of the boot on this machine). The files are compiled with the hash of
their source in place of its time, so the same sources give the same files, and without
docstrings and assertions (``-OO``: the app reads no docstring in the browser), which
keeps the build under its size limit.
"""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

from flet_web import get_package_web_dir

HERE = Path(__file__).parent
RUN = HERE / "run.mjs"
COMPILE = """
import compileall, py_compile
done = compileall.compile_dir(
    ".",
    quiet=1,
    legacy=True,
    optimize=2,
    invalidation_mode=py_compile.PycInvalidationMode.UNCHECKED_HASH,
)
if not done:
    raise RuntimeError("a module did not compile")
"""
"""Compile every ``.py`` to a ``.pyc`` beside it (importable without its source), keyed
by the source's hash, without docstrings and assertions."""


def node() -> str:
    """The Node.js executable; RuntimeError if it is not installed."""
    executable = shutil.which("node")
    if executable is None:
        raise RuntimeError("the browser build runs its Python under Node.js: install node")
    return executable


def stack_switching(executable: str) -> list[str]:
    """The flag Pyodide wants from Node 20 to 24 (as its own ``python`` script adds it)."""
    done = subprocess.run([executable, "--version"], capture_output=True, text=True, check=True)
    major = int(done.stdout.strip().lstrip("v").split(".")[0])
    return ["--experimental-wasm-stack-switching"] if 20 <= major <= 24 else []


def run_python(
    folder: Path, code: str, wheels: tuple[Path, ...] = ()
) -> subprocess.CompletedProcess[str]:
    """Run ``code`` in the build's Pyodide with ``folder`` as its working directory,
    after loading ``wheels``."""
    executable = node()
    pyodide = Path(get_package_web_dir()) / "pyodide" / "pyodide.mjs"
    command = [executable, *stack_switching(executable), str(RUN), str(pyodide)]
    command += [str(folder.resolve()), code, *(str(w.resolve()) for w in wheels)]
    return subprocess.run(command, capture_output=True, text=True)


def compile_folder(folder: Path) -> int:
    """Compile every ``.py`` under ``folder`` in place and delete the sources; returns
    how many modules were compiled. RuntimeError if a file does not compile (then no
    source is deleted)."""
    done = run_python(folder, COMPILE)
    sources = sorted(folder.rglob("*.py"))
    missing = [str(p) for p in sources if not p.with_suffix(".pyc").exists()]
    if done.returncode != 0 or missing:
        raise RuntimeError(f"compiling for Pyodide failed:\n{done.stdout}{done.stderr}")
    for source in sources:
        source.unlink()
    return len(sources)
