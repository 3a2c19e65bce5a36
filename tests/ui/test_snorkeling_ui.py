"""Snorkeling screens on the real Flet session path: setup, centre plays, placements,
the Beach warning, computer turns, hand-over, results, stats and resuming."""

from __future__ import annotations

import flet as ft
import pytest

from app.core.rng import make_rng
from app.games.snorkeling.bots import choose
from app.games.snorkeling.model import LANTERN, Centre, End, Recall, card_from_code
from app.games.snorkeling.notation import from_text
from app.stats import add_player, load_game, save_game, summaries
from app.ui.screens.snorkeling.cards import FACES
from app.ui.session import GameSession
from app.ui.shell import CLIENT_KEY
from tests.ui.harness import Harness, at_result, faded, open_app, settle, until

pytestmark = pytest.mark.asyncio


async def start(tmp_path, prefs=None):
    """A new browser session on the app, as the browser "phone"."""
    return await open_app(tmp_path, prefs if prefs is not None else {CLIENT_KEY: "phone"})


async def begin(h: Harness, shell, names=("Anna",), kinds=None):
    """Tile → seats → start; returns the table with computer pauses switched off."""
    await h.fire(h.find("tile-snorkeling"), "click")
    await h.session.after_event(h.page)
    assert shell.route == "/play/snorkeling/setup"
    kinds = kinds or ["person", "normal"]
    for _ in range(2, len(kinds)):
        await h.fire(h.find("seat-add"), "click")
    person = iter(names)
    for i, kind in enumerate(kinds):
        if kind != ("person" if i == 0 else "normal") or i >= 2:
            await h.fire(h.find(f"seat-{i}-kind"), "select", value=kind)
        if kind == "person":
            await h.fire(h.find(f"seat-{i}"), "change", value=next(person))
    await h.fire(h.find("setup-start"), "click")
    await h.session.after_event(h.page)
    table = shell.table
    table.pause = 0
    return table


def hand(h: Harness) -> list[str]:
    """Spoken names of the cards in the shown hand (without "can be played")."""
    return [
        c.label.split(", ")[0]
        for c in h.all()
        if isinstance(getattr(c, "identifier", None), str) and c.identifier.startswith("hand-")
    ]


async def tap(h: Harness, table, code: str) -> None:
    """Tap the first card ``code`` in the shown hand."""
    await h.fire(h.find(f"hand-{table.view().hand.index(card_from_code(code))}"), "click")


async def my_turn(h: Harness, table) -> None:
    """Let the computer play until it is the person's turn again (past a round's result:
    the seed comes from the clock, so a computer's turn may end the round)."""

    def mine() -> bool:
        return table.view().to_act == (table.viewer(),) and not table.thinking

    while True:
        await until(lambda: at_result(table) or mine())
        if not at_result(table):
            break
        table.acknowledge()
    await settle(1)  # the computer's move is drawn a loop turn after it is made
    await h.drawn()
    await h.session.after_event(h.page)


async def test_setup_starts_you_against_a_normal_computer(tmp_path):
    """The default table: one person, one computer at normal; your five cards shown."""
    h, shell = await start(tmp_path)
    table = await begin(h, shell)
    seats = table.session.seats
    assert seats[0].name == "Anna" and seats[0].bot is None
    assert seats[1].bot == "normal" and seats[1].name == "Computer (Normal)"
    await settle()
    assert len(hand(h)) >= 2
    assert load_game(shell.db, "phone").game == "snorkeling"


async def test_setup_needs_a_person(tmp_path):
    """Computers only start nothing and say why."""
    h, shell = await start(tmp_path)
    await h.fire(h.find("tile-snorkeling"), "click")
    await h.session.after_event(h.page)
    await h.fire(h.find("seat-0-kind"), "select", value="easy")
    await h.fire(h.find("setup-start"), "click")
    assert shell.table is None
    assert "At least one person has to play." in h.texts()


