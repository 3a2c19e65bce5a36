"""Schnitzel on plain lists: the normal level's choices, and fast playouts for the strong one.

A :class:`Table` holds a game as mutable lists: the rows with their ``known`` masks,
the piles, whose turn it is and what is pending. The computer levels build one from a
seat's view (cards the seat does not know are :data:`UNSEEN` there, and the policy
never reads them: it reads a card only where the seat's bit is set in its mask) or,
for the strong level's playouts, from a whole sampled state.

The policy (:func:`choose` and the functions it calls) is the normal level: perfect
memory of what the masks say and greedy play on the expected value of the unknown
cards. :meth:`Table.finish` plays a game to its end with that policy for everyone, in
a few hundred microseconds: the rules of the engine on lists, except that nobody plays
a Nope in a playout (a Nope in a row is a card worth 10 there) and a window is settled
by asking the seats in turn order from the next player on, each matching a card it
knows to equal the top.
"""

from __future__ import annotations

from random import Random

from app.core.rng import shuffled
from app.games.schnitzel.model import (
    ABILITY,
    COPIES,
    END,
    HOLD,
    LOOK,
    NOPE,
    NUMBERS,
    OVER,
    PEEK,
    SWAP,
    TURN,
    WINDOW,
    Ability,
    Call,
    Discard,
    Draw,
    Event,
    Look,
    Match,
    Move,
    Nope,
    Pass,
    Peek,
    Put,
    Skip,
    State,
    Take,
    Trade,
    X,
    points,
)
from app.games.schnitzel.model import End as EndTurn

UNSEEN = -9
"""A card a seat does not know, in a table built from its view (never read)."""
DECK = tuple(c for c in (*NUMBERS, PEEK, SWAP, NOPE, X) for _ in range(COPIES.get(c, 4)))
"""Every card of the game (59)."""
DECK_POINTS = sum(points(c) for c in DECK)
DRAWN = [points(c) for c in DECK if c != X]
"""What a drawn card can be worth (the X ends the game instead)."""

OWNED = 3.5
"""What an opponent's card counts that its owner knows and the seat does not: owners
keep their low cards, so it is worth less than an unknown card."""
TAKE_MARGIN = 0.5
"""How much more than a draw is expected to bring the top discard must save to be taken."""
UNKNOWN_MARGIN = 1.5
"""How much lower than an unknown card's expected value a card must be to replace it."""
TRADE_MARGIN = 2.0
"""How much a Swap must save to be used."""
CALL_MARGIN = 3.0
"""How far below every opponent's estimate a seat's own must be for it to call."""
CALL_UNKNOWN = 1
"""At most this many own cards unknown when calling."""
ABILITY_DRAW = 0.3
"""What a draw is worth beyond the card itself: the chance of a Peek or a Swap."""
LEAD = 0.02
"""What a playout's value adds per point of lead over the best other row (up to 10):
it tells apart the worlds where the win or the loss was never close."""
TURNS = 80
"""A playout still going after this many turns is scored as it stands."""


