"""The record book: export, import by merging, and every kind of bad file refused whole."""

from __future__ import annotations

import copy
import json
import sqlite3
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from sqlite_utils import Database

from app.core.errors import UserError
from app.games import engine_for
from app.i18n import Translator
from app.stats import (
    ImportReport,
    SeatResult,
    add_player,
    delete_player,
    export_book,
    export_text,
    game_record,
    hide_player,
    history,
    import_book,
    import_text,
    list_players,
    open_db,
    record_result,
    rename_player,
)

RECORD = {
    "format": 2,
    "game": "schnapsen",
    "options": {},
    "seed": "s1",
    "seats": 2,
    "moves": ["play:0:TC", "play:1:KC"],
}
"""The opening two moves of a Schnapsen deal: a record that replays."""
SETTINGS = {"theme": "dark", "language": "de"}


def _game(db: Database, game: str, ended: str, seats: list[SeatResult], **kw: Any) -> int:
    return record_result(
        db,
        game=game,
        options={"target": 7},
        seed="s1",
        started="2026-02-01T09:00:00+01:00",
        ended=ended,
        outcome={"winners": [0], "detail": {"deals": [[0, 3]]}},
        seats=seats,
        client_id="phone",
        **kw,
    )


def _fill(db: Database) -> None:
    """Anna (hidden, renamed from Ann), Ben, Zoë, a deleted Carla; four games."""
    anna, ben, zoe, carla = (add_player(db, n) for n in ("Ann", "Ben", "Zoë", "Carla"))
    _game(
        db,
        "schnapsen",
        "2026-02-01T10:00:00+01:00",
        [
            SeatResult(0, anna.id, "Ann", None, 7, True),
            SeatResult(1, None, "Bot", "strong", 3, False),
        ],
        record=RECORD,
    )
    _game(
        db,
        "slf",
        "2026-02-02T10:00:00+01:00",
        [
            SeatResult(0, ben.id, "Ben", None, 14.5, True),
            SeatResult(1, zoe.id, "Zoë", None, 11, False),
            SeatResult(2, carla.id, "Carla", None, 9, False),
        ],
    )
    _game(
        db,
        "snap",
        "2026-02-02T10:00:00+01:00",
        [
            SeatResult(0, zoe.id, "Zoë", None, 52, True),
            SeatResult(1, ben.id, "Ben", None, 0, False),
        ],
        uid="older-game",
    )
    rename_player(db, anna.id, "Anna")
    hide_player(db, anna.id)
    delete_player(db, carla.id)


@pytest.fixture
def full(db: Database) -> Database:
    _fill(db)
    return db


def _empty(tmp_path: Path, name: str = "other.db") -> Database:
    return open_db(tmp_path / name).db


def _dump(db: Database) -> dict[str, list[tuple]]:
    return {
        table: db.execute(f"SELECT * FROM {table} ORDER BY 1, 2").fetchall()
        for table in ("players", "games", "game_seats")
    }


def test_export_holds_players_games_records_and_settings(full: Database) -> None:
    book = export_book(full, {"theme": "dark", "language": "de"})
    assert (book["format"], book["version"]) == ("kartenrunde-book", 1)
    assert list(book["settings"]) == ["language", "theme"]
    assert [(p["name"], p["hidden"]) for p in book["players"]] == [
        ("Anna", True),
        ("Ben", False),
        ("Zoë", False),
    ]
    games = book["games"]
    # the two games of 2 February end together: a random hex uid comes before "older-game"
    assert [g["game"] for g in games] == ["schnapsen", "slf", "snap"]
    first = games[0]
    assert first["record"] == RECORD and first["options"] == {"target": 7}
    assert first["seats"] == [
        {"seat": 0, "name": "Ann", "player": "Anna", "bot": None, "score": 7.0, "won": True},
        {"seat": 1, "name": "Bot", "player": None, "bot": "strong", "score": 3.0, "won": False},
    ]
    slf = next(g for g in games if g["game"] == "slf")
    assert slf["record"] is None
    assert [(s["name"], s["player"]) for s in slf["seats"]] == [
        ("Ben", "Ben"),
        ("Zoë", "Zoë"),
        ("Carla", None),
    ]
    assert next(g for g in games if g["game"] == "snap")["uid"] == "older-game"
    assert "client_id" not in first
    assert json.loads(export_text(full, SETTINGS)) == export_book(full, SETTINGS)


