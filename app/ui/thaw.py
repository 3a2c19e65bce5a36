"""Controls a handler may change in place after their screen was drawn again.

Flet diffs a view drawn anew against the one on screen with the same key (every view is
keyed by its route) as a frozen snapshot, and marks the new controls frozen: a handler
that later changes one in place (a setup's hint line, a replay's step) then fails with
"Frozen controls cannot be updated" (a setup on a turned phone, where every view is drawn
again). Once a drawing is sent, its controls are the screen: :func:`thaw` lets a change
to them be sent as a change again.
"""

from __future__ import annotations

from flet.controls.base_control import BaseControl


def thaw(root: BaseControl) -> None:
    """Take Flet's frozen mark off ``root`` and every control under it."""
    stack = [root]
    while stack:
        control = stack.pop()
        fields = vars(control)
        fields.pop("_frozen", None)
        for value in (*fields.values(), *control._values.values()):
            if isinstance(value, BaseControl):
                stack.append(value)
            elif isinstance(value, list):
                stack.extend(v for v in value if isinstance(v, BaseControl))
