"""Tabletop Croquet: the simulated flick (pymunk) and the events read from its path."""

import math

import pytest

from games.croquet.course import COIN, RADIUS, Course
from games.croquet.physics import simulate

COURSE = Course.make()


def kinds(outcome):
    return [(e.kind, e.coin, e.other) for e in outcome.events]


def test_identical_flicks_give_identical_results():
    coins = {0: (1.0, 0.0), 1: (4.0, 0.05), 2: (4.0, -3.0), 3: (6.0, 1.0)}
    first = simulate(COURSE, coins, 0, 3.7, 6.3)
    second = simulate(COURSE, dict(coins), 0, 3.7, 6.3)
    assert first == second and first.paths == second.paths
    assert kinds(first) and first.final != {n: p for n, p in coins.items()}


@pytest.mark.parametrize("direction, strength", [(0, 0.5), (0, 3), (90, 2), (200, 6)])
def test_strength_is_the_sliding_distance_on_an_empty_table(direction, strength):
    start = (11.0, -7.0) if direction == 90 else (-2.0, 6.5)
    if direction == 200:
        start = (25.0, 7.0)
    out = simulate(COURSE, {0: start}, 0, direction, strength)
    assert math.dist(start, out.final[0]) == pytest.approx(strength, abs=0.002)
    a = math.radians(direction)
    assert out.final[0][0] - start[0] == pytest.approx(strength * math.cos(a), abs=0.002)


def test_sliding_friction_stops_the_coin_in_a_finite_time():
    # Coulomb friction brakes at a constant rate: the stopping time grows as the square root
    # of the distance (damping would never quite stop the coin, nor give these distances).
    short = simulate(COURSE, {0: (-2.0, 6.5)}, 0, 0, 2.0).steps
    long = simulate(COURSE, {0: (-2.0, 6.5)}, 0, 0, 8.0).steps
    assert long / short == pytest.approx(2.0, abs=0.1)


def test_coins_stop_at_tiles():
    out = simulate(COURSE, {0: (1.0, 1.5)}, 0, 0, 5)  # straight at wicket 1's top tile
    x, _y = out.final[0]
    assert x <= 3.5 - RADIUS + 0.01 and not kinds(out)


def test_a_hit_an_endpost_and_a_wicket():
    out = simulate(COURSE, {0: (1.0, 0.0), 1: (2.0, 0.0)}, 0, 0, 4)
    assert kinds(out)[0] == ("hit", 0, 1)
    assert ("wicket", 1, 1) in kinds(out), "the hit coin is knocked through wicket 1"
    back = simulate(COURSE, {0: (2.0, 0.1)}, 0, 180, 3)
    assert kinds(back) == [("endpost", 0, "left")]
    assert back.events[0].at[0] == pytest.approx(0.5 + RADIUS, abs=0.05)


def test_touching_at_the_start_is_not_a_hit():
    coins = {0: (10.0, 6.0), 1: (10.0 + COIN, 6.0)}
    out = simulate(COURSE, coins, 0, 0, 3)
    assert not [e for e in out.events if e.kind == "hit"]
    assert out.final[1][0] > 10.0 + COIN + 1, "the touching coin still moved"
    # ... but once apart, meeting again is a hit
    again = simulate(COURSE, {0: (10.0, 6.0), 1: (10.0 + COIN + 0.5, 6.0)}, 0, 0, 3)
    assert [e.kind for e in again.events] == ["hit"]


def test_leaving_the_table_and_where():
    out = simulate(COURSE, {0: (10.0, 7.0)}, 0, 90, 8)
    assert out.final[0] is None
    (event,) = out.events
    assert event.kind == "off" and event.at == pytest.approx((10.0, 9.0), abs=1e-3)


def test_two_wickets_in_one_flick():
    out = simulate(COURSE, {0: (1.0, 0.0)}, 0, 0, 7)
    assert kinds(out) == [("wicket", 0, 1), ("wicket", 0, 2)]
    assert [e.at[0] for e in out.events] == [4, 7]


def test_two_coins_knocked_off_the_table_in_one_flick():
    """Each coin that leaves is taken out of the simulation once, the others stay put (the
    events and positions as the simulation gave them before it was made faster)."""
    coins = {0: (1.5712, 8.625), 1: (6.244, -8.625), 2: (25.9437, -8.3799),
             3: (-3.125, 7.7853)}
    out = simulate(Course.make(), coins, 0, 188.66342792985907, 12.42146414175652)
    assert [str(e) for e in out.events] == [
        "coins 0 and 3 touch", "coin 3 leaves the table at (-3.5, 7.5813)",
        "coin 0 leaves the table at (-3.5, 8.6104)"]
    assert out.final == {0: None, 1: (6.244, -8.625), 2: (25.9437, -8.3799), 3: None}
    assert out.steps == 90
