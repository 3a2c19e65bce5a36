"""The controls imported while the app boots are read from the screens' own sources."""

from __future__ import annotations

import flet as ft

from app.ui.warmup import control_names


def test_the_names_come_from_the_screens_and_all_exist_in_flet():
    names = control_names()
    assert {"View", "SegmentedButton", "NavigationBar", "AppBar", "Markdown"} <= set(names)
    assert [name for name in names if not hasattr(ft, name)] == []
