"""Schnapp, Land, Fluss!: the engine; only people play (rules: RULES.md beside it)."""

from __future__ import annotations

from app.core.contract import Engine
from app.games.slf.model import Move, Options, State, move_from_code
from app.games.slf.notation import state_from_dict, state_to_dict
from app.games.slf.rules import SEAT_COUNTS, apply, error, legal_moves, new_game, outcome, to_act
from app.games.slf.view import (
    View,
    all_cards,
    deck_cards,
    hidden,
    redeal_hidden,
    view_cards,
    view_for,
)

ENGINE: Engine[State, Move, View] = Engine(
    id="slf",
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
    max_moves=3_000,
)

LEVELS = ()
"""The computer levels, weakest first."""
