"""What a household meets around the games (issue 17, points 7, 8, 16 and 17) on the real
Flet session path: typed names kept as players, setups that open as they were last
started, one running game per game, one name rule for every setup, computers named in the
language on screen, lists joined per language, and home tiles cut with an ellipsis."""

from __future__ import annotations

import json
import sqlite3

import flet as ft
import pytest
from sqlite_utils import Database

from app.core.contract import Outcome
from app.stats import MIGRATIONS, list_players, load_game, saved_games, summaries
from app.ui.household import DB_NAME
from app.ui.session import GameSession, Seat
from app.ui.shell import CLIENT_KEY, SETTINGS_KEY
from tests.ui.harness import Harness, open_app, settle
from tests.ui.test_slf_ui import begin as begin_slf
from tests.ui.test_slf_ui import near_the_round_end, play_round

pytestmark = pytest.mark.asyncio


async def start(tmp_path, language: str = "en", remember: bool = True):
    """The browser "phone" on the app, in ``language``; ``remember``: whether typed names
    become players as a game starts ("Remember these players", on by default)."""
    settings = {"language": language, "remember_players": remember}
    prefs = {CLIENT_KEY: "phone", SETTINGS_KEY: json.dumps(settings)}
    return await open_app(tmp_path, prefs)


async def tap(h: Harness, identifier: str) -> None:
    """Tap a tagged control (a card's or banner's list tile: the tile itself)."""
    control = h.find(identifier)
    while isinstance(control, ft.Semantics):
        control = control.content
    if isinstance(control, ft.Card):
        control = control.content
    await h.fire(control, "click")
    await h.session.after_event(h.page)


async def open_setup(h: Harness, game: str) -> None:
    """Tap the game's tile."""
    await tap(h, f"tile-{game}")


async def home(h: Harness) -> None:
    """Back to the games."""
    h.page.data.go("/")
    await h.drawn()


async def start_game(h: Harness, shell) -> None:
    """Tap Start on the setup screen; computers answer at once."""
    await tap(h, "setup-start")
    if shell.table is not None:
        shell.table.pause = 0


def error_under(h: Harness, seat: int) -> str:
    """The text under a seat's row saying what is wrong with it."""
    return h.find(f"seat-{seat}-error").controls[1].value


# ------------------------------------------------------------ point 7: statistics after a party


async def test_typed_names_are_kept_as_players_with_one_tap_and_the_game_counts(tmp_path):
    """Four typed names play a party started with "Remember these players" off; the end
    offers to keep them, one tap lists them and the finished game is in their
    statistics."""
    h, shell = await start(tmp_path, remember=False)
    table = await begin_slf(h, shell, ["Lukas", "Ben", "Mia", "Zoë"], mode="leader")
    await near_the_round_end(h, table)
    await play_round(h, table, winner_of=lambda n: n % 4)
    offer = h.find("keep-names").content
    assert offer.title.value == "Add Lukas, Ben, Mia and Zoë to your players"
    await h.fire(offer, "click")
    assert [p.name for p in list_players(shell.db)] == ["Ben", "Lukas", "Mia", "Zoë"]
    assert not h.has("keep-names")
    kept = h.find("kept-names").controls[1].value
    assert kept.startswith("Added to your players: Lukas, Ben, Mia and Zoë.")
    await tap(h, "next-round")
    assert shell.route == "/"
    tallies = {s.name: s.tally("slf") for s in summaries(shell.db)}
    assert all(t.played == 1 for t in tallies.values()) and len(tallies) == 4


async def test_listed_players_and_placeholders_are_not_offered(tmp_path):
    """Only typed names that are not listed are offered; a name listed meanwhile is linked."""
    h, shell = await start(tmp_path, remember=False)
    table = await begin_slf(h, shell, ["Lily", ""], mode="leader")
    await near_the_round_end(h, table)
    await play_round(h, table, winner_of=lambda n: 0)
    assert h.find("keep-names").content.title.value == "Add Lily to your players"
    from app.stats import add_player

    lily = add_player(shell.db, "lily")
    await h.fire(h.find("keep-names").content, "click")
    assert [p.name for p in list_players(shell.db)] == ["lily"]
    assert table.session.lineup[0] == Seat("lily", player_id=lily.id)
    assert table.session.lineup[1] == Seat("")
    assert load_game(shell.db, "phone", "slf").record["seats"][0]["player_id"] == lily.id


