"""Schnipp-Schnapp values: options, moves and the state of a game (RULES.md beside it).

Every seat has a draw pile (face down) and a face-up pile, both bottom first (the top is
the last card); with the Snap-pool option a face-down pool lies in the middle. A call
names a face-up pile by its owner's seat and carries the client time ``at_ms``; a turn
carries the table time it was made at (unknown in games saved before turns had one).

A card is held as its code (``"QH"``, rank first; ``Card.from_code`` gives the
:class:`~app.core.cards.Card` to draw): the conformance suite counts cards in every
state, and a code hashes many times faster than a ``Card`` (whose suit is an enum).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from app.core.cards import RANKS, pack
from app.core.codes import number_move
from app.core.options import RuleOptions, option
from app.core.states import updater

SEAT_COUNTS = (2, 3, 4, 5, 6)
TIE_MS = 100
"""Correct calls of two seats on one rank within this many ms of each other are a tie."""
PACKS = {"skat": "AKQJT987", "french": RANKS}
"""The ranks of each pack (four suits each: 32 or 52 cards)."""
FACES = ("french", "german", "hungarian")
TEMPOS = ("slow", "normal", "fast", "tap")
LIMITS = (0, 5, 10, 15)
SNAP, WRONG, TIE, LATE, RECYCLE = "snap", "wrong", "tie", "late", "recycle"
"""The kinds of :class:`Event`."""


DECKS = {name: tuple(card.code for card in pack(ranks)) for name, ranks in PACKS.items()}
"""Each pack's card codes, suit by suit in rank order."""


def deck(options: Options) -> tuple[str, ...]:
    """The card codes a game with ``options`` is dealt from."""
    return DECKS[options.pack]


@dataclass(frozen=True, slots=True)
class Options(RuleOptions):
    """Rule options of RULES.md."""

    pack: str = option("skat", tuple(PACKS))
    """``"skat"`` (32 cards) or ``"french"`` (52 cards)."""
    faces: str = option("french", FACES)
    """The card faces the UI draws (german and hungarian with the skat pack only); the
    engine never reads it."""
    tempo: str = option("normal", TEMPOS)
    """How fast the app turns the cards (``"tap"``: each player taps their own deck); the
    engine never reads it."""
    limit: int = option(10, LIMITS)
    """Minutes until the app sends :class:`Stop` (0: no limit); the engine never reads it."""
    pool: bool = False
    """Snap pool: the piles of a tie go face down into the middle, for the next correct call."""
    covered: bool = False
    """A top card also matches the card right under it on the same pile."""
    first: int = option(0, range(max(SEAT_COUNTS)))
    """The seat that is dealt first and turns first (the youngest)."""


# ---------------------------------------------------------------- moves


@dataclass(frozen=True, slots=True)
class Turn:
    """``seat`` turns its top draw card onto its face-up pile (or, with every draw pile
    empty, has every face-up pile turned over as its owner's new draw pile) at table
    time ``at_ms`` (None: unknown, as in games saved before turns had a time)."""

    seat: int
    at_ms: int | None = None

    @property
    def code(self) -> str:
        """``turn:0:1000`` (``turn:0`` without a time)."""
        return f"turn:{self.seat}" if self.at_ms is None else f"turn:{self.seat}:{self.at_ms}"


@dataclass(frozen=True, slots=True)
class Call:
    """``seat`` calls "Schnipp-Schnapp!" on the face-up pile of seat ``pile`` at ``at_ms``."""

    seat: int
    pile: int
    at_ms: int

    @property
    def code(self) -> str:
        """``call:1:0:1200``."""
        return f"call:{self.seat}:{self.pile}:{self.at_ms}"


@dataclass(frozen=True, slots=True)
class Settle:
    """A seat with a pending call has the pending calls judged (sent by the app)."""

    seat: int

    @property
    def code(self) -> str:
        """``settle:1``."""
        return f"settle:{self.seat}"


