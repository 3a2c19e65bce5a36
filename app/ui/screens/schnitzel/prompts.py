"""What the Schnitzel table says under the piles: the one thing to do now, in large
type (or who is doing it), and what just happened, in a line under it. Addressed to
"you" when only one person plays, by name at a shared table. A hint (a learning aid)
takes the prompt's place; the take-back button stands beside it."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Protocol

import flet as ft

from app.games.schnitzel.model import ABILITY, HOLD, LOOK, PEEK, TURN, WINDOW, Move
from app.games.schnitzel.view import View
from app.ui.measure import text_lines
from app.ui.screens.schnitzel.aim import Aim
from app.ui.screens.schnitzel.deeds import Narrator
from app.ui.screens.schnitzel.layout import PROMPT
from app.ui.screens.schnitzel.rows import acting
from app.ui.table.port import Acts, Aids, Room, Seats
from app.ui.theme import TAP
from app.ui.widgets import tagged

BOLD_CHAR = 8.8
"""About how wide a character of the prompt is (16 px, bold), to tell a one-line prompt."""
NOTE_LINE = 17.0
"""The note's second line, in pixels."""
LEADING = 1.45
"""A line's height as a share of its type's size (16 px type took 23 px in the browser)."""


class Prompting(Room, Acts[Move], Seats[View, Move], Aids[Move], Protocol):
    """What the prompts use of the port: the room, the note line, the seats and the aids."""


class Prompter(Narrator, Protocol):
    """What the prompt needs of the board: words, its port, the choice in progress and
    who is a person."""

    @property
    def port(self) -> Prompting:
        """The part of the board's port used here."""
        ...

    aim: Aim

    def person(self, seat: int) -> bool:
        """True for a seat a person plays."""
        ...


def line(
    text: str, size: int, weight: ft.FontWeight | None, lines: int, italic: bool = False
) -> ft.Text:
    """One centred line of the prompt's box (or two), cut short with "…" if need be."""
    return ft.Text(
        text,
        size=size,
        weight=weight,
        italic=italic,
        text_align=ft.TextAlign.CENTER,
        max_lines=lines,
        overflow=ft.TextOverflow.ELLIPSIS,
    )


@dataclass(frozen=True, slots=True)
class Said:
    """One text of the prompt's box: its identifier, words, size, weight and most lines."""

    ident: str
    text: str
    size: int
    weight: ft.FontWeight | None
    lines: int
    italic: bool = False


def said(board: Prompter, v: View, note: str, room: float) -> list[Said]:
    """What the prompt's box says (see :func:`prompt`)."""
    port = board.port
    if port.hint is not None:
        return [Said("note", port.note, 15, ft.FontWeight.W_600, 2)]
    asked = prompt_text(board, v)
    texts = [Said("prompt", asked, 16, ft.FontWeight.BOLD, 2)]
    if note:
        second = len(asked) * BOLD_CHAR <= port.width or room >= NOTE_LINE
        texts.append(Said("note", note, 13, None, 2 if second else 1, italic=True))
    return texts


def prompt(board: Prompter, v: View, note: str, room: float) -> ft.Control:
    """The prompt and, under it, ``note`` (what just happened, or the recap's most telling
    move), in a box at least as tall as the layout counts: the note takes a second line
    where the prompt takes one, or where ``room`` pixels are left on the screen (a wrong
    claim explained). A hint asked for is said in the prompt's place (where a small phone
    shows it), and the take-back button, while there is one, stands beside them."""
    lines: list[ft.Control] = [
        tagged(s.ident, line(s.text, s.size, s.weight, s.lines, s.italic))
        for s in said(board, v, note, room)
    ]
    column = ft.Column(
        lines,
        spacing=2,
        tight=True,
        expand=True,
        horizontal_alignment=ft.CrossAxisAlignment.CENTER,
    )
    least = ft.Container(width=0, height=PROMPT)  # (the box's height at least)
    parts: list[ft.Control] = [least, column]
    if undo := board.port.undo_button():  # (learning aids: taking your last move back)
        parts.append(undo)
    return ft.Row(parts, spacing=4, vertical_alignment=ft.CrossAxisAlignment.CENTER)


def prompt_height(board: Prompter, v: View, note: str, room: float) -> float:
    """About how tall :func:`prompt` draws its box, rather more than less: a two-line
    prompt with a note is taller than the layout counts."""
    width = board.port.width - (TAP + 4 if board.port.undo_button() else 0)
    texts = said(board, v, note, room)
    lines = [
        min(s.lines, text_lines(s.text, width, s.size, bold=s.weight is not None)) * s.size
        for s in texts
    ]
    return max(PROMPT, sum(lines) * LEADING + 2 * (len(texts) - 1))


def prompt_text(board: Prompter, v: View) -> str:
    """The one thing to do now (or who is doing it)."""
    if board.aim.nope is not None:
        return board.about(board.aim.nope, "sz-prompt-nope")
    if v.phase == LOOK:
        waiting = [s for s in v.to_act if board.person(s)]
        if len(waiting) == 1:
            return board.about(waiting[0], "sz-prompt-look")
        return board.t("sz-prompt-look-all" if waiting else "sz-prompt-look-wait")
    if v.phase == WINDOW:
        return window_text(board, v)
    seat = acting(v)
    if seat is None or not board.person(seat):
        return board.t("sz-prompt-playing", name=board.name(v.turn if seat is None else seat))
    return board.about(seat, prompt_key(board, v))


def prompt_key(board: Prompter, v: View) -> str:
    """The prompt of the person who acts, by phase."""
    if v.phase == TURN:
        return "sz-prompt-take" if board.aim.take else "sz-prompt-turn"
    if v.phase == HOLD:
        forced = {"put": "sz-prompt-must-put", "discard": "sz-prompt-must-discard"}
        return forced.get(v.forced or "", "sz-prompt-hold")
    if v.phase == ABILITY and v.ability is not None:
        if v.event is not None and v.event.noped:
            return "sz-prompt-noped"
        if v.ability.card == PEEK:
            return "sz-prompt-peek"
        return "sz-prompt-swap-other" if board.aim.swap is not None else "sz-prompt-swap"
    return "sz-prompt-end"


def window_text(board: Prompter, v: View) -> str:
    """A window: Nope the call, or match the top discard."""
    if v.event is not None and v.event.kind == "call":
        return board.about(v.event.seat, "sz-prompt-call")
    if not v.discard:
        return board.t("sz-prompt-window")
    if not any(board.person(s) for s in v.to_act):
        return board.t("sz-prompt-others")
    card = board.card(v.discard[-1])
    alone = len(board.port.humans()) == 1
    return board.t("sz-prompt-match-you" if alone else "sz-prompt-match", card=card)
