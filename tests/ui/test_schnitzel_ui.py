"""Schnitzel screens on the real Flet session path: setup, the shared table's first
frames, private looks (a hand-over, then a card's face only while it is held), the
matching window's countdown and its end, claims (a match, a wrong match, a Nope), a whole
game drawn without a face a seat only privately knows, the results, play again (the
loser begins) and the statistics."""

from __future__ import annotations

from collections import Counter
from dataclasses import replace
from types import SimpleNamespace

import flet as ft
import pytest

from app.core.rng import make_rng
from app.games.schnitzel import GAME
from app.games.schnitzel.model import HIDDEN, Deed, card_from_code
from app.games.schnitzel.notation import from_text
from app.i18n import Translator
from app.stats import add_player, load_game
from app.ui import session as session_module
from app.ui.screens.schnitzel import setup as schnitzel_setup
from app.ui.screens.schnitzel.deeds import sentence
from app.ui.shell import CLIENT_KEY
from tests.ui.harness import Harness, Moment, at_result, fill_seats, open_app, settle, until

pytestmark = pytest.mark.asyncio

PRESS = {"l": {"x": 5, "y": 5}, "g": {"x": 50, "y": 50}, "k": "touch"}
"""Where a finger lands on a card (a long-press's "down")."""


@pytest.fixture(autouse=True)
def same_deal(monkeypatch):
    """Games dealt from one seed, Anna (seat 0) beginning: the tests know what comes."""
    monkeypatch.setattr(session_module, "datetime", Moment)
    monkeypatch.setattr(schnitzel_setup, "random", SimpleNamespace(randrange=lambda n: 0))


class Clock:
    """A clock the test moves on by hand (as tests/ui/test_taps.py does)."""

    def __init__(self) -> None:
        self.now = 100.0

    def __call__(self) -> float:
        return self.now


async def start(tmp_path, prefs=None):
    """A new browser session on the app, as the browser "phone"."""
    return await open_app(tmp_path, prefs if prefs is not None else {CLIENT_KEY: "phone"})


async def begin(h: Harness, shell, names=("Anna", "Béla"), kinds=None, window=None, children=False):
    """Tile → seats → options → start; returns the table with computer pauses off and a
    clock moved by hand."""
    await h.fire(h.find("tile-schnitzel"), "click")
    await h.session.after_event(h.page)
    assert shell.route == "/play/schnitzel/setup"
    await fill_seats(h, names, kinds)
    if window is not None:
        await h.fire(h.find("setup-window"), "change", selected=[str(window)])
    if children:
        await h.fire(h.find("opt-children"), "change", value=True)
    await h.fire(h.find("setup-start"), "click")
    await h.session.after_event(h.page)
    table = shell.table
    table.pause = 0
    table.board.clock.clock = Clock()
    table.board.clock.tick = 0.001
    return table


async def redraw(h: Harness, table, state) -> None:
    """Put the table in ``state`` and draw it."""
    table.session.state = state
    table.redraw()
    await h.drawn()


async def tap(h: Harness, ident: str) -> None:
    """Tap a control by its identifier (a card one may also hold takes a tap as a tap)."""
    control = h.find(ident)
    await h.fire(control, "tap" if isinstance(control, ft.GestureDetector) else "click")


def faces(h: Harness) -> Counter:
    """The cards drawn face up on the screen now."""
    return Counter(
        c.data[1]
        for c in h.all()
        if isinstance(getattr(c, "data", None), tuple) and c.data[0] == "face"
    )


def cards(text: str):
    """Cards by their codes."""
    return tuple(card_from_code(c) for c in text.split())


async def looked_at_start(h: Harness, table, seats=(0, 1)) -> None:
    """Every person looks at their places 1 and 2 (hand-over, two taps, Done)."""
    for seat in seats:
        await tap(h, f"look-{seat}")
        if h.has("handover-ready"):
            await tap(h, "handover-ready")
        await tap(h, "look-pick-0")
        await tap(h, "look-pick-1")
        await tap(h, "look-done")


