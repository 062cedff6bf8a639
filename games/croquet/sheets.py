"""Tabletop Croquet's print-and-play course: a true-scale mat that shows where every tile goes.

The model measures the course in tile widths (:mod:`.course`); a piecepack tile is 2 inches
square, so one tile width prints as :data:`TILE` mm. The mat shows each tile's outline (a tile is
laid on it, suit side down), the endposts (stacks of three), the wicket numbers, the line each
wicket's gap is passed over, the start area, and the direction of play: blue solid arrows out,
orange dashed arrows back. It is far larger than a page, so it is printed across pages that are
taped together; the pages that would show nothing of it, in the empty corners round the diamond,
are left out (:meth:`Mat.ink` tells the tiling what must be printed).

>>> course = course_sheet()
>>> course.name, course.scale
('course', 'one tile width = 50.8 mm (2 inches, a piecepack tile)')
>>> bounds(Course.make())
(-0.7, -6.35, 23.7, 6.35)
>>> len(course.ink) > len(Course.make().tiles()) + len(Course.make().wickets) + 1
True
"""

from __future__ import annotations

import itertools
import math

from ..draw.paths import arrow, polyline
from ..draw.sheet import Sheet
from ..draw.style import LOOK
from ..draw.svg import Document, r
from .course import Course, Target, Wicket

TILE = 50.8  # mm: a piecepack tile is 2 inches wide
PAD_X, PAD_Y = 0.2, 0.35  # tile widths of paper beyond the tiles (room for the wicket numbers)
LANE = 0.2  # tile widths: the way out passes a wicket this far below its middle, back above
OUT, BACK = LOOK.course.out, LOOK.course.back  # solid and dashed as well
BACK_DASH = "2.5,1.5"
LINE = LOOK.frame
STEP = 5  # mm: the route counts as ink at points this far apart (see Mat.ink)


def bounds(course: Course) -> tuple[float, float, float, float]:
    """The part of the table the mat covers, in tile widths: every tile and some room."""
    xs = [x for x, _ in course.tiles()]
    ys = [y for _, y in course.tiles()]
    return (round(min(xs) - 0.5 - PAD_X, 6), round(min(ys) - 0.5 - PAD_Y, 6),
            round(max(xs) + 0.5 + PAD_X, 6), round(max(ys) + 0.5 + PAD_Y, 6))


