"""Piecepack pieces seen from above, each defined once per look and size and placed with <use>.

* suits: a sun (a disc with eight rays), a moon (a crescent), a crown (three points) and arms (a
  fleur-de-lis), so a suit reads by its shape even in greyscale;
* coins: a disc with a rim in the suit's ink; the suit side shows the suit, the value side
  shows the rank (``A`` for the Ace, nothing for the Null) above a small mark of its suit;
* tiles: the back is a 2x2 grid of squares; the face shows the rank, with the suit in two
  corners;
* pawns: a silhouette in the suit's ink, with the suit on it.

Every function returns the ``#id`` to place with ``<use>``; ids are fixed by the arguments.

>>> from games.draw.svg import Document
>>> doc = Document(100, 100, "t", "d")
>>> coin_symbol(doc, "S", None, 40), coin_symbol(doc, "M", 0, 40), tile_back(doc, 80)
('#coin-s-40', '#coin-mn-40', '#tile-back-80')
"""

from __future__ import annotations

import math
from collections.abc import Iterable

from .svg import Document, Element, Point, r

_RANK_TEXT = {0: "", 1: "A", 2: "2", 3: "3", 4: "4", 5: "5"}
_RANK_CODE = "na2345"


def _points(pairs: Iterable[Point], k: float) -> list[Point]:
    return [(r(x * k), r(y * k)) for x, y in pairs]


def suit_symbol(doc: Document, letter: str, size: float, ink: str | None = None) -> str:
    """The suit ``letter`` drawn in a ``size`` box centred on the origin."""
    letter = letter.upper()
    ink = ink or doc.look.suits[letter].ink
    dwg, k = doc.dwg, size

    def make() -> Element:
        g = dwg.g(class_=f"suit {letter.lower()}", fill=ink, stroke="none")
        if letter == "S":
            g.add(dwg.circle((0, 0), r(0.27 * k)))
            for n in range(8):
                a = n * math.pi / 4
                tip = (math.cos(a) * 0.5, math.sin(a) * 0.5)
                left = (math.cos(a - 0.22) * 0.33, math.sin(a - 0.22) * 0.33)
                right = (math.cos(a + 0.22) * 0.33, math.sin(a + 0.22) * 0.33)
                g.add(dwg.polygon(_points([left, tip, right], k)))
        elif letter == "M":
            # Two circles meet at (x, +-y): the crescent is the outer arc less the inner one.
            r1, r2, d = 0.46, 0.4, 0.2
            x = (d * d + r1 * r1 - r2 * r2) / (2 * d)
            y = math.sqrt(r1 * r1 - x * x)
            g.add(dwg.path(f"M {r(x * k)} {r(-y * k)} A {r(r1 * k)} {r(r1 * k)} 0 1 0 "
                           f"{r(x * k)} {r(y * k)} A {r(r2 * k)} {r(r2 * k)} 0 1 1 "
                           f"{r(x * k)} {r(-y * k)} Z"))
        elif letter == "C":
            g.add(dwg.polygon(_points([(-0.44, 0.32), (0.44, 0.32), (0.44, -0.22), (0.22, 0.04),
                                       (0, -0.34), (-0.22, 0.04), (-0.44, -0.22)], k)))
            for cx, cy in ((-0.44, -0.27), (0, -0.39), (0.44, -0.27)):
                g.add(dwg.circle((r(cx * k), r(cy * k)), r(0.07 * k)))
        else:  # arms: a fleur-de-lis
            def p(*coords: float) -> str:
                return " ".join(str(r(c * k)) for c in coords)
            g.add(dwg.path(f"M {p(0, -0.5)} C {p(0.17, -0.3, 0.15, -0.05, 0, 0.1)} "
                           f"C {p(-0.15, -0.05, -0.17, -0.3, 0, -0.5)} Z"))
            for s in (-1, 1):
                g.add(dwg.path(f"M {p(s * 0.05, 0.06)} C {p(s * 0.3, -0.3, s * 0.56, -0.05)} "
                               f"{p(s * 0.4, 0.16)} C {p(s * 0.33, 0.02, s * 0.2, 0.04)} "
                               f"{p(s * 0.08, 0.14)} Z"))
            g.add(dwg.rect((r(-0.26 * k), r(0.1 * k)), (r(0.52 * k), r(0.09 * k))))
            g.add(dwg.polygon(_points([(-0.07, 0.19), (0.07, 0.19), (0.15, 0.46),
                                       (-0.15, 0.46)], k)))
        return g
    own_ink = ink == doc.look.suits[letter].ink
    return doc.define(f"suit-{letter.lower()}-{r(size)}{'' if own_ink else '-' + ink[1:].lower()}",
                      make)


