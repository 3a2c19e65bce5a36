"""The 50 double-sided cards of Schnapp, Land, Fluss! (RULES.md §Deck).

Each card has a letter side (blue letters score 1, red letters 2) and a category
side. The pairing of the two sides is fixed here once and is part of the deck
data. Card ids are the positions in :data:`DECK` (0–49); category ids are short
English slugs whose names and descriptions live in ``locales/*/slf.ftl`` as
``slf-cat-<id>`` and ``slf-cat-<id>-desc``. Icon names are Material icon names
(``ft.Icons.<NAME upper-cased>``), kept as plain strings: engines never import flet.
"""

from __future__ import annotations

from dataclasses import dataclass

XY = "XY"
"""The one card that takes words beginning with X or with Y."""

BLUE = "blue"
RED = "red"

BLUE_LETTERS: dict[str, int] = {
    "A": 3,
    "B": 3,
    "D": 2,
    "E": 2,
    "F": 2,
    "G": 2,
    "H": 2,
    "I": 1,
    "K": 3,
    "L": 2,
    "M": 3,
    "N": 2,
    "O": 1,
    "P": 2,
    "R": 2,
    "S": 3,
    "T": 3,
    "U": 1,
    "V": 1,
}
"""Blue letters (1 point) and their number of copies: 40 cards."""

RED_LETTERS: dict[str, int] = {"C": 2, "J": 2, "Z": 2, "W": 2, "Q": 1, XY: 1}
"""Red letters (2 points) and their number of copies: 10 cards."""


@dataclass(frozen=True, slots=True)
class Category:
    """A category side: its id, its Material icon name and whether only typical terms count."""

    id: str
    icon: str
    characteristic: bool
    """Only terms truly characteristic of the place or theme count (RULES.md §Matching a letter)."""


def _cats(ids_and_icons: str, characteristic: bool) -> tuple[Category, ...]:
    pairs = (item.split("=") for item in ids_and_icons.split())
    return tuple(Category(cid, icon, characteristic) for cid, icon in pairs)


CATEGORIES: tuple[Category, ...] = (
    # The six named in the seed: only characteristic terms count.
    *_cats(
        "kitchen=kitchen air=flight circus=theater_comedy school=school doctor=local_hospital "
        "sea=sailing",
        True,
    ),
    # The classics and the broad themes.
    *_cats(
        "city=location_city country=flag river=water animal=pets first-name=badge job=work "
        "plant=local_florist food=restaurant drink=local_drink fruit-veg=eco sweets=icecream "
        "sport=sports_soccer instrument=piano clothing=checkroom body-part=back_hand "
        "vehicle=directions_car toy=toys hobby=palette appliance=blender tool=handyman "
        "furniture=chair famous=star character=auto_stories bird=flutter_dash insect=bug_report "
        "mountain-island=terrain",
        False,
    ),
    # Places and seasons (the eleven added in RULES.md §Deck): only characteristic terms count.
    *_cats(
        "garden=yard forest=forest bathroom=bathtub beach=beach_access "
        "supermarket=shopping_cart farm=agriculture space=rocket_launch "
        "building-site=construction winter=ac_unit birthday=cake street=traffic",
        True,
    ),
    # Descriptions.
    *_cats(
        "round=circle soft=cloud noise=volume_up smell=air pocket=wallet green=grass "
        "opens=door_front_door",
        False,
    ),
)
"""All 50 categories in the order of RULES.md §Deck."""

CATEGORY: dict[str, Category] = {c.id: c for c in CATEGORIES}


@dataclass(frozen=True, slots=True)
class SlfCard:
    """One card: its id (0–49), its letter side and the category on its back."""

    id: int
    letter: str
    """A capital letter, or ``"XY"`` for the X/Y card."""
    category: str

    @property
    def colour(self) -> str:
        """``"red"`` for the 2-point letters, ``"blue"`` otherwise."""
        return RED if self.letter in RED_LETTERS else BLUE

    @property
    def points(self) -> int:
        """2 for a red letter, 1 for a blue one."""
        return 2 if self.letter in RED_LETTERS else 1

    @property
    def icon(self) -> str:
        """The Material icon name of the category side."""
        return CATEGORY[self.category].icon

    @property
    def label(self) -> str:
        """The letter as printed: ``"X/Y"`` for the X/Y card."""
        return "X/Y" if self.letter == XY else self.letter


_PAIRS: tuple[tuple[str, str], ...] = (
    ("A", "sea"),
    ("A", "toy"),
    ("A", "building-site"),
    ("B", "city"),
    ("B", "hobby"),
    ("B", "winter"),
    ("D", "country"),
    ("D", "appliance"),
    ("E", "birthday"),
    ("E", "river"),
    ("F", "tool"),
    ("F", "street"),
    ("G", "animal"),
    ("G", "furniture"),
    ("H", "round"),
    ("H", "first-name"),
    ("I", "famous"),
    ("K", "soft"),
    ("K", "job"),
    ("K", "character"),
    ("L", "noise"),
    ("L", "plant"),
    ("M", "bird"),
    ("M", "smell"),
    ("M", "food"),
    ("N", "insect"),
    ("N", "pocket"),
    ("O", "drink"),
    ("P", "mountain-island"),
    ("P", "green"),
    ("R", "fruit-veg"),
    ("R", "garden"),
    ("S", "opens"),
    ("S", "sweets"),
    ("S", "forest"),
    ("T", "kitchen"),
    ("T", "sport"),
    ("T", "bathroom"),
    ("U", "air"),
    ("V", "instrument"),
    ("C", "beach"),
    ("C", "circus"),
    ("J", "clothing"),
    ("J", "supermarket"),
    ("Z", "school"),
    ("Z", "body-part"),
    ("W", "farm"),
    ("W", "doctor"),
    ("Q", "vehicle"),
    (XY, "space"),
)

DECK: tuple[SlfCard, ...] = tuple(
    SlfCard(i, letter, category) for i, (letter, category) in enumerate(_PAIRS)
)
"""The 50 cards; ``DECK[i].id == i``."""

XY_CARD: int = next(c.id for c in DECK if c.letter == XY)
"""The id of the X/Y card (removed from the game by the ``remove_xy`` option)."""

LETTER_OF: tuple[str, ...] = tuple(c.letter for c in DECK)
"""The letter of each card id, for quick look-ups."""

POINTS_OF: tuple[int, ...] = tuple(c.points for c in DECK)
"""The points of each card id."""

CARD_OF_CATEGORY: dict[str, int] = {c.category: c.id for c in DECK}
"""The card that carries each category."""


def card(card_id: int) -> SlfCard:
    """The card with id ``card_id``."""
    return DECK[card_id]
