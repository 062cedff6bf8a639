"""Figures made of several panels, each with a caption above it, in rows.

>>> svg = panels("Two", "Two empty panels side by side, each with a caption.",
...              [("first", lambda doc, x, y: None), ("second", lambda doc, x, y: None)],
...              columns=2, width=100, height=50)
>>> svg.count("font-weight=\\"bold\\""), 'width="232"' in svg
(2, True)
"""

from __future__ import annotations

from collections.abc import Callable

from .svg import Document

PAD = 8
CAPTION = 20  # room above a panel for its caption
#: What fills a box: ``draw(doc, x, y)``, (x, y) the box's top-left corner.
Draw = Callable[[Document, float, float], None]


def panels(title: str, desc: str, cells: list[tuple[str, Draw]], columns: int,
           width: float, height: float, caption_offset: float = 0,
           footer: tuple[float, Draw] | None = None) -> str:
    """A figure of ``cells``, (caption, draw) pairs, ``columns`` to a row; ``draw(doc, x, y)``
    fills a ``width`` x ``height`` box whose top-left is (x, y). A caption is centred over its
    box, moved right by ``caption_offset`` (to centre it on a board beside its labels).
    ``footer`` is (height, draw): ``draw(doc, x, y)`` fills a strip below every panel (a key)."""
    cell_w, cell_h = width + 2 * PAD, height + CAPTION + PAD
    rows = -(-len(cells) // columns)
    extra = footer[0] if footer else 0
    doc = Document(cell_w * min(columns, len(cells)), cell_h * rows + PAD + extra, title, desc)
    if footer:
        footer[1](doc, PAD, cell_h * rows + PAD)
    for k, (caption, draw) in enumerate(cells):
        x, y = (k % columns) * cell_w + PAD, (k // columns) * cell_h + PAD
        doc.add(doc.label(x + caption_offset + (width - caption_offset) / 2, y + 13, caption,
                          12, weight="bold"))
        draw(doc, x, y + CAPTION)
    return doc.text()
