"""Schnapsen screens on the real Flet session path: setup, table, computer turns,
hand-over between two people, deal results, autosave and resume."""

from __future__ import annotations

import json
from dataclasses import replace

import pytest

from app.core.cards import Card
from app.games.schnapsen.model import DealResult, Exchange, Play
from app.i18n import CODES, Translator
from app.stats import add_player, game_record, history, load_game, summaries
from app.ui.components import card_label
from app.ui.screens.schnapsen.sheets import standing, why
from app.ui.session import GameSession, Seat
from app.ui.shell import CLIENT_KEY, SETTINGS_KEY
from tests.ui.harness import at_result, faded, may_act, open_app, settle, until

pytestmark = pytest.mark.asyncio


async def start(tmp_path, prefs=None):
    """A new browser session on the app, as the browser "phone"."""
    return await open_app(tmp_path, prefs if prefs is not None else {CLIENT_KEY: "phone"})


async def new_game(h, shell, opponent: str = "computer", level: str = "easy"):
    """Open the setup from the tile and start."""
    await h.fire(h.find("tile-schnapsen"), "click")
    await h.session.after_event(h.page)
    assert shell.route == "/play/schnapsen/setup"
    if opponent == "person":
        await h.fire(h.find("setup-opponent"), "change", selected=["person"])
    else:
        await h.fire(h.find("setup-level"), "change", selected=[level])
    await h.fire(h.find("setup-start"), "click")
    table = shell.table
    table.pause = 0
    await until(lambda: person_to_act(table))
    await h.drawn()


def person_to_act(table) -> bool:
    """True once a person may act and no computer is thinking (a computer that leads has
    played); between two people, the one to act may be the one the phone is not with."""
    session = table.session
    people = [s for s in session.actors() if session.bot_level(s) is None]
    return bool(people) and not table.thinking


def hand_cards(h) -> list[str]:
    """Codes of the cards in the shown hand."""
    return sorted(
        c.identifier.removeprefix("hand-")
        for c in h.all()
        if isinstance(getattr(c, "identifier", None), str) and c.identifier.startswith("hand-")
    )


async def test_a_game_against_the_computer_starts_and_is_autosaved(tmp_path):
    """Setup → table with five cards; the running game is saved for this browser."""
    h, shell = await start(tmp_path)
    await new_game(h, shell)
    table = shell.table
    assert shell.route == "/play/schnapsen"
    assert len(hand_cards(h)) == 5
    saved = load_game(shell.db, "phone")
    assert saved.game == "schnapsen"
    assert saved.record["record"]["moves"] == list(table.session.record.moves)


async def test_playing_a_card_lets_the_computer_answer(tmp_path):
    """After the person leads, the computer follows, and both moves are saved."""
    h, shell = await start(tmp_path)
    await new_game(h, shell)
    table = shell.table
    session = table.session
    while at_result(table) or not (table.viewer() in session.actors() and not session.state.trick):
        if at_result(table):
            table.acknowledge()
        elif table.viewer() in session.actors():
            table.act(session.legal(table.viewer())[0])
        await settle(5)
    await h.session.after_event(h.page)
    card = next(m for m in session.legal(table.viewer()) if isinstance(m, Play)).card
    before = len(session.record.moves)
    await h.fire(h.find(f"hand-{card.code}"), "click")
    await until(lambda: len(session.record.moves) >= before + 2)
    await settle(1)  # the computer's move is saved and drawn a loop turn after it is made
    await h.drawn()
    assert load_game(shell.db, "phone").record["record"]["moves"] == list(session.record.moves)


async def test_an_illegal_move_is_explained_and_changes_nothing(tmp_path):
    """A card that is not in the hand gives a translated reason; the state stays."""
    h, shell = await start(tmp_path)
    await new_game(h, shell)
    table = shell.table
    await until(lambda: table.viewer() in table.session.actors())
    state = table.session.state
    held = set(state.hands[table.viewer()])
    missing = next(c for c in state.hands[1 - table.viewer()] if c not in held)
    table.act(Play(table.viewer(), missing))
    await h.session.after_event(h.page)
    assert table.session.state == state
    assert any(t.startswith("You don't hold") for t in h.texts())


