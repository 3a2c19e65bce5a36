"""Schnapp, Land, Fluss! screens: setup (/play/slf/setup) and the table (/play/slf)."""
