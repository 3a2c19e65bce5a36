"""Schnitzel played in a real browser: the only person's taps, and a game against two
computers played plainly in Python to the end of one of the person's turns (their call
ends it), to be continued in the browser (``open_saved`` in tests/e2e/conftest.py)."""

from __future__ import annotations

from playwright.sync_api import Error as PlaywrightError
from playwright.sync_api import Page

from app.games.schnitzel.model import NOPE
from app.ui.session import GameSession, Seat
from tests.e2e.conftest import by_id, shown

ACTIONS = ("look-done", "go-on", "skip", "call", "discard", "draw", "end-turn")
"""What the only person taps, most urgent first: a private look's Done, past a window,
no ability, "Schnitzel!" at a turn's end, the drawn card away, a new card."""

WAITED = (*ACTIONS, "game-result")
"""What a person waits for while the computers play: something to tap, or the result."""


def tap_on(page: Page) -> None:
    """One move of the person's, whatever the table asks for now (a refused or outdated
    tap is tried again on the next round); with nothing to tap (the computers play), wait
    until something is (or the result shows)."""
    for ident in ACTIONS:
        button = by_id(page, ident)
        if button.count():
            try:
                button.click(timeout=2_000)
            except PlaywrightError:
                pass
            return
    shown(page.locator(", ".join(f'[flt-semantics-identifier="{i}"]' for i in WAITED)), 30_000)


def to_the_result(page: Page) -> None:
    """Tap on until the game's result shows (its computers play their last turns)."""
    result = by_id(page, "game-result")
    for _ in range(300):
        if result.count():
            break
        tap_on(page)
    shown(result, timeout=20_000)


PLAIN = ("look", "draw", "discard", "put", "skip", "pass", "end")
"""A plain player's moves, in the order they are chosen where several are legal."""


def plain_move(game: GameSession, seat: int):
    """A plain move for ``seat``: look, draw, discard, no ability, pass, end the turn."""

    def rank(move) -> int:
        kind = move.code.split(":")[0]
        return PLAIN.index(kind) if kind in PLAIN else len(PLAIN)

    return min(game.legal(seat), key=rank)


def near_the_end(client: str) -> GameSession:
    """Anna against the easy and the normal computer, played plainly in Python until the
    end of one of Anna's turns some rounds in (a deal in which no X came up), when no
    computer has a Nope in its row (her call will stand: the game ends within a round)."""
    seats = (Seat("Anna"), Seat(bot="easy"), Seat(bot="normal"))
    for attempt in range(50):
        game = GameSession.start("schnitzel", {"window": 2}, f"end-{attempt}", seats, "now")
        while game.outcome() is None and len(game.record.moves) < 400:
            v = game.view(0)
            rows = game.state.rows[1:]
            if v.phase == "end" and v.turn == 0 and len(game.record.moves) > 40:
                if not any(NOPE in row for row in rows):
                    return game
            seat = game.actors()[0]
            game.play(plain_move(game, seat))
    raise AssertionError("no deal lasted")
