"""What the others did, at Schnitzel's shared table (issue 33 point 9): at the start of a
person's turn a recap of the others' turns since theirs ("… swapped their place 1 with
your place 2"), the swapped places signed, a swapped card sliding in from its old row
(not when motion is reduced), and rows that say what each player's turn did rather
than "ended"."""

from __future__ import annotations

from dataclasses import replace

import pytest

from app.games.schnitzel.model import SWAP
from app.games.schnitzel.rules import new_game
from app.ui.session import Seat
from tests.ui.harness import until
from tests.ui.test_schnitzel_looks_ui import LOOKED, continued
from tests.ui.test_schnitzel_ui import same_deal, tap

pytestmark = pytest.mark.asyncio

__all__ = ["same_deal"]

SEED = "swap-208"
"""A deal in which the second seat begins and draws a Swap (Anna 2 −2 7 7, Béla 3 4 9 2,
8 on the discard pile; no action card in a row)."""
PEOPLE = (Seat("Anna"), Seat("Béla"))


async def test_a_swap_slides_in_and_the_next_person_gets_a_recap(tmp_path):
    """Béla swaps his place 1 with Anna's place 2: both cards slide in from the other's
    row; at Anna's turn the recap tells her (and that Béla discarded a Swap), both places
    are signed, and Béla's row says he swapped, not that he ended his turn."""
    assert new_game(SEED, {"window": 3, "first": 1}, 2).draw[-1] == SWAP
    h, table = await continued(tmp_path, SEED, 1, PEOPLE, LOOKED)
    await tap(h, "draw")
    await tap(h, "handover-ready")
    await tap(h, "look-done")
    await tap(h, "discard")
    await tap(h, "slot-1-0")
    await tap(h, "slot-0-1")
    assert table.session.record.moves[-1] == "trade:1:0:0:1"
    index = len(table.session.record.moves) - 1
    assert h.find(f"swap-{index}-1-0").offset.y < 0, "Béla's new card comes from above"
    assert h.find(f"swap-{index}-0-1").offset.y > 0, "Anna's comes from below"
    await until(lambda: h.find(f"swap-{index}-1-0").offset.y == 0)
    assert h.find(f"swap-{index}-0-1").offset.y == 0
    table.board.clock.clock.now += 3.1
    await until(lambda: table.view().phase == "end")
    await h.drawn()
    await tap(h, "end-turn")
    assert table.view().turn == 0
    said = h.label("recap")
    assert said.startswith("Since Anna's last turn:")
    assert "Béla discarded Swap." in said
    assert "Béla swapped their place 1 with place 2 of Anna." in said
    assert h.label("slot-0-1") == "Anna, place 2, face down, swapped lately"
    assert h.label("slot-1-0") == "Béla, place 1, face down, swapped lately"
    assert "swapped" in h.label("row-1") and "ended" not in h.label("row-1")
    assert not h.has("note"), "the recap says what the note would"
    h.page.data.settings = replace(h.page.data.settings, reduce_motion=True)
    table.redraw()
    await h.drawn()
    assert not h.has(f"swap-{index}-1-0"), "no slide when motion is reduced"
    assert h.label("slot-1-0").endswith("swapped lately")


async def test_a_computers_swap_is_recapped_for_the_only_person_after_a_reload(tmp_path):
    """Anna alone against a computer, which swapped its place 3 with her place 2 before
    a reload: the table opened anew tells her so at her turn, and signs her place 2."""
    computer = (Seat("Anna"), Seat(bot="easy"))
    moves = (*LOOKED, "draw:1", "discard:1", "trade:1:2:0:1", "pass:0", "pass:1", "end:1")
    h, table = await continued(tmp_path, SEED, 1, computer, moves)
    assert table.view().phase == "turn" and table.view().turn == 0
    said = h.label("recap")
    assert said.startswith("Since your last turn:")
    assert "swapped their place 3 with your place 2." in said
    assert h.label("slot-0-1").endswith("swapped lately")
    assert h.find("prompt").value == "Draw a card, or take the discard."
