"""The Schnapp, Land, Fluss! table's own choices (not rules): kept in the session's extras."""

from __future__ import annotations

from dataclasses import dataclass

from app.core.options import RuleOptions, option

COUNTDOWNS = (0, 30, 45, 60)
"""The countdowns a table may run, in seconds (0: none)."""


@dataclass(frozen=True, slots=True)
class Choices(RuleOptions):
    """What a Schnapp, Land, Fluss! setup chooses besides the rules."""

    countdown: int = option(0, COUNTDOWNS)
    """Seconds for each category; when they run out nobody knows it (0: no countdown)."""