async def test_two_people_see_the_hand_over_screen_first(tmp_path):
    """Between two people nothing secret is drawn until the right person taps."""
    h, shell = await start(tmp_path)
    add_player(shell.db, "Anna")
    add_player(shell.db, "Béla")
    await new_game(h, shell, opponent="person")
    session = shell.table.session
    (actor,) = session.actors()
    assert h.find("handover-title").value.endswith(session.seats[actor].name)
    assert hand_cards(h) == []
    await h.fire(h.find("handover-ready"), "click")
    assert len(hand_cards(h)) == 5
    card = next(m for m in session.legal(actor) if isinstance(m, Play)).card
    await h.fire(h.find(f"hand-{card.code}"), "click")
    assert hand_cards(h) == []
    assert h.find("handover-title").value.endswith(session.seats[1 - actor].name)


async def test_a_reload_resumes_the_exact_position(tmp_path):
    """A new session of the same browser continues where the game stood."""
    h, shell = await start(tmp_path)
    await new_game(h, shell)
    table = shell.table
    await until(lambda: table.viewer() in table.session.actors())
    card = next(m for m in table.session.legal(table.viewer()) if isinstance(m, Play)).card
    await h.fire(h.find(f"hand-{card.code}"), "click")
    await until(lambda: may_act(table))
    await settle(1)  # the computer's move is saved a loop turn after it is made
    state = table.session.state

    h2, shell2 = await start(tmp_path, prefs={CLIENT_KEY: "phone"})
    assert "Continue: Schnapsen" in h2.texts()
    await h2.fire(h2.find("continue-banner").content, "click")
    await h2.session.after_event(h2.page)
    assert shell2.table.session.state == state
    assert sorted(c.code for c in state.hands[shell2.table.viewer()]) == hand_cards(h2)


async def test_a_whole_bummerl_ends_in_the_statistics(tmp_path):
    """Playing to the end shows the deal results and records the Bummerl for the player
    (left by the last result's back arrow, issue 17 point 5)."""
    h, shell = await start(tmp_path)
    anna = add_player(shell.db, "Anna")
    await new_game(h, shell)
    table = shell.table
    session = table.session
    assert session.seats[0].player_id == anna.id
    for _ in range(400):
        if shell.table is None:
            break
        if at_result(table):
            await until(lambda: h.has("deal-result"))  # drawn a loop turn after the move
            last = session.outcome() is not None  # its back arrow records the Bummerl too
            await h.fire(h.find("table-back" if last else "next-round"), "click")
        elif table.viewer() in session.actors():
            move = session.legal(table.viewer())[0]
            table.act(move)
            await h.session.after_event(h.page)
        await settle(5)
        await h.drawn()
    assert shell.table is None and shell.route == "/"
    assert load_game(shell.db, "phone") is None
    tally = next(s for s in summaries(shell.db) if s.name == "Anna").tally("schnapsen")
    assert tally.played == 1
    (row,) = history(shell.db)  # kept with its record, for its replay (issue 21)
    assert row.has_record and game_record(shell.db, row.id) == session.record.to_dict()


async def test_continue_shows_the_card_the_computer_led(tmp_path):
    """Resumed while answering the computer's lead: the led card is on the table at full
    opacity in the first frame, with "Your turn"."""
    h, shell = await start(tmp_path)
    await new_game(h, shell)
    table = shell.table
    session = table.session
    me = table.viewer()
    while not (session.state.trick and me in session.actors()):
        if at_result(table):
            table.acknowledge()
        elif me in session.actors():
            table.act(session.legal(me)[-1])
        await settle(5)
    h2, _ = await start(tmp_path)
    await h2.fire(h2.find("continue-banner").content, "click")
    lead = session.state.trick[0]
    assert h2.find("trick-lead").parent.label.startswith(("Ace", "Ten", "King", "Queen", "Jack"))
    assert f"lead-{lead.code}" not in faded(h2) and faded(h2) == []
    assert h2.find("turn").value == "Your turn"


# ---------------------------------------------------------------- issue 17


COMPUTER = Seat("Computer (Easy)", bot="easy")


def seed_where(condition, options=None) -> str:
    """The first seed whose first deal satisfies ``condition(state)`` (seat 0 is the person)."""
    for n in range(2000):
        seed = f"i17-{n}"
        session = GameSession.start("schnapsen", options or {}, seed, (Seat("Anna"), COMPUTER), "")
        if condition(session.state):
            return seed
    raise AssertionError("no seed found")


