"""The player list: validated names, unique by what they show (ignoring case and invisible
marks), deletable without losing history."""

from __future__ import annotations

import sqlite3
import unicodedata
from dataclasses import dataclass, replace
from datetime import UTC, datetime

from sqlite_utils import Database

from app.core.errors import UserError

NAME_MAX = 24

# Bidirectional embedding, override and isolate controls: they let a name disguise itself
# (U+202E shows "Evil\u202eliam" as "Evilmail"), so a name holding one is refused.
_BIDI_CONTROLS = frozenset("\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069")

# Characters that are letters or symbols to Unicode but show only an empty cell. Trimmed
# from the ends like whitespace, never count as a visible letter, and compare as a space.
_FILLERS = frozenset(
    "\u115f"  # HANGUL CHOSEONG FILLER: stands in for a missing initial consonant
    "\u1160"  # HANGUL JUNGSEONG FILLER: stands in for a missing vowel
    "\u3164"  # HANGUL FILLER: the usual "invisible name" in games
    "\uffa0"  # HALFWIDTH HANGUL FILLER: the same, half as wide
    "\u2800"  # BRAILLE PATTERN BLANK: a braille cell without dots, drawn as a blank
)

# Marks that draw nothing at all (Default_Ignorable_Code_Point, Unicode's "render
# invisibly" list, minus the format characters, which are caught by their category Cf).
_NOTHING = frozenset(
    "\u034f"  # COMBINING GRAPHEME JOINER: only keeps marks apart when sorting
    "\u17b4\u17b5"  # KHMER VOWEL INHERENT AQ and AA: Unicode advises against them
)

# Selectors that choose how the character before them is drawn (an emoji's colour form,
# a Mongolian letter's shape, and the tags that make a subdivision flag such as England's):
# they end a name when they follow a visible character, anywhere else they draw nothing.
_SELECTORS = frozenset(
    [chr(c) for c in range(0xFE00, 0xFE10)]  # VARIATION SELECTOR-1 to -16
    + [chr(c) for c in range(0xE0100, 0xE01F0)]  # VARIATION SELECTOR-17 to -256
    + [chr(c) for c in range(0xE0020, 0xE0080)]  # TAG SPACE to CANCEL TAG
    + ["\u180b", "\u180c", "\u180d", "\u180f"]  # MONGOLIAN FREE VARIATION SELECTOR 1-4
)


@dataclass(frozen=True)
class Player:
    """A named player from the player list."""

    id: int
    name: str
    hidden: bool = False
    """Left out of the lists people pick from; their games stay and count."""


@dataclass(frozen=True)
class Removed:
    """What deleting or merging a player took away, enough to put it back exactly."""

    player: Player
    created: str
    """When the player was added (kept so that the restored row is the same)."""
    seats: tuple[tuple[int, int, str], ...]
    """Their seats in finished games as they were: game id, seat and the seat's name."""
    into: int | None = None
    """The player a merge gave their seats to (None: deleted, the seats kept no player)."""


def clean_name(raw: str) -> str:
    """Trim and validate a player name; raise ``UserError`` if it cannot be used."""
    text = trim_name(raw)
    if not text:
        raise UserError("name-empty")
    if any(_is_forbidden(ch) for ch in text):
        raise UserError("name-invalid")
    if not any(_is_visible(ch) for ch in text):
        raise UserError("name-no-letter")
    if len(text) > NAME_MAX:
        raise UserError("name-too-long", max=NAME_MAX)
    return text


def spelled(name: str) -> str:
    """``name`` with each character that shows nothing or is refused in a name (but the
    plain space, and a selector drawing the character before it) written as its code
    point, so that a message can say which name it means: ``"Max\u202c"`` →
    ``"Max<U+202C>"``."""
    out: list[str] = []
    for i, ch in enumerate(name):
        drawn = ch in _SELECTORS and i > 0 and out[-1] == name[i - 1]
        hidden = _shows_nothing(ch) or _is_forbidden(ch)
        out.append(ch if ch == " " or drawn or not hidden else f"<U+{ord(ch):04X}>")
    return "".join(out)


def trim_name(raw: str) -> str:
    """``raw`` in NFC without what shows nothing at its ends, inner spaces collapsed."""
    text = unicodedata.normalize("NFC", raw)
    start, end = 0, len(text)
    while start < end and _shows_nothing(text[start]):
        start += 1
    while end > start:
        base = end
        while base > start and text[base - 1] in _SELECTORS:
            base -= 1
        if base > start and not _shows_nothing(text[base - 1]):
            break  # a visible character ends the name, with any selectors it takes
        end = base if base < end else end - 1
    # split() with no argument splits on every Unicode whitespace character, so inner
    # runs (tabs, no-break or ideographic spaces) become one space.
    return " ".join(text[start:end].split())


