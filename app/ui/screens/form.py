"""A setup's choices, built from what declares them: the engine's rule options
(:class:`app.core.options.RuleOptions`) and the table's own choices (aids, presentation:
a game's ``choices.Choices``, kept in the session's extras). Each choice starts at the
default its dataclass declares, or as this browser last started the game where that
still fits, and its control offers the values the dataclass allows, in its order: a
default or a list of values is written once, beside the rule it belongs to."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import flet as ft

from app.core.options import RuleOptions
from app.stats import LastSetup
from app.ui.host import Host
from app.ui.widgets import hinted, radios, segmented

Value = Any  # Any: each choice's own type (a number, a word, a switch), known to its setup
"""A choice's value, as its dataclass declares it."""
Label = Callable[[Value], str]
"""A value's words on its control."""


class Form:
    """The choices of one setup screen, with the controls that change them."""

    def __init__(
        self,
        host: Host,
        rules: type[RuleOptions],
        table: type[RuleOptions],
        setup: LastSetup | None,
    ) -> None:
        self.host = host
        self.rule_type, self.table_type = rules, table
        self.values: dict[str, Value] = {
            **rules.fitting(setup.options if setup else {}).to_dict(),
            **table.fitting(setup.extras if setup else {}).to_dict(),
        }
        """Every choice by name, as it stands."""

    def __getitem__(self, name: str) -> Value:
        return self.values[name]

    def __setitem__(self, name: str, value: Value) -> None:
        self.values[name] = value

    def kind(self, name: str) -> type[RuleOptions]:
        """The dataclass that declares choice ``name``."""
        return self.rule_type if name in self.rule_type.__dataclass_fields__ else self.table_type

    def allowed(self, name: str) -> tuple[Value, ...]:
        """The values choice ``name`` may take, in their declared order."""
        return self.kind(name).allowed(name)

    def changed(self, name: str) -> bool:
        """Whether choice ``name`` differs from its declared default."""
        return self.values[name] != self.kind(name)().to_dict()[name]

    def rules(self, **fixed: Value) -> dict[str, Value]:
        """The engine's options as chosen, with ``fixed`` (what the app works out itself,
        such as who begins)."""
        return {n: self.values[n] for n in self.rule_type.__dataclass_fields__} | fixed

    def table(self) -> dict[str, Value]:
        """The table's own choices (the session's extras)."""
        return {n: self.values[n] for n in self.table_type.__dataclass_fields__}

    def switch(
        self,
        name: str,
        label: str,
        hint: str | None = None,
        on: Value = True,
        then: Callable[[], None] | None = None,
    ) -> ft.Control:
        """A switch for choice ``name``, on while it is ``on`` (off: its other allowed
        value), tagged ``opt-<name>``; ``label`` and ``hint`` are message ids; ``then``
        runs after a change."""
        off = next(v for v in self.allowed(name) if v != on)

        def toggle(e: ft.Event) -> None:
            self.values[name] = on if e.control.value else off
            if then:
                then()

        switch = ft.Switch(label=self.host.t(label), value=self.values[name] == on)
        switch.on_change = toggle
        return hinted(f"opt-{name}", switch, self.host.t(hint) if hint else None)

    def segments(
        self,
        name: str,
        label: Label,
        icons: dict[Value, ft.IconData] | None = None,
        then: Callable[[], None] | None = None,
    ) -> ft.Control:
        """Segments for choice ``name``, one per allowed value, tagged ``setup-<name>``."""
        values = {str(v): v for v in self.allowed(name)}

        def pick(e: ft.Event) -> None:
            self.values[name] = values[e.control.selected[0]]
            if then:
                then()

        choices = [(key, label(v), (icons or {}).get(v)) for key, v in values.items()]
        return segmented(f"setup-{name}", choices, str(self.values[name]), pick)

    def radios(self, name: str, label: Label) -> ft.RadioGroup:
        """One line per allowed value of choice ``name`` (words too long for segments)."""
        values = {str(v): v for v in self.allowed(name)}

        def pick(e: ft.Event) -> None:
            if e.control.value in values:
                self.values[name] = values[e.control.value]

        choices = [(key, label(v)) for key, v in values.items()]
        return radios(choices, str(self.values[name]), pick)
