"""Snorkeling values: cards, options, moves and the state of a game (RULES.md beside it).

A card is a small int. The 75 coloured cards are ``colour * 5 + value`` (colours 0–4:
coral red, sand yellow, seaweed green, lagoon blue, anemone purple; values 0–4: Beach,
Coral, Clownfish, Turtle, Ray); three copies of each lie in the deck, and copies are
indistinguishable. :data:`LANTERN` (25) is a Lanternfish, value 5, with no colour: one
starts each player's pile and never enters a hand or the centre.

A turn is a short sequence of moves: :class:`Centre` cards (one at a time, so a run of
same-coloured cards is several moves), then :class:`Place` cards on opponents' piles,
then :class:`End` (which is also how a player passes). The end of the turn (draws,
taking back the pile's top card) happens by itself.
"""

from __future__ import annotations

from dataclasses import dataclass

from app.core.errors import InvalidNotation
from app.core.options import RuleOptions, option
from app.core.states import updater

COLOURS = ("red", "yellow", "green", "blue", "purple")
"""Coral red, sand yellow, seaweed green, lagoon blue, anemone purple."""
COLOUR_CODES = "RYGBP"
VALUES = ("beach", "coral", "clownfish", "turtle", "ray", "lanternfish")
"""Card names by value, 0–5."""
LANTERN = 25
BEACH = 0
"""The lowest value: a Beach landing on a pile ends the round."""
REGULAR = tuple(range(25))
"""The 25 kinds of coloured card; the deck holds three of each."""
COPIES = 3
HAND = 5
"""Cards dealt to each player."""
MIN_HAND = 2
"""After every turn, each player with fewer cards draws up to this many."""
TARGETS = (12, 6)
"""The scores a game may be played to, the standard one first."""


def value(card: int) -> int:
    """0 (Beach) … 4 (Ray), 5 for the Lanternfish."""
    return 5 if card == LANTERN else card % 5


def next_value(card: int) -> int:
    """The value one higher than ``card``'s, which fits on it in the centre: a Beach (0)
    follows a Ray (4)."""
    return (value(card) + 1) % 5


def colour(card: int) -> int | None:
    """The colour index 0–4, or None for the Lanternfish."""
    return None if card == LANTERN else card // 5


def card_code(card: int) -> str:
    """``"B3"`` (a blue Turtle), ``"L5"`` for the Lanternfish."""
    return "L5" if card == LANTERN else f"{COLOUR_CODES[card // 5]}{card % 5}"


def card_from_code(code: str) -> int:
    """Parse :func:`card_code`; raises InvalidNotation for anything else."""
    if code == "L5":
        return LANTERN
    if len(code) == 2 and code[0] in COLOUR_CODES and code[1] in "01234":
        return COLOUR_CODES.index(code[0]) * 5 + int(code[1])
    raise InvalidNotation("bad-card", code=code)


@dataclass(frozen=True, slots=True)
class Options(RuleOptions):
    """Rule options of RULES.md: the target score and the expert variant."""

    target: int = option(12, TARGETS)
    """The first to this many points (or more) after a round wins; 6 for a short game."""
    expert: bool = False
    """Expert Diving: any number of centre cards, then any number of placements."""


# ---------------------------------------------------------------- moves


@dataclass(frozen=True, slots=True)
class Centre:
    """``seat`` plays ``card`` from the hand onto the centre pile."""

    seat: int
    card: int

    @property
    def code(self) -> str:
        """``centre:0:B3``."""
        return f"centre:{self.seat}:{card_code(self.card)}"


@dataclass(frozen=True, slots=True)
class Place:
    """``seat`` puts ``card`` from the hand on the pile of the opponent at seat ``target``."""

    seat: int
    target: int
    card: int

    @property
    def code(self) -> str:
        """``place:0:2:R1``."""
        return f"place:{self.seat}:{self.target}:{card_code(self.card)}"


@dataclass(frozen=True, slots=True)
class End:
    """``seat`` ends the turn: a pass if nothing was played."""

    seat: int

    @property
    def code(self) -> str:
        """``end:0``."""
        return f"end:{self.seat}"


Move = Centre | Place | End


def _is_seat(text: str) -> bool:
    """True for a seat number as codes write it: one digit."""
    return len(text) == 1 and text in "0123456789"


def move_from_code(code: str) -> Move:
    """Parse a move code (``kind:seat[:args]``); raises InvalidNotation for anything else."""
    kind, *args = code.split(":")
    if not args or not _is_seat(args[0]):
        raise InvalidNotation("bad-move", code=code)
    seat, rest = int(args[0]), args[1:]
    if kind == "end" and not rest:
        return End(seat)
    if kind == "centre" and len(rest) == 1:
        return Centre(seat, card_from_code(rest[0]))
    if kind == "place" and len(rest) == 2 and _is_seat(rest[0]):
        return Place(seat, int(rest[0]), card_from_code(rest[1]))
    raise InvalidNotation("bad-move", code=code)


# ---------------------------------------------------------------- state


@dataclass(frozen=True, slots=True)
class Recall:
    """A player's last turn in this round, as the whole table saw it.

    What a good player remembers about an opponent's hand: the cards they kept after
    that turn did not suit them (a pass means nothing fitted), and a card they took
    back from their pile is in their hand now, since nobody plays outside their turn.
    """

    top: int
    """The centre's top card when the turn began."""
    tops: tuple[int, ...]
    """Every pile's top card when the turn began."""
    centre: tuple[int, ...] = ()
    """The cards played to the centre, in order."""
    places: tuple[tuple[int, int], ...] = ()
    """The placements as ``(target, card)``."""
    kept: int = 0
    """Hand cards left after the turn's moves (before drawing)."""
    back: int | None = None
    """The card taken back from the own pile at the end of the turn, if any."""


@dataclass(frozen=True, slots=True)
class State:
    """A game in progress: the running round and the totals of the finished ones."""

    seed: int | str
    options: Options
    seats: int
    round_no: int
    deck: tuple[int, ...]
    """The face-down deck, top first."""
    centre: tuple[int, ...]
    """The centre pile, bottom first; never empty while a round runs."""
    hands: tuple[tuple[int, ...], ...]
    """Each player's hand, sorted (the order of a hand carries no information)."""
    piles: tuple[tuple[int, ...], ...]
    """Each player's own pile, bottom (the Lanternfish) first."""
    turn: int
    """The seat to act; -1 once the game is over."""
    starter: int
    """Who began this round."""
    played: int = 0
    """Cards played to the centre in this turn."""
    run: int | None = None
    """Basic game: the colour of a same-coloured run begun this turn (more may follow)."""
    placed: int = 0
    """Cards placed on opponents' piles in this turn."""
    passes: int = 0
    """Turns in a row in which nobody played a card and nothing could be drawn."""
    shuffles: int = 0
    """Times the centre pile was shuffled into a new deck this round."""
    totals: tuple[int, ...] = ()
    results: tuple[tuple[int, ...], ...] = ()
    """Each finished round's scores per seat."""
    beaches: tuple[int | None, ...] = ()
    """Who received the Beach in each finished round (None: the sea went calm)."""
    recall: tuple[Recall | None, ...] = ()
    """Each seat's last turn in this round (None before its first; empty: unknown)."""


updated = updater(State)
"""``state`` with some fields changed."""
