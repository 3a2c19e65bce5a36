"""The seats of a setup on the real Flet session path: computers added in a tap each, a
picked player's chip that keeps its letter, and one colour per player wherever they show
and on whichever phone."""

from __future__ import annotations

import flet as ft
import pytest

from app.stats import add_player
from app.ui.shell import CLIENT_KEY
from app.ui.widgets import AVATAR_COLOURS, player_colour
from tests.ui.harness import Harness, _walk, open_app

pytestmark = pytest.mark.asyncio


async def go(h: Harness, route: str) -> None:
    """Show ``route`` as a tap on a link would."""
    h.page.data.go(route)
    await h.drawn()
    await h.session.after_event(h.page)


def kinds(h: Harness) -> list[str]:
    """Each seat row's choice: a person or a computer level."""
    out, i = [], 0
    while h.has(f"seat-{i}-kind"):
        out.append(h.find(f"seat-{i}-kind").value)
        i += 1
    return out


def shown(h: Harness, identifier: str) -> bool:
    """True when the control tagged ``identifier`` is drawn and not hidden."""
    return h.has(identifier) and h.find(identifier).parent.visible is not False


async def test_adding_computers_takes_a_tap_each(tmp_path):
    """Snap: "Add a computer" seats one more computer at the level of the last one (no
    menu per seat); at six seats neither add button is offered."""
    h, shell = await open_app(tmp_path, {CLIENT_KEY: "phone"})
    await go(h, "/play/snap/setup")
    assert kinds(h) == ["person", "normal"]
    await h.fire(h.find("seat-add-computer"), "click")
    await h.fire(h.find("seat-2-kind"), "select", value="strong")
    for _ in range(3):
        await h.fire(h.find("seat-add-computer"), "click")
    assert kinds(h) == ["person", "normal", "strong", "strong", "strong", "strong"]
    assert not shown(h, "seat-add-computer") and not shown(h, "seat-add")
    await h.fire(h.find("seat-5-remove"), "click")
    assert shown(h, "seat-add-computer") and shown(h, "seat-add")
    await h.fire(h.find("setup-start"), "click")
    bots = [seat.bot for seat in shell.table.session.lineup]
    assert bots == [None, "normal", "strong", "strong", "strong"]


async def test_a_picked_players_chip_keeps_its_letter(tmp_path):
    """Flutter's check mark lay over the avatar's letter: a picked chip shows the letter
    in the player's colour and a check after the name instead."""
    h, _ = await open_app(tmp_path)
    add_player(h.page.data.db, "Anna")
    await go(h, "/play/snap/setup")
    await h.fire(h.find("pick-Anna"), "click")
    chip = h.find("pick-Anna")
    assert chip.selected and chip.show_checkmark is False
    assert chip.leading.content.value == "A" and chip.leading.bgcolor == player_colour("Anna")
    marks: list = []
    _walk(chip.label, marks)
    assert any(isinstance(c, ft.Icon) and c.icon == ft.Icons.CHECK for c in marks)
    await h.fire(h.find("pick-Anna"), "click")
    assert not h.find("pick-Anna").selected and isinstance(h.find("pick-Anna").label, ft.Text)


def circles(h: Harness, identifier: str) -> set[str]:
    """The player colours drawn inside the control tagged ``identifier``."""
    found: list = []
    _walk(h.find(identifier), found)
    return {c.bgcolor for c in found if getattr(c, "bgcolor", None) in AVATAR_COLOURS}


async def test_a_player_has_one_colour_in_every_screen_and_on_every_phone(tmp_path):
    """Anna is added third on one phone and first on another: the same colour on the
    players list, the statistics, a game's table and another phone (it follows her name,
    not her id or seat)."""
    colours = set()
    for phone, names in (("a", ["Ben", "Cleo", "Anna"]), ("b", ["Anna"])):
        h, shell = await open_app(tmp_path / phone, {CLIENT_KEY: phone})
        for name in names:
            add_player(shell.db, name)
        await go(h, "/players")
        colours |= circles(h, "player-Anna")
        await go(h, "/play/slf/setup")
        await h.fire(h.find("seat-0"), "change", value="Zoe")
        await h.fire(h.find("pick-Anna"), "click")
        colours |= circles(h, "pick-Anna")
        await h.fire(h.find("setup-start"), "click")
        colours |= circles(h, "player-1")
        assert circles(h, "player-0") == {player_colour("Zoe")}
        await go(h, "/stats")
        colours |= circles(h, "stats-Anna")
    assert colours == {player_colour("anna")}
