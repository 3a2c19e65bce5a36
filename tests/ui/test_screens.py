"""Screens on the real Flet session path (no browser): what a player sees and changes."""

from __future__ import annotations

import asyncio
import json
import re
import time

import flet as ft
import pytest
from flet.messaging.protocol import MessageAction

from app.games import GAMES
from app.i18n import Translator
from app.stats import SeatResult, add_player, list_players, record_result, save_game
from app.ui import shell as shell_module
from app.ui.app import make_main
from app.ui.games import SCREENS
from app.ui.handover import handover_view, waiting_view
from app.ui.household import DB_NAME, Household
from app.ui.shell import CLIENT_KEY, SETTINGS_KEY, Shell
from tests.ui.harness import Harness, _walk

pytestmark = pytest.mark.asyncio


async def start(tmp_path, prefs=None, device_language="en-GB") -> tuple[Harness, Shell]:
    """The app as a new browser session sees it."""
    h = Harness(prefs, device_language)
    await h.run(make_main(Household(tmp_path)))
    return h, h.page.data


async def goto(h: Harness, shell: Shell, route: str) -> None:
    """Navigate like a tap on a link would."""
    shell.go(route)
    await h.drawn()
    await h.session.after_event(h.page)


async def test_home_shows_five_tiles_all_playable(tmp_path):
    """Five games, each with a name and a line of description; none says "coming soon"
    any more (Snap was the last)."""
    h, _ = await start(tmp_path)
    for game in ("schnapsen", "slf", "snorkeling", "schnitzel", "snap"):
        assert h.find(f"tile-{game}") is not None
        assert h.find(f"rules-{game}") is not None
    texts = h.texts()
    assert texts.count("Coming soon") == 0
    assert "2 players · 15 min" in texts and "2–6 players · 20 min" in texts


async def test_home_tiles_stand_in_equally_high_pairs_under_a_wide_first_one(tmp_path):
    """At 412×915 the tiles were of uneven height and the last was cut by the tab bar: on
    a phone the first spans the width and the other four stand two by two, each keeping
    room for two lines of its name and four of its description, whatever they hold."""
    h, _ = await start(tmp_path, device_language="de-AT")
    grid = next(
        c for c in h.page.views[-1].controls[0].content.controls if isinstance(c, ft.ResponsiveRow)
    )
    assert [tile.col["xs"] for tile in grid.controls] == [12, 6, 6, 6, 6]
    rooms = set()
    for tile in grid.controls[1:]:
        about = tile.content.content.controls[0].content.content
        name, blurb = about.controls[1:3]
        assert (name.content.max_lines, blurb.content.max_lines) == (2, 4)
        rooms.add((name.height, blurb.height))
    assert len(rooms) == 1 and all(rooms.pop())


async def test_every_game_has_screens_and_snap_opens_its_setup(tmp_path):
    """A game is playable once it has screens, not already once its engine is in; every
    game now has both, and the last one's tile opens its setup."""
    assert set(SCREENS) == set(GAMES)
    assert all(GAMES[game].engine is not None for game in SCREENS)
    for game in GAMES.values():  # the home screen's facts, without the engine, agree with it
        assert (game.engine.id, game.engine.seat_counts) == (game.id, game.seat_counts)
    h, shell = await start(tmp_path)
    await h.fire(h.find("tile-snap"), "click")
    assert shell.route == "/play/snap/setup"


async def test_first_start_picks_the_device_language_and_remembers_it(tmp_path):
    """A German phone starts in German; the choice is stored in the browser."""
    h, shell = await start(tmp_path, device_language="de-AT")
    assert shell.tr.lang == "de"
    assert "Spieler" in h.texts()
    assert json.loads(h.conn.prefs[SETTINGS_KEY])["language"] == "de"


async def test_an_unsupported_device_language_falls_back_to_english(tmp_path):
    """A French phone gets English."""
    h, shell = await start(tmp_path, device_language="fr-FR")
    assert shell.tr.lang == "en"
    assert "Players" in h.texts()


async def test_stored_settings_win_over_the_device(tmp_path):
    """A remembered choice is used, with its theme."""
    prefs = {SETTINGS_KEY: json.dumps({"language": "hu", "theme": "dark"})}
    h, shell = await start(tmp_path, prefs=prefs, device_language="de-DE")
    assert shell.tr.lang == "hu"
    assert h.page.theme_mode == ft.ThemeMode.DARK
    assert "Játékosok" in h.texts()


async def test_broken_stored_settings_fall_back_to_defaults(tmp_path):
    """Garbage in the browser's storage does not stop the app."""
    h, shell = await start(tmp_path, prefs={SETTINGS_KEY: "{not json", CLIENT_KEY: 42})
    assert shell.settings.theme == "system"
    assert isinstance(shell.client_id, str) and len(shell.client_id) >= 16
    assert "Snorkeling" in h.texts()


