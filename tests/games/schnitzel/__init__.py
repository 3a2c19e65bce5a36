"""Scenario tests for the Schnitzel engine (games.md §4; the design for issue 19)."""
