"""Schnapp, Land, Fluss! screens on the real Flet session path: setup, slaps, votes,
mistakes, ties, the game leader's undo, the countdown, results, stats and resuming."""

from __future__ import annotations

import pytest
from flet.messaging.protocol import MessageAction

from app.stats import add_player, list_players, load_game, summaries
from app.ui.screens.slf.board import label_of
from app.ui.shell import CLIENT_KEY
from tests.games.slf.helpers import accept_every_slap
from tests.ui.harness import Harness, at_result, open_app, settle, until

pytestmark = pytest.mark.asyncio


async def start(tmp_path, prefs=None):
    """A new browser session on the app, as the browser "phone"."""
    return await open_app(tmp_path, prefs if prefs is not None else {CLIENT_KEY: "phone"})


async def open_setup(h: Harness, shell) -> None:
    """Tap the game's tile."""
    await h.fire(h.find("tile-slf"), "click")
    await h.session.after_event(h.page)
    assert shell.route == "/play/slf/setup"


async def type_names(h: Harness, names: list[str]) -> None:
    """Fill the seats, adding rows as needed."""
    for i, name in enumerate(names):
        if i >= 2:
            await h.fire(h.find("seat-add"), "click")
        await h.fire(h.find(f"seat-{i}"), "change", value=name)


async def begin(h, shell, names, mode="table", countdown=None, rounds=1):
    """Set up and start a game; returns the table controller."""
    await open_setup(h, shell)
    await type_names(h, names)
    if mode != "table":
        await h.fire(h.find("setup-mode"), "change", selected=[mode])
    if countdown:
        await h.fire(h.find("setup-countdown"), "change", selected=[str(countdown)])
    for _ in range(rounds - 1):
        await h.fire(h.find("rounds-plus"), "click")
    await h.fire(h.find("setup-start"), "click")
    await h.session.after_event(h.page)
    assert shell.route == "/play/slf"
    return shell.table


def letters(h: Harness) -> dict[int, str]:
    """Slot → letter of the letter cards on screen."""
    out = {}
    for c in h.all():
        ident = getattr(c, "identifier", None)
        if isinstance(ident, str) and ident.startswith("letter-"):
            out[int(ident.removeprefix("letter-"))] = c.label.split(",")[0]
    return out


def tile(h: Harness, seat: int) -> str:
    """The spoken label of a player's tile (name, cards, points)."""
    return h.find(f"player-{seat}").parent.label


async def turn_first(h: Harness) -> None:
    """Turn the first letter card on screen to its category side."""
    slot = min(letters(h))
    await h.fire(h.find(f"letter-{slot}"), "click")


async def slap(h: Harness, seat: int, slot: int | None = None) -> int:
    """Tap a letter card, then the player; returns the slot."""
    slot = min(letters(h)) if slot is None else slot
    await h.fire(h.find(f"letter-{slot}"), "click")
    await h.fire(h.find(f"player-{seat}"), "click")
    return slot


async def test_setup_refuses_repeated_names(tmp_path):
    """A name given twice (also as an empty field's placeholder) is explained under its
    row; nothing starts."""
    h, shell = await start(tmp_path)
    await open_setup(h, shell)
    await h.fire(h.find("seat-0"), "change", value="Player 2")
    await h.fire(h.find("setup-start"), "click")
    assert shell.table is None
    assert "Player 2 is already playing" in h.find("seat-1-error").controls[1].value
    await h.fire(h.find("seat-0"), "change", value="Anna")
    await h.fire(h.find("seat-1"), "change", value=" anna ")
    await h.fire(h.find("setup-start"), "click")
    assert shell.table is None
    assert "anna is already playing" in h.find("seat-1-error").controls[1].value
    assert load_game(shell.db, "phone") is None


async def test_setup_offers_two_to_six_seats(tmp_path):
    """Seats can be added up to six and removed down to two."""
    h, shell = await start(tmp_path)
    await open_setup(h, shell)
    assert h.find("seat-0-remove").disabled
    for _ in range(4):
        await h.fire(h.find("seat-add"), "click")
    assert h.find("seat-5") is not None
    assert not h.find("seat-add").parent.visible
    await h.fire(h.find("seat-5-remove"), "click")
    with pytest.raises(LookupError):
        h.find("seat-5")
    assert h.find("seat-add").parent.visible


