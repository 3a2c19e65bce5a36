"""Scenario tests for the Schnapp, Land, Fluss! engine (rules: shared/specs/games.md §2)."""
