"""A flick, simulated: coins slide, bounce off each other and off tiles, or fall off the table.

The simulation uses pymunk (Chipmunk2D) seen from above, so there is no gravity in the plane.
Each coin is a disc held to the table by a pivot joint whose force is capped at the Coulomb
friction force (mu times weight): the joint brakes the coin at a constant rate until it stops,
as sliding friction does (velocity damping would slow it in proportion to its speed and give
wrong stopping distances). A gear joint, capped the same way, brakes its spin. Tiles are fixed
squares (a tile knocked out of place is put back before the next flick, so it never moves).

A flick is a direction, in degrees counter-clockwise from the course's long axis (0 points at
the right endpost), and a strength: the distance in tile widths the coin would slide on an
empty table. Every simulation starts from a new pymunk space and steps with a fixed time
step, so the same position and flick always give the same result.

>>> from games.croquet.course import Course
>>> out = simulate(Course.make(), {0: (1.0, 0.0)}, 0, 0.0, 6.5)
>>> [str(e) for e in out.events], out.final[0]
(['coin 0 passes wicket 1 (+x)', 'coin 0 passes wicket 2 (+x)'], (7.5, 0.0))
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from enum import StrEnum

import pymunk
from pymunk._chipmunk import lib as _chipmunk

from .course import COIN, RADIUS, Course

#: Coulomb friction between a coin and the table.
MU = 0.25
#: Gravity in tile widths per second squared (9.81 m/s^2 with 2-inch tiles).
GRAVITY = 9810 / 50.8
#: The fixed time step (s) and the longest a flick may run.
DT = 1 / 300
MAX_STEPS = 3000
#: Restitution: coins on coins bounce well, coins off tiles less (elasticities multiply).
COIN_ELASTICITY = 0.9
TILE_ELASTICITY = 0.5
#: Strengths a flick may have, in tile widths of free sliding.
STRENGTH = (0.1, 30.0)
#: Positions are kept to this many decimals of a tile width.
DECIMALS = 4

_COIN, _TILE, _POST = 1, 2, 3
_REST = 1e-9


class EventKind(StrEnum):
    """What happened during a flick (each equals its word, as the figures write it)."""

    WICKET = "wicket"
    ENDPOST = "endpost"
    HIT = "hit"
    OFF = "off"


@dataclass(frozen=True)
class Event:
    """Something that happened during a flick, at time step ``step``.

    kind ``wicket``: coin's centre crossed wicket ``other`` in ``direction`` (+1 toward the right
    endpost); ``endpost``: coin touched the ``other`` ("left"/"right") endpost; ``hit``: coins
    ``coin`` and ``other`` touched (lower number first); ``off``: coin left the table. ``at`` is
    where: the point crossed on the wicket's line or the table's edge, the coin's centre at an
    endpost, the point of contact of two coins.
    """

    step: int
    kind: EventKind
    coin: int
    other: int | str | None = None
    direction: int = 0
    at: tuple[float, float] = (0.0, 0.0)

    def __str__(self) -> str:
        if self.kind == EventKind.WICKET:
            way = "+x" if self.direction > 0 else "-x"
            return f"coin {self.coin} passes wicket {self.other} ({way})"
        if self.kind == EventKind.ENDPOST:
            return f"coin {self.coin} hits the {self.other} endpost"
        if self.kind == EventKind.HIT:
            return f"coins {self.coin} and {self.other} touch"
        return f"coin {self.coin} leaves the table at ({self.at[0]:g}, {self.at[1]:g})"


@dataclass(frozen=True)
class Outcome:
    """What a flick did: the events in order, each moving coin's path, and where every coin
    ended (None for a coin that left the table; its ``off`` event says where)."""

    events: tuple[Event, ...]
    paths: dict[int, tuple[tuple[float, float], ...]] = field(compare=False)
    final: dict[int, tuple[float, float] | None]
    steps: int


def launch_speed(strength: float) -> float:
    """The speed that slides ``strength`` tile widths before friction stops it.

    Free sliding covers v^2 / 2a; stepping positions with the speed at the start of each
    time step adds v dt / 2, so the speed solves v^2 / 2a + v dt / 2 = strength.

    >>> round(launch_speed(4.0), 3)
    19.572
    """
    a = MU * GRAVITY
    return -a * DT / 2 + math.sqrt((a * DT / 2) ** 2 + 2 * a * strength)


def _pin(x: float) -> float:
    return round(x, DECIMALS) + 0.0


def simulate(course: Course, coins: dict[int, tuple[float, float]], flicked: int,
             direction: float, strength: float) -> Outcome:
    """Flick coin ``flicked`` of ``coins`` (number to centre) in ``direction`` degrees with
    ``strength``; run until every coin is at rest or off the table."""
    tiles = course.derived("pymunk tiles", _Tiles)
    space = pymunk.Space()
    space.collision_slop = 0.002
    space.add(tiles.body, *tiles.shapes)  # first, in the course's order, as if made anew
    try:
        return _run(space, tiles.posts, course, coins, flicked, direction, strength)
    finally:
        space.remove(tiles.body, *tiles.shapes)


class _Tiles:
    """A course's tiles as fixed squares on a static body of their own: made once per course
    and lent to each flick's space (a shape is in one space at a time)."""

    def __init__(self, course: Course):
        self.body = pymunk.Body(body_type=pymunk.Body.STATIC)
        self.shapes: list[pymunk.Poly] = []
        self.posts: dict[pymunk.Shape, str] = {}
        for centre in course.tiles():
            cx, cy = centre
            shape = pymunk.Poly(self.body, [(cx - 0.5, cy - 0.5), (cx + 0.5, cy - 0.5),
                                            (cx + 0.5, cy + 0.5), (cx - 0.5, cy + 0.5)],
                                radius=0)
            shape.elasticity = TILE_ELASTICITY
            shape.friction = 0.2
            side = next((s for s, p in course.endposts.items() if p == centre), None)
            shape.collision_type = _POST if side else _TILE
            if side:
                self.posts[shape] = side
            self.shapes.append(shape)


