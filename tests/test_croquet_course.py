"""Tabletop Croquet: the course layout, the order of play and the wicket-crossing geometry."""

import math

import pytest

from games.core.errors import UserError
from games.croquet.course import COIN, Course


def gap(p, q):
    """The space between two tiles centred at p and q (unit squares), edge to edge."""
    return math.hypot(max(abs(p[0] - q[0]) - 1, 0), max(abs(p[1] - q[1]) - 1, 0))


def space(tiles_a, tiles_b):
    return min(gap(p, q) for p in tiles_a for q in tiles_b)


@pytest.mark.parametrize("scale", [1.0, 1.1, 1.2])
def test_the_spaces_between_tiles_keep_the_rules_distances(scale):
    course = Course.make(scale)
    w = course.wickets
    for _side, post in course.endposts.items():
        nearest = min(space([post], k.tiles) for k in w.values())
        assert nearest >= 3, "endpost to the nearest wicket: at least 3 tile widths between"
    for a, b in ((1, 2), (6, 7)):
        assert 1.5 <= space(w[a].tiles, w[b].tiles) <= 2
    for k in w.values():
        (ax, _ay), (bx, _by) = k.tiles
        assert ax == bx and gap(*k.tiles) == 2, "a wicket's tiles: two tile widths between"
    # 24 tiles exactly: nine pairs and two stacks of three.
    assert 2 * len(w) + 3 * len(course.endposts) == 24


def test_the_default_course_is_four_feet_by_two_over_its_tiles():
    xs = [x for x, _ in Course.make().tiles()]
    ys = [y for _, y in Course.make().tiles()]
    length, width = max(xs) - min(xs) + 1, max(ys) - min(ys) + 1
    assert (length * 2, width * 2) == (48, 24), "inches, with 2-inch tiles"


def test_the_model_measures_the_spaces_it_prints():
    course = Course.make()
    measured = {s.name: s.length for s in course.spaces()}
    assert measured == {
        "inside a wicket": 2, "the left endpost to wicket 1": 3.04, "wickets 1 and 2": 2,
        "wickets 6 and 7": 2, "wicket 7 to the right endpost": 3.04,
        "the course's length": 24, "the course's width": 12}
    for s in course.spaces()[:5]:
        assert math.dist(s.a, s.b) == pytest.approx(s.length, abs=0.005)
    w1 = course.wickets[1]
    assert space([course.endposts["left"]], w1.tiles) == pytest.approx(3.04, abs=0.005)


def test_the_double_diamond():
    w = Course.make().wickets
    assert [(w[n].x, w[n].y) for n in range(1, 10)] == [
        (4, 0), (7, 0), (9.25, -4), (11.5, 0), (13.75, -4), (16, 0), (19, 0), (13.75, 4),
        (9.25, 4)]
    assert Course.make().endposts == {"left": (0, 0), "right": (23, 0)}


def test_the_centre_to_centre_variant_keeps_the_older_course():
    course = Course.make(reading="centres")
    w = course.wickets
    assert [(w[n].x, w[n].y) for n in range(1, 10)] == [
        (3, 0), (5, 0), (8, -4), (11, 0), (14, -4), (17, 0), (19, 0), (14, 4), (8, 4)]
    assert course.endposts == {"left": (0, 0), "right": (22, 0)}
    assert {s.name: s.length for s in course.spaces()} == {
        "inside a wicket": 2, "the left endpost to wicket 1": 3, "wickets 1 and 2": 2,
        "wickets 6 and 7": 2, "wicket 7 to the right endpost": 3,
        "the course's length": 22, "the course's width": 8}
    assert gap(*w[1].tiles) == 1, "read between centres, a wicket leaves one tile width"
    assert [s.length for s in course.spaces(reading="tiles")] == [1, 2, 1, 1, 2, 23, 11]
    with pytest.raises(UserError, match="unknown reading 'edges'"):
        Course.make(reading="edges")


def test_course_order_out_and_back():
    order = Course.make().order
    assert [(t.kind, t.wicket or t.side, t.direction) for t in order] == (
        [("wicket", n, 1) for n in (1, 2, 3, 4, 5, 6, 7)] + [("endpost", "right", 0)]
        + [("wicket", n, -1) for n in (7, 6, 8, 4, 9, 2, 1)] + [("endpost", "left", 0)])


