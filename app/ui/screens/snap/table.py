"""The Schnipp-Schnapp table on one phone (or tablet) lying flat among the players: a
zone per player on the screen edge nearest them (:mod:`.layout`, :mod:`.zones`), and
in the middle the pool, the time left and what happened (:mod:`.status`).

Everything on the table is public, so the frame never hands the phone over. The board
runs the game's timers and its computers itself (:mod:`.timers`; the frame's computer
runner asks every seat that may act for a move, and here every seat always may), and
stamps every call on one clock (:mod:`.clock`). A resumed game that was judging calls,
frozen or paused (the Pause button) reopens paused: a "Go on" button starts the timers
again.
"""

from __future__ import annotations

import flet as ft

from app.games.snap.model import Call, Move, Settle, Turn
from app.games.snap.view import View, aim, matching
from app.ui.screens.snap.choices import Choices
from app.ui.screens.snap.clock import TableClock, client_ms
from app.ui.screens.snap.cues import cue
from app.ui.screens.snap.layout import Box, Layout, layout
from app.ui.screens.snap.results import game_result
from app.ui.screens.snap.status import marks, status
from app.ui.screens.snap.timers import Timers
from app.ui.screens.snap.zones import called, zone
from app.ui.table import Board, taps
from app.ui.table.coach import Mark, Span
from app.ui.table.port import Port
from app.ui.widgets import icon_button, tagged

BAR = 56 + 12
"""The app bar and the frame's padding above and below the board (logical pixels)."""
SAVED = "snap-clock"
"""The ``memo`` key of the clocks saved with a game: its seed, the ms played and the
table clock's reading."""


ROOMY_MIDDLE = 160
"""A middle at least this wide shows Go on with its icon."""
PAUSED = "snap-paused"
"""The ``memo`` key that holds the seed of a game paused by its Pause button."""


MARKS = (
    Mark("zone", "snp-coach-zone"),
    Mark("card", "snp-coach-card"),
    Mark("status", "snp-coach-status"),
    Mark("middle", "snp-coach-middle"),
)
"""The first steps shown the first time the game is opened (its descriptor's ``marks``)."""


