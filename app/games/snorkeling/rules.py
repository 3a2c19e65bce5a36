"""Snorkeling rules (app/games/snorkeling/RULES.md) as pure functions.

**Turn.** The player to act either passes (:class:`End` before playing anything) or
plays to the centre and then, optionally, onto opponents' piles:

- *Centre* (basic game): the first card is either exactly one higher than the centre's
  top (0 follows 4) or of the top's colour. A card of the top's colour opens a run: more
  cards of that colour may follow, one move each, in the order the player chooses (the
  last is the new top). After a card that was only one higher, no more centre cards.
- *Opponents* (basic game): only after a centre play, at most one card on one
  opponent's pile, exactly one lower than that pile's top (colour does not matter).
  The turn ends with it.
- *Expert Diving* (``options.expert``): any number of centre cards, each one higher
  than the current top or of its colour; then any number of placements, each exactly
  one lower than that pile's current top. Once a card is placed, no more centre cards.

**End of turn** (by itself, after :class:`End`, the basic game's placement, or the
last hand card): a player who played out their whole hand takes their pile's top card
back (the app always does: it can only help), or draws one extra card if the top is the
Lanternfish; then they draw 1; then everyone with fewer than 2 cards draws up to 2,
starting with the player whose turn it was. An empty deck is refilled by shuffling the
centre pile except its top card (``make_rng(seed, "reshuffle", round, n)``); with
nothing left to shuffle, no card is drawn.

**Memory.** Everything a turn shows the table is remembered as each seat's last turn
of the round (:class:`~app.games.snorkeling.model.Recall`), so that the computer
players can remember what a person at the table would.

**Round end.** The moment a Beach (0) lands on a pile, even in the middle of an expert
turn, each player scores the value of their pile's top card. A decision of this
project for a case the rules leave open: if every player in turn passes while nothing
can be drawn (a pass that drew a card does not count), the sea is calm and the round is
scored the same way (no Beach).

**Game end.** Once someone has reached the target (12, or 6) after a round, the highest
total wins; a tie at the top plays another round. The next round is dealt from a fresh
shuffle (``make_rng(seed, "deal", round)``); the player who received the Beach starts
it (after a calm sea, the next player after the last round's starter). The first
round's starter is drawn from the seed.
"""

from __future__ import annotations

from app.core.contract import Options as OptionsMap
from app.core.contract import Outcome
from app.core.errors import IllegalMove, InvalidNotation
from app.core.rng import below, make_rng, shuffled
from app.games.snorkeling.model import (
    BEACH,
    COPIES,
    HAND,
    LANTERN,
    MIN_HAND,
    REGULAR,
    Centre,
    End,
    Move,
    Options,
    Place,
    Recall,
    State,
    card_code,
    colour,
    next_value,
    updated,
    value,
)

SEAT_COUNTS = (2, 3, 4, 5, 6)
DECK: tuple[int, ...] = tuple(c for c in REGULAR for _ in range(COPIES))
"""The 75 coloured cards in a fixed order (3 of each kind)."""


# ---------------------------------------------------------------- dealing


def new_game(seed: int | str, options: OptionsMap | Options | None, seats: int = 2) -> State:
    """A new game: the first round is dealt and a seeded draw picks who starts."""
    if type(seats) is not int or seats not in SEAT_COUNTS:
        raise InvalidNotation("bad-seats", seats=seats)
    opts = Options.parse(options)
    starter = below(make_rng(seed, "start"), seats)
    return deal(seed, opts, seats, 0, starter, (0,) * seats, (), ())


def deal(
    seed: int | str,
    options: Options,
    seats: int,
    round_no: int,
    starter: int,
    totals: tuple[int, ...],
    results: tuple[tuple[int, ...], ...],
    beaches: tuple[int | None, ...],
) -> State:
    """Round ``round_no``: 5 cards each, one card up in the centre, a Lanternfish per pile."""
    cards = shuffled(DECK, make_rng(seed, "deal", round_no))
    hands = tuple(tuple(sorted(cards[i * HAND : (i + 1) * HAND])) for i in range(seats))
    rest = cards[seats * HAND :]
    return State(
        seed=seed,
        options=options,
        seats=seats,
        round_no=round_no,
        deck=rest[1:],
        centre=rest[:1],
        hands=hands,
        piles=((LANTERN,),) * seats,
        turn=starter,
        starter=starter,
        totals=totals,
        results=results,
        beaches=beaches,
        recall=(None,) * seats,
    )


