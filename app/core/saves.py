"""Reading saved states back: small parsers that refuse anything malformed with
``InvalidNotation("state-damaged")``, for the games' ``state_from_dict``. Each takes
the raw JSON value as ``object`` and returns it checked and precisely typed."""

from __future__ import annotations

from collections.abc import Callable, Collection, Iterator, Mapping
from contextlib import contextmanager
from itertools import repeat
from typing import TypeVar, cast

from app.core.errors import InvalidNotation

T = TypeVar("T")


def whole(raw: object, low: int = 0, high: int | None = None) -> int:
    """An int from ``low`` to ``high`` (no bool, no float)."""
    if type(raw) is not int or raw < low or (high is not None and raw > high):
        raise InvalidNotation("state-damaged")
    return raw


def each(raw: object, item: Callable[[object], T]) -> tuple[T, ...]:
    """A JSON list, each element parsed by ``item``."""
    if not isinstance(raw, list | tuple):
        raise InvalidNotation("state-damaged")
    return tuple(map(item, raw))


def wholes(raw: object, low: int = 0, high: int | None = None) -> tuple[int, ...]:
    """A JSON list of ints from ``low`` to ``high``: :func:`each` with :func:`whole`,
    checked as a whole rather than one call per number (piles of card ids, columns of
    scores are read back from every saved state)."""
    if not isinstance(raw, list | tuple) or not set(map(type, raw)) <= {int}:
        raise InvalidNotation("state-damaged")
    if raw and (min(raw) < low or (high is not None and max(raw) > high)):
        raise InvalidNotation("state-damaged")
    return tuple(raw)


def maybe(raw: object, item: Callable[[object], T]) -> T | None:
    """None, or ``raw`` parsed by ``item``."""
    return None if raw is None else item(raw)


def one_of(raw: object, allowed: Collection[T]) -> T:
    """One of the ``allowed`` strings (or None, if allowed)."""
    if not (raw is None or isinstance(raw, str)) or raw not in allowed:
        raise InvalidNotation("state-damaged")
    return cast(T, raw)


def keyed(raw: object) -> Mapping[str, object]:
    """A JSON object; a key it lacks raises KeyError, which :func:`damaged` turns into
    ``state-damaged``."""
    if not isinstance(raw, Mapping) or not all(map(isinstance, raw, repeat(str))):
        raise InvalidNotation("state-damaged")
    return raw


def text(raw: object) -> str:
    """A string."""
    if not isinstance(raw, str):
        raise InvalidNotation("state-damaged")
    return raw


def flag(raw: object) -> bool:
    """A bool (no 0 or 1)."""
    if not isinstance(raw, bool):
        raise InvalidNotation("state-damaged")
    return raw


def seed(raw: object) -> int | str:
    """A game's seed: an int (no bool) or a string."""
    if isinstance(raw, bool) or not isinstance(raw, int | str):
        raise InvalidNotation("state-damaged")
    return raw


@contextmanager
def damaged() -> Iterator[None]:
    """Turns malformed input met inside (a missing key, a wrong type, a bad card) into
    ``state-damaged``; unknown rule options stay ``bad-options``."""
    try:
        yield
    except InvalidNotation as error:
        if error.code == "bad-options":
            raise
        raise InvalidNotation("state-damaged") from error
    except (KeyError, TypeError, ValueError) as exc:
        raise InvalidNotation("state-damaged") from exc
