"""Tabletop Croquet's worked examples: what the book's boxes and the player aid show."""

import pytest
from helpers import refused

from games import registry
from games.core.worked import Table, run
from games.croquet.course import Course
from games.croquet.examples import replay_example

ENTRIES = registry.get("croquet").worked()


def test_turn_is_the_log_of_that_turn():
    lines = run(ENTRIES, "turn turn - 3")
    log = [line for e in replay_example("turn").state.log if e.turn == 3
           for line in e.lines]
    assert [line.strip() for line in lines] == [line.strip() for line in log]
    assert all(not line.startswith(" ") for line in lines)  # indented with no-break spaces


def test_flick_count_adds_up_for_a_rover_turn():
    made, total = run(ENTRIES, "flick-count teams rover last")
    assert made == "Flicks made: 8"
    assert total.startswith("Flicks to make: 8 = 1 free + ") and "(hits Cat)" in total


def test_played_shows_the_log_then_who_plays():
    lines = run(ENTRIES, 'played "place 1 0" "flick 0 6.5"')
    assert lines[0] == "Ann: place 1 0 (start)"
    assert lines[-1] == "Ann to play, 2 flicks left"


def test_played_reports_a_winner():
    lines = run(ENTRIES, "played variant=poison at=Ann:5,0,14 at=Ben:2,1.5 show=status "
                         '"flick 180 6" "flick 45 2"')
    assert lines == ["Winner: Ann"]


def test_played_names_a_winning_side():
    lines = run(ENTRIES, "played players=Ann,Ben,Cat,Dan teams=2 at=Ann:5,0,15 at=Ben:20,5 "
                         "at=Cat:3,4,15 at=Dan:20,-5 show=status "
                         '"flick 180 6" "flick 90 0.5" "flick 233.13 6"')
    assert lines == ["Winners: Ann and Cat"]


def test_order_is_the_course_order():
    table = run(ENTRIES, "order")
    labels = [row[1] for row in table.rows] + [row[3] for row in table.rows]
    assert labels == [t.label for t in Course.make().order]


def test_earnings_table_is_what_the_rules_pay():
    table = run(ENTRIES, "earnings")
    assert isinstance(table, Table)
    values = [value for _, value in table.rows]
    assert values.count("+1") == 3 and values.count("+2") == 3
    assert values[-1] == "none; the turn ends"


def test_spaces_in_both_readings():
    tiles = run(ENTRIES, "spaces")
    assert tiles.rows[-2] == ("the course's length", "24", "48 in (4 feet)")
    centres = run(ENTRIES, "spaces centres")
    assert centres.rows[-2] == ("the course's length", "22", "23")


def test_robots_table_counts_every_game():
    steady, shaky = run(ENTRIES, "robots").rows
    assert steady[0] == "steady" and steady[3] == "200" and shaky[0] == "shaky"


@pytest.mark.parametrize("spec, message", [
    ("turn turn - 99", "no turn 99 was played"),
    ("turn turn - third", "a turn is a whole number or 'last'"),
    ("turn turn nowhere 3", "no mark 'nowhere'"),
    ("played speed=3", "unknown option 'speed'"),
    ("played teams=two", "teams must be a whole number"),
    ("played show=all", "show=all"),
    ("played at=Ann:1", "write at=NAME:X,Y"),
    ("played at=Zed:1,1", "Zed"),
    ('played "place 1 0" "flick 0 45"', "a strength is 0.1 to 30"),
    ('played "flick 0 4"', "first turn starts by placing the coin"),
    ("spaces sideways", "unknown reading 'sideways'"),
    ("faces Ann Ann", "two players have the same name"),
])
def test_bad_specs_give_one_line(spec, message):
    assert message in refused(ENTRIES, spec)
