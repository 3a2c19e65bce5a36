"""Screens, one module each; a game's screens live in a package of their own."""