async def seated(h, shell, seed: str, options=None, extras=None):
    """Begin a game of the person (seat 0) against the easy computer with ``seed``."""
    seats = (Seat("Anna"), COMPUTER)
    shell.begin(GameSession.start("schnapsen", options or {}, seed, seats, "now", extras))
    shell.table.pause = 0
    await h.session.after_event(h.page)
    await h.drawn()
    return shell.table


def dialog(h):
    """The dialog on top, if one is open."""
    dialogs = h.page._dialogs.controls
    return dialogs[-1] if dialogs and dialogs[-1].open else None


def trump_jack(state, seat: int) -> bool:
    """True if ``seat`` holds the trump Jack."""
    return Card("J", state.trump) in state.hands[seat]


async def play_until(h, table, condition, pick=lambda legal: legal[-1]):
    """Play the person's moves (``pick`` from the legal ones) and let the computer answer,
    until ``condition()`` holds with the person to act; then let the drawing arrive."""
    session, me = table.session, table.viewer()
    for _ in range(200):
        if not at_result(table) and me in session.actors() and condition():
            await settle(5)
            await h.drawn()
            return
        if at_result(table):
            table.acknowledge()
        elif me in session.actors():
            table.act(pick([m for m in session.legal(me) if isinstance(m, Play)]))
        await settle(5)
    raise AssertionError("the position never came")


async def test_a_trick_the_computer_won_stays_beside_its_next_lead(tmp_path):
    """Issue 17 point 4: the computer's trick stays on the table (small, beside its new
    lead) until the person plays; a tap on it shows the tricks."""
    h, shell = await start(tmp_path)
    table = await seated(h, shell, "i17-kept")
    session = table.session
    state = lambda: session.state  # noqa: E731

    def computer_won_and_led() -> bool:
        s = state()
        return bool(s.trick and s.history and s.history[-1].winner == 1)

    await play_until(h, table, computer_won_and_led, pick=lambda legal: legal[-1])
    last = state().history[-1]
    assert h.has("trick-lead") and h.has("last-trick")
    assert h.label("last-lead") == card_label(h.page.data.tr, last.lead, "french")
    assert h.label("last-follow") == card_label(h.page.data.tr, last.follow, "french")
    assert "Last trick, taken by Computer (Easy)" in h.texts()
    await h.fire(h.find("last-trick"), "click")
    assert dialog(h) is not None and h.has("their-trick")
    h.page.pop_dialog()

    card = next(m for m in session.legal(0) if isinstance(m, Play)).card
    await h.fire(h.find(f"hand-{card.code}"), "click")
    await settle(5)
    await h.drawn()
    newest = state().history[-1]
    assert newest.follow == card or newest.lead == card
    if h.has("last-lead"):  # the trick just completed is the one shown now
        assert h.label("last-lead") == card_label(h.page.data.tr, newest.lead, "french")


async def test_closing_the_talon_is_explained_asked_and_turns_the_trump_down(tmp_path):
    """Issue 17 point 6: "Close" explains itself and asks; only "Close" in the dialog
    closes, and then the trump card lies face down."""
    h, shell = await start(tmp_path)
    table = await seated(h, shell, seed_where(lambda s: s.leader == 0))
    await h.fire(h.find("close"), "click")
    asked = dialog(h)
    assert asked is not None and table.session.state.closed_by is None
    assert "You must reach 66" in asked.content.value
    await h.fire(asked.actions[0], "click")  # cancel
    assert table.session.state.closed_by is None and h.has("trump-card")
    await h.fire(h.find("close"), "click")
    await h.fire(dialog(h).actions[1], "click")
    await h.drawn()
    assert table.session.state.closed_by == 0
    assert h.has("trump-back") and not h.has("trump-card")
    assert "You closed the talon." in h.texts()


async def test_the_persons_trump_jack_exchange_is_shown(tmp_path):
    """Issue 17 point 6: after "Exchange" the Jack lies as the trump card (fading in) and
    a line says what was taken."""
    h, shell = await start(tmp_path)
    seed = seed_where(lambda s: s.leader == 0 and trump_jack(s, 0))
    table = await seated(h, shell, seed)
    taken = table.session.state.trump_card
    await h.fire(h.find("exchange"), "click")
    jack = Card("J", taken.suit)
    assert h.label("trump-card") == card_label(h.page.data.tr, jack, "french")
    assert f"trump-{jack.code}" in faded(h)
    said = f"You exchanged the trump Jack for the {card_label(h.page.data.tr, taken, 'french')}."
    assert h.find("note").value == said