async def test_a_centre_play_and_an_explained_refusal(tmp_path):
    """A playable card is raised and goes into the centre; another one says why not."""
    h, shell = await start(tmp_path)
    table = await begin(h, shell)
    table.session.state = from_text(
        hands=["B3 R1 G4", "Y0 Y1 Y2"], centre="B2", deck="P0 P1 P2 P3 P4"
    )
    table.redraw()
    await h.drawn()
    await tap(h, table, "R1")  # neither 3 nor blue
    assert any(t.startswith("That doesn't fit on lagoon blue Clownfish (2)") for t in h.texts())
    await tap(h, table, "B3")
    assert h.find("play-selected").content == "Play 1 card"
    await h.fire(h.find("play-selected"), "click")
    state = table.session.state
    assert state.centre[-1] == card_from_code("B3")
    assert table.session.record.moves[-1] == "centre:0:B3"


async def test_a_colour_run_goes_down_in_the_chosen_order(tmp_path):
    """Cards of the top's colour are numbered as they are tapped; the last is the new top."""
    h, shell = await start(tmp_path)
    table = await begin(h, shell)
    table.session.state = from_text(hands=["B0 B4 R2", "Y0 Y1"], centre="B2", deck="P0 P1")
    table.redraw()
    await h.drawn()
    await tap(h, table, "B4")
    await tap(h, table, "B0")
    assert h.find("play-selected").content == "Play 2 cards"
    await h.fire(h.find("play-selected"), "click")
    assert table.session.state.centre[-2:] == (card_from_code("B4"), card_from_code("B0"))


async def test_the_beach_asks_first_and_ends_the_round(tmp_path):
    """After a centre play the fitting pile lights up; a Beach needs a yes, then the round
    ends with the computer on 0."""
    h, shell = await start(tmp_path)
    table = await begin(h, shell)
    table.session.state = from_text(
        hands=["B3 R0 Y4", "G1 G2"], piles=["", "B4 B3 B2 B1"], centre="B2", deck="P0 P1 P2"
    )
    table.redraw()
    await h.drawn()
    await tap(h, table, "B3")
    await h.fire(h.find("play-selected"), "click")
    pile = h.find("seat-1")
    assert pile.bgcolor is not None and pile.on_click is None, "glows, waits for a card"
    await tap(h, table, "R0")
    assert h.find("seat-1").on_click is not None
    await h.fire(h.find("seat-1"), "click")
    assert "Give the Beach?" in h.texts()
    assert table.session.state.results == ()
    yes = next(c for c in h.all() if getattr(c, "content", None) == "Give the Beach")
    await h.fire(yes, "click")
    assert table.session.state.results == ((5, 0),)
    assert h.find("round-result").value == "Round 1 is over"
    assert "Computer (Normal) got the Beach." in h.texts()


async def test_the_computer_plays_step_by_step(tmp_path):
    """Passing hands the turn to the computer, whose turn stays on its tile."""
    h, shell = await start(tmp_path)
    table = await begin(h, shell)
    await my_turn(h, table)
    before = len(table.session.record.moves)
    await h.fire(h.find("end-turn"), "click")
    await my_turn(h, table)
    assert len(table.session.record.moves) > before + 1
    assert "Last turn: " in h.find("seat-1").parent.label
    assert not h.has("note"), "no line that the next move overwrites"


def chips(h: Harness, seat: int) -> list[str]:
    """The values on the small cards of a seat's last turn, line by line."""
    box = h.find(f"last-{seat}")
    lines = []
    for row in box.content.controls:
        values = []
        for part in row.controls:
            inner = getattr(part, "content", None)
            if isinstance(inner, ft.Row):
                values.append(inner.controls[1].value)
            elif isinstance(part, ft.Text):
                values.append(part.value)
            elif isinstance(inner, ft.Text):
                values.append(inner.value)
        lines.append(" ".join(values))
    return lines


