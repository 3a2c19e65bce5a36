"""Errors that carry a message id and arguments, never display text.

The UI translates ``error.code`` with ``error.args_dict`` through the Fluent files,
so engines and stores stay free of any language.
"""

from __future__ import annotations


class UserError(ValueError):
    """A request the user made that cannot be carried out; ``code`` names the message.

    Its fields are slots and ``args`` is set directly: engines make millions of these
    when checking moves, and that halves what each one costs."""

    __slots__ = ("code", "args_dict", "causes")

    def __init__(self, code: str, /, **args: ErrorArg) -> None:
        self.args = (code, args)
        self.code = code
        self.args_dict: dict[str, str | int | float] = {}
        """The arguments its message says as they are (names, numbers)."""
        self.causes: dict[str, UserError] = {}
        """The arguments that are errors themselves (why it came), said translated."""
        for name, value in args.items():
            if isinstance(value, UserError):
                self.causes[name] = value
            else:
                self.args_dict[name] = value

    @property
    def message_id(self) -> str:
        """The Fluent message id: ``err-`` followed by the code."""
        return f"err-{self.code}"

    def __str__(self) -> str:
        args = {**self.args_dict, **self.causes}
        details = ", ".join(f"{k}={v!r}" for k, v in sorted(args.items()))
        return f"{self.code}({details})" if details else self.code


ErrorArg = str | int | float | UserError
"""An error's argument: what Fluent formats, or the error it came from (translated too)."""


class IllegalMove(UserError):
    """A move the rules do not allow in this state; the state is left unchanged."""


class InvalidNotation(UserError):
    """Text that is not a well-formed move code or saved state."""