class Table:
    """A game as lists; see the module's docstring."""

    __slots__ = (
        "seats",
        "window",
        "children",
        "rows",
        "known",
        "draw",
        "discard",
        "hand",
        "phase",
        "turn",
        "forced",
        "ability",
        "event",
        "passed",
        "out",
        "used",
        "after",
        "caller",
        "ended",
        "winner",
        "turns",
        "rng",
    )

    def __init__(
        self,
        seats: int,
        window: bool,
        children: bool,
        rows: list[list[int | None]],
        known: list[list[int]],
        draw: list[int],
        discard: list[int],
        hand: int | None,
        phase: str,
        turn: int,
        forced: str | None = None,
        ability: Ability | None = None,
        event: Event | None = None,
        passed: int = 0,
        out: int = 0,
        used: int = 0,
        after: str = END,
        caller: int | None = None,
        ended: str | None = None,
    ) -> None:
        self.seats = seats
        self.window = window
        self.children = children
        self.rows = rows
        self.known = known
        self.draw = draw
        self.discard = discard
        self.hand = hand
        self.phase = phase
        self.turn = turn
        self.forced = forced
        self.ability = ability
        self.event = event
        self.passed = passed
        self.out = out
        self.used = used
        self.after = after
        self.caller = caller
        self.ended = ended
        self.winner: int | None = None
        self.turns = 0
        self.rng: Random | None = None

    @classmethod
    def of(cls, state: State) -> Table:
        """The whole of ``state`` (a sampled world) as a table."""
        return cls(
            state.seats,
            state.options.window > 0,
            state.options.children,
            [list(r) for r in state.rows],
            [list(k) for k in state.known],
            list(state.draw),
            list(state.discard),
            state.hand,
            state.phase,
            state.turn,
            state.forced,
            state.ability,
            state.event,
            state.passed,
            state.out,
            state.used,
            state.after,
            state.caller,
            state.ended,
        )

    # ------------------------------------------------------------ playouts

    def finish(self, me: int, rng: Random) -> float:
        """Play to the end with the normal policy for everyone; ``me``'s share of the win
        (1/k for a shared win), plus a little for the lead in points."""
        self.rng = rng
        while self.ended is None and self.turns < TURNS:
            phase = self.phase
            if phase == TURN:
                self.play_turn()
            elif phase == HOLD:
                self.play_hold()
            elif phase == ABILITY:
                self.play_ability()
            elif phase == WINDOW:
                self.play_window()
            elif phase == END:
                self.play_end()
            else:  # pragma: no cover - a playout never starts in the look
                break
        return self.value(me)

    def value(self, me: int) -> float:
        """``me``'s share of the win as the table stands (see :meth:`finish`)."""
        if self.ended == "empty":
            return 1.0 if self.winner == me else 0.0
        totals = [sum(points(c) for c in row if c is not None) for row in self.rows]
        low = min(totals)
        if totals[me] != low:
            return LEAD * max(low - totals[me], -10)
        others = min(t for s, t in enumerate(totals) if s != me)
        return 1.0 / totals.count(low) + LEAD * min(others - low, 10)

    def play_turn(self) -> None:
        t = self.turn
        can_draw = bool(self.draw) or len(self.discard) > 1
        if not can_draw and not self.discard:
            self.ended = "stuck"
            return
        mean = unseen_mean(self, t)
        slot = take_slot(self, t, mean, not can_draw)
        if slot is not None:
            self.take(t, slot)
        else:
            self.draw_card(t)

    def play_hold(self) -> None:
        t = self.turn
        slot = put_slot(self, t, unseen_mean(self, t))
        if slot is None:
            card = self.hand
            self.hand = None
            self.forced = None
            self.turn_discard(t, card)  # type: ignore[arg-type]
        else:
            self.put(t, slot)

    def play_ability(self) -> None:
        ability = self.ability
        assert ability is not None
        self.ability = None
        event = self.event
        if event is None or event.kind != "ability" or not event.noped:
            self.use(ability.seat, ability.card)
        self.after_ability()

    def play_window(self) -> None:
        """Settle the window: matches by whoever knows a card equal to the top."""
        if self.after == END:
            start = (self.turn + 1) % self.seats
            claimed = True
            while claimed and self.ended is None:
                claimed = False
                for k in range(self.seats):
                    s = (start + k) % self.seats
                    slot = match_slot(self, s)
                    if slot is not None:
                        self.match(s, slot)
                        claimed = True
                        break
        if self.ended is None:
            self.close_window()

    def play_end(self) -> None:
        t = self.turn
        if self.caller is None and calls(self, t, unseen_mean(self, t)):
            self.caller = t
        self.next_turn()

    # ------------------------------------------------------------ rules on lists

    def draw_card(self, t: int) -> None:
        if not self.draw:
            top = self.discard.pop()
            assert self.rng is not None
            self.draw = list(shuffled(self.discard, self.rng))
            self.discard = [top]
        card = self.draw.pop()
        self.hand = card
        if card == X:
            self.ended = "x"
            self.phase = OVER
            return
        self.phase = HOLD
        self.forced = None

    def take(self, t: int, slot: int) -> None:
        top = self.discard.pop()
        old = self.rows[t][slot]
        self.rows[t][slot] = top
        self.known[t][slot] = (1 << self.seats) - 1
        self.turn_discard(t, old)  # type: ignore[arg-type]

    def put(self, t: int, slot: int) -> None:
        old = self.rows[t][slot]
        self.rows[t][slot] = self.hand
        self.known[t][slot] = 1 << t
        self.hand = None
        self.forced = None
        self.turn_discard(t, old)  # type: ignore[arg-type]

    def turn_discard(self, t: int, card: int) -> None:
        """A card of the turn player's lands on the discard pile."""
        self.discard.append(card)
        if card == X:
            self.ended = "x"
            return
        if (card == PEEK or card == SWAP) and not self.used >> t & 1:
            self.used |= 1 << t
            self.use(t, card)
        self.event = None
        self.after = END
        self.phase = WINDOW if self.window else END

    def use(self, seat: int, card: int) -> None:
        """``seat`` uses a Peek or a Swap as the normal level does."""
        mean = unseen_mean(self, seat)
        if card == PEEK:
            target = peek_target(self, seat, mean)
            if target is not None:
                owner, slot = target
                self.known[owner][slot] |= 1 << seat
        else:
            trade = trade_target(self, seat, mean)
            if trade is not None:
                slot, owner, other = trade
                rows, known = self.rows, self.known
                rows[seat][slot], rows[owner][other] = rows[owner][other], rows[seat][slot]
                known[seat][slot], known[owner][other] = known[owner][other], known[seat][slot]

    def after_ability(self) -> None:
        """Back to the window the ability came from, or on to the turn's window."""
        self.event = None
        if self.window:
            self.phase = WINDOW
        else:
            self.phase = END

    def match(self, s: int, slot: int) -> None:
        self.passed = self.out = 0
        row = self.rows[s]
        card = row[slot]
        row[slot] = None
        self.discard.append(card)  # type: ignore[arg-type]
        if all(c is None for c in row):
            self.ended = "empty"
            self.winner = s
            return
        if (card == PEEK or card == SWAP) and not self.used >> s & 1:
            self.used |= 1 << s
            self.use(s, card)
        self.event = None

    def close_window(self) -> None:
        self.event = None
        if self.after == END and self.caller is None:
            self.phase = END
        else:
            self.next_turn()

    def next_turn(self) -> None:
        self.turns += 1
        self.turn = (self.turn + 1) % self.seats
        self.used = 0
        self.after = END
        self.event = None
        if self.caller == self.turn:
            self.ended = "call"
            return
        if self.children:
            for s in range(self.seats):
                if s != self.turn:
                    bit = 1 << s
                    self.known[s] = [k | bit for k in self.known[s]]
        self.phase = TURN