async def test_leader_mode_leaves_out_the_xy_card_by_default(tmp_path):
    """Switching to game-leader mode turns the X/Y card off unless it was chosen."""
    h, shell = await start(tmp_path)
    await open_setup(h, shell)
    assert h.find("opt-xy").value is True
    await h.fire(h.find("setup-mode"), "change", selected=["leader"])
    assert h.find("opt-xy").value is False
    await h.fire(h.find("opt-xy"), "change", value=True)
    await h.fire(h.find("setup-mode"), "change", selected=["table"])
    await h.fire(h.find("setup-mode"), "change", selected=["leader"])
    assert h.find("opt-xy").value is True


async def test_players_from_the_list_are_seated_and_linked(tmp_path):
    """A chip seats a listed player; a typed listed name counts as that player too; a new
    name becomes a player ("Remember these players" is on by default)."""
    h, shell = await start(tmp_path)
    anna = add_player(shell.db, "Anna")
    bela = add_player(shell.db, "Béla")
    await open_setup(h, shell)
    await h.fire(h.find("pick-Anna"), "click")
    assert h.find("seat-0").value == "Anna"
    await h.fire(h.find("seat-1"), "change", value="béla")
    await h.fire(h.find("seat-add"), "click")
    await h.fire(h.find("seat-2"), "change", value="Zoe")
    await h.fire(h.find("setup-start"), "click")
    seats = shell.table.session.seats
    zoe = next(p for p in list_players(shell.db) if p.name == "Zoe")
    assert [(s.name, s.player_id) for s in seats] == [
        ("Anna", anna.id),
        ("Béla", bela.id),
        ("Zoe", zoe.id),
    ]


async def test_the_first_name_in_the_alphabet_turns_the_first_category(tmp_path):
    """Zoe, Ádám, Ben: Ádám (accents ignored) is asked to turn, and the turn is his."""
    h, shell = await start(tmp_path)
    table = await begin(h, shell, ["Zoe", "Ádám", "Ben"])
    assert dict(table.session.record.options)["first_seat"] == 1
    assert h.find("prompt").value.startswith("Ádám is first in the alphabet")
    await turn_first(h)
    assert table.session.record.moves[-1].startswith("turn:1:")
    assert h.find("category") is not None
    assert table.view().phase == "play"


@pytest.mark.parametrize(
    ("names", "first", "said"),
    [
        (["", ""], 0, "Player 1 begins: tap a card"),
        (["", "Zoe"], 1, "Zoe begins: tap a card"),
        (["Zoe", "", "Ben"], 2, "Ben is first in the alphabet"),
    ],
)
async def test_who_begins_makes_sense_without_names(tmp_path, names, first, said):
    """Issue 33 point 10: a seat left unnamed ("Player 1") is no name in the alphabet: it
    comes after the typed names, and with no name typed the first player simply begins;
    the alphabet is given as the reason only where two typed names decided it."""
    h, shell = await start(tmp_path)
    table = await begin(h, shell, names)
    assert dict(table.session.record.options)["first_seat"] == first
    assert h.find("prompt").value.startswith(said)


@pytest.mark.parametrize(
    ("device", "names", "first"),
    [("hu-HU", ["Ödön", "Otto"], 1), ("en-GB", ["Ödön", "Otto"], 0)],
)
async def test_the_alphabet_is_the_app_languages(tmp_path, device, names, first):
    """In Hungarian Ö is a letter after O, so Otto goes first; in English Ödön does."""
    h, shell = await open_app(tmp_path, {CLIENT_KEY: "phone"}, device_language=device)
    table = await begin(h, shell, names)
    assert dict(table.session.record.options)["first_seat"] == first


async def test_an_accepted_word_wins_the_card(tmp_path):
    """Tap letter, tap player, one vote for: the card is won (two voters, a tie accepts)."""
    h, shell = await start(tmp_path)
    table = await begin(h, shell, ["Anna", "Ben", "Cleo"])
    await turn_first(h)
    slot = min(letters(h))
    letter = letters(h)[slot]
    await h.fire(h.find(f"letter-{slot}"), "click")
    assert h.find("prompt").value == f"Who slapped the {letter}?"
    await h.fire(h.find("player-1"), "click")
    assert table.view().phase == "judge"
    assert h.find("prompt").value.startswith("Does Ben's word")
    await h.fire(h.find("vote-0-yes"), "click")
    v = table.view()
    assert v.phase == "play" and [label_of(c) for c in v.won[1]] == [letter]
    assert h.find("note").value == f"Ben wins the {letter}."
    assert tile(h, 1).startswith("Ben: 1 card")
    assert slot not in letters(h)
    saved = load_game(shell.db, "phone").record["record"]["moves"]
    assert saved == list(table.session.record.moves) and saved[-1] == "vote:0:yes"


