"""Scenario tests for the Schnitzel engine (app/games/schnitzel/RULES.md)."""