def coin_symbol(doc: Document, letter: str, rank: int | None, size: float) -> str:
    """A coin of suit ``letter``, ``size`` across: suit side up when ``rank`` is None, else
    value side up showing ``rank``."""
    look, dwg = doc.look, doc.dwg
    ink = look.suits[letter.upper()].ink

    def make() -> Element:
        g = dwg.g(class_=f"coin {letter.lower()} {'suit' if rank is None else 'value'}")
        g.add(dwg.circle((0, 0), r(size * 0.46), fill=look.suits[letter.upper()].paper,
                         stroke=ink, stroke_width=r(size * 0.07)))
        if rank is None:
            g.add(dwg.use(suit_symbol(doc, letter, size * 0.62)))
        else:
            g.add(doc.label(0, r(size * 0.06), _RANK_TEXT[rank], r(size * 0.38),
                            weight="bold", fill=look.mark))
            mark = dwg.use(suit_symbol(doc, letter, size * 0.3))
            mark.translate(0, r(size * 0.25))
            g.add(mark)
        return g
    face = "" if rank is None else _RANK_CODE[rank]
    return doc.define(f"coin-{letter.lower()}{face}-{r(size)}", make)


def tile_back(doc: Document, size: float, fill: str | None = None) -> str:
    """The back of a tile, ``size`` across, with its 2x2 grid; origin at the top-left."""
    look, dwg = doc.look, doc.dwg
    fill = fill or look.tile

    def make() -> Element:
        g = dwg.g(class_="tile back")
        g.add(dwg.rect((0, 0), (r(size), r(size)), rx=r(size * 0.04), fill=fill,
                       stroke=look.tile_line, stroke_width=1.5))
        half = r(size / 2)
        g.add(dwg.line((half, 0), (half, r(size)), stroke=look.tile_line, stroke_width=0.8))
        g.add(dwg.line((0, half), (r(size), half), stroke=look.tile_line, stroke_width=0.8))
        return g
    shade = "" if fill == look.tile else "-" + fill[1:].lower()
    return doc.define(f"tile-back-{r(size)}{shade}", make)


def tile_face(doc: Document, letter: str, rank: int, size: float) -> str:
    """The face of a tile of suit ``letter`` and ``rank``, ``size`` across; origin top-left."""
    look, dwg = doc.look, doc.dwg
    ink = look.suits[letter.upper()].ink

    def make() -> Element:
        g = dwg.g(class_=f"tile face {letter.lower()}")
        g.add(dwg.rect((0, 0), (r(size), r(size)), rx=r(size * 0.04),
                       fill=look.suits[letter.upper()].paper,
                       stroke=ink, stroke_width=2))
        g.add(doc.label(r(size / 2), r(size * 0.64), _RANK_TEXT[rank], r(size * 0.44),
                        weight="bold", fill=ink))
        for cx, cy in ((0.18, 0.18), (0.82, 0.82)):
            mark = dwg.use(suit_symbol(doc, letter, size * 0.22))
            mark.translate(r(cx * size), r(cy * size))
            g.add(mark)
        return g
    return doc.define(f"tile-{letter.lower()}{_RANK_CODE[rank]}-{r(size)}", make)


def pawn_symbol(doc: Document, letter: str, size: float) -> str:
    """A pawn of suit ``letter`` standing, ``size`` tall, centred on the origin."""
    look, dwg = doc.look, doc.dwg
    ink = look.suits[letter.upper()].ink

    def make() -> Element:
        g = dwg.g(class_=f"pawn {letter.lower()}", fill=ink, stroke=look.mark,
                  stroke_width=r(size * 0.015))
        g.add(dwg.circle((0, r(-size * 0.3)), r(size * 0.16)))
        g.add(dwg.polygon(_points([(-0.13, -0.18), (0.13, -0.18), (0.3, 0.42),
                                   (-0.3, 0.42)], size)))
        g.add(dwg.rect((r(-size * 0.34), r(size * 0.4)), (r(size * 0.68), r(size * 0.1)),
                       rx=r(size * 0.03)))
        mark = dwg.use(suit_symbol(doc, letter, size * 0.3, look.suits[letter.upper()].paper))
        mark.translate(0, r(size * 0.17))
        g.add(mark)
        return g
    return doc.define(f"pawn-{letter.lower()}-{r(size)}", make)


def die_face(doc: Document, letter: str, rank: int, size: float) -> str:
    """One face of a piecepack die of suit ``letter``, ``size`` across, centred on the origin:
    a rounded square showing ``rank`` (blank for the Null, ``A`` for the Ace) over a small
    mark of its suit."""
    look, dwg = doc.look, doc.dwg
    ink = look.suits[letter.upper()].ink

    def make() -> Element:
        h = r(size / 2)
        g = dwg.g(class_=f"die {letter.lower()}")
        g.add(dwg.rect((-h, -h), (r(size), r(size)), rx=r(size * 0.18),
                       fill=look.suits[letter.upper()].paper,
                       stroke=ink, stroke_width=r(size * 0.07)))
        g.add(doc.label(0, r(size * 0.13), _RANK_TEXT[rank], r(size * 0.42), weight="bold",
                        fill=look.mark))
        mark = dwg.use(suit_symbol(doc, letter, size * 0.2))
        mark.translate(0, r(size * 0.3))
        g.add(mark)
        return g
    return doc.define(f"die-{letter.lower()}{_RANK_CODE[rank]}-{r(size)}", make)