async def test_each_computer_keeps_its_last_turn_on_its_tile(tmp_path):
    """What each computer played to the centre, placed and took back (or that it passed)
    is on its tile, and stays there while others play, until its own next turn."""
    h, shell = await start(tmp_path)
    table = await begin(h, shell, kinds=["person", "normal", "normal"])
    table.pause = 60  # the computers wait: the table stands still for the test
    c = card_from_code
    recall = (
        None,
        Recall(c("B2"), (LANTERN,) * 3, (c("B3"), c("B4")), ((0, c("R4")),), 0, c("G1")),
        Recall(c("B4"), (LANTERN,) * 3),
    )
    table.session.state = from_text(
        hands=["B0 R1 G4", "Y0 Y1", "P2 P3"],
        piles=["R4", "G1", ""],
        centre="B2 B3 B4",
        deck="P0 P1 P4",
        recall=recall,
    )
    table.redraw()
    await h.drawn()
    assert chips(h, 1) == ["3 4", "1 4 You"], "the centre run in order, the pile, whose pile"
    label = h.find("seat-1").parent.label
    assert "played lagoon blue Turtle (3), lagoon blue Ray (4) to the centre" in label
    assert "put coral red Ray (4) on your pile; took seaweed green Coral (1) back" in label
    assert chips(h, 2) == ["Passed"] and h.find("seat-2").parent.label.endswith("passed.")
    await tap(h, table, "B0")
    await h.fire(h.find("play-selected"), "click")
    await h.fire(h.find("end-turn"), "click")
    assert table.view().turn == 1
    assert chips(h, 1) == ["3 4", "1 4 You"] and chips(h, 2) == ["Passed"]


async def test_unplayable_cards_keep_their_colour_and_are_marked_otherwise(tmp_path):
    """A card that can't be played now is drawn in its own colours (no pale tint) and
    flat, with a badge, and says so; a playable one is raised. Tiles share one height."""
    h, shell = await start(tmp_path)
    table = await begin(h, shell, kinds=["person", "normal", "easy"])
    table.pause = 60
    table.session.state = from_text(hands=["B3 R1 G4", "Y0 Y1", "P1"], centre="B2", deck="P0")
    table.redraw()
    await h.drawn()
    blocked = h.find("hand-0")  # R1: neither a 3 nor blue
    assert blocked.bgcolor == FACES[0] and blocked.opacity in (None, 1)
    assert blocked.shadow is None and blocked.offset.y == 0
    assert h.find("hand-0").parent.label == "coral red Coral (1), can't be played now"
    badge = blocked.content.controls[-1]
    assert badge.content.icon == ft.Icons.BLOCK
    assert contrast(badge.content.color, badge.bgcolor) >= 4.5
    playable = h.find("hand-2")  # B3 (hands are sorted: R1, G4, B3)
    assert playable.bgcolor == FACES[3] and playable.offset.y < 0
    heights = {h.find(f"seat-{seat}").height for seat in (1, 2)}
    assert len(heights) == 1 and None not in heights


def contrast(ink: str, face: str) -> float:
    """WCAG contrast ratio of two "#RRGGBB" colours."""

    def luminance(colour: str) -> float:
        channels = [int(colour[i : i + 2], 16) / 255 for i in (1, 3, 5)]
        linear = [c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4 for c in channels]
        return 0.2126 * linear[0] + 0.7152 * linear[1] + 0.0722 * linear[2]

    light, dark = sorted((luminance(ink), luminance(face)), reverse=True)
    return (light + 0.05) / (dark + 0.05)


async def test_a_card_sent_up_lies_on_the_pile_until_the_turn_is_ended(tmp_path):
    """Issue 33 point 10: the card put on an opponent's pile (which ends the turn) lies
    there for the pusher to see: the tile shows it, the hand no longer does, the line says
    so, and nothing is played; "Cancel" takes it back; "End turn" plays it, and only then
    does the phone go to the next person."""
    h, shell = await start(tmp_path)
    table = await begin(h, shell, names=("Anna", "Béla"), kinds=["person", "person"])
    table.session.state = from_text(hands=["B3 R4 Y1", "G1 G2"], centre="B2", deck="P0 P1")
    table.reveal(0)
    await h.drawn()
    await tap(h, table, "B3")
    await h.fire(h.find("play-selected"), "click")
    await tap(h, table, "R4")
    await h.fire(h.find("seat-1"), "click")
    assert table.session.record.moves[-1] == "centre:0:B3", "nothing played yet"
    assert h.label("seat-1").startswith("Béla: pile shows coral red Ray (4)")
    assert "coral red Ray (4)" not in hand(h)
    assert h.find("turn").value == "It's on Béla's pile now. Tap End turn."
    await h.fire(h.find("cancel"), "click")
    assert "coral red Ray (4)" in hand(h)
    assert h.label("seat-1").startswith("Béla: pile shows Lanternfish")
    await tap(h, table, "R4")
    await h.fire(h.find("seat-1"), "click")
    assert not h.has("handover-title")
    await h.fire(h.find("end-turn"), "click")
    assert table.session.record.moves[-1] == "place:0:1:R4"
    assert h.find("handover-title").value.endswith("Béla")


