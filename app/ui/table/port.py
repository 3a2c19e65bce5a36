"""What a board may ask of the table it is drawn on: its port, joined from narrow parts.

A board (:class:`app.ui.table.board.Board`) draws one seat's view and reports what a
person did. Everything else it needs comes through :class:`Port`, which the frame
(:class:`app.ui.table.frame.Table`) implements: it acts (``act``), takes taps (``tap``),
says a line (``note``) and asks a question (``ask``); it reads what the table shows, the
seats and what they may do. It holds no session, host or state, so a board (and every
helper module it hands the port to) cannot reach past it. ``V`` is the game's view,
``M`` its move.

Only a board holds the whole port. ``Port`` declares nothing of its own: it joins the
narrow protocols below (:class:`Words`, :class:`Room`, :class:`Acts`, :class:`Sees`,
:class:`Clock`, :class:`Seats`, :class:`Played`, :class:`Aids`), and a helper module
takes the one part it uses, or a protocol of its own joining the few it needs
(``tests/test_architecture.py`` checks both).
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable, Iterator, MutableMapping, Sequence
from typing import TYPE_CHECKING, ParamSpec, Protocol, TypeVar

from app.core.json import Json

if TYPE_CHECKING:
    import flet as ft

    from app.core.contract import Outcome
    from app.core.errors import IllegalMove
    from app.core.record import Step
    from app.i18n import Arg, Translator
    from app.ui.feedback import Feedback
    from app.ui.settings import Settings

V = TypeVar("V")
M = TypeVar("M")
V_co = TypeVar("V_co", covariant=True)
M_co = TypeVar("M_co", covariant=True)
M_contra = TypeVar("M_contra", contravariant=True)
P = ParamSpec("P")


class Words(Protocol):
    """The words of the table: the language on screen and the seats' names in sentences."""

    @property
    def tr(self) -> Translator:
        """The words of the language on screen (card names, errors)."""
        ...

    def t(self, message_id: str, **args: Arg) -> str:
        """Translate."""
        ...

    def name(self, seat: int) -> str:
        """A seat's name as shown; "You" for the only person at the table."""
        ...

    def about(self, seat: int, message_id: str, **args: Arg) -> str:
        """A sentence about ``seat``: its ``-you`` form when that is the only person playing."""
        ...


class Room(Protocol):
    """The room the table has and the phone's own settings (faces, motion, sound)."""

    @property
    def width(self) -> float:
        """The room for the table's content."""
        ...

    @property
    def height(self) -> float:
        """The screen's height."""
        ...

    @property
    def screen_width(self) -> float:
        """The screen's whole width (a dialog's room), not only the table's."""
        ...

    @property
    def settings(self) -> Settings:
        """The phone's settings: card faces, motion, sound."""
        ...

    @property
    def feedback(self) -> Feedback:
        """Sound and vibration."""
        ...


class Acts(Protocol[M_contra]):
    """What a board does at the table: play moves, take taps, say a line, ask, show a
    dialog, draw again, save (with its memo) and take moves back."""

    note: str
    """What happened last, in one line (the board shows it); cleared by a new round."""

    @property
    def memo(self) -> MutableMapping[str, Json]:
        """The board's own values saved with the game (a look left open, the clocks)."""
        ...

    def act(self, *moves: M_contra) -> bool:
        """Play ``moves`` in order (a refused one is explained and stops the rest); True
        if every one was accepted."""
        ...

    def tap(
        self,
        target: str,
        action: Callable[[], object],
        *,
        shifting: bool = False,
        owner: int | None = None,
    ) -> Callable[[], None]:
        """A click handler for ``target`` that runs ``action`` if the tap is taken."""
        ...

    def offer(self, target: str, owner: int | None = None) -> None:
        """The drawing being built shows ``target`` (asked about with :meth:`takes`)."""
        ...

    def takes(self, target: str, *, shifting: bool = False) -> bool:
        """Whether a tap on ``target`` is meant for what the table shows now."""
        ...

    def ask(self, title: str, body: str, action: str, on_yes: Callable[[], object]) -> None:
        """Ask before doing something that cannot be undone."""
        ...

    def notify(self, text: str) -> None:
        """A short message over the top of the screen."""
        ...

    def show_dialog(self, dialog: ft.DialogControl) -> None:
        """Open ``dialog`` over the table."""
        ...

    def pop_dialog(self) -> None:
        """Close the dialog on top (a dialog's OK button)."""
        ...

    def redraw(self, changed: bool = True) -> None:
        """Draw again; ``changed``: what the table shows has changed (not only a clock)."""
        ...

    def save(self) -> None:
        """Save the game now (with the board's memo)."""
        ...

    def rewind(self, moves: int, note: str = "") -> None:
        """Take back every move after the first ``moves``."""
        ...


