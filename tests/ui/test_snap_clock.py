"""The Snap table's one time base (app/ui/screens/snap/clock.py) and its zones' geometry
(layout.py), with synthetic timestamps and screen sizes."""

from __future__ import annotations

import pytest

from app.games.snap.model import TIE_MS
from app.ui.screens.snap.clock import TableClock, client_ms
from app.ui.screens.snap.layout import BOTTOM, LEFT, RIGHT, TOP, layout


class Clock:
    """Server seconds, moved by hand."""

    def __init__(self) -> None:
        self.now = 50.0

    def __call__(self) -> float:
        return self.now


def at(clock: Clock, table: TableClock, server_ms: int) -> None:
    """Move the server clock to ``server_ms`` on the table clock."""
    clock.now += (server_ms - table.now_ms()) / 1000


def test_two_touches_30_ms_apart_on_the_client_keep_their_order_and_gap():
    """Sent 30 ms apart, the later one arriving first's way slower: still 30 ms apart."""
    clock = Clock()
    table = TableClock(0, clock)
    at(clock, table, 1000)
    first = table.touch(500)
    at(clock, table, 1090)
    second = table.touch(530)
    assert second - first == 30


def test_identical_client_times_are_a_tie_however_they_arrive():
    """Two fingers at one moment, reported 40 ms apart: the same stamp (a tie)."""
    clock = Clock()
    table = TableClock(0, clock)
    at(clock, table, 2000)
    a = table.touch(1200)
    at(clock, table, 2040)
    b = table.touch(1200)
    assert a == b and abs(a - b) <= TIE_MS


def test_a_late_arriving_touch_beats_a_computer_that_called_after_it():
    """A touch made at client 0 that arrives 40 ms late beats a computer calling 20 ms
    after the finger landed (the offset was learnt from an earlier, quick touch)."""
    clock = Clock()
    table = TableClock(0, clock)
    at(clock, table, 1000)
    table.touch(-5000)  # a touch five seconds earlier that came at once: offset 6000
    at(clock, table, 6000 + 20)
    computer = table.computer()
    at(clock, table, 6000 + 40)
    person = table.touch(0)
    assert person == 6000 < computer


def test_a_resumed_clock_continues_and_never_stamps_in_the_future():
    """The clock continues from where the saved game was; a first touch is stamped at
    its arrival, never later."""
    clock = Clock()
    table = TableClock(90_000, clock)
    assert table.now_ms() == 90_000
    clock.now += 0.5
    assert table.touch(12) == 90_500
    clock.now += 0.1
    assert table.touch(100) <= table.now_ms()


def test_a_client_clock_that_started_afresh_starts_the_estimate_again():
    """A reload resets the client's clock: the old offset would stamp seconds too early."""
    clock = Clock()
    table = TableClock(0, clock)
    at(clock, table, 10_000)
    table.touch(9_990)
    at(clock, table, 20_000)
    assert table.touch(5) == 20_000


def test_a_touch_stamped_seconds_ahead_does_not_beat_an_earlier_touch():
    """The offset is known (6000); a touch whose client time lies 5 s ahead of its
    arrival (a clock running fast, or forged) comes first, then a touch made 20 ms
    before it that waited 30 ms longer on its way: the earlier touch keeps its own time
    and wins; the one ahead is stamped no later than its arrival."""
    clock = Clock()
    table = TableClock(0, clock)
    at(clock, table, 1000)
    table.touch(-5000)
    at(clock, table, 7020)
    ahead = table.touch(1020 + 5000)
    at(clock, table, 7050)
    honest = table.touch(1000)
    assert honest == 7000 < ahead <= 7020


def test_one_touch_ahead_of_its_arrival_does_not_move_later_touches_earlier():
    """A touch stamped 1.5 s ahead of its arrival is clamped to its arrival; the touches
    after it keep the offset the honest touches taught (not 1.5 s earlier, before the
    computers' calls or the last verdict)."""
    clock = Clock()
    table = TableClock(0, clock)
    at(clock, table, 1000)
    table.touch(-5000)
    at(clock, table, 8000)
    assert table.touch(2000 + 1500) == 8000
    at(clock, table, 9010)
    assert table.touch(3000) == 9000