def name_key(name: str) -> str:
    """The form two names are compared in: what they show, NFC and case-folded; invisible
    marks are left out and fillers count as the blank they show."""
    shown = "".join(
        " " if ch in _FILLERS else "" if _shows_nothing(ch) and not ch.isspace() else ch
        for ch in unicodedata.normalize("NFC", name)
    )
    folded = " ".join(shown.split()).casefold()
    return unicodedata.normalize("NFC", folded)


def sort_key(name: str) -> tuple[str, str]:
    """Order names alphabetically: accents and case ignored first ("Ärne" next to "Arne")."""
    key = name_key(name)
    base = "".join(ch for ch in unicodedata.normalize("NFD", key) if not unicodedata.combining(ch))
    return (base, key)


def add_player(db: Database, raw_name: str) -> Player:
    """Add a player; a name already taken (by what it shows, ignoring case) raises
    ``name-taken``."""
    name = clean_name(raw_name)
    key = name_key(name)
    try:
        with db.atomic():
            _ensure_free(db, key, None)
            cursor = db.execute(
                "INSERT INTO players (name, name_key, created) VALUES (?, ?, ?)",
                [name, key, _now()],
            )
    except sqlite3.IntegrityError:
        _ensure_free(db, key, None)
        raise
    return Player(id=int(cursor.lastrowid or 0), name=name)


def keep_player(db: Database, raw_name: str) -> Player:
    """The listed player whose name shows as ``raw_name`` (ignoring case), added first if
    there is none."""
    name = clean_name(raw_name)
    row = db.execute(
        "SELECT id, name, hidden FROM players WHERE name_key = ?", [name_key(name)]
    ).fetchone()
    if row is not None:
        return Player(id=row[0], name=row[1], hidden=bool(row[2]))
    return add_player(db, name)


def rename_player(db: Database, player_id: int, raw_name: str) -> Player:
    """Give a player a new name; changing only the case of the own name is allowed."""
    name = clean_name(raw_name)
    key = name_key(name)
    with db.atomic():
        player = _get(db, player_id)
        _ensure_free(db, key, player_id)
        db.execute("UPDATE players SET name = ?, name_key = ? WHERE id = ?", [name, key, player_id])
    return Player(id=player_id, name=name, hidden=player.hidden)


def delete_player(db: Database, player_id: int) -> Removed:
    """Remove a player. Their finished games stay in the history under the player's last
    name, with no listed player: they leave the player's statistics (as many as
    :func:`games_of` counts), and nobody else's record changes. What was removed comes
    back with :func:`restore_player`."""
    with db.atomic():
        removed = _removed(db, player_id)
        player = _get(db, player_id)
        db.execute(
            "UPDATE game_seats SET player_id = NULL, name = ? WHERE player_id = ?",
            [player.name, player_id],
        )
        db.execute("DELETE FROM players WHERE id = ?", [player_id])
    return removed


def games_of(db: Database, player_id: int) -> int:
    """How many finished games ``player_id`` sat at."""
    row = db.execute(
        "SELECT COUNT(DISTINCT game_id) FROM game_seats WHERE player_id = ?", [player_id]
    ).fetchone()
    return int(row[0])


def games_together(db: Database, one_id: int, other_id: int) -> int:
    """How many finished games ``one_id`` and ``other_id`` both sat at (as two people)."""
    row = db.execute(
        "SELECT COUNT(DISTINCT a.game_id) FROM game_seats a JOIN game_seats b"
        " ON b.game_id = a.game_id WHERE a.player_id = ? AND b.player_id = ?",
        [one_id, other_id],
    ).fetchone()
    return int(row[0])


def merge_players(db: Database, keep_id: int, gone_id: int) -> Removed:
    """Make ``gone_id``'s games ``keep_id``'s and remove ``gone_id`` (e.g. "Zoe" into
    "Zoë"), all at once; the seats keep the name they were played under. Refused, and
    nothing changes: merging a player into themselves (``player-merge-self``), and two
    players who sat at the same game (``player-merge-together``): they are two people,
    and one person cannot sit at a table twice. Undone by :func:`restore_player`."""
    if keep_id == gone_id:
        raise UserError("player-merge-self")
    with db.atomic():
        keep, gone = _get(db, keep_id), _get(db, gone_id)
        if together := games_together(db, keep_id, gone_id):
            raise UserError("player-merge-together", name=gone.name, into=keep.name, games=together)
        removed = replace(_removed(db, gone_id), into=keep_id)
        db.execute("UPDATE game_seats SET player_id = ? WHERE player_id = ?", [keep_id, gone_id])
        db.execute("DELETE FROM players WHERE id = ?", [gone_id])
    return removed


