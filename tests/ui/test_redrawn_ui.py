"""A screen drawn again in place (a turned phone redraws every screen) still takes the
changes its handlers make to it: Flet marks the controls of a view diffed against the one
it replaces as frozen, and a change to a frozen control fails (:mod:`app.ui.thaw`)."""

from __future__ import annotations

import pytest

from tests.ui.harness import open_app
from tests.ui.test_replay_ui import bummerl, opened

pytestmark = pytest.mark.asyncio


async def turned(h) -> None:
    """The phone is turned: the screen on show is drawn again for its new size."""
    await h.session.dispatch_event(h.page._i, "resize", {"width": 740, "height": 360})
    await h.drawn()


async def test_a_setup_drawn_again_still_changes_its_mode_line(tmp_path):
    """Schnapp, Land, Fluss!'s setup, turned: picking the game leader changes the line
    that explains the mode."""
    h, shell = await open_app(tmp_path)
    shell.go("/play/slf/setup")
    await h.drawn()
    await turned(h)
    before = set(h.texts())
    await h.fire(h.find("setup-mode"), "change", selected=["leader"])
    assert shell.t("slf-mode-leader-hint") in set(h.texts()) - before


async def test_a_replay_drawn_again_still_steps(tmp_path):
    """A replay, turned: "Next" shows the first move."""
    h, _ = await opened(tmp_path, bummerl().to_dict())
    await turned(h)
    await h.fire(h.find("replay-next"), "click")
    assert h.find("replay-step").value.startswith("Move 1 ")
