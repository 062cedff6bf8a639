"""Tabletop Croquet's worked examples: what the book's boxes and the player aid show."""

import re
from pathlib import Path

import pytest
from helpers import refused

from games import registry
from games.core.worked import Table, run
from games.croquet import narrate
from games.croquet.course import Course
from games.croquet.examples import replay_example

ENTRIES = registry.worked(registry.get("croquet"))
ROOT = Path(__file__).resolve().parent.parent


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
    # a player reads the same count as a sentence
    (said,) = run(ENTRIES, "player: flick-count teams rover last")
    assert said.startswith("Ben made eight flicks: the free one, and 7 earned as Ben ")
    assert "hits Cat (2)" in said and said.endswith(".")


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
    ("turn turn - third", "'third' is not a whole number: give digits 0-9 (0 to 10000"),
    ("turn turn - ٣", "'٣' is not a whole number"),
    ("turn turn nowhere 3", "no mark 'nowhere'"),
    ("played speed=3", "unknown option 'speed'"),
    ("played teams=two", "'two' is not a whole number: give digits 0-9 (0 to 10 teams)"),
    ("played teams=²", "'²' is not a whole number"),
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


# -- the player's edition: every move in words -------------------------------------------------
_CODES = re.compile(r"\b(flick|home|place)( [A-Z][a-z]+)? -?\d|\(-?[\d.]+, -?[\d.]+\)|\d\.\d{3}")


@pytest.mark.parametrize("spec", [
    "turn turn - 3", "turn foul - last", "turn poison - last", "turn teams rover last",
    'played "place 1 0" "flick 0 6.5"',
    'played at=Ann:10,8 at=Ben:10,7 "flick 270 1.2" "flick Ben 90 6"',
    'played players=Ann,Ben,Cat,Dan teams=2 at=Ann:5,0,15 rover "home Ann 180 6"',
    'checked turn hit "place 6.72 -0.06" "place 6 0.6" "place 7.1 0"',
    "tallies complete",
    'played at=Ann:2.5,0 at=Ben:3,0.1 show=events,status "flick 0 1.2" "flick 0 2"',
])
def test_a_players_answer_has_no_move_codes_or_coordinates(spec):
    words = run(ENTRIES, "player: " + spec, narrator=narrate)
    designer = run(ENTRIES, spec)
    if "show=events" not in spec:  # a move a line (its events, indented, in the designer's)
        assert len(words) == len([line for line in designer if not line.startswith("\u00a0")])
    for line in words:
        assert not _CODES.search(line), line
        assert line.endswith("."), line  # sentences, read aloud
        assert "+1" not in line and "+2" not in line, line


def test_a_players_turn_tells_each_flick_in_a_sentence_or_two():
    lines = run(ENTRIES, "player: turn turn - 3", narrator=narrate)
    assert lines[0] == ("Ann flicks the coin towards wicket 1, hard enough to slide about "
                        "6 tile widths. It passes wicket 1, for a flick, then hits Ben's coin, "
                        "for two flicks; Ben's coin is knocked through wicket 2, which counts for "
                        "Ben but earns no flick; Ann's coin stops 0.7 tile widths to the right "
                        "of wicket 1; Ben's coin stops 0.3 tile widths to the right of wicket 2: "
                        "Ann has 3 flicks left.")
    assert lines[2].startswith("Ann flicks Ben's coin")


def test_events_of_one_kind_are_told_as_one():
    lines = run(ENTRIES, 'player: played "place 1 0" "flick 0 6.5"', narrator=narrate)
    assert lines == [
        "Ann starts with the coin 1 tile width to the right of the left endpost.",
        "Ann flicks the coin towards wicket 1, hard enough to slide about 6.5 tile widths. It "
        "passes wicket 1 and wicket 2, for a flick each, then stops half a tile width to the "
        "right of wicket 2.",
        "Ann now has 2 flicks to make."]
    both = run(ENTRIES, "player: played players=Ann,Ben,Cat at=Ann:1.4,0 at=Ben:2,0.2 "
                        'at=Cat:2,-0.2 show=events,status "flick 0 1.5"', narrator=narrate)
    assert both == ["Ann's coin hits Cat's coin and Ben's coin, for two flicks each.",
                    "Ann now has 4 flicks to make, and a choice of options for Cat's coin or "
                    "Ben's coin."]


def test_the_end_of_a_turn_is_said():
    lines = run(ENTRIES, "player: turn foul - last", narrator=narrate)
    assert lines[-1].endswith("a foul that ends the turn, and goes back by the top edge of the "
                              "table, across from wicket 2. Ben plays next.")
    taps = run(ENTRIES, 'player: played at=Ann:2.5,0 at=Ben:3,0.1 show=moves "flick 0 1.2" '
                        '"flick 180 0.2" "flick 180 0.2"', narrator=narrate)
    assert taps[1].endswith("0.2 tile widths. Ann has 1 flick left.")
    assert taps[2].endswith("0.2 tile widths. That was Ann's last flick: Ben plays next.")


