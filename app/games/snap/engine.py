"""Schnipp-Schnapp (Snap) for 2–6 (RULES.md): the engine and the computer levels."""

from __future__ import annotations

from app.core.contract import Engine
from app.games.game import Level
from app.games.snap.bots import BUDGET, REACTION
from app.games.snap.bots import LEVELS as DECISIONS
from app.games.snap.model import SEAT_COUNTS, Move, Options, State, move_from_code
from app.games.snap.notation import state_from_dict, state_to_dict
from app.games.snap.rules import apply, error, legal_moves, new_game, outcome, to_act
from app.games.snap.view import (
    View,
    all_cards,
    deck_cards,
    hidden,
    redeal_hidden,
    view_cards,
    view_for,
)

ENGINE: Engine[State, Move, View] = Engine(
    id="snap",
    seat_counts=SEAT_COUNTS,
    new_game=new_game,
    to_act=to_act,
    legal_moves=legal_moves,
    apply=apply,
    error=error,
    view_for=view_for,
    outcome=outcome,
    move_from_code=move_from_code,
    state_to_dict=state_to_dict,
    state_from_dict=state_from_dict,
    cards=all_cards,
    deck=deck_cards,
    hidden=hidden,
    redeal_hidden=redeal_hidden,
    view_cards=view_cards,
    default_options=Options().to_dict(),
    # Random play ends by itself (a call needs a face-up card, so a player without cards
    # is never named and drops out of the card flow), but late: over 10,000 random games
    # (2,000 per seat count, 2–6) the median was 560–1,056 moves and the longest 9,557.
    max_moves=25_000,
)

LEVELS = tuple(Level(name, DECISIONS[name], BUDGET, REACTION[name]) for name in DECISIONS)
"""The computer levels, weakest first."""
