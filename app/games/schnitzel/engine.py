"""Schnitzel for 2–6 (rules: RULES.md beside it): the engine and the computer levels."""

from __future__ import annotations

from app.core.contract import Engine
from app.games.game import Level
from app.games.schnitzel.bots import BUDGETS, REACTION
from app.games.schnitzel.bots import LEVELS as DECISIONS
from app.games.schnitzel.model import SEAT_COUNTS, Move, Options, State, move_from_code
from app.games.schnitzel.notation import state_from_dict, state_to_dict
from app.games.schnitzel.rules import apply, error, legal_moves, new_game, outcome, to_act
from app.games.schnitzel.view import (
    View,
    all_cards,
    deck_cards,
    hidden,
    open_view,
    redeal_hidden,
    view_cards,
    view_for,
)

ENGINE: Engine[State, Move, View] = Engine(
    id="schnitzel",
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
    open_view=open_view,
    default_options=Options().to_dict(),
    max_moves=750,  # 3× the longest of 12,000 random games (244 moves)
)

LEVELS = tuple(Level(name, DECISIONS[name], BUDGETS[name], REACTION[name]) for name in DECISIONS)
"""The computer levels, weakest first."""
