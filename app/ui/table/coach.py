"""First steps: the coach marks a game shows the first time a person opens its table.

A game's screens name its marks (:attr:`app.ui.screens.game.GameScreens.marks`, handed to
the frame with the board): each points at one part of the table (the board wraps that
part in :meth:`Coach.spot`, which outlines it, just outside its edge, while its mark
shows) and says in a sentence what it is for. The mark's
card lies over the table beside its part, never on it: the board says where its parts lie
(:meth:`app.ui.table.board.Board.spans`), and the card goes next to the part on the mark's
side, or at the far edge of that side, or the same on the other side, whichever first
stays on the screen and leaves clear the other parts its words speak of (``keep``). Next
to its part, it is held by its edge toward the part, so a card a little shorter than
reckoned never moves onto it; its height is reckoned rather high than low. (A board that
does not say where its parts lie gets the card at the table's top or bottom edge, as the
mark says.)

The table under the card stays whole and playable, and its clocks stand still
(``Table.ticking``). Acting on the table (any tap the table takes: the card the step
asks for, any move) moves the marks on, as "Next" does. "Got it" after the last mark,
or "Don't show again" at any mark, is remembered per game on this phone (the
``coached`` setting; the settings offer to show every game's first steps again).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Generic, Protocol, TypeVar

import flet as ft

from app.i18n import Arg
from app.ui.measure import text_lines
from app.ui.widgets import tagged

if TYPE_CHECKING:
    from app.ui.host import Host
    from app.ui.session import GameSession
    from app.ui.table.taps import Taps

V = TypeVar("V")
V_contra = TypeVar("V_contra", contravariant=True)
TOP, BOTTOM = "top", "bottom"
Span = tuple[float, float]
"""Where a part lies on the table: its top and bottom, in logical pixels from the top of
the table's body (under the app bar)."""

FRAME = 56 + 12
"""The app bar and the table view's padding above and below the body."""
EDGE = 4
"""Between a card and the edges of the table."""
RING = 8
"""How far outside its part the outline lies (inside, or close, it covered a text's first
letters)."""
GAP = 16
"""Between a card and the part it points at: the outline and a little air."""
SAID = 15
"""The size of a card's words."""
EM = 0.5
"""An average letter's width as a share of its size: measured in the browser, no card's
words took more lines than reckoned with it (German, English and Hungarian, 360 and 412
px wide); most took as many, some one less."""
LINE = 21
"""The height of one line of them."""
PADDING = (14, 12, 10, 6)
"""A card's padding: left, top, right, bottom."""
SPACING = 6
"""Between the words and the row of buttons."""
BUTTON = 48
PER_LETTER = 7.5
"""About how wide a button's letter is (14 px labels), rather more than less."""
BESIDE = 8
"""Between the buttons and the step's number."""


@dataclass(frozen=True, slots=True)
class Mark:
    """One coach mark: the part it points at, its sentence, the side of the part its card
    prefers (``TOP``: above it), and the other parts its words speak of (kept clear of the
    card where the screen allows)."""

    part: str
    message: str
    place: str = TOP
    keep: tuple[str, ...] = ()


def column(parts: Sequence[tuple[str, float | None]], height: float, spacing: float = 8) -> dict:
    """Where ``parts`` (a name and a height each) lie, laid top to bottom ``spacing`` apart in
    a column ``height`` tall; a part of no height (None) takes the room left over (an
    expanding gap). Parts named "" are only room."""
    fixed = sum(h for _, h in parts if h is not None) + spacing * (len(parts) - 1)
    spare = max(0.0, height - fixed)
    spans: dict[str, Span] = {}
    y = 0.0
    for name, tall in parts:
        size = spare if tall is None else tall
        if name:
            spans[name] = (y, y + size)
        y += size + spacing
    return spans


def overlap(a: Span, b: Span) -> float:
    """How far two spans overlap (0 if they do not)."""
    return max(0.0, min(a[1], b[1]) - max(a[0], b[0]))


def buttons_width(labels: Sequence[str]) -> float:
    """About how wide the card's row is with "Don't show again" and "Next" (or "Got it")
    labelled ``labels``: a text button and a filled one, 8 px apart."""
    stop, onward = labels
    return 24 + PER_LETTER * len(stop) + 8 + 48 + PER_LETTER * len(onward)


def card_height(said: str, width: float, labels: Sequence[str]) -> float:
    """About how tall a card ``width`` wide is with the words ``said`` and its buttons
    labelled ``labels``, rather more than less (a row that does not fit wraps)."""
    inner = width - PADDING[0] - PADDING[2]
    lines = text_lines(said, inner, SAID, em=EM)
    rows = 1 if buttons_width(labels) <= inner else 2
    return PADDING[1] + lines * LINE + SPACING + rows * BUTTON + (rows - 1) * 8 + PADDING[3]


