"""A finished game opened from the history, on the real Flet session path: a Schnapsen
Bummerl replayed step by step from its kept record (both hands open, each move in words,
first/back/next/last), and the games that have no replay say why."""

from __future__ import annotations

import re
from typing import NamedTuple

import pytest
from flet.messaging.protocol import MessageAction

from app.games import engine_for
from tests.records import bummerl, finished, random_game
from tests.ui.harness import Harness, _walk, open_app

pytestmark = pytest.mark.asyncio


async def opened(
    tmp_path, record: dict | None, game: str = "schnapsen", seats: int = 2
) -> tuple[Harness, int]:
    """The history → the game."""
    h, shell = await open_app(tmp_path)
    game_id = finished(shell.db, record, game, seats)
    shell.go("/history")
    await h.drawn()
    await h.fire(h.find(f"history-{game_id}"), "click")
    return h, game_id


def hand(h: Harness, seat: int) -> list[str]:
    """The cards shown in ``seat``'s hand, by their names."""
    out: list = []
    _walk(h.find(f"replay-seat-{seat}"), out)
    return [
        c.label for c in out if isinstance(getattr(c, "label", None), str) and " of " in c.label
    ]


async def walk(h: Harness, moves: int) -> list[str]:
    """Step through every move; what each one said (never nothing)."""
    said = []
    for _ in range(moves):
        await h.fire(h.find("replay-next"), "click")
        said.append(h.find("replay-move").value)
    assert all(said), "no move without words"
    return said


def identifiers(control) -> set[str]:
    """The identifiers of the tagged controls inside ``control``."""
    out: list = []
    _walk(control, out)
    return {i for c in out if isinstance(i := getattr(c, "identifier", None), str)}


def crashed(h: Harness) -> bool:
    """True if Flet replaced the app with its own error screen."""
    return any(action == MessageAction.SESSION_CRASHED for action, _ in h.conn.messages)


def disabled(h: Harness, name: str) -> bool:
    """Whether the step button ``name`` is greyed out."""
    return bool(h.find(f"replay-{name}").disabled)


async def test_a_bummerl_replays_from_the_deal_with_both_hands_open(tmp_path):
    record = bummerl()
    h, _ = await opened(tmp_path, record.to_dict())
    last = len(record.moves)
    assert h.find("replay-step").value == f"Move 0 of {last}"
    assert len(hand(h, 0)) == 5 and len(hand(h, 1)) == 5, "both hands open"
    ids = [str(getattr(c, "identifier", "")) for c in h.all()]
    deals = [i for i in ids if re.fullmatch(r"sheet-\d+-0", i)]
    assert h.has("replay-sheet") and len(deals) >= 2, "the Bummerl sheet, a row per deal"
    assert disabled(h, "first") and disabled(h, "back") and not disabled(h, "next")
    await h.fire(h.find("replay-next"), "click")
    said = h.find("replay-move").value
    assert (
        said.startswith(("Anna ", "Computer (Strong) "))
        and h.find("replay-step").value == f"Move 1 of {last}"
    )
    await h.fire(h.find("replay-last"), "click")
    assert h.find("replay-step").value == f"Move {last} of {last}"
    assert disabled(h, "next") and disabled(h, "last") and not disabled(h, "back")
    await h.fire(h.find("replay-back"), "click")
    assert h.find("replay-step").value == f"Move {last - 1} of {last}"
    await h.fire(h.find("replay-first"), "click")
    assert h.find("replay-step").value == f"Move 0 of {last}"


async def test_a_game_without_a_kept_record_says_so(tmp_path):
    h, _ = await opened(tmp_path, None)
    assert h.find("replay-none").value.startswith(
        "This game was finished before the app kept replays"
    )
    assert not h.has("replay-next")


async def test_a_damaged_record_is_reported_not_replayed(tmp_path):
    broken = {**bummerl().to_dict(), "moves": ["play:0:ZZ"]}
    h, _ = await opened(tmp_path, broken)
    assert h.has("replay-none") and not h.has("replay-next")


async def test_an_unknown_game_id_says_it_is_gone(tmp_path):
    h, shell = await open_app(tmp_path)
    shell.go("/history/999")
    await h.drawn()
    assert h.find("replay-gone").value == "This game is no longer in the history."