async def test_the_computers_trump_jack_exchange_is_shown(tmp_path):
    """Issue 17 point 6: when the computer exchanges, the person sees it until the trick
    is complete: the Jack as the trump card and a line that says so."""
    h, shell = await start(tmp_path)
    seed = seed_where(lambda s: s.leader == 1 and trump_jack(s, 1))
    seats = (Seat("Anna"), COMPUTER)
    session = GameSession.start("schnapsen", {}, seed, seats, "now")
    think = session.think

    async def exchanging(seat, clock):
        """The computer's decision, but the exchange first while it may."""
        legal = session.legal(seat)
        return next((m for m in legal if isinstance(m, Exchange)), None) or await think(seat, clock)

    session.think = exchanging
    taken = session.state.trump_card
    shell.begin(session)
    shell.table.pause = 0
    await until(lambda: session.state.trick)
    await settle(5)
    await h.drawn()
    name = card_label(h.page.data.tr, taken, "french")
    said = f"Computer (Easy) exchanged the trump Jack for the {name}."
    assert said in h.find("note").value.splitlines()
    assert h.label("trump-card") == card_label(h.page.data.tr, Card("J", taken.suit), "french")


async def first_result(h, shell, seed: str):
    """The table of a game with ``seed`` at its first deal's result (the person playing
    their first legal move each time)."""
    table = await seated(h, shell, seed)
    while not at_result(table):
        if 0 in table.session.actors():
            table.act(table.session.legal(0)[0])
        await settle(2)
    await until(lambda: h.has("deal-result"))
    return table


async def test_result_screens_have_a_back_arrow_and_say_whose_points(tmp_path):
    """Issue 17 point 5: a deal's result names each player with their points; its back
    arrow goes to the games, the game stays saved and continues with the next deal."""
    h, shell = await start(tmp_path)
    table = await first_result(h, shell, "i17-result")
    session = table.session
    result = session.state.results[0]
    for seat, name in ((0, "You"), (1, "Computer (Easy)")):
        who, score = h.find(f"result-seat-{seat}").controls
        tricks = "1 trick" if result.tricks[seat] == 1 else f"{result.tricks[seat]} tricks"
        assert (who.content.value, score.value) == (
            name,
            f"{result.points[seat]} points · {tricks}",
        )
    await h.fire(h.find("table-back"), "click")
    assert shell.route == "/" and load_game(shell.db, "phone") is not None
    await h.fire(h.find("continue-banner").content, "click")
    await h.session.after_event(h.page)
    assert not at_result(shell.table) and h.has("turn")


async def test_a_closed_deal_says_it_was_judged_when_the_talon_was_closed(tmp_path):
    """Issue 17 point 5: Schwarz and Schneider after closing speak of the moment of closing
    (the loser may have taken tricks since)."""
    h, shell = await start(tmp_path)
    table = await seated(h, shell, seed_where(lambda s: s.leader == 0))  # no computer turn
    board = table.board
    deal = DealResult(0, 0, 3, "closed", (70, 34), (4, 1), ((), ()))
    said = "Schwarz: when the talon was closed, Computer (Easy) had no trick yet."
    assert why(board, deal) == said
    deal = DealResult(0, 1, 2, "closed", (20, 66), (2, 3), ((), ()))
    said = "Schneider: when the talon was closed, you had fewer than 33 points."
    assert why(board, deal) == said
    deal = DealResult(0, 0, 3, "closer-failed", (50, 60), (3, 2), ((), ()), closed_by=1)
    said = "Three game points, because you had no trick yet when the talon was closed."
    assert why(board, deal) == said


