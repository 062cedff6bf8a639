"""True-scale print-and-play sheets: a drawing measured in millimetres, set on A4 or Letter pages.

A :class:`Sheet` is a drawing in millimetres (one SVG user unit is one millimetre) with a title,
a description and a scale statement. :func:`pages` sets it on paper whose width and height are
written in mm, so that a printer at 100 % prints it true to size: on one page when it fits, else
on as many pages as it needs (portrait or landscape, whichever needs fewer). Neighbouring pages
share a grey strip of :data:`OVERLAP` mm with registration marks; dashed lines show where to
cut, and each page says which sheet it is and which sheets join it. A sheet may name the parts of
its drawing that hold something (its ink); a page that would show none of them, such as the empty
corners round a diamond-shaped course, is left out. Every page prints the scale and a 50 mm bar
to check the printer by. :func:`pdf` makes one PDF of the pages, with no date in it,
so the same pages always give the same bytes.

>>> sheet = Sheet("box", "A box", "A 100 mm square.", 100, 100,
...               lambda doc: doc.add(doc.dwg.rect((0, 0), (100, 100), fill="none")),
...               "one box = 100 mm")
>>> plan = layout(sheet, PAPERS["a4"])
>>> plan.count, plan.orientation, plan.page
(1, 'portrait', (210, 297))
>>> text = pages(sheet, PAPERS["a4"])[0]
>>> 'width="210mm"' in text and 'viewBox="0 0 210 297"' in text and "<title>A box</title>" in text
True
>>> wide = Sheet("strip", "A strip", "A long strip.", 500, 40, lambda doc: None, "1:1")
>>> plan = layout(wide, PAPERS["a4"])
>>> plan.orientation, plan.rows, plan.columns
('landscape', 1, 2)

Ink only at the strip's left end leaves its right page out:

>>> left = Sheet("strip", "A strip", "A long strip.", 500, 40, lambda doc: None, "1:1",
...              ink=((0, 0, 40, 40),))
>>> plan = layout(left, PAPERS["a4"])
>>> plan.count, plan.cells, sheet_number(plan, 0, 0)
(1, [(0, 0)], 1)
"""

from __future__ import annotations

import io
import math
import textwrap
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import Any

from ..core.grid import Grid
from .grid import BoardView
from .svg import Document, Element, r

MARGIN = 8  # mm left blank at the paper's sides and top: printers miss the outer 3 to 5 mm
BOTTOM = 12  # some printers keep a wider blank edge at the bottom
TILED_MARGIN = 11  # tiled pages keep more at the sides, for the seam labels
OVERLAP = 12  # mm of the drawing printed on both of two neighbouring pages
CHECK = 50  # mm: the length of the bar that checks the printed scale
STRIP_OPACITY = 0.09  # the shared strip: the look's mark at this opacity, a light grey
TITLE, NOTE = 4.2, 2.8  # font sizes, mm
HEAD_LINE, NOTE_LINE = 6.0, 3.8  # line heights, mm
FOOT = 13.0  # the scale statement and the check bar
BAND = 4.5  # above and below the window of a tiled page: what joins there
MAP = 32.0  # mm: the widest the map of a tiled sheet's pages may be (it fits the header)
CHAR = 0.52  # the width of an average character of the font, in font sizes (for wrapping)


@dataclass(frozen=True)
class Paper:
    name: str
    width: float  # mm, portrait
    height: float


PAPERS = {"a4": Paper("A4", 210, 297), "letter": Paper("US Letter", 215.9, 279.4)}


@dataclass(frozen=True)
class Sheet:
    """A drawing of ``width`` x ``height`` mm; ``draw(doc)`` adds it with (0, 0) at top left."""

    name: str  # the file name's part after "<game>-", e.g. "board-2p-standard"
    title: str
    desc: str
    width: float
    height: float
    draw: Callable[[Document], object]
    scale: str  # what one unit of the game is, e.g. "one square = 32 mm"
    notes: tuple[str, ...] = ()  # lines printed under the title
    #: Boxes (x0, y0, x1, y1, drawing mm) around what must be printed; a page showing none of
    #: them is left out. Empty: every page is printed.
    ink: tuple[tuple[float, float, float, float], ...] = ()