async def test_language_switch_redraws_at_once(tmp_path):
    """Choosing Magyar in settings changes every text without a reload."""
    h, shell = await start(tmp_path)
    await goto(h, shell, "/settings")
    await h.fire(h.find("setting-language"), "change", selected=["hu"])
    assert shell.settings.language == "hu"
    assert "Beállítások" in h.texts()
    assert "Snapszer" in h.texts()  # the games screen under it is redrawn too
    assert json.loads(h.conn.prefs[SETTINGS_KEY])["language"] == "hu"


async def test_switches_are_remembered(tmp_path):
    """Large cards and the theme are stored as soon as they change."""
    h, shell = await start(tmp_path)
    await goto(h, shell, "/settings")
    await h.fire(h.find("setting-large_cards"), "change", value=True)
    await h.fire(h.find("setting-theme"), "change", selected=["dark"])
    stored = json.loads(h.conn.prefs[SETTINGS_KEY])
    assert stored["large_cards"] is True and stored["theme"] == "dark"
    assert h.page.theme_mode == ft.ThemeMode.DARK


async def test_diagnostics_tell_the_longest_pause_and_the_apps_own_part(tmp_path):
    """Diagnostics on: after a callback that waited 120 ms without computing, the
    settings show the pause, where it was, and the app's own work, which was less."""
    h, shell = await start(tmp_path)
    await goto(h, shell, "/settings")
    await h.fire(h.find("setting-diagnostics"), "change", value=True)
    done = asyncio.get_running_loop().create_future()
    asyncio.get_running_loop().call_soon(lambda: (time.sleep(0.12), done.set_result(None)))
    await done
    await goto(h, shell, "/")
    await goto(h, shell, "/settings")
    longest = re.search(r"(\d+) ms \((\d+) over 100 ms\)", h.find("diag-stalls").value)
    assert int(longest.group(1)) >= 110 and int(longest.group(2)) >= 1
    assert h.find("diag-stalls-what").value.startswith("It was in: ")
    own = int(re.search(r"at most (\d+) ms", h.find("diag-stalls-own").value).group(1))
    assert own <= round(shell.stalls.own_ms) and own < int(longest.group(1))
    await h.fire(h.find("setting-diagnostics"), "change", value=False)
    assert shell.stalls is None, "off again: no watch left timing other tests' callbacks"


async def add(h: Harness, name: str) -> None:
    """Type a name and press the add button."""
    await h.fire(h.find("player-name"), "change", value=name)
    await h.fire(h.find("player-add"), "click")


async def test_empty_name_shows_the_error_and_writes_nothing(tmp_path):
    """Blank names are refused with a translated message."""
    h, shell = await start(tmp_path)
    await goto(h, shell, "/players")
    await add(h, "   ")
    assert h.find("player-name").error == "Please enter a name."
    assert list_players(shell.db) == []
    assert h.find("players-empty") is not None


async def test_a_valid_name_is_trimmed_listed_and_the_field_cleared(tmp_path):
    """' Jürgen 🎲 ' becomes 'Jürgen 🎲' in the list."""
    h, shell = await start(tmp_path)
    await goto(h, shell, "/players")
    await add(h, " Jürgen 🎲 ")
    assert [p.name for p in list_players(shell.db)] == ["Jürgen 🎲"]
    assert h.find("player-Jürgen 🎲") is not None
    assert h.find("player-name").value == ""


async def test_a_duplicate_name_is_refused_whatever_its_case(tmp_path):
    """ANNA after Anna: an error naming the existing player; nothing added."""
    h, shell = await start(tmp_path)
    await goto(h, shell, "/players")
    await add(h, "Anna")
    await add(h, "ANNA")
    assert h.find("player-name").error == "There's already a player called Anna."
    assert len(list_players(shell.db)) == 1


async def test_a_name_that_only_looks_new_is_refused(tmp_path):
    """'\u200fAnna' after Anna shows as Anna: taken; a lone filler is no name at all."""
    h, shell = await start(tmp_path)
    await goto(h, shell, "/players")
    await add(h, "Anna")
    await add(h, "\u200fAnna")
    assert h.find("player-name").error == "There's already a player called Anna."
    await add(h, "\u3164\u2800")
    assert h.find("player-name").error == "Please enter a name."
    await add(h, "...")
    assert h.find("player-name").error == "A name needs at least one letter, digit or emoji."
    assert [p.name for p in list_players(shell.db)] == ["Anna"]


async def test_german_error_for_a_long_name(tmp_path):
    """The error is in the player's language."""
    h, shell = await start(tmp_path, device_language="de-DE")
    await goto(h, shell, "/players")
    await add(h, "x" * 25)
    assert h.find("player-name").error == "Ein Name darf höchstens 24 Zeichen lang sein."