async def past_private_look(h: Harness) -> None:
    """Through the hand-over and the private look that a drawn card opens."""
    await tap(h, "handover-ready")
    await tap(h, "look-done")


# ---------------------------------------------------------------- setup


async def test_setup_remembers_the_window_and_the_children_option(tmp_path):
    """A 2 s window and the children's option start the game and come back next time."""
    h, shell = await start(tmp_path)
    await begin(h, shell, window=2, children=True)
    options = dict(shell.table.session.record.options)
    assert options["window"] == 2 and options["children"] and options["first"] in (0, 1)
    assert load_game(shell.db, "phone").game == "schnitzel"
    await tap(h, "table-back")
    await h.session.after_event(h.page)
    await h.fire(h.find("tile-schnitzel"), "click")
    assert h.find("setup-window").selected == ["2"] and h.find("opt-children").value
    assert "Whenever a new card lands on the discard pile" in " ".join(h.texts())


async def test_setup_needs_a_person(tmp_path):
    """Two computers start nothing and say why (a table needs someone to hold the phone)."""
    h, shell = await start(tmp_path)
    await h.fire(h.find("tile-schnitzel"), "click")
    if not h.has("seat-0-kind"):
        pytest.skip("no computer levels yet")
    levels = [o.key for o in h.find("seat-0-kind").options if o.key != "person"]
    await h.fire(h.find("seat-0-kind"), "select", value=levels[0])
    await h.fire(h.find("seat-1-kind"), "select", value=levels[0])
    await h.fire(h.find("setup-start"), "click")
    assert shell.table is None and "At least one person has to play." in h.texts()


# ---------------------------------------------------------------- first frames


async def test_a_new_game_shows_each_person_their_look_button_and_the_top_discard(tmp_path):
    """The first frame: every row face down, each person's Look button, the prompt, the
    discard pile's top face up; nothing else face up."""
    h, shell = await start(tmp_path)
    table = await begin(h, shell)
    top = table.session.state.discard[-1]
    assert h.has("look-0") and h.has("look-1")
    assert h.find("prompt").value == "Everyone: tap Look and look at two of your cards."
    assert faces(h) == Counter([top])
    assert h.label("slot-1-3") == "Béla, place 4, face down"


async def test_a_face_down_place_says_its_number_small_beside_the_games_sign(tmp_path):
    """A place's number is a small tag at the bottom of its back, under the game's sign,
    never large in the middle where a card's value would be (issue 33 point 10)."""
    h, shell = await start(tmp_path)
    await begin(h, shell)
    back = h.find("slot-1-3")
    assert back.data == ("back", "4")
    texts = [c for c in h.all() if isinstance(c, ft.Text) and c.value == "4"]
    inside = [t for t in texts if any(p is back for p in parents(t))]
    assert len(inside) == 1 and inside[0].size <= 15, "the number, small"
    icons = [c for c in h.all() if isinstance(c, ft.Icon) and any(p is back for p in parents(c))]
    assert [i.icon for i in icons] == [ft.Icons.LUNCH_DINING]


def parents(control):
    """The controls ``control`` lies in, innermost first."""
    while (control := control.parent) is not None:
        yield control


async def test_the_german_words_for_a_match_and_an_own_peek_read_right():
    """German (issue 33 point 10): an action card on top is no "eine Spähen"; a peek at
    one's own place is no "Platz 3 von Dad"; English says "their place"."""
    de = Translator("de")
    said = de.t("sz-prompt-match", card=de.t("sz-card-peek"))
    assert "eine Spähen" not in said and said.startswith("Oben: Spähen.")
    teller = SimpleNamespace(t=de.t, name=lambda s: "Dad", card=lambda c: str(c))
    assert sentence(teller, 0, Deed("peek:0:0:2")) == "Dad hat den eigenen Platz 3 ausgespäht."
    en = Translator("en")
    teller = SimpleNamespace(t=en.t, name=("Anna", "Computer").__getitem__, card=str)
    said = sentence(teller, 1, Deed("trade:1:2:0:1"), alone=[0])
    assert said == "Computer swapped their place 3 with your place 2."


