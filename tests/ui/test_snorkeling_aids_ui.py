"""Learning aids at the Snorkeling table (issue 23): the setup switch, a hint from the
strong level from the person's own view only (marked on the table, said in place of the
turn line, with why where one line can say it), and taking back a move against the
computers; either marks the game as played with help."""

from __future__ import annotations

import flet as ft
import pytest

from app.games.snorkeling.model import Centre, End, Place, card_from_code
from app.games.snorkeling.notation import from_text
from app.stats import load_game
from app.ui.session import AIDS, HELPED, GameSession, Seat
from tests.ui.aids import hint_from_the_view_only
from tests.ui.harness import Harness, at_result, settle, until
from tests.ui.test_snorkeling_ui import my_turn, start

pytestmark = pytest.mark.asyncio

AIDED = {AIDS: True}
EASY = Seat("Computer (Easy)", bot="easy")
NORMAL = Seat("Computer (Normal)", bot="normal")
ANNA = Seat("Anna")


async def seated(h: Harness, shell, seed: str, seats=(ANNA, EASY), extras=AIDED):
    """Begin a game of the person (seat 0) against computers with ``seed``; return the
    table once it is the person's turn."""
    shell.begin(GameSession.start("snorkeling", {}, seed, seats, "now", extras))
    table = shell.table
    table.pause = 0
    await h.session.after_event(h.page)
    await my_turn(h, table)
    return table


async def from_setup(h: Harness, shell, aids: bool):
    """Tile → (the aids switched on) → Dive in, as the person against the normal computer."""
    await h.fire(h.find("tile-snorkeling"), "click")
    await h.session.after_event(h.page)
    await h.fire(h.find("seat-0"), "change", value="Anna")
    assert h.find("opt-aids").value is False
    if aids:
        await h.fire(h.find("opt-aids"), "change", value=True)
    await h.fire(h.find("setup-start"), "click")
    await h.session.after_event(h.page)
    table = shell.table
    table.pause = 0
    await my_turn(h, table)
    return table


def marked(h: Harness) -> list[int]:
    """The hand positions drawn as chosen."""
    return [
        int(c.identifier.removeprefix("hand-"))
        for c in h.all()
        if isinstance(getattr(c, "identifier", None), str)
        and c.identifier.startswith("hand-")
        and c.label.endswith(", chosen")
    ]


async def test_the_aids_are_off_by_default(tmp_path):
    """A game started with the setup's defaults has no lightbulb, takes nothing back and
    keeps the turn line, even after a move of the person's."""
    h, shell = await start(tmp_path)
    table = await from_setup(h, shell, aids=False)
    assert not table.session.extras.get(AIDS)
    assert not h.has("aid-hint") and not h.has("aid-undo")
    await h.fire(h.find("end-turn"), "click")
    await my_turn(h, table)
    assert not h.has("aid-hint") and not h.has("aid-undo") and h.has("turn")


async def test_the_setup_switch_offers_the_aids(tmp_path):
    """Switched on in the setup, the game keeps it in its extras and the lightbulb is in
    the app bar on the person's turn."""
    h, shell = await start(tmp_path)
    table = await from_setup(h, shell, aids=True)
    assert table.session.extras[AIDS] is True
    assert h.has("aid-hint")
    assert load_game(shell.db, "phone").record["extras"][AIDS] is True


async def test_a_hint_marks_the_strong_move_and_the_game_counts_as_helped(tmp_path):
    """The lightbulb marks a legal move (its card raised as chosen, or the pass button
    standing out) and says it where the turn line was; the game is marked as helped, also
    in its autosave; the next move clears hint and note."""
    h, shell = await start(tmp_path)
    table = await seated(h, shell, "aid-hint", (ANNA, EASY, NORMAL))
    session = table.session
    assert not session.helped and not marked(h)
    assert type(h.find("end-turn")) is ft.FilledTonalButton
    await h.fire(h.find("aid-hint"), "click")
    await until(lambda: table.hint is not None)
    await h.drawn()
    hint = table.hint
    assert hint in session.legal(0)
    assert h.find("note").value.startswith("Hint: ") and not h.has("turn")
    if isinstance(hint, Centre | Place):
        assert marked(h) == [table.view().hand.index(hint.card)]
        assert table.board.choice.selected == []  # marked, not chosen for her
    else:
        assert type(h.find("end-turn")) is ft.FilledButton and not marked(h)
    assert session.helped
    assert load_game(shell.db, "phone").record["extras"][HELPED] is True
    table.act(hint)
    await settle(5)
    await h.drawn()
    assert table.hint is None and not h.has("note") and not marked(h)


