"""Small building blocks shared by the screens."""

from __future__ import annotations

import zlib
from collections.abc import Sequence
from typing import cast

import flet as ft

from app.stats.players import name_key
from app.ui.theme import EMOJI_FONT, TAP

MAX_WIDTH = 960
TEXT_WIDTH = 720
SEGMENT_PADDING = 16
"""What a segmented button adds above and below a segment's label."""


def tagged(
    identifier: str, control: ft.Control, key: str | None = None, **semantics
) -> ft.Semantics:
    """Wrap ``control`` so browser tests can find it as ``[flt-semantics-identifier=…]``.

    The wrapper is keyed by ``key`` (by default ``identifier``), which must name what a
    tap on it does: Flet hands a control's id on to the control that takes its key and
    place in the next drawing, so a tap sent before the browser had that drawing reaches
    a control that does the same, or, when nothing does any more, nothing at all (never
    the card or button that moved into its place). Layout flags such as ``expand`` must
    sit on the wrapper, which is what the parent sees. A dropdown is named by its label
    here (Flutter leaves it unnamed).
    """
    if isinstance(control, ft.Dropdown) and isinstance(control.label, str):
        semantics.setdefault("label", control.label)
    return ft.Semantics(identifier=identifier, key=key or identifier, content=control, **semantics)


def icon(name: str) -> ft.IconData:
    """A Material icon by its name, e.g. ``"scuba_diving"`` (how games name theirs)."""
    return getattr(ft.Icons, name.upper())


def icon_action(icon: ft.IconData, label: str, on_click, **options) -> ft.IconButton:
    """An icon button named ``label`` for screen readers, with it as its tooltip (Flet
    gives a tooltip's text to the wrapper, not to the button, so the icon carries it)."""
    return ft.IconButton(
        ft.Icon(icon, semantics_label=label),
        tooltip=ft.Tooltip(label, exclude_from_semantics=True),
        on_click=on_click,
        **options,
    )


def icon_button(identifier: str, icon: ft.IconData, tooltip: str, on_click) -> ft.Semantics:
    """A 48 dp named icon button with a tooltip, findable by tests as ``identifier``."""
    return tagged(identifier, icon_action(icon, tooltip, on_click))


def switch_row(identifier: str, switch: ft.Switch) -> ft.MergeSemantics:
    """``switch`` (tagged ``identifier``) with its label beside it as a text that wraps on
    a narrow screen (a Switch's own label stays on one line and is cut off at the
    screen's edge); one node for screen readers, named by the label."""
    # cast: every switch here is labelled with words; Flet's type allows a control too
    label, switch.label = cast(str, switch.label), None
    row = ft.Row(
        [tagged(identifier, switch), ft.Text(label, expand=True)],
        spacing=8,
        vertical_alignment=ft.CrossAxisAlignment.CENTER,
    )
    return ft.MergeSemantics(content=row)


def hinted(identifier: str, switch: ft.Switch, hint: str | None) -> ft.Control:
    """A switched option with a line of explanation under it (if there is one)."""
    row = switch_row(identifier, switch)
    if hint is None:
        return row
    explanation = ft.Text(hint, size=12, color=ft.Colors.ON_SURFACE_VARIANT)
    return ft.Column([row, explanation], spacing=2, tight=True)


def start_button(label: str, on_click) -> ft.Semantics:
    """The big button that starts a game from its setup screen."""
    return tagged(
        "setup-start",
        ft.FilledButton(label, icon=ft.Icons.PLAY_ARROW, on_click=on_click, height=56, width=400),
    )


def centred(controls: list[ft.Control], width: int = MAX_WIDTH) -> ft.Container:
    """A column at most ``width`` wide; on a phone it simply fills the screen."""
    return ft.Container(
        content=ft.Column(controls, spacing=12, tight=True),
        width=width,
        padding=ft.Padding.symmetric(horizontal=4, vertical=8),
    )


EMOJI = [EMOJI_FONT]
"""Fallback font family (assets/fonts) so emoji in names never render as boxes (the theme
puts it behind every text; a style of a text's own that names its fallbacks keeps it)."""


def name_text(
    name: str, size: float | None = None, weight: ft.FontWeight | None = None, lines: int = 1
) -> ft.Text:
    """A player's name, drawn with the emoji fallback font, cut after ``lines`` lines."""
    return ft.Text(
        name,
        size=size,
        weight=weight,
        style=ft.TextStyle(font_family_fallback=EMOJI),
        max_lines=lines,
        overflow=ft.TextOverflow.ELLIPSIS,
    )


AVATAR_COLOURS = (
    "#2E7D32",
    "#0277BD",
    "#C62828",
    "#6A1B9A",
    "#BF360C",
    "#00695C",
    "#AD1457",
    "#283593",
    "#5D4037",
    "#827717",
    "#455A64",
)
"""Players' colours: eleven hues, each with white letters at a contrast of 4.5:1 or more."""


def player_colour(name: str) -> str:
    """A player's one colour, the same in every game, in the statistics and on every
    phone: it follows the name as it shows (case and invisible marks aside), never a
    seat or an id (another phone numbers its players differently)."""
    return AVATAR_COLOURS[zlib.crc32(name_key(name).encode()) % len(AVATAR_COLOURS)]


def avatar(name: str) -> ft.CircleAvatar:
    """A circle in the player's colour with the name's first character."""
    return ft.CircleAvatar(
        content=ft.Text(
            name[:1].upper(),
            color=ft.Colors.WHITE,
            weight=ft.FontWeight.BOLD,
            style=ft.TextStyle(font_family_fallback=EMOJI),
        ),
        bgcolor=player_colour(name),
    )


def radios(choices: list[tuple[str, str]], selected: str, on_change) -> ft.RadioGroup:
    """A one-of-a-few choice, one per line (``(value, label)`` each, a 48 px tap target):
    for words too long to share a small phone's line as segments."""
    options: list[ft.Control] = [
        ft.Radio(value=value, label=label, height=TAP) for value, label in choices
    ]
    return ft.RadioGroup(
        content=ft.Column(options, spacing=0, tight=True), value=selected, on_change=on_change
    )


def segmented(
    identifier: str,
    choices: Sequence[tuple[str, str, ft.IconData | None]],
    selected: str,
    on_change,
) -> ft.Semantics:
    """A one-of-a-few choice: ``(value, label, icon or None)`` per segment, each a
    48 px tap target (a segment's height follows its label's: a label that wraps makes
    it taller rather than being cut off)."""
    least = TAP - SEGMENT_PADDING
    return tagged(
        identifier,
        ft.SegmentedButton(
            segments=[
                ft.Segment(
                    value=value,
                    label=ft.Stack(
                        [
                            ft.Container(height=least),
                            ft.Text(label, text_align=ft.TextAlign.CENTER),
                        ],
                        alignment=ft.Alignment.CENTER,
                    ),
                    icon=ft.Icon(icon) if icon else None,
                )
                for value, label, icon in choices
            ],
            selected=[selected],
            on_change=on_change,
        ),
    )
