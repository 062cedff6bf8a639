"""The croquet course: where the tiles lie, the order of play, and when a wicket is passed.

Lengths are in tile widths (a piecepack tile is 2 inches square, a coin 3/4 inch across, so a
coin is 0.375 tile widths wide). The course runs along the x axis, from the left endpost at
(0, 0) to the right endpost; y grows upwards in the model (figures turn it the right way).

The layout is the nine-wicket double diamond: wickets 1 and 2 in line from the left endpost,
3 and 5 on one side, 4 in the middle, 6 and 7 in line before the right endpost, 9 and 8 on the
other side. The rules' distances are read as a player laying tiles reads "apart": the space
between the tiles. A wicket's two tiles leave a gap of two tile widths; the line joining their
centres is the wicket's line. (The variant reading, centre to centre, is ``reading="centres"``.)

>>> course = Course.make()
>>> course.wickets[3].x, course.wickets[3].y, course.endposts["right"]
(9.25, -4.0, (23.0, 0.0))
>>> [(space.name, space.length) for space in course.spaces()][:3]
[('inside a wicket', 2.0), ('the left endpost to wicket 1', 3.04), ('wickets 1 and 2', 2.0)]
>>> [t.label for t in course.order][6:10]
['wicket 7', 'the right endpost', 'wicket 7 back', 'wicket 6 back']
>>> len(course.order), course.order[-1].label
(16, 'the left endpost')

A wicket counts when the coin's centre crosses its line toward the next endpost:

>>> [(c.wicket, c.direction) for c in course.crossings((3.0, 0.1), (8.0, -0.2))]
[(1, 1), (2, 1)]
>>> course.crossings((3.0, 1.7), (5.0, 1.7))    # beside the wicket, through a tile's place
[]
"""

from __future__ import annotations

import math
from bisect import bisect_right
from collections.abc import Callable
from dataclasses import dataclass
from functools import cached_property
from typing import Any, NamedTuple, TypeVar, cast

from ..core.errors import UserError

T = TypeVar("T")

#: A coin's diameter, in tile widths (a 3/4 inch coin, a 2 inch tile).
COIN = 0.375
RADIUS = COIN / 2
#: The default table, in tile widths: 5 feet by 3 feet. Our choice: the rules name no table
#: size, only a course of about 4 feet by 2 that "tends to fit" on one.
TABLE = (30.0, 18.0)


def num(x: float) -> str:
    """A number as records write it: up to four decimals, no trailing zeros.

    >>> num(7.5), num(-0.00001), num(2.0)
    ('7.5', '0', '2')
    """
    text = f"{x:.4f}".rstrip("0").rstrip(".")
    return "0" if text in ("-0", "") else text


@dataclass(frozen=True)
class Wicket:
    """A wicket: two tiles centred at (x, y - half) and (x, y + half); its line joins them."""

    number: int
    x: float
    y: float
    half: float = 1.0

    @property
    def tiles(self) -> tuple[tuple[float, float], tuple[float, float]]:
        return (self.x, self.y - self.half), (self.x, self.y + self.half)


@dataclass(frozen=True)
class Target:
    """One step of the course: a wicket to pass in a direction (+1 toward the right endpost,
    -1 back toward the left), or an endpost to hit."""

    kind: str  # "wicket" or "endpost"
    wicket: int = 0
    direction: int = 0
    side: str = ""  # "left" or "right" for an endpost
    label: str = ""


@dataclass(frozen=True)
class Crossing:
    """A coin's centre crossing a wicket's line: where along the step (0 to 1) and which way."""

    fraction: float
    wicket: int
    direction: int


#: The wickets in the order of nine-wicket croquet, out and back.
OUT = (1, 2, 3, 4, 5, 6, 7)
BACK = (7, 6, 8, 4, 9, 2, 1)


def course_order() -> tuple[Target, ...]:
    """1-7, the right endpost, 7, 6, 8, 4, 9, 2, 1, the left endpost."""
    order = [Target("wicket", n, 1, label=f"wicket {n}") for n in OUT]
    order.append(Target("endpost", side="right", label="the right endpost"))
    order += [Target("wicket", n, -1, label=f"wicket {n}{' back' if n in OUT else ''}")
              for n in BACK]
    order.append(Target("endpost", side="left", label="the left endpost"))
    return tuple(order)


#: How the rules' distances are read: the space between the tiles' edges, as a player laying
#: tiles on a table measures it (the default), or from centre to centre (the variant
#: centre-distances: a tighter course).
READINGS = ("tiles", "centres")


