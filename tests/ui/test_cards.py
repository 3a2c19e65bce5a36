"""Card faces, names and hands: what a player reads, hears and taps."""

from __future__ import annotations

import xml.etree.ElementTree as ET

import flet as ft
import pytest
from fluent.syntax import FluentParser
from fluent.syntax import ast as fast

from app.core.cards import RANKS, Card, Suit, parse_cards
from app.i18n import CODES, Translator
from app.paths import ASSETS, LOCALES
from app.ui.components import (
    CARD_HEIGHT,
    CARD_WIDTH,
    STATES,
    CardView,
    HandView,
    back_svg,
    card_label,
    fan_layout,
    rank_index,
    suit_src,
)
from app.ui.components.cards import BACK_SRC, INDEX_LEFT, INDEX_WIDTH, MIN_STEP, RANK_SIZE
from app.ui.settings import SKINS
from tests.ui.harness import Harness

PHONE = 412
C = Card.from_code


@pytest.mark.parametrize(
    ("lang", "skin", "code", "label"),
    [
        ("en", "french", "QH", "Queen of hearts"),
        ("en", "french", "TC", "Ten of clubs"),
        ("en", "german", "QH", "Ober of hearts"),
        ("en", "german", "JD", "Unter of bells"),
        ("en", "hungarian", "AC", "Ace of acorns"),
        ("en", "hungarian", "KS", "King of leaves"),
        ("de", "french", "QH", "Herz-Dame"),
        ("de", "french", "JS", "Pik-Bube"),
        ("de", "french", "TC", "Treff-Zehner"),
        ("de", "german", "QH", "Herz-Ober"),
        ("de", "german", "JD", "Schellen-Unter"),
        ("de", "german", "AC", "Eichel-Ass"),
        ("de", "hungarian", "TS", "Laub-Zehner"),
        ("hu", "french", "QH", "kőr dáma"),
        ("hu", "french", "JD", "káró bubi"),
        ("hu", "french", "7S", "pikk hetes"),
        ("hu", "hungarian", "QH", "piros felső"),
        ("hu", "hungarian", "AC", "makk ász"),
        ("hu", "german", "JD", "tök alsó"),
        ("hu", "hungarian", "TS", "zöld tízes"),
    ],
)
def test_card_names_as_players_say_them(lang, skin, code, label):
    """The semantics label in the current language and skin."""
    assert card_label(Translator(lang), C(code), skin) == label


@pytest.mark.parametrize(
    ("lang", "skin", "indices"),
    [
        ("en", "french", "A K Q J 10 9 8 7 2"),
        ("de", "french", "A K D B 10 9 8 7 2"),
        ("hu", "french", "Á K D B 10 9 8 7 2"),
        ("en", "german", "A K O U 10 9 8 7 2"),
        ("de", "german", "A K O U 10 9 8 7 2"),
        ("de", "hungarian", "A K O U 10 9 8 7 2"),
        ("hu", "german", "Á K F A 10 9 8 7 2"),
        ("hu", "hungarian", "Á K F A 10 9 8 7 2"),
    ],
)
def test_corner_indices(lang, skin, indices):
    """Letters per language and pack; the Ten shows "10", never "T"; low ranks are digits."""
    tr = Translator(lang)
    shown = [rank_index(tr, Card(rank, Suit.HEARTS), skin) for rank in "AKQJT9872"]
    assert " ".join(shown) == indices


def card_ids() -> set[str]:
    """Every message id cards.py asks for."""
    ids = {"card-name", "card-back"}
    for fam in ("french", "german"):
        ids |= {f"suit-{fam}-{s.value}" for s in Suit}
        ids |= {f"rank-{fam}-{r}" for r in RANKS}
        ids |= {f"index-{fam}-{r}" for r in "AKQJ"}
    return ids


@pytest.mark.parametrize("lang", CODES)
def test_every_card_word_is_in_each_language_file(lang):
    """No card word falls back to English or to its id."""
    resource = FluentParser().parse((LOCALES / lang / "cards.ftl").read_text(encoding="utf-8"))
    ids = {e.id.name for e in resource.body if isinstance(e, fast.Message)}
    assert card_ids() <= ids


