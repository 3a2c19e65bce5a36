"""How am I doing? The chance that a seat wins the running deal, from its own view.

Worlds consistent with everything the seat has seen (as the strong level samples them)
are played to the deal's end: plausible play by both sides while cards can still be
drawn, then perfect play (the exact solver) once the talon is closed or used up. Once
the talon is used up every card is known, so the one world left gives the exact answer
under perfect play. An estimate, for learners: the same view and random numbers give the
same chance, whatever the hidden cards really are.
"""

from __future__ import annotations

from random import Random

from app.ai.budget import Budget, Decision
from app.games.schnapsen import fast
from app.games.schnapsen.bots import Worlds, guided, seat_view
from app.games.schnapsen.solver import no_draw, solve

BUDGET = Budget(samples=64, seconds=0.4, chunk=4)
"""Worlds for one reading of the meter (the UI adds its clock)."""


def win_chance(view: object, rng: Random, budget: Budget = BUDGET) -> Decision[float]:
    """The share of sampled worlds (every world, where few are left) in which the view's
    seat wins the deal; yields between chunks of worlds."""
    v = seat_view(view)
    worlds = Worlds(v)
    count = worlds.count()
    listed = worlds.every() if count is not None and count <= budget.samples else None
    out_of_time = budget.deadline()
    wins = played = 0
    for n in range(len(listed) if listed is not None else budget.samples):
        world = listed[n] if listed is not None else worlds.sample(rng)
        wins += wins_out(world, v.seat, rng)
        played += 1
        if played % budget.chunk == 0:
            yield
            if listed is None and out_of_time():
                break
    return wins / played


def wins_out(world: list, me: int, rng: Random) -> bool:
    """Whether seat ``me`` wins ``world`` played out: plausible moves while cards can be
    drawn, then perfect play."""
    s = world
    while not no_draw(s):
        nxt = fast.step(s, guided(s, rng))
        if isinstance(nxt, tuple):
            return nxt[0] == me
        s = nxt
    return solve(s, me) > 0