async def test_typed_names_become_players_as_the_game_starts(tmp_path):
    """A family types "Mama" and "anna" (Anna is listed): "Remember these players" is on,
    so the game starts with Mama as a new player and Anna as herself (no second Anna);
    the game counts for both, and the end offers nothing more."""
    from app.stats import add_player

    h, shell = await start(tmp_path)
    anna = add_player(shell.db, "Anna")
    await open_setup(h, "slf")
    remember = h.find("seat-remember")
    assert remember.value is True and "Remember these players" in h.texts()
    table = await begin_slf(h, shell, ["Mama", "anna"], mode="leader")
    mama = next(p for p in list_players(shell.db) if p.name == "Mama")
    assert [p.name for p in list_players(shell.db)] == ["Anna", "Mama"]
    assert table.session.lineup == (Seat("Mama", player_id=mama.id), Seat("Anna", anna.id))
    assert load_game(shell.db, "phone", "slf").record["seats"][0]["player_id"] == mama.id
    await near_the_round_end(h, table)
    await play_round(h, table, winner_of=lambda n: 0)
    assert not h.has("keep-names") and not h.has("kept-names")
    await tap(h, "next-round")
    assert {s.name: s.tally("slf").played for s in summaries(shell.db)} == {"Anna": 1, "Mama": 1}


async def test_remember_these_players_is_remembered_in_this_browser(tmp_path):
    """Switched off on one setup, it stays off on the next one and after a reload; a game
    started so lists nobody (the end of the game offers the names instead)."""
    h, shell = await start(tmp_path)
    await open_setup(h, "snap")
    await h.fire(h.find("seat-remember"), "change", value=False)
    await home(h)
    await open_setup(h, "slf")
    assert h.find("seat-remember").value is False
    again = Harness(h.conn.prefs)
    from app.ui.app import make_main
    from app.ui.household import Household

    await again.run(make_main(Household(tmp_path)))
    await open_setup(again, "slf")
    assert again.find("seat-remember").value is False
    table = await begin_slf(again, again.page.data, ["Mama", "Anna"], mode="leader")
    assert list_players(shell.db) == [] and table.session.newcomers() == [0, 1]


async def reopened(tmp_path, game: str) -> Harness:
    """The same browser loaded again, on ``game``'s setup."""
    h, _ = await start(tmp_path)
    await open_setup(h, game)
    return h


SETUPS = {
    "slf": (
        [
            ("seat-0", "change", {"value": "Lukas"}),
            ("seat-1", "change", {"value": "Ben"}),
            ("seat-add", "click", {}),
            ("seat-2", "change", {"value": "Mia"}),
            ("setup-mode", "change", {"selected": ["leader"]}),
            ("setup-countdown", "change", {"selected": ["30"]}),
            ("rounds-plus", "click", {}),
        ],
        {
            "seat-0": "Lukas",
            "seat-1": "Ben",
            "seat-2": "Mia",
            "setup-mode": ["leader"],
            "setup-countdown": ["30"],
            "rounds": "2",
            "opt-xy": False,  # the leader's default
        },
    ),
    "snorkeling": (
        [
            ("seat-add", "click", {}),
            ("seat-0", "change", {"value": "Lukas"}),
            ("seat-1-kind", "select", {"value": "strong"}),
            ("seat-2-kind", "select", {"value": "easy"}),
            ("setup-target", "change", {"selected": ["6"]}),
            ("opt-expert", "change", {"value": True}),
            ("opt-aids", "change", {"value": True}),
        ],
        {
            "seat-0": "Lukas",
            "seat-1-kind": "strong",
            "seat-2-kind": "easy",
            "setup-target": ["6"],
            "opt-expert": True,
            "opt-aids": True,
        },
    ),
    "schnapsen": (
        [
            ("seat-0", "change", {"value": "Ben"}),
            ("setup-level", "change", {"selected": ["strong"]}),
            ("opt-bummerl_start", "change", {"value": True}),
            ("opt-aids", "change", {"value": True}),
        ],
        {"seat-0": "Ben", "setup-level": ["strong"], "opt-bummerl_start": True, "opt-aids": True},
    ),
}
"""Per game: the changes made on its setup, and what its setup shows the next time."""


@pytest.mark.parametrize("game", list(SETUPS))
async def test_each_setup_opens_with_its_last_line_up_and_options(tmp_path, game):
    """Started once, a setup opens again (after a reload) with the same people,
    computers and options."""
    changes, shown = SETUPS[game]
    h, shell = await start(tmp_path)
    await open_setup(h, game)
    for identifier, event, props in changes:
        await h.fire(h.find(identifier), event, **props)
    await start_game(h, shell)
    assert shell.route == f"/play/{game}"
    again = await reopened(tmp_path, game)
    for identifier, value in shown.items():
        control = again.find(identifier)
        shows = control.selected if isinstance(value, list) else control.value
        assert shows == value, identifier


# ------------------------------------------------------------ point 8: one running game per game


