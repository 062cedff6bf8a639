"""The boards of The Fallacy of Rank: piecepack tiles laid face down, each tile 2x2 squares.

* **4 players**: the 24 tiles of one pack in a 5x5 square with the centre tile missing, so 10x10
  squares less the central 2x2 (the *hole*, which has no squares). Each player owns a 4x4
  corner: the first player top left, then clockwise top right, bottom right, bottom left.
  Between two neighbouring corners lies a neutral strip of 2x4 squares.
* **3 players** (a reconstruction; the rules' diagram was lost): the 4-player board less its
  bottom-left corner and the strip above that corner (18 tiles). The two sides this leaves
  open are *linked*: the bottom side of the top-left corner (A7 to D7) and the left side of the
  bottom strip (E1 to E4). Linked squares are neighbours, matched by their distance from the
  hole: D7 and E4, C7 and E3, B7 and E2, A7 and E1.
* **2 players** (a reconstruction): a strip 4 squares wide and 10 long (10 tiles): a corner at
  each end, the first player's at the top, and a neutral strip of 4x2 squares between.

Squares keep the names of the grid they lie on (A1 bottom left): a 10x10 grid for 3 and 4
players, a 4x10 grid for 2. A piece moves to a neighbour across an edge, or across a link.

>>> four = board_for(4)
>>> len(four.squares), [len(c) for c in four.corners], len(four.neutral)
(96, [16, 16, 16, 16], 32)
>>> [four.name(s) for s in four.adjacent[four.index("E4")]]
['F4', 'D4', 'E3']
>>> three = board_for(3)
>>> len(three.squares), sorted(three.name(s) for s in three.adjacent[three.index("D7")])
(72, ['C7', 'D8', 'E4', 'E7'])
>>> board_for(2).grid, board_for(2).name(board_for(2).corners[0][0])
(Grid(4, 10), 'A7')
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from functools import cache

from ..core.errors import UserError
from ..core.grid import ORTHOGONAL_STEPS, Grid
from ..core.reasons import Term

#: Directions, as in :data:`games.core.grid.ORTHOGONAL_STEPS`: right, up, left, down.
RIGHT, UP, LEFT, DOWN = range(4)


@dataclass(frozen=True)
class Board:
    """One board: its squares, each seat's corner, the neutral squares and the links.

    ``ahead[s][d]`` is where a step from square ``s`` in direction ``d`` arrives, as
    ``(square, direction)``: the direction changes only across a link. It is None where the
    board ends (its edge, the hole).
    """

    players: int
    title: str
    grid: Grid
    squares: tuple[int, ...]
    corners: tuple[tuple[int, ...], ...]  # in seat order
    places: tuple[str, ...]  # where each seat's corner lies, in words
    links: tuple[tuple[int, int], ...]
    hole: tuple[int, ...]  # grid squares inside the board's outline that have no tile
    ahead: tuple[tuple[tuple[int, int] | None, ...], ...]
    reconstruction: bool
    #: Each grid square's neighbours on the board (none for squares off the board).
    adjacent: tuple[tuple[int, ...], ...] = field(repr=False, compare=False, default=())
    #: The same as (square, neighbour) pairs, ready made for listing steps.
    pairs: tuple[tuple[tuple[int, int], ...], ...] = field(repr=False, compare=False,
                                                          default=())
    #: For the random player, sets of squares as bits (bit ``s`` for square ``s``): the
    #: board's squares, and each square's neighbours.
    on: int = field(repr=False, compare=False, default=0)
    near: tuple[int, ...] = field(repr=False, compare=False, default=())
    #: How many neighbours each square has (``near[s].bit_count()``).
    degree: tuple[int, ...] = field(repr=False, compare=False, default=())
    #: How a set of squares spreads to their neighbours: as ``(squares, shift)``, the squares
    #: with a neighbour that many bits up (down if negative), per direction and per link.
    spread: tuple[tuple[int, int], ...] = field(repr=False, compare=False, default=())
    _lanes: dict[int, tuple[list[tuple[int, int]], list[tuple[int, int]]]] = field(
        repr=False, compare=False, default_factory=dict)
    _copies: dict[int, int] = field(repr=False, compare=False, default_factory=dict)

    @property
    def neutral(self) -> tuple[int, ...]:
        """The squares in no player's corner."""
        owned = {s for corner in self.corners for s in corner}
        return tuple(s for s in self.squares if s not in owned)

    def name(self, square: int) -> str:
        """The algebraic name of ``square`` (A1 bottom left)."""
        return self.grid.name(square)

    def index(self, name: str) -> int:
        """The square called ``name``, or a UserError if the board has no such square."""
        square = self.grid.index(name)
        if square not in self.squares:
            where = "the hole in the centre" if square in self.hole else "off the board"
            raise UserError(f"{name.strip().upper()} is not a square of the "
                            f"{self.players}-player board ({where})")
        return square

    def distances(self, sources: Iterable[int]) -> dict[int, int]:
        """Steps from the nearest of ``sources`` to every square of the board, whatever
        stands on the squares between."""
        found = dict.fromkeys(sources, 0)
        frontier = list(found)
        while frontier:
            nxt = []
            for s in frontier:
                for t in self.adjacent[s]:
                    if t not in found:
                        found[t] = found[s] + 1
                        nxt.append(t)
            frontier = nxt
        return found

    def lanes(self, n: int) -> tuple[list[tuple[int, int]], list[tuple[int, int]]]:
        """:attr:`spread` for ``n`` boards side by side in one number (board ``i`` in the bits
        from ``i * grid.size``), split into shifts up and shifts down (positive)."""
        lanes = self._lanes.get(n)
        if lanes is None:  # (worked out apart: a comprehension here made a cell every call)
            lanes = self._lanes[n] = _split(self.spread, self.copies(n))
        return lanes

    def copies(self, n: int) -> int:
        """Bit 0 of each of ``n`` boards side by side (see :meth:`lanes`): a set of squares
        times this is the same set on every board."""
        if n not in self._copies:
            size = self.grid.size
            self._copies[n] = ((1 << size * n) - 1) // ((1 << size) - 1)
        return self._copies[n]

    def around(self, found: int, n: int = 1) -> int:
        """The neighbours of the squares in ``found`` (a set of squares as bits), as bits; or
        of ``n`` sets side by side (see :meth:`lanes`).

        >>> board = board_for(3)
        >>> bits = board.around(1 << board.index("D7"))
        >>> sorted(board.name(s) for s in board.squares if bits >> s & 1)
        ['C7', 'D8', 'E4', 'E7']
        """
        ups, downs = self.lanes(n)
        near = 0
        for squares, shift in ups:
            near |= (found & squares) << shift
        for squares, shift in downs:
            near |= (found & squares) >> shift
        return near

    def span(self, seat: int) -> Term:
        """A corner by its first and last squares: ``A7-D10`` as the notation writes it, ``A7
        to D10`` in words.

        >>> corner = board_for(4).span(0)
        >>> str(corner), corner.said()
        ('A7-D10', 'A7 to D10')
        """
        corner = self.corners[seat]
        first, last = self.name(min(corner)), self.name(max(corner))
        return Term(f"{first}-{last}", f"{first} to {last}")


