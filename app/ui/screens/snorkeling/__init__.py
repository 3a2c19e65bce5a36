"""Snorkeling screens: setup (/play/snorkeling/setup) and the table (/play/snorkeling)."""