def test_games_are_ordered_by_end_then_start_then_uid(full: Database) -> None:
    """Two games that ended at the same moment come in the order of their uids."""
    games = export_book(full)["games"]
    same = [g["uid"] for g in games if g["ended"] == "2026-02-02T10:00:00+01:00"]
    assert same == sorted(same) and len(same) == 2


def test_import_into_an_empty_store_gives_the_same_book(full: Database, tmp_path: Path) -> None:
    book = export_book(full, SETTINGS)
    other = _empty(tmp_path)
    report = import_book(other, book, engine_for)
    assert report == ImportReport(3, 3, 0, SETTINGS)
    assert export_book(other, report.settings) == book
    assert export_text(other, report.settings) == export_text(full, SETTINGS)
    mine = [(r.uid, r.game, r.outcome, r.seats[0].name, r.has_record) for r in history(full)]
    theirs = [(r.uid, r.game, r.outcome, r.seats[0].name, r.has_record) for r in history(other)]
    assert theirs == mine
    replayable = next(r for r in history(other) if r.has_record)
    assert game_record(other, replayable.id) == RECORD
    assert [(p.name, p.hidden) for p in list_players(other)] == [
        ("Anna", True),
        ("Ben", False),
        ("Zoë", False),
    ]


def test_import_twice_changes_nothing(full: Database, tmp_path: Path) -> None:
    book = export_book(full)
    other = _empty(tmp_path)
    import_book(other, book, engine_for)
    before = _dump(other)
    assert import_book(other, book, engine_for) == ImportReport(0, 0, 3, {})
    assert _dump(other) == before
    assert import_book(full, book, engine_for) == ImportReport(0, 0, 3, {})


def test_import_merges_players_by_name_ignoring_case(full: Database, tmp_path: Path) -> None:
    """A player already here (any case) is matched and keeps their name and visibility;
    a game already here is skipped; the rest is added."""
    other = _empty(tmp_path)
    anna = add_player(other, "ANNA")
    mia = add_player(other, "Mia")
    _game(
        other,
        "snap",
        "2026-01-01T10:00:00+01:00",
        [SeatResult(0, anna.id, "ANNA", None, 5, True)],
        uid="older-game",
    )
    report = import_book(other, export_book(full), engine_for)
    assert report == ImportReport(2, 2, 1, {})
    players = list_players(other)
    assert [(p.name, p.hidden) for p in players] == [
        ("ANNA", False),
        ("Ben", False),
        ("Mia", False),
        ("Zoë", False),
    ]
    assert mia in players
    rows = {r.game: r for r in history(other)}
    assert rows["schnapsen"].seats[0].player_id == anna.id
    assert rows["snap"].ended == "2026-01-01T10:00:00+01:00"  # the one here was kept


def test_import_text_reads_bytes_with_a_byte_order_mark(full: Database, tmp_path: Path) -> None:
    data = b"\xef\xbb\xbf" + export_text(full).encode()
    assert import_text(_empty(tmp_path), data, engine_for).games_added == 3


def _book(tmp_path: Path) -> dict[str, Any]:
    source = open_db(tmp_path / "source.db").db
    _fill(source)
    return export_book(source, SETTINGS)


def _set(path: str, value: Any) -> Callable[[dict], None]:
    """A change that puts ``value`` at ``path`` ("games.0.seats.1.score"); a value of
    ``...`` removes the key instead."""

    def change(book: dict) -> None:
        *parents, last = path.split(".")
        node: Any = book
        for key in parents:
            node = node[int(key)] if isinstance(node, list) else node[key]
        if value is ...:
            del node[last]
        else:
            node[int(last) if isinstance(node, list) else last] = value

    return change