class Mat:
    """Table points (tile widths, y up) to drawing points (mm, y down)."""

    def __init__(self, course: Course):
        self.course = course
        self.x0, self.y0, self.x1, self.y1 = bounds(course)

    def pt(self, x: float, y: float) -> tuple[float, float]:
        return r((x - self.x0) * TILE), r((self.y1 - y) * TILE)

    @property
    def size(self) -> tuple[float, float]:
        return r((self.x1 - self.x0) * TILE), r((self.y1 - self.y0) * TILE)

    def ink(self) -> tuple[tuple[float, float, float, float], ...]:
        """What a page must show something of to be worth printing (drawing mm, x0, y0, x1,
        y1): every tile's outline, every wicket's number, the start area, and the route, as
        small boxes every :data:`STEP` mm along it."""
        boxes = []
        for way in self.ways():
            for a, b in itertools.pairwise(way):
                (ax, ay), (bx, by) = self.pt(*a), self.pt(*b)
                steps = max(1, math.ceil(math.hypot(bx - ax, by - ay) / STEP))
                for k in range(steps + 1):
                    x, y = ax + (bx - ax) * k / steps, ay + (by - ay) * k / steps
                    boxes.append((r(x - 1), r(y - 1), r(x + 1), r(y + 1)))
        for x, y in self.course.tiles():
            (x0, y0), (x1, y1) = self.pt(x - 0.5, y + 0.5), self.pt(x + 0.5, y - 0.5)
            boxes.append((x0, y0, x1, y1))
        for wicket in self.course.wickets.values():
            nx, ny = self.number_at(wicket)
            boxes.append((r(nx - 6), r(ny - 10), r(nx + 6), r(ny)))  # a digit or two, 14 mm
        lx, ly = self.course.endposts["left"]
        (x0, y0), (x1, y1) = self.pt(lx + 0.5, ly + 1.5), self.pt(lx + 1.5, ly - 1.5)
        boxes.append((x0, y0, x1, y1))
        return tuple(boxes)

    def number_at(self, wicket: Wicket) -> tuple[float, float]:
        """Where a wicket's number is written (the middle of its baseline): beyond the tile
        farther from the course's middle line."""
        (x, low), (_, high) = wicket.tiles
        above = wicket.y > 0
        nx, ny = self.pt(x, high + 0.5 if above else low - 0.5)
        return nx, (ny - 2.5 if above else ny + 12)

    def draw(self, doc: Document) -> None:
        self.start_area(doc)
        self.route(doc)
        for side, centre in self.course.endposts.items():
            self.tile(doc, centre, f"{side} endpost", "a stack of 3 tiles", stack=True)
        for n, wicket in sorted(self.course.wickets.items()):
            for centre in wicket.tiles:
                self.tile(doc, centre, f"wicket {n}", "a tile")
            self.wicket(doc, wicket)
        self.crossings(doc)

    def tile(self, doc: Document, centre: tuple[float, float], name: str, what: str,
             stack: bool = False) -> None:
        """A tile's outline, named inside (the tile covers the name once it is laid)."""
        dwg, (cx, cy) = doc.dwg, centre
        x, y = self.pt(cx - 0.5, cy + 0.5)
        g = doc.add(dwg.g(class_="tile"))
        g.add(dwg.rect((x, y), (TILE, TILE), fill=doc.look.course.mat_tile, stroke=LINE,
                       stroke_width=0.5))
        if stack:  # two more outlines inside: a stack
            for k in (2.5, 5):
                g.add(dwg.rect((r(x + k), r(y + k)), (r(TILE - 2 * k), r(TILE - 2 * k)),
                               fill="none", stroke=doc.look.faint, stroke_width=0.3))
        mx, my = self.pt(cx, cy)
        g.add(doc.label(mx, my - 1, name, 5, weight="bold", fill=doc.look.dim))
        g.add(doc.label(mx, my + 5, what, 3.5, fill=doc.look.dim))

    def wicket(self, doc: Document, wicket: Wicket) -> None:
        """The line across the gap that a coin's centre must cross, and the wicket's number
        beyond the tile farther from the course's middle line."""
        (x, low), (_, high) = wicket.tiles
        doc.add(doc.dwg.line(self.pt(x, low + 0.5), self.pt(x, high - 0.5), stroke=LINE,
                             stroke_width=0.4, stroke_dasharray="1.5,1.5", class_="wicket-line"))
        nx, ny = self.number_at(wicket)
        doc.add(doc.label(nx, ny, str(wicket.number), 14, weight="bold", fill=doc.look.note,
                          class_="wicket-number"))

    def lane(self, target: Target) -> float:
        """How far from a wicket's middle the route passes it: wickets passed both ways get
        one lane each way, the others are passed in the middle."""
        both = sum(t.wicket == target.wicket for t in self.course.order) > 1
        return -target.direction * LANE if both else 0.0

    def ways(self) -> tuple[list[tuple[float, float]], list[tuple[float, float]]]:
        """The way out and the way back through every target, as table points."""
        course = self.course
        (lx, ly), (rx, ry) = course.endposts["left"], course.endposts["right"]
        out = [(lx + 1.0, ly - LANE)]
        back = [(rx - 0.75, ry + LANE)]
        for target in course.order:
            if target.kind == "wicket":
                w = course.wickets[target.wicket]
                (out if target.direction > 0 else back).append((w.x, w.y + self.lane(target)))
        out.append((rx - 0.75, ry - LANE))
        back.append((lx + 0.75, ly + LANE))
        return out, back

    def route(self, doc: Document) -> None:
        """The way out (blue, solid) and back (orange, dashed) through every target."""
        out, back = self.ways()
        for points, colour, dash in ((out, OUT, ""), (back, BACK, BACK_DASH)):
            polyline(doc, [self.pt(*p) for p in points], colour, 0.6, dash, arrow=True,
                     class_="route")

    def crossings(self, doc: Document) -> None:
        """A short bold arrow across each wicket's gap, the way it is passed."""
        for target in self.course.order:
            if target.kind == "wicket":
                w, d = self.course.wickets[target.wicket], target.direction
                y = w.y + self.lane(target)
                arrow(doc, self.pt(w.x - 0.35 * d, y), self.pt(w.x + 0.4 * d, y),
                      OUT if d > 0 else BACK, 1.0, "" if d > 0 else BACK_DASH,
                      class_="passing")

    def start_area(self, doc: Document) -> None:
        """Where a coin starts: within one tile width of the left endpost's edge, on the side
        of wicket 1 (a dashed line one tile width out from the stack)."""
        lx, ly = self.course.endposts["left"]
        a, b = self.pt(lx + 0.5, ly + 1.5), self.pt(lx + 1.5, ly + 0.5)
        c, e = self.pt(lx + 1.5, ly - 0.5), self.pt(lx + 0.5, ly - 1.5)
        radius = TILE
        d = (f"M{a[0]},{a[1]} A{radius},{radius} 0 0 1 {b[0]},{b[1]} L{c[0]},{c[1]} "
             f"A{radius},{radius} 0 0 1 {e[0]},{e[1]}")
        doc.add(doc.dwg.path(d, fill=doc.look.course.start, stroke=OUT, stroke_width=0.4,
                             stroke_dasharray="3,2", class_="start"))
        x, y = self.pt(lx + 1.1, ly + 0.95)
        doc.add(doc.label(x, y, "start", 5, weight="bold", fill=doc.look.note))
        doc.add(doc.label(x, y + 4.5, "a coin at least", 3, fill=doc.look.note))
        doc.add(doc.label(x, y + 8, "partly inside", 3, fill=doc.look.note))