async def test_a_private_look_hands_over_and_shows_a_card_only_while_held(tmp_path):
    """Anna's Look: a neutral hand-over first (no card on it), then her row face down;
    she picks two, and a picked card shows its face only while her finger is on it."""
    h, shell = await start(tmp_path)
    table = await begin(h, shell)
    row = table.session.state.rows[0]
    await tap(h, "look-0")
    assert h.find("handover-title").value == "Only Anna looks"
    assert faces(h) == Counter() and not h.has("slot-0-0")
    await tap(h, "handover-ready")
    assert faces(h) == Counter()
    await tap(h, "look-pick-2")
    assert h.find("look-done").disabled, "two cards to look at"
    await tap(h, "look-pick-0")
    assert faces(h) == Counter()
    held = h.find("look-card-2")
    await h.fire(held, "long_press_down", PRESS)
    assert faces(h) == Counter([row[2]])
    await h.fire(held, "long_press_up")
    assert faces(h) == Counter()
    await h.fire(h.find("look-card-0"), "long_press_down", PRESS)
    assert faces(h) == Counter([row[0]])
    await h.fire(h.find("look-card-0"), "long_press_cancel")
    assert faces(h) == Counter()
    await tap(h, "look-done")
    assert not h.has("look-0") and h.has("look-1")
    assert table.session.state.known[0][:3] == (1, 0, 1)


async def test_after_the_looks_and_after_a_resume_the_first_player_finds_the_buttons(
    tmp_path,
):
    """Once both have looked, whoever begins has Draw and Take and the prompt; a new
    session of the same browser continues with the same first frame (no look open)."""
    h, shell = await start(tmp_path)
    table = await begin(h, shell)
    await looked_at_start(h, table)
    first = table.session.state.turn
    name = ("Anna", "Béla")[first]
    assert h.find("prompt").value == f"{name}: draw a card, or take the discard."
    assert h.has("draw") and h.has("take")
    top = table.session.state.discard[-1]
    h2, shell2 = await start(tmp_path)
    await h2.fire(h2.find("continue-banner").content, "click")
    assert h2.find("prompt").value == f"{name}: draw a card, or take the discard."
    assert h2.has("draw") and faces(h2) == Counter([top])


needs_computers = pytest.mark.skipif(not GAME.levels, reason="no computer levels yet")


def quick(table) -> None:
    """The computers answer at once (no reaction time: no real waiting in a test)."""
    table.session.levels = {n: replace(lv, reaction=0.0) for n, lv in table.session.levels.items()}


@needs_computers
async def test_one_person_against_computers_looks_without_a_hand_over(tmp_path):
    """Alone with two computers: the first frame has the big Look button and the top
    discard; the look needs no hand-over; then Anna's turn shows Draw and Take."""
    h, shell = await start(tmp_path)
    table = await begin(h, shell, names=("Anna",), kinds=["person", "normal", "easy"])
    quick(table)
    assert h.find("prompt").value == "Look at two of your cards and remember them."
    assert faces(h) == Counter([table.session.state.discard[-1]])
    await tap(h, "look-start")
    assert not h.has("handover-ready")
    await tap(h, "look-pick-0")
    await tap(h, "look-pick-3")
    await tap(h, "look-done")
    await until(lambda: table.view().phase == "turn" and not table.thinking)
    await h.drawn()
    assert h.find("prompt").value == "Draw a card, or take the discard."
    assert h.has("draw") and h.has("take") and h.label("row-0").startswith("You: 4 cards.")


@needs_computers
async def test_go_on_lets_the_only_person_pass_a_window_at_once(tmp_path):
    """Alone with computers, a window has a "Go on" button: it passes Anna's seat at once
    (the computers pass or claim on their own)."""
    h, shell = await start(tmp_path)
    table = await begin(h, shell, names=("Anna",), kinds=["person", "normal", "easy"])
    table.pause = 60  # the computers wait: the table stands still for the test
    await redraw(h, table, scenario(rows=["3 P -2 9", "7 5 N 0", "8 8 1 1"]))
    await tap(h, "draw")
    assert not h.has("handover-ready") and h.has("look-hand")
    await tap(h, "look-done")
    await tap(h, "discard")
    said = "On top: 7. Got one too? Tap its place to throw it on, or go on."
    assert h.find("prompt").value == said
    await tap(h, "go-on")
    assert table.session.record.moves[-1] == "pass:0"
    assert 0 not in table.view().to_act and not h.has("go-on")
    assert h.find("prompt").value == "The others may still throw a card on…"


