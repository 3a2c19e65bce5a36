"""What a seat may know in Schnitzel (the only thing the UI and the bots see).

Public: the whole discard pile (every card in it was face up), the draw pile's size,
who knows which slot (everyone watched who looked where), every event and deed. A
row card shows where the seat's bit is set in ``State.known``, else it is
:data:`~app.games.schnitzel.model.HIDDEN`. The drawn card shows to the player who
drew it (to all once a Nope brought it back from the discard pile). Once the game is
over every row card and the hand show.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Hashable, Iterable
from dataclasses import dataclass, replace
from random import Random

from app.core.cards import Cards
from app.core.record import Step
from app.core.rng import shuffled
from app.games.schnitzel.model import (
    HIDDEN,
    OVER,
    Ability,
    Deed,
    Event,
    Options,
    State,
    updated,
)
from app.games.schnitzel.rules import DECK, MUST_PUT, to_act, totals

Row = tuple[int | None, ...]


@dataclass(frozen=True, slots=True)
class View:
    """One seat's knowledge of the table."""

    seat: int
    seats: int
    options: Options
    phase: str
    turn: int
    to_act: tuple[int, ...]
    rows: tuple[Row, ...]
    """Per slot: the card if the seat knows it, ``HIDDEN`` if not, None if empty."""
    known: tuple[tuple[int, ...], ...]
    draw: int
    """Cards in the draw pile."""
    discard: tuple[int, ...]
    """The whole discard pile, bottom first."""
    hand: int | None
    """The drawn card, if the seat may see it."""
    holding: bool
    """True while the player to move holds a drawn card."""
    forced: str | None
    ability: Ability | None
    event: Event | None
    passed: int
    out: int
    used: int
    after: str
    caller: int | None
    looks: tuple[int, ...]
    ended: str | None
    deeds: tuple[Deed | None, ...]
    results: tuple[tuple[int, ...], ...]
    """``()`` while the game runs, then the one tuple of row totals."""


def hand_seen(state: State, seat: int) -> bool:
    """True if ``seat`` may see the drawn card."""
    return seat == state.turn or state.phase == OVER or state.forced == MUST_PUT


def view_for(state: State, seat: int) -> View:
    """Project ``state`` onto what ``seat`` may know."""
    over = state.phase == OVER
    bit = 1 << seat
    rows = state.rows
    if not over:
        rows = tuple(
            tuple(c if c is None or m & bit else HIDDEN for c, m in zip(row, masks, strict=True))
            for row, masks in zip(state.rows, state.known, strict=True)
        )
    return View(
        seat=seat,
        seats=state.seats,
        options=state.options,
        phase=state.phase,
        turn=state.turn,
        to_act=to_act(state),
        rows=rows,
        known=state.known,
        draw=len(state.draw),
        discard=state.discard,
        hand=state.hand if hand_seen(state, seat) else None,
        holding=state.hand is not None,
        forced=state.forced,
        ability=state.ability,
        event=state.event,
        passed=state.passed,
        out=state.out,
        used=state.used,
        after=state.after,
        caller=state.caller,
        looks=state.looks,
        ended=state.ended,
        deeds=state.deeds,
        results=(totals(state),) if over else (),
    )


def open_view(state: State, seat: int) -> View:
    """``seat``'s view with every row card and a drawn card face up, for the replay of a
    finished game (the engine contract's ``open_view``): a game of memory hides cards
    even from their owners, so every seat's view together would leave cards face down."""
    return replace(view_for(state, seat), rows=state.rows, hand=state.hand)


def all_cards(state: State) -> Counter[Hashable]:
    """Every card of the game, wherever it lies."""
    hand = () if state.hand is None else (state.hand,)
    return Cards([*state.draw, *state.discard, *_row_cards(state.rows), *hand])


def _row_cards(rows: tuple[Row, ...]) -> list[int]:
    """The cards of rows, empty slots (and, in a view, face-down ones) left out."""
    return [c for row in rows for c in row if c is not None and c != HIDDEN]


def deck_cards(state: State) -> Counter[Hashable]:
    """The 59 cards every game is played with."""
    return Cards(DECK)


def _hidden_slots(state: State, seat: int) -> list[tuple[int, int]]:
    """The row slots whose card ``seat`` does not know (none once over)."""
    if state.phase == OVER:
        return []
    bit = 1 << seat
    return [
        (owner, i)
        for owner, (row, masks) in enumerate(zip(state.rows, state.known, strict=True))
        for i, (c, m) in enumerate(zip(row, masks, strict=True))
        if c is not None and not m & bit
    ]


def hidden(state: State, seat: int) -> Counter[Hashable]:
    """The cards ``seat`` cannot see: the draw pile, the hand of another player, and
    every row card it does not know."""
    hand = () if state.hand is None or hand_seen(state, seat) else (state.hand,)
    slots = [state.rows[o][i] for o, i in _hidden_slots(state, seat)]
    return Cards([*state.draw, *hand, *slots])


def redeal_hidden(state: State, seat: int, rng: Random) -> State:
    """The same table with the cards hidden from ``seat`` permuted among their places
    (every slot keeps its knowledge mask)."""
    slots = _hidden_slots(state, seat)
    hand = state.hand is not None and not hand_seen(state, seat)
    pool = [*state.draw, *(state.rows[o][i] for o, i in slots)]
    mixed = list(shuffled([*pool, state.hand] if hand else pool, rng))
    rows = [list(row) for row in state.rows]
    for o, i in slots:
        rows[o][i] = mixed.pop()
    new_hand = mixed.pop() if hand else state.hand
    return updated(state, draw=tuple(mixed), rows=tuple(tuple(r) for r in rows), hand=new_hand)


def view_cards(view: View) -> Counter[Hashable]:
    """Every card the view shows face up: known row cards, the discard pile, the hand."""
    hand = () if view.hand is None else (view.hand,)
    return Cards([*view.discard, *_row_cards(view.rows), *hand])


@dataclass(frozen=True, slots=True)
class Told:
    """One move as the whole table saw it: who made it, its deed, and the top discard
    before it (the card a ``take`` took into the row, face up for all to see)."""

    seat: int
    deed: Deed
    top: int | None


def watched(seat: int, before: View, after: View) -> Told:
    """``seat``'s move between two views (any seat's: deeds and piles are public)."""
    deed = after.deeds[seat]
    assert deed is not None
    return Told(seat, deed, before.discard[-1] if before.discard else None)


def story(steps: Iterable[Step]) -> tuple[Told, ...]:
    """Every move of a record's walk (:meth:`app.core.record.GameRecord.walk`) as the
    table saw it, in order: what the seats' views showed before and after each move
    (nothing a seat may not know)."""
    out = []
    for step in steps:
        seat = step.move.seat
        out.append(watched(seat, view_for(step.before, seat), view_for(step.after, seat)))
    return tuple(out)
