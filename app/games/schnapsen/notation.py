"""Schnapsen states as JSON, and a compact text notation for scenario tests.

>>> s = from_text("AH TH KH QH JH | AS TS KS QS JS", trump="QC", talon="AC TC KC JC AD TD KD QD JD")
>>> s.hands[0][0].code, s.trump.value, len(s.talon)
('AH', 'C', 9)
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping
from typing import Any

from app.core.cards import Card, Suit
from app.core.errors import InvalidNotation
from app.games.schnapsen.model import DealResult, Options, State, Trick, card_from_code
from app.games.schnapsen.rules import DECK, sort_hand
from app.games.schnapsen.view import all_cards


def _codes(cards) -> list[str]:
    return [c.code for c in cards]


def _cards(codes) -> tuple[Card, ...]:
    return tuple(card_from_code(c) for c in codes)


def _seat(value: Any) -> int:
    if type(value) is not int or value not in (0, 1):
        raise InvalidNotation("state-damaged")
    return value


def _pair(value: Any) -> tuple[int, int]:
    if not isinstance(value, list | tuple) or len(value) != 2:
        raise InvalidNotation("state-damaged")
    if not all(type(v) is int for v in value):
        raise InvalidNotation("state-damaged")
    return (value[0], value[1])


def _trick(t: Trick) -> list:
    return [t.leader, t.lead.code, t.follow.code, t.winner]


def _result(r: DealResult) -> dict[str, Any]:
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


def state_to_dict(state: State) -> dict[str, Any]:
    """The JSON form of a state."""
    return {
        "seed": state.seed,
        "options": state.options.to_dict(),
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


def state_from_dict(data: Mapping[str, Any]) -> State:
    """Parse :func:`state_to_dict` output; raises InvalidNotation if it is malformed."""
    try:
        state = State(
            seed=data["seed"],
            options=Options.parse(data["options"]),
            deal_no=int(data["deal_no"]),
            dealer=_seat(data["dealer"]),
            trump=Suit(data["trump"]),
            hands=(_cards(data["hands"][0]), _cards(data["hands"][1])),
            talon=_cards(data["talon"]),
            trump_card=card_from_code(data["trump_card"]) if data["trump_card"] else None,
            leader=_seat(data["leader"]),
            trick=_cards(data["trick"]),
            history=tuple(
                Trick(_seat(a), card_from_code(b), card_from_code(c), _seat(d))
                for a, b, c, d in data["history"]
            ),
            marriages=(
                tuple(Suit(s) for s in data["marriages"][0]),
                tuple(Suit(s) for s in data["marriages"][1]),
            ),
            announced=Suit(data["announced"]) if data["announced"] else None,
            closed_by=None if data["closed_by"] is None else _seat(data["closed_by"]),
            closed_at=None if data["closed_at"] is None else _pair(data["closed_at"]),
            known=(_cards(data["known"][0]), _cards(data["known"][1])),
            results=tuple(
                DealResult(
                    _seat(r["dealer"]),
                    _seat(r["winner"]),
                    int(r["game_points"]),
                    str(r["reason"]),
                    _pair(r["points"]),
                    _pair(r["tricks"]),
                    (_cards(r["hands"][0]), _cards(r["hands"][1])),
                    None if r["closed_by"] is None else _seat(r["closed_by"]),
                )
                for r in data["results"]
            ),
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
    options: Mapping[str, Any] | None = None,
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
