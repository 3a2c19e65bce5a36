"""Schnapsen screens: setup (/play/schnapsen/setup) and the table (/play/schnapsen)."""