def _order_text(course: Course, direction: int) -> str:
    steps = [str(t.wicket) for t in course.order if t.kind == "wicket"
             and t.direction == direction]
    return " ".join(steps)


def course_sheet(course: Course | None = None) -> Sheet:
    """The default course (or ``course``) as a true-scale mat."""
    course = course or Course.make()
    mat = Mat(course)
    width, height = mat.size
    length = course.endposts["right"][0] - course.endposts["left"][0]
    out, back = _order_text(course, 1), _order_text(course, -1)
    notes = (
        "Lay a tile, suit side down, on each outline, three on each endpost. A coin passes a "
        "wicket when its centre crosses the dashed line in the gap.",
        f"Blue solid: the way out, {out}, then the right endpost. Orange dashed: the way "
        f"back, {back}, then the left endpost.",
    )
    gap = course.spaces(reading="tiles")[0].length  # inside a wicket, between its tiles
    desc = (f"The Tabletop Croquet course as a mat at true scale, {width:g} by {height:g} mm: "
            f"an outline for each tile of the nine wickets (two tiles with a gap of {gap:g} "
            "tile widths) and "
            f"for the two endposts (stacks of three tiles, {length:g} tile widths or "
            f"{length * TILE:g} mm apart), the wicket numbers, a dashed line across each "
            "wicket's gap, a dashed start area beside the left endpost, and arrows for the "
            f"direction of play: blue solid out through {out} to the right endpost, orange "
            f"dashed back through {back} to the left endpost.")
    return Sheet("course", "Tabletop Croquet: the course", desc, width, height, mat.draw,
                 f"one tile width = {TILE:g} mm (2 inches, a piecepack tile)", notes,
                 ink=mat.ink())


def sheets() -> list[Sheet]:
    return [course_sheet()]
