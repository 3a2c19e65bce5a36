"""The engine contract every game follows (see docs/architecture.md).

A game is a bundle of pure functions over frozen values. The app, the computer
players and the tests only ever talk to a game through an :class:`Engine`.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Hashable, Mapping
from dataclasses import dataclass, field
from random import Random
from typing import Any, Protocol

Options = Mapping[str, Any]
"""A game's options as plain JSON values; each engine fills in its defaults."""


class Move(Protocol):
    """A move: a frozen value naming the seat that makes it, with a short text code."""

    @property
    def seat(self) -> int:
        """The seat that makes the move; only a seat in ``to_act`` may make one."""
        ...

    @property
    def code(self) -> str:
        """The text form ``kind:seat[:args]``, e.g. ``"play:0:QH"``."""
        ...


@dataclass(frozen=True, slots=True)
class Outcome:
    """How a finished game ended: a score per seat and the winning seats."""

    scores: tuple[float, ...]
    winners: tuple[int, ...]
    detail: tuple[tuple[str, Any], ...] = ()
    """Game-specific facts for the result screen, as sorted key/value pairs."""


@dataclass(frozen=True)
class Engine:
    """One game's implementation of the contract.

    Functions (all pure; none reads a clock or the global random):

    - ``new_game(seed, options, seats) -> State``
    - ``to_act(state) -> tuple[int, ...]``: the seats that may act now; several at once
      in real-time games, where any of them may move next
    - ``legal_moves(state, seat) -> tuple[Move, ...]``: that seat's moves (each with
      ``.seat == seat``) in a stable order; empty for a seat not in ``to_act``
    - ``apply(state, move) -> State``; raises ``IllegalMove`` and changes nothing, also
      for a move whose ``.seat`` may not act now
    - ``view_for(state, seat) -> View``: everything that seat may know
    - ``outcome(state) -> Outcome | None``
    - ``move_from_code(code) -> Move``; ``state_to_dict`` / ``state_from_dict``

    Bookkeeping used by the conformance suite:

    - ``cards(state) -> Counter``: every card in the state, wherever it lies
    - ``deck(state) -> Counter``: the cards the game was dealt from
    - ``hidden(state, seat) -> Counter``: the cards that seat may not see
    - ``redeal_hidden(state, seat, rng) -> State``: the same state with the cards
      hidden from ``seat`` permuted among their hidden places
    - ``view_cards(view) -> Counter``: every card a view shows face up
    """

    id: str
    seat_counts: tuple[int, ...]
    new_game: Callable[[int | str, Options, int], Any]
    to_act: Callable[[Any], tuple[int, ...]]
    legal_moves: Callable[[Any, int], tuple[Any, ...]]
    apply: Callable[[Any, Any], Any]
    view_for: Callable[[Any, int], Any]
    outcome: Callable[[Any], Outcome | None]
    move_from_code: Callable[[str], Any]
    state_to_dict: Callable[[Any], dict[str, Any]]
    state_from_dict: Callable[[Mapping[str, Any]], Any]
    cards: Callable[[Any], Counter[Hashable]]
    deck: Callable[[Any], Counter[Hashable]]
    hidden: Callable[[Any, int], Counter[Hashable]]
    redeal_hidden: Callable[[Any, int, Random], Any]
    view_cards: Callable[[Any], Counter[Hashable]]
    default_options: Mapping[str, Any] = field(default_factory=dict)
    max_moves: int = 10_000
    """An upper bound on the moves of one game, for termination checks."""