@dataclass(frozen=True)
class Plan:
    """How a sheet falls on paper: the page size, the grid of pages, and the window (the part
    of each page the drawing shows, in page mm: x0, y0, x1, y1)."""

    orientation: str
    page: tuple[float, float]
    rows: int
    columns: int
    window: tuple[float, float, float, float]
    origin: tuple[float, float]  # drawing point at the window's top-left on the first page
    blank: frozenset[tuple[int, int]] = frozenset()  # (row, column) of pages left out: no ink

    @property
    def cells(self) -> list[tuple[int, int]]:
        """The (row, column) of every page printed, row by row."""
        return [(row, column) for row in range(self.rows) for column in range(self.columns)
                if (row, column) not in self.blank]

    def printed(self, row: int, column: int) -> bool:
        """Whether page (row, column) is printed (it lies in the grid and shows some ink)."""
        return 0 <= row < self.rows and 0 <= column < self.columns and \
            (row, column) not in self.blank

    @property
    def count(self) -> int:
        return self.rows * self.columns - len(self.blank)

    @property
    def tiled(self) -> bool:
        return self.rows * self.columns > 1

    @property
    def step(self) -> tuple[float, float]:
        """How far the drawing moves from one page to the next, across and down."""
        x0, y0, x1, y1 = self.window
        return x1 - x0 - OVERLAP, y1 - y0 - OVERLAP

    def shown(self, row: int, column: int) -> tuple[float, float, float, float]:
        """The part of the drawing (x0, y0, x1, y1 in drawing mm) that page (row, column)
        shows."""
        x0, y0, x1, y1 = self.window
        sx, sy = self.step
        left, top = self.origin[0] + column * sx, self.origin[1] + row * sy
        return left, top, left + x1 - x0, top + y1 - y0


def _notes(sheet: Sheet, width: float, tiled: bool) -> list[str]:
    """The lines under the title, wrapped to ``width`` mm (less the map's room on a tiled
    page); the same on every page of a sheet, so every page's window is the same size."""
    chars = int((width - (MAP + 3 if tiled else 0)) / (NOTE * CHAR))
    return [line for note in sheet.notes for line in textwrap.wrap(note, chars)]


def _head(sheet: Sheet, width: float, tiled: bool) -> float:
    """The header's height: the title, the notes, and on a tiled page which sheet it is."""
    lines = len(_notes(sheet, width, tiled)) + (1 if tiled else 0)
    return HEAD_LINE + NOTE_LINE * lines + 2


def _plan(sheet: Sheet, paper: Paper, orientation: str, tiled: bool) -> Plan:
    w, h = (paper.width, paper.height) if orientation == "portrait" else \
        (paper.height, paper.width)
    side = TILED_MARGIN if tiled else MARGIN
    band = BAND if tiled else 0
    head = _head(sheet, w - 2 * side, tiled)
    window = (side, MARGIN + head + band, w - side, h - BOTTOM - FOOT - band)
    ww, wh = window[2] - window[0], window[3] - window[1]
    columns = 1 if sheet.width <= ww else math.ceil((sheet.width - OVERLAP) / (ww - OVERLAP))
    rows = 1 if sheet.height <= wh else math.ceil((sheet.height - OVERLAP) / (wh - OVERLAP))
    # Centre the drawing on the area the pages cover together.
    cover_w, cover_h = columns * (ww - OVERLAP) + OVERLAP, rows * (wh - OVERLAP) + OVERLAP
    origin = ((sheet.width - cover_w) / 2, (sheet.height - cover_h) / 2)
    plan = Plan(orientation, (w, h), rows, columns, window, origin)
    if not sheet.ink or not plan.tiled:
        return plan
    cells = {(row, column) for row in range(rows) for column in range(columns)}
    # A page is printed if some ink lies on it outside the strips it shares with its
    # neighbours; then also if some ink on it is not wholly on one printed page.
    printed = {cell for cell in cells
               if any(_meets(box, _inner(plan, *cell)) for box in sheet.ink)}
    while True:
        more = {cell for cell in cells - printed for box in sheet.ink
                if (part := _common(box, plan.shown(*cell))) is not None
                and not any(_within(part, plan.shown(*other)) for other in printed)}
        if not more:
            return Plan(orientation, (w, h), rows, columns, window, origin,
                        frozenset(cells - printed))
        printed |= more