# ---------------------------------------------------------------- the normal level


def knows(t: Table, s: int, owner: int, slot: int) -> bool:
    """True if ``s`` knows the card in ``owner``'s ``slot``."""
    return bool(t.known[owner][slot] >> s & 1)


def unseen_mean(t: Table, s: int) -> float:
    """The mean points of a card ``s`` has not seen (in the draw pile or a row)."""
    total, count = DECK_POINTS, len(DECK)
    for card in t.discard:
        total -= points(card)
        count -= 1
    for row, masks in zip(t.rows, t.known, strict=True):
        for slot, mask in zip(row, masks, strict=True):
            if slot is not None and mask >> s & 1:
                total -= points(slot)
                count -= 1
    if t.hand is not None and t.turn == s:
        total -= points(t.hand)
        count -= 1
    return total / count if count > 0 else DECK_POINTS / len(DECK)


def worth(t: Table, s: int, owner: int, slot: int, mean: float) -> float:
    """What ``s`` expects the card in ``owner``'s ``slot`` to count."""
    m = t.known[owner][slot]
    if m >> s & 1:
        return points(t.rows[owner][slot])  # type: ignore[arg-type]
    if owner != s and m >> owner & 1:
        return min(OWNED, mean)
    return mean


def estimate(t: Table, s: int, owner: int, mean: float) -> float:
    """What ``s`` expects ``owner``'s row to count."""
    return sum(worth(t, s, owner, i, mean) for i, c in enumerate(t.rows[owner]) if c is not None)


