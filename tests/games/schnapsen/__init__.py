"""Scenario tests for the Schnapsen engine (rules: app/games/schnapsen/RULES.md)."""
