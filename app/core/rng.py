"""Seeded randomness that deals the same on every Python.

Only ``rng.random()`` is used for decisions: Python promises that its sequence is
stable across versions, which it does not promise for ``shuffle`` or ``randrange``.
This module is the only place in the engines that constructs ``random.Random``.
"""

from __future__ import annotations

import hashlib
import random
from collections.abc import Sequence
from typing import TypeVar

T = TypeVar("T")


def make_rng(seed: int | str, *tags: int | str) -> random.Random:
    """A generator for ``seed`` and a path of tags, e.g. ``make_rng(seed, "deal", 3)``."""
    text = ":".join(str(part) for part in (seed, *tags))
    digest = hashlib.sha512(text.encode("utf-8")).digest()
    return random.Random(int.from_bytes(digest, "big"))


def below(rng: random.Random, n: int) -> int:
    """A uniform integer in ``range(n)`` drawn from ``rng.random()`` only."""
    if n <= 0:
        raise ValueError("n must be positive")
    return min(int(rng.random() * n), n - 1)


def shuffled(items: Sequence[T], rng: random.Random) -> tuple[T, ...]:
    """A Fisher–Yates shuffled copy of ``items``; the input is not changed. Each draw is
    :func:`below`'s, written out: the conformance suite shuffles millions of times."""
    out = list(items)
    draw = rng.random
    for i in range(len(out) - 1, 0, -1):
        j = min(int(draw() * (i + 1)), i)
        out[i], out[j] = out[j], out[i]
    return tuple(out)


def choice(items: Sequence[T], rng: random.Random) -> T:
    """One element of a non-empty sequence."""
    return items[below(rng, len(items))]