@pytest.mark.parametrize("scale, message", [
    (0.9, "2.75 tile widths from the left endpost; the rules ask for at least 3"),
    (1.5, "does not fit on a table of 30 by 18 tile widths"),
    (-1, "the scale must be a positive number"),
])
def test_bad_scales_are_refused(scale, message):
    with pytest.raises(UserError, match=message):
        Course.make(scale)


def crossed(p0, p1):
    return [(c.wicket, c.direction) for c in Course.make().crossings(p0, p1)]


def test_right_way_and_wrong_way():
    assert crossed((3.0, 0.0), (5.0, 0.1)) == [(1, 1)]
    assert crossed((5.0, 0.1), (3.0, 0.0)) == [(1, -1)]
    assert crossed((8.0, -4.2), (10.0, -3.8)) == [(3, 1)]
    assert crossed((10.0, 4.0), (8.0, 4.0)) == [(9, -1)]


def test_two_wickets_in_one_step_come_in_order():
    assert crossed((3.0, 0.0), (8.0, 0.0)) == [(1, 1), (2, 1)]
    assert crossed((20.0, 0.0), (15.0, 0.0)) == [(7, -1), (6, -1)]


def test_only_the_line_between_the_tile_centres_counts():
    assert crossed((3.0, 1.51), (5.0, 1.51)) == []  # above the top tile's centre
    assert crossed((3.0, 1.49), (5.0, 1.49)) == [(1, 1)]
    assert crossed((4.0, -3.0), (4.0, 3.0)) == []  # along the line, never across it
    assert crossed((3.0, 0.0), (3.9, 0.0)) == []  # short of it


def test_the_line_is_half_open_so_a_coin_on_it_counts_once():
    assert crossed((3.5, 0.0), (4.0, 0.0)) == [(1, 1)]  # reaching the line crosses it
    assert crossed((4.0, 0.0), (4.5, 0.0)) == []  # leaving it does not cross again
    assert crossed((4.0, 0.0), (3.5, 0.0)) == [(1, -1)]


def test_where_coins_may_lie():
    course = Course.make()
    assert course.blocking_tile(4.0, 0.0) is None  # in the gap of wicket 1
    assert course.blocking_tile(4.0, 1.0 - COIN / 2 + 0.01) == (4.0, 1.5)
    assert course.blocking_tile(0.6, 0.0) == (0.0, 0.0)  # on the left endpost
    assert course.fits_on_table(-3.3, 8.8) and not course.fits_on_table(-3.4, 0)
    assert course.back_on_table(26.5, 3.0) == (26.5 - COIN, 3.0)
    assert course.back_on_table(-3.5, -9.0) == (-3.5 + COIN, -9.0 + COIN)


def test_a_record_can_ask_for_the_centre_to_centre_course():
    from games.core.record import parse_record
    from games.croquet import state_from_record

    def course(header):
        text = f"game: croquet\nplayers: Ann Ben\n{header}\n"
        return state_from_record(parse_record(text, "x.rec")).course

    assert course("").reading == "tiles" and course("").endposts["right"] == (23, 0)
    old = course("variant: centre-distances\nscale: 1.25")  # too big for the default course
    assert old.reading == "centres" and old.endposts["right"] == (27.5, 0)
    with pytest.raises(UserError, match="does not fit on a table"):
        course("scale: 1.25")


def test_a_bigger_table_takes_a_bigger_course():
    """The table: field (length and depth in tile widths) lets a 6-foot course be laid; a
    course too big for it, or a table given wrongly, is refused at its line."""
    from games.core.record import parse_record
    from games.croquet import state_from_record

    def course(header):
        text = f"game: croquet\nplayers: Ann Ben\n{header}\n"
        return state_from_record(parse_record(text, "x.rec")).course

    six = course("scale: 1.5\ntable: 44x26")
    assert six.endposts["right"] == (35, 0) and six.table == (-4.5, -13, 39.5, 13)
    assert course("table: 44 26").endposts == course("").endposts  # the same 4-foot course
    assert course("table: 44 26").table != course("").table
    with pytest.raises(UserError, match=r"x.rec:4: table: the course at scale 2 does not fit"):
        course("scale: 2\ntable: 44 26")
    for text, message in (("44", "two numbers"), ("44 5", "out of range: 6 to 120"),
                          ("44 y", "'y' is not a number"), ("44x", "'' is not a number")):
        with pytest.raises(UserError, match=f"x.rec:3: table: .*{message}"):
            course(f"table: {text}")
