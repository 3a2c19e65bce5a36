"""Scenario tests for the Schnapsen engine (rules: shared/specs/games.md §1)."""