def _inner(plan: Plan, row: int, column: int) -> tuple[float, float, float, float]:
    """What page (row, column) shows less the strips it shares with the pages of the grid."""
    x0, y0, x1, y1 = plan.shown(row, column)
    return (x0 + (OVERLAP if column > 0 else 0), y0 + (OVERLAP if row > 0 else 0),
            x1 - (OVERLAP if column < plan.columns - 1 else 0),
            y1 - (OVERLAP if row < plan.rows - 1 else 0))


def _meets(a: tuple[float, float, float, float], b: tuple[float, float, float, float]) -> bool:
    """Whether boxes ``a`` and ``b`` (x0, y0, x1, y1) overlap by more than a line."""
    return a[0] < b[2] and b[0] < a[2] and a[1] < b[3] and b[1] < a[3]


def _common(a: tuple[float, float, float, float], b: tuple[float, float, float, float]
            ) -> tuple[float, float, float, float] | None:
    """The part boxes ``a`` and ``b`` share, or None."""
    return (max(a[0], b[0]), max(a[1], b[1]), min(a[2], b[2]), min(a[3], b[3])) \
        if _meets(a, b) else None


def _within(a: tuple[float, float, float, float], b: tuple[float, float, float, float]) -> bool:
    return b[0] <= a[0] and b[1] <= a[1] and a[2] <= b[2] and a[3] <= b[3]


def layout(sheet: Sheet, paper: Paper) -> Plan:
    """One page if the drawing fits (portrait first); else the orientation needing fewer pages.
    """
    for orientation in ("portrait", "landscape"):
        plan = _plan(sheet, paper, orientation, tiled=False)
        if plan.count == 1:
            return plan
    plans = [_plan(sheet, paper, o, tiled=True) for o in ("portrait", "landscape")]
    return min(plans, key=lambda p: p.count)


def pages(sheet: Sheet, paper: Paper) -> list[str]:
    """The SVG text of every page, row by row."""
    plan = layout(sheet, paper)
    return [_page(sheet, paper, plan, row, column) for row, column in plan.cells]


def sheet_number(plan: Plan, row: int, column: int) -> int:
    """A printed page's number, counting the printed pages row by row."""
    return plan.cells.index((row, column)) + 1


def _where(plan: Plan, row: int, column: int) -> str:
    return f"sheet {sheet_number(plan, row, column)} (row {row + 1}, column {column + 1})"


def _page(sheet: Sheet, paper: Paper, plan: Plan, row: int, column: int) -> str:
    w, h = plan.page
    title = sheet.title
    desc = sheet.desc + f" True scale on {paper.name} paper: {sheet.scale}."
    if plan.tiled:
        n = sheet_number(plan, row, column)
        title += f", sheet {n} of {plan.count}"
        desc += (f" This is sheet {n} of {plan.count}, row {row + 1} and column {column + 1} "
                 f"of {plan.rows} rows and {plan.columns} columns; neighbouring sheets overlap "
                 f"by {OVERLAP} mm (the grey strips).")
    doc = Document(w, h, title, desc)
    doc.dwg.attribs["width"], doc.dwg.attribs["height"] = f"{r(w)}mm", f"{r(h)}mm"
    _drawing(doc, sheet, plan, row, column)
    _header(doc, sheet, plan, row, column)
    _footer(doc, sheet, plan)
    if plan.tiled:
        _cut_lines(doc, plan, row, column)
        _seam_labels(doc, plan, row, column)
    return doc.text()


