"""Every part a game supplies to join the app, or opts out of explicitly, listed in one
place (``missing``): its engine and computer levels (none: only people play), its
benchmark (None: no matches), its outcome sample, its screens (setup, board, replay or
None, statistics lines or None, first steps or none, the table's own choices) and its
words in German, English and Hungarian (locales/<lang>/<id>.ftl and
locales/<lang>/rules/<id>.md). The app's games and the toy of tests/games/toy.py supply
them all; a descriptor with a part taken away is caught."""

from __future__ import annotations

from dataclasses import fields, replace
from importlib import import_module
from pathlib import Path
from random import Random

import pytest

from app.core.contract import Outcome
from app.core.options import RuleOptions
from app.games import GAMES
from app.games.game import Game, Level
from app.paths import ROOT
from app.ui.games import PACKAGES, SCREENS
from app.ui.screens.game import GameScreens, Replayer
from app.ui.table import Board
from app.ui.table.coach import Mark
from tests.games import toy
from tests.ui import toy_screens

LANGUAGES = ("de", "en", "hu")
LOCALES = ROOT / "locales"
BENCH = ("run", "table", "DEFAULT_COUNT")


def missing(game: Game, screens: GameScreens | None, locales: Path | None) -> list[str]:
    """The parts ``game`` lacks or supplies broken (``locales``: where its words must be;
    None: not checked)."""
    out = []
    if game.engine is None or game.engine.id != game.id:
        out.append("engine")
    if not isinstance(game.levels, tuple) or not all(isinstance(v, Level) for v in game.levels):
        out.append("levels")
    out += bench(game)
    out += sample(game)
    out += parts(game, screens)
    for code in LANGUAGES if locales is not None else ():
        for path in (locales / code / f"{game.id}.ftl", locales / code / "rules" / f"{game.id}.md"):
            if not path.is_file():
                out.append(f"locale {path.relative_to(locales)}")
    return out


def bench(game: Game) -> list[str]:
    """What the benchmark the game names lacks (nothing if it explicitly has none)."""
    if game.bench is None:
        return []
    try:
        module = import_module(game.bench)
    except ImportError:
        return ["bench"]
    lacks = [f"bench {name}" for name in BENCH if not hasattr(module, name)]
    return lacks + ([] if game.levels else ["levels for its bench"])


def sample(game: Game) -> list[str]:
    """What the outcome sample lacks: at every seat count, an Outcome of that many seats
    with winners among them, the same for the same generator."""
    if game.sample is None:
        return ["sample"]
    try:
        made = [
            (game.sampled(n, Random(s)), game.sampled(n, Random(s)))
            for n in game.seat_counts
            for s in range(5)
        ]
    except (ImportError, AttributeError, TypeError):
        return ["sample"]
    seats = [n for n in game.seat_counts for _ in range(5)]
    fits = all(
        isinstance(a, Outcome)
        and a == b
        and len(a.scores) == n
        and a.winners
        and set(a.winners) <= set(range(n))
        for (a, b), n in zip(made, seats, strict=True)
    )
    return [] if fits else ["sample outcome"]


def parts(game: Game, screens: GameScreens | None) -> list[str]:
    """What the game's screens lack."""
    if screens is None:
        return ["screens"]
    out = []
    if screens.game is not game:
        out.append("screens of another game")
    if not callable(screens.setup):
        out.append("setup")
    if not (isinstance(screens.board, type) and issubclass(screens.board, Board)):
        out.append("board")
    if screens.stats is not None and not callable(screens.stats):
        out.append("stats")
    replay = screens.replay
    if replay is not None and not (
        isinstance(replay, Replayer) and callable(replay.draw) and callable(replay.words)
    ):
        out.append("replay")
    elif replay is not None and not all(long.seats in game.seat_counts for long in replay.timed):
        out.append("replay's long games")
    if not isinstance(screens.marks, tuple) or not all(isinstance(m, Mark) for m in screens.marks):
        out.append("marks")
    if not (isinstance(screens.choices, type) and issubclass(screens.choices, RuleOptions)):
        out.append("choices")
    return out


@pytest.mark.parametrize("game", list(GAMES))
def test_every_game_supplies_every_part(game):
    """Each game of the app: screens found by its id, and every part there."""
    assert game in PACKAGES, f"no package app/ui/screens/{game}/"
    assert missing(GAMES[game], SCREENS[game], LOCALES) == []


def test_the_toy_supplies_every_part_through_its_descriptors():
    """The toy has every part but words (a test game has no locale files)."""
    assert missing(toy.GAME, toy_screens.SCREENS, None) == []


SCHNAPSEN = GAMES["schnapsen"]


@pytest.mark.parametrize(
    ("broken", "found"),
    [
        (replace(SCHNAPSEN, built=None), "engine"),
        (replace(SCHNAPSEN, bench="app.bench.nothing"), "bench"),
        (replace(SCHNAPSEN, bench="app.bench.matches"), "bench DEFAULT_COUNT"),
        (replace(SCHNAPSEN, sample=None), "sample"),
        (replace(SCHNAPSEN, sample="app.games.schnapsen.rules"), "sample"),
        (replace(SCHNAPSEN, id="tarock"), "locale de/tarock.ftl"),
    ],
)
def test_a_game_with_a_part_taken_away_is_caught(broken, found):
    """Each part of the engine's descriptor is checked."""
    screens = replace(SCREENS["schnapsen"], game=broken)
    assert found in missing(broken, screens, LOCALES)


@pytest.mark.parametrize(
    ("change", "found"),
    [
        ({"board": object}, "board"),
        ({"replay": "schnapsen"}, "replay"),
        ({"stats": 3}, "stats"),
        ({"marks": ("hand",)}, "marks"),
        ({"choices": dict}, "choices"),
    ],
)
def test_screens_with_a_part_broken_are_caught(change, found):
    """Each part of the screens' descriptor is checked."""
    assert missing(SCHNAPSEN, replace(SCREENS["schnapsen"], **change), LOCALES) == [found]
    assert missing(SCHNAPSEN, None, LOCALES) == ["screens"]


def test_a_part_is_never_left_out_silently():
    """A descriptor that does not name its benchmark, sample, replay, statistics lines or
    first steps is not made at all: None or () must be written."""
    explicit = {f.name for f in fields(Game) if f.kw_only}
    assert {"bench", "sample"} <= explicit
    explicit = {f.name for f in fields(GameScreens) if f.kw_only}
    assert {"stats", "replay", "marks", "choices"} <= explicit
    with pytest.raises(TypeError):
        Game("tarock", (3,), 30, "#000000", "style", sample=None)  # type: ignore[call-arg]
    with pytest.raises(TypeError):
        GameScreens(SCHNAPSEN, toy_screens.setup, Board, stats=None, marks=(), choices=RuleOptions)  # type: ignore[call-arg]
