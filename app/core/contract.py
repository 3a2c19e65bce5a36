"""The engine contract every game follows (import rules: tests/test_architecture.py).

A game is a bundle of pure functions over frozen values. The app, the computer
players and the tests only ever talk to a game through an :class:`Engine`.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Hashable, Mapping, Sequence
from dataclasses import dataclass, field
from random import Random
from typing import Any, Generic, Protocol, TypeVar

from app.core.errors import IllegalMove
from app.core.json import JsonDict

OptionValue = bool | int | str
"""The value of one rule option: a switch, a number or a choice by name."""
Options = Mapping[str, OptionValue]
"""A game's options as plain JSON values; each engine fills in its defaults."""
Fact = str | int | float | bool | None | tuple["Fact", ...]
"""One game-specific fact of an outcome (a reason, a count, the points of each round)."""


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


class View(Protocol):
    """What every seat's view tells, whatever the game (each game's view has more)."""

    @property
    def seat(self) -> int:
        """The seat whose view it is."""
        ...

    @property
    def results(self) -> Sequence[object]:
        """What each finished deal or round brought, in order (a game of one round: its
        result once over); a session counts them (the deal a move was made in, a result
        to show)."""
        ...


@dataclass(frozen=True, slots=True)
class Outcome:
    """How a finished game ended: a score per seat and the winning seats."""

    scores: tuple[float, ...]
    winners: tuple[int, ...]
    detail: tuple[tuple[str, Fact], ...] = ()
    """Game-specific facts for the result screen, as sorted key/value pairs."""


S = TypeVar("S")
M = TypeVar("M", bound=Move)
V = TypeVar("V", bound=View)


@dataclass(frozen=True)
class Engine(Generic[S, M, V]):
    """One game's implementation of the contract, typed over its state ``S``, its moves
    ``M`` and a seat's view ``V``.

    Functions (all pure; none reads a clock or the global random):

    - ``new_game(seed, options, seats) -> State``
    - ``to_act(state) -> tuple[int, ...]``: the seats that may act now; several at once
      in real-time games, where any of them may move next
    - ``legal_moves(state, seat) -> tuple[Move, ...]``: that seat's moves (each with
      ``.seat == seat``) in a stable order; empty for a seat not in ``to_act``
    - ``apply(state, move) -> State``; raises ``IllegalMove`` and changes nothing, also
      for a move whose ``.seat`` may not act now
    - ``error(state, move) -> IllegalMove | None``: why ``apply`` would refuse ``move``
      (the very error it raises), None for a legal move
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

    For the replay of a finished game only:

    - ``open_view(state, seat) -> View``: that seat's view with every card of the table
      face up; None where every seat's ``view_for`` together already shows all hands.
      Never given to a computer player or a running table (tested).
    """

    id: str
    seat_counts: tuple[int, ...]
    new_game: Callable[[int | str, Options, int], S]
    to_act: Callable[[S], tuple[int, ...]]
    legal_moves: Callable[[S, int], tuple[M, ...]]
    apply: Callable[[S, M], S]
    error: Callable[[S, M], IllegalMove | None]
    view_for: Callable[[S, int], V]
    outcome: Callable[[S], Outcome | None]
    move_from_code: Callable[[str], M]
    state_to_dict: Callable[[S], JsonDict]
    state_from_dict: Callable[[Mapping[str, object]], S]
    cards: Callable[[S], Counter[Hashable]]
    deck: Callable[[S], Counter[Hashable]]
    hidden: Callable[[S, int], Counter[Hashable]]
    redeal_hidden: Callable[[S, int, Random], S]
    view_cards: Callable[[V], Counter[Hashable]]
    open_view: Callable[[S, int], V] | None = None
    default_options: Options = field(default_factory=dict)
    max_moves: int = 10_000
    """An upper bound on the moves of one game, for termination checks."""
    format1_seatless: bool = False
    """True if this game's format-1 records (saved before every move code named its
    seat) hold codes without the seat; see :mod:`app.core.record`."""


AnyEngine = Engine[Any, Any, Any]  # Any: the registry holds each game's engine, typed its own way
"""Some game's engine, as the registry and the records of every game hold it."""