def test_a_client_clock_that_moved_for_good_is_followed_after_two_touches():
    """Two touches agree on a new offset 3 s lower (the first was stamped at its
    arrival): the estimate moves to it, and the third keeps its gap to the second."""
    clock = Clock()
    table = TableClock(0, clock)
    at(clock, table, 1000)
    table.touch(-5000)
    at(clock, table, 8000)
    assert table.touch(5000) == 8000
    at(clock, table, 8500)
    first = table.touch(5500)
    at(clock, table, 8700)
    assert table.touch(5600) - first == 100


def lag_after(clock: Clock, table: TableClock, server_ms: int, client: int) -> int:
    """The table's lag once a touch made at ``client`` arrived at ``server_ms``."""
    at(clock, table, server_ms)
    table.touch(client)
    return table.lag_ms()


def test_the_lag_is_how_late_the_latest_touches_came():
    """Nothing is late before the first touch, nor the first itself (which says nothing
    of the lag); then the most any of the latest five touches came later than the
    quickest; a touch not fitting the offset (seconds ahead) tells nothing; five quick
    touches later a busy spell is forgotten.
    (Times in eighths of a second: exact on the float clock.)"""
    clock = Clock()
    table = TableClock(0, clock)
    assert table.lag_ms() == 0
    assert lag_after(clock, table, 1000, 0) == 0
    assert not table.knows_lag(), "the first touch is the quickest by definition"
    assert lag_after(clock, table, 2250, 1000) == 250
    assert table.knows_lag()
    assert lag_after(clock, table, 3125, 2000) == 250
    assert lag_after(clock, table, 3250, 3250 + 5000) == 250
    quick = [lag_after(clock, table, 4000 + 125 * n, 3000 + 125 * n) for n in range(3)]
    assert quick == [250, 250, 250]
    assert lag_after(clock, table, 5000, 4000) == 125
    assert lag_after(clock, table, 6000, 5000) == 0


def test_client_time_from_a_duration_or_microseconds():
    """The touch's time in ms; None without one (a touch from accessibility)."""

    class Duration:
        in_microseconds = 1_234_567

    assert client_ms(Duration()) == 1234
    assert client_ms(2_000_000) == 2000
    assert client_ms(None) is None


@pytest.mark.parametrize(
    ("seats", "size"),
    [(2, (396, 840)), (3, (396, 840)), (4, (396, 840)), (5, (784, 1200)), (6, (784, 1200))],
)
def test_every_zone_lies_whole_on_its_edge_and_none_overlaps(seats, size):
    """Zones on the screen, apart from each other and from the middle; each faces its
    edge; a call area is never under 48 dp in either direction."""
    width, height = size
    room = layout(seats, width, height)
    boxes = [*room.zones, room.middle]
    for box in room.zones:
        assert 0 <= box.left and box.left + box.width <= width + 0.01
        assert 0 <= box.top and box.top + box.height <= height + 0.01
        assert min(box.width, box.height) >= 48
    for i, a in enumerate(boxes):
        for b in boxes[i + 1 :]:
            apart = (
                a.left + a.width <= b.left + 0.01
                or b.left + b.width <= a.left + 0.01
                or a.top + a.height <= b.top + 0.01
                or b.top + b.height <= a.top + 0.01
            )
            assert apart, (a, b)
    edges = [box.edge for box in room.zones]
    assert edges[0] == BOTTOM and (seats != 2 or edges[1] == TOP)
    if seats >= 3:
        assert LEFT in edges and RIGHT in edges


def test_childrens_mode_makes_the_call_areas_bigger():
    """Children's mode: deeper zones."""
    plain, big = layout(2, 396, 840), layout(2, 396, 840, children=True)
    assert big.zones[0].height > plain.zones[0].height
