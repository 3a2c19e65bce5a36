"""The Schnapsen deal review (issue 23): each of the person's moves against the best move
from their view then; a move that was the best costs nothing."""

from __future__ import annotations

from random import Random

import flet as ft
import pytest

from app.ai.budget import finish
from app.games.schnapsen import fast
from app.games.schnapsen.engine import ENGINE
from app.games.schnapsen.review import Verdict, costliest, verdict
from app.games.schnapsen.rules import apply, legal_moves, new_game, to_act
from app.games.schnapsen.solver import best_move
from app.ui.session import AIDS, Seat
from tests.ui.harness import _walk, at_result, settle, until
from tests.ui.test_schnapsen_ui import seated, start

pytestmark = pytest.mark.asyncio


def endgame(seed: str):
    """A deal played on with first-legal moves until nothing is left to draw."""
    state = new_game(seed, {}, 2)
    while state.talon or state.trump_card is not None:
        state = apply(state, legal_moves(state, to_act(state)[0])[0])
    return state


async def test_the_best_move_costs_nothing_and_a_worse_one_its_difference():
    """Once nothing is left to draw every card is known: the solver's best move is the
    review's best and costs 0; any other move costs what the solver says it gives away."""
    checked = 0
    for n in range(8):
        state = endgame(f"rv-{n}")
        seat = to_act(state)[0] if to_act(state) else None
        if seat is None or state.results:
            continue
        view = ENGINE.view_for(state, seat)
        best = fast.to_move(best_move(fast.from_state(state), seat)[0], seat)
        assert finish(verdict(view, best, Random(1))) == Verdict(best, best, 0.0)
        for other in legal_moves(state, seat):
            worse = finish(verdict(view, other, Random(1)))
            assert worse.cost >= 0 and (worse.cost == 0) == (worse.best == other)
        checked += 1
    assert checked >= 4


async def test_the_costliest_moves_are_named_in_the_order_they_were_played():
    """Up to three, each worth pointing out."""
    p = Seat("Anna")
    moves = [Verdict(p, p, c) for c in (0.0, 0.5, 2.0, 0.2, 1.0, 0.7)]
    assert costliest(moves) == [2, 4, 5]
    assert costliest([Verdict(p, p, 0.0)]) == []


async def test_a_deal_review_by_tap_fills_in_its_findings(tmp_path):
    """At the deal's result a tap opens the review: a progress bar, then the moves that
    cost the most (or that each was as good as the best), in sentences."""
    h, shell = await start(tmp_path)
    table = await seated(h, shell, "rv-tap", extras={AIDS: True})
    session = table.session
    for _ in range(200):
        if at_result(table):
            break
        if 0 in session.actors():
            table.act(session.legal(0)[-1])
        await settle(5)
    await h.drawn()
    await h.fire(h.find("review-deal"), "click")
    await until(lambda: any(finding(str(getattr(c, "identifier", ""))) for c in h.all()))
    found = [c.content for c in h.all() if finding(str(getattr(c, "identifier", "")))]
    clean = "Every move of yours was as good as the strong computer's."
    if isinstance(found[0], ft.Text):
        assert len(found) == 1 and found[0].value == clean
        return
    for shown in found:  # each on the table as it was: the played and the better card marked
        said = shown.controls[0].value
        assert said.startswith("Trick ") and "Better: " in said
        inside: list = []
        _walk(shown.controls[1], inside)
        captions = [c.value for c in inside if isinstance(c, ft.Text)]
        played = said.split("your move: ")[1].split(". Better")[0]
        assert captions.count("you played") == (" of " in played), said  # a card, not Close
        assert captions.count("better") <= 1


def finding(identifier: str) -> bool:
    """Whether a control is one of the review's findings."""
    return identifier == "review-clean" or identifier.removeprefix("review-").isdigit()


async def test_the_review_is_only_offered_with_aids(tmp_path):
    """Without learning aids the result has no review button."""
    h, shell = await start(tmp_path)
    table = await seated(h, shell, "rv-none")
    for _ in range(200):
        if at_result(table):
            break
        if 0 in table.session.actors():
            table.act(table.session.legal(0)[-1])
        await settle(5)
    await h.drawn()
    assert not h.has("review-deal")