async def test_rename_and_delete_ask_first(tmp_path):
    """Rename opens a dialog; delete asks for confirmation and cancel keeps the player."""
    h, shell = await start(tmp_path)
    player = add_player(shell.db, "Anna")
    await goto(h, shell, "/players")
    row = h.find("player-Anna")
    edit, delete, _ = row.trailing.controls
    await h.fire(edit, "click")
    dialog = h.page._dialogs.controls[-1]
    await h.fire(dialog.content, "change", value="Anni")
    await h.fire(dialog.actions[1], "click")
    assert [p.name for p in list_players(shell.db)] == ["Anni"]

    await h.fire(h.find("player-Anni").trailing.controls[1], "click")
    confirm = h.page._dialogs.controls[-1]
    await h.fire(confirm.actions[0], "click")  # cancel
    assert [p.id for p in list_players(shell.db)] == [player.id]
    await h.fire(h.find("player-Anni").trailing.controls[1], "click")
    await h.fire(h.page._dialogs.controls[-1].actions[1], "click")  # delete
    assert list_players(shell.db) == []
    assert h.find("players-empty") is not None


async def test_stats_explain_the_empty_state(tmp_path):
    """No players: the statistics say how they fill up."""
    h, shell = await start(tmp_path)
    await goto(h, shell, "/stats")
    assert "finish a game" in h.find("stats-empty").value


async def test_stats_show_played_and_won_per_game(tmp_path):
    """One finished Schnapsen game appears under both players."""
    h, shell = await start(tmp_path)
    anna, bela = add_player(shell.db, "Anna"), add_player(shell.db, "Béla")
    record_result(
        shell.db,
        game="schnapsen",
        options={},
        seed=1,
        started="2026-11-29T10:00:00",
        ended="2026-11-29T10:20:00",
        outcome={"winners": [0]},
        seats=[
            SeatResult(0, anna.id, "Anna", None, 7, True),
            SeatResult(1, bela.id, "Béla", None, 3, False),
        ],
    )
    await goto(h, shell, "/stats")
    texts = h.texts()
    assert "1 played · 1 won" in texts and "1 played · 0 won" in texts


async def test_rules_render_in_the_chosen_language(tmp_path):
    """The rules screen shows the Markdown of the current language."""
    h, shell = await start(tmp_path, device_language="hu-HU")
    await goto(h, shell, "/rules/schnapsen")
    parts = [c.value for c in h.find("rules-text").controls if isinstance(c, ft.Markdown)]
    assert "\n".join(parts) in Translator("hu").rules("schnapsen")
    assert parts[0].startswith("## Egy perc alatt")


async def test_rules_have_a_title_that_fits_readable_text_and_contents(tmp_path):
    """The app bar says "Rules" (the game's long name was cut at 360 px), the game's name
    heads the page once, the text is 17 px, and the contents jump to each section."""
    h, shell = await start(tmp_path)
    await goto(h, shell, "/rules/slf")
    view = h.page.views[-1]
    assert view.appbar.title.value == "Rules"
    assert h.find("rules-heading").value == "Schnapp, Land, Fluss!"
    shown: list = []
    _walk(view, shown)
    assert [getattr(c, "value", None) for c in shown].count("Schnapp, Land, Fluss!") == 1
    sections = [c for c in h.find("rules-text").controls if isinstance(c, ft.Markdown)]
    assert not any(m.value.startswith("# ") or "\n# " in m.value for m in sections)
    assert {m.md_style_sheet.p_text_style.size for m in sections} == {17}
    text = Translator("en").rules("slf").splitlines()
    headings = [line[3:] for line in text if line.startswith("## ")]
    jumps = [h.find(f"rules-to-{i}") for i in range(len(headings))]
    assert [b.content for b in jumps] == headings and len(headings) > 5
    await h.fire(jumps[3], "click")
    asked = [b for a, b in h.conn.messages if a == MessageAction.INVOKE_METHOD]
    scroll = next(b for b in reversed(asked) if b["name"] == "scroll_to")
    assert scroll["args"]["scroll_key"] == "rules-3"
    target = next(m for m in sections if getattr(m.key, "value", None) == "rules-3")
    assert target.value.startswith(f"## {headings[3]}")


async def test_unknown_routes_show_the_games(tmp_path):
    """A mistyped address lands on the home screen instead of an error."""
    h, shell = await start(tmp_path)
    await goto(h, shell, "/rules/chess")
    assert [v.route for v in h.page.views] == ["/"]