def feared(t: Table, s: int, mean: float) -> list[int]:
    """The other seats, the lowest estimated row first."""
    others = [o for o in range(t.seats) if o != s]
    return sorted(others, key=lambda o: estimate(t, s, o, mean))


def leads(t: Table, s: int, mean: float, margin: float) -> bool:
    """True if ``s``'s estimate is below every other seat's by more than ``margin``."""
    mine = estimate(t, s, s, mean)
    return all(mine + margin < estimate(t, s, o, mean) for o in range(t.seats) if o != s)


def _targets(t: Table, s: int, mean: float) -> list[tuple[float, int]]:
    """``s``'s slots as replacement targets, ``(worth, slot)``. A slot known to hold the
    X ends the game when its card is discarded: first choice if ``s`` leads, else none."""
    out: list[tuple[float, int]] = []
    row = t.rows[s]
    for i, c in enumerate(row):
        if c is None:
            continue
        if c == X and knows(t, s, s, i):
            if leads(t, s, mean, 0.0):
                out.append((100.0, i))
            continue
        out.append((worth(t, s, s, i, mean), i))
    return out


def draw_gain(high: float) -> float:
    """What a draw is expected to save when the row's worst card is worth ``high``."""
    return sum(high - p for p in DRAWN if p < high) / len(DRAWN) + ABILITY_DRAW


def take_slot(t: Table, s: int, mean: float, must: bool = False) -> int | None:
    """The slot to take the top discard into, or None to draw (``must``: no draw)."""
    if not t.discard:
        return None
    top = points(t.discard[-1])
    targets = _targets(t, s, mean)
    if not targets:
        row = t.rows[s]
        return next(i for i, c in enumerate(row) if c is not None) if must else None
    high, slot = max(targets, key=lambda v: (v[0], -v[1]))
    if must:
        return slot
    if not knows(t, s, s, slot) and high - top < UNKNOWN_MARGIN:
        return None
    if high - top >= draw_gain(high) + TAKE_MARGIN:
        return slot
    return None


def put_slot(t: Table, s: int, mean: float) -> int | None:
    """The slot to put the drawn card into, or None to discard it."""
    if t.forced == "discard":
        return None
    card = points(t.hand)  # type: ignore[arg-type]
    targets = _targets(t, s, mean)
    if not targets:
        row = t.rows[s]
        return next(i for i, c in enumerate(row) if c is not None) if t.forced == "put" else None
    high, slot = max(targets, key=lambda v: (v[0], -v[1]))
    if t.forced == "put":
        return slot
    need = 1.0 if knows(t, s, s, slot) else UNKNOWN_MARGIN
    return slot if high - card >= need else None


def peek_target(t: Table, s: int, mean: float) -> tuple[int, int] | None:
    """An own unknown slot first, then one of the most feared opponent's."""
    for i, c in enumerate(t.rows[s]):
        if c is not None and not knows(t, s, s, i):
            return s, i
    for o in feared(t, s, mean):
        for i, c in enumerate(t.rows[o]):
            if c is not None and not knows(t, s, o, i):
                return o, i
    return None


def trade_target(t: Table, s: int, mean: float) -> tuple[int, int, int] | None:
    """``(slot, owner, other)``: the own worst card for the best opponent's card, if it
    saves at least ``TRADE_MARGIN``; the most feared opponent on a tie."""
    mine = [(worth(t, s, s, i, mean), i) for i, c in enumerate(t.rows[s]) if c is not None]
    if not mine:
        return None
    high, slot = max(mine, key=lambda v: (v[0], -v[1]))
    best: tuple[float, int, int] | None = None
    for o in feared(t, s, mean):
        for j, c in enumerate(t.rows[o]):
            if c is None:
                continue
            gain = high - worth(t, s, o, j, mean)
            if best is None or gain > best[0]:
                best = (gain, o, j)
    if best is None or best[0] < TRADE_MARGIN:
        return None
    return slot, best[1], best[2]


