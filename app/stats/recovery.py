"""Which damaged database files were moved aside and not yet confirmed by anyone: kept in
a small file next to the database, so that a restart does not lose the notice."""

from __future__ import annotations

from pathlib import Path

SUFFIX = ".moved-aside"


def note(path: Path, aside: Path) -> None:
    """Remember that the damaged ``path`` was moved to ``aside``."""
    with _marker(path).open("a", encoding="utf-8") as marker:
        marker.write(aside.name + "\n")


def unconfirmed(path: Path) -> list[Path]:
    """The files ``path`` was moved to that nobody has confirmed yet, the oldest first."""
    try:
        names = _marker(path).read_text(encoding="utf-8").splitlines()
    except FileNotFoundError:
        return []
    return [path.with_name(name) for name in names if name.strip()]


def confirm(path: Path) -> None:
    """Someone has read where the damaged files went: nobody needs to be told again."""
    _marker(path).unlink(missing_ok=True)


def _marker(path: Path) -> Path:
    """The file that lists them, next to the database."""
    return path.with_name(path.name + SUFFIX)