# ---------------------------------------------------------------- derived facts


def is_over(state: State) -> bool:
    """True once a round has left one player alone at the top, on or above the target."""
    return state.turn < 0


def to_act(state: State) -> tuple[int, ...]:
    """The one seat whose turn it is (none once the game is over)."""
    return () if is_over(state) else (state.turn,)


def top(state: State) -> int:
    """The centre pile's top card."""
    return state.centre[-1]


def fits_centre(card: int, top_card: int) -> bool:
    """One higher than ``top_card`` (0 after 4), or of its colour."""
    return value(card) == next_value(top_card) or colour(card) == colour(top_card)


def fits_pile(card: int, pile_top: int) -> bool:
    """Exactly one lower than a pile's top card (colour does not matter)."""
    return value(card) == value(pile_top) - 1


def outcome(state: State) -> Outcome | None:
    """Totals once the game is over; the one player with the highest total wins."""
    if not is_over(state):
        return None
    best = max(state.totals)
    winners = tuple(s for s in range(state.seats) if state.totals[s] == best)
    detail = (("beaches", state.beaches), ("rounds", state.results))
    return Outcome(tuple(float(t) for t in state.totals), winners, detail)


# ---------------------------------------------------------------- legality


def error(state: State, move: Move) -> IllegalMove | None:
    """Why ``move`` is illegal now, or None if it is legal (``apply`` raises the same)."""
    if not isinstance(move, Move):
        return IllegalMove("bad-move", code=getattr(move, "code", "?"))
    if is_over(state):
        return IllegalMove("game-over")
    if move.seat != state.turn:
        return IllegalMove("not-your-turn")
    if isinstance(move, End):
        return None
    if move.card not in state.hands[move.seat]:
        return IllegalMove("sk-not-in-hand", card=card_code(move.card))
    if isinstance(move, Centre):
        return _centre_error(state, move.card)
    return _place_error(state, move)


def _centre_error(state: State, card: int) -> IllegalMove | None:
    if state.placed:
        return IllegalMove("sk-centre-after-place")
    top_card = top(state)
    if state.options.expert or not state.played:
        if fits_centre(card, top_card):
            return None
        return IllegalMove("sk-centre-fit", card=card_code(top_card))
    if state.run is None:
        return IllegalMove("sk-one-higher-alone")
    if colour(card) != state.run:
        return IllegalMove("sk-run-colour", card=card_code(top_card))
    return None


def _place_error(state: State, move: Place) -> IllegalMove | None:
    if not state.played:
        return IllegalMove("sk-centre-first")
    if not 0 <= move.target < state.seats or move.target == move.seat:
        return IllegalMove("sk-no-opponent", seat=move.target)
    if state.placed and not state.options.expert:
        return IllegalMove("sk-one-placement")
    pile_top = state.piles[move.target][-1]
    if not fits_pile(move.card, pile_top):
        return IllegalMove("sk-pile-fit", card=card_code(pile_top))
    return None


def legal_moves(state: State, seat: int) -> tuple[Move, ...]:
    """Every legal move of ``seat``: centre cards, placements (by seat), then End."""
    if seat not in to_act(state):
        return ()
    hand = sorted(set(state.hands[seat]))
    moves: list[Move] = [Centre(seat, c) for c in hand]
    if state.played:
        moves += [Place(seat, t, c) for t in range(state.seats) if t != seat for c in hand]
    moves.append(End(seat))
    return tuple(m for m in moves if error(state, m) is None)


# ---------------------------------------------------------------- applying moves


def apply(state: State, move: Move) -> State:
    """The state after ``move``; raises IllegalMove and leaves ``state`` as it was."""
    if (problem := error(state, move)) is not None:
        raise problem
    return advance(state, move)


def advance(state: State, move: Move) -> State:
    """The state after ``move``, which must be legal (a computer player's playouts make
    only moves of their own plans): :func:`apply` without the check."""
    if isinstance(move, End):
        return end_turn(updated(state, recall=_noted(state, move)))
    seat = move.seat
    hand = list(state.hands[seat])
    hand.remove(move.card)
    hands = _set(state.hands, seat, tuple(hand))
    if isinstance(move, Centre):
        run = state.run
        if not state.played and not state.options.expert:
            run = colour(move.card) if colour(move.card) == colour(top(state)) else None
        after = updated(
            state,
            hands=hands,
            centre=(*state.centre, move.card),
            played=state.played + 1,
            run=run,
            recall=_noted(state, move),
        )
        return end_turn(after) if not hand else after
    pile = (*state.piles[move.target], move.card)
    after = updated(
        state,
        hands=hands,
        piles=_set(state.piles, move.target, pile),
        placed=state.placed + 1,
        recall=_noted(state, move),
    )
    if value(move.card) == BEACH:
        return end_round(after, move.target)
    if not state.options.expert or not hand:
        return end_turn(after)
    return after


