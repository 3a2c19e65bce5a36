"""Generic search for computer players: budgets, chunked decisions, PIMC.

Everything here works on plain callables and a ``random.Random`` passed in, so a
game's ``bots.py`` supplies the determinization and the evaluation.
"""