DAMAGED = {
    "format-missing": _set("format", ...),
    "format-foreign": _set("format", "other-app"),
    "version-text": _set("version", "1"),
    "version-true": _set("version", True),
    "version-zero": _set("version", 0),
    "players-dict": _set("players", {}),
    "games-missing": _set("games", ...),
    "settings-missing": _set("settings", ...),
    "settings-list": _set("settings", []),
    "player-number": _set("players.0", 5),
    "player-hidden-text": _set("players.0.hidden", "yes"),
    "player-created-missing": _set("players.0.created", ...),
    "players-twice": _set("players.2.name", "BEN"),
    "game-uid-missing": _set("games.1.uid", ...),
    "game-uid-number": _set("games.1.uid", 5),
    "game-uid-twice": _set("games.1.uid", "older-game"),
    "game-options-list": _set("games.1.options", [1]),
    "game-outcome-text": _set("games.1.outcome", "won"),
    "game-seed-float": _set("games.1.seed", 1.5),
    "game-ended-missing": _set("games.1.ended", ...),
    "game-record-missing": _set("games.0.record", ...),
    "game-record-moves": _set("games.0.record.moves", [1, 2]),
    "game-record-other-game": _set("games.0.record.game", "slf"),
    "game-record-text": _set("games.0.record", "moves"),
    "game-seats-dict": _set("games.1.seats", {}),
    "seat-number-text": _set("games.1.seats.0.seat", "0"),
    "seat-twice": _set("games.1.seats.1.seat", 0),
    "seat-score-text": _set("games.1.seats.0.score", "14"),
    "seat-score-nan": _set("games.1.seats.0.score", float("nan")),
    "seat-won-number": _set("games.1.seats.0.won", 1),
    "seat-player-missing": _set("games.1.seats.0.player", ...),
    "seat-bot-missing": _set("games.1.seats.0.bot", ...),
    "seat-names-an-unknown-player": _set("games.2.seats.0.player", "Nobody"),
    "seat-name-too-long": _set("games.2.seats.0.name", "x" * 5000),
}


@pytest.mark.parametrize("change", DAMAGED.values(), ids=DAMAGED.keys())
def test_a_damaged_book_is_refused_and_nothing_changes(
    full: Database, tmp_path: Path, change: Callable[[dict], None]
) -> None:
    book = _book(tmp_path)
    import_book(open_db(None).db, copy.deepcopy(book), engine_for)  # the book was fine before
    change(book)
    before = _dump(full)
    with pytest.raises(UserError) as refused:
        import_book(full, book, engine_for)
    assert refused.value.code == "book-damaged"
    assert _dump(full) == before


@pytest.mark.parametrize("version", [2, 99])
def test_a_newer_book_is_refused(full: Database, tmp_path: Path, version: int) -> None:
    book = _book(tmp_path)
    book["version"] = version
    book["games"] = "whatever a later version keeps"
    before = _dump(full)
    with pytest.raises(UserError) as refused:
        import_book(full, book, engine_for)
    assert refused.value.code == "book-newer"
    assert _dump(full) == before


FOREIGN = {
    "empty": b"",
    "truncated": None,
    "not-json": b"PK\x03\x04 a zip file",
    "not-utf8": b'{"format": "\xff"}',
    "a-list": b"[1, 2, 3]",
    "a-number": b"42",
    "a-game-record": json.dumps(RECORD).encode(),
    "other-app": b'{"format": "other", "version": 1, "players": [], "games": []}',
    "nan": b'{"format": "kartenrunde-book", "version": NaN}',
    "deep": b"[" * 100_000,
}


