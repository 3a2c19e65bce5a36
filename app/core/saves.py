"""Reading saved states back: small parsers that refuse anything malformed with
``InvalidNotation("state-damaged")``, for the games' ``state_from_dict``."""

from __future__ import annotations

from collections.abc import Callable, Collection, Iterator
from contextlib import contextmanager
from typing import Any, TypeVar

from app.core.errors import InvalidNotation

T = TypeVar("T")


def whole(raw: Any, low: int = 0, high: int | None = None) -> int:
    """An int from ``low`` to ``high`` (no bool, no float)."""
    if type(raw) is not int or raw < low or (high is not None and raw > high):
        raise InvalidNotation("state-damaged")
    return raw


def each(raw: Any, item: Callable[[Any], T]) -> tuple[T, ...]:
    """A JSON list, each element parsed by ``item``."""
    if not isinstance(raw, list | tuple):
        raise InvalidNotation("state-damaged")
    return tuple(item(x) for x in raw)


def maybe(raw: Any, item: Callable[[Any], T]) -> T | None:
    """None, or ``raw`` parsed by ``item``."""
    return None if raw is None else item(raw)


def one_of(raw: Any, allowed: Collection[str | None]) -> Any:
    """One of the ``allowed`` strings (or None, if allowed)."""
    if not (raw is None or isinstance(raw, str)) or raw not in allowed:
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
