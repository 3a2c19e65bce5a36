"""The one hand-over rule of every table, on real sessions (plain Python, no Flet): who
holds the phone decides what is drawn, and nobody's hidden cards are on screen while
someone else may hold it."""

from __future__ import annotations

from dataclasses import replace

from app.games.snorkeling.notation import from_text
from app.ui.session import GameSession, Seat
from app.ui.table.seating import HANDOVER, RESULT, TABLE, WAITING, Moment, Seating

ANNA, BELA = Seat("Anna"), Seat("Béla")
COMPUTER = Seat("Computer", bot="normal")


def snorkeling(*seats: Seat) -> GameSession:
    """A new Snorkeling game at this table."""
    return GameSession.start("snorkeling", {}, "seating", seats, "now")


def at(session: GameSession, turn: int, results: tuple = ()) -> None:
    """Put the game at ``turn``'s move, after ``results`` (one tuple of points per round)."""
    hands = ["B3 R1", "Y0 Y1", "G0 G1"][: len(session.seats)]
    beaches = (0,) * len(results)
    totals = tuple(sum(r[s] for r in results) for s in range(len(session.seats)))
    session.state = from_text(hands=hands, centre="B2", deck="P0 P1 P2", turn=turn)
    session.state = replace(session.state, results=results, beaches=beaches, totals=totals)


def test_one_person_always_sees_their_own_cards():
    """Against computers there is no hand-over: the person's view, even while they wait."""
    session = snorkeling(ANNA, COMPUTER)
    seating = Seating(session)
    at(session, turn=1)
    assert seating.moment() == Moment(TABLE, 0)
    at(session, turn=0)
    assert seating.moment() == Moment(TABLE, 0)


def test_two_people_pass_the_phone_before_each_turn():
    """The next person gets the hand-over screen first, then their own cards."""
    session = snorkeling(ANNA, BELA)
    seating = Seating(session)
    at(session, turn=1)
    assert seating.moment() == Moment(HANDOVER, 1)
    seating.reveal(1)
    assert seating.moment() == Moment(TABLE, 1)
    at(session, turn=0)
    assert seating.moment() == Moment(HANDOVER, 0)


def test_the_holder_watches_the_computers_and_hands_over_to_the_next_person():
    """Anna keeps the phone (her view) while the computer plays; Béla is asked for next."""
    session = snorkeling(ANNA, BELA, COMPUTER)
    seating = Seating(session)
    at(session, turn=0)
    seating.reveal(0)
    at(session, turn=2)
    assert seating.moment() == Moment(TABLE, 0)
    at(session, turn=1)
    assert seating.moment() == Moment(HANDOVER, 1)


def test_after_a_shared_result_nobodys_cards_show_until_a_person_is_due():
    """Everyone looked at the round's result; the computer opens the next round: a neutral
    wait, not the first person's hand; then the hand-over to whoever is due."""
    session = snorkeling(ANNA, BELA, COMPUTER)
    seating = Seating(session)
    at(session, turn=0)
    seating.reveal(0)
    at(session, turn=2, results=((1, 2, 3),))
    assert seating.moment() == Moment(RESULT, 0)
    seating.acknowledge()
    assert seating.moment() == Moment(WAITING)
    at(session, turn=1, results=((1, 2, 3),))
    assert seating.moment() == Moment(HANDOVER, 1)


def test_results_come_first_and_one_person_keeps_the_phone_after_them():
    """A result is shown before anything else; alone at the table, no hand-over follows."""
    session = snorkeling(ANNA, COMPUTER)
    seating = Seating(session)
    at(session, turn=1, results=((2, 3),))
    assert seating.moment() == Moment(RESULT, 0)
    seating.acknowledge()
    assert seating.moment() == Moment(TABLE, 0)


def test_a_resumed_game_does_not_show_old_results_again():
    """Results finished before the table opened count as shown."""
    session = snorkeling(ANNA, COMPUTER)
    at(session, turn=0, results=((2, 3),))
    assert Seating(session).moment() == Moment(TABLE, 0)


def test_a_game_without_hidden_hands_never_hands_over():
    """Schnapp, Land, Fluss!: everyone sees the same table, whoever acts."""
    session = GameSession.start("slf", {}, "seating", (ANNA, BELA, Seat("Cleo")), "now")
    seating = Seating(session, public=0)
    assert seating.moment() == Moment(TABLE, 0)
    assert seating.viewer() == 0


def test_taking_moves_back_shows_their_results_again():
    """Undo past a round's end: that round's result is shown again when it comes back."""
    session = snorkeling(ANNA, COMPUTER)
    seating = Seating(session)
    at(session, turn=0, results=((2, 3),))
    seating.acknowledge()
    at(session, turn=0)
    seating.rewound()
    at(session, turn=0, results=((2, 3),))
    assert seating.moment() == Moment(RESULT, 0)