async def test_a_rejected_word_sits_out_and_costs_the_last_card(tmp_path):
    """Ben wins a card, then is rejected: he sits out, greyed, and hands the card in;
    his next slap is refused until Cleo wins a card."""
    h, shell = await start(tmp_path)
    table = await begin(h, shell, ["Anna", "Ben", "Cleo"])
    await turn_first(h)
    await slap(h, 1)
    await h.fire(h.find("vote-0-yes"), "click")
    won = table.view().won[1][-1]
    await slap(h, 1)
    await h.fire(h.find("vote-0-no"), "click")
    await h.fire(h.find("vote-2-no"), "click")
    v = table.view()
    assert v.sitting_out == (1,) and v.won[1] == () and v.discarded == (won,)
    assert h.find("note").value == f"Mistake! Ben sits out and hands in the {label_of(won)}."
    assert tile(h, 1) == "Ben is sitting out: 0 cards, 0 points"
    assert h.find("player-1").opacity < 1
    moves = len(table.session.record.moves)
    await slap(h, 1)
    assert len(table.session.record.moves) == moves
    assert "Ben is sitting out until another player wins a card." in h.texts()
    await h.fire(h.find("player-2"), "click")
    await h.fire(h.find("vote-0-yes"), "click")
    assert table.view().sitting_out == ()


async def test_two_slaps_at_once_are_a_tie_the_draw_decides(tmp_path):
    """Tapping a second player before any vote records a slap at the same moment."""
    h, shell = await start(tmp_path)
    table = await begin(h, shell, ["Anna", "Ben", "Cleo"])
    await turn_first(h)
    await slap(h, 0)
    await h.fire(h.find("player-2"), "click")
    v = table.view()
    assert v.tied == (0, 2) and v.contender[0] in (0, 2)
    name = table.board.name(v.contender[0])
    assert h.find("note").value == f"A tie between Anna and Cleo: the draw picked {name}."
    assert h.find("prompt").value.startswith(f"Does {name}'s word")


async def test_a_tap_on_a_player_before_a_letter_explains_the_order(tmp_path):
    """Nothing is recorded; the message says to tap the card first."""
    h, shell = await start(tmp_path)
    table = await begin(h, shell, ["Anna", "Ben"])
    await turn_first(h)
    moves = table.session.record.moves
    await h.fire(h.find("player-1"), "click")
    assert table.session.record.moves == moves
    assert any(t.startswith("First tap the letter card") for t in h.texts())


async def test_nobody_knows_twice_refills_the_table_to_twelve(tmp_path):
    """After a card is won, two "nobody knows" in a row top the table up from the pile."""
    h, shell = await start(tmp_path)
    table = await begin(h, shell, ["Anna", "Ben"])
    await turn_first(h)
    await slap(h, 1)
    await h.fire(h.find("vote-0-yes"), "click")
    pile = table.view().pile_size
    await h.fire(h.find("nobody-knows"), "click")
    assert h.find("prompt").value == "Nobody knew one. Turn over a different card."
    turned_back = table.view().turned_back
    await h.fire(h.find(f"letter-{turned_back}"), "click")
    assert "That card has just been turned back. Turn a different one." in h.texts()
    await h.fire(h.find("turn-any"), "click")
    await h.fire(h.find("nobody-knows"), "click")
    v = table.view()
    assert v.pile_size == pile - 1 and len(letters(h)) == 12
    assert h.find("note").value == "Nobody knows. 1 new letter card from the draw pile."


async def test_the_leader_decides_alone_and_can_undo_the_last_award(tmp_path):
    """Leader mode: big accept/reject, no votes by the children; undo restores the table."""
    h, shell = await start(tmp_path)
    table = await begin(h, shell, ["Lily", "Sam", "Mia"], mode="leader")
    options = dict(table.session.record.options)
    assert options["mode"] == "leader" and options["remove_xy"] is True
    assert h.find("prompt").value == "Tap a card to turn over a new category."
    await h.fire(h.find("turn-any"), "click")
    before = table.session.state
    await slap(h, 2)
    with pytest.raises(LookupError):
        h.find("vote-0-yes")
    await h.fire(h.find("vote-3-yes"), "click")
    assert len(table.view().won[2]) == 1
    undo = h.find("undo")
    assert undo.content.value == f"Undo: {label_of(table.view().won[2][0])} to Mia"
    await h.fire(undo, "click")
    assert table.session.state == before
    assert load_game(shell.db, "phone").record["record"]["moves"] == list(
        table.session.record.moves
    )
    assert h.find("note").value == "Taken back."


