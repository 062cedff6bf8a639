"""Looney pyramids seen from above, defined once per colour and size and placed with <use>.

From above a pyramid is a square footprint (larger for more pips) split into four triangular
faces meeting at the apex; its pips are dots along the near edge, and its colour's letter sits on
the far face, so size, pips and colour all read without colour.

>>> from games.draw.svg import Document
>>> doc = Document(100, 100, "t", "d")
>>> pyramid_symbol(doc, "R", 3)
'#pyramid-r3-48'
"""

from __future__ import annotations

from .svg import Document, Element, r

#: Half the footprint of each size, as a share of the square it stands on.
HALF_SIDE = {1: 0.25, 2: 0.33, 3: 0.4}


def pyramid_symbol(doc: Document, letter: str, pips: int, square: float | None = None) -> str:
    """The id (``#pyramid-r3-48``) of a ``letter`` pyramid with ``pips`` pips, defined once."""
    s = square or doc.look.square
    piece = doc.look.colours[letter.upper()]
    dwg = doc.dwg

    def make() -> Element:
        h = r(s * HALF_SIDE[pips])
        g = dwg.g(class_=f"pyramid {letter.lower()} pips{pips}")
        corners = {"nw": (-h, -h), "ne": (h, -h), "se": (h, h), "sw": (-h, h)}
        for a, b, fill in (("nw", "ne", piece.fill), ("sw", "nw", piece.fill),
                           ("ne", "se", piece.shade), ("se", "sw", piece.shade)):
            g.add(dwg.polygon([(0, 0), corners[a], corners[b]], fill=fill, stroke=doc.look.edge,
                              stroke_width=r(s * 0.02), stroke_linejoin="round"))
        dot = r(s * 0.05)  # (large enough to count in print)
        for k in range(pips):
            x = r((k - (pips - 1) / 2) * h * 0.45)
            g.add(dwg.circle((x, r(h * 0.72)), dot, fill=piece.text, stroke=doc.look.edge,
                             stroke_width=r(s * 0.01)))
        size = r(s * (0.17 if pips == 1 else 0.21))
        g.add(doc.label(0, r(-h * 0.38), letter.upper(), size, weight="bold", fill=piece.text))
        return g
    return doc.define(f"pyramid-{letter.lower()}{pips}-{r(s)}", make)
