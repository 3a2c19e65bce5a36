"""Scenario-test tools over any engine: play move codes, and check a refusal."""

from __future__ import annotations

from typing import Any

import pytest

from app.core.contract import Engine
from app.core.errors import IllegalMove


def run(engine: Engine[Any, Any, Any], state: Any, *codes: str) -> Any:
    """``state`` after the move codes in order."""
    for code in codes:
        state = engine.apply(state, engine.move_from_code(code))
    return state


def refused(engine: Engine[Any, Any, Any], state: Any, code: str) -> str:
    """The error code with which ``code`` is refused; the state must stay as it was."""
    before = engine.state_to_dict(state)
    with pytest.raises(IllegalMove) as info:
        engine.apply(state, engine.move_from_code(code))
    assert engine.state_to_dict(state) == before
    return info.value.code


def legal_codes(engine: Engine[Any, Any, Any], state: Any, seat: int) -> set[str]:
    """The codes of every legal move of ``seat``."""
    return {m.code for m in engine.legal_moves(state, seat)}