@pytest.mark.parametrize("skin", SKINS)
@pytest.mark.parametrize("suit", list(Suit))
def test_every_suit_symbol_is_an_svg_with_a_viewbox(skin, suit):
    """Each skin's four symbols exist, parse, scale and need nothing from the network."""
    path = ASSETS / suit_src(suit, skin)
    root = ET.parse(path).getroot()
    assert root.tag == "{http://www.w3.org/2000/svg}svg"
    assert len(root.get("viewBox").split()) == 4
    assert "http" not in path.read_text(encoding="utf-8").replace("http://www.w3.org/2000/svg", "")


def test_skins_draw_their_own_suits():
    """French skin: French suits; German and Hungarian: the German-suited symbols."""
    assert suit_src(Suit.DIAMONDS, "french") == "cards/suit-french-D.svg"
    assert suit_src(Suit.DIAMONDS, "german") == "cards/suit-german-D.svg"
    assert suit_src(Suit.DIAMONDS, "hungarian") == "cards/suit-german-D.svg"


def test_the_back_is_an_svg_and_takes_a_game_colour():
    """One back pattern; its accent can be swapped for a game's colour, and only a colour."""
    root = ET.parse(ASSETS / BACK_SRC).getroot()
    assert root.get("viewBox") == "0 0 200 300"
    blue = back_svg("#0277bd")
    assert "#0277BD" in blue and "#1B5E20" not in blue
    ET.fromstring(blue)
    with pytest.raises(ValueError):
        back_svg('red"/><script/>')


def walk(control) -> list:
    """A control and everything inside it."""
    out = [control]
    for name in ("content", "controls"):
        v = getattr(control, name, None)
        for child in v if isinstance(v, list) else [v]:
            if isinstance(child, ft.Control):
                out += walk(child)
    return out


def test_card_view_reads_its_name_and_is_a_button_only_when_tappable():
    """Semantics carry the spoken name and the identifier browser tests look for."""
    tr = Translator("de")
    view = CardView(C("QH"), tr=tr, skin="german", identifier="trump", on_click=lambda e: None)
    assert isinstance(view, ft.Semantics)
    assert (view.label, view.identifier, view.button) == ("Herz-Ober", "trump", True)
    assert CardView(C("QH"), tr=tr).button is False


def test_card_view_size_index_and_symbols():
    """64×96 at scale 1 (×1.3 in large-cards mode), a bold index of at least 18, our SVGs."""
    for scale in (1.0, 1.3):
        view = CardView(C("TS"), tr=Translator("en"), skin="german", scale=scale)
        box = view.content
        assert (box.width, box.height) == pytest.approx((CARD_WIDTH * scale, CARD_HEIGHT * scale))
        texts = [c for c in walk(view) if isinstance(c, ft.Text)]
        assert [t.value for t in texts] == ["10"]
        assert texts[0].size >= 18 * scale and texts[0].weight == ft.FontWeight.BOLD
        images = [c.src for c in walk(view) if isinstance(c, ft.Image)]
        assert images == ["cards/suit-german-S.svg"] * 2
    assert RANK_SIZE >= 18


def test_a_face_down_card_never_names_itself():
    """Backs say "face-down card" and show no rank, whatever card is underneath."""
    view = CardView(C("AS"), tr=Translator("en"), face_up=False)
    assert view.label == "Face-down card"
    assert not [c for c in walk(view) if isinstance(c, ft.Text)]
    assert [c.src for c in walk(view) if isinstance(c, ft.Image)] == ["cards/back.svg"]
    tinted = CardView(None, tr=Translator("hu"), face_up=False, back_colour="#0277BD")
    assert tinted.label == "képpel lefelé fordított lap"
    assert "#0277BD" in next(c for c in walk(tinted) if isinstance(c, ft.Image)).src
    with pytest.raises(ValueError):
        CardView(None, tr=Translator("en"))


def test_states_lift_outline_dim_and_select():
    """Playable is raised and outlined, selected more so, disabled dimmed; not by colour alone."""
    tr = Translator("en")
    views = {s: CardView(C("KC"), tr=tr, state=s) for s in STATES}
    lift = {s: -(v.content.offset.y if v.content.offset else 0) for s, v in views.items()}
    assert lift["normal"] == lift["disabled"] == 0 < lift["playable"] < lift["selected"]
    outline = {
        s: (v.content.foreground_decoration.border.top.width if lift[s] else 0)
        for s, v in views.items()
    }
    assert 0 < outline["playable"] < outline["selected"]
    assert views["disabled"].content.content.opacity == pytest.approx(0.45)
    assert views["selected"].selected is True and views["playable"].selected is None
    with pytest.raises(ValueError):
        CardView(C("KC"), tr=tr, state="glowing")