@pytest.mark.parametrize("name", FOREIGN)
def test_a_foreign_or_truncated_file_is_refused(full: Database, tmp_path: Path, name: str) -> None:
    text = FOREIGN[name]
    if text is None:
        whole = json.dumps(_book(tmp_path)).encode()
        text = whole[: len(whole) * 2 // 3]
    before = _dump(full)
    with pytest.raises(UserError) as refused:
        import_text(full, text, engine_for)
    assert refused.value.code == "book-damaged"
    assert _dump(full) == before


def test_a_write_that_fails_midway_leaves_nothing_behind(full: Database, tmp_path: Path) -> None:
    """The database refusing the last game rolls back the players and games before it."""
    book = _book(tmp_path)
    other = _empty(tmp_path)
    other.execute(
        "CREATE TRIGGER refuse BEFORE INSERT ON games WHEN NEW.uid = 'older-game'"
        " BEGIN SELECT RAISE(ABORT, 'disk trouble'); END"
    )
    with pytest.raises(sqlite3.IntegrityError):
        import_book(other, book, engine_for)
    assert _dump(other) == {"players": [], "games": [], "game_seats": []}


def test_games_that_do_not_replay_or_of_an_unknown_game_are_left_out(
    full: Database, tmp_path: Path
) -> None:
    """Every game not here yet is replayed through its engine before the merge: moves
    that cannot be played, or a game this app does not know, keep a game out (counted by
    why); the rest comes in, and a second load leaves the same games out again."""
    book = _book(tmp_path)
    schnapsen, slf, _ = book["games"]
    schnapsen["record"]["moves"] = ["play:0:XX"]
    wrong_turn = copy.deepcopy(schnapsen) | {"uid": "wrong-turn"}
    wrong_turn["record"]["moves"] = ["play:1:KC"]
    poker = copy.deepcopy(slf) | {"uid": "poker-night", "game": "poker"}
    poker_kept = copy.deepcopy(schnapsen) | {"uid": "poker-kept", "game": "poker"}
    poker_kept["record"] = RECORD | {"game": "poker"}
    book["games"] += [wrong_turn, poker, poker_kept]
    other = _empty(tmp_path)
    report = import_book(other, book, engine_for)
    assert (report.games_added, report.illegal, report.unknown) == (2, 2, 2)
    assert sorted(r.game for r in history(other)) == ["slf", "snap"]
    again = import_book(other, book, engine_for)
    assert (again.games_added, again.games_skipped, again.illegal, again.unknown) == (0, 2, 2, 2)


def test_a_game_already_here_is_not_replayed_again(full: Database, tmp_path: Path) -> None:
    book = export_book(full)
    other = _empty(tmp_path)
    asked: list[str] = []

    def engines(game: str) -> Any:
        asked.append(game)
        return engine_for(game)

    import_book(other, book, engines)
    assert sorted(asked) == ["schnapsen", "slf", "snap"]
    asked.clear()
    assert import_book(other, book, engines).games_skipped == 3 and asked == []


def test_a_name_is_cleaned_as_a_typed_name_is_and_the_report_says_so(
    full: Database, tmp_path: Path
) -> None:
    """A zero-width space after Ben goes, as it would from a typed name; his seats,
    which name him without it, are his."""
    book = _book(tmp_path)
    book["players"][1]["name"] = "Ben\u200b"
    other = _empty(tmp_path)
    report = import_book(other, book, engine_for)
    assert report.renamed == (("Ben<U+200B>", "Ben"),)
    assert [p.name for p in list_players(other)] == ["Anna", "Ben", "Zoë"]
    slf = next(r for r in history(other) if r.game == "slf")
    assert slf.seats[0].player_id == next(p.id for p in list_players(other) if p.name == "Ben")


REFUSED_NAMES = {
    "Max\u202c": (
        "Max<U+202C>",
        "The player \"Max<U+202C>\" in this record book can't be added: Names can't"
        " contain control characters. Nothing was changed.",
    ),
    "\u3164": (
        "<U+3164>",
        'The player "<U+3164>" in this record book can\'t be added: A name needs at'
        " least one letter, digit or emoji. Nothing was changed.",
    ),
    "  ": ("  ", None),
    "B\x00en": ("B<U+0000>en", None),
}


@pytest.mark.parametrize("name", REFUSED_NAMES, ids=["pdf", "hangul-filler", "blank", "nul"])
def test_a_name_a_typed_name_could_not_be_refuses_the_book_saying_which_and_why(
    full: Database, tmp_path: Path, name: str
) -> None:
    book = _book(tmp_path)
    book["players"][1]["name"] = name
    before = _dump(full)
    with pytest.raises(UserError) as refused:
        import_book(full, book, engine_for)
    spelled, text = REFUSED_NAMES[name]
    assert (refused.value.code, refused.value.args_dict["name"]) == ("book-name", spelled)
    if text is not None:
        assert Translator("en").error(refused.value) == text
    assert _dump(full) == before
