"""The documents a clone can read: no citation of a file outside the repository, a
``RULES.md`` beside every game's engine naming the seed text's sections it settles, and
the phone build without them."""

from __future__ import annotations

import re
from pathlib import Path

from app.games import GAMES
from app.paths import ROOT
from app.publish import stage

OUTSIDE = re.compile(
    r"\.\./shared|shared/specs|shared/docs"
    r"|\b(?:games|architecture|flet-notes|ux|ui-house|glossary|style-anchors)\.md\b"
)
"""A citation of the project's material outside this repository."""
SCANNED = ("app", "tests", ".ci", "pyproject.toml", "README.md")
SEEDS = {"slf": "000", "snap": "001", "schnitzel": "002", "snorkeling": "003", "schnapsen": "004"}
"""Each game's original rule text (kept outside the repository, cited by number)."""
SEED_SECTIONS = {
    "000": (
        "At a Glance",
        "Setup",
        "Gameplay",
        "No Matching Term",
        "Revealing New Letters",
        "Mistakes?",
        "End of Game",
        "Variant: With a Game Leader",
        "Variant: Only One Card at a Time",
        "Notes on Categories",
    ),
    "001": (
        "Spielmaterial",
        "Vorbereitung",
        "Ablauf",
        "Sieger",
        "Fehlruf",
        "Gleichzeitig gerufen",
        "Leere Stapel",
        "Gleicher Stapel",
    ),
    "002": ("Cards & Abilities", "Set it up", "Play", "Win", "Specials"),
    "003": (
        "Hungarian summary",
        "Game Overview",
        "Goal of the Game",
        "Setup",
        "Gameplay",
        "End of Turn",
        "End of Round & Scoring",
        "Expert Variant",
    ),
    "004": (
        "Hilfe - Spielanleitung",
        "Navigation",
        "Spielregeln Schnapsen",
        "Stechen",
        "Farb-, Stich- und Trumpfzwang",
        "Ansagen",
        "Gewinnen",
        "Punkte",
        "Zudrehen",
        "Glossar",
    ),
}
"""The sections of each seed text (001 has no headings: its parts as its RULES.md names them)."""
CITATION = re.compile(
    r"^> Seed (\d{3}), sections? (.+) \((?:settles|extends|overrules)"
    r"(?:, (?:settles|extends|overrules))*\)\.$",
    re.M,
)


def scanned_files() -> list[Path]:
    """Every text file of the code, the tests, CI, pyproject.toml and the README."""
    found: list[Path] = []
    for name in SCANNED:
        path = ROOT / name
        paths = [path] if path.is_file() else sorted(p for p in path.rglob("*") if p.is_file())
        found += [p for p in paths if "__pycache__" not in p.parts and "screenshots" not in p.parts]
    return found


def citations_outside(path: Path) -> list[str]:
    """``path:line: text`` for each line of ``path`` that cites a file outside the repository."""
    try:
        text = path.read_text(encoding="utf-8")
    except UnicodeDecodeError:
        return []
    rel = path.relative_to(ROOT)
    return [
        f"{rel}:{n}: {line.strip()}"
        for n, line in enumerate(text.splitlines(), 1)
        if OUTSIDE.search(line)
    ]


def sections(text: str) -> dict[str, str]:
    """A Markdown file's ``##`` sections by heading."""
    parts = re.split(r"^## (.+)$", text, flags=re.M)
    return dict(zip(parts[1::2], parts[2::2], strict=True))


def test_nothing_cites_a_file_outside_the_repository():
    """Rule decisions, import rules and Flet facts are cited where a clone has them."""
    me = Path(__file__).resolve()
    found = [c for p in scanned_files() if p.resolve() != me for c in citations_outside(p)]
    assert not found, "\n".join(found)


def test_the_check_finds_an_outside_citation():
    """The pattern catches the forms the code used, and leaves in-repo names alone."""
    cited = ("../shared/specs/games.md §1", "games.md §4", "docs/architecture.md", "ux.md")
    assert all(OUTSIDE.search(line) for line in cited)
    fine = ("app/games/snap/RULES.md §Calling", "README.md", "linux.md", "locales/en/rules/slf.md")
    assert not any(OUTSIDE.search(line) for line in fine)


def test_every_game_has_its_rules_beside_its_engine():
    """Each section of a game's RULES.md names sections of that game's seed text."""
    assert set(SEEDS) == set(GAMES)
    for game in GAMES:
        path = ROOT / "app" / "games" / game / "RULES.md"
        assert path.is_file(), f"{game}: no {path.relative_to(ROOT)}"
        parts = sections(path.read_text(encoding="utf-8"))
        assert parts, f"{game}: RULES.md has no sections"
        for heading, body in parts.items():
            cited = CITATION.findall(body)
            assert cited, f"{game} §{heading}: no '> Seed NNN, section \"…\" (settles).' line"
            for seed, names in cited:
                assert seed == SEEDS[game], f"{game} §{heading}: seed {seed}"
                named = re.findall(r'"([^"]+)"', names)
                assert named, f"{game} §{heading}: no section named"
                unknown = set(named) - set(SEED_SECTIONS[seed])
                assert not unknown, f"{game} §{heading}: not in seed {seed}: {unknown}"


def test_the_phone_build_leaves_the_rule_decisions_out(tmp_path, monkeypatch):
    """RULES.md is for developers: the staged app carries Python and data, no Markdown
    (staged here without compiling and without vendored packages)."""
    monkeypatch.setattr(stage, "compile_folder", lambda folder: 0)
    monkeypatch.setattr(stage, "vendor", lambda name, packages: None)
    staged = stage.stage(tmp_path / "stage")
    assert (ROOT / "app" / "games" / "schnapsen" / "RULES.md").is_file()
    assert (staged / "app" / "games" / "schnapsen" / "rules.py").is_file()
    assert not list((staged / "app").rglob("*.md"))