def restore_player(db: Database, removed: Removed) -> Player:
    """Undo a delete or a merge: the player comes back as they were (id, name, hidden,
    when they were added) and so do their seats, each under the name it had; so their
    statistics are as before. Seats changed since (e.g. a game of the merged player
    recorded after the merge) stay as they are. A name taken in the meantime raises
    ``name-taken``; a player who is back already, ``player-restored``."""
    player = removed.player
    with db.atomic():
        if db.execute("SELECT 1 FROM players WHERE id = ?", [player.id]).fetchone():
            raise UserError("player-restored", name=player.name)
        _ensure_free(db, name_key(player.name), None)
        db.execute(
            "INSERT INTO players (id, name, name_key, created, hidden) VALUES (?, ?, ?, ?, ?)",
            [player.id, player.name, name_key(player.name), removed.created, int(player.hidden)],
        )
        for game_id, seat, name in removed.seats:
            db.execute(
                "UPDATE game_seats SET player_id = ?, name = ? WHERE game_id = ? AND seat = ?"
                " AND player_id IS ?",
                [player.id, name, game_id, seat, removed.into],
            )
    return player


def hide_player(db: Database, player_id: int, hidden: bool = True) -> Player:
    """Hide a player from the lists people pick from (or show them again); their games
    stay and count."""
    with db.atomic():
        player = _get(db, player_id)
        db.execute("UPDATE players SET hidden = ? WHERE id = ?", [int(hidden), player_id])
    return Player(id=player.id, name=player.name, hidden=hidden)


def list_players(db: Database, visible_only: bool = False) -> list[Player]:
    """All players (only those not hidden with ``visible_only``), sorted by name ignoring
    case and accents."""
    where = " WHERE hidden = 0" if visible_only else ""
    rows = db.execute(f"SELECT id, name, hidden FROM players{where} ORDER BY id").fetchall()
    players = [Player(id=row[0], name=row[1], hidden=bool(row[2])) for row in rows]
    return sorted(players, key=lambda p: sort_key(p.name))


def _get(db: Database, player_id: int) -> Player:
    """The player with ``player_id``, or ``UserError("player-unknown")``."""
    row = db.execute("SELECT id, name, hidden FROM players WHERE id = ?", [player_id]).fetchone()
    if row is None:
        raise UserError("player-unknown")
    return Player(id=row[0], name=row[1], hidden=bool(row[2]))


def _removed(db: Database, player_id: int) -> Removed:
    """Everything of ``player_id`` that a delete or merge changes, as it is now; raises
    ``player-unknown``."""
    player = _get(db, player_id)
    created = db.execute("SELECT created FROM players WHERE id = ?", [player_id]).fetchone()[0]
    seats = db.execute(
        "SELECT game_id, seat, name FROM game_seats WHERE player_id = ? ORDER BY game_id, seat",
        [player_id],
    ).fetchall()
    return Removed(player, created, tuple((g, s, n) for g, s, n in seats))


def _ensure_free(db: Database, key: str, own_id: int | None) -> None:
    """Raise ``name-taken`` if another player already uses the name with this key."""
    row = db.execute("SELECT id, name FROM players WHERE name_key = ?", [key]).fetchone()
    if row is not None and row[0] != own_id:
        raise UserError("name-taken", name=row[1])


def _is_forbidden(ch: str) -> bool:
    """Control characters, lone surrogates and bidi overrides are not allowed in names."""
    return unicodedata.category(ch) in ("Cc", "Cs") or ch in _BIDI_CONTROLS


def _shows_nothing(ch: str) -> bool:
    """Whitespace, a format character (Cf: bidi marks, zero-width characters, soft
    hyphen), a filler or another mark that draws nothing; bidi overrides are refused
    instead, so they do not count here."""
    if ch in _BIDI_CONTROLS:
        return False
    return (
        ch.isspace()
        or unicodedata.category(ch) == "Cf"
        or ch in _FILLERS
        or ch in _NOTHING
        or ch in _SELECTORS
    )


def _is_visible(ch: str) -> bool:
    """A letter, digit or symbol (emoji included) that is not a filler."""
    return unicodedata.category(ch)[0] in "LNS" and ch not in _FILLERS


def _now() -> str:
    """The current time as an ISO 8601 string in UTC."""
    return datetime.now(UTC).isoformat(timespec="seconds")
