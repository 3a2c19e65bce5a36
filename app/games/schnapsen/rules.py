"""Schnapsen rules (RULES.md beside it): dealing, legal moves, tricks, marriages, closing, scoring.

Every function is pure. ``apply`` checks a move with the same code path that
``legal_moves`` uses, so the two can never disagree.
"""

from __future__ import annotations

from dataclasses import replace

from app.core.cards import Card, Suit, pack
from app.core.contract import Options as OptionsMap
from app.core.contract import Outcome
from app.core.errors import IllegalMove, InvalidNotation
from app.core.rng import below, make_rng, shuffled
from app.games.schnapsen.model import (
    PLAIN,
    RANKS,
    SCHNEIDER,
    SCHNEIDER_BELOW,
    SCHWARZ,
    VALUES,
    WIN_POINTS,
    Claim,
    Close,
    DealResult,
    Exchange,
    Marry,
    Move,
    Options,
    Play,
    State,
    Trick,
    beats,
    exchange_talon,
    marriage_value,
)

DECK: tuple[Card, ...] = pack(RANKS)
_SUIT_ORDER = {s: i for i, s in enumerate((Suit.HEARTS, Suit.SPADES, Suit.DIAMONDS, Suit.CLUBS))}


def sort_hand(cards) -> tuple[Card, ...]:
    """A hand in display order: by suit (alternating colours), then rank, highest first."""
    return tuple(sorted(cards, key=lambda c: (_SUIT_ORDER[c.suit], RANKS.index(c.rank))))


# ---------------------------------------------------------------- dealing


def new_game(seed: int | str, options: OptionsMap | Options | None, seats: int = 2) -> State:
    """A new Bummerl: the first dealer is drawn from the seed, then the first deal is dealt."""
    if seats != 2:
        raise InvalidNotation("bad-seats", seats=seats)
    opts = Options.parse(options)
    dealer = below(make_rng(seed, "first-dealer"), 2)
    start = (opts.bummerl_start, opts.bummerl_start)
    return deal(seed, opts, 0, dealer, (), start)


def deal(
    seed: int | str,
    options: Options,
    deal_no: int,
    dealer: int,
    results: tuple[DealResult, ...],
    remaining: tuple[int, int],
) -> State:
    """Deal number ``deal_no``: 3 to the non-dealer, 3 to the dealer, the trump card, 2 and 2."""
    cards = shuffled(DECK, make_rng(seed, "deal", deal_no))
    first = 1 - dealer
    hands: list[tuple[Card, ...]] = [(), ()]
    hands[first] = cards[0:3] + cards[7:9]
    hands[dealer] = cards[3:6] + cards[9:11]
    return State(
        seed=seed,
        options=options,
        deal_no=deal_no,
        dealer=dealer,
        trump=cards[6].suit,
        hands=(sort_hand(hands[0]), sort_hand(hands[1])),
        talon=cards[11:],
        trump_card=cards[6],
        leader=first,
        results=results,
        remaining=remaining,
    )


# ---------------------------------------------------------------- derived facts


def tricks_won(state: State, seat: int) -> int:
    """Tricks ``seat`` has taken in this deal."""
    return sum(1 for t in state.history if t.winner == seat)


def card_points(state: State, seat: int) -> int:
    """Card points (Augen) in the tricks ``seat`` has taken."""
    return sum(
        VALUES[t.lead.rank] + VALUES[t.follow.rank] for t in state.history if t.winner == seat
    )


def marriage_points(state: State, seat: int) -> int:
    """20 per marriage announced by ``seat``, 40 in trumps, credited or not."""
    return sum(marriage_value(s, state.trump) for s in state.marriages[seat])


def points(state: State, seat: int) -> int:
    """Card points plus marriages that a won trick has made valid (RULES.md §Points)."""
    credited = marriage_points(state, seat) if tricks_won(state, seat) else 0
    return card_points(state, seat) + credited


def pending(state: State, seat: int) -> int:
    """Marriage points waiting for ``seat``'s first trick."""
    return 0 if tricks_won(state, seat) else marriage_points(state, seat)


def is_strict(state: State) -> bool:
    """Strict rules (follow, head, trump) once the talon is closed or exhausted."""
    return state.closed_by is not None or (not state.talon and state.trump_card is None)


def outcome(state: State) -> Outcome | None:
    """The Bummerl's result once a player has counted down to 0."""
    if min(state.remaining) > 0:
        return None
    start = state.options.bummerl_start
    winner = 0 if state.remaining[0] <= 0 else 1
    scores = tuple(float(start - r) for r in state.remaining)
    schneider = state.remaining[1 - winner] == start
    deals = tuple((r.winner, r.game_points, r.reason) for r in state.results)
    return Outcome(scores, (winner,), (("deals", deals), ("schneider_bummerl", schneider)))


def to_act(state: State) -> tuple[int, ...]:
    """The leader, or the follower once a card is led; nobody when the Bummerl is over."""
    if outcome(state):
        return ()
    return (1 - state.leader,) if state.trick else (state.leader,)


# ---------------------------------------------------------------- legality