def match_slot(t: Table, s: int) -> int | None:
    """An own slot ``s`` knows to equal the top discard, worth matching (not a negative
    card unless it empties the row)."""
    if not t.discard or (t.passed | t.out) >> s & 1:
        return None
    top = t.discard[-1]
    row = t.rows[s]
    cards = sum(c is not None for c in row)
    for i, c in enumerate(row):
        if c == top and knows(t, s, s, i) and (c >= 0 or cards == 1):
            return i
    return None


def held_nope(t: Table, s: int) -> int | None:
    """An own slot ``s`` knows to hold a Nope, if ``s`` may play one now."""
    event = t.event
    if event is None or (t.passed | t.out) >> s & 1 or event.by() == s:
        return None
    return next((i for i, c in enumerate(t.rows[s]) if c == NOPE and knows(t, s, s, i)), None)


def nope_slot(t: Table, s: int, mean: float) -> int | None:
    """:func:`held_nope`, if the last event is worth noping: an opponent's that stands
    and is no gift to its maker, or ``s``'s own that was noped."""
    slot = held_nope(t, s)
    event = t.event
    if slot is None or event is None:
        return None
    if event.noped:
        return slot if event.seat == s else None
    if event.seat == s:
        return None
    return slot if _hurts(t, s, event, mean) else None


def _hurts(t: Table, s: int, event: Event, mean: float) -> bool:
    """True if noping ``event`` (an opponent's, standing) is not a gift to its maker."""
    kind, maker = event.kind, event.seat
    if kind == "call":
        return estimate(t, s, s, mean) >= estimate(t, s, maker, mean) - 1
    if kind in ("draw", "ability"):
        return maker == feared(t, s, mean)[0]
    top = points(t.discard[-1]) if t.discard else 0
    if kind == "discard":
        # it must go into the maker's row instead, in place of its worst card
        high = max(
            (worth(t, s, maker, i, mean) for i, c in enumerate(t.rows[maker]) if c is not None),
            default=mean,
        )
        return top >= high - 1
    if kind == "swap" and event.slot is not None:
        # the old card (the top) goes back into the slot, the new one onto the pile
        return worth(t, s, maker, event.slot, mean) <= top + 1
    if kind == "match":
        return top >= 0
    return False


def calls(t: Table, s: int, mean: float) -> bool:
    """True if ``s`` should call: few own cards unknown and its estimate clearly lowest."""
    if t.caller is not None:
        return False
    unknown = sum(c is not None and not knows(t, s, s, i) for i, c in enumerate(t.rows[s]))
    return unknown <= CALL_UNKNOWN and leads(t, s, mean, CALL_MARGIN)


def choose(t: Table, s: int) -> Move:
    """The normal level's move for seat ``s`` (one that may act now) on ``t``."""
    mean = unseen_mean(t, s)
    phase = t.phase
    if phase == LOOK:
        row = t.rows[s]
        return Look(
            s, next(i for i, c in enumerate(row) if c is not None and not knows(t, s, s, i))
        )
    if phase == TURN:
        can_draw = bool(t.draw) or len(t.discard) > 1
        slot = take_slot(t, s, mean, not can_draw)
        return Draw(s) if slot is None else Take(s, slot)
    if phase == END:
        return Call(s) if calls(t, s, mean) else EndTurn(s)
    if phase == HOLD and s == t.turn and t.hand is not None:
        if t.forced is not None and (slot := nope_slot(t, s, mean)) is not None:
            return Nope(s, slot)
        slot = put_slot(t, s, mean)
        return Discard(s) if slot is None else Put(s, slot)
    if phase == ABILITY and t.ability is not None and s == t.ability.seat:
        event = t.event
        if event is not None and event.kind == "ability" and event.noped:
            slot = nope_slot(t, s, mean)
            return Skip(s) if slot is None else Nope(s, slot)
        if t.ability.card == PEEK:
            target = peek_target(t, s, mean)
            return Skip(s) if target is None else Peek(s, *target)
        trade = trade_target(t, s, mean)
        return Skip(s) if trade is None else Trade(s, *trade)
    if phase == WINDOW and t.after == END:
        slot = match_slot(t, s)
        if slot is not None:
            return Match(s, slot)
    slot = nope_slot(t, s, mean)
    return Pass(s) if slot is None else Nope(s, slot)