async def test_two_people_pass_the_phone(tmp_path):
    """Between two people the hand-over screen hides the hand."""
    h, shell = await start(tmp_path)
    table = await begin(h, shell, names=("Anna", "Béla"), kinds=["person", "person"])
    (actor,) = table.session.actors()
    assert h.find("handover-title").value.endswith(table.session.seats[actor].name)
    assert hand(h) == []
    await h.fire(h.find("handover-ready"), "click")
    assert len(hand(h)) == 5 and faded(h) == [], "the first frame shows the whole hand"
    await h.fire(h.find("end-turn"), "click")
    assert hand(h) == []
    assert h.find("handover-title").value.endswith(table.session.seats[1 - actor].name)


async def test_a_reload_resumes_the_same_hand(tmp_path):
    """A new session of the same browser continues where the game stood, with the hand
    there at full opacity in the first frame (no card left fading in)."""
    h, shell = await start(tmp_path)
    table = await begin(h, shell)
    await my_turn(h, table)
    state = table.session.state
    h2, shell2 = await start(tmp_path)
    await h2.fire(h2.find("continue-banner").content, "click")
    assert hand(h2) == hand(h) and faded(h2) == []
    await h2.session.after_event(h2.page)
    assert shell2.table.session.state == state


def at_the_last_round(session: GameSession) -> GameSession:
    """A game with ``session``'s seats and rules, dealt from a seed of its own and played in
    Python (each computer at its level, each person as the normal computer) to its end, then
    taken back to the first move of its last round (for Anna against the easy computer:
    Anna 11 points, the computer 1)."""
    options = dict(session.record.options)
    game = GameSession.start(
        session.game, options, "ui-whole-game", session.lineup, session.started
    )
    rng = make_rng("ui-test-prepared")
    starts = [0]  # where each round began, and where the game ended
    while game.outcome() is None:
        seat = game.actors()[0]
        game.play(choose(game.bot_level(seat) or "normal", game.view(seat), rng))
        if len(game.state.results) == len(starts):
            starts.append(len(game.record.moves))
    game.rewind(starts[-2])
    return game


async def test_a_whole_game_ends_on_the_winner_screen_and_in_the_stats(tmp_path):
    """Playing against the easy computer to the end shows the podium and counts the game.
    The game is set up on the screen; its rounds but the last are played in Python (each
    round played through the screens costs seconds of drawing), and the same browser
    continues it to the end on its next visit."""
    h, shell = await start(tmp_path)
    add_player(shell.db, "Anna")
    table = await begin(h, shell, kinds=["person", "easy"])
    table.pause = 60  # the computer waits: the table stands still until it is left
    await h.fire(h.find("table-back"), "click")
    prepared = at_the_last_round(table.session)
    save_game(shell.db, "phone", "snorkeling", prepared.to_saved())
    h, shell = await start(tmp_path)
    await h.fire(h.find("continue-banner").content, "click")
    await h.session.after_event(h.page)
    table = shell.table
    assert table.session.state == prepared.state
    table.pause = 0

    rng = make_rng("ui-test")
    for _ in range(3000):
        if shell.table is None:
            break
        if at_result(table):
            await until(lambda: h.has("next-round"))  # drawn a loop turn after the move
            await h.fire(h.find("next-round"), "click")
        elif table.view().to_act == (0,):
            table.act(choose("normal", table.view(), rng))
            await h.session.after_event(h.page)
        await settle(2)
        await h.drawn()
    assert shell.table is None and shell.route == "/"
    tally = next(s for s in summaries(shell.db) if s.name == "Anna").tally("snorkeling")
    assert tally.played == 1


async def test_end_is_always_offered_on_your_turn(tmp_path):
    """Pass before playing, end turn after."""
    h, shell = await start(tmp_path)
    table = await begin(h, shell)
    table.session.state = from_text(hands=["B3 R1", "Y0 Y1"], centre="B2", deck="P0 P1")
    table.redraw()
    await h.drawn()
    assert h.find("end-turn").content == "Pass"
    table.act(Centre(0, card_from_code("B3")))
    await h.drawn()
    assert h.find("end-turn").content == "End turn"
    table.act(End(0))
    assert table.session.state.turn == 1
