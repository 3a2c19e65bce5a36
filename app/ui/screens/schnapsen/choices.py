"""The Schnapsen table's own choices (not rules): kept in the session's extras."""

from __future__ import annotations

from dataclasses import dataclass

from app.core.options import RuleOptions


@dataclass(frozen=True, slots=True)
class Choices(RuleOptions):
    """What a Schnapsen setup chooses besides the rules."""

    show_points: bool = False
    """Both players' trick points stay on the table."""
    aids: bool = False
    """Learning aids: hints, the win meter, taking a move back and the deal review."""
    open_hands: bool = False
    """Training: the computer's cards face up (it still plays from its own view)."""
