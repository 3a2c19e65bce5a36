"""First steps: the coach marks a game shows the first time a person opens its table.

A board names its marks (:attr:`app.ui.table.board.Board.marks`): each points at one part
of the table (the board wraps that part in :meth:`Coach.spot`, which outlines it while
its mark shows) and says in a sentence what it is for. The marks lie over the table, at
its top or its bottom, away from what they point at; the table under them stays whole
and playable, and its clocks stand still (``Table.ticking``). "Got it" after the last
mark, or "Don't show again" at any mark, is remembered per game on this phone (the
``coached`` setting; the settings offer to show every game's first steps again).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

import flet as ft

from app.ui.widgets import tagged

if TYPE_CHECKING:
    from app.ui.table.frame import Table

TOP, BOTTOM = "top", "bottom"


@dataclass(frozen=True, slots=True)
class Mark:
    """One coach mark: the part it points at, its sentence, and where its card lies."""

    part: str
    message: str
    place: str = TOP


class Coach:
    """Which first step a table shows (None: none, or no more)."""

    def __init__(self, table: Table, marks: tuple[Mark, ...]) -> None:
        self.table = table
        self.marks = marks
        coached = table.host.settings.coached
        self.step: int | None = 0 if marks and table.session.game not in coached else None

    def current(self) -> Mark | None:
        """The mark on screen, if the shown seat is a person on the table itself."""
        if self.step is None or not self.table.at_table():
            return None
        if self.table.session.bot_level(self.table.viewer()):
            return None
        return self.table.board.coached(self.marks[self.step])

    def spot(self, part: str, control: ft.Control) -> ft.Control:
        """``control``, outlined while the mark on screen points at ``part``."""
        mark = self.current()
        if mark is None or mark.part != part:
            return control
        outline = ft.BoxDecoration(
            border=ft.Border.all(3, ft.Colors.TERTIARY), border_radius=ft.BorderRadius.all(10)
        )
        return ft.Container(
            control,
            foreground_decoration=outline,
            expand=control.expand,
            key=f"coach-spot-{part}",
        )

    def over(self, table: ft.Control, width: float) -> ft.Control:
        """``table``, with the mark on screen lying over its top or its bottom."""
        mark = self.current()
        if mark is None:
            return table
        table.left = table.right = table.top = table.bottom = 0
        edge = {"top": 4} if mark.place == TOP else {"bottom": 4}
        card = ft.Container(self.card(mark), left=4, right=4, **edge)
        return ft.Stack([table, card], width=width, expand=True)

    def card(self, mark: Mark) -> ft.Control:
        """The mark's words, "step 2 of 4", "Don't show again" and "Next" (or "Got it")."""
        t = self.table.t
        last = self.step == len(self.marks) - 1
        heading = ft.Row(
            [
                ft.Icon(ft.Icons.TIPS_AND_UPDATES_OUTLINED, color=ft.Colors.ON_TERTIARY_CONTAINER),
                ft.Text(
                    t("coach-step", step=(self.step or 0) + 1, steps=len(self.marks)),
                    weight=ft.FontWeight.BOLD,
                    color=ft.Colors.ON_TERTIARY_CONTAINER,
                ),
            ],
            spacing=8,
        )
        said = ft.Text(t(mark.message), size=15, color=ft.Colors.ON_TERTIARY_CONTAINER)
        stop = ft.TextButton(
            t("coach-stop"), height=48, on_click=self.table.tap("coach-stop", self.stop)
        )
        onward = ft.FilledButton(
            t("coach-done" if last else "coach-next"),
            height=48,
            on_click=self.table.tap("coach-next", self.next),
        )
        buttons = ft.Row(
            [tagged("coach-stop", stop), tagged("coach-next", onward)],
            alignment=ft.MainAxisAlignment.END,
            wrap=True,
            spacing=8,
        )
        box = ft.Container(
            ft.Column([heading, tagged("coach-said", said), buttons], spacing=6, tight=True),
            bgcolor=ft.Colors.TERTIARY_CONTAINER,
            border_radius=12,
            padding=ft.Padding.only(left=14, right=10, top=10, bottom=6),
            shadow=ft.BoxShadow(blur_radius=12, color=ft.Colors.with_opacity(0.35, "black")),
        )
        return tagged("coach", box, key=f"coach-{self.step}")

    def next(self) -> None:
        """On to the next mark; after the last, the first steps are done."""
        if self.step is not None and self.step + 1 < len(self.marks):
            self.step += 1
            self.table.redraw()
        else:
            self.stop()

    def stop(self) -> None:
        """No more marks for this game on this phone."""
        self.step = None
        coached = self.table.host.settings.coached
        game = self.table.session.game
        self.table.host.page.run_task(self.table.host.change, coached=(*coached, game))
