"""Vocabulary shared by all games: cards, seeded randomness, errors, the contract."""
