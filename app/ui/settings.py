"""Per-device settings, kept in the browser's storage as one JSON string."""

from __future__ import annotations

import json
from dataclasses import asdict, dataclass, fields, replace
from typing import TypedDict, cast

THEMES = ("system", "light", "dark")
SKINS = ("french", "german", "hungarian")
SPEEDS = {"slow": 1.2, "normal": 0.6, "fast": 0.25}
"""Seconds a computer's move stays on screen before the next one."""
IN_BOOK = (
    "language",
    "theme",
    "skin",
    "sound",
    "haptics",
    "large_cards",
    "reduce_motion",
    "bot_speed",
)
"""The settings a record book carries to another phone (not the diagnostics)."""


class Changes(TypedDict, total=False):
    """Settings to change, by name: the fields of :class:`Settings` with their types."""

    language: str | None
    theme: str
    skin: str
    sound: bool
    haptics: bool
    large_cards: bool
    reduce_motion: bool
    bot_speed: str
    diagnostics: bool
    coached: tuple[str, ...]
    remember_players: bool


@dataclass(frozen=True, slots=True)
class Settings:
    """What one phone remembers about how it wants the app."""

    language: str | None = None
    """None until chosen: then the device language decides on first start."""
    theme: str = "system"
    skin: str = "french"
    sound: bool = True
    haptics: bool = True
    large_cards: bool = False
    reduce_motion: bool = False
    bot_speed: str = "normal"
    diagnostics: bool = False
    """Measure and show the app's longest pause (for checking a phone's build)."""
    coached: tuple[str, ...] = ()
    """The games whose first steps (coach marks) were seen here, or not wanted."""
    remember_players: bool = True
    """Names typed on a setup become players when the game starts ("Remember these
    players"); off: they are offered at the end of the game."""

    def to_json(self) -> str:
        """The stored form."""
        return json.dumps(asdict(self), sort_keys=True)

    def for_book(self) -> Changes:
        """The settings worth keeping in a record book."""
        return cast(Changes, {name: getattr(self, name) for name in IN_BOOK})  # its fields

    def adopt(self, book: object) -> Settings:
        """These settings, with a book's in every place this phone has never changed
        (still the default); a book's unknown or malformed values are ignored."""
        offered, default = Settings.from_json(json.dumps(book)), Settings()
        kept = {
            name: getattr(offered, name)
            for name in IN_BOOK
            if getattr(self, name) == getattr(default, name)
        }
        return replace(self, **kept)

    @classmethod
    def from_json(cls, text: object) -> Settings:
        """Parse the stored form; anything unknown or malformed falls back to defaults."""
        try:
            data: object = json.loads(text) if isinstance(text, str) else {}
        except ValueError:
            data = {}
        if not isinstance(data, dict):
            data = {}
        settings = cls()
        for f in fields(cls):
            value: object = data.get(f.name)  # read from JSON: _valid checks it below
            default = getattr(settings, f.name)
            if f.name == "coached" and isinstance(value, list):
                value = tuple(sorted({v for v in value if isinstance(v, str)}))
            if _valid(f.name, value, default):
                settings = replace(settings, **cast(Changes, {f.name: value}))  # checked
        return settings


def _valid(name: str, value: object, default: object) -> bool:
    if value is None:
        return False
    if name == "theme":
        return value in THEMES
    if name == "skin":
        return value in SKINS
    if name == "bot_speed":
        return value in SPEEDS
    if name == "language":
        return isinstance(value, str)
    return isinstance(value, type(default))
