"""Player names: validation, uniqueness ignoring case, rename, merge, hide and delete."""

import pytest
from sqlite_utils import Database

from app.core.errors import UserError
from app.stats import (
    NAME_MAX,
    Player,
    SeatResult,
    add_player,
    clean_name,
    delete_player,
    games_of,
    games_together,
    hide_player,
    history,
    keep_player,
    list_players,
    merge_players,
    record_result,
    rename_player,
    restore_player,
    streaks,
    summaries,
)


def _code(exc: pytest.ExceptionInfo[UserError]) -> str:
    return exc.value.code


def test_names_are_trimmed_and_spaces_collapsed() -> None:
    assert clean_name("  Anna  ") == "Anna"
    assert clean_name("\u00a0\u3000Anna\u2003Maria\t\n") == "Anna Maria"
    assert clean_name("\u200bBob\ufeff") == "Bob"


# Characters that show nothing, or only a blank, so a name must not begin or end with them.
INVISIBLE_EDGES = [
    "\u200e",  # LEFT-TO-RIGHT MARK
    "\u200f",  # RIGHT-TO-LEFT MARK
    "\u061c",  # ARABIC LETTER MARK
    "\u00ad",  # SOFT HYPHEN
    "\u034f",  # COMBINING GRAPHEME JOINER
    "\u3164",  # HANGUL FILLER
    "\u115f\u1160",  # HANGUL CHOSEONG and JUNGSEONG FILLER
    "\uffa0",  # HALFWIDTH HANGUL FILLER
    "\u2800",  # BRAILLE PATTERN BLANK
    "\u180e",  # MONGOLIAN VOWEL SEPARATOR
    "\u2060\u2063",  # WORD JOINER, INVISIBLE SEPARATOR
    "\u200b\ufe0f",  # a variation selector after an invisible one has nothing to select
]


@pytest.mark.parametrize("mark", INVISIBLE_EDGES)
def test_invisible_marks_and_fillers_at_the_ends_are_trimmed(mark: str) -> None:
    assert clean_name(f"{mark}Anna") == "Anna"
    assert clean_name(f"Anna{mark}") == "Anna"
    assert clean_name(f" {mark} Anna Berg {mark} ") == "Anna Berg"


def test_what_belongs_to_a_visible_character_stays() -> None:
    """An emoji's variation selector and a flag's tags end a name; joiners stay inside."""
    assert clean_name("\ufe0fAnna\u200d") == "Anna"
    assert clean_name("Oma \u2764\ufe0f\u200e") == "Oma \u2764\ufe0f"
    england = "\U0001f3f4\U000e0067\U000e0062\U000e0065\U000e006e\U000e0067\U000e007f"
    assert clean_name(f"Opa {england}\u200f") == f"Opa {england}"
    assert clean_name("\u200f\u0645\u06cc\u200c\u0631\u0627") == "\u0645\u06cc\u200c\u0631\u0627"


def test_length_limits() -> None:
    assert clean_name("A") == "A"
    assert clean_name("x" * NAME_MAX) == "x" * NAME_MAX
    with pytest.raises(UserError) as exc:
        clean_name("x" * (NAME_MAX + 1))
    assert _code(exc) == "name-too-long"
    assert exc.value.args_dict == {"max": 24}
    assert clean_name("🎲" * 24) == "🎲" * 24
    # a decomposed umlaut counts once after NFC
    assert len(clean_name("u\u0308" * 24)) == 24


@pytest.mark.parametrize("raw", ["", "   ", "\t\n", "\u3000", "\u200b"])
def test_empty_names(raw: str) -> None:
    with pytest.raises(UserError) as exc:
        clean_name(raw)
    assert _code(exc) == "name-empty"


@pytest.mark.parametrize("raw", [*INVISIBLE_EDGES, "".join(INVISIBLE_EDGES), "\u200f \u3164\u2800"])
def test_names_made_only_of_invisible_characters_are_empty(raw: str) -> None:
    with pytest.raises(UserError) as exc:
        clean_name(raw)
    assert _code(exc) == "name-empty"


@pytest.mark.parametrize("raw", ["...", "-", "?!", "\u0301", "(\u3164)"])
def test_a_name_needs_a_letter_digit_or_emoji(raw: str) -> None:
    with pytest.raises(UserError) as exc:
        clean_name(raw)
    assert _code(exc) == "name-no-letter"