def _follow_error(state: State, hand: tuple[Card, ...], card: Card) -> IllegalMove | None:
    """Strict phase: follow suit and head the trick if you can, else trump, else anything."""
    lead = state.trick[0]
    same = [c for c in hand if c.suit == lead.suit]
    if same:
        if card.suit != lead.suit:
            return IllegalMove("must-follow-suit", suit=lead.suit.value)
        higher = [c for c in same if beats(lead, c, state.trump)]
        if higher and card not in higher:
            return IllegalMove("must-beat", card=lead.code)
        return None
    trumps = [c for c in hand if c.suit == state.trump]
    if trumps and card.suit != state.trump:
        return IllegalMove("must-trump", suit=state.trump.value)
    return None


def _can_exchange(state: State, hand: tuple[Card, ...]) -> IllegalMove | None:
    needed = exchange_talon(state.options.strict_exchange)
    if state.closed_by is not None or state.trump_card is None or len(state.talon) < needed:
        return IllegalMove("exchange-too-late")
    if Card("J", state.trump) not in hand:
        return IllegalMove("no-trump-jack")
    return None


def error(state: State, move: Move) -> IllegalMove | None:
    """Why ``move`` is illegal, or None if it is legal.

    The UI uses this to explain a disabled card; ``apply`` raises it.
    """
    if not isinstance(move, Move):
        return IllegalMove("bad-move", code=getattr(move, "code", "?"))
    if outcome(state):
        return IllegalMove("game-over")
    if move.seat not in to_act(state):
        return IllegalMove("not-your-turn")
    hand = state.hands[move.seat]
    following = bool(state.trick)
    if isinstance(move, Play):
        if move.card not in hand:
            return IllegalMove("card-not-in-hand", card=move.card.code)
        if following:
            return _follow_error(state, hand, move.card) if is_strict(state) else None
        if state.announced and not (move.card.suit == state.announced and move.card.rank in "KQ"):
            return IllegalMove("must-lead-marriage", suit=state.announced.value)
        return None
    if isinstance(move, Claim):
        if not state.options.manual_claim:
            return IllegalMove("claim-automatic")
        if following or not (state.history or state.announced):
            return IllegalMove("claim-not-now")
        return None
    if following:
        return IllegalMove("only-leader")
    if state.announced:
        return IllegalMove("must-lead-marriage", suit=state.announced.value)
    if isinstance(move, Marry):
        if Card("K", move.suit) not in hand or Card("Q", move.suit) not in hand:
            return IllegalMove("marriage-not-held", suit=move.suit.value)
        if is_strict(state) and not state.options.marriages_when_closed:
            return IllegalMove("marriage-when-closed")
        return None
    if isinstance(move, Exchange):
        return _can_exchange(state, hand)
    if state.closed_by is not None or not state.talon:
        return IllegalMove("cannot-close")
    return None


def _candidates(state: State, seat: int) -> list[Move]:
    hand = state.hands[seat]
    moves: list[Move] = [Play(seat, c) for c in hand]
    if not state.trick:
        moves += [Marry(seat, s) for s in sorted(Suit, key=_SUIT_ORDER.__getitem__)]
        moves += [Exchange(seat), Close(seat)]
    moves.append(Claim(seat))
    return moves


def legal_moves(state: State, seat: int) -> tuple[Move, ...]:
    """Every legal move of ``seat`` in a stable order: cards, marriages, exchange, close, 66!."""
    if seat not in to_act(state):
        return ()
    return tuple(m for m in _candidates(state, seat) if error(state, m) is None)


# ---------------------------------------------------------------- applying moves


def apply(state: State, move: Move) -> State:
    """The state after ``move``; raises IllegalMove and leaves ``state`` as it was."""
    if (problem := error(state, move)) is not None:
        raise problem
    seat = move.seat
    if isinstance(move, Play):
        return _follow(state, move.card) if state.trick else _lead(state, seat, move.card)
    if isinstance(move, Marry):
        return _marry(state, seat, move.suit)
    if isinstance(move, Exchange):
        return _exchange(state, seat)
    if isinstance(move, Close):
        opp = 1 - seat
        snapshot = (points(state, opp), tricks_won(state, opp))
        return replace(state, closed_by=seat, closed_at=snapshot)
    return _claim(state, seat)


def _without(cards: tuple[Card, ...], card: Card) -> tuple[Card, ...]:
    return tuple(c for c in cards if c != card)


def _set(pair: tuple, seat: int, value) -> tuple:
    return (value, pair[1]) if seat == 0 else (pair[0], value)


def _remember(known: tuple, seat: int, *cards: Card) -> tuple:
    """Note cards ``seat`` has shown to the opponent (each once)."""
    new = tuple(c for c in cards if c not in known[seat])
    return _set(known, seat, (*known[seat], *new))


def _lead(state: State, seat: int, card: Card) -> State:
    return replace(
        state,
        hands=_set(state.hands, seat, _without(state.hands[seat], card)),
        known=_set(state.known, seat, _without(state.known[seat], card)),
        trick=(card,),
        announced=None,
    )