def _run(space: pymunk.Space, posts: dict[pymunk.Shape, str], course: Course,
         coins: dict[int, tuple[float, float]], flicked: int, direction: float,
         strength: float) -> Outcome:
    """The flick, in ``space`` (the tiles in it already; ``posts`` says which are endposts)."""
    static = space.static_body
    moment = pymunk.moment_for_circle(1.0, 0, RADIUS)
    bodies: dict[int, pymunk.Body]
    owner: dict[pymunk.Shape, int]
    bodies, owner = {}, {}
    for number in sorted(coins):
        body = pymunk.Body(1.0, moment)
        body.position = coins[number]
        disc = pymunk.Circle(body, RADIUS)
        disc.elasticity = COIN_ELASTICITY
        disc.friction = 0.2
        disc.collision_type = _COIN
        slide = pymunk.PivotJoint(static, body, (0, 0), (0, 0))
        slide.max_bias, slide.max_force = 0, MU * GRAVITY
        spin = pymunk.GearJoint(static, body, 0, 1)
        spin.max_bias, spin.max_force = 0, MU * GRAVITY * RADIUS * 2 / 3
        space.add(body, disc, slide, spin)
        bodies[number], owner[disc] = body, number

    # Contacts already there when the flick starts are not hits (the rules say so for coins).
    touching: set[tuple[int, int | str]] = set()  # coins touching coins or endposts
    numbers = sorted(coins)
    for i, a in enumerate(numbers):
        for b in numbers[i + 1:]:
            if math.dist(coins[a], coins[b]) < COIN + 1e-3:
                touching.add((a, b))
        for side, _post in course.endposts.items():
            if course.near_endpost(*coins[a], side) < RADIUS + 1e-3:
                touching.add((a, side))

    events: list[Event] = []
    step = [0]
    moving = [flicked]  # the coins set moving so far, in number order

    def coin_begin(arbiter: pymunk.Arbiter, _space: pymunk.Space, _data: object) -> None:
        a, b = sorted(owner[s] for s in arbiter.shapes)
        if a not in moving or b not in moving:
            moving[:] = sorted({*moving, a, b})
        if (a, b) not in touching:
            pa, pb = bodies[a].position, bodies[b].position
            events.append(Event(step[0], EventKind.HIT, a, b,
                                at=(_pin((pa.x + pb.x) / 2), _pin((pa.y + pb.y) / 2))))

    def coin_separate(arbiter: pymunk.Arbiter, _space: pymunk.Space, _data: object) -> None:
        touching.discard(tuple(sorted(owner[s] for s in arbiter.shapes)))

    def post_begin(arbiter: pymunk.Arbiter, _space: pymunk.Space, _data: object) -> None:
        coin_shape, post_shape = arbiter.shapes
        a, side = owner[coin_shape], posts[post_shape]
        if (a, side) not in touching:
            p = bodies[a].position
            events.append(Event(step[0], EventKind.ENDPOST, a, side, at=(_pin(p.x), _pin(p.y))))

    def post_separate(arbiter: pymunk.Arbiter, _space: pymunk.Space, _data: object) -> None:
        coin_shape, post_shape = arbiter.shapes
        touching.discard((owner[coin_shape], posts[post_shape]))

    space.on_collision(_COIN, _COIN, begin=coin_begin, separate=coin_separate)
    space.on_collision(_COIN, _POST, begin=post_begin, separate=post_separate)

    angle = math.radians(direction)
    speed = launch_speed(strength)
    bodies[flicked].velocity = (speed * math.cos(angle), speed * math.sin(angle))
    last = {n: (coins[n][0], coins[n][1]) for n in coins}
    paths: dict[int, list[tuple[float, float]]] = {flicked: [last[flicked]]}
    off: dict[int, tuple[float, float]] = {}
    x0, y0, x1, y1 = course.table
    crossings = course.crossings
    # pymunk's Space.step and Body.position wrap Chipmunk's own calls with bookkeeping these
    # flicks never need (objects added or removed inside a step; a Vec2d made): called bare,
    # they are the same step and the same numbers (pymunk is pinned) at a fraction of the cost.
    cp_space, cp_step = space._space, _chipmunk.cpSpaceStep
    cp_position = _chipmunk.cpBodyGetPosition
    cp_bodies = {n: body._body for n, body in bodies.items()}

    while step[0] < MAX_STEPS:
        step[0] += 1
        if step[0] == 1:
            space.step(DT)  # the first step through pymunk, which checks the new bodies
        else:
            cp_step(cp_space, DT)
        still = True
        for n in moving:
            if n in off:
                continue
            at = cp_position(cp_bodies[n])
            p = (at.x, at.y)
            q = last[n]
            if p == q:
                continue
            if abs(p[0] - q[0]) > _REST or abs(p[1] - q[1]) > _REST:
                still = False
            for c in crossings(q, p):
                y = q[1] + c.fraction * (p[1] - q[1])
                events.append(Event(step[0], EventKind.WICKET, n, c.wicket, c.direction,
                                    (course.wickets[c.wicket].x, _pin(y))))
            path = paths.get(n)
            if path is None:
                path = paths[n] = [q]
            path.append(p)
            last[n] = p
            if not (x0 < p[0] < x1 and y0 < p[1] < y1):
                edge = _edge_point(q, p, course.table)
                off[n] = edge
                events.append(Event(step[0], EventKind.OFF, n, at=edge))
                body = bodies[n]
                space.remove(body, *body.shapes, *body.constraints)
        if still:
            break
    final = {n: None if n in off else (_pin(last[n][0]), _pin(last[n][1])) for n in coins}
    trimmed = {n: _thin(path) for n, path in paths.items()}
    return Outcome(tuple(events), trimmed, final, step[0])


def _edge_point(q: tuple[float, float], p: tuple[float, float],
                table: tuple[float, float, float, float]) -> tuple[float, float]:
    """Where the step from ``q`` (on the table) to ``p`` (off it) crosses the table's edge."""
    x0, y0, x1, y1 = table
    t = 1.0
    for a, b, lo, hi in ((q[0], p[0], x0, x1), (q[1], p[1], y0, y1)):
        if b != a:
            for edge in (lo, hi):
                s = (edge - a) / (b - a)
                if 0 <= s <= t and not (lo < b < hi):
                    t = min(t, s)
    return (_pin(q[0] + t * (p[0] - q[0])), _pin(q[1] + t * (p[1] - q[1])))


def _thin(path: list[tuple[float, float]],
          spacing: float = 0.05) -> tuple[tuple[float, float], ...]:
    """The path with points at least ``spacing`` apart (the first and last kept), rounded."""
    dist, last = math.dist, path[0]
    kept = [last]
    for point in path[1:-1]:
        if dist(point, last) >= spacing:
            kept.append(point)
            last = point
    if len(path) > 1:
        kept.append(path[-1])
    return tuple((round(x, 3) + 0.0, round(y, 3) + 0.0) for x, y in kept)
