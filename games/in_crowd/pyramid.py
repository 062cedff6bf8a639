"""The Popularity Pyramid: three levels of piecepack tiles, and which squares influence which.

Nine tiles make a 3x3 bottom level, four tiles sit on them offset by half a tile, and one tile
tops those. A tile is 2x2 squares, so the levels are grids of 6x6, 4x4 and 2x2 squares, each
offset one square in from the level below. Coins may stand only where they can be seen from
above: the 20-square outer ring of the bottom level, the 12-square ring of the middle level and
the 4 top squares, 36 squares in all.

Squares are named level by level, columns from the left and rows from the bottom (A1 bottom
left): ``A1``-``F6`` on the bottom level, ``mA1``-``mD4`` in the middle and ``tA1``-``tB2`` on
top.

A middle square is influenced by the bottom-ring squares it touches (edge or corner): three for
a square along an edge. A middle corner square touches five, though the rules speak of three;
by default it is influenced by the three of its own corner tile (``corner-five`` variant: all
five). A top square touches exactly five middle-ring squares.

>>> P = Pyramid.make()
>>> len(P.squares), [len(P.level_squares(n)) for n in (0, 1, 2)]
(36, [20, 12, 4])
>>> [P.name(s) for s in P.influencers[P.index("mA2")]]
['A2', 'A3', 'A4']
>>> [P.name(s) for s in P.influencers[P.index("mA1")]]
['A1', 'B1', 'A2']
>>> [P.name(s) for s in Pyramid.make(corner_five=True).influencers[P.index("mA1")]]
['A1', 'B1', 'C1', 'A2', 'A3']
>>> [P.name(s) for s in P.influencers[P.index("tA1")]]
['mA1', 'mB1', 'mC1', 'mA2', 'mA3']
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

from ..core.errors import UserError, quote
from ..core.grid import Grid

#: The levels from the bottom: name, width in squares, prefix of square names.
LEVELS = (("bottom", 6, ""), ("middle", 4, "m"), ("top", 2, "t"))


@dataclass(frozen=True)
class Square:
    """A square a coin may stand on: its level (0 bottom) and column and row on that level."""

    level: int
    x: int
    y: int

    @property
    def name(self) -> str:
        prefix, size = LEVELS[self.level][2], LEVELS[self.level][1]
        return prefix + Grid(size, size).name(self.y * size + self.x)

    def below(self) -> tuple[int, int]:
        """Where this square lies over the level beneath (column, row there)."""
        return self.x + 1, self.y + 1


def _on_ring(level: int, x: int, y: int) -> bool:
    size = LEVELS[level][1]
    return level == 2 or x in (0, size - 1) or y in (0, size - 1)


@dataclass(frozen=True)
class Pyramid:
    """The 36 playable squares (indexed bottom ring first, then middle ring, then top) and, for
    each square above the bottom, the squares of the level below that influence it."""

    squares: tuple[Square, ...]
    influencers: tuple[tuple[int, ...], ...]
    corner_five: bool
    levels: tuple[tuple[int, ...], ...] = ()  # the squares of each level, bottom first
    dependents: tuple[tuple[int, ...], ...] = ()  # the squares each square influences
    level_of: tuple[int, ...] = ()  # each square's level
    names: tuple[str, ...] = ()  # each square's name

    @staticmethod
    @cache
    def make(corner_five: bool = False) -> Pyramid:
        squares = tuple(Square(level, x, y) for level, (_, size, _) in enumerate(LEVELS)
                        for y in range(size) for x in range(size) if _on_ring(level, x, y))
        where = {(s.level, s.x, s.y): i for i, s in enumerate(squares)}
        influencers: list[tuple[int, ...]] = []
        for sq in squares:
            if sq.level == 0:
                influencers.append(())
                continue
            bx, by = sq.below()
            touching = [where[(sq.level - 1, x, y)]
                        for y in range(by - 1, by + 2) for x in range(bx - 1, bx + 2)
                        if (sq.level - 1, x, y) in where]
            if sq.level == 1 and len(touching) == 5 and not corner_five:
                # The three ring squares of the bottom tile this corner square rests on.
                touching = [i for i in touching
                            if (squares[i].x // 2, squares[i].y // 2) == (bx // 2, by // 2)]
            influencers.append(tuple(sorted(touching, key=lambda i: (squares[i].y,
                                                                     squares[i].x))))
        levels = tuple(tuple(i for i, sq in enumerate(squares) if sq.level == n)
                       for n in range(len(LEVELS)))
        dependents = tuple(tuple(j for j, inf in enumerate(influencers) if i in inf)
                           for i in range(len(squares)))
        return Pyramid(squares, tuple(influencers), corner_five, levels, dependents,
                       tuple(sq.level for sq in squares), tuple(sq.name for sq in squares))

    def name(self, index: int) -> str:
        return self.names[index]

    def index(self, name: str) -> int:
        """The square called ``name``; a UserError naming the playable squares otherwise."""
        for i, sq in enumerate(self.squares):
            if sq.name.lower() == name.strip().lower():
                return i
        raise UserError(f"no playable square {quote(name)}: coins stand on the bottom ring "
                        "(A1-F6, outer squares only), the middle ring (mA1-mD4, outer squares "
                        "only) and the top (tA1-tB2)")

    def level_squares(self, level: int) -> tuple[int, ...]:
        return self.levels[level]

    @property
    def bottom(self) -> tuple[int, ...]:
        return self.levels[0]

    @property
    def upper(self) -> tuple[int, ...]:
        """The squares that are filled by votes: middle ring and top."""
        return self.levels[1] + self.levels[2]