class Space(NamedTuple):
    """A distance the rules give, as measured on a course: what it is, how long, and the two
    points it runs between (on the tiles' edges, or their centres, by the course's reading)."""

    name: str
    length: float
    a: tuple[float, float]
    b: tuple[float, float]


#: The courses made so far, by what they were made from (see :meth:`Course.make`).
_MADE: dict[tuple[type[float], float, tuple[float, ...], str], Course] = {}


def _between_squares(p: tuple[float, float],
                     q: tuple[float, float]) -> tuple[tuple[float, float], tuple[float, float]]:
    """The nearest points of two tiles (unit squares) centred at ``p`` and ``q``: on facing
    edges, and level with the middle of where the tiles overlap, if they do."""
    a, b = [], []
    for i in (0, 1):
        lo_p, hi_p, lo_q, hi_q = p[i] - 0.5, p[i] + 0.5, q[i] - 0.5, q[i] + 0.5
        if hi_p <= lo_q:
            a.append(hi_p)
            b.append(lo_q)
        elif hi_q <= lo_p:
            a.append(lo_p)
            b.append(hi_q)
        else:
            m = (max(lo_p, lo_q) + min(hi_p, hi_q)) / 2
            a.append(m)
            b.append(m)
    return (a[0], a[1]), (b[0], b[1])