def _drawing(doc: Document, sheet: Sheet, plan: Plan, row: int, column: int) -> None:
    """The drawing, moved so that this page's part lies in the window and clipped to it; on a
    tiled page also the shared strips and their registration marks."""
    dwg = doc.dwg
    x0, y0, x1, y1 = plan.window
    sx0, sy0, sx1, sy1 = plan.shown(row, column)

    def clip() -> Element:
        path = dwg.clipPath()
        path.add(dwg.rect((r(x0), r(y0)), (r(x1 - x0), r(y1 - y0))))
        return path
    outer = doc.add(dwg.g(clip_path=f"url({doc.define('window', clip)})", class_="drawing"))
    inner = outer.add(dwg.g(transform=f"translate({r(x0 - sx0)},{r(y0 - sy0)})"))
    before = len(dwg.elements)
    sheet.draw(doc)
    if plan.tiled:
        _strips(doc, plan, (sx0, sy0, sx1, sy1))
    # Everything just drawn at the top level goes into the moved, clipped group, unless it lies
    # wholly off this page (cairo would draw nothing of it, but reading it takes time).
    for element in dwg.elements[before:]:
        box = _box(element)
        if box is None or not (box[2] < sx0 or box[0] > sx1 or box[3] < sy0 or box[1] > sy1):
            inner.add(element)
    del dwg.elements[before:]


SLACK = 5  # mm added around an element's box for its stroke and arrowheads


#: A box on the page: x0, y0, x1, y1.
Box = tuple[float, float, float, float]


def _box(element: Element) -> Box | None:
    """A box (x0, y0, x1, y1) sure to hold ``element`` as drawn, or None if unknown."""
    a, kind = element.attribs, element.elementname
    if kind == "g" and "transform" not in a and element.elements:
        boxes = [box for child in element.elements if (box := _box(child)) is not None]
        if len(boxes) < len(element.elements):
            return None
        return (min(b[0] for b in boxes), min(b[1] for b in boxes),
                max(b[2] for b in boxes), max(b[3] for b in boxes))
    if "transform" in a:
        return None
    if kind == "rect":
        x, y, w, h = (float(a[k]) for k in ("x", "y", "width", "height"))
        points = [(x, y), (x + w, y + h)]
    elif kind == "line":
        points = [(float(a["x1"]), float(a["y1"])), (float(a["x2"]), float(a["y2"]))]
    elif kind == "circle":
        x, y, radius = float(a["cx"]), float(a["cy"]), float(a["r"])
        points = [(x - radius, y - radius), (x + radius, y + radius)]
    elif kind == "polyline":
        points = [(float(x), float(y)) for x, y in element.points]
    elif kind == "text" and element.text:
        x, y, size = float(a["x"]), float(a["y"]), float(a["font-size"])
        width = len(element.text) * size * 0.7
        start = {"start": x, "middle": x - width / 2, "end": x - width}[a.get("text-anchor",
                                                                              "start")]
        points = [(start, y - size), (start + width, y + size * 0.3)]
    else:
        return None
    xs, ys = [p[0] for p in points], [p[1] for p in points]
    return min(xs) - SLACK, min(ys) - SLACK, max(xs) + SLACK, max(ys) + SLACK