@pytest.mark.parametrize(
    "raw", ["An\x00na", "Bell\x07", "\x1b[31mRot", "Evil\u202eliam", "\ud800x"]
)
def test_control_characters_are_invalid(raw: str) -> None:
    with pytest.raises(UserError) as exc:
        clean_name(raw)
    assert _code(exc) == "name-invalid"


@pytest.mark.parametrize(
    "name", ["Jürgen", "Őrsűr", "🎲 Dani", "王小明", "Zoë-Åse", "👩\u200d👩\u200d👧"]
)
def test_any_script_is_accepted(db: Database, name: str) -> None:
    player = add_player(db, name)
    assert player.name == name
    assert list_players(db) == [player]


@pytest.mark.parametrize(
    ("first", "second"),
    [("anna", "ANNA"), ("Öszi", "öszi"), ("Straße", "STRASSE"), ("Jürgen", "JU\u0308RGEN")],
)
def test_duplicates_ignoring_case(db: Database, first: str, second: str) -> None:
    add_player(db, first)
    before = db["players"].count
    with pytest.raises(UserError) as exc:
        add_player(db, f"  {second} ")
    assert _code(exc) == "name-taken"
    assert exc.value.args_dict == {"name": first}
    assert db["players"].count == before == 1


@pytest.mark.parametrize(
    "second", ["\u200fAnna", "Anna\u200e", "\u2800ANNA\u3164", "An\u00adna", "An\u200bna"]
)
def test_names_that_look_the_same_are_taken(db: Database, second: str) -> None:
    """Invisible characters, at the ends or inside, do not make a name another one."""
    anna = add_player(db, "Anna")
    with pytest.raises(UserError) as exc:
        add_player(db, second)
    assert _code(exc) == "name-taken"
    assert exc.value.args_dict == {"name": "Anna"}
    assert keep_player(db, second) == anna
    bert = add_player(db, "Bert")
    with pytest.raises(UserError) as exc:
        rename_player(db, bert.id, second)
    assert _code(exc) == "name-taken"
    assert [p.name for p in list_players(db)] == ["Anna", "Bert"]


def test_a_filler_inside_counts_as_the_blank_it_shows(db: Database) -> None:
    add_player(db, "Anna Berg")
    with pytest.raises(UserError) as exc:
        add_player(db, "Anna\u3164Berg")
    assert _code(exc) == "name-taken"


def test_invalid_name_writes_nothing(db: Database) -> None:
    with pytest.raises(UserError):
        add_player(db, "   ")
    assert db["players"].count == 0


def test_list_is_sorted_ignoring_case(db: Database) -> None:
    for name in ["bert", "Anna", "Çelik", "ÄRNE", "zoe"]:
        add_player(db, name)
    assert [p.name for p in list_players(db)] == ["Anna", "ÄRNE", "bert", "Çelik", "zoe"]


def test_rename(db: Database) -> None:
    anna = add_player(db, "Anna")
    bert = add_player(db, "Bert")
    assert rename_player(db, anna.id, "ANNA") == type(anna)(anna.id, "ANNA")
    assert rename_player(db, anna.id, " Annabell ").name == "Annabell"
    with pytest.raises(UserError) as exc:
        rename_player(db, anna.id, "bert")
    assert _code(exc) == "name-taken"
    assert exc.value.args_dict == {"name": "Bert"}
    with pytest.raises(UserError) as exc:
        rename_player(db, 999, "Carla")
    assert _code(exc) == "player-unknown"
    with pytest.raises(UserError) as exc:
        rename_player(db, bert.id, "")
    assert _code(exc) == "name-empty"
    assert [p.name for p in list_players(db)] == ["Annabell", "Bert"]
    # the old name is free again
    assert add_player(db, "anna").name == "anna"


def test_delete_keeps_history_with_name(db: Database) -> None:
    anna = add_player(db, "Anna")
    bert = add_player(db, "Bert")
    game_id = record_result(
        db,
        game="schnapsen",
        options={},
        seed=7,
        started="2025-01-01T10:00:00",
        ended="2025-01-01T10:20:00",
        outcome={"points": [7, 0]},
        seats=[
            SeatResult(0, anna.id, "Anna", None, 7, True),
            SeatResult(1, bert.id, "Bert", None, 0, False),
        ],
    )
    rename_player(db, anna.id, "Anni")
    delete_player(db, anna.id)
    assert list_players(db) == [bert]
    seats = list(db["game_seats"].rows_where("game_id = ?", [game_id], order_by="seat"))
    assert [(s["player_id"], s["name"], s["won"]) for s in seats] == [
        (None, "Anni", 1),
        (bert.id, "Bert", 0),
    ]
    assert db["games"].count == 1
    with pytest.raises(UserError) as exc:
        delete_player(db, anna.id)
    assert _code(exc) == "player-unknown"
    # ids are never reused, so old references cannot point at a new player
    assert add_player(db, "Carla").id > bert.id