def _block(grid: Grid, cols: range, rows: range) -> tuple[int, ...]:
    """The squares of columns ``cols`` and rows ``rows`` (both from 0), in square order."""
    return tuple(sorted(grid.at(c, r) for c in cols for r in rows))


def _build(players: int, title: str, grid: Grid, corners: tuple[tuple[int, ...], ...],
           hole: tuple[int, ...], links: tuple[tuple[int, int], ...], reconstruction: bool,
           places: tuple[str, ...]) -> Board:
    on = {s for corner in corners for s in corner} | set(_strips(players, grid))
    ahead: list[tuple[tuple[int, int] | None, ...]] = []
    linked: dict[tuple[int, int], tuple[int, int]] = {}
    for a, b in links:  # across a link, a step down from a arrives at b heading right
        linked[(a, DOWN)] = (b, RIGHT)
        linked[(b, LEFT)] = (a, UP)
    for s in grid.squares:
        if s not in on:
            ahead.append((None,) * 4)
            continue
        col, row = grid.coords(s)
        steps: list[tuple[int, int] | None] = []
        for d, (dc, dr) in enumerate(ORTHOGONAL_STEPS):
            c, r = col + dc, row + dr
            inside = 0 <= c < grid.width and 0 <= r < grid.height and grid.at(c, r) in on
            steps.append((grid.at(c, r), d) if inside else linked.get((s, d)))
        ahead.append(tuple(steps))
    adjacent = tuple(tuple(step[0] for step in way if step) for way in ahead)
    pairs = tuple(tuple((s, t) for t in near) for s, near in enumerate(adjacent))
    # the squares with a neighbour one way, as bits, by how far that neighbour's bit is
    shifts: dict[int, int] = {}
    for s, way in enumerate(ahead):
        for step in way:
            if step:
                shift = step[0] - s  # one shift per direction, and one per link
                shifts[shift] = shifts.get(shift, 0) | 1 << s
    return Board(players, title, grid, tuple(sorted(on)), tuple(corners), tuple(places),
                 tuple(links), tuple(hole), tuple(ahead), reconstruction, adjacent, pairs,
                 sum(1 << s for s in on), tuple(sum(1 << t for t in near) for near in adjacent),
                 tuple(len(near) for near in adjacent), tuple((m, k) for k, m in shifts.items()))