def lay(mark: Mark, spans: dict[str, Span], tall: float, room: float) -> tuple[Span, str]:
    """Where a card ``tall`` high lies for ``mark`` on a table ``room`` high whose parts lie
    at ``spans``, and the edge it is held by: next to the part on the mark's side (held
    toward the part), at the table's edge on that side (held by that edge), the same on
    the other side; the first that stays on the screen and leaves the parts the words
    speak of clear, else the one of those on the screen that covers least of them. With no
    room on either side, next to the part where there is more."""
    top, bottom = spans[mark.part]
    near = {
        TOP: ((top - GAP - tall, top - GAP), BOTTOM),
        BOTTOM: ((bottom + GAP, bottom + GAP + tall), TOP),
    }
    far = {TOP: ((EDGE, EDGE + tall), TOP), BOTTOM: ((room - EDGE - tall, room - EDGE), BOTTOM)}
    sides = (mark.place, BOTTOM if mark.place == TOP else TOP)
    options = [option for side in sides for option in (near[side], far[side])]
    shown = [
        (lies, edge)
        for lies, edge in options
        if lies[0] >= 0 and lies[1] <= room and overlap(lies, (top - GAP, bottom + GAP)) < 0.5
    ]
    if not shown:
        return near[TOP if top > room - bottom else BOTTOM]
    kept = [spans[name] for name in mark.keep if name in spans]

    def covered(option: tuple[Span, str]) -> float:
        lies = option[0]
        return sum(overlap(lies, (a - RING, b + RING)) for a, b in kept)

    return min(shown, key=covered)


class Laid(Protocol[V_contra]):
    """What the first steps ask of a board: where its parts lie, and how it says a mark
    (:class:`app.ui.table.board.Board`)."""

    def private(self) -> bool: ...
    def coached(self, mark: Mark) -> Mark: ...
    def spans(self, view: V_contra) -> dict[str, Span]: ...
    def coach_args(self) -> dict[str, Arg]: ...


class Coached(Protocol[V]):
    """What the first steps read of the table they lie over
    (:class:`app.ui.table.frame.Table`)."""

    host: Host
    session: GameSession
    taps: Taps

    @property
    def board(self) -> Laid[V]: ...
    @property
    def width(self) -> float: ...
    def at_table(self) -> bool: ...
    def viewer(self) -> int: ...
    def view(self) -> V: ...
    def t(self, message_id: str, **args: Arg) -> str: ...
    def tap(self, target: str, action: Callable[[], object]) -> Callable[[], None]: ...
    def redraw(self, changed: bool = True) -> None: ...