def _strips(doc: Document, plan: Plan, shown: Box) -> None:
    """The strips shared by neighbouring pages (grey), edged by thin lines, each with two
    registration marks a page; drawn in drawing mm, so each lands on both pages that share
    it. Only what this page shows (``shown``) is drawn."""
    dwg = doc.dwg
    first = plan.shown(0, 0)
    sx, sy = plan.step
    # (x0, y0, x1, y1, across, pages): across is True for a seam between columns; pages, the
    # rows (or columns) the strip runs along
    strips = []
    for column in range(1, plan.columns):  # a strip for each run of rows printed both sides
        left = first[0] + column * sx
        for lo, hi in _runs([plan.printed(row, column - 1) and plan.printed(row, column)
                             for row in range(plan.rows)]):
            strips.append((left, plan.shown(lo, 0)[1], left + OVERLAP, plan.shown(hi, 0)[3],
                           True, range(lo, hi + 1)))
    for row in range(1, plan.rows):
        top = first[1] + row * sy
        for lo, hi in _runs([plan.printed(row - 1, column) and plan.printed(row, column)
                             for column in range(plan.columns)]):
            strips.append((plan.shown(0, lo)[0], top, plan.shown(0, hi)[2], top + OVERLAP,
                           False, range(lo, hi + 1)))
    for x0, y0, x1, y1, across, along_pages in strips:
        if x1 < shown[0] or x0 > shown[2] or y1 < shown[1] or y0 > shown[3]:
            continue
        doc.add(dwg.rect((r(x0), r(y0)), (r(x1 - x0), r(y1 - y0)), fill=doc.look.mark,
                         fill_opacity=STRIP_OPACITY, class_="overlap"))
        for a, b in (((x0, y0), (x0, y1)), ((x1, y0), (x1, y1))) if across else \
                (((x0, y0), (x1, y0)), ((x0, y1), (x1, y1))):
            doc.add(dwg.line((r(a[0]), r(a[1])), (r(b[0]), r(b[1])), stroke=doc.look.muted,
                             stroke_width=0.2, class_="overlap-edge"))
        # Two marks per page along the strip: a quarter and three quarters of the way.
        length = sy if across else sx
        for k in along_pages:
            for f in (0.25, 0.75):
                along = (first[1] if across else first[0]) + k * length + f * (length + OVERLAP)
                x, y = ((x0 + x1) / 2, along) if across else (along, (y0 + y1) / 2)
                if shown[0] < x < shown[2] and shown[1] < y < shown[3]:
                    _registration(doc, x, y)


def _runs(flags: list[bool]) -> list[tuple[int, int]]:
    """The first and last index of every run of True in ``flags``.

    >>> _runs([True, True, False, True]), _runs([False])
    ([(0, 1), (3, 3)], [])
    """
    runs: list[tuple[int, int]] = []
    for k, flag in enumerate(flags):
        if flag and runs and runs[-1][1] == k - 1:
            runs[-1] = (runs[-1][0], k)
        elif flag:
            runs.append((k, k))
    return runs


def _registration(doc: Document, x: float, y: float) -> None:
    """A registration mark: a circle with a cross through it, to lay on its twin."""
    dwg = doc.dwg
    g = doc.add(dwg.g(class_="registration", stroke=doc.look.mark, stroke_width=0.25, fill="none"))
    g.add(dwg.circle((r(x), r(y)), 2.5))
    g.add(dwg.line((r(x - 4), r(y)), (r(x + 4), r(y))))
    g.add(dwg.line((r(x), r(y - 4)), (r(x), r(y + 4))))


def _header(doc: Document, sheet: Sheet, plan: Plan, row: int, column: int) -> None:
    x0, _, x1, _ = plan.window
    y = MARGIN + TITLE
    doc.add(doc.label(x0, y, sheet.title, TITLE, anchor="start", weight="bold"))
    tiled = plan.tiled
    lines = [(line, "normal") for line in _notes(sheet, x1 - x0, tiled)]
    if tiled:
        lines.append((f"Sheet {sheet_number(plan, row, column)} of {plan.count}: row {row + 1}, "
                      f"column {column + 1} (see the map). To join, follow the words at its "
                      "edges.", "bold"))
        _map(doc, plan, row, column)
    for line, weight in lines:
        y += NOTE_LINE
        doc.add(doc.label(x0, y, line, NOTE, anchor="start", weight=weight))


