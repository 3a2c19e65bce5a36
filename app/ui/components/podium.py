"""The final podium: the best three as steps, everyone else listed below.

Each of the best three stands on a step of their own, its height and number by their
place: a tie for first gives two gold steps side by side (9, 9, 7: gold, gold, bronze),
never a gap where a step is missing; people tied with the third stand on the third step
with them. The best place is the middle step, so the podium stays centred; when only two
played, their two steps stand side by side in the middle (no empty slot beside them).

Places are numbers on the steps and their heights differ, so the medal colours are never
the only signal.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import flet as ft

from app.ui.widgets import name_text, tagged

STEP_HEIGHT = {1: 120, 2: 88, 3: 64}
STEP_WIDTH = 104
STEP_COLOUR = {1: "#F9A825", 2: "#90A4AE", 3: "#BF7A3F"}
"""Gold, silver and bronze; the ink on each has a contrast of at least 4.5:1."""
INK = "#1C1C1C"


@dataclass(frozen=True, slots=True)
class Placed:
    """A player's place (1 = best; tied players share it) and their final score."""

    place: int
    name: str
    score: int


def places(entries: Sequence[tuple[str, int]], low_wins: bool = False) -> list[Placed]:
    """Competition ranking: equal scores share a place and the next place is skipped
    (scores 9, 9, 7 give places 1, 1, 3); best first (the highest score, or the lowest
    with ``low_wins``), ties in the given order."""
    sign = 1 if low_wins else -1
    ordered = sorted(enumerate(entries), key=lambda item: (sign * item[1][1], item[0]))
    out: list[Placed] = []
    for rank, (_, (name, score)) in enumerate(ordered, start=1):
        place = out[-1].place if out and out[-1].score == score else rank
        out.append(Placed(place, name, score))
    return out


def _step(place: int, people: list[Placed], points_label) -> ft.Control:
    names = [name_text(p.name, size=16, weight=ft.FontWeight.BOLD, lines=2) for p in people]
    for name in names:
        name.text_align = ft.TextAlign.CENTER
    return ft.Column(
        [
            *names,
            ft.Text(points_label(people[0].score), size=13),
            ft.Container(
                ft.Text(str(place), size=40, weight=ft.FontWeight.W_900, color=INK),
                height=STEP_HEIGHT[place],
                width=STEP_WIDTH,
                bgcolor=STEP_COLOUR[place],
                border_radius=ft.BorderRadius.only(top_left=10, top_right=10),
                alignment=ft.Alignment.TOP_CENTER,
                padding=ft.Padding.only(top=6),
            ),
        ],
        spacing=2,
        tight=True,
        width=STEP_WIDTH,  # a long name wraps: three steps fit a 360 px phone
        horizontal_alignment=ft.CrossAxisAlignment.CENTER,
        alignment=ft.MainAxisAlignment.END,
    )


def podium(entries: Sequence[tuple[str, int]], points_label, low_wins: bool = False) -> ft.Control:
    """Steps for the best three in podium order (second, first, third) and a list of the
    rest; ``points_label(score)`` words a score, e.g. "12 points"; ``low_wins``: the
    lowest score is best."""
    placed = places(entries, low_wins)
    standing = [[p] for p in placed[:3]]
    standing[-1] += [p for p in placed[3:] if p.place == standing[-1][0].place]
    shown = sum(len(people) for people in standing)
    steps: list[ft.Control] = []
    for position in (1, 0, 2):
        if position < len(standing):
            people = standing[position]
            step = _step(people[0].place, people, points_label)
            steps.append(tagged(f"podium-step-{position + 1}", step))
    rest = [
        ft.Row(
            [
                ft.Text(f"{p.place}.", size=16, weight=ft.FontWeight.BOLD, width=32),
                name_text(p.name, size=16),
                ft.Text(points_label(p.score), size=14),
            ],
            spacing=8,
        )
        for p in placed[shown:]
    ]
    return tagged(
        "podium",
        ft.Column(
            [
                ft.Row(
                    steps,
                    alignment=ft.MainAxisAlignment.CENTER,
                    vertical_alignment=ft.CrossAxisAlignment.END,
                    spacing=6,
                ),
                *rest,
            ],
            spacing=10,
            tight=True,
            horizontal_alignment=ft.CrossAxisAlignment.CENTER,
        ),
    )
