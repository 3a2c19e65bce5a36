"""The server benchmark's pure parts: the control mirror a simulated phone keeps from
Flet's patches, percentiles and the report table (no server is started)."""

from __future__ import annotations

import msgpack
from flet.controls.base_control import BaseControl
from flet.controls.object_patch import ObjectPatch
from flet.messaging.protocol import configure_encode_object_for_msgpack

from app.bench.mirror import Mirror, node_paths
from app.bench.server import percentile, table


def wire(obj):
    """Encode and decode as Flet's transport does."""
    packed = msgpack.packb(obj, default=configure_encode_object_for_msgpack(BaseControl))
    return msgpack.unpackb(packed, strict_map_key=False)


def test_node_paths_name_each_index_of_the_path_tree():
    """``[0, {"controls": [1, {2: [2]}]}]`` names the root, its list and an item."""
    assert node_paths([0, {"controls": [1, {2: [2]}]}]) == {
        0: (),
        1: ("controls",),
        2: ("controls", 2),
    }


def test_the_mirror_follows_flets_own_patches():
    """Adds, removes, moves and replaces made by Flet's differ land where Flet put them."""
    import flet as ft

    def tag(name: str, text: str) -> ft.Semantics:
        return ft.Semantics(identifier=name, content=ft.Text(text))

    column = ft.Column([tag("a", "A"), tag("b", "B"), tag("c", "C")])
    page = Mirror(wire(column))
    kinds = set()
    for change in (
        lambda: column.controls.pop(0),
        lambda: column.controls.insert(1, tag("d", "D")),
        lambda: column.controls.reverse(),
        lambda: setattr(column.controls[0].content, "value", "changed"),
    ):
        before = wire(column)
        change()
        patch, _, _ = ObjectPatch.from_diff(column, column, control_cls=BaseControl)
        page.patch(before["_i"], wire(patch.to_message()))
        kinds.update(op[0] for op in wire(patch.to_message())[1:])
        shown = [c["identifier"] for c in page.page["controls"]]
        assert shown == [c.identifier for c in column.controls]
    assert kinds == {0, 1, 2, 3}  # replace, add, remove, move: each was tried
    assert page.find("d") == page.page["controls"][1]["content"]
    assert page.find("c")["value"] == "changed"


def test_percentiles_interpolate_between_ranks():
    """The median of 1..4 is 2.5; p95 of 0..100 is 95; an empty list gives 0."""
    assert percentile([4, 1, 3, 2], 50) == 2.5
    assert percentile(list(range(101)), 95) == 95
    assert percentile([], 95) == 0.0


def test_the_table_has_a_row_per_phone_count():
    """One Markdown row per level, times rounded to whole milliseconds."""
    level = {
        "phones": 20,
        "taps": 300,
        "median_ms": 24.4,
        "p95_ms": 81.2,
        "max_ms": 141.0,
        "stall_ms": 125.0,
        "callback_ms": 133.0,
        "callback_cpu_ms": 60.0,
        "gc_ms": 93.0,
        "cpu_pct": 44.0,
        "rss_mb": 82.0,
        "client_lag_ms": 24.0,
        "errors": [],
        "lost": [],
        "load_average": [1.52, 1.0, 0.5],
        "server_tracebacks": 0,
    }
    report = {"taps_per_phone": 15, "pause_s": [0.5, 1.5], "levels": [level]}
    assert table(report).splitlines()[-1] == (
        "| 20 | 300 | 24 | 81 | 141 | 125 | 133 (60) | 93 | 44 % | 82 MB | 24 | 0 | 0/0 | 1.5 |"
    )