async def test_a_game_without_a_replay_yet_shows_its_result_and_says_so(tmp_path):
    """A game this app does not know (from a newer app's record book) has no replay."""
    h, _ = await opened(tmp_path, {"format": 2}, game="tarock")
    assert h.find("replay-none").value.startswith("This game has no replay yet")
    assert not h.has("replay-next")


@pytest.mark.parametrize("bad", ["resume:0", "turn:x"])
async def test_a_move_that_cannot_be_played_shows_the_record_damaged_when_reached(tmp_path, bad):
    """A Snap record whose fourth move cannot be played (a thaw without a freeze) or read
    replays its first three, then says the record is damaged instead of drawing a table
    (a long game's moves are read as the replay reaches them)."""
    record = random_game("snap", 2, moves=40).to_dict()
    record["moves"][3] = bad
    h, _ = await opened(tmp_path, record, game="snap")
    for _ in range(3):
        await h.fire(h.find("replay-next"), "click")
    assert h.has("replay-seat-0") and not h.has("replay-none")
    await h.fire(h.find("replay-next"), "click")
    assert h.has("replay-none") and not h.has("replay-seat-0")


def shown(h: Harness, ident: str, kind: str) -> list:
    """The Schnitzel cards under ``ident`` drawn as ``kind`` (``face`` or ``back``)."""
    out: list = []
    _walk(h.find(ident), out)
    return [c.data[1] for c in out if isinstance(c.data, tuple) and c.data[0] == kind]


async def test_a_schnitzel_game_replays_with_every_card_open_and_what_each_knew(tmp_path):
    """Schnitzel hides cards even from their owners: the replay shows every row card face
    up from the deal on (the engine's open view), a sign under the cards each owner knew,
    the drawn cards, and why the game ended."""
    record = random_game("schnitzel", 3, moves=750)
    h, _ = await opened(tmp_path, record.to_dict(), game="schnitzel", seats=3)
    dealt = engine_for("schnitzel").new_game(record.seed, {}, 3).rows
    rows = tuple(tuple(shown(h, f"replay-seat-{s}", "face")) for s in range(3))
    assert rows == dealt, "every row card face up at the deal"
    assert not any(shown(h, f"replay-seat-{s}", "back") for s in range(3))
    assert "knew" not in h.label("replay-seat-0"), "nobody looked yet"
    said = await walk(h, 2)
    assert all(re.fullmatch(r".+ looked at place \d: .+\.", s) for s in said), said
    assert " knew: " in h.label("replay-seat-0") or " knew: " in h.label("replay-seat-1")
    said += await walk(h, len(record.moves) - 2)
    assert any(re.fullmatch(r".+ drew .+\.", s) for s in said)
    assert any(" discarded " in s or " threw away " in s for s in said)
    assert said[-1].endswith(
        ("The X card came up.", "that wins at once.", "one more turn.", "any more.")
    ), said[-1]


class Case(NamedTuple):
    """A game to replay: ``moves`` random legal moves of ``game`` (a finished game if it
    ends sooner; ``stop``: else stopped as the app stops it) at ``seats`` seats with the
    rule ``options``; ``people``: only people sit at it (else Anna and computers)."""

    game: str
    seats: int
    options: dict
    seed: str
    moves: int = 300
    stop: bool = False
    people: bool = False


