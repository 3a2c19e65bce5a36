"""The control tree a Flet client holds, kept from the server's messages.

The register answer carries the whole page; every later ``PATCH_CONTROL`` message is
``{"id": control, "patch": [paths, op, op, …]}``. ``paths`` is a tree of the paths the
operations use (``[index, {part: [index, {…}], …}]``, the root control being index 0),
and each operation names its target by that index (Flet's ``ObjectPatch.to_message``):
``[0 replace, node, key, value]``, ``[1 add, node, key, value]``, ``[2 remove, node,
key]``, ``[3 move, from node, from key, to node, to key]``. Operations apply one after
another, as in a JSON patch. Controls are dicts carrying their id as ``_i``.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

REPLACE, ADD, REMOVE, MOVE = range(4)
Node = Any  # Any: Flet's wire data as msgpack decodes it, indexed as its protocol says
"""A value of the client's tree or of a patch."""
Control = dict[str, Node]
"""A control of the tree: its properties, its id as ``_i``."""


class Mirror:
    """The page as the client sees it, and every control in it by id."""

    def __init__(self, page: Control) -> None:
        self.page = page
        self.index: dict[int, Control] = {}
        self._index(page)

    def patch(self, control_id: int, patch: list[Node]) -> None:
        """Apply one ``PATCH_CONTROL`` message's patch to the control it names."""
        root = self.index[control_id]
        paths = node_paths(patch[0])
        for op in patch[1:]:
            kind = op[0]
            if kind == MOVE:
                value = _take(_at(root, paths[op[1]]), op[2])
                _put(_at(root, paths[op[3]]), op[4], value, insert=True)
            elif kind == REMOVE:
                _take(_at(root, paths[op[1]]), op[2])
            else:
                _put(_at(root, paths[op[1]]), op[2], op[3], insert=kind == ADD)
        self._index(root)

    def controls(self) -> Iterator[Control]:
        """Every control shown now: the top view's, the dialogs' and the overlay's (the
        views under the top one are on the stack, not on screen)."""
        for key, value in self.page.items():
            yield from _controls(value[-1:] if key == "views" else value)

    def find(self, identifier: str) -> Control | None:
        """The control that ``tagged(identifier, …)`` wraps (what a tap lands on)."""
        for control in self.controls():
            if control.get("identifier") == identifier:
                return control.get("content")
        return None

    def tagged(self, prefix: str) -> dict[str, Control]:
        """The wrapped controls whose identifier starts with ``prefix``, by identifier."""
        return {
            c["identifier"]: c.get("content") or {}
            for c in self.controls()
            if isinstance(c.get("identifier"), str) and c["identifier"].startswith(prefix)
        }

    def _index(self, root: Control) -> None:
        for control in _controls(root):
            self.index[control["_i"]] = control


def node_paths(tree: list[Node], prefix: tuple[Node, ...] = ()) -> dict[int, tuple[Node, ...]]:
    """Each node index of a patch's path tree and the path it stands for."""
    out = {tree[0]: prefix}
    for part, child in (tree[1] if len(tree) > 1 else {}).items():
        out.update(node_paths(child, (*prefix, part)))
    return out


def _at(root: Node, path: tuple[Node, ...]) -> Node:
    node = root
    for part in path:
        node = node[part]
    return node


def _take(container: Node, key: Node) -> Node:
    if isinstance(container, list):
        return container.pop(key)
    return container.pop(key, None)


def _put(container: Node, key: Node, value: Node, insert: bool) -> None:
    if isinstance(container, list) and insert:
        container.insert(key, value)
    else:
        container[key] = value


def _controls(node: Node) -> Iterator[Control]:
    if isinstance(node, dict):
        if "_i" in node:
            yield node
        for value in node.values():
            if isinstance(value, dict | list):
                yield from _controls(value)
    elif isinstance(node, list):
        for value in node:
            if isinstance(value, dict | list):
                yield from _controls(value)