def test_keep_player_finds_a_listed_name_or_adds_it(db: Database) -> None:
    """Keeping a party's typed names: a listed name (any case) is that player, else added."""
    anna = add_player(db, "Anna")
    assert keep_player(db, " anna ") == anna
    ben = keep_player(db, "Ben")
    assert [p.name for p in list_players(db)] == ["Anna", "Ben"] and ben.id != anna.id
    with pytest.raises(UserError):
        keep_player(db, "   ")


def _played(db: Database, *seats: tuple[int | None, str]) -> int:
    """Record a game with ``seats`` (player id, name); the first one wins."""
    return record_result(
        db,
        game="slf",
        options={},
        seed=1,
        started="2026-01-01T10:00:00",
        ended="2026-01-01T10:20:00",
        outcome={},
        seats=[SeatResult(i, pid, name, None, 1, i == 0) for i, (pid, name) in enumerate(seats)],
    )


def test_merge_moves_every_game_and_removes_the_other(db: Database) -> None:
    zoe, zoe2, ben = (add_player(db, n) for n in ("Zoë", "Zoe", "Ben"))
    _played(db, (zoe2.id, "Zoe"), (ben.id, "Ben"))
    _played(db, (zoe2.id, "Zoe"))
    _played(db, (zoe.id, "Zoë"), (ben.id, "Ben"))
    assert (games_of(db, zoe.id), games_of(db, zoe2.id)) == (1, 2)
    removed = merge_players(db, zoe.id, zoe2.id)
    assert (removed.player, removed.into) == (zoe2, zoe.id)
    assert [p.name for p in list_players(db)] == ["Ben", "Zoë"]
    assert (games_of(db, zoe.id), games_of(db, zoe2.id), games_of(db, ben.id)) == (3, 0, 2)
    seats = db.execute("SELECT player_id, name FROM game_seats ORDER BY game_id, seat").fetchall()
    assert seats == [
        (zoe.id, "Zoe"),
        (ben.id, "Ben"),
        (zoe.id, "Zoe"),
        (zoe.id, "Zoë"),
        (ben.id, "Ben"),
    ]
    # the name is free again
    assert add_player(db, "zoe").name == "zoe"


def test_merge_refuses_the_same_or_an_unknown_player_and_changes_nothing(db: Database) -> None:
    anna, ben = add_player(db, "Anna"), add_player(db, "Ben")
    _played(db, (ben.id, "Ben"))
    with pytest.raises(UserError) as same:
        merge_players(db, anna.id, anna.id)
    assert _code(same) == "player-merge-self"
    for keep, gone in ((anna.id, 999), (999, ben.id)):
        with pytest.raises(UserError) as unknown:
            merge_players(db, keep, gone)
        assert _code(unknown) == "player-unknown"
    assert list_players(db) == [anna, ben]
    assert games_of(db, ben.id) == 1


def test_hide_keeps_the_player_and_their_games(db: Database) -> None:
    anna, ben = add_player(db, "Anna"), add_player(db, "Ben")
    _played(db, (anna.id, "Anna"), (ben.id, "Ben"))
    hidden = hide_player(db, anna.id)
    assert hidden.hidden and hidden.id == anna.id
    assert list_players(db) == [hidden, ben]
    assert list_players(db, visible_only=True) == [ben]
    assert games_of(db, anna.id) == 1
    assert [s.played for s in summaries(db)] == [1, 1]
    assert rename_player(db, anna.id, "Anni").hidden
    assert keep_player(db, "anni").hidden
    hide_player(db, anna.id, hidden=False)
    assert [p.name for p in list_players(db, visible_only=True)] == ["Anni", "Ben"]
    with pytest.raises(UserError):
        hide_player(db, 999)


