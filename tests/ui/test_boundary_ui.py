"""The error boundary on the real Flet session path: an unexpected exception in a screen's
drawing, in a tap's callback or in a background task shows "Something went wrong" with
the way back to the games instead of Flet's own error screen, its traceback is logged,
and a running game stays saved for "Continue"."""

from __future__ import annotations

import logging

import pytest
from flet.messaging.protocol import MessageAction

from app.games.schnapsen.model import Play
from app.stats import load_game
from app.ui.screens import settings
from app.ui.session import GameSession, Seat
from app.ui.shell import CLIENT_KEY
from tests.ui.harness import Harness, may_act, open_app, settle, until

pytestmark = [pytest.mark.asyncio, pytest.mark.usefixtures("injected_failures")]


def broken(*args, **kwargs):
    """Stands in for a screen's drawing or a callback that fails unexpectedly."""
    raise RuntimeError("injected failure")


def crashed(h: Harness) -> bool:
    """True if Flet covered the app with its own error screen."""
    return any(action == MessageAction.SESSION_CRASHED for action, _ in h.conn.messages)


def logged(caplog) -> bool:
    """True if the injected failure was logged with its traceback."""
    return any(
        r.exc_info and "injected failure" in str(r.exc_info[1])
        for r in caplog.records
        if r.name == "app.ui.boundary"
    )


def shows_the_error(h: Harness) -> bool:
    """True if the error screen is all there is, with its way home."""
    return (
        len(h.page.views) == 1
        and h.find("boundary").value == "Something went wrong"
        and "Sorry – the app ran into a problem it didn't expect." in h.texts()
        and h.has("boundary-home")
    )


async def playing(tmp_path):
    """Anna against the easy computer, with Anna to play a card; the harness, the shell
    and the table."""
    h, shell = await open_app(tmp_path, {CLIENT_KEY: "phone"})
    seats = (Seat("Anna"), Seat("Computer (Easy)", bot="easy"))
    shell.begin(GameSession.start("schnapsen", {}, "boundary", seats, "now"))
    table = shell.table
    table.pause = 0
    await until(lambda: may_act(table))
    await settle(2)
    await h.drawn()
    return h, shell, table


async def a_card(h: Harness, table) -> None:
    """Anna taps a card she may play."""
    card = next(m for m in table.session.legal(table.viewer()) if isinstance(m, Play)).card
    await h.fire(h.find(f"hand-{card.code}"), "click")


async def test_a_screen_that_fails_to_draw_shows_the_error_and_the_way_home(
    tmp_path, monkeypatch, caplog
):
    """Settings whose drawing fails: the error screen, not Flet's; logged; its button
    leads back to the games."""
    h, shell = await open_app(tmp_path)
    monkeypatch.setattr(settings, "view", broken)
    with caplog.at_level(logging.ERROR):
        await h.fire(h.find("open-settings"), "click")
    assert shows_the_error(h) and not crashed(h) and logged(caplog)
    assert "Your game is saved" not in " ".join(h.texts()), "no game was open"
    await h.fire(h.find("boundary-home"), "click")
    assert shell.route == "/" and h.has("tile-schnapsen") and not h.has("boundary")


async def test_a_tap_that_fails_keeps_the_game_for_continue(tmp_path, monkeypatch, caplog):
    """A card tap whose move fails: the error screen says the game is saved; back at the
    games, "Continue" opens the table as it was saved."""
    h, shell, table = await playing(tmp_path)
    moves = list(table.session.record.moves)
    monkeypatch.setattr(GameSession, "play", broken)
    with caplog.at_level(logging.ERROR):
        await a_card(h, table)
    assert shows_the_error(h) and not crashed(h) and logged(caplog)
    assert 'Your game is saved: tap "Continue" on the games screen to carry on.' in h.texts()
    assert shell.table is None, "the table is let go"
    monkeypatch.undo()
    await h.fire(h.find("boundary-home"), "click")
    assert "Continue: Schnapsen" in h.texts()
    await h.fire(h.find("continue-banner").content, "click")
    await h.session.after_event(h.page)
    assert list(shell.table.session.record.moves) == moves and not h.has("boundary")


async def test_a_background_task_that_fails_shows_the_error_and_keeps_the_game(
    tmp_path, monkeypatch, caplog
):
    """The computer's turn (a task of its own) fails after Anna's card: the error screen,
    and the saved game has her card."""
    h, shell, table = await playing(tmp_path)
    monkeypatch.setattr(GameSession, "think", broken)
    with caplog.at_level(logging.ERROR):
        await a_card(h, table)
        await until(lambda: h.has("boundary"))
    played = list(table.session.record.moves)
    assert shows_the_error(h) and not crashed(h) and logged(caplog)
    assert load_game(shell.db, "phone", "schnapsen").record["record"]["moves"] == played
