"""Scenario tests for the Snorkeling engine (rules: shared/specs/games.md §3, seed 003)."""