@dataclass(frozen=True, slots=True)
class Resume:
    """Ends the freeze after a tie; every seat may send it (the app does, after a short pause)."""

    seat: int

    @property
    def code(self) -> str:
        """``resume:0``."""
        return f"resume:{self.seat}"


@dataclass(frozen=True, slots=True)
class Stop:
    """The time limit is up, or the table stops: the game ends now."""

    seat: int

    @property
    def code(self) -> str:
        """``stop:0``."""
        return f"stop:{self.seat}"


Move = Turn | Call | Settle | Resume | Stop

_KINDS: dict[str, tuple[Callable[..., Move], int]] = {
    "turn": (Turn, 1),
    "call": (Call, 2),
    "settle": (Settle, 0),
    "resume": (Resume, 0),
    "stop": (Stop, 0),
}
"""Each move kind's class and how many numbers follow its seat."""
_UNTIMED: dict[str, tuple[Callable[..., Move], int]] = {"turn": (Turn, 0)}
"""A turn saved before turns had a time (``turn:0``)."""


def move_from_code(code: str) -> Move:
    """Parse a move code (``kind:seat[:numbers]``, a call's pile a seat too; a turn's
    time may be missing); raises InvalidNotation otherwise."""
    kinds = _UNTIMED if code.startswith("turn:") and code.count(":") == 1 else _KINDS
    move: Move = number_move(code, kinds, {"call": 2})
    return move


# ---------------------------------------------------------------- state


@dataclass(frozen=True, slots=True)
class Event:
    """Something the table saw happen at the latest settle or recycle (for the UI).

    ``kind``: ``snap`` (``seats[0]`` won the ``piles`` of ``rank``, ``cards`` cards with
    the pool), ``wrong`` (``seats[0]`` named ``pile`` wrongly and gave ``cards`` card, 0
    or 1, from its ``source`` pile, ``"draw"`` or ``"up"``, to seat ``to``), ``tie`` (the
    ``seats`` tied on ``rank``; with the pool, its ``piles`` went into it), ``late`` (the
    correct call of ``seats[0]`` on ``rank`` came too late) or ``recycle`` (every face-up
    pile was turned over).
    """

    kind: str
    seats: tuple[int, ...] = ()
    pile: int | None = None
    """The pile the call named."""
    rank: str | None = None
    piles: tuple[int, ...] = ()
    """The owners of the face-up piles won (or put into the pool)."""
    cards: int = 0
    to: int | None = None
    source: str | None = None


@dataclass(frozen=True, slots=True)
class State:
    """A game in progress."""

    seed: int | str
    options: Options
    seats: int
    draw: tuple[tuple[str, ...], ...]
    """Each seat's draw pile, face down, bottom first (its top is the last card)."""
    up: tuple[tuple[str, ...], ...]
    """Each seat's face-up pile, bottom first."""
    turn: int
    """The seat that turns next."""
    turned: int | None = None
    """The seat whose face-up pile got the latest turned card (None before the first
    turn and after a recycle): a tap in a zone names it when nothing matches."""
    pool: tuple[str, ...] = ()
    """The face-down Snap pool, bottom first."""
    pending: tuple[Call, ...] = ()
    """Calls waiting for :class:`Settle`, in the order they came."""
    frozen: bool = False
    """True after a tie until :class:`Resume`."""
    floor_ms: int = 0
    """The latest judged call's time: earlier calls and turns are stale."""
    top_ms: tuple[int | None, ...] = ()
    """When each face-up pile's top card was turned (table ms; None: unknown, or no card
    since; empty: every one unknown)."""
    reactions: tuple[tuple[int, ...], ...] = ()
    """Each seat's reaction times (ms) on its winning calls, in the order made (empty:
    none yet)."""
    recycles: int = 0
    """Recycles so far (the seed of the shuffle a quiet recycle makes)."""
    last: tuple[Event, ...] = ()
    """What the latest settle or recycle did."""
    ended: str | None = None
    """Why the game is over: ``"all"`` (one player holds every card) or ``"stop"``."""


updated = updater(State)
"""``state`` with some fields changed."""
