"""The Schnitzel table's own choices (not rules): kept in the session's extras."""

from __future__ import annotations

from dataclasses import dataclass

from app.core.options import RuleOptions


@dataclass(frozen=True, slots=True)
class Choices(RuleOptions):
    """What a Schnitzel setup chooses besides the rules."""

    aids: bool = False
    """Learning aids: hints and taking a move back."""