async def test_a_second_game_keeps_the_first_and_each_can_be_continued(tmp_path):
    """Snorkeling runs; starting Schnapsen asks nothing and keeps it; the home screen says
    which games can be continued, and Continue opens that one."""
    h, shell = await start(tmp_path)
    await open_setup(h, "snorkeling")
    await h.fire(h.find("seat-0"), "change", value="Mia")
    await start_game(h, shell)
    snorkeling = shell.table.session.state
    shell.leave()
    await h.drawn()
    await open_setup(h, "schnapsen")
    await start_game(h, shell)
    assert shell.route == "/play/schnapsen" and not h.page._dialogs.controls
    shell.leave()
    await h.drawn()
    assert [s.game for s in saved_games(shell.db, "phone")] == ["schnapsen", "snorkeling"]
    texts = h.texts()
    assert "Continue: Schnapsen" in texts and "Continue: Snorkeling" in texts
    assert "Mia and Computer (Normal)" in texts
    assert h.has("running-schnapsen") and h.has("running-snorkeling")
    assert not h.has("running-slf")
    await tap(h, "continue-snorkeling")
    assert shell.route == "/play/snorkeling"
    assert shell.table.session.state == snorkeling


async def two_running(tmp_path):
    """A phone with a Schnapsen and a Snorkeling game running, on the home screen."""
    h, shell = await start(tmp_path)
    for game in ("schnapsen", "snorkeling"):
        await open_setup(h, game)
        await start_game(h, shell)
        shell.leave()
        await h.drawn()
    return h, shell


async def test_only_a_game_of_the_same_kind_is_replaced_after_asking(tmp_path):
    """A new Snorkeling game while one is saved asks first; the Schnapsen game stays."""
    h, shell = await two_running(tmp_path)
    await open_setup(h, "snorkeling")
    await tap(h, "setup-start")
    dialog = h.page._dialogs.controls[-1]
    assert dialog.content.value == "The saved game of Snorkeling will be discarded."
    await h.fire(dialog.actions[1], "click")
    assert shell.route == "/play/snorkeling"
    assert {s.game for s in saved_games(shell.db, "phone")} == {"schnapsen", "snorkeling"}


async def test_a_discarded_game_leaves_the_others(tmp_path):
    """Discarding Snorkeling's banner keeps Schnapsen's."""
    h, shell = await two_running(tmp_path)
    banner = h.find("continue-snorkeling").content.content
    await h.fire(banner.trailing.content, "click")
    await h.fire(h.page._dialogs.controls[-1].actions[1], "click")
    await h.drawn()
    assert [s.game for s in saved_games(shell.db, "phone")] == ["schnapsen"]
    assert "Continue: Snorkeling" not in h.texts() and "Continue: Schnapsen" in h.texts()


# ------------------------------------------------------------ point 16: one name rule


async def test_an_empty_field_plays_as_the_name_it_shows_in_every_setup(tmp_path):
    """Snorkeling and Schnapsen alike: the grey "Player 1" is the name."""
    h, shell = await start(tmp_path)
    await open_setup(h, "snorkeling")
    assert h.find("seat-0").label == "Player 1" and not h.find("seat-0").value
    await start_game(h, shell)
    assert shell.route == "/play/snorkeling"
    assert [s.name for s in shell.table.session.seats] == ["Player 1", "Computer (Normal)"]
    shell.leave()
    await h.drawn()
    await open_setup(h, "schnapsen")
    assert h.find("seat-0").label == "Player 1" and not h.find("seat-0").value
    await h.fire(h.find("setup-opponent"), "change", selected=["person"])
    await start_game(h, shell)
    assert [s.name for s in shell.table.session.seats] == ["Player 1", "Player 2"]


@pytest.mark.parametrize("game", ["schnapsen", "slf", "snorkeling"])
async def test_a_name_twice_is_refused_in_full_under_its_row(tmp_path, game):
    """The same rule and the same whole sentence in each setup; nothing starts."""
    h, shell = await start(tmp_path, "de")
    await open_setup(h, game)
    if game == "schnapsen":
        await h.fire(h.find("setup-opponent"), "change", selected=["person"])
    if game == "snorkeling":
        await h.fire(h.find("seat-1-kind"), "select", value="person")
    await h.fire(h.find("seat-0"), "change", value="Lukas")
    await h.fire(h.find("seat-1"), "change", value=" lukas ")
    await tap(h, "setup-start")
    assert shell.table is None
    assert error_under(h, 1) == "lukas spielt schon mit. Jeder braucht einen eigenen Namen."
    assert "Bitte die Namen oben prüfen." in h.texts()
    await h.fire(h.find("seat-0"), "change", value="")
    await h.fire(h.find("seat-1"), "change", value="Spieler 1")
    await tap(h, "setup-start")
    assert shell.table is None and error_under(h, 1).startswith("Spieler 1 spielt schon mit.")
    await h.fire(h.find("seat-1"), "change", value="Ben")
    assert not h.has("seat-1-error")
    await tap(h, "setup-start")
    assert shell.table is not None
    assert [s.name for s in shell.table.session.seats][:2] == ["Spieler 1", "Ben"]


