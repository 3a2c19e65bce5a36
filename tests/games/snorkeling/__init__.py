"""Scenario tests for the Snorkeling engine (rules: app/games/snorkeling/RULES.md)."""
