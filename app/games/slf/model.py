"""Schnapp, Land, Fluss! values: options, moves and the state of a game (RULES.md beside it).

Seats ``0 … seats-1`` are the players. In game-leader mode the leader, who does not
play along, acts as the extra seat ``seats`` (see :func:`leader_seat`): the UI sends
the leader's moves with that seat number. Cards are ids into
:data:`app.games.slf.deck.DECK`; cards on the table are addressed by *slot* (their
place on the table), so that a move never names a card whose category is hidden.
"""

from __future__ import annotations

from dataclasses import dataclass

from app.core.errors import InvalidNotation
from app.core.options import RuleOptions, option
from app.core.states import updater

TABLE_SIZE = 12
"""Letter cards laid out at the start and after a second "nobody knows"."""
REFILL = 11
"""Letter cards laid when only the category card is left."""
TIE_MS = 100
"""Slaps on the same card within this many ms of the earliest one are a tie."""
MAX_ROUNDS = 10
MODES = ("table", "leader")
SEAT_COUNTS = (2, 3, 4, 5, 6)


@dataclass(frozen=True, slots=True)
class Options(RuleOptions):
    """Rule options of RULES.md; the defaults are table mode, one round, basic game."""

    mode: str = option("table", MODES)
    """``"table"``: the other players vote on a slap; ``"leader"``: a game leader decides."""
    rounds: int = option(1, range(1, MAX_ROUNDS + 1))
    """Rounds played with running totals (1–10)."""
    one_card: bool = False
    """Variant "one card at a time": each category is won once, then the next comes from
    the draw pile."""
    remove_xy: bool = False
    """Play without the X/Y card (the UI turns this on by default in leader mode)."""
    first_seat: int = option(0, range(max(SEAT_COUNTS)))
    """The player whose first name comes first alphabetically: names and the app's language
    are not engine data, so the UI computes it (``letters.first_in_alphabet``, in the order
    of the app's language). This seat turns each round's first category in table mode."""


# ---------------------------------------------------------------- moves


@dataclass(frozen=True, slots=True)
class Turn:
    """``seat`` turns the letter card in ``slot`` to its category side."""

    seat: int
    slot: int

    @property
    def code(self) -> str:
        """``turn:0:5``."""
        return f"turn:{self.seat}:{self.slot}"


@dataclass(frozen=True, slots=True)
class Slap:
    """``seat`` calls a term and slaps the letter card in ``slot`` at client time ``at_ms``."""

    seat: int
    slot: int
    at_ms: int

    @property
    def code(self) -> str:
        """``slap:1:5:1200``."""
        return f"slap:{self.seat}:{self.slot}:{self.at_ms}"


@dataclass(frozen=True, slots=True)
class Vote:
    """``seat`` accepts or rejects the term being judged (the leader's vote decides alone)."""

    seat: int
    accept: bool

    @property
    def code(self) -> str:
        """``vote:2:yes`` or ``vote:2:no``."""
        return f"vote:{self.seat}:{'yes' if self.accept else 'no'}"


@dataclass(frozen=True, slots=True)
class NobodyKnows:
    """``seat`` declares that nobody finds a term (also sent by the UI when a countdown ends)."""

    seat: int

    @property
    def code(self) -> str:
        """``nobody:0``."""
        return f"nobody:{self.seat}"


@dataclass(frozen=True, slots=True)
class Stop:
    """``seat`` ends the game now: the running round is scored with the cards won so far
    (the table's decision; the UI confirms it first)."""

    seat: int

    @property
    def code(self) -> str:
        """``stop:0``."""
        return f"stop:{self.seat}"


Move = Turn | Slap | Vote | NobodyKnows | Stop


def _number(text: str, code: str) -> int:
    if not text.isdigit() or len(text) > 15:
        raise InvalidNotation("bad-move", code=code)
    return int(text)


def move_from_code(code: str) -> Move:
    """Parse a move code; raises InvalidNotation for anything else."""
    kind, *args = code.split(":")
    if kind == "turn" and len(args) == 2:
        return Turn(_number(args[0], code), _number(args[1], code))
    if kind == "slap" and len(args) == 3:
        return Slap(_number(args[0], code), _number(args[1], code), _number(args[2], code))
    if kind == "vote" and len(args) == 2 and args[1] in ("yes", "no"):
        return Vote(_number(args[0], code), args[1] == "yes")
    if kind == "nobody" and len(args) == 1:
        return NobodyKnows(_number(args[0], code))
    if kind == "stop" and len(args) == 1:
        return Stop(_number(args[0], code))
    raise InvalidNotation("bad-move", code=code)


# ---------------------------------------------------------------- state


@dataclass(frozen=True, slots=True)
class State:
    """A game in progress: the running round plus the scores of the finished rounds."""

    seed: int | str
    options: Options
    seats: int
    round_no: int
    table: tuple[int | None, ...]
    """Card id per table slot; None for an empty slot. In the basic game there are 12
    slots; in the variant the table may grow (new cards go to the first empty slot)."""
    pile: tuple[int, ...]
    """The face-down draw pile, top first."""
    category: int | None = None
    """The slot whose card shows its category side; None while a category is to be turned."""
    turned_back: int | None = None
    """The slot of the category card just turned back: the next category must differ."""
    won: tuple[tuple[int, ...], ...] = ()
    """Cards won per seat, oldest first (the last one is handed over after a mistake)."""
    discarded: tuple[int, ...] = ()
    """Penalty cards: out of the game."""
    sitting_out: tuple[int, ...] = ()
    """Seats whose slaps are refused until another player wins a card (sorted)."""
    slaps: tuple[Slap, ...] = ()
    """Slaps on the card being contested, in arrival order; empty when nobody slapped."""
    votes: tuple[Vote, ...] = ()
    """Votes cast on the slap being judged."""
    streak: int = 0
    """"Nobody knows" calls since the last card won or the last refill to 12."""
    turns: int = 0
    """Categories turned in this round."""
    floor_ms: int = 0
    """The time of the latest slap judged: slaps stamped earlier are refused as stale."""
    judged: int = 0
    """Slaps judged so far in the game: the counter behind the seeded tie-break."""
    results: tuple[tuple[int, ...], ...] = ()
    """Points per seat of each finished round."""
    stopped: bool = False
    """The game was ended early (:class:`Stop`): its last result is the round it ended in."""


updated = updater(State)
"""``state`` with some fields changed."""


def leader_seat(state: State) -> int | None:
    """The game leader's pseudo-seat (``state.seats``) in leader mode, else None."""
    return state.seats if state.options.mode == "leader" else None