class Coach(Generic[V]):
    """Which first step a table shows (None: none, or no more)."""

    def __init__(self, table: Coached[V], marks: tuple[Mark, ...]) -> None:
        self.table = table
        self.marks = marks
        coached = table.host.settings.coached
        self.step: int | None = 0 if marks and table.session.game not in coached else None
        self.seen: int | None = None
        """How often a person had acted at the table (:attr:`Taps.acted`) when the mark on
        screen was first shown: once more, and the mark moves on."""

    def current(self) -> Mark | None:
        """The mark on screen, if the shown seat is a person on the table itself (if a
        person acted since it was first shown, the next one). Over anything else (a
        hand-over, a private look the board draws instead of its table) none shows, and
        the taps there do not move the marks on: the one that led there did."""
        if self.step is None:
            return None
        acted = self.table.taps.acted
        if self.seen is not None and self.seen != acted:
            self.onward()
        table = self.table
        shown = table.at_table() and not table.board.private()
        shown = shown and not table.session.bot_level(table.viewer())
        self.seen = acted if shown else None
        if self.step is None or not shown:
            return None
        return table.board.coached(self.marks[self.step])

    def spot(self, part: str, control: ft.Control) -> ft.Control:
        """``control``, outlined just outside its edge while the mark on screen points at
        ``part`` (the outline takes no taps and no room)."""
        mark = self.current()
        if mark is None or mark.part != part:
            return control
        ring = ft.Container(
            left=-RING,
            top=-RING,
            right=-RING,
            bottom=-RING,
            border=ft.Border.all(3, ft.Colors.TERTIARY),
            border_radius=12,
            ignore_interactions=True,
        )
        return ft.Stack(
            [control, ring],
            clip_behavior=ft.ClipBehavior.NONE,
            fit=ft.StackFit.PASS_THROUGH,
            expand=control.expand,
            key=f"coach-spot-{part}",
        )

    def room(self) -> float:
        """The height of the table's body, under the app bar."""
        return (self.table.host.page.height or 915) - FRAME

    def words(self, mark: Mark) -> str:
        """What ``mark`` says, in the board's words (cards named as the chosen pack does)."""
        return self.table.t(mark.message, **self.table.board.coach_args())

    def labels(self) -> tuple[str, str]:
        """The words on the buttons of the mark on screen."""
        last = self.step == len(self.marks) - 1
        return self.table.t("coach-stop"), self.table.t("coach-done" if last else "coach-next")

    def where(self, mark: Mark) -> tuple[Span, str] | None:
        """Where the card of ``mark`` (the mark on screen) lies, about, and the edge it is
        held by; None where the board does not say where its part lies."""
        spans = self.table.board.spans(self.table.view())
        if mark.part not in spans:
            return None
        width = self.table.width - 2 * EDGE
        tall = card_height(self.words(mark), width, self.labels())
        return lay(mark, spans, tall, self.room())

    def over(self, table: ft.LayoutControl, width: float) -> ft.Control:
        """``table``, with the card of the mark on screen lying over it beside its part."""
        mark = self.current()
        if mark is None:
            return table
        table.left = table.right = table.top = table.bottom = 0
        found = self.where(mark)
        top: float | None
        bottom: float | None
        if found is None:
            top, bottom = (EDGE, None) if mark.place == TOP else (None, EDGE)
        else:
            (upper, lower), held = found
            top, bottom = (upper, None) if held == TOP else (None, self.room() - lower)
        card = ft.Container(self.card(mark), left=EDGE, right=EDGE, top=top, bottom=bottom)
        return ft.Stack([table, card], width=width, expand=True)

    def card(self, mark: Mark) -> ft.Control:
        """The mark's words over a row with the step's number ("2/5"), "Don't show again"
        and "Next" (or "Got it"); the number gives way where the row has no room for it.
        Screen readers hear "First steps · 2 of 5" as the card's name."""
        t = self.table.t
        step, steps = (self.step or 0) + 1, len(self.marks)
        ink = ft.Colors.ON_TERTIARY_CONTAINER
        said = ft.Text(self.words(mark), size=SAID, color=ink)
        stop_label, onward_label = self.labels()
        stop = ft.TextButton(
            stop_label, height=BUTTON, on_click=self.table.tap("coach-stop", self.stop)
        )
        onward = ft.FilledButton(
            onward_label, height=BUTTON, on_click=self.table.tap("coach-next", self.next)
        )
        buttons: list[ft.Control] = [tagged("coach-stop", stop), tagged("coach-next", onward)]
        number, label = f"{step}/{steps}", t("coach-step", step=step, steps=steps)
        inner = self.table.width - 2 * EDGE - PADDING[0] - PADDING[2]
        named: dict[str, str] = {}
        if buttons_width(self.labels()) + BESIDE + 24 + PER_LETTER * len(number) <= inner:
            counter = ft.Row(
                [
                    ft.Icon(ft.Icons.TIPS_AND_UPDATES_OUTLINED, color=ink, size=20),
                    ft.Text(number, weight=ft.FontWeight.BOLD, color=ink, semantics_label=label),
                ],
                spacing=4,
            )
            row = ft.Row([ft.Container(counter, expand=True), *buttons], spacing=BESIDE)
        else:
            end = ft.MainAxisAlignment.END
            row = ft.Row(buttons, spacing=BESIDE, run_spacing=8, wrap=True, alignment=end)
            named["label"] = label
        left, top, right, bottom = PADDING
        box = ft.Container(
            ft.Column([tagged("coach-said", said), row], spacing=SPACING, tight=True),
            bgcolor=ft.Colors.TERTIARY_CONTAINER,
            border_radius=12,
            padding=ft.Padding.only(left=left, top=top, right=right, bottom=bottom),
            shadow=ft.BoxShadow(blur_radius=12, color=ft.Colors.with_opacity(0.35, "black")),
        )
        return tagged("coach", box, key=f"coach-{self.step}", **named)

    def onward(self) -> None:
        """The person acted: on to the next mark (no more after the last), drawn with
        whatever the table draws next."""
        if self.step is not None and self.step + 1 < len(self.marks):
            self.step += 1
        else:
            self.stop()

    def next(self) -> None:
        """ "Next": on to the next mark; after the last, the first steps are done."""
        self.onward()
        self.seen = None
        self.table.redraw()

    def stop(self) -> None:
        """No more marks for this game on this phone."""
        self.step = None
        coached = self.table.host.settings.coached
        game = self.table.session.game
        self.table.host.page.run_task(self.table.host.change, coached=(*coached, game))