def test_a_disabled_card_still_calls_back():
    """So the screen can explain why it can't be played."""
    seen = []
    view = CardView(C("9D"), tr=Translator("en"), state="disabled", on_click=seen.append)
    view.content.on_click(ft.Event("click", control=view.content))
    assert seen and seen[0].control.data == C("9D")


@pytest.mark.parametrize("scale", [1.0, 1.3])
@pytest.mark.parametrize("count", range(0, 17))
def test_a_fanned_hand_fits_a_phone_with_every_index_visible(scale, count):
    """Never wider than the phone; neighbours in a row never cover a corner index."""
    room = PHONE - 16
    layout = fan_layout(count, scale=scale, max_width=room)
    assert len(layout.positions) == count
    assert layout.width <= room
    card_w = CARD_WIDTH * scale
    index_right = (INDEX_LEFT + INDEX_WIDTH + 1) * scale
    rows: dict[float, list[float]] = {}
    for left, top in layout.positions:
        assert 0 <= left <= layout.width - card_w + 1e-6
        assert top >= 16 * scale  # headroom for a lifted card
        rows.setdefault(top, []).append(left)
    for lefts in rows.values():
        steps = [b - a for a, b in zip(lefts, lefts[1:], strict=False)]
        assert all(s >= max(index_right, MIN_STEP * scale) - 1e-6 for s in steps)
    if count and scale == 1.3 and count <= 8:
        assert len(rows) == 1


def test_six_large_cards_fit_412_px():
    """The hand control itself is no wider than a 412 px phone minus margins."""
    hand = HandView(parse_cards("AS TS KC QC JH 9D"), tr=Translator("en"), skin="french", scale=1.3)
    assert isinstance(hand, ft.Stack)
    assert hand.width <= PHONE - 16
    assert len(hand.controls) == 6


def test_a_face_down_hand_hides_its_cards():
    """Identifiers of a hidden hand are positions, labels say face-down."""
    hand = HandView(parse_cards("AS TS"), tr=Translator("en"), face_up=False, identifier="opp")
    views = [c.content for c in hand.controls]
    assert [v.identifier for v in views] == ["opp-0", "opp-1"]
    assert {v.label for v in views} == {"Face-down card"}


@pytest.mark.asyncio
async def test_tapping_a_card_in_a_hand_calls_back_with_that_card():
    """On the real session path: every card answers a tap, the disabled one too."""
    h = Harness()
    cards = parse_cards("AS TS KC QC JH")
    tapped: list[Card] = []
    hand = HandView(
        cards,
        tr=Translator("en"),
        skin="french",
        scale=1.3,
        states={C("AS"): "playable", C("KC"): "selected", C("JH"): "disabled"},
        on_tap=tapped.append,
    )
    h.page.views.append(ft.View(controls=[hand]))
    h.page.update()
    assert h.find("hand-QC") is not None
    await h.fire(h.find("hand-QC"), "click")
    await h.fire(h.find("hand-JH"), "click")
    assert tapped == [C("QC"), C("JH")]
    labels = [c.label for c in h.all() if isinstance(c, ft.Semantics)]
    assert labels == [
        "Ace of spades",
        "Ten of spades",
        "King of clubs",
        "Queen of clubs",
        "Jack of hearts",
    ]


@pytest.mark.asyncio
async def test_an_async_tap_handler_is_awaited():
    """Screens may answer a tap with an async handler."""
    h = Harness()
    tapped: list[Card] = []

    async def on_tap(card: Card) -> None:
        tapped.append(card)

    hand = HandView(parse_cards("7H 8H"), tr=Translator("hu"), skin="hungarian", on_tap=on_tap)
    h.page.views.append(ft.View(controls=[hand]))
    h.page.update()
    await h.fire(h.find("hand-8H"), "click")
    assert tapped == [C("8H")]
    assert [c.label for c in h.all() if isinstance(c, ft.Semantics)] == [
        "piros hetes",
        "piros nyolcas",
    ]