def _follow(state: State, card: Card) -> State:
    leader, follower = state.leader, 1 - state.leader
    lead = state.trick[0]
    winner = follower if beats(lead, card, state.trump) else leader
    hands = _set(state.hands, follower, _without(state.hands[follower], card))
    known = _set(state.known, follower, _without(state.known[follower], card))
    talon, trump_card = state.talon, state.trump_card
    if state.closed_by is None and talon:
        loser = 1 - winner
        first, rest = talon[0], talon[1:]
        if rest:
            second, rest = rest[0], rest[1:]
        else:
            assert trump_card is not None, "the face-up card lies under the last talon card"
            second, trump_card = trump_card, None
            known = _remember(known, loser, second)
        hands = _set(hands, winner, sort_hand((*hands[winner], first)))
        hands = _set(hands, loser, sort_hand((*hands[loser], second)))
        talon = rest
    after = replace(
        state,
        hands=hands,
        known=known,
        talon=talon,
        trump_card=trump_card,
        trick=(),
        leader=winner,
        history=(*state.history, Trick(leader, lead, card, winner)),
    )
    if not state.options.manual_claim and points(after, winner) >= WIN_POINTS:
        return _reached(after, winner)
    if not after.hands[0] and not after.hands[1]:
        return _tricks_out(after, winner)
    return after


def _marry(state: State, seat: int, suit: Suit) -> State:
    shown = (Card("K", suit), Card("Q", suit))
    after = replace(
        state,
        marriages=_set(state.marriages, seat, (*state.marriages[seat], suit)),
        known=_remember(state.known, seat, *shown),
        announced=suit,
    )
    if not state.options.manual_claim and tricks_won(after, seat):
        if points(after, seat) >= WIN_POINTS:
            return _reached(after, seat)
    return after


def _exchange(state: State, seat: int) -> State:
    jack = Card("J", state.trump)
    taken = state.trump_card
    assert taken is not None, "exchange is legal only while the face-up card lies"
    hand = sort_hand((*_without(state.hands[seat], jack), taken))
    return replace(
        state,
        hands=_set(state.hands, seat, hand),
        known=_remember(state.known, seat, taken),
        trump_card=jack,
    )


def _claim(state: State, seat: int) -> State:
    if points(state, seat) >= WIN_POINTS:
        return _reached(state, seat)
    opp = 1 - seat
    return _finish(state, opp, penalty(tricks_won(state, opp)), "wrong-claim")


# ---------------------------------------------------------------- scoring


def game_points(loser_points: int, loser_tricks: int) -> int:
    """3 if the loser took no trick (Schwarz), 2 if under 33 points (Schneider), else 1."""
    if loser_tricks == 0:
        return SCHWARZ
    return SCHNEIDER if loser_points < SCHNEIDER_BELOW else PLAIN


def penalty(tricks: int) -> int:
    """What a failed close or a wrong claim gives the opponent, who had ``tricks`` (at
    closing): 3 without a trick, else 2."""
    return SCHWARZ if tricks == 0 else SCHNEIDER


def _reached(state: State, seat: int) -> State:
    """``seat`` has 66: scored by the opponent's standing, or by the closing rules."""
    opp = 1 - seat
    if state.closed_by is None:
        return _finish(state, seat, game_points(points(state, opp), tricks_won(state, opp)), "66")
    if state.closed_by == seat:
        assert state.closed_at is not None, "closing notes the opponent's standing"
        return _finish(state, seat, game_points(*state.closed_at), "closed")
    return _closer_failed(state)


def _closer_failed(state: State) -> State:
    """The closer's opponent scores 2, or 3 if they had no trick when the talon was closed."""
    assert state.closed_by is not None and state.closed_at is not None, "the talon is closed"
    _, tricks_then = state.closed_at
    return _finish(state, 1 - state.closed_by, penalty(tricks_then), "closer-failed")


def _tricks_out(state: State, last_winner: int) -> State:
    """All cards played and nobody went out: the closer failed, or the last trick wins."""
    if state.options.manual_claim and points(state, last_winner) >= WIN_POINTS:
        return _reached(state, last_winner)
    if state.closed_by is not None:
        return _closer_failed(state)
    loser = 1 - last_winner
    gp = game_points(points(state, loser), tricks_won(state, loser))
    return _finish(state, last_winner, gp, "last-trick")


def _finish(state: State, winner: int, gp: int, reason: str) -> State:
    """Write the deal's result down and deal the next one, unless the Bummerl is won."""
    result = DealResult(
        dealer=state.dealer,
        winner=winner,
        game_points=gp,
        reason=reason,
        points=(points(state, 0), points(state, 1)),
        tricks=(tricks_won(state, 0), tricks_won(state, 1)),
        hands=state.hands,
        closed_by=state.closed_by,
    )
    remaining = _set(state.remaining, winner, max(0, state.remaining[winner] - gp))
    results = (*state.results, result)
    if remaining[winner] <= 0:
        return replace(state, results=results, remaining=remaining, trick=(), announced=None)
    return deal(state.seed, state.options, state.deal_no + 1, 1 - state.dealer, results, remaining)