@dataclass(frozen=True)
class Course:
    """The tiles of a course, the table around it and the order of play."""

    wickets: dict[int, Wicket]
    endposts: dict[str, tuple[float, float]]
    table: tuple[float, float, float, float]  # x0, y0, x1, y1
    order: tuple[Target, ...]
    scale: float = 1.0
    reading: str = "tiles"

    @staticmethod
    def make(scale: float = 1.0, table: tuple[float, float] = TABLE,
             reading: str = "tiles") -> Course:
        """The double diamond, built so that the rules' distances hold in ``reading``.
        ``scale`` stretches the diamond (24 by 12 tile widths over the tiles at 1); the
        tiles of a wicket and the paired wickets stay as close as at 1. A course never
        changes, so the same one is shared by every game asking for it (with the tables
        worked out from it, :meth:`derived`).

        >>> Course.make(0.8)  # doctest: +ELLIPSIS
        Traceback (most recent call last):
        ...
        games.core.errors.UserError: scale 0.8 puts wicket 1 2.45 tile widths from the left ...
        """
        if not (isinstance(scale, (int, float)) and math.isfinite(scale)) or scale <= 0:
            raise UserError(f"the scale must be a positive number, not {scale!r}")
        key = (type(scale), scale, tuple(table), reading)
        if key not in _MADE:
            if len(_MADE) >= 64:
                _MADE.clear()
            _MADE[key] = Course._make(scale, table, reading)
        return _MADE[key]

    @staticmethod
    def _make(scale: float, table: tuple[float, float], reading: str) -> Course:
        if reading == "tiles":
            # The rules' numbers as spaces between tiles: 2 between a wicket's tiles, 3 from
            # an endpost to wicket 1 (and from wicket 7 to the other), 2 between paired
            # wickets; the whole course, tile edge to tile edge, 24 by 12 (4 feet by 2).
            half = 1.5  # a tile's centre from the wicket's middle: half a tile and 2 / 2
            gap = 0.5 + 3 * scale + 0.5  # the left endpost's centre to wicket 1's middle
            pair = 0.5 + 2 + 0.5  # wicket 1's middle to wicket 2's
            length = 24 * scale - 1  # between the endposts' centres
            side = 6 * scale - 0.5 - half  # to the middle of wickets 3, 5, 8 and 9
        elif reading == "centres":
            # The same numbers between centres (a wicket's middle, an endpost's centre), and
            # a diamond of 22 by 8 between centres.
            half, gap, pair, length, side = 1.0, 3 * scale, 2.0, 22 * scale, 4 * scale
        else:
            raise UserError(f"unknown reading {reading!r}; known readings: "
                            + ", ".join(READINGS))
        middle = length / 2
        x = {1: gap, 2: gap + pair, 4: middle, 6: length - gap - pair, 7: length - gap}
        x[3] = x[9] = (x[2] + x[4]) / 2
        x[5] = x[8] = (x[4] + x[6]) / 2
        y = {3: -side, 5: -side, 8: side, 9: side}
        wickets = {n: Wicket(n, round(x[n], 6), round(y.get(n, 0.0), 6), half)
                   for n in range(1, 10)}
        width, height = table
        bounds = (middle - width / 2, -height / 2, middle + width / 2, height / 2)
        x0, y0, x1, y1 = (round(b, 6) for b in bounds)
        course = Course(wickets, {"left": (0.0, 0.0), "right": (round(length, 6), 0.0)},
                        (x0, y0, x1, y1), course_order(), scale, reading)
        course.check()
        return course

    # -- the rules' distances ----------------------------------------------------------------
    def _parts(self, part: int | str) -> list[tuple[float, float]]:
        """The tile centres of a wicket (by number) or an endpost ("left" or "right")."""
        return [self.endposts[part]] if isinstance(part, str) else list(self.wickets[part].tiles)

    def _point(self, part: int | str) -> tuple[float, float]:
        """The centre of an endpost, or the middle of a wicket's line."""
        if isinstance(part, str):
            return self.endposts[part]
        return self.wickets[part].x, self.wickets[part].y

    def between(self, a: int | str, b: int | str, name: str = "",
                reading: str | None = None) -> Space:
        """The space between two parts of the course (a wicket by number, an endpost by
        side), read as ``reading`` (by default as this course reads the rules): between the
        nearest edges of their tiles, or between their centres.

        >>> Course.make().between("left", 1)
        Space(name='', length=3.04, a=(0.5, -0.5), b=(3.5, -1.0))
        >>> Course.make(reading="centres").between(1, 2).length
        2.0
        """
        if (reading or self.reading) == "centres":
            p, q = self._point(a), self._point(b)
        else:
            p, q = min((_between_squares(p, q) for p in self._parts(a) for q in self._parts(b)),
                       key=lambda pq: math.dist(*pq))
        return Space(name, round(math.dist(p, q), 2), p, q)

    def nearest_wicket(self, side: str) -> int:
        """The wicket nearest the ``side`` endpost."""
        return min(sorted(self.wickets), key=lambda n: self.between(side, n).length)

    def spaces(self, wicket: int = 1, reading: str | None = None) -> list[Space]:
        """The distances the rules give, measured on this course as ``reading`` (by default
        this course's) reads them: inside a wicket (``wicket``; all are alike), from each
        endpost to its nearest wicket, between the paired wickets, and the course's length
        and width (over the tiles, or between the outermost centres)."""
        reading = reading or self.reading
        w = self.wickets[wicket]
        edge = 0.5 if reading == "tiles" else 0.0  # from a tile's centre to its edge
        inside = Space("inside a wicket", round(2 * (w.half - edge), 2),
                       (w.x, w.y - w.half + edge), (w.x, w.y + w.half - edge))
        ends: list[int | str] = ["left", "right", *sorted(self.wickets)]
        points = [self._point(p) for p in ends]
        if reading == "tiles":
            points = self.tiles()
        low_x, high_x = min(points), max(points)
        low_y, high_y = min(points, key=lambda p: (p[1], -p[0])), max(points, key=lambda p: p[1])
        length = Space("the course's length", round(high_x[0] - low_x[0] + 2 * edge, 2),
                       (low_x[0] - edge, low_x[1]), (high_x[0] + edge, high_x[1]))
        width = Space("the course's width", round(high_y[1] - low_y[1] + 2 * edge, 2),
                      (low_y[0], low_y[1] - edge), (low_y[0], high_y[1] + edge))
        left, right = self.nearest_wicket("left"), self.nearest_wicket("right")
        return [inside,
                self.between("left", left, f"the left endpost to wicket {left}", reading),
                self.between(1, 2, "wickets 1 and 2", reading),
                self.between(6, 7, "wickets 6 and 7", reading),
                self.between(right, "right", f"wicket {right} to the right endpost", reading),
                length, width]

    def check(self) -> None:
        """A UserError if the layout breaks a distance the rules give, or leaves the table."""
        for side in self.endposts:
            near = self.nearest_wicket(side)
            d = self.between(side, near).length
            if d < 3:
                raise UserError(f"scale {self.scale:g} puts wicket {near} {d:g} tile widths "
                                f"from the {side} endpost; the rules ask for at least 3")
        for a, b in ((1, 2), (6, 7)):
            d = self.between(a, b).length
            if not 1.5 <= d <= 2:
                raise UserError(f"wickets {a} and {b} are {d:g} tile widths apart; the rules "
                                "ask for 1.5 to 2")
        x0, y0, x1, y1 = self.table
        for cx, cy in self.tiles():
            if cx - 0.5 < x0 + COIN or cx + 0.5 > x1 - COIN or cy - 0.5 < y0 + COIN \
                    or cy + 0.5 > y1 - COIN:
                raise UserError(f"the course at scale {self.scale:g} does not fit on a table "
                                f"of {x1 - x0:g} by {y1 - y0:g} tile widths")

    # -- the tiles ---------------------------------------------------------------------------
    def tiles(self) -> list[tuple[float, float]]:
        """The centre of every tile footprint: two per wicket, one per endpost stack."""
        return list(self.tile_centres)

    def derived(self, name: str, make: Callable[[Course], T]) -> T:
        """``make(self)``, worked out once per course (a course never changes): the tables the
        robot and the simulation build from the tiles. Not part of the course: never compared,
        copied or pickled."""
        memo = self.__dict__.setdefault("_derived", {})
        if name not in memo:
            memo[name] = make(self)
        return cast(T, memo[name])

    def __getstate__(self) -> dict[str, Any]:
        return {k: v for k, v in self.__dict__.items() if k != "_derived"}

    @cached_property
    def tile_centres(self) -> tuple[tuple[float, float], ...]:
        """:meth:`tiles`, worked out once (a course never changes)."""
        centres = [c for n in sorted(self.wickets) for c in self.wickets[n].tiles]
        return (*centres, self.endposts["left"], self.endposts["right"])

    @cached_property
    def _lines(self) -> tuple[tuple[float, ...], tuple[tuple[float, float, float, int], ...]]:
        """The wickets' lines as (x, y, half, number), and their x's sorted: a step that
        passes none of those x's crosses no line."""
        lines = tuple((w.x, w.y, w.half, w.number) for w in self.wickets.values())
        return tuple(sorted(x for x, *_ in lines)), lines

    def tile_name(self, centre: tuple[float, float]) -> str:
        """``wicket 3's tile`` or ``the left endpost``, for the tile centred at ``centre``."""
        for side, post in self.endposts.items():
            if post == centre:
                return f"the {side} endpost"
        for n, w in self.wickets.items():
            if centre in w.tiles:
                return f"a tile of wicket {n}"
        return "a tile"

    # -- crossing a wicket -------------------------------------------------------------------
    def crossings(self, p0: tuple[float, float], p1: tuple[float, float]) -> list[Crossing]:
        """The wicket lines the straight step from ``p0`` to ``p1`` crosses, in order.

        A line is crossed when the step starts strictly on one side (x < line) and ends on the
        other (x >= line), between the two tile centres; the direction is +1 when x grows.
        """
        x0, y0 = p0
        x1, y1 = p1
        xs, lines = self._lines
        if x0 == x1 or bisect_right(xs, x0) == bisect_right(xs, x1):
            return []
        found = []
        for x, wy, half, number in lines:
            if (x0 < x) == (x1 < x):
                continue
            t = (x - x0) / (x1 - x0)
            y = y0 + t * (y1 - y0)
            if abs(y - wy) <= half:
                found.append(Crossing(t, number, 1 if x1 > x0 else -1))
        found.sort(key=lambda c: c.fraction)
        return found

    # -- where a coin may lie ----------------------------------------------------------------
    def on_table(self, x: float, y: float) -> bool:
        """Whether a coin centred at (x, y) lies on the table (its centre inside the edge)."""
        x0, y0, x1, y1 = self.table
        return x0 < x < x1 and y0 < y < y1

    def fits_on_table(self, x: float, y: float) -> bool:
        """Whether a coin centred at (x, y) lies wholly on the table."""
        x0, y0, x1, y1 = self.table
        return x0 + RADIUS <= x <= x1 - RADIUS and y0 + RADIUS <= y <= y1 - RADIUS

    def blocking_tile(self, x: float, y: float) -> tuple[float, float] | None:
        """The tile a coin centred at (x, y) would overlap, or None."""
        for cx, cy in self.tile_centres:
            dx = abs(x - cx) - 0.5
            if dx >= RADIUS:  # too far along x whatever dy is (the same test, sooner)
                continue
            dx = max(dx, 0.0)
            dy = max(abs(y - cy) - 0.5, 0.0)
            if dx * dx + dy * dy < RADIUS * RADIUS - 1e-9:
                return cx, cy
        return None

    def back_on_table(self, x: float, y: float) -> tuple[float, float]:
        """Where a coin that left the table at (x, y) on the edge is put back: one coin width
        in from the edge (from both edges at a corner)."""
        x0, y0, x1, y1 = self.table
        return (min(max(x, x0 + COIN), x1 - COIN), min(max(y, y0 + COIN), y1 - COIN))

    def near_endpost(self, x: float, y: float, side: str = "left") -> float:
        """How far a coin centred at (x, y) is from the edge of the ``side`` endpost stack."""
        cx, cy = self.endposts[side]
        return math.hypot(max(abs(x - cx) - 0.5, 0.0), max(abs(y - cy) - 0.5, 0.0))