# ---------------------------------------------------------------- the window


def scenario(**fields):
    """Anna (3 P −2 9) and Béla (7 5 N 0), 4 on the discard pile, a 7 to draw; Anna's
    turn, 3-second windows."""
    values = {
        "rows": ["3 P -2 9", "7 5 N 0"],
        "discard": "4",
        "draw": "7 1",
        "options": {"window": 3, "first": 0},
    }
    values.update(fields)
    return from_text(**values)


async def discarded_seven(h: Harness, table) -> Clock:
    """Anna draws the 7 (a private look: hand-over, Done) and discards it: a window."""
    await redraw(h, table, scenario())
    await tap(h, "draw")
    assert h.find("handover-title").value == "Only Anna looks"
    await past_private_look(h)
    await tap(h, "discard")
    assert table.view().phase == "window"
    return table.board.clock.clock


async def test_the_window_counts_down_and_time_up_passes_everyone(tmp_path):
    """The seconds show beside the piles; when they are up, both people pass and Anna's
    turn goes on to its end."""
    h, shell = await start(tmp_path)
    table = await begin(h, shell)
    clock = await discarded_seven(h, table)
    assert h.label("countdown") == "3 seconds left to match"
    assert h.find("prompt").value == "On top: 7. Got one too? Tap your own place to throw it on."
    clock.now += 1.05
    await until(lambda: h.label("countdown") == "2 seconds left to match")
    clock.now += 2
    await until(lambda: table.view().phase == "end")
    assert table.session.record.moves[-2:] == ("pass:0", "pass:1")
    await h.drawn()
    assert h.has("call") and h.has("end-turn")


async def test_a_match_shows_the_card_and_starts_the_window_again(tmp_path):
    """Béla throws his 7 on: it shows face up, ticked, in his place for a moment; then
    the countdown starts again at 3."""
    h, shell = await start(tmp_path)
    table = await begin(h, shell)
    clock = await discarded_seven(h, table)
    clock.now += 2.2
    await until(lambda: h.label("countdown") == "1 second left to match")
    await tap(h, "slot-1-0")
    assert table.session.state.rows[1][0] is None
    assert h.label("slot-1-0") == "Béla, place 1: 7"
    assert h.label("countdown") == "3 seconds left to match"
    assert h.find("note").value == "Béla threw 7 on from place 1."
    clock.now += 1.3
    await until(lambda: h.label("slot-1-0") == "Béla, place 1, empty")
    clock.now += 2.5
    await settle(5)
    assert table.view().phase == "window", "the countdown began after the moment"
    clock.now += 0.6
    await until(lambda: table.view().phase == "end")


async def test_a_wrong_match_shows_the_card_and_adds_a_penalty_card(tmp_path):
    """Anna claims her 3 matches the 7: it shows face up, crossed, and stays; the 7 joins
    her row as a fifth place, shown face up with a plus for a moment, and the line under
    the prompt says why; she is out of this window."""
    h, shell = await start(tmp_path)
    table = await begin(h, shell)
    await discarded_seven(h, table)
    await tap(h, "slot-0-0")
    state = table.session.state
    assert state.rows[0] == (*cards("3 P -2 9"), card_from_code("7"))
    assert h.label("slot-0-0") == "Anna, place 1: 3"
    assert h.label("slot-0-4") == "Anna, place 5: 7, a penalty card"
    assert faces(h) == Counter(cards("3 7 4")), "the claimed 3, the penalty 7, the 4 beneath"
    assert h.find("note").value == (
        "Wrong claim by Anna: place 1 is 3. "
        "As a penalty, the 7 goes face down to the end of the row."
    )
    assert h.label("row-0").startswith("Anna: 5 cards.")
    assert not h.has("slot-0-0") or "tap to choose" not in h.label("slot-0-1")