async def test_the_board_turns_round_for_the_far_side(tmp_path):
    """Table mode has a rotate control; leader mode doesn't need one."""
    h, shell = await start(tmp_path)
    await begin(h, shell, ["Anna", "Ben"])
    assert h.find("board").rotate.angle == 0
    await h.fire(h.find("rotate"), "click")
    assert h.find("board").rotate.angle == pytest.approx(3.14159, abs=1e-3)


def invoked(h: Harness, name: str) -> int:
    """How often the app asked the browser to run the client method ``name``."""
    return sum(
        1
        for action, body in h.conn.messages
        if action == MessageAction.INVOKE_METHOD and body.get("name") == name
    )


@pytest.mark.parametrize("sound, haptics", [(True, True), (False, False)])
async def test_the_countdown_ends_in_nobody_knows(tmp_path, sound, haptics):
    """When the seconds run out the category counts as unknown, with a chime and a
    pulse only if those are switched on."""
    import json

    from app.ui.shell import SETTINGS_KEY

    prefs = {
        CLIENT_KEY: "phone",
        SETTINGS_KEY: json.dumps(
            {"language": "en", "sound": sound, "haptics": haptics, "coached": ["slf"]}
        ),
    }
    h, shell = await start(tmp_path, prefs)
    table = await begin(h, shell, ["Anna", "Ben"], countdown=30)
    table.board.countdown.tick = 0.001
    await turn_first(h)
    assert h.find("countdown") is not None
    await until(lambda: table.view().phase == "turn")
    await h.drawn()
    assert table.session.record.moves[-1] == "nobody:0"
    assert h.find("note").value == "Time's up: nobody knows."
    assert invoked(h, "play") == int(sound)
    assert invoked(h, "heavy_impact") == int(haptics)


async def test_the_countdown_waits_while_a_slap_is_judged(tmp_path):
    """No time runs out while the players vote."""
    h, shell = await start(tmp_path)
    table = await begin(h, shell, ["Anna", "Ben", "Cleo"], countdown=30)
    table.board.countdown.tick = 0.001
    await turn_first(h)
    await slap(h, 0)
    left = table.board.countdown.left
    await settle(10)  # a hundred ticks
    assert table.view().phase == "judge" and table.board.countdown.left == left > 0
    await h.fire(h.find("vote-1-yes"), "click")
    await until(lambda: table.view().phase == "turn")
    assert table.session.record.moves[-1] == "nobody:0"


async def near_the_round_end(h: Harness, table) -> None:
    """Play the running round on in Python by the rules until four cards are left to
    draw, then draw the table: ``play_round`` taps the rest (each tap redraws the whole
    table; a round of taps took seconds, under load tens of seconds)."""
    accept_every_slap(table.session, pile=4)
    table.redraw()
    await h.drawn()


async def play_round(h: Harness, table, winner_of=lambda n: n % 3) -> None:
    """Play the running round through taps: turn, slap, accept; nobody knows at the end."""
    round_no = table.view().round_no
    for n in range(200):
        if at_result(table) or table.view().round_no != round_no:
            return
        v = table.view()
        if v.phase == "turn":
            await h.fire(h.find("turn-any"), "click")
        elif v.phase == "judge":
            judge = table.board.leader if table.board.leader is not None else v.judges[0]
            await h.fire(h.find(f"vote-{judge}-yes"), "click")
        elif letters(h) and v.pile_size:
            await slap(h, winner_of(n))
        else:
            await h.fire(h.find("nobody-knows"), "click")
    raise AssertionError("the round did not end")


async def test_a_leader_game_of_two_rounds_ends_on_the_podium_and_in_the_stats(tmp_path):
    """Round result with totals, the next round, the podium; stats get games, points, wins."""
    h, shell = await start(tmp_path)
    lily = add_player(shell.db, "Lily")
    table = await begin(h, shell, ["Lily", "Sam", "Mia"], mode="leader", rounds=2)
    await near_the_round_end(h, table)
    await play_round(h, table)
    assert h.find("round-result").value == "Round 1 is over"
    first = table.session.state.results[0]
    assert sum(first) > 0
    await h.fire(h.find("next-round"), "click")
    assert table.view().round_no == 1 and h.find("prompt") is not None
    await near_the_round_end(h, table)
    await play_round(h, table, winner_of=lambda n: 0)
    assert h.find("round-result").value == "Game over"
    totals = table.session.outcome().scores
    assert h.find("winner").value == "Lily wins!"
    assert h.find("podium") is not None
    await h.fire(h.find("next-round"), "click")
    assert shell.table is None and shell.route == "/"
    assert load_game(shell.db, "phone") is None
    summary = next(s for s in summaries(shell.db) if s.player_id == lily.id)
    assert summary.tally("slf") == ("slf", 1, 1, 0)
    from app.stats import points_by_player

    assert points_by_player(shell.db, "slf")[lily.id] == (totals[0], totals[0])


