"""Schnapsen for two: the engine and the computer levels (rules: RULES.md beside it)."""

from __future__ import annotations

from collections import Counter

from app.core.contract import Engine
from app.games.game import Level
from app.games.schnapsen.bots import BUDGETS
from app.games.schnapsen.bots import LEVELS as DECISIONS
from app.games.schnapsen.model import Move, Options, State, move_from_code
from app.games.schnapsen.notation import state_from_dict, state_to_dict
from app.games.schnapsen.rules import DECK, apply, error, legal_moves, new_game, outcome, to_act
from app.games.schnapsen.view import View, all_cards, hidden, redeal_hidden, view_cards, view_for

ENGINE: Engine[State, Move, View] = Engine(
    id="schnapsen",
    seat_counts=(2,),
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
    deck=lambda state: Counter(DECK),
    hidden=hidden,
    redeal_hidden=redeal_hidden,
    view_cards=view_cards,
    default_options=Options().to_dict(),
    max_moves=2_000,
    format1_seatless=True,
)

LEVELS = tuple(Level(name, DECISIONS[name], BUDGETS[name]) for name in DECISIONS)
"""The computer levels, weakest first."""
