"""Schnapsen states as JSON, and a compact text notation for scenario tests.

>>> s = from_text("AH TH KH QH JH | AS TS KS QS JS", trump="QC", talon="AC TC KC JC AD TD KD QD JD")
>>> s.hands[0][0].code, s.trump.value, len(s.talon)
('AH', 'C', 9)
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Mapping

from app.core.cards import Card, Suit
from app.core.errors import InvalidNotation
from app.core.json import Json, JsonDict
from app.core.saves import each, keyed, seed, text, whole
from app.games.schnapsen.model import DealResult, Options, State, Trick, card_from_code
from app.games.schnapsen.rules import DECK, sort_hand
from app.games.schnapsen.view import all_cards


def _codes(cards: Iterable[Card]) -> list[Json]:
    return [c.code for c in cards]


def _cards(codes: Iterable[str]) -> tuple[Card, ...]:
    return tuple(card_from_code(c) for c in codes)


def _card(raw: object) -> Card:
    return card_from_code(text(raw))


def _saved_cards(raw: object) -> tuple[Card, ...]:
    return each(raw, _card)


def _both(raw: object) -> tuple[object, object]:
    """A list of two values, one per seat."""
    first, second = each(raw, lambda value: value)
    return first, second


def _hands(raw: object) -> tuple[tuple[Card, ...], tuple[Card, ...]]:
    first, second = _both(raw)
    return _saved_cards(first), _saved_cards(second)


def _suit(raw: object) -> Suit:
    return Suit(text(raw))


def _suits(raw: object) -> tuple[Suit, ...]:
    return each(raw, _suit)


def _seat(value: object) -> int:
    if type(value) is not int or value not in (0, 1):
        raise InvalidNotation("state-damaged")
    return value


def _pair(value: object) -> tuple[int, int]:
    if not isinstance(value, list | tuple) or len(value) != 2:
        raise InvalidNotation("state-damaged")
    if not all(type(v) is int for v in value):
        raise InvalidNotation("state-damaged")
    return (value[0], value[1])


def _trick(t: Trick) -> list[Json]:
    return [t.leader, t.lead.code, t.follow.code, t.winner]


def _result(r: DealResult) -> JsonDict:
    return {
        "dealer": r.dealer,
        "winner": r.winner,
        "game_points": r.game_points,
        "reason": r.reason,
        "points": list(r.points),
        "tricks": list(r.tricks),
        "hands": [_codes(h) for h in r.hands],
        "closed_by": r.closed_by,
    }


def state_to_dict(state: State) -> JsonDict:
    """The JSON form of a state."""
    return {
        "seed": state.seed,
        "options": {**state.options.to_dict()},
        "deal_no": state.deal_no,
        "dealer": state.dealer,
        "trump": state.trump.value,
        "hands": [_codes(h) for h in state.hands],
        "talon": _codes(state.talon),
        "trump_card": state.trump_card.code if state.trump_card else None,
        "leader": state.leader,
        "trick": _codes(state.trick),
        "history": [_trick(t) for t in state.history],
        "marriages": [[s.value for s in m] for m in state.marriages],
        "announced": state.announced.value if state.announced else None,
        "closed_by": state.closed_by,
        "closed_at": list(state.closed_at) if state.closed_at else None,
        "known": [_codes(k) for k in state.known],
        "results": [_result(r) for r in state.results],
        "remaining": list(state.remaining),
    }


def _trick_from(raw: object) -> Trick:
    leader, lead, follow, winner = each(raw, lambda value: value)
    return Trick(_seat(leader), _card(lead), _card(follow), _seat(winner))


def _result_from(value: object) -> DealResult:
    raw = keyed(value)
    return DealResult(
        _seat(raw["dealer"]),
        _seat(raw["winner"]),
        whole(raw["game_points"]),
        text(raw["reason"]),
        _pair(raw["points"]),
        _pair(raw["tricks"]),
        _hands(raw["hands"]),
        None if raw["closed_by"] is None else _seat(raw["closed_by"]),
    )


def state_from_dict(data: Mapping[str, object]) -> State:
    """Parse :func:`state_to_dict` output; raises InvalidNotation if it is malformed."""
    try:
        mine, yours = _both(data["marriages"])
        state = State(
            seed=seed(data["seed"]),
            options=Options.parse(data["options"]),
            deal_no=whole(data["deal_no"]),
            dealer=_seat(data["dealer"]),
            trump=_suit(data["trump"]),
            hands=_hands(data["hands"]),
            talon=_saved_cards(data["talon"]),
            trump_card=_card(data["trump_card"]) if data["trump_card"] else None,
            leader=_seat(data["leader"]),
            trick=_saved_cards(data["trick"]),
            history=each(data["history"], _trick_from),
            marriages=(_suits(mine), _suits(yours)),
            announced=_suit(data["announced"]) if data["announced"] else None,
            closed_by=None if data["closed_by"] is None else _seat(data["closed_by"]),
            closed_at=None if data["closed_at"] is None else _pair(data["closed_at"]),
            known=_hands(data["known"]),
            results=each(data["results"], _result_from),
            remaining=_pair(data["remaining"]),
        )
    except (KeyError, TypeError, ValueError, IndexError) as exc:
        raise InvalidNotation("state-damaged") from exc
    if all_cards(state) != Counter(DECK):
        raise InvalidNotation("state-damaged")
    return state


def from_text(
    hands: str,
    *,
    trump: str,
    talon: str = "",
    leader: int = 0,
    dealer: int | None = None,
    options: Mapping[str, object] | None = None,
    remaining: tuple[int, int] | None = None,
) -> State:
    """A deal from text: ``hands="AH TH | KS QS"``, ``trump="QH"`` (the face-up card, or
    just a suit letter such as ``"H"`` once it has been drawn), ``talon`` top first."""
    first, _, second = hands.partition("|")
    opts = Options.parse(options)
    up = card_from_code(trump) if len(trump) == 2 else None
    start = opts.bummerl_start
    return State(
        seed="scenario",
        options=opts,
        deal_no=0,
        dealer=1 - leader if dealer is None else dealer,
        trump=up.suit if up else Suit(trump),
        hands=(sort_hand(_cards(first.split())), sort_hand(_cards(second.split()))),
        talon=_cards(talon.split()),
        trump_card=up,
        leader=leader,
        remaining=remaining or (start, start),
    )
