"""Schnitzel values: cards, options, moves and the state of a game (RULES.md beside it).

A card is a small int: the numbers −2 … 9 are themselves, the action cards are
:data:`PEEK` (10), :data:`SWAP` (11), :data:`NOPE` (12) and :data:`X` (13); every
action card scores 10. Each player has a row of slots that keep their places: a
slot is a card, or None once its card was matched away; penalty cards join at the
end of the row.

The game moves through phases (``State.phase``):

- ``look``: everyone looks at two own cards (several seats act at once);
- ``turn``: the player to move draws or takes the top discard;
- ``hold``: they hold a drawn card and discard it or put it into their row;
- ``ability``: someone who discarded a Peek or Swap uses it or not;
- ``window``: after a discard, everyone may match the top card or pass (the app
  passes for the people still in it when the window's time is up);
- ``end``: the player to move calls "Schnitzel!" or ends the turn;
- ``over``.

A Nope may be claimed against the table's last :class:`Event` while it stands
(``hold``, ``ability`` and ``window``); a Nope against a Nope undoes the first, so
an event is noped while an odd number of Nopes were played against it.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from app.core.codes import number_move
from app.core.errors import InvalidNotation
from app.core.options import RuleOptions, option
from app.core.states import updater

PEEK, SWAP, NOPE, X = 10, 11, 12, 13
ACTIONS = (PEEK, SWAP, NOPE, X)
NUMBERS = tuple(range(-2, 10))
COPIES = {-2: 2, X: 1}
"""How many of a card the deck holds where it is not four."""
ACTION_CODES = {PEEK: "P", SWAP: "S", NOPE: "N", X: "X"}
SEAT_COUNTS = (2, 3, 4, 5, 6)
ROW = 4
"""Cards dealt to each player."""
LOOKS = 2
"""Own cards each player looks at before the first turn."""
WINDOWS = (0, 2, 3, 5)
"""Seconds a matching window stays open; 0: no matching."""
HIDDEN = -9
"""A face-down card in a view (a card the seat has not seen)."""

LOOK, TURN, HOLD, ABILITY, WINDOW, END, OVER = (
    "look",
    "turn",
    "hold",
    "ability",
    "window",
    "end",
    "over",
)
NEXT = "next"
"""``State.after`` of a call's window: it leads to the next turn (``END``: to the turn's end)."""


def points(card: int) -> int:
    """What a card counts at the end: its number, 10 for an action card."""
    return 10 if card >= PEEK else card


def card_code(card: int) -> str:
    """``"-2"`` … ``"9"``, and ``"P"``, ``"S"``, ``"N"``, ``"X"`` for the action cards."""
    return ACTION_CODES.get(card) or str(card)


def card_from_code(code: str) -> int:
    """Parse :func:`card_code`; raises InvalidNotation for anything else."""
    for card, text in ACTION_CODES.items():
        if code == text:
            return card
    if code in {str(n) for n in NUMBERS}:
        return int(code)
    raise InvalidNotation("bad-card", code=code)


@dataclass(frozen=True, slots=True)
class Options(RuleOptions):
    """Rule options of RULES.md."""

    window: int = option(3, WINDOWS)
    """Seconds to match a new top discard; 0 switches matching (and its windows) off.
    The engine only asks whether there are windows: the app keeps the time."""
    children: bool = False
    """A player knows their own cards whenever it is not their turn."""
    first: int = option(0, range(6))
    """The seat that takes the first turn (the loser of the last game)."""


# ---------------------------------------------------------------- moves


@dataclass(frozen=True, slots=True)
class Look:
    """Start look: ``seat`` looks at its own ``slot``."""

    seat: int
    slot: int

    @property
    def code(self) -> str:
        """``look:0:2``."""
        return f"look:{self.seat}:{self.slot}"


@dataclass(frozen=True, slots=True)
class Draw:
    """``seat`` draws the top card of the draw pile (reshuffling the discards if empty)."""

    seat: int

    @property
    def code(self) -> str:
        """``draw:0``."""
        return f"draw:{self.seat}"


@dataclass(frozen=True, slots=True)
class Take:
    """``seat`` takes the top discard into ``slot``; the slot's card is discarded."""

    seat: int
    slot: int

    @property
    def code(self) -> str:
        """``take:0:1``."""
        return f"take:{self.seat}:{self.slot}"


