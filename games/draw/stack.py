"""Stacked levels of piecepack tiles, seen from above and from the side.

Level ``n`` (0 the lowest) is a square of ``k - n`` by ``k - n`` tiles, each 2x2 squares, set one
square in from the level below, as in a stepped pyramid. From above each level is shaded a
little lighter than the one below and casts a shadow on it; squares are named on request.

>>> from games.draw.svg import Document
>>> doc = Document(400, 400, "t", "d")
>>> view = StackView(doc, 3, 10, 10, 40)
>>> view.centre(0, 0, 0), view.centre(2, 0, 0), view.size
((30, 230), (110, 150), 240)
"""

from __future__ import annotations

from collections.abc import Callable

from .piecepack import tile_back
from .svg import Document, Element, r


class StackView:
    """A stack whose bottom level is ``tiles`` x ``tiles`` tiles, drawn from above with its
    top-left corner at (``x``, ``y``) and ``square`` units to a square."""

    def __init__(self, doc: Document, tiles: int, x: float, y: float, square: float):
        self.doc, self.tiles, self.x, self.y, self.s = doc, tiles, x, y, square
        self.size = r(2 * tiles * square)

    def centre(self, level: int, col: int, row: int) -> tuple[float, float]:
        """The centre of square (``col``, ``row``) of ``level``, row 0 at the bottom."""
        side = 2 * (self.tiles - level)
        return (r(self.x + (level + col + 0.5) * self.s),
                r(self.y + (level + side - 1 - row + 0.5) * self.s))

    def draw(self) -> StackView:
        """Every level's tiles, each level casting a shadow on the one below."""
        dwg, look, s = self.doc.dwg, self.doc.look, self.s
        group = self.doc.add(dwg.g(class_="stack"))
        for level in range(self.tiles):
            n = self.tiles - level
            back = tile_back(self.doc, 2 * s, look.levels[level % len(look.levels)])
            if level:
                group.add(dwg.rect((r(self.x + level * s + s * 0.12),
                                    r(self.y + level * s + s * 0.12)),
                                   (r(2 * n * s), r(2 * n * s)), fill=look.mark,
                                   fill_opacity=0.25, class_="shadow"))
            for ty in range(n):
                for tx in range(n):
                    tile = dwg.use(back)
                    tile.translate(r(self.x + (level + 2 * tx) * s),
                                   r(self.y + (level + 2 * ty) * s))
                    group.add(tile)
        return self

    def name_squares(self, names: Callable[[int, int, int], str | None]) -> None:
        """Label squares in their top-left corners, over whatever is drawn there, with a white
        halo; ``names(level, col, row)`` gives a square's label, or None for no label."""
        group = self.doc.add(self.doc.dwg.g(class_="square-names"))
        for level in range(self.tiles):
            side = 2 * (self.tiles - level)
            for row in range(side):
                for col in range(side):
                    text = names(level, col, row)
                    if not text:
                        continue
                    cx, cy = self.centre(level, col, row)
                    x, y, size = cx - self.s * 0.46, cy - self.s * 0.3, r(self.s * 0.2)
                    paper = self.doc.look.paper
                    group.add(self.doc.label(x, y, text, size, anchor="start", fill=paper,
                                             stroke=paper, stroke_width=r(self.s * 0.07),
                                             stroke_linejoin="round", class_="halo"))
                    group.add(self.doc.label(x, y, text, size, anchor="start",
                                             class_="square-name"))

    def place(self, href: str, level: int, col: int, row: int) -> Element:
        """Put the symbol ``href`` on a square."""
        use = self.doc.dwg.use(href)
        use.translate(*self.centre(level, col, row))
        return self.doc.add(use)


def side_view(doc: Document, tiles: int, x: float, y: float, square: float,
              thickness: float) -> None:
    """The stack seen from the side, its bottom-left corner at (``x``, ``y``): each level a row
    of tiles ``thickness`` thick, set one square in from the level below."""
    dwg, look = doc.dwg, doc.look
    group = doc.add(dwg.g(class_="stack side"))
    for level in range(tiles):
        top = y - (level + 1) * thickness
        for t in range(tiles - level):
            group.add(dwg.rect((r(x + (level + 2 * t) * square), r(top)),
                               (r(2 * square), r(thickness)),
                               fill=look.levels[level % len(look.levels)],
                               stroke=look.tile_line, stroke_width=1.2))