@pytest.mark.parametrize("learning", [False, True])
async def test_with_manual_claim_your_own_points_are_hidden(tmp_path, learning):
    """Issue 17 point 20: counting to 66 is part of the game when you must claim it (the
    learning mode still shows everyone's points)."""
    h, shell = await start(tmp_path)
    extras = {"show_points": learning}
    table = await seated(h, shell, "i17-claim", {"manual_claim": True}, extras)
    await play_until(h, table, lambda: table.session.view(0).points[0] > 0)
    card_points = f"{table.session.view(0).points[0]} points · "  # (not the game points)
    assert h.find("my-score").value.startswith(card_points) == learning


async def test_the_tricks_view_shows_the_opponents_last_trick_only_until_your_next_card(
    tmp_path,
):
    """Issue 17 point 20 (schnapsen/RULES.md §Seen cards): once you have played a card after the
    computer's trick, that trick is no longer shown."""
    h, shell = await start(tmp_path)
    table = await seated(h, shell, "i17-seen")
    session = table.session

    def older_computer_trick() -> bool:
        history = session.state.history
        return bool(history) and history[-1].winner == 0 and any(t.winner == 1 for t in history)

    await play_until(h, table, older_computer_trick, pick=lambda legal: legal[0])
    await h.fire(h.find("open-tricks"), "click")
    theirs = h.find("their-trick")
    assert [getattr(c, "value", None) for c in theirs.controls] == ["–"]


async def test_the_computers_first_lead_is_there_at_once(tmp_path):
    """Issue 17 points 1 and 2 after a new game: the frame that says "Your turn" shows the
    computer's lead fully drawn (only the person's own cards fade in)."""
    h, shell = await start(tmp_path)
    table = await seated(h, shell, seed_where(lambda s: s.leader == 1))
    await until(lambda: h.has("trick-lead"))
    assert h.find("turn").value == "Your turn"
    assert faded(h) == []
    card = next(m for m in table.session.legal(0) if isinstance(m, Play)).card
    await h.fire(h.find(f"hand-{card.code}"), "click")
    await until(lambda: h.has("last-follow"))
    assert f"follow-{card.code}" in faded(h)  # the person's own card comes in softly


async def test_the_card_pack_field_shows_a_short_name_and_the_list_the_suits(tmp_path):
    """The field is one line wide on a small phone: "Doppeldeutsch" there, "Doppeldeutsch
    (Herz, Schelle, Laub, Eichel)" in the list it opens."""
    h, shell = await start(
        tmp_path, {CLIENT_KEY: "phone", SETTINGS_KEY: json.dumps({"language": "de"})}
    )
    await h.fire(h.find("tile-schnapsen"), "click")
    await h.session.after_event(h.page)
    german = next(o for o in h.find("setup-skin").options if o.key == "german")
    assert german.text == "Doppeldeutsch"
    assert german.content.value == "Doppeldeutsch (Herz, Schelle, Laub, Eichel)"


async def test_the_standing_says_game_points_to_the_bummerl(tmp_path):
    """Issue 33 point 10: beside tricks and card points the standing names its unit, as
    players say it (counted down in German and English, up in Hungarian); the Bummerl
    sheet, where every number is one, keeps it short."""
    h, shell = await start(tmp_path)
    table = await seated(h, shell, seed_where(lambda s: s.leader == 0))
    assert h.find("my-score").value == "0 points · 0 tricks · 7 game points to go"
    assert "0 tricks · 7 game points to go" in h.texts()  # (the opponent's line)
    await h.fire(h.find("open-sheet"), "click")
    assert h.find("sheet-left-0").value == "7 to go"
    view = replace(table.session.view(0), remaining=(1, 6))
    said = {lang: [standing(Translator(lang).t, view, s) for s in (0, 1)] for lang in CODES}
    assert said == {
        "en": ["1 game point to go", "6 game points to go"],
        "de": ["noch 1 Punkt zum Bummerl", "noch 6 Punkte zum Bummerl"],
        "hu": ["6/7 játékpont", "1/7 játékpont"],
    }


async def test_the_deal_result_says_which_cards_were_still_held(tmp_path):
    """Issue 33 point 10: a deal won before the cards ran out shows each player's cards
    left under a line that says what they are."""
    h, shell = await start(tmp_path)
    session = (await first_result(h, shell, "h33-left-0")).session
    hands = session.state.results[0].hands
    assert all(hands)
    for seat in (0, 1):
        label, cards = h.find(f"result-held-{seat}").controls
        assert label.value == "Still in hand:" and len(cards.controls) == len(hands[seat])