def _map(doc: Document, plan: Plan, row: int, column: int) -> None:
    """A small map of all the pages, top right, this one filled and numbered (row by row)."""
    dwg = doc.dwg
    cell = min(4.5, MAP / plan.columns, (plan.window[1] - BAND - MARGIN - 2) / plan.rows)
    left, top = plan.window[2] - plan.columns * cell, MARGIN
    for rr in range(plan.rows):
        for cc in range(plan.columns):
            if not plan.printed(rr, cc):
                continue  # a page left out: nothing of the drawing on it
            here = (rr, cc) == (row, column)
            x, y = left + cc * cell, top + rr * cell
            doc.add(dwg.rect((r(x), r(y)), (r(cell), r(cell)), class_="map",
                             fill=doc.look.frame if here else doc.look.paper, stroke=doc.look.frame,
                             stroke_width=0.25))
            if here:
                doc.add(doc.label(x + cell / 2, y + cell * 0.68, str(sheet_number(plan, rr, cc)),
                                  r(cell * 0.42), fill=doc.look.paper))


def _footer(doc: Document, sheet: Sheet, plan: Plan) -> None:
    dwg = doc.dwg
    x, y = plan.window[0], plan.page[1] - BOTTOM - FOOT + 4
    doc.add(doc.label(x, y, f"True scale: {sheet.scale}. Print at 100 % (actual size), "
                      "not \u201cfit to page\u201d.", NOTE, anchor="start", weight="bold"))
    y += 6
    text = f"Check: this bar is {CHECK} mm long"
    doc.add(doc.label(x, y, text, NOTE, anchor="start"))
    bar = x + 56
    g = doc.add(dwg.g(class_="check-bar", stroke=doc.look.mark, stroke_width=0.3))
    g.add(dwg.rect((r(bar), y - 2), (CHECK, 1.2), fill=doc.look.mark, stroke="none"))
    for k in range(0, CHECK + 1, 10):
        g.add(dwg.line((r(bar + k), y - 3.2), (r(bar + k), y), stroke_width=0.25))
    doc.add(doc.label(bar + CHECK + 2, y, f"{CHECK} mm", NOTE, anchor="start"))


def _cut_lines(doc: Document, plan: Plan, row: int, column: int) -> None:
    """A dashed line along each edge of the window to cut on: the left and top edges, where
    this page is laid over its neighbour."""
    x0, y0, x1, y1 = plan.window
    g = doc.add(doc.dwg.g(class_="cut", stroke=doc.look.mark, stroke_width=0.3,
                          stroke_dasharray="2,1.5"))
    if plan.printed(row, column - 1):
        g.add(doc.dwg.line((r(x0), r(y0 - BAND)), (r(x0), r(y1 + BAND))))
    if plan.printed(row - 1, column):
        g.add(doc.dwg.line((r(x0 - 2), r(y0)), (r(x1 + 2), r(y0))))


def _seam_labels(doc: Document, plan: Plan, row: int, column: int) -> None:
    """Beside each edge with a neighbour: cut here and lay it on that sheet (left and top), or
    that sheet goes over this strip (right and bottom)."""
    x0, y0, x1, y1 = plan.window
    size, mx, my = 2.4, (x0 + x1) / 2, (y0 + y1) / 2
    cut = "cut along the dashed line; lay it on the grey strip of "
    edges = []  # (x, y, rotation, text)
    if plan.printed(row, column - 1):
        edges.append((x0 - 1, my, -90, cut + _where(plan, row, column - 1)))
    if plan.printed(row, column + 1):
        edges.append((x1 + 1, my, 90, f"{_where(plan, row, column + 1)} goes over the grey "
                      "strip here"))
    if plan.printed(row - 1, column):
        edges.append((mx, y0 - 1.6, 0, cut + _where(plan, row - 1, column)))
    if plan.printed(row + 1, column):
        edges.append((mx, y1 + 3.4, 0, f"{_where(plan, row + 1, column)} goes over the grey "
                      "strip here"))
    for x, y, turn, text in edges:
        extra = {"transform": f"rotate({turn},{r(x)},{r(y)})"} if turn else {}
        doc.add(doc.label(x, y, text, size, class_="seam", **extra))


