"""Tabletop Croquet: the course layout, the order of play and the wicket-crossing geometry."""

import math

import pytest

from games.core.errors import UserError
from games.croquet.course import COIN, Course


@pytest.mark.parametrize("scale", [1.0, 1.1, 1.2])
def test_layout_keeps_the_distances_the_rules_give(scale):
    course = Course.make(scale)
    w = course.wickets
    for post in course.endposts.values():
        nearest = min(math.dist(post, (k.x, k.y)) for k in w.values())
        assert nearest >= 3 - 1e-9, "endpost to the nearest wicket: at least 3 tile widths"
    for a, b in ((1, 2), (6, 7)):
        assert 1.5 <= math.dist((w[a].x, w[a].y), (w[b].x, w[b].y)) <= 2
    for k in w.values():
        (ax, ay), (bx, by) = k.tiles
        assert ax == bx and by - ay == 2, "a wicket's tiles are two tile widths apart"
    # 24 tiles exactly: nine pairs and two stacks of three.
    assert 2 * len(w) + 3 * len(course.endposts) == 24


def test_the_double_diamond():
    w = Course.make().wickets
    assert [(w[n].x, w[n].y) for n in range(1, 10)] == [
        (3, 0), (5, 0), (8, -4), (11, 0), (14, -4), (17, 0), (19, 0), (14, 4), (8, 4)]
    assert Course.make().endposts == {"left": (0, 0), "right": (22, 0)}


def test_course_order_out_and_back():
    order = Course.make().order
    assert [(t.kind, t.wicket or t.side, t.direction) for t in order] == (
        [("wicket", n, 1) for n in (1, 2, 3, 4, 5, 6, 7)] + [("endpost", "right", 0)]
        + [("wicket", n, -1) for n in (7, 6, 8, 4, 9, 2, 1)] + [("endpost", "left", 0)])


@pytest.mark.parametrize("scale, message", [
    (0.9, "2.7 tile widths from the left endpost; the rules ask for at least 3"),
    (1.5, "does not fit on a table of 30 by 18 tile widths"),
    (-1, "the scale must be a positive number"),
])
def test_bad_scales_are_refused(scale, message):
    with pytest.raises(UserError, match=message):
        Course.make(scale)


def crossed(p0, p1):
    return [(c.wicket, c.direction) for c in Course.make().crossings(p0, p1)]


def test_right_way_and_wrong_way():
    assert crossed((2.0, 0.0), (4.0, 0.1)) == [(1, 1)]
    assert crossed((4.0, 0.1), (2.0, 0.0)) == [(1, -1)]
    assert crossed((7.0, -4.2), (9.0, -3.8)) == [(3, 1)]
    assert crossed((9.0, 4.0), (7.0, 4.0)) == [(9, -1)]


def test_two_wickets_in_one_step_come_in_order():
    assert crossed((2.0, 0.0), (6.0, 0.0)) == [(1, 1), (2, 1)]
    assert crossed((20.0, 0.0), (16.0, 0.0)) == [(7, -1), (6, -1)]


def test_only_the_line_between_the_tile_centres_counts():
    assert crossed((2.0, 1.01), (4.0, 1.01)) == []  # above the top tile's centre
    assert crossed((2.0, 0.99), (4.0, 0.99)) == [(1, 1)]
    assert crossed((3.0, -3.0), (3.0, 3.0)) == []  # along the line, never across it
    assert crossed((2.0, 0.0), (2.9, 0.0)) == []  # short of it


def test_the_line_is_half_open_so_a_coin_on_it_counts_once():
    assert crossed((2.5, 0.0), (3.0, 0.0)) == [(1, 1)]  # reaching the line crosses it
    assert crossed((3.0, 0.0), (3.5, 0.0)) == []  # leaving it does not cross again
    assert crossed((3.0, 0.0), (2.5, 0.0)) == [(1, -1)]


def test_where_coins_may_lie():
    course = Course.make()
    assert course.blocking_tile(3.0, 0.0) is None  # in the gap of wicket 1
    assert course.blocking_tile(3.0, 0.5 - COIN / 2 + 0.01) == (3.0, 1.0)
    assert course.blocking_tile(0.6, 0.0) == (0.0, 0.0)  # on the left endpost
    assert course.fits_on_table(-3.8, 8.8) and not course.fits_on_table(-3.9, 0)
    assert course.back_on_table(26.0, 3.0) == (26.0 - COIN, 3.0)
    assert course.back_on_table(-4.0, -9.0) == (-4.0 + COIN, -9.0 + COIN)
