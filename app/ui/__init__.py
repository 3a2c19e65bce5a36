"""The Flet 1.0 user interface; it may import everything, nothing imports it."""
