"""The history screen on the real Flet session path: reached from the statistics, newest
game first with its result in a line, filtered by game and by player, paged with "Show
more", and a tap opens the game."""

from __future__ import annotations

import pytest

from app.stats import SeatResult, add_player, record_result
from tests.ui.harness import Harness, _walk, open_app

pytestmark = pytest.mark.asyncio


def finished(db, game: str, day: int, seats: list[SeatResult]) -> int:
    """A finished ``game`` that ended on 2026-11-``day`` at 18:40."""
    return record_result(
        db,
        game=game,
        options={},
        seed=f"{game}-{day}",
        started=f"2026-11-{day:02d}T18:00:00+01:00",
        ended=f"2026-11-{day:02d}T18:40:00+01:00",
        outcome={"winners": [s.seat for s in seats if s.won]},
        seats=seats,
    )


def household(db) -> dict[str, int]:
    """Anna beat the strong computer at Schnapsen on the 1st; Mia, Ben and Anna played
    Snorkeling on the 2nd (Mia won)."""
    anna, mia, ben = (add_player(db, n) for n in ("Anna", "Mia", "Ben"))
    first = finished(
        db,
        "schnapsen",
        1,
        [
            SeatResult(0, anna.id, "Anna", None, 7, True),
            SeatResult(1, None, "", "strong", 3, False),
        ],
    )
    second = finished(
        db,
        "snorkeling",
        2,
        [
            SeatResult(0, mia.id, "Mia", None, 14, True),
            SeatResult(1, ben.id, "Ben", None, 11, False),
            SeatResult(2, anna.id, "Anna", None, 9, False),
        ],
    )
    return {"schnapsen": first, "snorkeling": second, "anna": anna.id, "ben": ben.id}


def line(h: Harness, game_id: int) -> str:
    """The words of a history row's result line."""
    out: list = []
    _walk(h.find(f"history-{game_id}").subtitle, out)
    return " ".join(c.value for c in out if isinstance(getattr(c, "value", None), str))


def listed(h: Harness) -> list[str]:
    """The history rows on screen, top to bottom."""
    return [
        c.identifier
        for c in h.all()
        if str(getattr(c, "identifier", "")).startswith("history-") and c.identifier[8:].isdigit()
    ]


async def to_history(h: Harness, shell) -> None:
    """Statistics → the history button."""
    shell.go("/stats")
    await h.drawn()
    await h.fire(h.find("open-history"), "click")


async def test_the_statistics_lead_to_the_history_newest_first(tmp_path):
    h, shell = await open_app(tmp_path)
    games = household(shell.db)
    await to_history(h, shell)
    assert shell.route == "/history"
    assert listed(h) == [f"history-{games['snorkeling']}", f"history-{games['schnapsen']}"]
    assert line(h, games["schnapsen"]) == "Anna 7 : 3 Computer (Strong)"
    assert line(h, games["snorkeling"]) == "Mia 14 · Ben 11 · Anna 9"
    heading = h.find(f"history-{games['schnapsen']}").title.value
    assert heading == "Schnapsen · 1 Nov 2026, 18:40"


async def test_the_winner_is_marked_by_more_than_colour(tmp_path):
    h, shell = await open_app(tmp_path)
    games = household(shell.db)
    await to_history(h, shell)
    out: list = []
    _walk(h.find(f"history-{games['snorkeling']}").subtitle, out)
    trophies = [c for c in out if getattr(c, "semantics_label", None) == "won"]
    bold = [
        c.value
        for c in out
        if getattr(c, "weight", None) == "w700" or str(getattr(c, "weight", "")).endswith("BOLD")
    ]
    assert len(trophies) == 1 and bold == ["Mia"]


async def test_filters_by_game_and_by_player(tmp_path):
    h, shell = await open_app(tmp_path)
    games = household(shell.db)
    await to_history(h, shell)
    await h.fire(h.find("history-game"), "select", value="schnapsen")
    assert listed(h) == [f"history-{games['schnapsen']}"]
    await h.fire(h.find("history-game"), "select", value="all")
    await h.fire(h.find("history-player"), "select", value=str(games["ben"]))
    assert listed(h) == [f"history-{games['snorkeling']}"]
    await h.fire(h.find("history-game"), "select", value="schnapsen")
    assert listed(h) == [] and h.has("history-empty")


async def test_a_long_history_comes_a_page_at_a_time(tmp_path):
    h, shell = await open_app(tmp_path)
    anna = add_player(shell.db, "Anna")
    for day in range(1, 29):
        for hour in (0, 1):
            record_result(
                shell.db,
                game="snap",
                options={},
                seed=f"{day}-{hour}",
                started=f"2026-11-{day:02d}T1{hour}:00:00+01:00",
                ended=f"2026-11-{day:02d}T1{hour}:30:00+01:00",
                outcome={"winners": [0]},
                seats=[
                    SeatResult(0, anna.id, "Anna", None, 32, True),
                    SeatResult(1, None, "", "easy", 0, False),
                ],
            )
    await to_history(h, shell)
    assert len(listed(h)) == 30 and h.has("history-more")
    await h.fire(h.find("history-more"), "click")
    assert len(listed(h)) == 56 and not h.has("history-more")


async def test_an_empty_history_says_so(tmp_path):
    h, shell = await open_app(tmp_path)
    await to_history(h, shell)
    assert "No finished games here yet." in h.texts()


async def test_a_tap_opens_the_game(tmp_path):
    h, shell = await open_app(tmp_path)
    games = household(shell.db)
    await to_history(h, shell)
    await h.fire(h.find(f"history-{games['schnapsen']}"), "click")
    assert shell.route == f"/history/{games['schnapsen']}"


async def test_back_climbs_from_a_game_to_the_history_and_on_to_the_statistics(tmp_path):
    """Back from a game leads to the history, and from there to the statistics (not back
    into the game it came from)."""
    h, shell = await open_app(tmp_path)
    games = household(shell.db)
    await to_history(h, shell)
    await h.fire(h.find(f"history-{games['schnapsen']}"), "click")
    for expected in ("/history", "/stats"):
        await h.session.dispatch_event(h.page._i, "view_pop", {"route": shell.route})
        await h.drawn()
        assert shell.route == expected


async def test_the_same_back_arriving_twice_climbs_one_screen(tmp_path):
    """A second pop of the game's screen, once the history shows, changes nothing."""
    h, shell = await open_app(tmp_path)
    games = household(shell.db)
    await to_history(h, shell)
    await h.fire(h.find(f"history-{games['schnapsen']}"), "click")
    game = shell.route
    for _ in range(2):
        await h.session.dispatch_event(h.page._i, "view_pop", {"route": game})
        await h.drawn()
        assert shell.route == "/history"