async def test_each_client_sees_only_its_own_saved_game(tmp_path):
    """The banner belongs to this browser's client id; discarding asks first."""
    db = Household(tmp_path).db
    save_game(db, "phone-a", "schnapsen", {"moves": []})
    save_game(db, "phone-b", "snorkeling", {"moves": []})
    db.close()
    h, shell = await start(tmp_path, prefs={CLIENT_KEY: "phone-a"})
    assert "Continue: Schnapsen" in h.texts()
    assert "Continue: Snorkeling" not in h.texts()
    await h.fire(h.find("discard-saved"), "click")
    await h.fire(h.page._dialogs.controls[-1].actions[1], "click")
    assert "Continue: Schnapsen" not in h.texts()
    from app.stats import load_game

    assert load_game(shell.db, "phone-a") is None
    assert load_game(shell.db, "phone-b") is not None


async def test_a_damaged_saved_game_is_reported(tmp_path):
    """A broken saved record gives a translated notice, not a crash."""
    db = Household(tmp_path).db
    db.execute(
        "insert into saved_games (client_id, game, record, updated) values (?, ?, ?, ?)",
        ["phone-a", "schnapsen", "{broken", "2026-11-29"],
    )
    db.conn.commit()
    db.close()
    h, _ = await start(tmp_path, prefs={CLIENT_KEY: "phone-a"})
    assert "The saved game was damaged and could not be resumed." in h.texts()


async def test_a_damaged_database_gives_a_notice(tmp_path):
    """The first session after a damaged file is told where it went."""
    (tmp_path / DB_NAME).write_bytes(b"\x00garbage" * 512)
    h, _ = await start(tmp_path)
    assert any(t.startswith("The statistics file was damaged") for t in h.texts())


async def test_handover_screen_hides_everything_but_the_name(tmp_path):
    """'Pass the phone to Anna' with one big button that calls back, under the bar it is
    given (the game's name and Back)."""
    h = Harness()
    ready = []
    bar = ft.AppBar(title=ft.Text("Schnapsen"))
    view = handover_view(Translator("en"), "/handover", "Anna", lambda: ready.append(1), bar)
    h.page.views.append(view)
    h.page.update()
    assert sorted(h.texts()) == sorted(
        [
            "Schnapsen",
            "Pass the phone to Anna",
            "Everyone else: don't look!",
            "I'm Anna – show my cards",
        ]
    )
    await h.fire(h.find("handover-ready"), "click")
    assert ready == [1]


async def test_the_wait_while_computers_play_lists_them_the_languages_way():
    """Several computers at once: "Lukas, Ben und Mia", not a bare comma list."""
    h = Harness()
    h.page.views.append(
        waiting_view(Translator("de"), "/wait", ["Lukas", "Ben", "Mia"], ft.AppBar())
    )
    h.page.update()
    assert h.find("waiting-title").value == "Am Zug: Lukas, Ben und Mia"


async def test_computer_speed_is_a_remembered_setting(tmp_path):
    """Slow, normal or fast: stored like every other setting."""
    h, shell = await start(tmp_path)
    await goto(h, shell, "/settings")
    await h.fire(h.find("setting-bot_speed"), "change", value="fast")
    assert json.loads(h.conn.prefs[SETTINGS_KEY])["bot_speed"] == "fast"


async def test_with_motion_reduced_screens_change_without_sliding(tmp_path):
    """Reduce motion also stills the screens' own change (Flutter's page transition)."""
    h, shell = await start(tmp_path)
    assert h.page.theme.page_transitions.android is None
    await goto(h, shell, "/settings")
    await h.fire(h.find("setting-reduce_motion"), "change", value=True)
    for theme in (h.page.theme, h.page.dark_theme):
        transitions = theme.page_transitions
        assert transitions.android == transitions.ios == ft.PageTransitionTheme.NONE


async def test_a_new_screen_is_built_then_sent_in_steps(tmp_path):
    """Shell.show: a tap's own callback only notes the route; the new screen is built after
    the event loop's next turn, and its frame and then its content go out after further
    turns (each a shorter pause)."""
    h, shell = await start(tmp_path)
    sent = len(h.conn.messages)
    built = []
    original = shell_module.views_for
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(shell_module, "views_for", lambda *a: built.append(a) or original(*a))
        shell.show("/play/schnapsen/setup")
        assert not built and len(h.conn.messages) == sent and h.page.views[-1].key == "/"
        for _ in range(5):
            if h.page.views[-1].key != "/":
                break
            await asyncio.sleep(0)
    assert len(built) == 1
    assert h.page.views[-1].key == "/play/schnapsen/setup" and not h.page.views[-1].controls
    await h.drawn()
    assert h.find("setup-start") is not None and len(h.conn.messages) > sent


async def test_a_newer_screen_replaces_one_still_on_its_way(tmp_path):
    """Two screens shown in one callback: only the second goes out."""
    h, shell = await start(tmp_path)
    shell.show("/play/schnapsen/setup")
    shell.show("/settings")
    await h.drawn()
    assert h.page.views[-1].key == "/settings"
    with pytest.raises(LookupError):
        h.find("setup-start")
