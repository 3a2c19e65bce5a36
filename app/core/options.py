"""Rule options as data: a game declares its options as a frozen dataclass deriving from
:class:`RuleOptions`, each field with its default and, through :func:`option`, the values
it allows; parsing them from JSON and giving them back live here, once for every game.
"""

from __future__ import annotations

from collections.abc import Collection, Mapping
from dataclasses import Field, dataclass, field, fields
from typing import Self, TypeVar

from app.core.contract import OptionValue
from app.core.errors import InvalidNotation

T = TypeVar("T")
ALLOWED = "allowed"
"""The field metadata key of the values an option may take."""


def option(default: T, allowed: Collection[T]) -> T:
    """A rule option that takes only the ``allowed`` values, ``default`` if not given."""
    return field(default=default, metadata={ALLOWED: allowed})


_NAMED: dict[type, dict[str, Field[object]]] = {}


def _named(kind: type) -> dict[str, Field[object]]:
    """The fields of an options class by name, found once (``fields`` builds its tuple
    anew on each call, and every saved state read back parses its options)."""
    if kind not in _NAMED:
        _NAMED[kind] = {f.name: f for f in fields(kind)}
    return _NAMED[kind]


@dataclass(frozen=True, slots=True)
class RuleOptions:
    """The base of a game's options: every field is an option with a default."""

    @classmethod
    def parse(cls, raw: object) -> Self:
        """Options from a JSON mapping (None: the defaults); unknown keys, values of
        another type than the default's and values not allowed raise ``bad-options``."""
        if isinstance(raw, cls):
            return raw
        if raw is not None and not isinstance(raw, Mapping):
            raise InvalidNotation("bad-options", keys=type(raw).__name__)
        data: dict[str, object] = dict(raw or {})
        unknown = sorted(set(data) - _named(cls).keys())
        if unknown:
            raise InvalidNotation("bad-options", keys=", ".join(unknown))
        for name, value in data.items():
            if not cls.fits(name, value):
                raise InvalidNotation("bad-options", keys=name)
        return cls(**data)

    @classmethod
    def fitting(cls, raw: Mapping[str, object]) -> Self:
        """The options with each value ``raw`` holds that :meth:`parse` would accept, the
        default for every other (a remembered setup, a saved choice: what no longer
        fits is dropped, not refused)."""
        names = [f.name for f in fields(cls)]
        return cls(**{name: raw[name] for name in names if cls.fits(name, raw.get(name))})

    @classmethod
    def fits(cls, name: str, value: object) -> bool:
        """Whether option ``name`` may take ``value``."""
        known = _named(cls)[name]
        allowed = known.metadata.get(ALLOWED, (value,))
        return type(value) is type(known.default) and value in allowed

    @classmethod
    def allowed(cls, name: str) -> tuple[OptionValue, ...]:
        """The values option ``name`` may take, in the order declared (a switch: off, on;
        an option without a list of values: its default alone)."""
        known = _named(cls)[name]
        if ALLOWED in known.metadata:
            return tuple(known.metadata[ALLOWED])
        default = known.default
        if isinstance(default, bool):
            return (False, True)
        if not isinstance(default, int | str):
            raise TypeError(f"option {name} has no default")
        return (default,)

    def to_dict(self) -> dict[str, OptionValue]:
        """The JSON form: every option by name."""
        return {name: getattr(self, name) for name in _named(type(self))}
