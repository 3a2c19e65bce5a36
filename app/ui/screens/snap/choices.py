"""The Schnipp-Schnapp table's own choices (not rules): kept in the session's extras."""

from __future__ import annotations

from dataclasses import dataclass

from app.core.options import RuleOptions


@dataclass(frozen=True, slots=True)
class Choices(RuleOptions):
    """What a Schnipp-Schnapp setup chooses besides the rules."""

    children: bool = False
    """Children's mode: the cards are turned more slowly and the tap zones are bigger."""
