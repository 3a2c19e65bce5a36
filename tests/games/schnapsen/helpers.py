"""Positions and small tools shared by the Schnapsen scenario tests.

Every named position holds all 20 cards (checked by :func:`position`), with a trick
history whose leaders follow the winners and with hand and talon sizes a real deal
would have after that many tricks. Seat numbers are absolute (0 and 1).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping
from dataclasses import replace
from typing import Any

from app.core.cards import Card, Suit, parse_cards
from app.games.schnapsen.model import DealResult, State, Trick, move_from_code
from app.games.schnapsen.notation import from_text
from app.games.schnapsen.rules import DECK, apply, beats, legal_moves
from app.games.schnapsen.view import all_cards


def card(code: str) -> Card:
    """One card from its code."""
    return Card.from_code(code)


def cards(text: str) -> set[Card]:
    """A set of cards from space-separated codes."""
    return set(parse_cards(text))


def run(state: State, *codes: str) -> State:
    """``state`` after the move codes in order (``"play:1:AS"``, ``"marry:0:H"``, ``"close:0"``)."""
    for code in codes:
        state = apply(state, move_from_code(code))
    return state


def plays(*specs: str) -> tuple[str, ...]:
    """Move codes from ``"<leader> <lead> <follow>"`` strings (a whole trick) or
    ``"<leader> <lead>"`` (a lead alone): ``plays("1 AS JS")`` is
    ``("play:1:AS", "play:0:JS")``."""
    out: list[str] = []
    for spec in specs:
        leader, *cards = spec.split()
        seats = (int(leader), 1 - int(leader))
        out += [f"play:{seat}:{code}" for seat, code in zip(seats, cards, strict=False)]
    return tuple(out)


def legal_codes(state: State, seat: int) -> set[str]:
    """The codes of every legal move of ``seat``."""
    return {m.code for m in legal_moves(state, seat)}


def legal_plays(state: State, seat: int) -> set[str]:
    """The cards ``seat`` may play now, as codes."""
    prefix = f"play:{seat}:"
    return {c.removeprefix(prefix) for c in legal_codes(state, seat) if c.startswith(prefix)}


def last_result(state: State) -> DealResult:
    """The result of the deal that just ended."""
    assert state.results, "no deal has ended"
    return state.results[-1]


def tricks(trump: Suit, *specs: str) -> tuple[Trick, ...]:
    """Tricks from ``"<leader> <lead> <follow>"`` strings; the winner follows the rules."""
    out = []
    for spec in specs:
        leader, lead, follow = spec.split()
        first, second = card(lead), card(follow)
        winner = 1 - int(leader) if beats(first, second, trump) else int(leader)
        out.append(Trick(int(leader), first, second, winner))
    return tuple(out)


def position(
    hands: str,
    *,
    trump: str,
    talon: str = "",
    leader: int = 0,
    dealer: int | None = None,
    history: tuple[str, ...] = (),
    marriages: tuple[str, str] = ("", ""),
    options: Mapping[str, Any] | None = None,
    remaining: tuple[int, int] | None = None,
) -> State:
    """A realistic position: ``from_text`` plus a played history, checked for consistency."""
    state = from_text(
        hands, trump=trump, talon=talon, leader=leader, options=options, remaining=remaining
    )
    played = tricks(state.trump, *history)
    if dealer is None:
        dealer = 1 - (played[0].leader if played else leader)
    state = replace(
        state,
        dealer=dealer,
        leader=played[-1].winner if played else leader,
        history=played,
        marriages=tuple(tuple(Suit(s) for s in m) for m in marriages),
    )
    assert all_cards(state) == Counter(DECK), "a position must hold all 20 cards once"
    expected_leader = 1 - dealer
    for trick in played:
        assert trick.leader == expected_leader, f"trick {trick} led by the wrong seat"
        expected_leader = trick.winner
    assert state.leader == expected_leader, "the last trick's winner must lead"
    k = len(played)
    size = 5 if k < 5 else 10 - k
    assert (len(state.hands[0]), len(state.hands[1])) == (size, size), "hand sizes"
    assert len(state.talon) == max(9 - 2 * k, 0), "talon size"
    assert (state.trump_card is not None) == (k < 5), "the face-up card is drawn by trick 5"
    return state


# ---------------------------------------------------------------- named positions


SCHWARZ = plays("1 AS JS", "1 TS QS", "1 AH JH", "1 TH QH", "1 AD KD")
"""From :func:`opening`: seat 1 takes five tricks in a row and reaches 67 (seat 0: none)."""
FIRST_THREE = plays("1 AS JS", "1 TS QS", "1 AH JH")
"""From :func:`opening`: seat 1 takes three tricks (39); seat 0 then holds QH KD KH QD AC."""


def opening(options: Mapping[str, Any] | None = None, remaining=None) -> State:
    """Deal start, dealer 0, seat 1 leads with aces and tens; seat 0 holds low cards; JC up."""
    return position(
        "JS QS JH QH KD | AS TS AH TH AD",
        trump="JC",
        talon="KS KH TD QD JD AC TC KC QC",
        leader=1,
        options=options,
        remaining=remaining,
    )


def forty(options: Mapping[str, Any] | None = None) -> State:
    """Deal start, dealer 1: seat 0 leads and holds the trump marriage KC QC; AC up."""
    return position(
        "KC QC AH TH AS | JH QS JS KD QD",
        trump="AC",
        talon="TS KS KH QH AD TD JD TC JC",
        leader=0,
        options=options,
    )


def jack(options: Mapping[str, Any] | None = None) -> State:
    """Deal start, dealer 1, hearts trump (QH up): seat 0 leads holding the trump Jack JH."""
    return position(
        "JH KH AS TS AD | AH TH KS QS JS",
        trump="QH",
        talon="TD KD QD JD AC TC KC QC JC",
        leader=0,
        options=options,
    )


def spades(options: Mapping[str, Any] | None = None) -> State:
    """Deal start, dealer 1, hearts trump (AH up): seat 0 leads KS, seat 1 holds TS and JS."""
    return position(
        "JH KS QS AD TC | KH QH TS JS JD",
        trump="AH",
        talon="AS TD KD QD AC KC QC JC TH",
        leader=0,
        options=options,
    )


def last_card(options: Mapping[str, Any] | None = None, talon: str = "TH") -> State:
    """Four tricks played, one face-down card left under AH (hearts); seat 0 leads with JH."""
    return position(
        "JH QC KC AS JD | KH QH AC TC JC",
        trump="AH",
        talon=talon,
        history=("0 KS TS", "1 AD QD", "1 KD TD", "0 QS JS"),
        options=options,
    )


def three_left(options: Mapping[str, Any] | None = None) -> State:
    """Three tricks played, three face-down cards left under AH; seat 0 leads with JH."""
    return position(
        "JH AS QS JS JD | KH QH AC TC JC",
        trump="AH",
        talon="TH KC QC",
        history=("0 KS TS", "1 AD QD", "1 KD TD"),
        options=options,
    )


def strict_five(options: Mapping[str, Any] | None = None) -> State:
    """Talon exhausted after five tricks, clubs trump; seat 1 (47 points) leads, seat 0 has 13."""
    return position(
        "AH KH JH QC JC | QH TH AD KS TC",
        trump="C",
        history=("1 AS JS", "1 TS QS", "1 JD AC", "0 KD KC", "1 TD QD"),
        options=options,
    )


LAST_TRICKS = (
    "0 AH JH",
    "0 TH KH",
    "0 QH AS",
    "0 AC TC",
    "0 QS KS",
    "1 TS JS",
    "1 AD QD",
    "1 TD KD",
)
"""Eight tricks, clubs trump: seat 0 has 62 points (4 tricks), seat 1 has 47 (4) and leads."""


def two_left(hands: str, options: Mapping[str, Any] | None = None) -> State:
    """The position after :data:`LAST_TRICKS` with the four clubs/diamonds ``hands`` left."""
    return position(hands, trump="C", history=LAST_TRICKS, options=options)


def boundary(loser_points: int) -> State:
    """Eight tricks, clubs trump: seat 1 has 60 and leads AC next; seat 0 has 33 or 32."""
    low = {33: ("QH", "JH"), 32: ("JH", "QH")}[loser_points]
    return position(
        f"KC {low[1]} | AC TH",
        trump="C",
        history=(
            f"0 AH {low[0]}",
            "0 AD KD",
            "0 JD JS",
            "0 KH QC",
            "1 AS KS",
            "1 TS QS",
            "1 TD QD",
            "1 TC JC",
        ),
    )


CLOSE_FIRST = (
    "close:0",
    "marry:0:C",
    *plays("0 QC AC"),
    "marry:1:H",
    *plays("1 QH TH", "0 AH KH"),
)
"""From :func:`closer`: seat 0 closes before the first trick, loses one trick and makes 68."""
CLOSE_LATER = (
    *plays("0 TH AC", "1 JS AS"),
    "close:0",
    "marry:0:C",
    *plays("0 KC QD", "0 TD AD"),
    "marry:1:H",
)
"""From :func:`closer`: seat 0 closes when seat 1 has 21 points and one trick."""


def closer(options: Mapping[str, Any] | None = None) -> State:
    """Deal start, dealer 1, clubs trump (JC up): seat 0 leads with KC QC AH TH AS."""
    return position(
        "KC QC AH TH AS | AC KH QH KS JS",
        trump="JC",
        talon="AD TD KD QD JD TS QS JH TC",
        leader=0,
        options=options,
    )


def early_closer(options: Mapping[str, Any] | None = None) -> State:
    """Deal start, dealer 1, clubs trump (QC up): seat 0 leads with aces and tens, no trumps."""
    return position(
        "AH TH AS TS KD | JC KH QH JS QS",
        trump="QC",
        talon="AD TD QD JD KS JH AC TC KC",
        leader=0,
        options=options,
    )


def weak_closer(options: Mapping[str, Any] | None = None) -> State:
    """Deal start, dealer 1, clubs trump (JC up): seat 0 leads a weak hand, seat 1 a strong one."""
    return position(
        "AS QD JD QS JS | AC TC AD TD KS",
        trump="JC",
        talon="AH TH KH QH JH KD TS KC QC",
        leader=0,
        options=options,
    )