class SnapBoard(Board[View, Move]):
    """The Snap table: zones, the middle, the timers and the clock."""

    scrolls = False

    def __init__(self, port: Port[View, Move]) -> None:
        super().__init__(port)
        port = self.port
        v = port.view_of(self.public_seat())
        saved = self.saved()
        latest = max([v.floor_ms, saved[1], *(c.at_ms for c in v.pending)])
        self.clock = TableClock(latest)
        self.children = Choices.fitting(port.memo).children
        self.timers = Timers(port, self, played=saved[0] / 1000)
        paused = port.memo.get(PAUSED) == str(port.seed())
        self.timers.paused = bool(v.pending or v.frozen or paused) and v.ended is None
        self.turned: dict[int, int] = {}
        """When each person last turned their own card (tempo "tap"), on the table clock."""

    # ------------------------------------------------------------ helpers

    def saved(self) -> tuple[int, int]:
        """The ms played and the table clock's reading saved with this game (0, 0 for
        a new game, or a save of another game's clocks)."""
        kept = self.port.memo.get(SAVED)
        if isinstance(kept, list) and len(kept) == 3 and kept[0] == str(self.port.seed()):
            played, now = kept[1], kept[2]
            if isinstance(played, int | float) and isinstance(now, int | float):
                return int(played), int(now)
        return 0, 0

    def remember(self) -> None:
        """Put the clocks into the board's memo, for the next save (a move's, or
        :meth:`keep`'s)."""
        seed = str(self.port.seed())
        played = int(self.timers.played * 1000)
        self.port.memo[SAVED] = [seed, played, self.clock.now_ms()]
        self.timers.kept = self.timers.played

    def keep(self) -> None:
        """Save the clocks with the game now (a kill then loses no more than the time
        since): the time left resumes as it stood, not from the last move."""
        self.remember()
        self.port.save()

    def name(self, seat: int) -> str:
        """A player's name (the phone is shared, so never "you")."""
        return self.port.seat_name(seat)

    def outlined(self, seat: int) -> str | None:
        """The part of the zone of ``seat`` a first step points at now: only the first
        seat's zone (a person's, or no first steps show) is pointed at."""
        return self.port.pointed() if seat == self.public_seat() else None

    def spot(self, seat: int, part: str, control: ft.Control) -> ft.Control:
        """``control``, a part of the zone of ``seat``, outlined while a first step points
        at that part of the first seat's zone."""
        return self.port.spot(part, control) if seat == self.public_seat() else control

    def may_turn(self, v: View, seat: int) -> bool:
        """True if a person at ``seat`` turns by their own Turn button now: a card, or,
        with every draw pile empty and nothing to call, every face-up pile over."""
        return (
            v.options.tempo == "tap"
            and seat == v.turn
            and self.port.bot_level(seat) is None
            and not v.pending
            and not v.frozen
            and v.ended is None
            and (any(v.draw) or not matching(v))
        )

    # ------------------------------------------------------------ the frame's hooks

    def public_seat(self) -> int:
        """Everything is public: drawn from the first seat's view."""
        return 0

    def run_computers(self) -> bool:
        """The board's timers run the computers (and everything else that takes time)."""
        self.timers.watch(self.port.view())
        return True

    def actions(self, v: View) -> list[ft.Control]:
        """A pause button while the game runs."""
        if v.ended is not None or self.timers.paused:
            return []
        return [icon_button("snap-pause", ft.Icons.PAUSE, self.t("snp-pause"), self.pause)]

    def result(self, v: View, index: int) -> list[ft.Control]:
        """Card counts, the winners and the podium."""
        return game_result(self.port, v)

    # ------------------------------------------------------------ moves

    def send(self, move: Move, *then: Move) -> bool:
        """Play ``move`` (and the moves ``then`` that follow it, in one drawing) if the
        table takes it now (a refused one is dropped without a word: a timer or a touch
        that came a moment too late); True if played."""
        if self.port.refusal(move) is not None:
            return False
        self.remember()
        self.port.act(move, *then)
        if any(isinstance(m, Settle) for m in (move, *then)):
            cue(self.port, self.port.view())
        return True

    def touch(self, seat: int, e: ft.DragStartEvent) -> None:
        """A finger landed in the zone of ``seat``: a call on the pile the app names,
        stamped with the touch's own time (ignored while paused or frozen, when no pile
        shows a card, when ``seat`` already called, or when it was about a table
        already judged). Judged at once when nobody else can tie it.

        A touch within a double tap's time of the person's own Turn is the second tap
        of a double tap on that button (which sits in their zone and goes once they have
        turned): dropped, not a call (:mod:`app.ui.table.taps`). Nobody sees the card
        they turned and calls it in less."""
        at = self.clock.touch(client_ms(getattr(e, "timestamp", None)))
        v = self.port.view()
        if at - self.turned.get(seat, -(10**9)) < taps.DOUBLE_TAP * 1000:
            return
        if self.timers.paused or v.ended is not None or v.frozen:
            return
        if any(c.seat == seat for c in v.pending) or at < v.floor_ms:
            return
        pile = aim(v)
        if pile is None:
            return
        call = Call(seat, pile, at)
        verdict = [Settle(seat)] if self.timers.alone(v, call) else []
        if self.send(call, *verdict):
            self.timers.sync(self.port.view())

    def turn(self, seat: int) -> None:
        """A person turned their own card (tempo "tap"), stamped on the table clock (a
        button's click carries no client time: its arrival)."""
        at = self.clock.touch(None)
        if self.send(Turn(seat, at)):
            self.turned[seat] = at

    def pause(self) -> None:
        """Stop the timers (and calling) until "Go on"; saved so, the game reopens paused."""
        self.timers.catch_up()
        self.timers.paused = True
        self.remember()
        self.port.memo[PAUSED] = str(self.port.seed())
        self.port.save()
        self.port.redraw()

    def go_on(self) -> None:
        """Start the timers again after a pause."""
        self.timers.paused = False
        self.timers.last = self.timers.clock()
        self.port.memo.pop(PAUSED, None)
        self.port.save()
        self.port.redraw()

    # ------------------------------------------------------------ the table

    def middle(self, v: View, width: float) -> list[ft.Control]:
        """The pool, the time left, and "Go on" while paused (what happened is said in
        every zone, the right way up for its player)."""
        t = self.t
        out: list[ft.Control] = []
        if v.options.pool or v.pool:
            out.append(tagged("snap-pool", ft.Text(t("snp-pool-count", count=v.pool), size=16)))
        left = self.timers.left(v)
        if left is None:
            clock = t("snp-no-limit")
        else:
            whole = int(left + 0.999)
            clock = t("snp-time-left", time=f"{whole // 60}:{whole % 60:02d}")
        text = ft.Text(clock, size=18, weight=ft.FontWeight.BOLD, text_align=ft.TextAlign.CENTER)
        out.append(tagged("snap-clock", text))
        if self.timers.paused:
            roomy = width >= ROOMY_MIDDLE
            button = ft.FilledButton(
                t("snp-go-on"),
                icon=ft.Icons.PLAY_ARROW if roomy else None,
                height=56,
                width=None if roomy else width,
                style=None if roomy else ft.ButtonStyle(padding=4),
                on_click=self.port.tap("snap-go-on", self.go_on),
            )
            out.append(tagged("snap-go-on", button))
        return out

    def zone(
        self, v: View, seat: int, box: Box, mark: str | None, line: tuple[str, str]
    ) -> ft.Control:
        """The zone of ``seat``, kept from the last drawing if it shows the same (a turned
        card redraws one zone, not all six: a six-seat drawing held the loop up to 58 ms)."""
        shows = (v.up[seat][-1:], v.draw[seat], mark, line, called(v, seat), v.frozen)
        turns, lit = self.may_turn(v, seat), self.outlined(seat)
        looks = (box, v.options.faces, self.name(seat), self.port.tr.lang, turns, lit)
        key = ("zone", seat, shows, looks)
        return self.port.kept(key, lambda: zone(self, v, seat, box, mark, line))

    def height(self) -> float:
        """The board's height: the screen's under the app bar (320 at least)."""
        return max(320.0, self.port.height - BAR)

    def room(self, v: View) -> Layout:
        """Where the zones and the middle lie on this screen."""
        return layout(v.seats, self.port.width, self.height(), self.children)

    def spans(self, v: View) -> dict[str, Span]:
        """Where the first seat's zone (with its card and the status line in it) and the
        middle lie."""
        room = self.room(v)
        zone = room.zones[self.public_seat()]
        mine = (zone.top, zone.top + zone.height)
        middle = (room.middle.top, room.middle.top + room.middle.height)
        return {"zone": mine, "card": mine, "status": mine, "middle": middle}

    def draw(self, v: View) -> list[ft.Control]:
        """The zones on the edges and the middle, filling the screen."""
        width = self.port.width
        room = self.room(v)
        shown = marks(v)
        said = (status(self, v, self.timers.paused), status(self, v, self.timers.paused, False))
        zones = [
            self.zone(v, seat, box, shown.get(seat), said) for seat, box in enumerate(room.zones)
        ]
        mid = room.middle
        shows = ft.Column(
            self.middle(v, mid.width - 8),
            spacing=8,
            tight=True,
            horizontal_alignment=ft.CrossAxisAlignment.CENTER,
            alignment=ft.MainAxisAlignment.CENTER,
        )
        middle = ft.Container(
            self.port.spot("middle", ft.Container(shows, padding=6)),
            left=mid.left,
            top=mid.top,
            width=mid.width,
            height=mid.height,
            alignment=ft.Alignment.CENTER,
            padding=4,
            key="snap-middle",
        )
        return [ft.Stack([middle, *zones], width=width, height=self.height())]