@dataclass(frozen=True, slots=True)
class Put:
    """``seat`` puts the drawn card into ``slot``; the slot's card is discarded."""

    seat: int
    slot: int

    @property
    def code(self) -> str:
        """``put:0:3``."""
        return f"put:{self.seat}:{self.slot}"


@dataclass(frozen=True, slots=True)
class Discard:
    """``seat`` discards the drawn card."""

    seat: int

    @property
    def code(self) -> str:
        """``discard:0``."""
        return f"discard:{self.seat}"


@dataclass(frozen=True, slots=True)
class Peek:
    """Peek ability: ``seat`` looks at ``owner``'s ``slot`` (its own too)."""

    seat: int
    owner: int
    slot: int

    @property
    def code(self) -> str:
        """``peek:0:1:2``."""
        return f"peek:{self.seat}:{self.owner}:{self.slot}"


@dataclass(frozen=True, slots=True)
class Trade:
    """Swap ability: ``seat``'s ``slot`` changes places with ``owner``'s ``other``, unseen."""

    seat: int
    slot: int
    owner: int
    other: int

    @property
    def code(self) -> str:
        """``trade:0:1:2:3``."""
        return f"trade:{self.seat}:{self.slot}:{self.owner}:{self.other}"


@dataclass(frozen=True, slots=True)
class Skip:
    """``seat`` does not use its ability."""

    seat: int

    @property
    def code(self) -> str:
        """``skip:0``."""
        return f"skip:{self.seat}"


@dataclass(frozen=True, slots=True)
class Match:
    """``seat`` claims its ``slot`` matches the top discard and discards it."""

    seat: int
    slot: int

    @property
    def code(self) -> str:
        """``match:1:0``."""
        return f"match:{self.seat}:{self.slot}"


@dataclass(frozen=True, slots=True)
class Nope:
    """``seat`` claims its ``slot`` holds a Nope and plays it against the last event."""

    seat: int
    slot: int

    @property
    def code(self) -> str:
        """``nope:1:0``."""
        return f"nope:{self.seat}:{self.slot}"


@dataclass(frozen=True, slots=True)
class Pass:
    """``seat`` lets the last event stand and matches nothing more in this window."""

    seat: int

    @property
    def code(self) -> str:
        """``pass:1``."""
        return f"pass:{self.seat}"


@dataclass(frozen=True, slots=True)
class Call:
    """``seat`` calls "Schnitzel!" at the end of its turn."""

    seat: int

    @property
    def code(self) -> str:
        """``call:0``."""
        return f"call:{self.seat}"


@dataclass(frozen=True, slots=True)
class End:
    """``seat`` ends its turn without calling."""

    seat: int

    @property
    def code(self) -> str:
        """``end:0``."""
        return f"end:{self.seat}"


Move = Look | Draw | Take | Put | Discard | Peek | Trade | Skip | Match | Nope | Pass | Call | End

_KINDS: dict[str, tuple[Callable[..., Move], int]] = {
    "look": (Look, 1),
    "draw": (Draw, 0),
    "take": (Take, 1),
    "put": (Put, 1),
    "discard": (Discard, 0),
    "peek": (Peek, 2),
    "trade": (Trade, 3),
    "skip": (Skip, 0),
    "match": (Match, 1),
    "nope": (Nope, 1),
    "pass": (Pass, 0),
    "call": (Call, 0),
    "end": (End, 0),
}
"""Each move kind's class and how many numbers follow its seat."""


def move_from_code(code: str) -> Move:
    """Parse a move code (``kind:seat[:numbers]``); raises InvalidNotation otherwise."""
    move: Move = number_move(code, _KINDS)
    return move


# ---------------------------------------------------------------- state