class Sees(Protocol[V_co]):
    """The moment on screen: whose view it shows, and the drawing being built (what it
    keeps, what enters, what a first step points at)."""

    def viewer(self) -> int:
        """The seat whose view the table shows."""
        ...

    def view(self) -> V_co:
        """What the shown seat may know."""
        ...

    def fresh(self) -> bool:
        """Whether this drawing is the table's first on screen (nothing enters: all is there)."""
        ...

    def kept(self, key: tuple, make: Callable[[], ft.Control]) -> ft.Control:
        """``make()``, or the very control it made for ``key`` in the drawing on screen."""
        ...

    def entering(self, key: str) -> bool:
        """Whether the part ``key`` was not on the table on screen (draw it to come in)."""
        ...

    def moving(self, control: ft.Control, key: str) -> ft.Control:
        """``control`` in a box that fades in when it enters the table."""
        ...

    def spot(self, part: str, control: ft.Control) -> ft.Control:
        """``control``, outlined while a first step points at ``part``."""
        ...

    def pointed(self) -> str | None:
        """The part a first step points at now; None while none shows."""
        ...

    def is_last(self, index: int) -> bool:
        """Whether result ``index`` is the game's last."""
        ...


class Clock(Protocol):
    """A board's own clock: tasks beside the event loop while the game runs."""

    def run(self, task: Callable[P, Awaitable[object]], *args: P.args, **kwargs: P.kwargs) -> None:
        """Run ``task(*args, **kwargs)`` beside the event loop (a board's own clock, a search)."""
        ...

    def alive(self) -> bool:
        """Whether this is still the running game (a board's own task ends once not)."""
        ...

    def ticking(self) -> bool:
        """Whether the game's clocks run (the table on screen, no first step over it)."""
        ...


class Seats(Protocol[V_co, M]):
    """Who sits at the table and what each seat may know and do now."""

    def seats(self) -> int:
        """How many seats the game has."""
        ...

    def typed(self, seat: int) -> str:
        """The name typed for ``seat`` ("" for a computer or an unnamed person)."""
        ...

    def seat_name(self, seat: int) -> str:
        """A seat's name as the seats show it, never "You" (a phone shared by all)."""
        ...

    def humans(self) -> list[int]:
        """The seats played by people."""
        ...

    def bot_level(self, seat: int) -> str | None:
        """The computer level of ``seat``; None for a person."""
        ...

    def actors(self) -> tuple[int, ...]:
        """The seats that may act now."""
        ...

    def legal(self, seat: int) -> tuple[M, ...]:
        """The legal moves of ``seat`` now."""
        ...

    def refusal(self, *moves: M) -> IllegalMove | None:
        """Why ``moves``, played now in this order, would be refused; None: accepted."""
        ...

    def view_of(self, seat: int) -> V_co:
        """What ``seat`` may know: for the board's own private looks, a person's hand-over,
        a training aid that shows a computer's cards, or a computer's own choice on a
        board that runs its computers itself (a real-time game); no other computer's."""
        ...


class Played(Protocol[V_co, M_co]):
    """What the game's record tells: the moves so far, the seed, the result."""

    def outcome(self) -> Outcome | None:
        """The result once the game is over."""
        ...

    def moves(self) -> int:
        """How many moves were played."""
        ...

    def codes(self) -> tuple[str, ...]:
        """The codes of the moves played, in order (a clock-driven rule reads them)."""
        ...

    def seed(self) -> int | str:
        """The game's seed (a board's own random choices derive from it)."""
        ...

    def walk(self) -> Iterator[Step]:
        """The game's moves, each with the state before it (:meth:`GameRecord.walk`)."""
        ...

    def decisions(self, seat: int, round_index: int) -> Sequence[tuple[V_co, M_co, M_co | None]]:
        """``seat``'s moves in round ``round_index``, each with its view then and a hint."""
        ...


class Aids(Protocol[M_co]):
    """The learning aids: the hint given, taking back, and counting the game as helped."""

    def aids(self) -> bool:
        """Whether this game offers learning aids."""
        ...

    @property
    def hint(self) -> M_co | None:
        """The move a hint gave the shown person now; None once anything is played."""
        ...

    def undo_button(self) -> ft.Control | None:
        """The take-back button, while there is a move to take back."""
        ...

    def helped(self) -> None:
        """A learning aid was used: the game counts as played with help."""
        ...


class Port(
    Words,
    Room,
    Acts[M],
    Sees[V_co],
    Clock,
    Seats[V_co, M],
    Played[V_co, M],
    Aids[M],
    Protocol[V_co, M],
):
    """A board's way to the table, the game and the app: every part at once (see the
    module)."""
