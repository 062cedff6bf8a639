"""Square-grid geometry with algebraic names.

Columns are lettered from the left (A, B, ...), rows numbered from the bottom (1, 2, ...), so A1
is the bottom-left corner. Squares are also numbered ``0 .. width*height-1`` row by row from A1,
which is what the models use internally; names are for people and records.

Two squares are *orthogonal* neighbours when they share an edge, and *near* (king-move)
neighbours when they share an edge or a corner.

>>> g = Grid(6, 6)
>>> g.name(0), g.name(g.index("F6")), g.index("B1")
('A1', 'F6', 1)
>>> [g.name(s) for s in g.orthogonal[g.index("A1")]]
['B1', 'A2']
>>> sorted(g.name(s) for s in g.near[g.index("B2")])
['A1', 'A2', 'A3', 'B1', 'B3', 'C1', 'C2', 'C3']
"""

from __future__ import annotations

import string
from typing import ClassVar

from .errors import UserError, quote

ORTHOGONAL_STEPS = ((1, 0), (0, 1), (-1, 0), (0, -1))
NEAR_STEPS = ORTHOGONAL_STEPS + ((1, 1), (-1, 1), (-1, -1), (1, -1))


class Grid:
    """A ``width`` x ``height`` board of squares; immutable, and shared per size (a pickled
    grid comes back as the shared one).

    >>> import pickle
    >>> pickle.loads(pickle.dumps(Grid(4, 3))) is Grid(4, 3)
    True
    """

    width: int
    height: int
    size: int
    squares: range
    #: The algebraic name of every square, by number.
    names: tuple[str, ...]
    #: Each square's orthogonal (edge) neighbours, and its near (edge or corner) neighbours.
    orthogonal: tuple[tuple[int, ...], ...]
    near: tuple[tuple[int, ...], ...]
    _index: dict[str, int]
    _shared: ClassVar[dict[tuple[int, int], Grid]] = {}

    def __new__(cls, width: int, height: int) -> Grid:
        grid = cls._shared.get((width, height))
        if grid is None:
            if not (1 <= width <= 26 and 1 <= height <= 99):
                raise ValueError(f"unsupported grid size {width}x{height}")
            grid = super().__new__(cls)
            grid._build(width, height)
            cls._shared[width, height] = grid
        return grid

    def _build(self, width: int, height: int) -> None:
        self.width, self.height = width, height
        self.size = width * height
        self.squares = range(self.size)
        self.names = tuple(
            f"{string.ascii_uppercase[i % width]}{i // width + 1}" for i in self.squares
        )
        self._index = {name: i for i, name in enumerate(self.names)}
        self.orthogonal = tuple(self._neighbours(i, ORTHOGONAL_STEPS) for i in self.squares)
        self.near = tuple(self._neighbours(i, NEAR_STEPS) for i in self.squares)

    def __reduce__(self) -> tuple[type[Grid], tuple[int, int]]:
        return Grid, (self.width, self.height)

    def _neighbours(self, i: int, steps: tuple[tuple[int, int], ...]) -> tuple[int, ...]:
        col, row = self.coords(i)
        return tuple(
            self.at(col + dc, row + dr)
            for dc, dr in steps
            if 0 <= col + dc < self.width and 0 <= row + dr < self.height
        )

    def coords(self, i: int) -> tuple[int, int]:
        """(column, row) counted from 0 at A1."""
        return i % self.width, i // self.width

    def at(self, col: int, row: int) -> int:
        """The square number at ``col``, ``row`` (both from 0 at A1)."""
        return row * self.width + col

    def name(self, i: int) -> str:
        """The algebraic name of square ``i``."""
        return self.names[i]

    def index(self, name: str) -> int:
        """The square called ``name`` (case-insensitive), or a :class:`UserError`."""
        try:
            return self._index[name.strip().upper()]
        except KeyError:
            raise UserError(
                f"no square {quote(name)} on a {self.width}x{self.height} board "
                f"(A1 to {self.names[-1]})"
            ) from None

    def __repr__(self) -> str:
        return f"Grid({self.width}, {self.height})"


def groups(grid: Grid, members: set[int] | frozenset[int]) -> list[list[int]]:
    """Split ``members`` into orthogonally connected groups, each sorted, in square order.

    >>> g = Grid(3, 3)
    >>> [[g.name(s) for s in grp] for grp in groups(g, {g.index(n) for n in "A1 B1 C3".split()})]
    [['A1', 'B1'], ['C3']]
    """
    seen: set[int] = set()
    found = []
    for start in sorted(members):
        if start in seen:
            continue
        seen.add(start)
        group, todo = [start], [start]
        while todo:
            for nxt in grid.orthogonal[todo.pop()]:
                if nxt in members and nxt not in seen:
                    seen.add(nxt)
                    group.append(nxt)
                    todo.append(nxt)
        found.append(sorted(group))
    return found
