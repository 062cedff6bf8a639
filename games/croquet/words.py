"""The table in a player's words: ways across it, lengths, spots, and where a flick is aimed and
how hard. A player reads no coordinates and no degrees. A flick is told by where it was aimed
(at a wicket, an endpost or a coin straight ahead, else a way across the table as the figures
show it: right is toward the right endpost, up toward wickets 9 and 8) and how hard (how far
the coin would slide on an open table, rounded); a spot by the wicket or endpost it lies
nearest, rounded to half a tile width. The kinds of :mod:`.turn` tell their moves with these,
the account of a flick (:mod:`.flicks`) its events, and :mod:`.narrate` the rest of the game.

A spot a sentence names is a :class:`Spot`: written as the notation writes it, and said by
the wicket or endpost it lies nearest:

>>> from games.core.reasons import Rule
>>> STOPS = Rule("stops", "{who}'s coin stops {spot}")
>>> print(STOPS(who="Ann", spot=Spot(Course.make(), 7.5, 0)))
Ann's coin stops at (7.5, 0)
>>> STOPS(who="Ann", spot=Spot(Course.make(), 7.5, 0)).said()
"Ann's coin stops half a tile width to the right of wicket 2"
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from .course import COIN, Course, num

if TYPE_CHECKING:
    from .rules import CroquetState

#: The eight ways across the table, as the figures show it, from 0 degrees (right) round
#: counter-clockwise.
WAYS = ("to the right", "up and to the right", "up", "up and to the left", "to the left",
        "down and to the left", "down", "down and to the right")
#: The same eight ways for where a spot lies from a wicket or an endpost.
SIDES = ("to the right of", "above and to the right of", "above", "above and to the left of",
         "to the left of", "below and to the left of", "below", "below and to the right of")
#: A flick counts as aimed at a wicket, an endpost or a coin this close to its line (degrees).
AIM = 6.0


def way(degrees: float) -> str:
    """One of :data:`WAYS` for a direction in degrees.

    >>> way(0), way(95), way(200), way(350)
    ('to the right', 'up', 'to the left', 'to the right')
    """
    return WAYS[round((degrees % 360) / 45) % 8]


def amount(tile_widths: float, half: str = "half a tile width") -> str:
    """A length in tile widths, rounded to half a tile width (a tenth below one); ``half``
    is how half a tile width is said.

    >>> amount(0.19), amount(0.5), amount(1.04), amount(6.5), amount(12.2)
    ('0.2 tile widths', 'half a tile width', '1 tile width', '6.5 tile widths', '12 tile widths')
    """
    if tile_widths < 0.75 and round(tile_widths, 1) != 0.5:
        return f"{num(round(tile_widths, 1))} tile widths"
    halves = round(tile_widths * 2) / 2
    if halves == 0.5:
        return half
    return f"{num(halves)} tile width{'' if halves == 1 else 's'}"


def strength(tile_widths: float) -> str:
    """How hard a flick is: how far the coin would slide on an open table, rounded.

    >>> strength(0.5), strength(6.4)
    ('hard enough to slide about 0.5 tile width', 'hard enough to slide about 6.5 tile widths')
    """
    return f"hard enough to slide about {amount(tile_widths, half='0.5 tile width')}"


def _landmarks(course: Course) -> list[tuple[str, tuple[float, float]]]:
    marks = [(f"wicket {n}", (w.x, w.y)) for n, w in sorted(course.wickets.items())]
    return marks + [(f"the {side} endpost", p) for side, p in course.endposts.items()]


def where(course: Course, x: float, y: float) -> str:
    """A spot on the table in words: by the nearest wicket or endpost, or by the table's edge.

    >>> course = Course.make()
    >>> where(course, 7.5, 0), where(course, 11.4, 0.1)
    ('half a tile width to the right of wicket 2', 'at wicket 4')
    >>> where(course, 7.2126, 8.625)
    'by the top edge of the table, across from wicket 2'
    >>> top, bottom = where(course, 9.3, 8.6), where(course, 9.3, -8.6)  # wickets 9 and 3
    >>> print(top, bottom, sep="; ")  # doctest: +NORMALIZE_WHITESPACE
    by the top edge of the table, across from wicket 9; by the bottom edge of the table, across
    from wicket 3
    """
    x0, y0, x1, y1 = course.table
    edges = [("top", y1 - y), ("bottom", y - y0), ("left", x - x0), ("right", x1 - x)]
    edge, gap = min(edges, key=lambda e: e[1])
    if gap <= 2 * COIN:
        marks = _landmarks(course)
        # Along the edge first; of two marks as far along (wickets 3 and 9 share a line across
        # the course), the one on this edge's side.
        across = min(marks, key=lambda m: (round(abs((m[1][0] - x) if edge in ("top", "bottom")
                                                     else (m[1][1] - y)), 6),
                                           math.dist(m[1], (x, y))))
        return f"by the {edge} edge of the table, across from {across[0]}"
    name, (mx, my) = min(_landmarks(course), key=lambda m: math.dist(m[1], (x, y)))
    distance = math.dist((mx, my), (x, y))
    if distance < 0.25:
        return f"at {name}"
    side = SIDES[WAYS.index(way(math.degrees(math.atan2(y - my, x - mx))))]
    return f"{amount(distance)} {side} {name}"


def aim(state: CroquetState, coin: int, direction: float) -> str:
    """Where a flick of ``coin`` in ``direction`` is aimed: the nearest wicket, endpost or coin
    straight ahead, else a way across the table."""
    x, y = state.position(coin) if state.pos[coin] is not None else (0.0, 0.0)
    marks = _landmarks(state.course) + [
        (f"{state.players[seat]}'s coin", p) for seat, p in state.on_table().items()
        if seat != coin]
    ahead = []
    for name, (mx, my) in marks:
        distance = math.dist((mx, my), (x, y))
        bearing = math.degrees(math.atan2(my - y, mx - x))
        off = abs((bearing - direction + 180) % 360 - 180)
        if distance > 0.3 and off <= AIM:
            ahead.append((distance, name))
    return f"towards {min(ahead)[1]}" if ahead else way(direction)


@dataclass(frozen=True)
class Spot:
    """A spot on the table where something happens, as a place: ``at (7.5, 0)`` in the
    notation (:meth:`__str__`), by the nearest wicket or endpost in words (:meth:`said`,
    :func:`where`). Two spots are equal where their coordinates are."""

    course: Course = field(compare=False, repr=False)
    x: float
    y: float

    def __str__(self) -> str:
        return f"at ({num(self.x)}, {num(self.y)})"

    def said(self) -> str:
        return where(self.course, self.x, self.y)
