"""A Subdivision position as a board, and the plain-text board format.

The format: one line per row, top row first; cells separated by white space; ``.`` an empty
square, ``#`` a park, a colour letter and pips for a pyramid (``R3``, ``b1``; any case)::

    # R2 B1 .  #
    ...

>>> board = parse_board("R3 . #\\n. b1 .\\n# . G2\\n", "demo.txt", sides=(3,))
>>> board.grid, board.cells[board.grid.index("A3")], board.cells[board.grid.index("C3")]
(Grid(3, 3), Pyramid(colour=Colour(letter='R', name='Red'), pips=3), 'park')
>>> print(format_board(board))
R3 .  #
.  B1 .
#  .  G2
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from ..core.components import PYRAMID_COLOURS, Colour, Pyramid
from ..core.errors import UserError, quote
from ..core.grid import Grid
from ..core.text import source_lines

PARK = "park"
#: What a square holds: None (empty), :data:`PARK` or a Pyramid.
Cell = Pyramid | str | None
#: The board sides the rules use (5x5 to 8x8).
SIDES = (5, 6, 7, 8)
_CELL = re.compile(r"^([A-Za-z])([123])$")


@dataclass
class Board:
    """Squares of a grid holding None (empty), PARK or a Pyramid; ``order`` lists the squares
    of the pyramids in the order they were placed (reading order for a board read from text)."""

    grid: Grid
    cells: list[Cell]
    order: list[int] = field(default_factory=list)

    def pyramid(self, square: int) -> Pyramid:
        """The pyramid on ``square`` (one of :attr:`order`)."""
        cell = self.cells[square]
        assert isinstance(cell, Pyramid), f"no pyramid on square {square}"
        return cell

    def pyramids(self, colour: Colour | None = None, pips: int | None = None) -> list[int]:
        """Squares holding pyramids (of ``colour`` and ``pips``, if given), in placement order."""
        found = []
        for s in self.order:
            cell = self.cells[s]
            if isinstance(cell, Pyramid) and (colour is None or cell.colour == colour) \
                    and (pips is None or cell.pips == pips):
                found.append(s)
        return found

    @property
    def parks(self) -> list[int]:
        return [s for s in self.grid.squares if self.cells[s] == PARK]

    def colours(self) -> list[Colour]:
        """The colours on the board, in order of first placement."""
        return list(dict.fromkeys(self.pyramid(s).colour for s in self.order))


def parse_board(text: str, path: str = "<board>", sides: tuple[int, ...] = SIDES) -> Board:
    """Read the board format; any fault raises a UserError naming the file and line."""
    lines = source_lines(text, path, "board")
    rows = [(n, line.split()) for n, line in enumerate(lines, 1) if line.strip()]
    if not rows:
        raise UserError("the board file is empty", path)
    width = len(rows[0][1])
    for number, cells in rows:
        if len(cells) != width:
            raise UserError(
                f"this row has {len(cells)} cells but the first row has {width}: "
                "every row of a board has the same number of cells", path, number)
    if len(rows) != width:
        raise UserError(f"the board is {width} wide but {len(rows)} rows tall: "
                        "a Subdivision board is square", path)
    if width not in sides:
        raise UserError(f"a {width}x{width} board: Subdivision is played on "
                        + ", ".join(f"{s}x{s}" for s in sides), path)
    grid = Grid(width, width)
    board = Board(grid, [None] * grid.size)
    for top_index, (number, cells) in enumerate(rows):
        for col, cell in enumerate(cells):
            square = grid.at(col, width - 1 - top_index)
            board.cells[square] = _read_cell(cell, grid.name(square), path, number)
            if isinstance(board.cells[square], Pyramid):
                board.order.append(square)
    return board


def _read_cell(cell: str, square: str, path: str, line: int) -> Cell:
    if cell == ".":
        return None
    if cell == "#":
        return PARK
    match = _CELL.match(cell)
    if match:
        try:
            return Pyramid(PYRAMID_COLOURS.named(match.group(1)), int(match.group(2)))
        except UserError as exc:
            raise UserError(f"square {square}: {exc.message}", path, line) from None
    raise UserError(
        f"unknown cell {quote(cell)} at {square}: use '.' (empty), '#' (park) or a colour letter "
        "and 1-3 pips such as R3", path, line)


def format_board(board: Board) -> str:
    """The board in the text format, top row first, columns aligned."""
    def cell(value: Cell) -> str:
        if isinstance(value, Pyramid):
            return value.code
        return "." if value is None else "#"
    g = board.grid
    rows = []
    for row in reversed(range(g.height)):
        rows.append(" ".join(f"{cell(board.cells[g.at(c, row)]):<2}" for c in range(g.width)))
    return "\n".join(line.rstrip() for line in rows)
