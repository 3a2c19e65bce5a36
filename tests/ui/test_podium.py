"""The shared podium of the games' results: the best three each on a step of their own,
the best in the middle, whatever ties there are."""

from __future__ import annotations

import flet as ft

from app.ui.components.podium import STEP_COLOUR, STEP_HEIGHT, STEP_WIDTH, podium


def steps(entries, low_wins: bool = False) -> list[tuple[int | None, list[str]]]:
    """Left to right: each slot's place number (None: an empty slot) and who stands on it;
    every slot is as wide as a step, so the row is centred on its middle slot."""
    column = podium(entries, lambda score: f"{score} points", low_wins).content
    out = []
    for slot in column.controls[0].controls:
        step = slot.content if isinstance(slot, ft.Semantics) else slot
        assert step.width == STEP_WIDTH
        if not isinstance(step, ft.Column):
            out.append((None, []))
            continue
        block = step.controls[-1]
        place = int(block.content.value)
        assert (block.height, block.bgcolor) == (STEP_HEIGHT[place], STEP_COLOUR[place])
        out.append((place, [c.value for c in step.controls[:-2]]))
    return out


def rest(entries) -> list[str]:
    """The lines under the steps: "4." and the name."""
    column = podium(entries, lambda score: f"{score} points").content
    return [" ".join(c.value for c in row.controls[:2]) for row in column.controls[1:]]


def test_a_tie_for_first_stands_on_two_gold_steps_and_the_podium_stays_centred():
    """9, 9, 7: no missing silver step and nothing off-centre: gold, gold, bronze."""
    assert steps([("Anna", 9), ("Ben", 9), ("Cleo", 7)]) == [
        (1, ["Ben"]),
        (1, ["Anna"]),
        (3, ["Cleo"]),
    ]


def test_ties_for_second_and_people_tied_with_the_third():
    assert steps([("Anna", 9), ("Ben", 7), ("Cleo", 7), ("Dora", 3)]) == [
        (2, ["Ben"]),
        (1, ["Anna"]),
        (2, ["Cleo"]),
    ]
    four = [("Anna", 9), ("Ben", 8), ("Cleo", 5), ("Dora", 5), ("Emil", 1)]
    assert steps(four) == [(2, ["Ben"]), (1, ["Anna"]), (3, ["Cleo", "Dora"])]
    assert rest(four) == ["5. Emil"]
    assert steps([("Anna", 2), ("Ben", 2), ("Cleo", 2), ("Dora", 2)]) == [
        (1, ["Ben"]),
        (1, ["Anna"]),
        (1, ["Cleo", "Dora"]),
    ]


def test_two_players_stand_side_by_side_in_the_middle():
    """No empty slot beside two steps: the pair is centred, tied or not."""
    assert steps([("Anna", 3), ("Ben", 5)], low_wins=True) == [(2, ["Ben"]), (1, ["Anna"])]
    assert steps([("Anna", 0), ("Ben", 0)]) == [(1, ["Ben"]), (1, ["Anna"])]
