"""Saved records carry their format; records saved before every move code named its seat
(format 1, no ``"format"`` key) still replay, and resume in today's form."""

from __future__ import annotations

import pytest

from app.core.errors import InvalidNotation
from app.core.record import FORMAT, GameRecord, with_seat
from app.games import engine_for
from app.ui.session import GameSession

OLD = {
    "schnapsen": {
        "game": "schnapsen",
        "options": {
            "bummerl_start": 7,
            "manual_claim": False,
            "marriages_when_closed": True,
            "sharp": False,
            "strict_exchange": False,
        },
        "seed": 3,
        "seats": 2,
        "moves": [
            "play:KS", "play:AD", "play:TH", "play:JC", "marry:H", "play:KH", "play:AD",
            "close", "play:AS", "play:JH", "play:TH", "play:KC", "play:TS", "play:KD",
        ],
    },
    "snorkeling": {
        "game": "snorkeling",
        "options": {"expert": False, "target": 12},
        "seed": 5,
        "seats": 3,
        "moves": [
            "centre:P4", "end", "centre:Y0", "place:0:G4", "end", "centre:Y3", "end", "end",
            "end", "centre:B4", "end", "centre:B1", "place:0:R3", "centre:Y2",
        ],
    },
    "slf": {
        "game": "slf",
        "options": {
            "first_seat": 0, "mode": "table", "one_card": False, "remove_xy": False, "rounds": 1
        },
        "seed": 2,
        "seats": 3,
        "moves": [
            "turn:0:1", "slap:1:8:0", "vote:0:yes", "slap:0:2:0", "slap:1:2:0", "vote:0:yes",
            "slap:2:5:0", "slap:0:5:0",
        ],
    },
}  # fmt: skip
"""Autosaves as the app wrote them before moves named their seats."""

SEATED = {
    "schnapsen": (
        "play:1:KS", "play:0:AD", "play:1:TH", "play:0:JC", "marry:1:H", "play:0:KH",
        "play:1:AD", "close:0", "play:0:AS", "play:1:JH", "play:0:TH", "play:1:KC",
        "play:0:TS", "play:1:KD",
    ),
    "snorkeling": (
        "centre:0:P4", "end:0", "centre:1:Y0", "place:1:0:G4", "end:2", "centre:0:Y3",
        "end:0", "end:1", "end:2", "centre:0:B4", "end:0", "centre:1:B1", "place:1:0:R3",
        "centre:2:Y2",
    ),
    "slf": tuple(OLD["slf"]["moves"]),
}  # fmt: skip
"""The same moves in today's form: the seat to act put after each kind."""


def test_a_record_is_written_with_its_format():
    """Every record written now says format 2, and reads back as such."""
    data = GameRecord.start("toy", {}, 5, 2).with_move("play:0:AH").to_dict()
    assert data["format"] == FORMAT == 2
    assert GameRecord.from_dict(data).format == 2


def test_a_seat_goes_after_the_kind():
    """The format-1 upgrade of one code."""
    assert with_seat("play:QH", 0) == "play:0:QH"
    assert with_seat("place:2:R1", 1) == "place:1:2:R1"
    assert with_seat("close", 1) == "close:1"


@pytest.mark.parametrize("game", OLD)
def test_an_old_record_replays_and_upgrades(game):
    """A format-1 record replays to the state its seated moves give, and upgrades to them
    (SLF's codes always named their seats and stay as they are)."""
    engine = engine_for(game)
    old = GameRecord.from_dict(OLD[game])
    assert old.format == 1
    new = old.upgraded(engine)
    assert (new.format, new.moves) == (FORMAT, SEATED[game])
    assert old.replay(engine) == new.replay(engine)
    assert new.upgraded(engine) is new
    assert GameRecord.from_dict(new.to_dict()) == new


@pytest.mark.parametrize("game", OLD)
def test_an_old_autosave_resumes_in_todays_form(game):
    """Resuming a format-1 autosave gives a session whose record is in today's form, so the
    next move appends in the same form and the autosave replays."""
    seats = [{"name": f"P{i}", "player_id": None, "bot": None} for i in range(OLD[game]["seats"])]
    session = GameSession.from_saved({"record": OLD[game], "seats": seats, "started": "then"})
    assert session.record.format == FORMAT and session.record.moves == SEATED[game]
    seat = session.engine.to_act(session.state)[0]
    session.play(session.legal(seat)[0])
    assert session.record.moves[-1].split(":")[1] == str(seat)
    again = GameSession.from_saved(session.to_saved())
    assert again.record == session.record and again.state == session.state


@pytest.mark.parametrize("version", [0, 3, "2", True, None])
def test_an_unknown_format_is_damaged(version):
    """Only formats 1 and 2 exist."""
    with pytest.raises(InvalidNotation) as info:
        GameRecord.from_dict({**OLD["slf"], "format": version})
    assert info.value.code == "record-damaged"