async def test_a_nope_against_a_drawn_card_forces_the_discard(tmp_path):
    """While Anna holds a drawn card, Béla's row has a Nope button; he taps it, then his
    Nope's place: the Nope goes on the pile and Anna must discard."""
    h, shell = await start(tmp_path)
    table = await begin(h, shell)
    await redraw(h, table, scenario())
    assert not h.has("nope-1")
    await tap(h, "draw")
    await past_private_look(h)
    assert h.has("nope-1") and not h.has("nope-0"), "nobody nopes their own draw"
    await tap(h, "nope-1")
    assert h.find("prompt").value == "Béla: tap your place that holds a Nope."
    await tap(h, "slot-1-2")
    state = table.session.state
    assert state.rows[1][2] is None and state.forced == "discard"
    assert h.find("prompt").value == "Nope! Anna has to discard the drawn card."
    assert h.has("discard") and "tap to choose" not in h.label("slot-0-0")


async def test_a_peek_looks_in_private_and_a_swap_takes_two_taps(tmp_path):
    """Anna discards a drawn Peek: she taps Béla's place 2, and only after the hand-over
    does she see it, while held. Then a Swap: her place, then Béla's."""
    h, shell = await start(tmp_path)
    table = await begin(h, shell)
    await redraw(h, table, scenario(draw="P S"))
    await tap(h, "draw")
    await past_private_look(h)
    await tap(h, "discard")
    assert h.find("prompt").value == "Peek, Anna: tap any card to look at it, or skip."
    await tap(h, "slot-1-1")
    assert h.find("handover-title").value == "Only Anna looks"
    await tap(h, "handover-ready")
    await h.fire(h.find("look-peek"), "long_press_down", PRESS)
    assert faces(h) == Counter([card_from_code("5")])
    await h.fire(h.find("look-peek"), "long_press_up")
    await tap(h, "look-done")
    assert table.session.state.known[1][1] == 1
    swap = scenario(draw="S", rows=["3 P -2 9", "7 5 N 0"])
    await redraw(h, table, swap)
    await tap(h, "draw")
    await past_private_look(h)
    await tap(h, "discard")
    await tap(h, "slot-0-3")
    assert h.find("prompt").value == "Anna: now tap another player's place."
    await tap(h, "slot-1-0")
    assert table.session.state.rows[0][3] == card_from_code("7")


async def test_a_window_open_at_a_reload_opens_again_with_its_whole_time(tmp_path):
    """A discard opened a window; a new session continues in it: the match prompt, the
    top discard and a fresh countdown (no private look open)."""
    h, shell = await start(tmp_path)
    table = await begin(h, shell)
    await looked_at_start(h, table)
    turn = table.session.state.turn
    await tap(h, "draw")
    await past_private_look(h)
    await tap(h, "discard")
    table.board.clock.clock.now += 2.5
    await until(lambda: h.label("countdown") == "1 second left to match")
    top = table.session.state.discard[-1]
    h2, shell2 = await start(tmp_path)
    await h2.fire(h2.find("continue-banner").content, "click")
    again = shell2.table
    assert again.view().phase == "window" and again.view().turn == turn
    assert h2.label("countdown") == "3 seconds left to match"
    assert h2.find("prompt").value.startswith("On top: ")
    assert faces(h2) == Counter([top])


async def test_the_childrens_option_lets_anyone_look_at_their_row_but_on_their_turn(
    tmp_path,
):
    """With the children's option, the person whose turn it is not has a Look button; it
    hands over and shows their whole row, under their name, each card while held."""
    h, shell = await start(tmp_path)
    table = await begin(h, shell, children=True)
    await looked_at_start(h, table)
    turn = table.session.state.turn
    other = 1 - turn
    assert h.has(f"look-{other}") and not h.has(f"look-{turn}")
    await tap(h, f"look-{other}")
    await tap(h, "handover-ready")
    assert h.find("look-title").value == f"{('Anna', 'Béla')[other]}: your cards"
    row = table.session.state.rows[other]
    for slot, card in enumerate(row):
        await h.fire(h.find(f"look-card-{slot}"), "long_press_down", PRESS)
        assert faces(h) == Counter([card])
        await h.fire(h.find(f"look-card-{slot}"), "long_press_up")
    await tap(h, "look-done")
    assert h.has("draw")


