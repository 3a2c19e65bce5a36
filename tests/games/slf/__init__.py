"""Scenario tests for the Schnapp, Land, Fluss! engine (rules: app/games/slf/RULES.md)."""
