"""What one Schnapsen seat may know (the only thing the UI and computer players see).

Hidden: the opponent's cards that were never shown, and the order of the talon.
Shown: everything played, announced, exchanged or drawn face up, and every score.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, replace
from random import Random

from app.core.cards import Card, Suit
from app.core.rng import shuffled
from app.games.schnapsen.model import DealResult, Options, State, Trick
from app.games.schnapsen.rules import (
    is_strict,
    outcome,
    pending,
    points,
    sort_hand,
    to_act,
    tricks_won,
)


@dataclass(frozen=True, slots=True)
class View:
    """One seat's knowledge of the table; seats are absolute (0 and 1)."""

    seat: int
    options: Options
    deal_no: int
    dealer: int
    trump: Suit
    trump_card: Card | None
    talon_size: int
    """Face-down cards left on the talon (the face-up trump card not included)."""
    closed_by: int | None
    closed_at: tuple[int, int] | None
    strict: bool
    leader: int
    to_act: tuple[int, ...]
    trick: tuple[Card, ...]
    hand: tuple[Card, ...]
    opponent_count: int
    opponent_known: tuple[Card, ...]
    """Opponent cards shown earlier (exchange, marriage, last draw) and not yet played;
    the whole hand once the Bummerl is over."""
    history: tuple[Trick, ...]
    marriages: tuple[tuple[Suit, ...], tuple[Suit, ...]]
    announced: Suit | None
    points: tuple[int, int]
    pending: tuple[int, int]
    tricks: tuple[int, int]
    results: tuple[DealResult, ...]
    remaining: tuple[int, int]


def view_for(state: State, seat: int) -> View:
    """Project ``state`` onto what ``seat`` may know."""
    opp = 1 - seat
    return View(
        seat=seat,
        options=state.options,
        deal_no=state.deal_no,
        dealer=state.dealer,
        trump=state.trump,
        trump_card=state.trump_card,
        talon_size=len(state.talon),
        closed_by=state.closed_by,
        closed_at=state.closed_at,
        strict=is_strict(state),
        leader=state.leader,
        to_act=to_act(state),
        trick=state.trick,
        hand=state.hands[seat],
        opponent_count=len(state.hands[opp]),
        opponent_known=sort_hand(c for c in state.hands[opp] if c not in unknown(state, seat)),
        history=state.history,
        marriages=state.marriages,
        announced=state.announced,
        points=(points(state, 0), points(state, 1)),
        pending=(pending(state, 0), pending(state, 1)),
        tricks=(tricks_won(state, 0), tricks_won(state, 1)),
        results=state.results,
        remaining=state.remaining,
    )


def unknown(state: State, seat: int) -> tuple[Card, ...]:
    """The opponent's cards that ``seat`` has not seen (empty once the Bummerl is over)."""
    opp = 1 - seat
    if outcome(state) is not None:
        return ()
    return tuple(c for c in state.hands[opp] if c not in state.known[opp])


def hidden(state: State, seat: int) -> Counter:
    """Cards ``seat`` cannot see: unseen opponent cards and the face-down talon."""
    return Counter([*unknown(state, seat), *state.talon])


def redeal_hidden(state: State, seat: int, rng: Random) -> State:
    """The same table with the cards hidden from ``seat`` shuffled among their places."""
    opp = 1 - seat
    secret = unknown(state, seat)
    pool = shuffled((*secret, *state.talon), rng)
    shown = tuple(c for c in state.hands[opp] if c not in secret)
    hand = sort_hand((*shown, *pool[: len(secret)]))
    hands = (state.hands[0], hand) if opp == 1 else (hand, state.hands[1])
    return replace(state, hands=hands, talon=pool[len(secret) :])


def view_cards(view: View) -> Counter:
    """Every card of the current deal that the view shows face up."""
    played = [c for t in view.history for c in (t.lead, t.follow)]
    up = [view.trump_card] if view.trump_card else []
    return Counter([*view.hand, *view.opponent_known, *view.trick, *played, *up])


def all_cards(state: State) -> Counter:
    """Every card of the current deal, wherever it lies."""
    played = [c for t in state.history for c in (t.lead, t.follow)]
    up = [state.trump_card] if state.trump_card else []
    return Counter([*state.hands[0], *state.hands[1], *state.talon, *state.trick, *played, *up])