# ---------------------------------------------------------------- secrets


def public(table) -> Counter:
    """The cards both seats may see face up: everyone's knowledge."""
    seen = [table.session.view(s) for s in (0, 1)]
    out = []
    for v in seen:
        known = Counter(v.discard)
        known.update(c for row in v.rows for c in row if c is not None and c != HIDDEN)
        if v.hand is not None:
            known[v.hand] += 1
        out.append(known)
    return out[0] & out[1]


def check_drawing(h: Harness, table) -> None:
    """The table shows face up only what both may see; a private look shows at most the
    one card held, from the looking seat's own knowledge."""
    shown = faces(h)
    look = table.board.looks.current
    if look is None or not look.ready:
        assert shown <= public(table), (shown, public(table))
        return
    assert sum(shown.values()) <= 1
    if shown:
        v = table.session.view(look.seat)
        mine = Counter(c for row in v.rows for c in row if c is not None and c != HIDDEN)
        if v.hand is not None:
            mine[v.hand] += 1
        assert shown <= mine


async def test_a_game_of_two_people_never_shows_one_of_them_a_secret(tmp_path):
    """A whole game of random moves by two people: after every move (and through every
    private look, its cards held one by one) nothing face up is known to only one."""
    h, shell = await start(tmp_path)
    table = await begin(h, shell)
    rng = make_rng("secrets")
    for _ in range(3000):
        if table.session.outcome() is not None:
            break
        board = table.board
        if board.looks.current is not None:
            if not board.looks.current.ready:
                check_drawing(h, table)
                await tap(h, "handover-ready")
            for c in list(h.all()):
                ident = getattr(c, "identifier", None)
                if (
                    isinstance(ident, str)
                    and ident.startswith("look-card")
                    or ident
                    in (
                        "look-hand",
                        "look-peek",
                    )
                ):
                    await h.fire(c.content, "long_press_down", PRESS)
                    check_drawing(h, table)
                    await h.fire(h.find(ident), "long_press_up")
            check_drawing(h, table)
            board.looks.done()
            continue
        seats = table.session.actors()
        seat = seats[rng.randrange(len(seats))]
        moves = table.session.legal(seat)
        table.act(moves[rng.randrange(len(moves))])
        await h.drawn()
        check_drawing(h, table)
    assert table.session.outcome() is not None


# ---------------------------------------------------------------- the end


async def test_the_results_reveal_every_row_and_play_again_lets_the_loser_begin(tmp_path):
    """Anna draws the X: the game is over, every row face up with its total (the Peek's
    10 points under it), the podium; Béla had the most and begins the next game; Anna's
    statistics count the game."""
    h, shell = await start(tmp_path)
    add_player(shell.db, "Anna")
    table = await begin(h, shell)
    await redraw(h, table, scenario(rows=["1 2 3 4", "9 P 9 8"], draw="X"))
    await tap(h, "draw")
    assert at_result(table)
    await h.drawn()
    assert h.find("ended").value == "The X card came up."
    assert h.find("winner").value == "Anna wins!"
    assert h.has("podium")
    assert h.label("score-1") == "Béla: 9, Peek (10), 9, 8; 36 in all"
    assert faces(h) >= Counter(cards("1 2 3 4 9 P 9 8"))
    peek = h.find("score-1").controls[1].controls[1].controls[1]
    assert [c.value for c in peek.controls if hasattr(c, "value")] == ["10"], "its points"
    assert h.find("next-first").value == "Béla had the most points and begins the next game."
    await tap(h, "play-again")
    await h.session.after_event(h.page)
    again = shell.table
    assert again is not table and dict(again.session.record.options)["first"] == 1
    await tap(h, "table-back")
    shell.go("/stats")
    await h.drawn()
    assert "Schnitzel: 10 points on average, best game 10" in h.texts()