async def test_a_hint_to_pass_or_to_give_the_beach_is_marked_too(tmp_path):
    """With nothing that fits, the hint is to pass: the pass button stands out and no
    card is raised. With the Beach for a pile at 1 that wins the game, it is that card."""
    h, shell = await start(tmp_path)
    table = await seated(h, shell, "aid-marks")

    async def hinted(**position) -> str:
        table.session.state = from_text(**position)
        table.hint = None  # (a position set by hand: no move cleared the last hint)
        table.redraw()
        await h.drawn()
        await h.fire(h.find("aid-hint"), "click")
        await until(lambda: table.hint is not None)
        await h.drawn()
        return h.find("note").value

    said = await hinted(hands=["R1 Y0", "Y1 Y2"], centre="B2", deck="P0 P1 P2")
    assert table.hint == End(0) and said == "Hint: pass: none of your cards fits"
    assert type(h.find("end-turn")) is ft.FilledButton and not marked(h)
    beach = card_from_code("Y0")
    said = await hinted(
        hands=["G3 Y0", "Y1 Y2"],
        piles=["", "G4 G3 G2 G1"],
        centre="B2 B3",
        played=1,
        totals=(10, 10),
    )
    assert table.hint == Place(0, 1, beach)
    assert said == "Hint: give Computer (Easy) the Beach: you score 5 points"
    assert marked(h) == [table.view().hand.index(beach)]
    assert type(h.find("end-turn")) is ft.FilledTonalButton


async def test_a_hint_says_why_where_one_line_can(tmp_path):
    """The words of each kind of hint, from the person's view: a centre card (the last
    one brings the pile's top back), a card on a pile, the Beach with your score, passing
    (when nothing fits, that too), ending the turn."""
    h, shell = await start(tmp_path)
    table = await seated(h, shell, "aid-words")
    board, c = table.board, card_from_code

    def words(move, **position) -> str:
        table.session.state = from_text(**position)
        return board.hint_words(table.view(), move)

    blue = {"centre": "B2", "deck": "P0 P1 P2"}
    assert words(Centre(0, c("B3")), hands=["B3 R1", "Y1 Y2"], **blue) == (
        "lagoon blue Turtle (3) to the centre"
    )
    assert words(Centre(0, c("B3")), hands=["B3", "Y1 Y2"], **blue) == (
        "lagoon blue Turtle (3) to the centre"  # the Lanternfish stays: nothing comes back
    )
    assert words(Centre(0, c("B3")), hands=["B3", "Y1 Y2"], piles=["R4", ""], **blue) == (
        "lagoon blue Turtle (3) to the centre: your pile gets deeper"
    )
    placed = {"centre": "B2 B3", "piles": ["R4 R3", "G4 G3 G2 G1"], "played": 1}
    assert words(Place(0, 1, c("Y0")), hands=["Y0 G1", "Y1 Y2"], **placed) == (
        "give Computer (Easy) the Beach: you score 3 points"
    )
    placed["piles"] = ["", "G4 G3"]
    assert words(Place(0, 1, c("R2")), hands=["R2 G1", "Y1 Y2"], **placed) == (
        "coral red Clownfish (2) on Computer (Easy)'s pile: only 2 deep"
    )
    assert words(End(0), hands=["R2 G1", "Y1 Y2"], **placed) == "end your turn"
    assert words(End(0), hands=["B3 R1", "Y1 Y2"], **blue) == "pass"
    assert words(End(0), hands=["R1 Y0", "Y1 Y2"], **blue) == "pass: none of your cards fits"


async def test_the_hint_is_the_same_whatever_the_hidden_cards_are():
    """Computed from the person's view only: with the hidden cards (the computers' hands,
    the deck) dealt otherwise, the view and so the hint and its words are the same."""
    seats = (ANNA, EASY, NORMAL)
    session = GameSession.start("snorkeling", {}, "aid-view", seats, "now", AIDED)
    while 0 not in session.actors() or len(session.record.moves) < 4:  # turns to recall
        seat = session.actors()[0]
        legal = session.legal(seat)
        session.play(legal[-1] if seat == 0 else legal[0])  # she passes, they play
    await hint_from_the_view_only(session)


async def test_taking_back_restores_the_exact_earlier_state(tmp_path):
    """After the person's pass and both computers' answers, the button beside the turn
    takes it all back: the very state and record before her pass; the game counts as
    helped, and the line says so until her next move."""
    h, shell = await start(tmp_path)
    table = await seated(h, shell, "aid-undo", (ANNA, EASY, NORMAL))
    session = table.session
    assert session.undo_point(0) is None and not h.has("aid-undo")  # nothing of hers yet
    before, moves = session.state, session.record.moves
    await h.fire(h.find("end-turn"), "click")
    await my_turn(h, table)
    answered = session.record.moves[len(moves) + 1 :]
    assert {code.split(":")[1] for code in answered} == {"1", "2"}, "both computers played"
    assert not at_result(table) and h.has("aid-undo")
    await h.fire(h.find("aid-undo"), "click")
    assert session.state == before and session.record.moves == moves
    assert session.helped
    assert h.find("note").value == "Your last move was taken back." and not h.has("turn")
    assert not h.has("aid-undo")  # nothing of hers is left to take back
    await h.fire(h.find("end-turn"), "click")
    assert not h.has("note")


async def test_nothing_is_taken_back_between_people():
    """Two people at one table take nothing back from each other, computers or not."""
    seats = (ANNA, Seat("Ben"), EASY)
    session = GameSession.start("snorkeling", {}, "aid-two", seats, "now", AIDED)
    for _ in range(6):
        session.play(session.legal(session.actors()[0])[-1])
    assert session.undo_point(0) is None and session.undo_point(1) is None