def test_games_of_counts_what_a_delete_takes_from_the_player(db: Database) -> None:
    """Deleting takes the player's games out of their statistics; the games stay."""
    anna, ben = add_player(db, "Anna"), add_player(db, "Ben")
    _played(db, (anna.id, "Anna"), (ben.id, "Ben"))
    _played(db, (anna.id, "Anna"))
    _played(db, (ben.id, "Ben"))
    assert games_of(db, anna.id) == 2
    delete_player(db, anna.id)
    assert games_of(db, anna.id) == 0
    assert db["games"].count == 3
    assert games_of(db, ben.id) == 2


def _everything(db: Database) -> tuple:
    """Every row a player's delete, merge or undo may touch, and what the statistics and
    the history show from them."""
    return (
        db.execute("SELECT * FROM players ORDER BY id").fetchall(),
        db.execute("SELECT * FROM game_seats ORDER BY game_id, seat").fetchall(),
        summaries(db),
        streaks(db),
        [[(s.name, s.player_id) for s in row.seats] for row in history(db)],
    )


def test_two_players_who_sat_at_one_game_are_not_merged(db: Database) -> None:
    """Flóra and Flora played against each other: they are two people, so the merge
    is refused, says why and in how many games, and changes nothing (the history would
    have shown "Flóra 0 · Flóra 2")."""
    flora, flora2, ben = (add_player(db, n) for n in ("Flóra", "Flora", "Ben"))
    _played(db, (flora.id, "Flóra"), (flora2.id, "Flora"))
    _played(db, (flora2.id, "Flora"), (ben.id, "Ben"))
    before = _everything(db)
    assert games_together(db, flora.id, flora2.id) == 1
    assert games_together(db, flora.id, ben.id) == 0
    for keep, gone in ((flora, flora2), (flora2, flora)):
        with pytest.raises(UserError) as refused:
            merge_players(db, keep.id, gone.id)
        assert _code(refused) == "player-merge-together"
        assert refused.value.args_dict == {"name": gone.name, "into": keep.name, "games": 1}
    assert _everything(db) == before


def test_a_delete_is_undone_exactly(db: Database) -> None:
    """The player comes back with their id, name, hidden flag and the time they were
    added; each of their seats under the name it was played under; their statistics and
    the history as before."""
    anna, ben = add_player(db, "Anna"), add_player(db, "Ben")
    _played(db, (anna.id, "Anna"), (ben.id, "Ben"))
    rename_player(db, anna.id, "Anni")
    _played(db, (ben.id, "Ben"), (anna.id, "Anni"))
    _played(db, (anna.id, "Anni"))
    hide_player(db, anna.id)
    before = _everything(db)
    removed = delete_player(db, anna.id)
    assert _everything(db) != before
    assert restore_player(db, removed) == Player(anna.id, "Anni", hidden=True)
    assert _everything(db) == before
    with pytest.raises(UserError) as twice:
        restore_player(db, removed)
    assert _code(twice) == "player-restored"
    assert _everything(db) == before


def test_a_merge_is_undone_exactly(db: Database) -> None:
    """Both players as before, each with their own games; a game the kept player played
    after the merge stays theirs."""
    zoe, zoe2, ben = (add_player(db, n) for n in ("Zoë", "Zoe", "Ben"))
    _played(db, (zoe2.id, "Zoe"), (ben.id, "Ben"))
    _played(db, (zoe.id, "Zoë"), (ben.id, "Ben"))
    _played(db, (ben.id, "Ben"), (zoe2.id, "Zoe"))
    before = _everything(db)
    removed = merge_players(db, zoe.id, zoe2.id)
    assert games_of(db, zoe.id) == 3
    assert restore_player(db, removed) == zoe2
    assert _everything(db) == before
    removed = merge_players(db, zoe.id, zoe2.id)
    later = _played(db, (zoe.id, "Zoë"))
    restore_player(db, removed)
    assert (games_of(db, zoe.id), games_of(db, zoe2.id)) == (2, 2)
    assert db.execute("SELECT player_id FROM game_seats WHERE game_id = ?", [later]).fetchall() == [
        (zoe.id,)
    ]


def test_an_undo_that_would_give_a_name_twice_changes_nothing(db: Database) -> None:
    """Someone took the name meanwhile: the undo is refused and says so."""
    anna = add_player(db, "Anna")
    _played(db, (anna.id, "Anna"))
    removed = delete_player(db, anna.id)
    add_player(db, "anna")
    before = _everything(db)
    with pytest.raises(UserError) as taken:
        restore_player(db, removed)
    assert _code(taken) == "name-taken"
    assert _everything(db) == before
