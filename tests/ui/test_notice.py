"""The short message (app.ui.notice) on the real Flet session path: it goes with the
screen it was about, stays when it was given for the screen being drawn, and goes by
itself after a while."""

from __future__ import annotations

import asyncio

import pytest

from app.ui import notice
from tests.ui.harness import open_app

pytestmark = pytest.mark.asyncio


async def goto(h, shell, route: str) -> None:
    """Navigate like a tap on a link would."""
    shell.go(route)
    await h.drawn()
    await h.session.after_event(h.page)


async def test_another_screen_takes_the_message_away(tmp_path):
    h, shell = await open_app(tmp_path)
    shell.notify("Ada joined the table.")
    assert h.has("notice") and "Ada joined the table." in h.texts()
    await goto(h, shell, "/settings")
    assert not h.has("notice") and "Ada joined the table." not in h.texts()


async def test_a_message_given_while_the_next_screen_is_drawn_stays(tmp_path):
    """Home, drawn after the settings, finds this browser's saved game damaged: the
    message about it belongs to home and is not taken away with the settings."""
    h, shell = await open_app(tmp_path, {"kr.client": "phone-a"})
    await goto(h, shell, "/settings")
    shell.db.execute(
        "insert into saved_games (client_id, game, record, updated) values (?, ?, ?, ?)",
        ["phone-a", "schnapsen", "{broken", "2026-11-29"],
    )
    shell.db.conn.commit()
    await goto(h, shell, "/")
    assert "The saved game was damaged and could not be resumed." in h.texts()


async def test_the_message_goes_by_itself(tmp_path, monkeypatch):
    monkeypatch.setattr(notice, "SECONDS", (0.01, 0.01))
    h, shell = await open_app(tmp_path)
    shell.notify("Ada joined the table.")
    assert h.has("notice")
    for _ in range(100):
        await asyncio.sleep(0.01)
        if not h.has("notice"):
            break
    assert not h.has("notice")