async def test_play_again_starts_the_same_table_afresh(tmp_path):
    """The rematch keeps players and rules, records the finished game, and reshuffles."""
    h, shell = await start(tmp_path)
    table = await begin(h, shell, ["Lily", "Sam"], mode="leader")
    await near_the_round_end(h, table)
    await play_round(h, table, winner_of=lambda n: n % 2)
    await h.fire(h.find("play-again"), "click")
    again = shell.table
    assert again is not table and shell.route == "/play/slf"
    assert again.session.seats == table.session.seats
    assert again.session.record.options == table.session.record.options
    assert again.session.record.moves == ()
    assert load_game(shell.db, "phone").record["record"]["moves"] == []


async def test_a_reload_resumes_the_exact_table(tmp_path):
    """A new session of the same browser continues with the same cards and scores."""
    h, shell = await start(tmp_path)
    table = await begin(h, shell, ["Anna", "Ben"])
    await turn_first(h)
    await slap(h, 0)
    await h.fire(h.find("vote-1-yes"), "click")
    state = table.session.state
    h2, shell2 = await start(tmp_path)
    assert "Continue: Schnapp, Land, Fluss!" in h2.texts()
    await h2.fire(h2.find("continue-banner").content, "click")
    await h2.session.after_event(h2.page)
    assert shell2.table.session.state == state
    assert letters(h2) == letters(h)


async def test_the_statistics_show_points_per_player(tmp_path):
    """After a finished game the statistics list the player's points."""
    h, shell = await start(tmp_path)
    add_player(shell.db, "Lily")
    table = await begin(h, shell, ["Lily", "Sam"], mode="leader")
    await near_the_round_end(h, table)
    await play_round(h, table, winner_of=lambda n: 0)
    total = int(table.session.outcome().scores[0])
    await h.fire(h.find("next-round"), "click")
    shell.go("/stats")
    await h.drawn()
    await h.session.after_event(h.page)
    assert "Schnapp, Land, Fluss!" in h.texts()
    assert f"{total} points in all · best game {total}" in h.texts()


async def test_the_game_can_be_ended_early_with_the_scores_so_far(tmp_path):
    """After "nobody knows" twice nothing forces an end: the flag asks, and a yes ends the
    game on its result screen with the cards won so far, and the statistics count it."""
    h, shell = await start(tmp_path)
    anna = add_player(shell.db, "Anna")
    table = await begin(h, shell, ["Anna", "Ben", "Cleo"], rounds=3)
    await turn_first(h)
    await slap(h, 0)
    await h.fire(h.find("vote-1-yes"), "click")
    await h.fire(h.find("nobody-knows"), "click")
    await h.fire(h.find("end-game"), "click")
    assert "End the game now?" in h.texts() and table.session.outcome() is None
    no = next(c for c in h.all() if getattr(c, "content", None) == "Cancel")
    await h.fire(no, "click")
    assert table.session.outcome() is None
    await h.fire(h.find("end-game"), "click")
    yes = next(c for c in h.all() if getattr(c, "content", None) == "End the game")
    await h.fire(yes, "click")
    await h.drawn()
    assert table.session.outcome().winners == (0,)
    assert h.find("round-result").value == "Game over"
    assert h.has("ended-early") and h.find("winner").value == "Anna wins!"
    await h.fire(h.find("next-round"), "click")
    assert shell.table is None and load_game(shell.db, "phone") is None
    summary = next(s for s in summaries(shell.db) if s.player_id == anna.id)
    assert summary.tally("slf") == ("slf", 1, 1, 0)


@pytest.mark.parametrize("leader", [False, True])
@pytest.mark.parametrize("seats", [2, 3, 4, 5, 6])
async def test_every_part_fits_a_small_phone_with_letters_to_tap(seats, leader):
    """At 360×740 the fixed parts and the grid fill the screen without scrolling, and a
    letter card stays a good target (48 dp or more)."""
    from app.ui.screens.slf.layout import (
        APP_BAR,
        CARD_GAP,
        CATEGORY,
        PAGE_PADDING,
        SPACING,
        TILE,
        card_height,
        layout,
    )

    room = layout(360 - 16, 740, seats, leader)
    parts = CATEGORY + CARD_GAP + room.prompt + TILE + room.actions + room.grid
    assert APP_BAR + PAGE_PADDING + 3 * SPACING + parts <= 740
    assert card_height(room.width, room.grid, room.columns, 12) >= 48
