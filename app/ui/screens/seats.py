"""The seats of a setup screen: 2–6 rows, each a person (a typed name or someone tapped
from the player list) or, where the game has computer players, a computer level.

A typed name that is a listed player's name counts as that player, so their statistics
fill up. Names are checked like the player list's (empty, too long, control characters)
and must differ from each other; the reason shows under the field and nothing starts.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import flet as ft

from app.core.errors import UserError
from app.games.game import Game
from app.stats import Player, clean_name, list_players
from app.stats.players import name_key
from app.ui.host import Host
from app.ui.screens.players import name_field
from app.ui.session import Seat
from app.ui.widgets import avatar, icon_action, name_text, tagged

PERSON = "person"


@dataclass
class SeatRow:
    """One seat being filled in: who plays it, and the listed player it stands for."""

    field: ft.TextField
    player: Player | None = None
    kind: str = PERSON
    """``person`` or a computer level."""


class SeatEditor:
    """The rows, the add button and the player chips, and the validated seats; as many
    rows as ``game`` seats, each a person or one of its computer levels."""

    def __init__(self, host: Host, game: Game, *, start: Sequence[str] = (PERSON, PERSON)) -> None:
        self.host = host
        self.minimum, self.maximum = min(game.seat_counts), max(game.seat_counts)
        self.levels = tuple(level.name for level in game.levels)
        self.players = list_players(host.db)
        self.rows: list[SeatRow] = [self.new_row(kind) for kind in start]
        self.column = ft.Column(spacing=8, tight=True)
        self.chips = {
            p.id: ft.Chip(
                label=name_text(p.name),
                leading=avatar(p.id, p.name),
                on_click=lambda _, p=p: self.pick(p),
            )
            for p in self.players
        }
        self.add_button = tagged(
            "seat-add",
            ft.TextButton(host.t("seat-add"), icon=ft.Icons.PERSON_ADD, on_click=self.add_row),
        )
        """Hidden as a whole at the maximum (a Semantics must not wrap a hidden control)."""
        self.refresh()

    def controls(self) -> list[ft.Control]:
        """What the setup screen shows: the rows, the add button, the chips."""
        out: list[ft.Control] = [self.column, self.add_button]
        if self.chips:
            out += [
                ft.Text(self.host.t("seat-from-list"), size=13),
                ft.Row(
                    [tagged(f"pick-{p.name}", self.chips[p.id]) for p in self.players],
                    wrap=True,
                    spacing=6,
                ),
            ]
        return out

    # ------------------------------------------------------------ rows

    def new_row(self, kind: str = PERSON, player: Player | None = None) -> SeatRow:
        """A row with its name field wired up."""
        field = name_field(self.host, player.name if player else "")
        row = SeatRow(field, player, kind)

        def typing() -> None:
            field.error = None
            if row.player and name_key(row.player.name) != name_key(field.value or ""):
                row.player = None
                self.refresh()

        field.on_change = typing
        return row

    def refresh(self) -> None:
        """Draw the rows again and mark the chips of seated players."""
        self.column.controls = [self.line(i, row) for i, row in enumerate(self.rows)]
        seated = {row.player.id for row in self.rows if row.player and row.kind == PERSON}
        for pid, chip in self.chips.items():
            chip.selected = pid in seated
        self.add_button.visible = len(self.rows) < self.maximum

    def line(self, index: int, row: SeatRow) -> ft.Control:
        """One row: the seat's number, who plays it, and a remove button."""
        t = self.host.t
        row.field.label = t("seat-player", number=index + 1)
        items: list[ft.Control] = [avatar(index, str(index + 1))]
        if self.levels:
            items.append(
                tagged(
                    f"seat-{index}-kind",
                    ft.Dropdown(
                        value=row.kind,
                        options=[ft.DropdownOption(key=PERSON, text=t("seat-person"))]
                        + [
                            ft.DropdownOption(key=lv, text=t("seat-level", level=t(f"level-{lv}")))
                            for lv in self.levels
                        ],
                        on_select=lambda e, row=row: self.set_kind(row, e.control.value),
                        width=None if row.kind != PERSON else 140,
                    ),
                    expand=row.kind != PERSON,
                    label=t("seat-kind", number=index + 1),
                )
            )
        if row.kind == PERSON:
            items.append(tagged(f"seat-{index}", row.field, expand=True))
        items.append(
            tagged(
                f"seat-{index}-remove",
                icon_action(
                    ft.Icons.REMOVE_CIRCLE_OUTLINE,
                    t("seat-remove"),
                    lambda: self.remove_row(row),
                    disabled=len(self.rows) <= self.minimum,
                ),
            )
        )
        return ft.Row(items, vertical_alignment=ft.CrossAxisAlignment.START)

    def set_kind(self, row: SeatRow, kind: str | None) -> None:
        """A person or a computer level for this seat."""
        row.kind = kind or PERSON
        self.refresh()

    def add_row(self) -> None:
        """One more seat (a person), up to the maximum."""
        if len(self.rows) < self.maximum:
            self.rows.append(self.new_row())
            self.refresh()

    def remove_row(self, row: SeatRow) -> None:
        """One seat fewer, down to the minimum."""
        if len(self.rows) > self.minimum:
            self.rows.remove(row)
            self.refresh()

    def pick(self, player: Player) -> None:
        """Seat a listed player in the first empty person row (or take them off again)."""
        seated = next((r for r in self.rows if r.player and r.player.id == player.id), None)
        if seated is not None:
            if len(self.rows) > self.minimum:
                self.rows.remove(seated)
            else:
                seated.player, seated.field.value = None, ""
        else:
            empty = next(
                (r for r in self.rows if r.kind == PERSON and not (r.field.value or "").strip()),
                None,
            )
            if empty is None and len(self.rows) >= self.maximum:
                self.host.notify(self.host.t("seat-table-full", max=self.maximum))
                return
            if empty is None:
                empty = self.new_row()
                self.rows.append(empty)
            empty.player, empty.field.value, empty.field.error = player, player.name, None
        self.refresh()

    # ------------------------------------------------------------ result

    def seats(self) -> tuple[Seat, ...] | None:
        """The validated seats, or None after putting the reason under each wrong field."""
        t = self.host.t
        known = {name_key(p.name): p for p in self.players}
        seats: list[Seat] = []
        seen: set[str] = set()
        ok = True
        computers = sum(1 for r in self.rows if r.kind != PERSON)
        number = 0
        for row in self.rows:
            if row.kind != PERSON:
                number += 1
                level = t(f"level-{row.kind}")
                name = (
                    t("seat-computer", level=level)
                    if computers == 1
                    else t("seat-computer-numbered", number=number, level=level)
                )
                seats.append(Seat(name, bot=row.kind))
                seen.add(name_key(name))
                continue
            try:
                name = clean_name(row.field.value or "")
            except UserError as error:
                row.field.error, ok = self.host.tr.error(error), False
                continue
            key = name_key(name)
            if key in seen:
                row.field.error, ok = t("seat-name-twice", name=name), False
                continue
            seen.add(key)
            row.field.error = None
            player = row.player if row.player and name_key(row.player.name) == key else None
            player = player or known.get(key)
            seats.append(
                Seat(player.name if player else name, player_id=player.id if player else None)
            )
        return tuple(seats) if ok else None
