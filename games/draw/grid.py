"""Square boards: squares with algebraic labels, parks, and what figures draw over squares.

A :class:`BoardView` places a :class:`games.core.grid.Grid` on a document. Squares carry CSS
classes (``square light a1``), so a stylesheet can restyle them, and are drawn A1 bottom left.

>>> from games.core.grid import Grid
>>> from games.draw.svg import Document
>>> doc = Document(400, 400, "t", "d")
>>> view = BoardView(doc, Grid(3, 3), 10, 10)
>>> view.centre(0), view.centre(8)
((56, 130), (152, 34))
"""

from __future__ import annotations

from collections.abc import Collection, Iterable, Sequence
from typing import Any

from ..core.grid import Grid
from .paths import arrowhead, tag, tag_width
from .piecepack import tile_back
from .svg import Document, Element, r

MARGIN = 22  # room for the labels, left of and below the board


class BoardView:
    """A grid drawn at (``x``, ``y``) (top-left of the labelled area) with ``square`` units."""

    def __init__(self, doc: Document, grid: Grid, x: float, y: float, square: float | None = None,
                 labels: bool = True) -> None:
        self.doc, self.grid, self.look = doc, grid, doc.look
        self.s = square or doc.look.square
        self.width, self.height, self.margin = self.extent(grid, self.s, labels)
        self.labels = labels
        self.left, self.top = x + self.margin, y
        self.group = doc.add(doc.dwg.g(class_="board"))

    @staticmethod
    def extent(grid: Grid, square: float, labels: bool = True) -> tuple[float, float, float]:
        """(width, height, label margin) of a board of ``grid`` drawn with ``square`` units."""
        margin = MARGIN * square / 48 if labels else 0
        return margin + grid.width * square, margin + grid.height * square, margin

    def corner(self, square: int) -> tuple[float, float]:
        """Top-left corner of ``square``."""
        col, row = self.grid.coords(square)
        return r(self.left + col * self.s), r(self.top + (self.grid.height - 1 - row) * self.s)

    def centre(self, square: int) -> tuple[float, float]:
        x, y = self.corner(square)
        return r(x + self.s / 2), r(y + self.s / 2)

    def draw(self, parks: Iterable[int] = ()) -> BoardView:
        """Squares (checkered), parks, and the column letters and row numbers."""
        dwg, look, g = self.doc.dwg, self.look, self.grid
        parks = set(parks)
        for square in g.squares:
            col, row = g.coords(square)
            shade = "dark" if (col + row) % 2 == 0 else "light"
            name = g.name(square).lower()
            self.group.add(dwg.rect(
                self.corner(square), (r(self.s), r(self.s)), class_=f"square {shade} {name}",
                fill=getattr(look, shade), stroke=look.grid_line, stroke_width=0.5))
            if square in parks:
                self.place(self.park_symbol(), square)
        return self.draw_labels()

    def draw_labels(self) -> BoardView:
        """The column letters below the board and the row numbers left of it (if labelled)."""
        g = self.grid
        if self.labels:
            size = r(self.s * 0.27)
            for col in range(g.width):
                x, _ = self.centre(g.at(col, 0))
                self.group.add(self.doc.label(
                    x, self.top + g.height * self.s + self.margin * 0.75, chr(65 + col), size))
            for row in range(g.height):
                _, y = self.centre(g.at(0, row))
                self.group.add(self.doc.label(
                    self.left - self.margin * 0.45, y + size * 0.35, str(row + 1), size))
        return self

    def draw_tiles(self, squares: Iterable[int], tints: dict[int, str] | None = None) -> BoardView:
        """A piecepack board instead of a checkered one: face-down tiles (2x2 squares each)
        covering ``squares``, which must make whole tiles on even columns and rows; each square
        in ``tints`` is washed with that colour; then the labels."""
        dwg, g, on = self.doc.dwg, self.grid, set(squares)
        back = tile_back(self.doc, 2 * self.s)
        for square in sorted(on):
            col, row = g.coords(square)
            if col % 2 == 0 and row % 2 == 1:  # the top-left square of a tile
                tile = dwg.use(back)
                tile.translate(*self.corner(square))
                self.group.add(tile)
        for square, colour in sorted((tints or {}).items()):
            self.group.add(dwg.rect(self.corner(square), (r(self.s), r(self.s)), fill=colour,
                                    fill_opacity=0.22, class_="tint"))
        return self.draw_labels()

    def arrow(self, squares: Sequence[int], dashed: bool = False, ink: str | None = None,
              start: float = 0, end: float = 0.3) -> Element:
        """An arrow through the centres of ``squares`` (a path, first to last); dashed for a
        jump rather than a walk. It starts ``start`` squares past the first centre (0.5: at
        the edge of the first square, clear of a piece on it) and stops ``end`` squares short
        of the last centre, leaving the piece there visible."""
        dwg, s = self.doc.dwg, self.s
        ink = ink or self.look.mark
        head = arrowhead(self.doc, ink)
        points = [self.centre(q) for q in squares]
        if start:
            (x1, y1), (x2, y2) = points[0], points[1]
            length = max(((x2 - x1) ** 2 + (y2 - y1) ** 2) ** 0.5, 1)
            points[0] = (r(x1 + (x2 - x1) * s * start / length),
                         r(y1 + (y2 - y1) * s * start / length))
        (x1, y1), (x2, y2) = points[-2], points[-1]
        length = max(((x2 - x1) ** 2 + (y2 - y1) ** 2) ** 0.5, 1)
        trim = s * end / length
        points[-1] = (r(x2 - (x2 - x1) * trim), r(y2 - (y2 - y1) * trim))
        extra = {"stroke_dasharray": f"{r(s * 0.15)},{r(s * 0.1)}"} if dashed else {}
        return self.group.add(dwg.polyline(
            points, fill="none", stroke=ink, stroke_width=r(s * 0.07), stroke_linecap="round",
            stroke_linejoin="round", marker_end=f"url({head})", class_="arrow", **extra))

    def place(self, href: str, square: int, **extra: Any) -> Element:
        """Put the defined symbol ``href`` (drawn around 0,0) on the centre of ``square``."""
        x, y = self.centre(square)
        return self.group.add(self.doc.dwg.use(href, insert=(x, y), **extra))

    def park_symbol(self) -> str:
        """A park: a dark square, hatched, with a tree: unmistakable in colour and in grey."""
        s, look, dwg = self.s, self.look, self.doc.dwg

        def make() -> Element:
            h = s / 2
            g = dwg.g(class_="park")
            g.add(dwg.rect((-h, -h), (s, s), fill=look.park))
            for k in (-h, 0, h):  # hatching: the lines x + y = k, cut to the square
                ends = ((max(-h, k - h), min(h, k + h)), (min(h, k + h), max(-h, k - h)))
                g.add(dwg.line(*ends, stroke=look.muted, stroke_width=r(s * 0.04)))
            g.add(dwg.rect((-h, -h), (s, s), fill="none", stroke=look.park, stroke_width=1))
            g.add(dwg.rect((r(-s * 0.04), r(s * 0.05)), (r(s * 0.08), r(s * 0.25)),
                           fill=look.park_ink))
            g.add(dwg.circle((0, r(-s * 0.08)), r(s * 0.2), fill=look.park_ink,
                             stroke=look.park, stroke_width=r(s * 0.03)))
            return g
        return self.doc.define(f"park-{r(s)}", make)

    # -- overlays --------------------------------------------------------------------------
    def outline(self, squares: Iterable[int], colour: str, inset: float = 0.05) -> Element:
        """Outline the region ``squares`` in the ink and dash pattern of ``colour``."""
        region, g = set(squares), self.grid
        piece = self.look.colours[colour]
        path = []
        for square in region:
            col, row = g.coords(square)
            for nx, ny in ((0, 1), (1, 0), (0, -1), (-1, 0)):
                if self._member(region, col + nx, row + ny):
                    continue
                tx, ty = -ny, nx  # along the side
                ends = []
                for sign in (-1, 1):
                    side = (col + sign * tx, row + sign * ty)
                    if not self._member(region, *side):
                        extent = 0.5 - inset
                    elif not self._member(region, side[0] + nx, side[1] + ny):
                        extent = 0.5
                    else:
                        extent = 0.5 + inset
                    ends.append((col + 0.5 + nx * (0.5 - inset) + sign * tx * extent,
                                 row + 0.5 + ny * (0.5 - inset) + sign * ty * extent))
                path.append(ends)
        d = " ".join(
            f"M{self._x(a[0])},{self._y(a[1])} L{self._x(b[0])},{self._y(b[1])}"
            for a, b in sorted(path))
        extra = {"stroke_dasharray": piece.dash} if piece.dash else {}
        return self.group.add(self.doc.dwg.path(
            d, fill="none", stroke=piece.ink, stroke_width=r(self.s * 0.07),
            stroke_linecap="round", class_=f"outline {colour.lower()}", **extra))

    def _member(self, region: Collection[int], col: int, row: int) -> bool:
        g = self.grid
        return 0 <= col < g.width and 0 <= row < g.height and g.at(col, row) in region

    def _x(self, col: float) -> float:
        return r(self.left + col * self.s)

    def _y(self, row: float) -> float:
        return r(self.top + (self.grid.height - row) * self.s)

    def marker(self, square: int, allowed: bool) -> Element:
        """An open circle (allowed) or a cross (not allowed) on ``square``."""
        dwg, s, look = self.doc.dwg, self.s, self.look
        x, y = self.centre(square)
        width = r(s * 0.06)
        if allowed:
            return self.group.add(dwg.circle((x, y), r(s * 0.17), fill="none", stroke=look.mark,
                                             stroke_width=width, class_="marker allowed"))
        k = r(s * 0.15)
        cross = self.group.add(dwg.g(class_="marker forbidden", stroke=look.mark,
                                     stroke_width=width, stroke_linecap="round"))
        cross.add(dwg.line((r(x - k), r(y - k)), (r(x + k), r(y + k))))
        cross.add(dwg.line((r(x - k), r(y + k)), (r(x + k), r(y - k))))
        return cross

    def badge(self, square: int, text: str) -> Element:
        """A small :func:`~.paths.tag` with ``text`` in the top-right corner of ``square``,
        wholly inside it (a badge on the corner itself could belong to either of two
        neighbouring squares)."""
        x, y = self.corner(square)
        size = r(self.s * 0.19)
        w = tag_width(text, size)
        return tag(self.doc, r(x + self.s - w / 2 - 1), r(y + size * 0.72 + 1), text, size,
                   parent=self.group, class_="badge")
