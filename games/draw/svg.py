"""Deterministic SVG documents: the same figure always gives the same bytes.

Every document has a ``<title>`` and a ``<desc>`` (read by screen readers and shown as alt text),
ids are given by hand (never generated), numbers are rounded, and no date is written. A
character XML 1.0 cannot hold (a control character, a non-character) is never written: the
records refuse them, and a document that would still hold one raises a UserError instead.

>>> doc = Document(100, 50, "A test", "An empty test figure.")
>>> text = doc.text()
>>> "<title>A test</title>" in text and "<desc>An empty test figure.</desc>" in text
True
>>> text == Document(100, 50, "A test", "An empty test figure.").text()
True
>>> Document(100, 50, "A\\x07test", "A bell in the title.").text()  # doctest: +ELLIPSIS
Traceback (most recent call last):
...
games.core.errors.UserError: character U+0007 is not allowed in an SVG figure (...)
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any, TypeAlias

from ..core.text import check_characters
from .style import LOOK, Look

if TYPE_CHECKING:
    from svgwrite.base import BaseElement

#: An SVG element (svgwrite ships no type information, so to mypy this is Any).
Element: TypeAlias = "BaseElement"
#: A point on the page, (x, y).
Point = tuple[float, float]


def r(value: float) -> float:
    """A coordinate rounded to 0.01, so that the text of a figure never depends on float noise."""
    value = round(value, 2)
    return int(value) if value == int(value) else value


class Document:
    """An SVG drawing of ``width`` x ``height`` user units, with a title and a description."""

    def __init__(self, width: float, height: float, title: str, desc: str, look: Look = LOOK):
        # svgwrite is loaded by the first drawing, not on import: what only reads the drawing
        # kit's data (a sheet's title and scale, for the book's links) does without it.
        import svgwrite

        self.look = look
        self.width, self.height = r(width), r(height)
        self.dwg = svgwrite.Drawing(
            size=(self.width, self.height), profile="full", debug=False,
            viewBox=f"0 0 {self.width} {self.height}",
        )
        self.dwg.attribs["role"] = "img"
        self.dwg.set_desc(title=title, desc=desc)
        self.dwg.attribs["font-family"] = look.font
        # An opaque page, so the figure reads the same on a dark screen as on paper.
        self.dwg.add(self.dwg.rect((0, 0), ("100%", "100%"), fill=look.paper, class_="page"))
        self._defined: set[str] = set()

    def define(self, ident: str, make: Callable[[], Element]) -> str:
        """Add ``make()`` (an element) to ``<defs>`` under ``ident`` once; return ``#ident``."""
        if ident not in self._defined:
            element = make()
            element["id"] = ident
            self.dwg.defs.add(element)
            self._defined.add(ident)
        return f"#{ident}"

    def add(self, element: Element) -> Element:
        return self.dwg.add(element)

    def text(self) -> str:
        """The SVG source, ending in a newline (a UserError if it would not be XML 1.0)."""
        svg: str = self.dwg.tostring()
        text = '<?xml version="1.0" encoding="utf-8" ?>\n' + svg + "\n"
        check_characters(text, "an SVG figure")
        return text

    def part(self, key: str, words: str, x: float, y: float, width: float, height: float
             ) -> Element:
        """A clear box over what is drawn at (x, y), ``width`` x ``height``, that a person may
        pick in play (a :class:`~games.core.turns.Part`: a square, a card): the Play page
        finds it by ``data-part="KEY"``, shows it as a target when a legal move uses it and
        names it by its ``<title>``, ``words``. Only a figure drawn for play has them; it is
        invisible in print.

        >>> doc = Document(40, 40, "A square", "One square to pick.")
        >>> box = doc.part("B1", "square B1", 0, 0, 40, 40)
        >>> box["data-part"], '<title>square B1</title></rect></svg>' in doc.text()
        ('B1', True)
        """
        box = self.dwg.rect((r(x), r(y)), (r(width), r(height)), fill="none", class_="part")
        box.attribs["data-part"] = key
        box.set_desc(title=words)
        return self.add(box)

    def label(self, x: float, y: float, text: str, size: float = 12, anchor: str = "middle",
              weight: str = "normal", fill: str | None = None, **extra: Any) -> Element:
        """A text element centred (by default) on ``x`` with its baseline at ``y``."""
        return self.dwg.text(
            text, insert=(r(x), r(y)), font_size=size, text_anchor=anchor,
            font_weight=weight, fill=fill or self.look.label, **extra,
        )
