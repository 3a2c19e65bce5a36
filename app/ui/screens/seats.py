"""The seats of a setup screen: 2–6 rows, each a person (a typed name or someone tapped
from the player list) or, where the game has computer players, a computer level.

One rule for every setup: an empty name field (or one holding only invisible marks or
fillers) plays under the name it shows in grey ("Player 2"); a typed name that is a listed
player's name counts as that player, so their statistics fill up. Names are checked and
compared like the player list's (by what they show; too long, control characters, nothing
visible) and must differ from each other; the reason shows in full under the row and
nothing starts. A setup opens with the line-up this browser last started the game with
(:mod:`app.ui.screens.prefill`).

"Remember these players" (on unless this browser switched it off) lists the typed names
as players when the game starts, so the game counts in their statistics; a one-off
guest is hidden or deleted under Players. Switched off, the names are offered once more
at the end of the game.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass

import flet as ft

from app.core.contract import Options
from app.core.errors import UserError
from app.core.json import Json
from app.games.game import Game
from app.stats import Player, clean_name, list_players
from app.stats.players import name_key, trim_name
from app.ui.host import Host
from app.ui.screens.players import name_field
from app.ui.session import GameSession, Seat
from app.ui.widgets import avatar, hinted, icon_action, name_text, tagged

PERSON = "person"


@dataclass
class SeatRow:
    """One seat being filled in: who plays it, and the listed player it stands for."""

    field: ft.TextField
    player: Player | None = None
    kind: str = PERSON
    """``person`` or a computer level."""
    problem: str = ""
    """Why the name cannot be used: said under the row, in full."""


class SeatEditor:
    """The rows, the add button and the player chips, and the validated seats; as many
    rows as ``game`` seats, each a person or one of its computer levels.

    ``start`` gives the rows' kinds when there is no ``lineup`` to begin with (the last
    setup's seats). Without ``kinds`` the rows offer no choice of person or computer:
    the setup sets computer seats itself (``set_kind``) and such a row shows the
    computer's name."""

    def __init__(
        self,
        host: Host,
        game: Game,
        *,
        start: Sequence[str] = (PERSON, PERSON),
        lineup: Sequence[Seat] | None = None,
        kinds: bool = True,
    ) -> None:
        self.host = host
        self.minimum, self.maximum = min(game.seat_counts), max(game.seat_counts)
        self.levels = tuple(level.name for level in game.levels)
        self.kinds = kinds
        self.players = list_players(host.db)
        """Every listed player: a name typed here is theirs, hidden or not."""
        self.offered = [p for p in self.players if not p.hidden]
        """The players offered as chips (not the hidden ones)."""
        self.rows: list[SeatRow] = (
            self.rows_for(lineup, start) if lineup else [self.new_row(kind) for kind in start]
        )
        self.column = ft.Column(spacing=8, tight=True)
        self.chips = {
            p.id: ft.Chip(
                label=name_text(p.name),
                leading=avatar(p.name),
                show_checkmark=False,  # Flutter draws it over the avatar's letter
                on_click=lambda _, p=p: self.pick(p),
            )
            for p in self.offered
        }
        adders: list[ft.Control] = [
            tagged(
                "seat-add",
                ft.TextButton(host.t("seat-add"), icon=ft.Icons.PERSON_ADD, on_click=self.add_row),
            )
        ]
        if self.levels and kinds:
            adders.append(
                tagged(
                    "seat-add-computer",
                    ft.TextButton(
                        host.t("seat-add-computer"),
                        icon=ft.Icons.SMART_TOY_OUTLINED,
                        on_click=self.add_computer,
                    ),
                )
            )
        self.adders = adders
        """Each hidden as a whole at the maximum (a Semantics must not wrap a hidden
        control)."""
        self.refresh()

    def controls(self) -> list[ft.Control]:
        """What the setup screen shows: the rows, the add buttons, the switch that keeps
        typed names as players, the chips."""
        remember = ft.Switch(
            label=self.host.t("seat-remember"),
            value=self.host.settings.remember_players,
            on_change=self.remember,
        )
        out: list[ft.Control] = [
            self.column,
            ft.Row(self.adders, wrap=True, spacing=0),
            hinted("seat-remember", remember, self.host.t("seat-remember-hint")),
        ]
        if self.chips:
            out += [
                ft.Text(self.host.t("seat-from-list"), size=13),
                ft.Row(
                    [tagged(f"pick-{p.name}", self.chips[p.id]) for p in self.offered],
                    wrap=True,
                    spacing=6,
                ),
            ]
        return out

    # ------------------------------------------------------------ rows

    def new_row(self, kind: str = PERSON, player: Player | None = None, name: str = "") -> SeatRow:
        """A row with its name field wired up."""
        field = name_field(self.host, player.name if player else name)
        row = SeatRow(field, player, kind)

        def typing() -> None:
            self.show_problem(row, None)
            if row.player and name_key(row.player.name) != name_key(field.value or ""):
                row.player = None
                self.refresh()

        field.on_change = typing
        return row

    def rows_for(self, lineup: Sequence[Seat], start: Sequence[str]) -> list[SeatRow]:
        """Rows for an earlier line-up: listed players by id (under today's name) or by
        name, computers by a level the game still has; padded or cut to fit the game."""
        by_id = {p.id: p for p in self.players}
        by_key = {name_key(p.name): p for p in self.players}
        rows = []
        for seat in lineup[: self.maximum]:
            if seat.bot:
                rows.append(self.new_row(seat.bot if seat.bot in self.levels else PERSON))
                continue
            player = by_id.get(seat.player_id or -1) or by_key.get(name_key(seat.name))
            rows.append(self.new_row(PERSON, player, seat.name))
        for kind in start[len(rows) : self.minimum]:
            rows.append(self.new_row(kind))
        return rows

    def refresh(self) -> None:
        """Draw the rows again and mark the chips of seated players."""
        self.column.controls = [self.line(i, row) for i, row in enumerate(self.rows)]
        seated = {row.player.id for row in self.rows if row.player and row.kind == PERSON}
        for p in self.offered:
            chip = self.chips[p.id]
            chip.selected = p.id in seated
            chip.label = name_text(p.name)
            if chip.selected:  # a check after the name: not the colour alone
                chip.label = ft.Row(
                    [chip.label, ft.Icon(ft.Icons.CHECK, size=18)], spacing=4, tight=True
                )
        for adder in self.adders:
            adder.visible = len(self.rows) < self.maximum

    def line(self, index: int, row: SeatRow) -> ft.Control:
        """One row: the seat's number, who plays it and a remove button; under it what is
        wrong with it, and under a person's name the choice of a computer instead (so
        the name field keeps the row's width, also on a small phone)."""
        t = self.host.t
        row.field.label = t("seat-player", number=index + 1)
        choice = self.kind_choice(index, row) if self.levels and self.kinds else None
        who: ft.Control
        if row.kind == PERSON:
            who = tagged(f"seat-{index}", row.field, expand=True)
        elif choice is not None:
            who, choice = choice, None
        else:
            level = t("seat-computer", level=t(f"level-{row.kind}"))
            who = ft.Row(
                [ft.Icon(ft.Icons.SMART_TOY_OUTLINED), ft.Text(level, size=16)], expand=True
            )
        items: list[ft.Control] = [seat_number(index), who]
        if self.minimum < self.maximum:
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
        lines: list[ft.Control] = [ft.Row(items, vertical_alignment=ft.CrossAxisAlignment.CENTER)]
        if row.problem:
            lines.append(tagged(f"seat-{index}-error", problem_line(row.problem)))
        if choice is not None:
            lines.append(ft.Row([ft.Container(width=40), choice]))
        return ft.Column(lines, spacing=4, tight=True)

    def kind_choice(self, index: int, row: SeatRow) -> ft.Control:
        """The seat's dropdown: a person or one of the computer levels."""
        t = self.host.t
        return tagged(
            f"seat-{index}-kind",
            ft.Dropdown(
                value=row.kind,
                options=[ft.DropdownOption(key=PERSON, text=t("seat-person"))]
                + [
                    ft.DropdownOption(key=lv, text=t("seat-level", level=t(f"level-{lv}")))
                    for lv in self.levels
                ],
                on_select=lambda e, row=row: self.set_kind(row, e.control.value),
                width=None if row.kind != PERSON else 200,
                expand=row.kind != PERSON,
            ),
            expand=row.kind != PERSON,
            label=t("seat-kind", number=index + 1),
        )

    def show_problem(self, row: SeatRow, text: str | None) -> None:
        """Say under ``row`` why its name cannot be used (None: nothing is wrong)."""
        if row.problem == (text or ""):
            return
        row.problem = text or ""
        row.field.border = (
            ft.OutlineInputBorder(side=ft.BorderSide(2, ft.Colors.ERROR)) if text else None
        )
        self.refresh()

    def set_kind(self, row: SeatRow, kind: str | None) -> None:
        """A person or a computer level for this seat."""
        row.kind = kind or PERSON
        self.refresh()

    def add_row(self) -> None:
        """One more seat (a person), up to the maximum."""
        if len(self.rows) < self.maximum:
            self.rows.append(self.new_row())
            self.refresh()

    def add_computer(self) -> None:
        """One more seat, a computer (at the level of the last computer seated, else the
        game's middle level), up to the maximum: several computers in as many taps."""
        if len(self.rows) < self.maximum:
            seated = [r.kind for r in self.rows if r.kind != PERSON]
            level = seated[-1] if seated else self.levels[len(self.levels) // 2]
            self.rows.append(self.new_row(level))
            self.refresh()

    async def remember(self, e: ft.Event) -> None:
        """Remember in this browser whether typed names become players."""
        await self.host.change(redraw=False, remember_players=bool(e.control.value))

    def remove_row(self, row: SeatRow) -> None:
        """One seat fewer, down to the minimum."""
        if len(self.rows) > self.minimum:
            self.rows.remove(row)
            self.refresh()

    def pick(self, player: Player) -> None:
        """Seat a listed player in the first empty person row (or take them off again);
        with no empty row and no room for one, the only person seat takes them."""
        seated = next((r for r in self.rows if r.player and r.player.id == player.id), None)
        people = [r for r in self.rows if r.kind == PERSON]
        if seated is not None:
            if len(self.rows) > self.minimum:
                self.rows.remove(seated)
            else:
                seated.player, seated.field.value = None, ""
        else:
            empty = next((r for r in people if not trim_name(r.field.value or "")), None)
            if empty is None and len(self.rows) < self.maximum:
                empty = self.new_row()
                self.rows.append(empty)
            elif empty is None and len(people) == 1:
                empty = people[0]
            elif empty is None:
                self.host.notify(self.host.t("seat-table-full", max=self.maximum))
                return
            empty.player, empty.field.value = player, player.name
            self.show_problem(empty, None)
        self.refresh()

    # ------------------------------------------------------------ result

    def seats(self) -> tuple[Seat, ...] | None:
        """The validated seats, or None after putting the reason under each wrong row. An
        empty field is the seat's placeholder name (a seat without a name)."""
        t = self.host.t
        known = {name_key(p.name): p for p in self.players}
        seats: list[Seat] = []
        seen: set[str] = set()
        ok = True
        for index, row in enumerate(self.rows):
            if row.kind != PERSON:
                seats.append(Seat(bot=row.kind))
                continue
            typed = trim_name(row.field.value or "")
            try:
                name = clean_name(typed) if typed else t("seat-player", number=index + 1)
            except UserError as error:
                self.show_problem(row, self.host.tr.error(error))
                ok = False
                continue
            key = name_key(name)
            if key in seen:
                self.show_problem(row, t("seat-name-twice", name=name))
                ok = False
                continue
            seen.add(key)
            self.show_problem(row, None)
            player = row.player if row.player and name_key(row.player.name) == key else None
            player = player or (known.get(key) if typed else None)
            if player:
                seats.append(Seat(player.name, player_id=player.id))
            else:
                seats.append(Seat(name if typed else ""))
        return tuple(seats) if ok else None


Rules = Options | Callable[[tuple[Seat, ...]], Options]
"""A game's options, or how they follow from the seats (e.g. who begins)."""


def start_game(
    host: Host,
    game: str,
    editor: SeatEditor,
    error: ft.Text,
    rules: Rules,
    extras: Mapping[str, Json] | None = None,
) -> None:
    """Start ``game`` with the editor's seats (at least one person) and ``rules``; or say
    in ``error`` why not."""
    seats = editor.seats()
    if seats is None or all(s.bot for s in seats):
        problem = host.t("seat-fix-names" if seats is None else "seat-need-person")
        error.value, error.visible = problem, True
        return
    options = rules(seats) if callable(rules) else rules
    try:
        session = GameSession.new(game, dict(options), seats, host.client_id, extras)
    except UserError as refused:
        error.value, error.visible = host.tr.error(refused), True
        return
    host.begin(session)


def seat_number(index: int) -> ft.Control:
    """The seat's number in a plain circle (a seat has no player's colour)."""
    return ft.CircleAvatar(
        content=ft.Text(str(index + 1), weight=ft.FontWeight.BOLD),
        bgcolor=ft.Colors.SECONDARY_CONTAINER,
        color=ft.Colors.ON_SECONDARY_CONTAINER,
    )


def problem_line(text: str) -> ft.Control:
    """What is wrong with a seat, in full under its row (it wraps, never cut)."""
    return ft.Row(
        [
            ft.Icon(ft.Icons.ERROR_OUTLINE, color=ft.Colors.ERROR, size=18),
            ft.Text(text, color=ft.Colors.ERROR, expand=True),
        ],
        vertical_alignment=ft.CrossAxisAlignment.START,
        spacing=6,
    )
