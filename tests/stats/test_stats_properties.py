"""Property tests for player names."""

import unicodedata

from hypothesis import given
from hypothesis import strategies as st

from app.core.errors import UserError
from app.stats import NAME_MAX, add_player, clean_name, list_players, open_db

KNOWN_CODES = {"name-empty", "name-too-long", "name-invalid"}

names = st.one_of(
    st.text(),
    st.text(max_size=30),
    st.text(st.characters(codec="utf-8"), min_size=1, max_size=26),
    st.text(st.sampled_from(" \t\u00a0\u3000aÄőß🎲王\u0308\u200d"), max_size=30),
)


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
    db = open_db(None).db
    player = add_player(db, raw)
    assert player.name == name
    assert player in list_players(db)