def test_a_coin_hit_again_pays_nothing_this_turn_in_the_players_words():
    lines = run(ENTRIES, 'player: played at=Ann:2.5,0 at=Ben:3,0.1 show=events "flick 0 1.2" '
                         '"flick 0 2"', narrator=narrate)
    assert lines[1].startswith("Ann's coin hits Ben's coin again, for nothing this turn until ")


def test_the_fourth_coin_is_green_or_yellow():
    assert "Dan green or yellow (Crowns)" in run(ENTRIES, "faces Ann Ben Cat Dan")[0]


def test_the_aid_states_the_order_the_model_plays():
    """The aid's sentence on the way round names the model's sixteen targets in order."""
    text = " ".join((ROOT / "docs" / "aids" / "croquet.md").read_text().split())
    course = Course.make()
    out = [t.wicket for t in course.order[:7]]
    back = [t.wicket for t in course.order[8:15]]
    assert out == list(range(1, 8)) and "out (solid line) through 1 to 7 left to right" in text
    assert course.order[7].label == "the right endpost" and "onto the right endpost (R)" in text
    way_back = ", ".join(map(str, back))
    assert f"back (dashed) through {way_back} right to left" in text
    assert course.order[15].label == "the left endpost" and "onto the left endpost (L)" in text


def test_placing_puts_every_piece_where_the_course_has_it():
    """The ruler table (chapter, Setting up the course) reads back to the model's course: each
    wicket's and endpost's middle, along the line from the left endpost and off it."""
    table = run(ENTRIES, "placing")
    assert isinstance(table, Table)
    course = Course.make()
    lx, ly = course.endposts["left"]
    spots = {"the left endpost": course.endposts["left"],
             "the right endpost": course.endposts["right"],
             **{f"wicket {n}": (w.x, w.y) for n, w in course.wickets.items()}}
    assert sorted(row[0] for row in table.rows) == sorted(spots)
    for name, along, off in table.rows:
        x, y = spots[name]
        assert float(along.split()[0]) == pytest.approx(x - lx)
        if off == "on the line":
            assert y == pytest.approx(ly)
        else:
            size, way = off.split()[:2]
            assert float(size) * (1 if way == "up" else -1) == pytest.approx(y - ly)


def test_mat_description_gives_the_wicket_gap_of_the_course():
    from games.croquet.sheets import course_sheet
    gap = Course.make().spaces(reading="tiles")[0].length
    assert f"a gap of {gap:g} tile widths" in course_sheet().desc


def test_pays_again_examples_show_each_flick_and_the_turn_passing():
    """The two "pays again" boxes show every flick, so the flicks left add up, and the second
    shows Ben's turn between Ann's two."""
    chapter = (ROOT / "docs" / "croquet.md").read_text()
    specs = re.findall(r":model: (croquet played at=Ann:2\.5,0 [^\n]*)", chapter)
    assert len(specs) == 2 and all("show=moves,status" in spec for spec in specs)
    lines = run(ENTRIES, "player: " + specs[1].removeprefix("croquet "), narrator=narrate)
    text = "\n".join(lines)
    assert "Ben plays next" in text and "Ann plays next" in text
    assert text.index("Ben plays next") < text.index("Ben flicks") \
        < text.rindex("It hits Ben's coin, for two flicks")
    assert "stops" not in text  # where the coins stopped is left out


def test_a_players_tallies_say_how_far_each_coin_got():
    assert run(ENTRIES, "tallies complete") == [
        "Ann: 12 = 0 + 12 (targets reached out of 16; next: wicket 9)",
        "Ben: 16 = 0 + 16 (targets reached out of 16; completed the course)"]
    assert run(ENTRIES, "player: tallies complete", narrator=narrate) == [
        "Ann's coin has reached 12 of the 16 targets, and plays for wicket 9 next.",
        "Ben's coin has reached 16 of the 16 targets: completed the course."]


def test_a_home_flick_earns_nothing_in_the_players_words():
    spec = 'played players=Ann,Ben,Cat,Dan teams=2 at=Ann:5,0,15 show=log rover "home Ann 180 6"'
    assert "no flick, a home flick earns nothing" in run(ENTRIES, spec)[2]
    assert "It passes wicket 1, for nothing (a flick sending a rover home earns nothing)" \
        in run(ENTRIES, "player: " + spec, narrator=narrate)[1]