# -- PDF -----------------------------------------------------------------------------------------
def pdf(svg_pages: list[str], title: str) -> bytes:
    """One PDF page per SVG page, converted by cairosvg at the SVG's own size (mm to points).

    cairo stamps the clock into a PDF's creation date unless it is told a date; it is told an
    empty one, which leaves the date out, so the same pages give the same bytes.
    """
    import cairocffi
    from cairosvg.parser import Tree
    from cairosvg.surface import PDFSurface

    out = io.BytesIO()
    target = cairocffi.PDFSurface(out, 1, 1)
    target.set_metadata(cairocffi.PDF_METADATA_CREATE_DATE, "")
    target.set_metadata(cairocffi.PDF_METADATA_TITLE, title)

    # cairosvg ships no type information, so to mypy its PDFSurface is Any; drawing onto a
    # surface of our own is done by overriding its _create_surface, so a subclass it must be.
    class Page(PDFSurface):  # type: ignore[misc]
        """cairosvg's PDF surface drawing onto the next page of ``target``."""

        def _create_surface(self, width: float, height: float) -> tuple[Any, float, float]:
            target.set_size(width, height)
            return target, width, height

    for svg in svg_pages:
        Page(Tree(bytestring=svg.encode("utf-8")), None, 96)
        target.show_page()
    target.finish()
    return out.getvalue()


# -- what sheets draw ----------------------------------------------------------------------------
def board(doc: Document, grid: Grid, square: float, parks: Iterable[int] = (), x: float = 0,
          y: float = 0) -> None:
    """A board to play on, at (x, y): squares of ``square`` mm in light ink, checkered, each
    named in its top-left corner (A1 bottom left), parks hatched and marked PARK, a frame."""
    dwg, parks = doc.dwg, set(parks)
    view = BoardView(doc, grid, x, y, square, labels=False)
    group, s = view.group, r(square)
    for q in grid.squares:
        col, row = grid.coords(q)
        cx, cy = view.corner(q)
        fill = doc.look.print_dark if (col + row) % 2 == 0 else doc.look.paper
        group.add(dwg.rect((cx, cy), (s, s), fill=fill, stroke=doc.look.print_line,
                           stroke_width=0.3, class_="square"))
        if q in parks:
            _hatch(doc, group, cx, cy, square)
            group.add(dwg.rect((r(cx + 0.6), r(cy + 0.6)), (r(1.9 * len(grid.name(q)) + 1.2),
                               3.4), fill=doc.look.paper))  # the name stays clear of the hatching
        group.add(doc.label(cx + 1.2, cy + 3.0, grid.name(q), 2.6, anchor="start",
                            fill=doc.look.frame, class_="square-name"))
    group.add(dwg.rect((r(x), r(y)), (r(grid.width * square), r(grid.height * square)),
                       fill="none", stroke=doc.look.frame, stroke_width=0.6, class_="frame"))


def _hatch(doc: Document, group: Element, x: float, y: float, size: float, gap: float = 4) -> None:
    """A park: the square hatched with diagonal lines ``gap`` mm apart, PARK in a box."""
    dwg, steps = doc.dwg, int(2 * size / gap)
    lines = dwg.g(class_="park", stroke=doc.look.faint, stroke_width=0.35)
    for k in range(1, steps):  # the lines u + v = k * gap, cut to the square (u, v from 0)
        d = k * gap
        a = (max(0.0, d - size), min(size, d))
        b = (min(size, d), max(0.0, d - size))
        lines.add(dwg.line((r(x + a[0]), r(y + a[1])), (r(x + b[0]), r(y + b[1]))))
    group.add(lines)
    w, h = size * 0.62, 7.0
    group.add(dwg.rect((r(x + (size - w) / 2), r(y + (size - h) / 2)), (r(w), h),
                       fill=doc.look.paper, stroke=doc.look.frame, stroke_width=0.3))
    group.add(doc.label(x + size / 2, y + size / 2 + 1.6, "PARK", 4.4, weight="bold",
                        fill=doc.look.note))
