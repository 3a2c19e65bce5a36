"""Every game's setup: the options scroll while the start button stays pinned under them
(with the line that says why a start was refused), and the app bar opens the rules."""

from __future__ import annotations

from importlib import import_module

import flet as ft
import pytest
from flet.controls.base_control import BaseControl

from app.games import engine_for
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


LETTERS = {**dict.fromkeys("fijlrtI.,:;' ", 4.2), **dict.fromkeys("mwMW", 12.0)}
"""Letters narrower or wider than most, and how wide they are at 14 px."""


def wide(words: str) -> float:
    """About how wide ``words`` are in a segment (14 px letters), rather more than less:
    a narrow letter or a space 4.2 px, a wide one 12, a digit 8, a capital 9.5, the rest
    7.6."""
    return sum(LETTERS.get(c, 8 if c.isdigit() else 9.5 if c.isupper() else 7.6) for c in words)


AROUND = 56
"""What a segment takes besides its words, chosen (its tick and the gap after it, its
padding and divider). Measured in the browser at 360 and 412 px, choosing every segment
of every setup in turn in German, English and Hungarian: 51.7 to 55.8 px with words
reckoned as :func:`wide` does; every label that broke onto a second line ("Französisch",
"Hungarian", "10 Min.", "3 mp", "Játékvezetői mód", "Rendszer", "Langsam") this
reckons too wide for its segment, and a few that fitted by less than 6 px ("30 s")."""
SIDES = 2 * (12 + 4)
"""The padding of a setup's options on each side."""
WIDTHS = (360, 412)


def segments(h: Harness) -> list[list[str]]:
    """The words of each segment of each segmented choice on screen."""
    return [
        [" ".join(t.value for t in words(segment.label)) for segment in control.segments]
        for control in h.all()
        if isinstance(control, ft.SegmentedButton)
    ]


def words(control: BaseControl) -> list[ft.Text]:
    """The texts in ``control``."""
    if isinstance(control, ft.Text):
        return [control]
    inner = getattr(control, "controls", None) or [getattr(control, "content", None)]
    return [t for c in inner if c is not None for t in words(c)]


@pytest.mark.parametrize("lang", DEVICES)
async def test_no_choice_breaks_its_words(tmp_path, lang):
    """Issue 33: in every setup (and the settings), each segment of a choice holds its
    words on one line on a 360 and a 412 px phone, whichever segment is chosen
    ("Französisch" broke mid-word in Schnipp-Schnapp's faces, "10 perc" in its time
    limit, "Játékvezetői mód" in the Schnapp, Land, Fluss! mode, "Rendszer" in the
    settings' theme). Reckoned from the words' length (a test without the browser cannot
    see a line break; the browser test checks the German setups' choices are one line
    tall)."""
    h, shell = await open_app(tmp_path, device_language=DEVICES[lang])
    broken = []
    for game in [*SCREENS, "settings"]:
        if game == "settings":
            shell.go("/settings")
            await h.drawn()
        else:
            await h.fire(h.find(f"tile-{game}"), "click")
        choices = segments(h)
        assert choices, game
        for labels in choices:
            for width in WIDTHS:
                room = (width - SIDES) / len(labels)
                broken += [(game, width, w) for w in labels if wide(w) + AROUND > room]
        shell.go("/")
        await h.drawn()
    assert not broken, f"words that break in their segment: {broken}"


async def test_a_new_setup_starts_the_game_at_the_defaults_its_rules_declare(tmp_path):
    """A setup never opened before starts the game with the engine's default options
    (but what the app works out itself: who begins) and the table's own choices at the
    defaults their dataclass declares: each default is written once, beside its rule."""
    for game in SCREENS:
        h, shell = await open_app(tmp_path / game)
        await h.fire(h.find(f"tile-{game}"), "click")
        await h.fire(h.find("seat-0"), "change", value="Anna")
        if h.has("seat-1"):  # (a second person where the game begins with two)
            await h.fire(h.find("seat-1"), "change", value="Béla")
        await h.fire(h.find("setup-start"), "click")
        session = shell.table.session
        worked_out = {"first", "first_seat"}
        chosen = {k: v for k, v in dict(session.record.options).items() if k not in worked_out}
        declared = engine_for(game).default_options
        assert chosen == {k: v for k, v in declared.items() if k not in worked_out}, game
        choices = import_module(f"app.ui.screens.{game}.choices").Choices
        assert session.extras == choices().to_dict(), game