@dataclass(frozen=True, slots=True)
class Event:
    """The table's last event a Nope can be played against, while it stands.

    ``kind``: ``draw`` (a drawn card: noped, it must be discarded), ``ability`` (a
    Peek or Swap about to be used: noped, it is lost), ``discard`` (the drawn card
    discarded: noped, it goes back to the hand and must be put into the row),
    ``swap`` (a card swapped out of the row by ``take`` or ``put``: noped, it goes
    back to ``slot`` and the card that replaced it lies on the discard pile instead),
    ``match`` (a matched card: noped, it goes back to ``slot``, face up to all) or
    ``call`` (a "Schnitzel!" call: noped, it is withdrawn).
    """

    kind: str
    seat: int
    """Who made the event."""
    slot: int | None = None
    """The row slot a ``swap`` or ``match`` took its card from."""
    nopes: int = 0
    """Nopes played against it so far: it is noped while this is odd."""
    last: int | None = None
    """Who played the last of them (None: nobody yet); nobody nopes their own Nope,
    and nobody nopes their own event."""

    @property
    def noped(self) -> bool:
        """True while the event is cancelled."""
        return self.nopes % 2 == 1

    def by(self) -> int:
        """The seat a Nope now goes against: the last noper's, else the event's maker."""
        return self.seat if self.last is None else self.last


@dataclass(frozen=True, slots=True)
class Ability:
    """A discarded Peek or Swap that ``seat`` may use now."""

    seat: int
    card: int
    back: Event | None = None
    """The event of the window that opens after the ability (the discard, swap or
    match that gave it); None once a penalty card took that card off the pile."""


@dataclass(frozen=True, slots=True)
class Deed:
    """A seat's last move as the whole table saw it (for "what the computer just did").

    ``card`` is the public card the move showed: the card discarded by ``take``,
    ``put``, ``discard`` or ``match``, the card revealed by a claim (right or wrong),
    the penalty card that joined the row after a wrong claim; None where nothing was
    shown (``draw``, ``peek``, ``trade`` …)."""

    code: str
    card: int | None = None
    penalty: int | None = None
    """The card that joined the row as a penalty for a wrong claim."""


@dataclass(frozen=True, slots=True)
class State:
    """A game in progress."""

    seed: int | str
    options: Options
    seats: int
    draw: tuple[int, ...]
    """The draw pile, bottom first (its top is the last card)."""
    discard: tuple[int, ...]
    """The discard pile, bottom first (its top is the last card)."""
    rows: tuple[tuple[int | None, ...], ...]
    """Each player's slots; None where a card was matched away."""
    known: tuple[tuple[int, ...], ...]
    """Per slot, a bit mask of the seats that know its card (bit ``1 << seat``);
    knowledge travels with a card when it is swapped."""
    phase: str
    turn: int
    """The player whose turn it is (in ``look``: the one who will begin)."""
    looks: tuple[int, ...]
    """Start looks made by each seat (``LOOKS`` each)."""
    hand: int | None = None
    """The card the player to move drew and holds."""
    forced: str | None = None
    """``discard`` or ``put``: what a Nope left the holder of a drawn card."""
    ability: Ability | None = None
    event: Event | None = None
    passed: int = 0
    """Bit mask of the seats that let the current event stand (and, in a window,
    match nothing more): they are not asked again until something changes."""
    out: int = 0
    """Bit mask of the seats that made a wrong claim in this window (out of it)."""
    used: int = 0
    """Bit mask of the seats that had an ability this turn (one each, Nope aside)."""
    after: str = END
    """Where a window leads when everyone is done: ``end`` (the turn's call) or
    ``next`` (the next player's turn)."""
    caller: int | None = None
    """Who called "Schnitzel!" (the game ends before their next turn)."""
    ended: str | None = None
    """Why the game ended: ``x`` (the X card came up), ``empty`` (a row emptied),
    ``call`` (the last turns after a call were played) or ``stuck`` (nobody could
    draw or take)."""
    shuffles: int = 0
    """Times the discards were shuffled into a new draw pile."""
    deeds: tuple[Deed | None, ...] = ()
    """Each seat's last move as everyone saw it."""


updated = updater(State)
"""``state`` with some fields changed."""
