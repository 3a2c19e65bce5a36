"""Asking the browser with a time limit: a start must never wait for ever.

A question to the browser (its stored settings, its languages) is answered over the
session's connection. When that connection drops while a question is out (a server
restart, a phone going to sleep), the answer never comes; a start that waited for it
left the tab blank, also after a reload, which re-attached to the waiting session.

A tab left open across a server restart reconnects to a new session, whose controls are
numbered from the start again. The browser still knows the old session's storage by its
number and sent a question to the new storage of the same number nowhere: it was never
answered. Numbering each run's controls from a random start keeps them apart."""

from __future__ import annotations

import asyncio
import itertools
import logging
import random
from collections.abc import Awaitable
from enum import Enum
from typing import Final, TypeVar

T = TypeVar("T")


class NoAnswer(Enum):
    """The browser did not answer (:data:`NO_ANSWER`, its one value)."""

    NO_ANSWER = "no answer"


NO_ANSWER: Final = NoAnswer.NO_ANSWER
"""What :func:`ask` returns when the browser did not answer."""
log = logging.getLogger(__name__)
_numbered = False


async def ask(call: Awaitable[T], seconds: float) -> T | NoAnswer:
    """The browser's answer to ``call``, or NO_ANSWER when none came within ``seconds``
    (or the question failed: the session closed, the platform cannot answer)."""
    try:
        return await asyncio.wait_for(call, seconds)
    except Exception:
        log.info("the browser did not answer within %s s", seconds, exc_info=True)
        return NO_ANSWER


def fresh_control_ids() -> None:
    """Number this run's Flet controls from a random start, so that no control of a
    session takes the number of one in a browser left open since an earlier run."""
    from flet.controls.id_counter import ControlId

    global _numbered
    if not _numbered:  # once a run: a session's controls must never share a number
        _numbered = True
        ControlId._counter = itertools.count(random.randrange(1 << 20, 1 << 31))