async def test_names_that_look_the_same_are_one_person_in_a_setup(tmp_path):
    """Issue 18, point 8: "\u200fAnna" is the listed Anna, "Anna\u200e" beside her is her
    twice, and a field showing nothing plays as the name it shows."""
    h, shell = await start(tmp_path, "de")
    from app.stats import add_player

    anna = add_player(shell.db, "Anna")
    await open_setup(h, "schnapsen")
    await h.fire(h.find("setup-opponent"), "change", selected=["person"])
    await h.fire(h.find("seat-0"), "change", value="\u200fAnna")
    await h.fire(h.find("seat-1"), "change", value="Anna\u200e")
    await tap(h, "setup-start")
    assert shell.table is None
    assert error_under(h, 1) == "Anna spielt schon mit. Jeder braucht einen eigenen Namen."
    await h.fire(h.find("seat-1"), "change", value="\u3164\u200f")
    await tap(h, "setup-start")
    assert shell.table is not None
    seats = shell.table.session.seats[:2]
    assert [(s.name, s.player_id) for s in seats] == [("Anna", anna.id), ("Spieler 2", None)]


# ------------------------------------------------------------ point 17: names and languages


def seat_label(h: Harness, seat: int) -> str:
    """What a Snorkeling seat tile says (its name first)."""
    return h.find(f"seat-{seat}").parent.label


async def test_the_computer_is_named_in_the_language_on_screen(tmp_path):
    """Started in Hungarian, shown in German: "Computer (Normal)", never "Gép (Normál)";
    the save keeps the level, not a name in some language."""
    h, shell = await start(tmp_path, "hu")
    await open_setup(h, "snorkeling")
    await h.fire(h.find("seat-0"), "change", value="Mia")
    await start_game(h, shell)
    assert seat_label(h, 1).startswith("Gép (Normál): ")
    await shell.change(language="de")
    await h.drawn()
    assert seat_label(h, 1).startswith("Computer (Normal): ")
    assert shell.table.board.name(1) == "Computer (Normal)"
    seats = load_game(shell.db, "phone", "snorkeling").record["seats"]
    assert seats[1]["bot"] == "normal" and "Gép" not in json.dumps(seats)


async def test_a_game_saved_before_the_update_continues_named_in_english(tmp_path):
    """A file of the one-save-per-browser days, its computer saved as "Gép (Normál)":
    after the update the game is offered, continues where it stood, and the computer is
    named in the language on screen."""
    seats = (Seat("Mia"), Seat("Gép (Normál)", bot="normal"))
    session = GameSession.new("snorkeling", {}, seats, "phone")
    old = Database(sqlite3.connect(str(tmp_path / DB_NAME)))
    MIGRATIONS.apply(old, stop_before="m002_a_save_per_game")
    old.execute(
        "INSERT INTO saved_games (client_id, game, record, updated) VALUES (?, ?, ?, ?)",
        ["phone", "snorkeling", json.dumps(session.to_saved()), "2026-11-30T10:00:00+00:00"],
    )
    old.conn.commit()
    old.close()
    h, shell = await start(tmp_path)
    assert "Continue: Snorkeling" in h.texts()
    await tap(h, "continue-banner")
    assert shell.route == "/play/snorkeling"
    assert shell.table.session.state == session.state
    assert shell.table.session.seats[1].name == "Computer (Normal)"
    await settle()
    await h.drawn()
    assert not any("Gép" in t for t in h.texts())
    await home(h)
    assert "Mia and Computer (Normal)" in h.texts()


async def test_shared_wins_are_joined_in_each_language(tmp_path):
    """The winners' line of a tied party lists names as each language does."""
    h, shell = await start(tmp_path)
    table = await begin_slf(h, shell, ["Lukas", "Ben", "Mia"], mode="leader")
    await near_the_round_end(h, table)
    await play_round(h, table, winner_of=lambda n: n % 3)
    table.session.outcome = lambda: Outcome((3.0, 3.0, 1.0), (0, 1), ())
    for language, winners in (
        ("en", "Lukas and Ben share the win!"),
        ("de", "Lukas und Ben gewinnen gemeinsam!"),
        ("hu", "Közös győzelem: Lukas és Ben"),
    ):
        await shell.change(language=language)
        await h.drawn()
        assert h.find("winner").value == winners


async def test_home_tile_descriptions_end_with_an_ellipsis_when_cut(tmp_path):
    """Every tile's description is cut (if at all) with "…", in Hungarian too."""
    h, _ = await start(tmp_path, "hu")
    blurbs = [
        c for c in h.all() if isinstance(c, ft.Text) and (c.value or "").startswith("A klasszikus")
    ]
    assert blurbs and all(b.overflow == ft.TextOverflow.ELLIPSIS and b.max_lines for b in blurbs)
