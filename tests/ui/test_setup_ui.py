"""Every game's setup: the options scroll while the start button stays pinned under them
(with the line that says why a start was refused), and the app bar opens the rules."""

from __future__ import annotations

import flet as ft
import pytest
from flet.controls.base_control import BaseControl

from app.i18n import Translator
from app.ui.games import SCREENS
from tests.ui.harness import Harness, open_app

pytestmark = pytest.mark.asyncio

DEVICES = {"de": "de-AT", "en": "en-GB", "hu": "hu-HU"}


def ancestors(control: BaseControl) -> list[BaseControl]:
    """``control`` and everything it sits in, up to its view."""
    out = [control]
    while not isinstance(out[-1], ft.View):
        out.append(out[-1].parent)
    return out


def scrolled(control: BaseControl) -> bool:
    """True when ``control`` sits in a part of the screen that scrolls (the view itself
    included): on a short phone it may lie below the screen's edge."""
    return any(getattr(c, "scroll", None) for c in ancestors(control))


def shown_text(h: Harness, words: str) -> BaseControl:
    """The visible text control that says ``words``."""
    return next(c for c in h.all() if getattr(c, "value", None) == words and c.visible)


@pytest.mark.parametrize("lang", DEVICES)
async def test_every_setup_pins_its_start_button_under_the_scrolling_options(tmp_path, lang):
    """In each game's setup the options (the seats first) scroll; the start button does
    not and sits in the view's last part, under them; so does the refusal of a start with
    a bad name. The tree is the same at 412×915 and 360×740 (a setup does not read the
    screen's size): the browser test measures the pixels. The book in the app bar
    (Snorkeling's lacked it) opens the game's rules."""
    h, shell = await open_app(tmp_path, device_language=DEVICES[lang])
    for game in SCREENS:
        await h.fire(h.find(f"tile-{game}"), "click")
        view = h.page.views[-1]
        start = h.find("setup-start")
        assert scrolled(h.find("seat-0")), game
        assert not scrolled(start) and view.controls[-1] in ancestors(start), game
        assert all(getattr(c, "expand", None) for c in view.controls[:-1]), game

        await h.fire(h.find("seat-0"), "change", value="\u0007")
        await h.fire(start, "click")
        refusal = shown_text(h, Translator(lang).t("seat-fix-names"))
        assert not scrolled(refusal) and view.controls[-1] in ancestors(refusal), game
        assert shell.route == f"/play/{game}/setup"

        await h.fire(h.find("open-rules"), "click")
        assert shell.route == f"/rules/{game}"
        shell.go("/")
        await h.drawn()
