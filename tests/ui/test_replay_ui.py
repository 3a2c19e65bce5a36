"""A finished game opened from the history, on the real Flet session path: a Schnapsen
Bummerl replayed step by step from its kept record (both hands open, each move in words,
first/back/next/last), and the games that have no replay say why."""

from __future__ import annotations

import re

import pytest

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


async def test_every_move_is_said_and_each_deal_end_is_told(tmp_path):
    record = bummerl()
    h, _ = await opened(tmp_path, record.to_dict())
    said = await walk(h, len(record.moves))
    assert any(" plays the " in s for s in said) and any(" takes the trick." in s for s in said)
    deals = sum("wins the deal" in s for s in said)
    assert deals >= 2 and "game point" in said[-1]


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


async def test_a_snap_game_replays_its_turns_calls_and_verdicts(tmp_path):
    record = random_game("snap", 2, moves=100)
    h, _ = await opened(tmp_path, record.to_dict(), game="snap")
    assert h.has("replay-seat-0") and h.has("replay-seat-1")
    said = await walk(h, len(record.moves))
    assert any(" turns up the " in s for s in said)
    assert any(" calls on " in s for s in said)
    assert any("snaps" in s or "called wrong" in s for s in said)


async def test_a_game_without_a_replay_yet_shows_its_result_and_says_so(tmp_path):
    """A game this app does not know (from a newer app's record book) has no replay."""
    h, _ = await opened(tmp_path, {"format": 2}, game="tarock")
    assert h.find("replay-none").value.startswith("This game has no replay yet")
    assert not h.has("replay-next")


async def test_a_snorkeling_game_replays_every_hand_and_move(tmp_path):
    record = random_game("snorkeling", 3, moves=60)
    h, _ = await opened(tmp_path, record.to_dict(), game="snorkeling", seats=3)
    assert all(h.has(f"replay-seat-{s}") for s in range(3))
    said = await walk(h, len(record.moves))
    assert any(" to the centre." in s for s in said)
    assert any(" passes." in s or " ends the turn." in s for s in said)


async def test_an_slf_game_replays_its_awards_in_order(tmp_path):
    record = random_game("slf", 3, moves=80)
    h, _ = await opened(tmp_path, record.to_dict(), game="slf", seats=3)
    assert h.has("replay-rounds")
    said = await walk(h, len(record.moves))
    assert any(" turns a card: " in s for s in said) and any(" slaps the " in s for s in said)
    assert any(" wins the " in s for s in said) or any("Mistake!" in s for s in said)


async def test_a_move_that_cannot_be_played_shows_the_record_damaged_when_reached(tmp_path):
    """A Snap record whose fourth move cannot be played (a thaw without a freeze) replays
    its first three, then says the record is damaged instead of drawing a table."""
    record = random_game("snap", 2, moves=40).to_dict()
    record["moves"][3] = "resume:0"
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
