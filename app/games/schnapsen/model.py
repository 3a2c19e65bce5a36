"""Schnapsen values: options, moves, the state of a Bummerl and the result of a deal.

Rules: app/games/schnapsen/RULES.md. A :class:`State` holds a whole Bummerl; when a
deal ends, its :class:`DealResult` is appended and the next deal is dealt at once.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from app.core.cards import Card, Suit
from app.core.errors import InvalidNotation
from app.core.options import RuleOptions, option

RANKS = "ATKQJ"
"""Schnapsen ranks, highest first: Ace, Ten, King, Queen (Ober), Jack (Unter)."""
VALUES = {"A": 11, "T": 10, "K": 4, "Q": 3, "J": 2}
"""Card points (Augen); 120 in the pack."""
WIN_POINTS = 66
MARRIAGE = 20
"""Points of a marriage: King and Queen of one suit."""
TRUMP_MARRIAGE = 40
"""Points of the marriage in trumps."""
PLAIN = 1
"""Game points of a won deal whose loser has at least :data:`SCHNEIDER_BELOW` points."""
SCHNEIDER = 2
"""Game points when the loser has a trick but fewer than :data:`SCHNEIDER_BELOW` points."""
SCHWARZ = 3
"""Game points when the loser took no trick."""
SCHNEIDER_BELOW = 33
"""A loser with fewer points than this (and a trick) is Schneider."""


def beats(lead: Card, follow: Card, trump: Suit) -> bool:
    """True if ``follow`` takes ``lead``: higher in the same suit, or a trump on a non-trump."""
    if follow.suit == lead.suit:
        return RANKS.index(follow.rank) < RANKS.index(lead.rank)
    return follow.suit == trump


def marriage_value(suit: Suit | int, trump: Suit | int) -> int:
    """20 for a marriage, 40 in trumps (suits as :class:`Suit` or as fast suit numbers)."""
    return TRUMP_MARRIAGE if suit == trump else MARRIAGE


def exchange_talon(strict: bool) -> int:
    """Face-down talon cards the trump Jack exchange needs: 2 with strict exchange, else 1."""
    return 2 if strict else 1


@dataclass(frozen=True, slots=True)
class Options(RuleOptions):
    """Rule options of RULES.md; the defaults are the standard game."""

    manual_claim: bool = False
    """Players must press "66!" themselves; a wrong claim costs 2 or 3 game points."""
    strict_exchange: bool = False
    """The trump Jack may be exchanged only while two or more face-down cards remain."""
    marriages_when_closed: bool = True
    """Marriages may be announced after the talon is exhausted or closed."""
    sharp: bool = False
    """No looking back at tricks (presentation only; the rules are unchanged)."""
    bummerl_start: int = option(7, (7, 9))
    """Each player starts at 7 (option: 9) and counts down to 0."""


@dataclass(frozen=True, slots=True)
class Play:
    """``seat`` leads or follows with ``card``."""

    seat: int
    card: Card

    @property
    def code(self) -> str:
        """``play:0:QH``."""
        return f"play:{self.seat}:{self.card.code}"


@dataclass(frozen=True, slots=True)
class Marry:
    """``seat`` announces the marriage (King and Queen) of ``suit``, then leads one of them."""

    seat: int
    suit: Suit

    @property
    def code(self) -> str:
        """``marry:1:H``."""
        return f"marry:{self.seat}:{self.suit.value}"


@dataclass(frozen=True, slots=True)
class Exchange:
    """``seat`` swaps the trump Jack from the hand for the face-up trump card."""

    seat: int

    @property
    def code(self) -> str:
        """``exchange:0``."""
        return f"exchange:{self.seat}"


@dataclass(frozen=True, slots=True)
class Close:
    """``seat`` closes the talon (zudrehen): no more drawing, strict rules from now on."""

    seat: int

    @property
    def code(self) -> str:
        """``close:0``."""
        return f"close:{self.seat}"


@dataclass(frozen=True, slots=True)
class Claim:
    """``seat`` claims 66 ("66!") in manual-claim mode."""

    seat: int

    @property
    def code(self) -> str:
        """``claim:0``."""
        return f"claim:{self.seat}"


Move = Play | Marry | Exchange | Close | Claim


def card_from_code(code: str) -> Card:
    """A card of the 20-card Schnapsen pack; any other code raises InvalidNotation."""
    card = Card.from_code(code)
    if card.rank not in RANKS:
        raise InvalidNotation("bad-card", code=code)
    return card


def move_from_code(code: str) -> Move:
    """Parse a move code (``kind:seat[:arg]``); raises InvalidNotation for anything else."""
    kind, *args = code.split(":")
    if not args or args[0] not in ("0", "1"):
        raise InvalidNotation("bad-move", code=code)
    seat, rest = int(args[0]), args[1:]
    if kind == "play" and len(rest) == 1:
        return Play(seat, card_from_code(rest[0]))
    if kind == "marry" and len(rest) == 1 and rest[0] in ("H", "D", "S", "C"):
        return Marry(seat, Suit(rest[0]))
    simple: dict[str, Callable[[int], Move]] = {
        "exchange": Exchange,
        "close": Close,
        "claim": Claim,
    }
    if not rest and kind in simple:
        return simple[kind](seat)
    raise InvalidNotation("bad-move", code=code)


@dataclass(frozen=True, slots=True)
class Trick:
    """A finished trick: who led, the two cards, who won it."""

    leader: int
    lead: Card
    follow: Card
    winner: int


@dataclass(frozen=True, slots=True)
class DealResult:
    """How a deal ended, kept for the result screen and the Bummerl sheet."""

    dealer: int
    winner: int
    game_points: int
    reason: str
    """``66``, ``last-trick``, ``closed`` (the closer made 66), ``closer-failed``,
    ``wrong-claim``."""
    points: tuple[int, int]
    tricks: tuple[int, int]
    hands: tuple[tuple[Card, ...], tuple[Card, ...]]
    """What each player still held: shown to both when the deal is over."""
    closed_by: int | None = None


@dataclass(frozen=True, slots=True)
class State:
    """A Bummerl in progress: the running deal plus the results of the finished ones."""

    seed: int | str
    options: Options
    deal_no: int
    dealer: int
    trump: Suit
    hands: tuple[tuple[Card, ...], tuple[Card, ...]]
    talon: tuple[Card, ...]
    """Face-down talon cards, top first (the trump card is not among them)."""
    trump_card: Card | None
    """The face-up card under the talon; None once it has been drawn."""
    leader: int
    trick: tuple[Card, ...] = ()
    """The card led to the current trick, if any."""
    history: tuple[Trick, ...] = ()
    marriages: tuple[tuple[Suit, ...], tuple[Suit, ...]] = ((), ())
    announced: Suit | None = None
    """A marriage the leader just announced: the next lead must be its King or Queen."""
    closed_by: int | None = None
    closed_at: tuple[int, int] | None = None
    """The closer's opponent's (points, tricks) at the moment of closing."""
    known: tuple[tuple[Card, ...], tuple[Card, ...]] = ((), ())
    """Cards each seat has shown (exchange, marriage, last draw) and may still hold."""
    results: tuple[DealResult, ...] = ()
    remaining: tuple[int, int] = (7, 7)
    """Bummerl points still to go for each seat (counting down to 0)."""