def _strips(players: int, grid: Grid) -> tuple[int, ...]:
    """The neutral squares of each board."""
    if players == 2:
        return _block(grid, range(4), range(4, 6))
    top, right = _block(grid, range(4, 6), range(6, 10)), _block(grid, range(6, 10), range(4, 6))
    bottom, left = _block(grid, range(4, 6), range(4)), _block(grid, range(4), range(4, 6))
    return top + right + bottom + (left if players == 4 else ())


@cache
def board_for(players: int) -> Board:
    """The board for 2, 3 or 4 players."""
    if players == 2:
        grid = Grid(4, 10)
        corners = (_block(grid, range(4), range(6, 10)), _block(grid, range(4), range(4)))
        return _build(2, "2-player board (a reconstruction)", grid, corners, (), (), True,
                      ("top", "bottom"))
    if players not in (3, 4):
        raise UserError(f"The Fallacy of Rank is for 2 to 4 players, not {players}")
    grid = Grid(10, 10)
    top_left, top_right = _block(grid, range(4), range(6, 10)), _block(grid, range(6, 10),
                                                                       range(6, 10))
    bottom_right, bottom_left = _block(grid, range(6, 10), range(4)), _block(grid, range(4),
                                                                             range(4))
    hole = _block(grid, range(4, 6), range(4, 6))
    places = ("top left", "top right", "bottom right", "bottom left")
    if players == 4:
        return _build(4, "4-player board", grid, (top_left, top_right, bottom_right,
                                                  bottom_left), hole, (), False, places)
    # A7..D7 (column c, row 6) meets E1..E4 (column 4, row c).
    links = tuple((grid.at(c, 6), grid.at(4, c)) for c in range(4))
    return _build(3, "3-player board (a reconstruction)", grid,
                  (top_left, top_right, bottom_right), hole, links, True, places[:3])


def _split(spread: tuple[tuple[int, int], ...],
           copies: int) -> tuple[list[tuple[int, int]], list[tuple[int, int]]]:
    """:meth:`Board.lanes` worked out: the shifts of ``spread`` (mask, shift) on the boards of
    ``copies``, up and down."""
    return ([(m * copies, k) for m, k in spread if k > 0],
            [(m * copies, -k) for m, k in spread if k < 0])
