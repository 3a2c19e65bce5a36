"""Property tests for player names."""

import unicodedata

from hypothesis import given
from hypothesis import strategies as st

from app.core.errors import UserError
from app.stats import NAME_MAX, add_player, clean_name, list_players, open_db
from app.stats.players import name_key

KNOWN_CODES = {"name-empty", "name-too-long", "name-invalid", "name-no-letter"}

# Written out here rather than taken from the app, so the test checks the app's list.
INVISIBLE = (
    "\u00ad\u034f\u061c\u115f\u1160\u180e\u200b\u200c\u200d"
    "\u200e\u200f\u2060\u2800\u3164\ufe0f\ufeff\uffa0"
)
invisibles = st.text(st.sampled_from(INVISIBLE + " \u3000"), max_size=4)
# a variation selector right after a name selects the look of its last character
trailing = invisibles.filter(lambda s: not s.startswith("\ufe0f"))

names = st.one_of(
    st.text(),
    st.text(max_size=30),
    st.text(st.characters(codec="utf-8"), min_size=1, max_size=26),
    st.text(st.sampled_from(" \t\u00a0\u3000aÄőß🎲王\u0308\u200d"), max_size=30),
    st.text(st.sampled_from(INVISIBLE + " .aÄ🎲\u2764\u0308"), max_size=30),
)


def shows_nothing(ch: str) -> bool:
    """Whitespace, a format character or one of the fillers above."""
    return ch.isspace() or ch in INVISIBLE or unicodedata.category(ch) == "Cf"


def has_visible(name: str) -> bool:
    """Whether a letter, digit or symbol that is not a filler is in ``name``."""
    return any(unicodedata.category(ch)[0] in "LNS" and ch not in INVISIBLE for ch in name)


@given(names)
def test_clean_name_returns_valid_name_or_known_error(raw: str) -> None:
    try:
        name = clean_name(raw)
    except UserError as exc:
        assert exc.code in KNOWN_CODES
        return
    assert 1 <= len(name) <= NAME_MAX
    assert name == name.strip()
    assert name == unicodedata.normalize("NFC", name)
    assert clean_name(name) == name
    assert has_visible(name)
    assert not shows_nothing(name[0])
    # an emoji's variation selector may end a name, after what it belongs to
    assert not shows_nothing(name.rstrip("\ufe0f")[-1])
    db = open_db(None).db
    player = add_player(db, raw)
    assert player.name == name
    assert player in list_players(db)


@given(names, invisibles, trailing)
def test_invisible_ends_change_neither_name_nor_key(raw: str, before: str, after: str) -> None:
    try:
        name = clean_name(raw)
    except UserError:
        return
    padded = clean_name(before + name + after)
    assert padded == name
    assert name_key(before + raw + after) == name_key(name)
