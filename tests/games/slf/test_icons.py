"""Category icons a child reads without reading (issue 17 point 20)."""

from __future__ import annotations

from app.games.slf.deck import CATEGORIES

BUILDINGS = {"festival", "school", "home", "house", "cottage", "church", "museum", "store"}
"""Material icons drawn as a house with a roof: "festival" is a tent that looks like a school."""
PLACES_WITH_A_BUILDING = {"city", "school", "supermarket", "building-site"}


def test_only_places_with_a_building_show_one():
    """In the Circus showed "festival", a tent drawn like the schoolhouse next to it."""
    shown = {c.id: c.icon for c in CATEGORIES}
    assert shown["circus"] not in BUILDINGS
    assert {cid for cid, icon in shown.items() if icon in BUILDINGS} <= PLACES_WITH_A_BUILDING
