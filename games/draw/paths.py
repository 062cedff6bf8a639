"""Lines over a figure: paths with arrowheads, straight arrows, and small lettered tags.

Everything takes page coordinates (already scaled). Line styles carry meaning without colour:
pass ``dash`` for a dash pattern and ``width`` for weight.

>>> from games.draw.svg import Document
>>> doc = Document(100, 100, "t", "d")
>>> arrowhead(doc, "#000000")
'#arrow-000000'
>>> _ = polyline(doc, [(0, 0), (10, 5), (20, 5)], "#000000", arrow=True)
>>> 'marker-end="url(#arrow-000000)"' in doc.text()
True
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import Any

from .svg import Document, Element, Point, r


def arrowhead(doc: Document, colour: str) -> str:
    """An arrowhead marker in ``colour``, sized to the line it ends; returns its ``#id``."""
    def make() -> Element:
        marker = doc.dwg.marker(insert=(3, 3), size=(6, 6), orient="auto",
                                markerUnits="strokeWidth")
        marker.add(doc.dwg.path("M 0 0.6 L 6 3 L 0 5.4 Z", fill=colour))
        return marker
    return doc.define(f"arrow-{colour[1:].lower()}", make)


def polyline(doc: Document, points: Sequence[Point], colour: str, width: float = 2,
             dash: str = "", arrow: bool = False, opacity: float = 1, **extra: Any) -> Element:
    """A line through ``points``, optionally dashed and ending in an arrowhead."""
    attrs: dict[str, Any] = dict(fill="none", stroke=colour, stroke_width=r(width),
                                 stroke_linejoin="round", stroke_linecap="round", **extra)
    if dash:
        attrs["stroke_dasharray"] = dash
    if opacity != 1:
        attrs["stroke_opacity"] = opacity
    if arrow:
        attrs["marker_end"] = f"url({arrowhead(doc, colour)})"
    return doc.add(doc.dwg.polyline([(r(x), r(y)) for x, y in points], **attrs))


def arrow(doc: Document, a: Point, b: Point, colour: str, width: float = 1.5, dash: str = "",
          trim: float = 0, **extra: Any) -> Element:
    """A straight arrow from ``a`` to ``b``, shortened by ``trim`` at both ends."""
    (x1, y1), (x2, y2) = a, b
    length = math.hypot(x2 - x1, y2 - y1) or 1
    ux, uy = (x2 - x1) / length, (y2 - y1) / length
    ends = [(x1 + ux * trim, y1 + uy * trim), (x2 - ux * trim, y2 - uy * trim)]
    return polyline(doc, ends, colour, width, dash, arrow=True, **extra)


def tag_width(text: str, size: float) -> float:
    """The width of a :func:`tag` holding ``text`` in letters of ``size``."""
    return r(size * 0.62 * len(text) + size * 0.75)


def tag(doc: Document, x: float, y: float, text: str, size: float = 11, fill: str = "",
        ink: str = "", parent: Element | None = None, class_: str = "tag", width: float = 0,
        **extra: Any) -> Element:
    """A small rounded label with ``text`` centred on (x, y): a letter, a short number, a card
    code. The one label of the kit: on paper (the look's) in ink (the look's mark) unless
    ``fill`` and ``ink`` say otherwise; at least ``width`` wide (tags that should line up);
    added to ``parent`` (a group) or to the page."""
    look = doc.look
    fill, ink = fill or look.paper, ink or look.mark
    width = max(tag_width(text, size), width)
    group = doc.dwg.g(class_=class_, **extra)
    group.add(doc.dwg.rect((r(x - width / 2), r(y - size * 0.72)), (width, r(size * 1.44)),
                           rx=r(size * 0.72), fill=fill, stroke=ink, stroke_width=1))
    group.add(doc.label(x, y + size * 0.36, text, r(size), weight="bold", fill=ink))
    return (doc.dwg if parent is None else parent).add(group)


def dimension(doc: Document, a: Point, b: Point, text: str, colour: str = "",
              shift: Point = (0.0, 0.0), label_at: float = 0.5, size: float = 10,
              **extra: Any) -> Element:
    """A dimension line from ``a`` to ``b``, moved by ``shift`` (dotted extension lines join
    it to ``a`` and ``b`` then), with a short tick across each end and ``text`` in a tag
    ``label_at`` of the way along it.

    >>> from games.draw.svg import Document
    >>> doc = Document(100, 100, "t", "d")
    >>> _ = dimension(doc, (10, 50), (90, 50), "24", shift=(0, -20))
    >>> doc.text().count('class="dimension"'), ">24</text>" in doc.text()
    (1, True)
    """
    colour = colour or doc.look.label
    (x1, y1), (x2, y2) = a, b
    dx, dy = shift
    group = doc.add(doc.dwg.g(class_="dimension", **extra))
    line = dict(stroke=colour, stroke_width=1)
    if dx or dy:
        for x, y in (a, b):
            group.add(doc.dwg.line((r(x), r(y)), (r(x + dx), r(y + dy)), stroke=colour,
                                   stroke_width=0.6, stroke_dasharray="1,2"))
    (x1, y1), (x2, y2) = (x1 + dx, y1 + dy), (x2 + dx, y2 + dy)
    group.add(doc.dwg.line((r(x1), r(y1)), (r(x2), r(y2)), **line))
    length = math.hypot(x2 - x1, y2 - y1) or 1
    nx, ny = -(y2 - y1) / length * 4, (x2 - x1) / length * 4  # a tick, 8 units long
    for x, y in ((x1, y1), (x2, y2)):
        group.add(doc.dwg.line((r(x - nx), r(y - ny)), (r(x + nx), r(y + ny)), **line))
    tag(doc, x1 + (x2 - x1) * label_at, y1 + (y2 - y1) * label_at, text, size, ink=colour)
    return group