EVERY = {
    "schnapsen-computer": Case("schnapsen", 2, {}, "3"),
    "schnapsen-two-people": Case(
        "schnapsen",
        2,
        {"manual_claim": True, "strict_exchange": True, "marriages_when_closed": False},
        "11",
        people=True,
    ),
    "slf-players-3": Case("slf", 3, {"one_card": True, "remove_xy": True}, "7", people=True),
    "slf-players-6-stopped": Case("slf", 6, {}, "1", 40, stop=True, people=True),
    "slf-leader-6-stopped": Case("slf", 6, {"mode": "leader"}, "1", 60, stop=True, people=True),
    "slf-leader-2-stopped": Case(
        "slf", 2, {"mode": "leader", "one_card": True}, "37", 40, stop=True, people=True
    ),
    "snorkeling-computer": Case("snorkeling", 2, {"target": 6}, "16"),
    "snorkeling-5-expert": Case("snorkeling", 5, {"expert": True, "target": 6}, "34", people=True),
    "schnitzel-computer": Case("schnitzel", 2, {}, "5"),
    "schnitzel-6-children": Case("schnitzel", 6, {"children": True}, "21", people=True),
    "schnitzel-3-no-matching": Case("schnitzel", 3, {"window": 0}, "5"),
    "snap-2": Case("snap", 2, {}, "30", people=True),
    "snap-3-pool-covered-stopped": Case(
        "snap", 3, {"pool": True, "covered": True, "faces": "german"}, "20", 60, stop=True
    ),
    "snap-6-french-stopped": Case("snap", 6, {"pack": "french"}, "11", 40, stop=True, people=True),
}
"""Every game in each of its modes, at seat counts where they differ (SLF: the players
alone or a game leader; Schnapsen, Snorkeling, Schnitzel, Snap: against computers or
people only, and their rule options)."""
PEOPLE = ("Ben", "Cleo", "Dani", "Emil", "Flo")
"""The people beside Anna at a table of people only."""
SAID = {
    "schnapsen-computer": (" plays the ", " takes the trick.", " wins the deal"),
    "slf-players-3": (" turns a card: ", " slaps the ", " wins the "),
    "slf-players-6-stopped": ("The game was stopped here.",),
    "slf-leader-6-stopped": ("The game leader turns a card: ", " wins the ", "stopped here."),
    "snorkeling-computer": (" to the centre.", " passes.", " ends the turn."),
    "snap-2": (" turns up the ", " calls on ", " snaps "),
}
"""Words some replays must have said (each at least once)."""


@pytest.mark.parametrize("name", list(EVERY))
async def test_every_game_and_mode_replays_step_by_step_to_the_end(tmp_path, name):
    """Each step of the replay, from the deal to the record's last move, draws every
    seat and says the move in words, and the replay ends there without an error; in
    game-leader mode the game leader is named as such."""
    case = EVERY[name]
    record = random_game(case.game, case.seats, case.seed, case.moves, case.options, case.stop)
    h, shell = await open_app(tmp_path)
    people = PEOPLE[: case.seats - 1] if case.people else ()
    game_id = finished(shell.db, record.to_dict(), case.game, case.seats, people)
    shell.go(f"/history/{game_id}")
    await h.drawn()
    last, step = len(record.moves), h.find("replay-next")
    words, board = h.find("replay-move"), h.find("replay-board")
    every_seat = {f"replay-seat-{s}" for s in range(case.seats)}
    hands = case.game in ("schnapsen", "snorkeling", "schnitzel")
    assert ("All hands are open" in words.value) == hands, "the start as the game has it"
    said = []
    for number in range(1, last + 1):
        await h.session.dispatch_event(step._i, "click", None)
        said.append(words.value)
        assert words.value, f"move {number} said nothing"
        assert every_seat <= identifiers(board), f"move {number} left a seat undrawn"
    assert not crashed(h) and not h.has("boundary")
    assert h.find("replay-step").value == f"Move {last} of {last}" and disabled(h, "next")
    for words_said in SAID.get(name, ()):
        assert any(words_said in s for s in said), words_said
    engine = engine_for(case.game)
    assert engine.outcome(record.replay(engine)) is not None, "a finished game"
    if case.game == "schnapsen":
        assert "game point" in said[-1], "the Bummerl's end is told"
    if case.game == "slf":
        assert h.has("replay-rounds"), "each player's points per round"


@pytest.mark.parametrize(
    ("language", "leader"), [("de-AT", "Die Spielleitung "), ("hu-HU", "A játékvezető ")]
)
async def test_the_game_leader_is_named_in_each_language(tmp_path, language, leader):
    """The first move of a game-leader game is the leader's category, said by name."""
    record = random_game("slf", 6, "1", 1, {"mode": "leader"})
    h, shell = await open_app(tmp_path, device_language=language)
    game_id = finished(shell.db, record.to_dict(), "slf", 6, PEOPLE)
    shell.go(f"/history/{game_id}")
    await h.drawn()
    await h.fire(h.find("replay-next"), "click")
    assert h.find("replay-move").value.startswith(leader)