def _noted(state: State, move: Move) -> tuple[Recall | None, ...]:
    """What the table remembers of turns, with ``move`` of the current turn added."""
    seat = move.seat
    recall = list(state.recall or (None,) * state.seats)
    now = recall[seat]
    if now is None or not (state.played or state.placed):
        now = Recall(top(state), tuple(p[-1] for p in state.piles))
    if isinstance(move, Centre):
        now = Recall(now.top, now.tops, (*now.centre, move.card), now.places)
    elif isinstance(move, Place):
        now = Recall(now.top, now.tops, now.centre, (*now.places, (move.target, move.card)))
    recall[seat] = now
    return tuple(recall)


def end_turn(state: State) -> State:
    """Draws and the hand-back after a turn, then the next player (or a calm sea)."""
    seat = state.turn
    hands = [list(h) for h in state.hands]
    piles = list(state.piles)
    table = _Drawing(state)
    back = None
    if (state.played or state.placed) and not hands[seat]:
        if piles[seat][-1] != LANTERN:
            back = piles[seat][-1]
            hands[seat].append(back)
            piles[seat] = piles[seat][:-1]
        else:
            table.draw(hands[seat])
    recall = list(state.recall)
    now = recall[seat] if recall else None
    if now is not None:
        kept = len(state.hands[seat])
        recall[seat] = Recall(now.top, now.tops, now.centre, now.places, kept, back)
    drew = table.draw(hands[seat])
    for offset in range(state.seats):
        hand = hands[(seat + offset) % state.seats]
        while len(hand) < MIN_HAND and table.draw(hand):
            pass
    passes = 0 if state.played or state.placed or drew else state.passes + 1
    after = updated(
        state,
        hands=tuple(tuple(sorted(h)) for h in hands),
        piles=tuple(piles),
        deck=tuple(table.deck),
        centre=table.centre,
        shuffles=table.shuffles,
        turn=(seat + 1) % state.seats,
        played=0,
        run=None,
        placed=0,
        passes=passes,
        recall=tuple(recall),
    )
    if passes >= state.seats and not table.can_draw():
        return end_round(after, None)
    return after


class _Drawing:
    """The deck during the draws of one turn end, refilled from the centre when empty."""

    def __init__(self, state: State) -> None:
        self.state = state
        self.deck = list(state.deck)
        self.centre = state.centre
        self.shuffles = state.shuffles

    def can_draw(self) -> bool:
        """True if a card could still be drawn (from the deck or after a reshuffle)."""
        return bool(self.deck) or len(self.centre) > 1

    def draw(self, hand: list[int]) -> bool:
        """Move the deck's top card into ``hand``; False if there is none to draw."""
        if not self.deck and len(self.centre) > 1:
            s = self.state
            rng = make_rng(s.seed, "reshuffle", s.round_no, self.shuffles)
            self.deck = list(shuffled(sorted(self.centre[:-1]), rng))
            self.centre = self.centre[-1:]
            self.shuffles += 1
        if not self.deck:
            return False
        hand.append(self.deck.pop(0))
        return True


def end_round(state: State, beach: int | None) -> State:
    """Score the round (each pile's top card); the game ends or the next round is dealt."""
    scores = tuple(value(p[-1]) for p in state.piles)
    totals = tuple(a + b for a, b in zip(state.totals, scores, strict=True))
    results = (*state.results, scores)
    beaches = (*state.beaches, beach)
    best = max(totals)
    if best >= state.options.target and totals.count(best) == 1:
        return updated(
            state,
            totals=totals,
            results=results,
            beaches=beaches,
            turn=-1,
            played=0,
            run=None,
            placed=0,
        )
    starter = beach if beach is not None else (state.starter + 1) % state.seats
    return deal(
        state.seed,
        state.options,
        state.seats,
        state.round_no + 1,
        starter,
        totals,
        results,
        beaches,
    )


# ---------------------------------------------------------------- helpers


def _set(items: tuple, index: int, item: object) -> tuple:
    return (*items[:index], item, *items[index + 1 :])
